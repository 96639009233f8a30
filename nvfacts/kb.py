"""The library API: a loaded store and the questions people ask of it.

    import nvfacts
    kb = nvfacts.load("data/facts.yaml")
    for fact in kb.query("NVLink 4.0 bandwidth", statuses=["verified"]):
        print(fact["id"], fact["score"], fact["status"])

The command line is a thin layer over this class, so both give the same answers.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, partial
from itertools import chain, compress, count, groupby, repeat
from operator import attrgetter, eq, itemgetter, not_
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, get_args

from .conflicts import Conflict
from .errors import UnknownFactError, UsageError
from .loader import Loaded
from .loader import load as load_store
from .model import Assertion, Fact, Source, Wording
from .records import fact_record
from .scoring import Term
from .view import CONFLICTS_SHOWN, Answer, analysed_record, joined_detail

if TYPE_CHECKING:
    from .analysis.consensus import Consensus, FactInputs
    from .analysis.ledger import Group, Placement, Statement
    from .view import View

__all__ = ["CONFLICTS_SHOWN", "Analysis", "Answer", "KnowledgeBase", "load"]


class Brief(NamedTuple):
    """What the analysis and a View read of a fact besides its assertions and FactInputs:
    what the fact cache keeps of a fact so that the facts an edit did not touch need not be
    loaded (factcache.py)."""

    id: str
    status: str
    merged: tuple[str, ...]
    """The ids of the wordings merged into it."""
    decision: str | None
    """The status a curator's latest decision gave it (Fact.decisions); 'unverified' when
    every decision on the fact itself was made on a claim since edited."""
    assertions: list[Assertion] | None
    """The curator's assertions, when written."""
    diverged: tuple[str, ...] = ()
    """The ids of its merged wordings whose claim now states a figure it does not
    (integrity.diverged): each weighed as a claim of its own."""


def brief(fact: Fact) -> Brief:
    from .integrity import counted, diverged

    decisions = counted(fact).decisions() if fact.history or fact.merged else []
    return Brief(fact.id, fact.status, tuple(m.id for m in fact.merged),
                 decisions[-1][1].status if decisions else _undecided(fact), fact.assertions,
                 tuple(w.id for w, _ in diverged(fact)) if fact.merged else ())


def _tied(found: Consensus, i: int, standing: dict[str, str]) -> bool:
    """Whether statement ``i`` ties with a rival that a fact not refuted states (Consensus.tied:
    a claim the store itself calls refuted is no rival a fact must answer)."""
    return found.tied(i) and any(not found.beaten(j) and any(
        standing.get(f) != "refuted" for f in found.statements[j].facts)
        for j in found.statements[i].rivals)


def _undecided(fact: Fact) -> str | None:
    """'unverified' when the fact's claim was edited since its own latest decision (the
    status that decision wrote no longer holds), else None: the stored status stands."""
    return "unverified" if fact.history and not fact.current() else None


@dataclass(slots=True)
class Analysis:
    """What the store's facts say about each other: statements and their consensus, conflicts,
    scores, computed statuses."""

    conflicts: list[Conflict]
    scores: dict[str, float]
    status: dict[str, str]
    consensus: Consensus
    statements_of: dict[str, list[int]]
    """Each fact's statements (indexes into ``consensus.statements``)."""
    inputs: dict[str, FactInputs]
    """What each fact's score takes from the fact alone, by id."""
    possible: list[Conflict] = field(default_factory=list)
    """Conflicts held back because a side's figure is not stated plainly (consensus.possible,
    analysis/certainty.py): listed apart by ``conflicts``, never counted by ``--fail``."""
    _against: dict[str, list[Conflict]] | None = field(default=None, repr=False)

    @property
    def against(self) -> dict[str, list[Conflict]]:
        """Each fact's conflicts, by id: made when first asked (a View made after an edit
        does not ask: 50k conflicts at 100k facts)."""
        if self._against is None:
            found: dict[str, list[Conflict]] = defaultdict(list)
            for conflict in self.conflicts:
                for fid in conflict.ids:
                    found[fid].append(conflict)
            self._against = dict(found)
        return self._against


@dataclass
class KnowledgeBase:
    """A valid store, read once; ask it for facts, searches, conflicts and scores."""

    loaded: Loaded
    _assertions: dict[str, list[Assertion]] = field(default_factory=dict, repr=False)
    pickled: dict[str, bytes] = field(default_factory=dict, repr=False)
    """What the claims of the facts the fact cache kept assert, by id, each list pickled:
    unpickled into ``_assertions`` when asked for (most are never: ledger.build takes their
    groups as it made them, by ``placements``)."""
    placements: dict[str, Placement] = field(default_factory=dict, repr=False)
    """Where ledger.build put each fact's assertions (ledger.Placement), by id: the fact
    cache's are taken again for its unchanged facts, then the analysis gives every fact's."""
    index_rows: dict[str, tuple[str, str, str, str]] = field(default_factory=dict, repr=False)
    """Each fact's search index row (search.index_row), by id: those known from the fact cache
    are not made again, View.build adds the others."""
    stored_rows: dict[str, tuple[bytes, bytes, bytes]] = field(default_factory=dict,
                                                               repr=False)
    """Each fact's ``stored_record``, ``stored_detail`` and FactInputs as the View keeps them
    (JSON bytes), by id: kept by the fact cache like ``index_rows``."""
    known_rows: Collection[str] | None = field(default=None, repr=False)
    """The ids of the facts whose View rows the fact cache holds, when read through it: some
    only in its rows file, taken into ``index_rows`` and ``stored_rows`` by ``read_rows``."""
    read_rows: Callable[[], None] | None = field(default=None, repr=False)
    fact_inputs: dict[str, FactInputs] = field(default_factory=dict, repr=False)
    """Each fact's analysis.consensus.FactInputs, by id: those the fact cache kept are not made
    again."""
    _terms: dict[str, list[Term]] = field(default_factory=dict, repr=False)
    _read_all: list[Brief] | None = field(default=None, repr=False)
    """``briefs`` when ``extract_all`` read the assertions of every fact in them."""
    known_briefs: list[Brief] | None = field(default=None, repr=False)
    """Each fact's Brief, in order, when the fact cache gave them (else made from the facts)."""
    statement_groups: dict[tuple[str, str], Group] = field(default_factory=dict, repr=False)
    """The ledger's groups of statements (ledger.build's ``kept``): those the fact cache kept
    are taken again where their facts' lines are the same; then the ones the analysis made."""
    digests: dict[str, bytes] = field(default_factory=dict, repr=False)
    """A digest of each fact's lines in the store file, by id, when the store splits into
    facts (factcache.py): a View patched from another keeps the rows of the facts whose
    digest is the one at the same position there (View.patched)."""

    @property
    def path(self) -> Path:
        return self.loaded.path

    @property
    def facts(self) -> list[Fact]:
        return self.loaded.store.facts

    @property
    def sources(self) -> list[Source]:
        return self.loaded.store.sources

    @cached_property
    def briefs(self) -> list[Brief]:
        """Each fact's Brief, in the facts' order."""
        return self.known_briefs if self.known_briefs is not None else \
            [brief(f) for f in self.facts]

    @cached_property
    def _by_id(self) -> dict[str, int]:
        """Every id to its fact's position, the ids of merged wordings to the position of the
        fact they went into (from the Briefs when the fact cache gave them: no fact loaded)."""
        ids = [(b.id, b.merged) for b in self.known_briefs] if self.known_briefs is not None \
            else [(f.id, [m.id for m in f.merged]) for f in self.facts]
        found = {m: k for k, (_, merged) in enumerate(ids) for m in merged}
        found.update((fact_id, k) for k, (fact_id, _) in enumerate(ids))
        return found

    def get(self, fact_id: str) -> Fact:
        """The fact with ``fact_id``; UnknownFactError names the nearest ids when there is none,
        UsageError when ``fact_id`` is not text."""
        if not isinstance(fact_id, str):
            raise UsageError(f"a fact id is text, not {type(fact_id).__name__} ({fact_id!r})")
        at = self._by_id.get(fact_id)
        if at is None:
            from .ids import unknown_id

            raise UnknownFactError(unknown_id(fact_id, self._by_id))
        return self.facts[at]

    def _claim(self, wording_id: str) -> str:
        """The claim of the fact or merged wording ``wording_id`` names."""
        fact = self.get(wording_id)
        return next((m.claim for m in fact.merged if m.id == wording_id), fact.claim)

    def fact(self, fact: Fact | str) -> Fact:
        """``fact`` when it is one of this store's facts, the fact its id names when it is an
        id (``get``); what every method taking a fact takes. UnknownFactError for a fact the
        store does not hold, UsageError for anything else. The methods call it only for what
        is not a Fact (``type(fact) is Fact`` costs 0.03 us, pydantic's isinstance 0.5) or an
        id their tables lack."""
        if isinstance(fact, str):
            return self.get(fact)
        if not isinstance(fact, Fact):
            raise UsageError(f"takes a fact (kb.get(id) gives one) or its id, not "
                             f"{type(fact).__name__} ({fact!r:.60})")
        if fact.id not in self._by_id:
            raise UnknownFactError(f"the store {self.path} holds no fact '{fact.id}'")
        return fact

    # -- what facts assert -------------------------------------------------------------------

    def assertions(self, fact: Fact | str) -> list[Assertion]:
        """What the fact asserts: the curator's ``assertions`` when written, else extracted."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        if fact.assertions is not None:
            return fact.assertions
        cached = self._assertions.get(fact.id)
        if cached is None and fact.id in self.pickled:
            return self._unpickled(fact.id)
        if cached is None:
            from .extract import extract

            cached = self._assertions[fact.id] = extract(fact.claim)
        return cached

    def assertion_records(self, fact: Fact | str) -> list[dict[str, Any]]:
        """Each assertion as ``show`` gives it: its fields, where it came from and, of a
        bandwidth of a subject whose figures have one (PCIe), the link width its figure is of
        (``lanes``, as its statement's; null otherwise)."""
        from .analysis.ledger import assertion_lanes
        from .lexicon import lexicon

        fact = fact if type(fact) is Fact else self.fact(fact)
        origin = "curator" if fact.assertions is not None else "extracted"
        lex = lexicon()
        return [{**a.model_dump(), "origin": origin, "lanes": assertion_lanes(a, lex)}
                for a in self.assertions(fact)]

    def relation_records(self, fact: Fact | str) -> list[dict[str, Any]]:
        """What the claim says of how things relate, as ``show`` gives it (reading/relations.py:
        a generation used, NVLink denied, NVSwitch chips counted); none when a curator wrote the
        fact's assertions (their reading replaces the reader's)."""
        from .reading.relations import relations_of

        return [r.as_dict() for r in relations_of(self.assertions(fact))]

    # -- conflicts and scores ----------------------------------------------------------------

    @cached_property
    def support_terms(self) -> dict[str, list[Term]]:
        """Each fact's evidence terms, before contradiction."""
        return self._support_terms(self.facts)

    def _support_terms(self, facts: list[Fact]) -> dict[str, list[Term]]:
        from .integrity import counted
        from .scoring import support_terms

        sources = {s.id: s for s in self.sources}
        return {f.id: support_terms(counted(f), sources) for f in facts}

    @cached_property
    def support(self) -> dict[str, float]:
        """Each fact's support in log-odds: the weight it brings to a conflict."""
        return {fid: sum(t.logit for t in ts) for fid, ts in self.support_terms.items()}

    def support_of(self, facts: list[Fact]) -> dict[str, float]:
        """``support`` of a few facts, without computing every fact's."""
        return {fid: sum(t.logit for t in ts) for fid, ts in self._support_terms(facts).items()}

    def _unpickled(self, fact_id: str) -> list[Assertion]:
        """The assertions of the fact ``fact_id`` kept pickled (``pickled``), unpickled once (a
        fact in two groups the ledger makes again is asked for twice)."""
        found = self._assertions.get(fact_id)
        if found is None:
            import pickle

            found = self._assertions[fact_id] = pickle.loads(self.pickled.pop(fact_id))
        return found

    def read_before(self, found: dict[str, list[Assertion]]) -> None:
        """Take the assertions of these facts (by id) as read: the fact cache's."""
        self._assertions.update(found)

    def extract_all(self, reader: Callable[[list[str]], list[list[Assertion]]] | None = None
                    ) -> None:
        """Read every fact's assertions, on all cores for a large store; ``reader`` reads a
        batch of claims in place of ``extract_many`` (the cache's, readings.cached_reader)."""
        from .extract import extract_many

        if self._read_all is self.briefs:
            return  # every fact's were read (the fact cache's read, then the analysis)
        known, pickled = self._assertions, self.pickled
        todo = [self.facts[k] for k, b in enumerate(self.briefs)
                if b.assertions is None and b.id not in known and b.id not in pickled]
        read = reader or extract_many
        for fact, found in zip(todo, read([f.claim for f in todo]), strict=True):
            known[fact.id] = found
        self._read_all = self.briefs

    @cached_property
    def analysis(self) -> Analysis:
        """The ledger of statements, the consensus over it, and from them every fact's score,
        status and conflicts, computed once (a fact's score terms: ``terms``)."""
        from .analysis import consensus as agree
        from .analysis.ledger import build
        from .integrity import counted
        from .lexicon import lexicon
        from .scoring import origins

        self.extract_all()
        briefs, extracted = self.briefs, self._assertions
        sources = {s.id: s for s in self.sources}
        made = self.fact_inputs
        copies = origins(sources.values())
        shared: dict[tuple[tuple[str, float | None], ...], list[agree.Witness]] = {}
        # each fact's parts taken by id in C (map, zip, compress): 100k facts, few steps each
        ids = list(map(attrgetter("id"), briefs))
        for k in compress(count(), map(not_, map(made.__contains__, ids))):
            made[ids[k]] = agree.inputs(counted(self.facts[k]), sources, copies, shared)
        decisions = list(map(attrgetter("decision"), briefs))
        decided = dict(compress(zip(ids, decisions, strict=True), decisions))
        apart = self._diverged(made, decided, lambda f: agree.inputs(f, sources, copies, shared))
        pickled, later = self.pickled, self._unpickled
        statements = build(chain(((b.id, b.assertions if b.assertions is not None else
                                   partial(later, b.id) if b.id in pickled else extracted[b.id])
                                  for b in briefs),
                                 ((i, [a for _, a in said]) for i, said in
                                  groupby(apart, key=itemgetter(0)))), lexicon(),
                           self.statement_groups, self.digests, self.placements,
                           {b.id for b in briefs if b.assertions is not None}, self._claim)
        found = agree.run(statements, self.facts, sources, made, decided)
        of_fact: dict[str, list[int]] = defaultdict(list)
        for i, statement in enumerate(statements):
            for fact_id in statement.facts:
                of_fact[fact_id].append(i)
        # a curator's decision stands
        stood = [d or b.status for d, b in zip(decisions, briefs, strict=True)]
        standing = dict(zip(ids, stood, strict=True))
        # a conflict is settled when a curator refuted a side (a verified side does not: it says
        # nothing of a rival added after it); the refuted facts found in C, and the conflicts
        # asked only when there are any (none in most stores)
        refuted = set(compress(ids, map("refuted".__eq__, stood)))
        conflicts = _with_shares(self._with_relations(agree.conflicts(found), briefs,
                                                      extracted), found.statements, of_fact)
        if refuted:
            conflicts = [replace(c, settled=True) if not refuted.isdisjoint(c.ids) else c
                         for c in conflicts]
        scored = agree.fact_scores(zip(map(made.__getitem__, ids),
                                       map(of_fact.get, ids, repeat([])), strict=True), found)
        scores = dict(zip(ids, scored, strict=True))
        # the facts of the statements that lose to a rival or tie with one: asked once a
        # statement, not once for each of its facts
        losing: set[str] = set()
        for i, statement in enumerate(found.statements):
            if found.beaten(i) or _tied(found, i, standing):
                losing.update(statement.facts)
        # those of their facts no curator refuted or verified are disputed (a step a losing
        # fact): a curator's verification of the claim as written stands, and a figure of it
        # that loses is named where the fact is exported (scorereason.contested)
        status = dict(standing)
        status.update(zip(losing.intersection(standing).difference(refuted).difference(
            compress(ids, map(eq, decisions, repeat("verified")))), repeat("disputed")))
        paired = {c.ids for c in conflicts}
        possible = [c for c in agree.possible(found) if c.ids not in paired]
        return Analysis(conflicts, scores, status, found, dict(of_fact), made, possible)

    def _with_relations(self, found: list[Conflict], briefs: list[Brief],
                        extracted: dict[str, list[Assertion]]) -> list[Conflict]:
        """The ledger's conflicts and those between the relations claims state
        (conflicts.relation_conflicts), each pair once, in the order of their ids."""
        from .conflicts import relation_conflicts
        from .lexicon import lexicon
        from .reading.relations import relations_of

        placements, pickled = self.placements, self.pickled
        if not any(placements[b.id][2] if b.id in pickled else relations_of(extracted[b.id])
                   for b in briefs if b.assertions is None):
            return found  # (a fact still pickled was placed by the ledger: its flag says)
        said = [(b.id, read, relations_of(read)) for b in briefs if b.assertions is None
                for read in (self._unpickled(b.id) if b.id in pickled else extracted[b.id],)]
        paired = {c.ids for c in found}
        more = []
        for c in relation_conflicts(said, lexicon(), self._support_by_id):
            if c.ids not in paired:
                paired.add(c.ids)
                more.append(c)
        return sorted([*found, *more], key=lambda c: c.ids) if more else found

    def _support_by_id(self, ids: list[str]) -> dict[str, float]:
        return self.support_of([self.get(i) for i in ids])

    def _diverged(self, made: dict[str, FactInputs], decided: dict[str, str],
                  inputs: Callable[[Fact], FactInputs]) -> list[tuple[str, Assertion]]:
        """What the merged wordings edited to state another figure than their fact's
        (Brief.diverged) assert, each under its own id, with its FactInputs (``made``) and its
        curator's standing decision (``decided``): weighed as claims of their own, from their
        own citations, as if unmerged."""
        from .integrity import diverged

        found: list[tuple[str, Assertion]] = []
        for k, b in enumerate(self.briefs):
            if not b.diverged:
                continue
            for wording, said in diverged(self.facts[k]):
                found += [(wording.id, a) for a in said]
                alone = Fact.model_construct(**{n: getattr(wording, n)
                                                for n in Wording.model_fields})
                made.setdefault(wording.id, inputs(alone))
                if (last := wording.latest_decision()) is not None:
                    decided[wording.id] = last.status
        return found

    def terms(self, fact: Fact | str) -> list[Term]:
        """The terms of the fact's score (made when asked: analysis keeps only the score)."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        found = self._terms.get(fact.id)
        if found is None:
            from .analysis.consensus import fact_terms

            analysis = self.analysis
            inputs = analysis.inputs.get(fact.id) or analysis.inputs[self.fact(fact).id]
            found = self._terms[fact.id] = fact_terms(
                inputs, analysis.statements_of.get(fact.id, []),
                analysis.consensus)
        return found

    def score(self, fact: Fact | str) -> float:
        """The fact's computed confidence."""
        scores = self.analysis.scores
        return scores[fact.id if type(fact) is Fact and fact.id in scores else
                      self.fact(fact).id]

    def status(self, fact: Fact | str) -> str:
        """The status of the curator's latest decision on the fact or a wording merged into it,
        else the stored one; 'disputed' when the fact is not refuted and a statement of its own
        loses to a rival or ties with one (no consensus: Consensus.tied)."""
        status = self.analysis.status
        return status[fact.id if type(fact) is Fact and fact.id in status else
                      self.fact(fact).id]

    def explain(self, fact: Fact | str) -> dict[str, Any]:
        """How the score was reached: every term, its log-odds and its effect on the score."""
        from .scoring import explain

        fact = fact if type(fact) is Fact else self.fact(fact)
        score, rows = explain(self.terms(fact))
        return {"id": fact.id, "confidence": round(score, 6), "score": round(score, 6),
                "prior": 0.5, "terms": rows}  # "confidence" kept for the SPEC: the same score

    def record(self, fact: Fact | str) -> dict[str, Any]:
        """The SPEC's JSON ``fact`` object for ``fact``, with its computed score and status."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        return analysed_record(self.stored_record(fact), self.status(fact),
                               round(self.score(fact), 4))

    def stored_record(self, fact: Fact | str) -> dict[str, Any]:
        """``record`` as the store alone gives it: the stored status, no score (what no edit of
        another fact changes)."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        record = fact_record(fact, None)
        del record["score"]
        return record

    def stored_detail(self, fact: Fact | str) -> dict[str, Any]:
        """The parts of ``detail`` after the record that the store alone gives: merged wordings,
        assertions, the figures of its claim none of them stands on (``unread_figures``, when
        some: what export marks; kept here, made once a fact, not once an export), history,
        and a curator's own ``assertions`` as the store holds them (``written_assertions``,
        when it has them: what export carries back to ``ingest``)."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        found: dict[str, Any] = {}
        if fact.merged:
            from .integrity import diverged

            gone = {w.id for w, _ in diverged(fact)}
            found["merged"] = [m.model_dump(exclude_none=True, exclude_defaults=True,
                                            exclude={"original"})
                               for m in fact.merged if m.id not in gone]
            if gone:  # wordings edited to say otherwise: shown apart, not exported
                found["diverged"] = [m.model_dump(exclude_none=True, exclude_defaults=True,
                                                  exclude={"original"})
                                     for m in fact.merged if m.id in gone]
        found["assertions"] = self.assertion_records(fact)
        from .view import unread_figures

        if unread := unread_figures(fact.claim, found["assertions"])[0]:
            found["unread_figures"] = unread
        found["relations"] = self.relation_records(fact)
        if fact.history:
            found["history"] = [d.model_dump(exclude_none=True) for d in fact.history]
        if fact.assertions is not None:  # as written, so that export carries them back
            found["written_assertions"] = [a.model_dump(exclude_none=True)
                                           for a in fact.assertions]
        return found

    def analysed_detail(self, fact: Fact | str, explained: bool = True) -> dict[str, Any]:
        """The parts of ``detail`` the analysis gives: conflicts, those held back as possible
        (Analysis.possible) and the score explanation (with ``explained`` False, the bare
        Terms)."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        against = self.analysis.against.get(fact.id, [])
        found: dict[str, Any] = {"conflicts": [c.as_dict() for c in against[:CONFLICTS_SHOWN]]}
        if len(against) > CONFLICTS_SHOWN:
            found["conflicts_total"] = len(against)
        found["possible_conflicts"] = [c.as_dict() for c in self.analysis.possible
                                       if fact.id in c.ids]
        found["explanation"] = self.explain(fact)["terms"] if explained else \
            self.terms(fact)
        from .aswritten import quote_figures
        from .lexicon import lexicon

        quote_figures([*found["conflicts"], *found["possible_conflicts"]],
                      found["explanation"] if explained else (),
                      lambda i: [a.model_dump() for a in self.assertions(i)], lexicon())
        return found

    def detail(self, fact: Fact | str, explained: bool = True) -> dict[str, Any]:
        """``record`` with assertions, conflicts and the score explanation (for ``show``); with
        ``explained`` False, the explanation is the bare Terms (what the View keeps:
        scoring.explain turns them into rows when one fact is shown)."""
        fact = fact if type(fact) is Fact else self.fact(fact)
        return joined_detail(self.record(fact), self.stored_detail(fact),
                             self.analysed_detail(fact, explained))

    @cached_property
    def view(self) -> View:
        """The store's records in an in-memory View (what the CLI reads from its cache)."""
        from .view import View

        return View.build(self)

    def query(self, text: str | None = None, **filters: Any) -> list[dict[str, Any]]:
        """Fact records matching ``text`` and the filters (see View.query), best first: the
        same answer as ``nvfacts query --format json``. UsageError for a filter the command
        line would refuse: an unknown filter name, a status, attribute or source the store
        cannot hold, a confidence outside 0-1, a limit that is no whole number from 1, one
        text where a list is due, or a value of another type."""
        from . import arguments as given
        from .choices import check_filters
        from .model import STATUSES

        given.keywords("query", filters, QUERY_FILTERS)
        statuses = given.texts("statuses", filters.get("statuses"))
        for status in statuses:
            given.choice("status", status, STATUSES)
        sources = given.texts("sources", filters.get("sources"))
        attribute = given.text("attribute", filters.get("attribute"))
        check_filters(self.view, attribute=attribute, sources=sources)
        return self.view.query(
            given.text("text", text), statuses=statuses, tags=given.texts("tags", filters.get(
                "tags")), sources=sources, attribute=attribute,
            min_confidence=given.fraction("min_confidence", filters.get("min_confidence")),
            lang=given.text("lang", filters.get("lang")),
            subject=given.text("subject", filters.get("subject")),
            limit=given.count("limit", filters.get("limit")))

    def answer(self, question: str = "", **options: Any) -> Answer:
        """The statements answering ``question`` (``subject``, ``attribute``, ``scope`` as
        options), best first: a list of what ``nvfacts answer --format json`` gives as
        ``answers``, with its ``sides`` (a comparison's) and ``not_known`` (what nothing knows)
        as attributes, and that whole object as ``as_json()``. UsageError for what the command
        line refuses: no question nor subject, an unknown option, subject, attribute or scope,
        or a value that is not text."""
        from . import arguments as given
        from .choices import check_filters
        from .model import Scope

        given.keywords("answer", options, ("subject", "attribute", "scope"))
        chosen = {name: given.text(name, options.get(name)) for name in ("subject", "attribute")}
        scope = given.choice("scope", options.get("scope"), get_args(Scope))
        question = given.text("question", question) or ""
        check_filters(self.view, attribute=chosen["attribute"])
        return self.view.answer(question, **chosen, scope=scope)


QUERY_FILTERS = ("statuses", "min_confidence", "tags", "sources", "lang", "subject", "attribute",
                 "limit")
"""The filters ``KnowledgeBase.query`` takes, as ``nvfacts query``'s options."""


def load(path: str | PathLike[str] | None = None) -> KnowledgeBase:
    """Read and validate the store at ``path`` (none: the store the command line opens without
    --store: $NVFACTS_STORE, else ./data/facts.yaml, else the bundled one); raises
    InvalidStoreError listing its problems, UnreadableInputError when it cannot be read,
    UsageError when ``path`` is not a path."""
    if path is None:
        from .locate import locate

        path = locate(None).path
    if not isinstance(path, str | PathLike):
        raise UsageError(f"load takes the store's path, not {type(path).__name__} ({path!r})")
    return KnowledgeBase(load_store(Path(path)))


def _with_shares(found: list[Conflict], statements: Sequence[Statement],
                 of_fact: Mapping[str, list[int]]) -> list[Conflict]:
    """The conflicts, each setting against another an NVLink generation's per-GPU figure that a
    side states only as a system's total (the ledger shares it by the GPUs), with that share
    (Conflict.shares, said after its reason: "...; GB200 NVL72's 130 TB/s in total over its 72
    GPUs is 1.81 TB/s per GPU of NVLink 5.0": trial 27, the reason named NVLink 5.0's figure
    beside a fact stating 130 TB/s of a rack, with no word of how one is the other), unless its
    reason names that system's figure already (Conflict.wholes). The sides' figures come from
    the ledger's statements, so that a read after an edit loads no fact it kept."""
    if not found:
        return found
    from .lexicon import lexicon
    from .shares import Share, system_share

    lex, out = lexicon(), []
    for c in found:
        shares = []
        for fact_id in c.ids:
            for s in map(statements.__getitem__, of_fact.get(fact_id, ())):
                shared = system_share(s.subject, s.attribute, s.scope, lex)
                if shared is not None and shared[0] in c.subjects and s.subject not in c.wholes:
                    shares.append(Share(s.subject, s.value, s.unit, shared[1], shared[0]))
        out.append(replace(c, shares=tuple(dict.fromkeys(shares))) if shares else c)
    return out
