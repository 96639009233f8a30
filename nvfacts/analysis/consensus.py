"""Consensus over the ledger: how far each statement is believed, and how far each source is.

In the spirit of TruthFinder (Yin et al., KDD 2007) and Knowledge-Based Trust (Dong et al.,
VLDB 2015), deterministic and explained term by term:

- a **witness** is an independent origin asserting a statement: a source, with its copies (the
  same URL or description, scoring.origin) counting once; a fact without citations is a witness
  of its own (an unknown source), and identical unsourced claims are one witness;
- a witness's **weight** is scoring's log-odds, from its trust t instead of its prior
  reliability: w = max(0, logit(t c + (1 - t) / 2)) with the confidence c it reported, or
  max(0, logit(t)) when it reported none; c is what it gave the claim (scoring.claimed): a page
  labelling the claim refuted at 75% gave it 0.25 and backs it with nothing (in the fact's own
  score its report counts against it), one labelling it disputed at most 0.5;
- a statement's **support** E(S) is the sum of its witnesses' weights (one each, the heaviest
  when a witness asserts it through several facts), plus +3 when a curator verified one of its
  facts; facts a curator refuted back nothing;
- its **confidence** is logistic(E(S) - 0.5 * sum of its rivals' E), with -6 (a curator's
  refutation) for E(S) when a curator refuted every fact stating it (what the trust rounds
  read); the confidence shown weighs, for a statement no rival beats, a rival that another
  statement beats by that rival's confidence (``_standing``);
- each witness's **trust** starts at its prior (the source's reliability, else by kind) and is
  re-estimated from the confidence of its checkable statements (those with a rival or a second
  witness): t = (2 * prior + sum of their confidences) / (2 + their number), so one statement
  moves it a third of the way at most; a statement of its facts a curator refuted counts as
  checked with confidence 0, and a checkable statement its page labels refuted with 1 - its
  confidence (a page calling a standing statement false is wrong about it). In a group of
  rival statements (one subject and attribute) a witness is weighed with the trust its
  statements in the other groups earn (Knowledge-Based Trust's "trusted for its other
  claims"), so a statement's own dispute does not feed back into its weight directly: at the
  trust learned, more agreement never lowers it and more rivals never raise it. Through
  another group it can: a source a group shares with another carries trust back and forth, so
  there agreement can lower a statement a little and a rival raise it
  (tests/test_consensus_properties.py has both).
  Rounds repeat until no trust moves by more than 1e-6 (at most 50 rounds).

A statement **beats** a rival when its support is higher by at least MARGIN and no rival beats
it; the statements no rival beats are the consensus. A fact is disputed when a statement of
its own is beaten or ties with a rival (``tied``: no consensus).
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from math import exp, log
from operator import attrgetter, is_, is_not, itemgetter
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ..scoring import (
    CONTRADICTION,
    DEFAULT_RELIABILITY,
    LISTED,
    REFUTED,
    REFUTING,
    VERIFIED,
    Term,
    claimed,
    decision_term,
    logit,
    origin,
    origins,
    own_weight,
    reliability,
    right,
    sigmoid,
    stored_term,
)
from ..units import amount

if TYPE_CHECKING:  # not imported by `show`, which only makes a fact's terms (fact_terms)
    from ..conflicts import Conflict
    from ..model import Fact, Source
    from .ledger import Statement

PRIOR_WEIGHT = 2.0
FREE_ROUNDS = 20
"""Rounds that move trust all the way to its new estimate; later ones move it part of the way."""
DECAY = 0.8
"""How fast that part shrinks, from a half: after 60 damped rounds no trust moves by 1e-6."""
"""Statements' worth of the prior in a witness's trust."""
ROUNDS = 120
"""Most rounds of trust re-estimation."""
SETTLED = 1e-6
"""Largest change of any trust at which the rounds stop."""
MARGIN = 0.25
"""Support (log-odds) by which a statement must exceed a rival to beat it."""
EDGE = 0.01
"""Priors are kept in [EDGE, 1 - EDGE], so trust stays strictly between 0 and 1."""


class Witness(NamedTuple):
    """An independent origin citing one fact (a tuple: hashed in C where terms are shared)."""

    origin: str
    name: str
    kind: str
    prior: float
    reported: float | None
    """The confidence it gave the claim (scoring.claimed: a page's refuted label's figure c as
    1 - c)."""
    copies: tuple[str, ...] = ()
    repeats: int = 0
    label: str = ""
    """How its page's refuted or disputed label was read (scoring.claimed), else empty."""


def witnesses(fact: Fact, sources: Mapping[str, Source],
              copies: Mapping[str, str] | None = None) -> list[Witness]:
    """The fact's independent origins: its sources (copies of one page once: ``copies`` maps
    a source to its origin, scoring.origins), or the fact itself as an unknown source when it
    cites none."""
    groups: dict[str, list[tuple[str, float | None, str]]] = {}
    for cite in fact.citations():
        key = (copies or {}).get(cite.source) or origin(sources.get(cite.source), cite.source)
        groups.setdefault(key, []).append((cite.source, *claimed(cite.confidence, cite.status)))
    found = []
    for key, members in groups.items():
        name = members[0][0]
        source = sources.get(name)
        reported = [c for _, c, _ in members if c is not None]
        high = max(reported) if reported else None
        prior = max(reliability(sources.get(n)) for n, _, _ in members)
        found.append(Witness(key, name, source.kind if source and source.kind else
                             "unknown kind", min(max(prior, EDGE), 1 - EDGE), high,
                             tuple(sorted({n for n, _, _ in members} - {name})),
                             len(members) - 1,
                             next((m[2] for m in members if m[1] == high and m[2]), "")))
    if not groups:
        found.append(Witness("claim:" + " ".join(fact.claim.lower().split()), "", "no source",
                             DEFAULT_RELIABILITY, fact.confidence))
    return found


LABELS = ("refuted", "disputed")
"""A page's labels that change what its confidence says of the claim (scoring.claimed)."""


def cited(fact: Fact, sources: Mapping[str, Source], copies: Mapping[str, str],
          shared: dict[tuple[tuple[str, float | None], ...], list[Witness]]) -> list[Witness]:
    """``witnesses`` of a fact, the same list for facts citing the same sources at the same
    confidences and labels (most of a large store: ``shared`` keeps them; a confidence of 0 is
    not shared, as -0.0 equals it and prints apart)."""
    cites = fact.citations()
    key = tuple((c.source if c.status not in LABELS else f"{c.source}\0{c.status}",
                 c.confidence) for c in cites)
    if not key or any(c == 0 for _, c in key):
        return witnesses(fact, sources, copies)
    found = shared.get(key)
    if found is None:
        found = shared[key] = witnesses(fact, sources, copies)
    return found


class TrustBasis(NamedTuple):
    """What a witness's trust in a group was learned from (``trust_bases``): of its statements
    in the other groups, the checkable ones that stand and that a rival beats, those a curator
    refuted, and those its page's own labels refuted that stand (the label was wrong) and that
    lose (it was right)."""

    standing: int = 0
    beaten: int = 0
    refuted: int = 0
    denied_standing: int = 0
    denied_losing: int = 0


class FactInputs(NamedTuple):
    """What a fact's score takes from the fact alone (its lines and the store's sources): its
    id, witnesses (``cited``), stored confidence and curator decision (scoring.decision_term).
    A View keeps it per fact, so a fact's terms are made when it is shown."""

    id: str
    witnesses: list[Witness]
    confidence: float | None
    decided: Term | None


def inputs(fact: Fact, sources: Mapping[str, Source], copies: Mapping[str, str],
           shared: dict[tuple[tuple[str, float | None], ...], list[Witness]]) -> FactInputs:
    """The fact's FactInputs (``shared`` as for ``cited``)."""
    return FactInputs(fact.id, cited(fact, sources, copies, shared), fact.confidence,
                      decision_term(fact))


_CLAMP = (1e-6, 1 - 1e-6)
"""The probabilities scoring.logit clamps to (``_round`` inlines ``weight``)."""


def weight(trust: float, reported: float | None) -> float:
    """A witness's log-odds of being right, never below zero."""
    return max(0.0, logit(right(trust, reported)))


def _decision(fact: Fact) -> str | None:
    if not fact.history and not fact.merged:
        return None
    decisions = fact.decisions()
    return decisions[-1][1].status if decisions else None


@dataclass(slots=True)
class Consensus:
    """Trust of every witness, support and confidence of every statement."""

    statements: list[Statement]
    trust: dict[str, float]
    prior: dict[str, float]
    support: list[float]
    score: list[float]
    backers: list[dict[str, tuple[str, float]]]
    """Per statement: each witness's origin to (its heaviest fact there, its weight)."""
    curated: list[str | None]
    """Per statement: a fact a curator verified, if any."""
    rounds: int
    change: float
    names: dict[str, str] = field(default_factory=dict)
    """Origin to the source id shown for it."""
    copies: dict[str, str] = field(default_factory=dict)
    """Source id to its origin (scoring.origins)."""
    groups: list[int] = field(default_factory=list)
    """Per statement: its group (one per subject and attribute)."""
    used: dict[tuple[str, int], float] = field(default_factory=dict)
    """The trust each witness is weighed with in a group: learned from its other groups."""
    witnessed: dict[str, list[Witness]] = field(default_factory=dict)
    """Fact id to its witnesses, for the facts that back a statement."""
    against: list[dict[str, str]] = field(default_factory=list)
    """Per statement: each witness whose page labels one of its claims refuted (scoring.claimed)
    to that fact: counted against the claim, never among ``backers``."""
    checkable: dict[str, list[int]] = field(default_factory=dict)
    """Witness to its checkable statements (a rival or a second witness): its trust's evidence."""
    refuted_by: dict[tuple[str, int], int] = field(default_factory=dict)
    """Witness and group to how many of its statements there a curator refuted."""
    stands: list[float] = field(default_factory=list)
    """Per statement: how far it stands against the statements it contradicts: 1 unless a
    rival beats it, else its confidence before this weighing (``_standing``)."""
    refuting: dict[str, list[int]] = field(default_factory=dict)
    """Witness to the checkable statements its page labels refuted (and backs through no
    other claim): it is right about one as far as the statement is wrong, 1 - its
    confidence, and its trust learns that as it learns a backed statement's confidence."""

    _ranked: dict[int, list[tuple[str, tuple[str, float]]]] = field(default_factory=dict)
    _described: dict[int, str] = field(default_factory=dict)
    _rival_terms: dict[tuple[int, ...], list[Term]] = field(default_factory=dict)
    _corroborating: dict[tuple[int, str, str, float], Term] = field(default_factory=dict)
    _beaten: dict[int, list[int]] = field(default_factory=dict)
    _witness_terms: dict[tuple[Witness, float, TrustBasis | None], Term] = field(
        default_factory=dict)
    _witnesses: dict[tuple[tuple[str, float | None], ...], list[Witness]] = field(
        default_factory=dict)
    _best: dict[int, str] = field(default_factory=dict)
    _sources: dict[int, list[str]] = field(default_factory=dict)
    _tops: dict[tuple[int, int], tuple[frozenset[str], list[float], float]] = field(
        default_factory=dict)
    _shares: dict[str, list[int]] | None = None
    _bases: dict[tuple[str, int], TrustBasis] | None = None

    def trust_in(self, o: str, i: int) -> float:
        """The trust witness ``o`` is weighed with in statement ``i``."""
        found = self.used.get((o, self.groups[i]))
        return found if found is not None else self.trust.get(o, DEFAULT_RELIABILITY)

    def trust_of(self, o: str, default: float) -> float:
        """Witness ``o``'s trust learned from all its statements (``default`` for none)."""
        return self.trust.get(o, default)

    def trust_basis(self, o: str, i: int) -> TrustBasis:
        """What witness ``o``'s trust in statement ``i``'s group was learned from
        (``trust_bases`` gives them all)."""
        bases = trust_bases(self)
        found = bases.get((o, self.groups[i]))  # none there: its trust from all its groups
        return found if found is not None else bases.get((o, -1), TrustBasis())

    def support_of(self, i: int) -> float:
        return self.support[i]

    def curated_of(self, i: int) -> str | None:
        return self.curated[i]

    def stands_of(self, i: int) -> float:
        return self.stands[i] if self.stands else 1.0

    def backers_of(self, i: int) -> dict[str, tuple[str, float]]:
        return self.backers[i]

    def rivals_of(self, i: int) -> Iterable[int]:
        return self.statements[i].rivals

    def name_of(self, o: str) -> str | None:
        return self.names.get(o)

    def describe(self, i: int) -> str:
        """A rival as a score term names it: its subject, then ``describe``'s words (NVLink
        3.0's 600 GB/s against NVLink 4.0's figures says whose it is)."""
        return f"{self.statements[i].subject} {describe(self, i)}"

    def beats(self, i: int, j: int) -> bool:
        """Whether statement ``i`` beats its rival ``j``: better supported by MARGIN, and
        itself beaten by none (a wrong figure that a datasheet beats does not dispute a right
        one it outweighs)."""
        return j in self.statements[i].rivals and self.support[i] - self.support[j] >= MARGIN \
            and not self.beaten(i)

    def beaten(self, i: int) -> list[int]:
        """Rivals that beat statement ``i``, strongest first (computed once; a rival that
        beats another has the higher support, so the chain of ``beats`` ends)."""
        found = self._beaten.get(i)
        if found is None:
            found = self._beaten[i] = sorted(
                (j for j in self.statements[i].rivals if self.beats(j, i)),
                key=lambda j: (-self.support[j], j))
        return found

    def tied(self, i: int) -> bool:
        """Whether statement ``i`` ties with a rival: neither beats the other and no other
        rival beats either (no consensus; its facts are disputed, and exports leave them out)."""
        return not self.beaten(i) and any(not self.beaten(j) for j in self.statements[i].rivals)

    def shares_of(self, i: int) -> list[int]:
        """The statements that hold statement ``i``'s figures as a system's total read per GPU
        (each GPU's share, ledger._per_gpu: HGX H100's 900 GB/s in total is 112.5 GB/s per GPU
        of NVLink 4.0); the index is made once."""
        if self._shares is None:
            shares: dict[str, list[int]] = defaultdict(list)
            for k, s in enumerate(self.statements):
                for fact_id in s.implied:
                    shares[fact_id].append(k)
            self._shares = dict(shares)
        return sorted({k for f in self.statements[i].facts for k in self._shares.get(f, ())
                       if k != i})

    def best_fact(self, i: int) -> str:
        """The statement's best-supported fact (the one of its heaviest witness), one that
        states it directly when any does (not through a system's total)."""
        found = self._best.get(i)
        if found is None:
            found = self._best[i] = self._best_fact(i)
        return found

    def _best_fact(self, i: int) -> str:
        if self.curated[i] is not None:
            return str(self.curated[i])
        implied = self.statements[i].implied
        ranked = [r for r in self.ranked(i) if r[1][0] not in implied] or self.ranked(i)
        return ranked[0][1][0] if ranked else self.statements[i].facts[0]

    def ranked(self, i: int) -> list[tuple[str, tuple[str, float]]]:
        """The statement's witnesses, heaviest first (computed once)."""
        found = self._ranked.get(i)
        if found is None:
            found = self._ranked[i] = sorted(self.backers[i].items(),
                                             key=lambda kv: (-kv[1][1], kv[1][0], kv[0]))
        return found

    def sources_of(self, i: int) -> list[str]:
        """The sources citing the facts that back statement ``i``: every one, copies of one
        page too (they count once in its support, but each cites it); computed once (a
        statement's record names its rivals' too)."""
        found = self._sources.get(i)
        if found is None:
            backing = self.backers[i]
            found = self._sources[i] = sorted({
                n for ws in witness_lists(self.witnessed, self.statements[i].facts)
                for w in ws if w.origin in backing for n in (w.name, *w.copies) if n})
        return found


def witness_lists(witnessed: Mapping[str, Sequence[Witness]], facts: Iterable[str]
                  ) -> list[Sequence[Witness]]:
    """The witness lists of ``facts`` (none for a fact ``witnessed`` lacks), each list once:
    facts citing the same sources at the same confidences share one (``cited``), so a
    statement's 10k facts have a few hundred; found in C."""
    lists = list(map(witnessed.get, facts, itertools.repeat(())))
    return list(dict(zip(map(id, lists), lists, strict=True)).values())


def run(statements: list[Statement], facts: Sequence[Fact],
        sources: Mapping[str, Source],
        known: Mapping[str, FactInputs] | None = None,
        decided: Mapping[str, str] | None = None) -> Consensus:
    """Trust and statement confidence, re-estimated in rounds until they settle. ``known``:
    the facts' FactInputs by id, when made before (of the same sources), else made here;
    ``decided``: the status of each decided fact's latest decision (kb.Brief), when known
    (then ``facts`` is read only for a fact ``known`` lacks)."""
    by_id = {f.id: f for f in facts} if known is None or decided is None else None
    copies = origins(sources.values())
    prior: dict[str, float] = {}
    names: dict[str, str] = {}
    said: list[list[tuple[str, str, float | None]]] = []
    curated: list[str | None] = []
    own: dict[str, list[Witness]] = {}
    shared: dict[tuple[tuple[str, float | None], ...], list[Witness]] = {}
    wrong: list[set[str]] = []  # per statement, the witnesses of its refuted facts
    against: list[dict[str, str]] = []  # per statement, the pages labelling a claim refuted
    backed: list[set[str]] = []  # per statement, the witnesses of its claims not so labelled
    for statement in statements:
        rows: list[tuple[str, str, float | None]] = []
        verified = None
        refuted: set[str] = set()
        labelled: dict[str, str] = {}
        backing: set[str] = set()  # the witnesses backing it through a claim not refuted
        for fact_id in sorted(statement.facts, key=lambda f: f in statement.implied):
            decision = _decision(by_id[fact_id]) if decided is None and by_id is not None \
                else decided.get(fact_id) if decided is not None else None
            if decision == "verified" and verified is None:
                verified = fact_id
            if fact_id not in own:
                made = known.get(fact_id) if known is not None else None
                if made is None:
                    if by_id is None:
                        by_id = {f.id: f for f in facts}
                    made = inputs(by_id[fact_id], sources, copies, shared)
                own[fact_id] = made.witnesses
            for w in own[fact_id]:
                prior.setdefault(w.origin, w.prior)
                names.setdefault(w.origin, w.name)
                if decision == "refuted":
                    refuted.add(w.origin)
                elif w.label.startswith(REFUTING):  # weighs nothing for it (as one of 0)
                    labelled.setdefault(w.origin, fact_id)
                    rows.append((w.origin, fact_id, 0.0))
                else:
                    rows.append((w.origin, fact_id, w.reported))
                    backing.add(w.origin)
        said.append(rows)
        backed.append(backing)
        curated.append(verified)
        wrong.append(refuted)
        against.append(labelled)
    group_of: dict[tuple[str, str], int] = {}
    groups = [group_of.setdefault((st.subject, st.attribute), len(group_of))
              for st in statements]
    checkable: dict[str, list[int]] = defaultdict(list)
    refuting: dict[str, list[int]] = defaultdict(list)
    refuted_by: dict[tuple[str, int], int] = {}  # witness and group: statements refuted
    for i, refuted in enumerate(wrong):
        for o in refuted:
            refuted_by[(o, groups[i])] = refuted_by.get((o, groups[i]), 0) + 1
    for i, (rows, backing) in enumerate(zip(said, backed, strict=True)):
        voices = {o for o, _, _ in rows}
        if statements[i].rivals or len(voices) > 1:
            for o in sorted(backing):
                checkable[o].append(i)
            for o in sorted(voices - backing):  # a page calling it false: right if it loses
                refuting[o].append(i)
    heard, keys = _heard(said, groups)
    settled = _rounds(statements, heard, keys, curated, prior, checkable, refuted_by, groups,
                      refuting)
    used = settled.used
    backers, support, score = _round(statements, groups, said, curated, used)
    backed_any = [bool(b) for b in backers]
    for best, labelled in zip(backers, against, strict=True):
        for o in labelled:  # a page refuting the claim is against it, never a backer
            if best.get(o, (None, 1.0))[1] == 0.0:
                del best[o]
    found = Consensus(statements, settled.trust, prior, support, score, backers, curated,
                      settled.rounds, settled.change, names, copies, groups, used, own,
                      against=against, checkable=dict(checkable), refuted_by=refuted_by,
                      refuting=dict(refuting))
    found._witnesses = shared
    found.stands = _standing(found)
    found.score = _scores(statements, support, backed_any, found.stands)
    return found


def _standing(found: Consensus) -> list[float]:
    """How far each statement stands against those it contradicts: a statement a rival
    beats (it loses its consensus) by its confidence as the trust rounds left it, one no rival
    beats in full. A figure that loses to the datasheet's weighs little against a third figure
    it contradicts (trial 28: three losing per-GPU figures, scoring 0.00 to 0.01, took 1.27,
    0.55 and 0.55 off a true per-link figure, which scored 0.54)."""
    return [found.score[j] if found.beaten(j) else 1.0 for j in range(len(found.statements))]


class _Settled(NamedTuple):
    trust: dict[str, float]
    used: dict[tuple[str, int], float]
    rounds: int
    change: float


def _rounds(statements: list[Statement], heard: Heard, keys: list[tuple[str, int]],
            curated: list[str | None], prior: dict[str, float],
            checkable: dict[str, list[int]], refuted_by: dict[tuple[str, int], int],
            groups: list[int], refuting: dict[str, list[int]] | None = None) -> _Settled:
    """The trust rounds, on arrays indexed by witness and group (``keys``, as ``_heard``
    numbers them): each witness's trust from all its checkable statements, and the trust it is
    weighed with in each group: from its statements in the other groups only. A statement it
    made that a curator refuted counts as checked and wrong (confidence 0; ``refuted_by``: how
    many, by witness and group), so refuting a source's errors lowers its trust instead of
    leaving only its right ones. What does not change from round to round (priors, counts,
    each witness's statements in a group) is made once (``_Plan``); each round does the float
    operations a round over dicts would, in the same order (sums term by term, ``_Sums``).
    A statement its page labels refuted (``refuting``) counts as checked too, right as far as
    the statement is wrong (1 - its confidence): a page calling standing statements false
    loses trust as one whose statements are beaten does, one calling beaten ones false gains."""
    import numpy as np

    wrong: dict[str, int] = {}
    for (o, _), n in refuted_by.items():
        wrong[o] = wrong.get(o, 0) + n
    witnesses = list(prior)
    at = {o: n for n, o in enumerate(witnesses)}
    mines = [checkable.get(o, []) for o in witnesses]
    within: dict[tuple[str, int], list[int]] = {}  # each witness's checkable ones by group
    for o, mine in checkable.items():
        for i in mine:
            within.setdefault((o, groups[i]), []).append(i)
    refuting = refuting or {}
    denied = [refuting.get(o, []) for o in witnesses]
    against: dict[tuple[str, int], list[int]] = {}  # each witness's refuted ones by group
    for o, mine in refuting.items():
        for i in mine:
            against.setdefault((o, groups[i]), []).append(i)
    whose = np.array([at[o] for o, _ in keys], dtype=np.intp)
    inside = [within.get(pair, []) for pair in keys]
    opposed = [against.get(pair, []) for pair in keys]
    # a refuted statement is worth 1 - its confidence: the count here, less the sum each round
    base = np.array([PRIOR_WEIGHT * prior[o] + len(refuting.get(o, ())) - len(theirs)
                     for (o, _), theirs in zip(keys, opposed, strict=True)], dtype=float)
    share = np.array([PRIOR_WEIGHT + len(checkable.get(pair[0], ())) - len(mine)
                      + wrong.get(pair[0], 0) - refuted_by.get(pair, 0)
                      + len(refuting.get(pair[0], ())) - len(theirs)
                      for pair, mine, theirs in zip(keys, inside, opposed, strict=True)],
                     dtype=float)
    used = np.array([prior[o] for o, _ in keys], dtype=float)
    plan = _Plan(statements, heard, curated)
    of_witness, of_key = _Sums(mines), _Sums(inside)
    denied_of, opposed_of = (_Sums(denied), _Sums(opposed)) if refuting else (None, None)
    totals: list[float] = []
    rounds, change = 0, 0.0
    while True:
        _, score = _supports(plan, used)
        if rounds == ROUNDS:
            break
        rounds += 1
        summed = of_witness.of(score)  # each witness's sum once
        totals = summed.tolist()
        new = base + summed[whose] - of_key.of(score)
        if denied_of is not None and opposed_of is not None:
            gainsaid = denied_of.of(score)
            new = new - (gainsaid[whose] - opposed_of.of(score))
            totals = (summed + np.array([len(d) for d in denied], dtype=float)
                      - gainsaid).tolist()
        new = new / share
        # after FREE_ROUNDS, a shrinking part of the step toward the new estimate: two sources
        # that each judge the other's group can swap trust back and forth for ever (found by
        # hypothesis); the shrinking steps make every run settle, where the others settle first
        step = 1.0 if rounds <= FREE_ROUNDS else 0.5 * DECAY ** (rounds - FREE_ROUNDS)
        damped = used + step * (new - used)
        change = float(np.abs(damped - used).max()) if len(used) else 0.0
        used = damped
        if change < SETTLED:
            break
    trust = {o: (PRIOR_WEIGHT * p + total) / (PRIOR_WEIGHT + len(mine) + wrong.get(o, 0)
                                              + len(theirs))
             for (o, p), total, mine, theirs in zip(prior.items(), totals, mines, denied,
                                                    strict=True)} \
        if totals else dict(prior)
    return _Settled(trust, dict(zip(keys, used.tolist(), strict=True)), rounds, change)


Heard = list[list[tuple[int, float | None, bool]]]
"""Per statement, each witness once, in the order of its first row: (the witness and the
statement's group, as its index in ``_heard``'s keys; the highest confidence it reported there
(None for none); whether it also backs the statement through a fact that reported none)."""


def _heard(said: list[list[tuple[str, str, float | None]]], groups: list[int]
           ) -> tuple[Heard, list[tuple[str, int]]]:
    """``said`` as each round needs it: a witness's weight in a statement is its heaviest row's,
    and the weight grows with the confidence reported (p = t c + (1 - t) / 2, t > 0, each step
    rounded monotonically, then the logistic's inverse), so only its highest confidence and a
    row without one can be the heaviest: a round weighs 31k witnesses of statements, not 67k
    rows (the 100k synthetic store). Also each (witness, group), in the order first heard."""
    heard: Heard = []
    index: dict[tuple[str, int], int] = {}
    for i, rows in enumerate(said):
        top: dict[str, tuple[float | None, bool]] = {}
        for o, _, reported in rows:
            high, bare = top.get(o, (None, False))
            if reported is None:
                bare = True
            elif high is None or reported > high:
                high = reported
            top[o] = (high, bare)
        heard.append([(index.setdefault((o, groups[i]), len(index)), high, bare)
                      for o, (high, bare) in top.items()])
    return heard, list(index)


class _Sums:
    """Sums of an array's elements over fixed lists of indexes, each list's added term by term
    in its order from 0, as Python's ``sum`` adds them (the same floats): one array operation
    per position in the lists, not a Python step per term."""

    def __init__(self, members: Sequence[Sequence[int]]) -> None:
        import numpy as np

        self.size = len(members)
        lengths = np.array([len(m) for m in members], dtype=np.intp)
        starts = np.concatenate(([0], np.cumsum(lengths)[:-1])).astype(np.intp) \
            if self.size else lengths
        flat = np.fromiter(itertools.chain.from_iterable(members), dtype=np.intp,
                           count=int(lengths.sum()))
        order = np.argsort(-lengths, kind="stable")  # longest first: a layer is a prefix
        ranked = lengths[order]
        self.layers: list[tuple[Any, Any]] = []
        for n in range(int(ranked[0]) if self.size else 0):
            into = order[:int(np.count_nonzero(ranked > n))]
            self.layers.append((into, flat[starts[into] + n]))

    def of(self, values: Any) -> Any:
        """Each list's sum of ``values`` at its indexes (0.0 for an empty one)."""
        import numpy as np

        found = np.zeros(self.size)
        for into, taken in self.layers:
            found[into] += values[taken]
        return found


class _Plan:
    """What each round of ``_supports`` reads of ``_heard``, as arrays made once: every
    (statement, witness) entry's key, reported confidence and whether it backs the statement
    without one, and the sums that make statements' supports and rivals' supports."""

    def __init__(self, statements: list[Statement], heard: Heard,
                 curated: list[str | None]) -> None:
        import numpy as np

        flat = [entry for witnesses in heard for entry in witnesses]
        self.keys = np.array([key for key, _, _ in flat], dtype=np.intp)
        reported = [r for _, r, _ in flat]
        self.said = np.array([r is not None for r in reported], dtype=bool)
        self.reported = np.array([r for r in reported if r is not None], dtype=float)
        self.bare = np.array([bare for _, _, bare in flat], dtype=bool)
        starts = list(itertools.accumulate((len(w) for w in heard), initial=0))
        self.weights = _Sums([range(a, b) for a, b in itertools.pairwise(starts)])
        self.bonus = np.array([VERIFIED if verified else 0.0 for verified in curated])
        self.backed = np.array([bool(w) for w in heard], dtype=bool)
        self.rivals = _Sums([list(s.rivals) for s in statements])
        self.size = len(flat)


def _logits(p: Any) -> Any:
    """log(p / (1 - p)) of each element, by math.log (numpy's may differ in the last bit)."""
    import numpy as np

    return np.array(list(map(log, (p / (1 - p)).tolist())), dtype=float)


def _sigmoids(x: Any) -> Any:
    """scoring.sigmoid of each element, by math.exp (numpy's may differ in the last bit)."""
    import numpy as np

    z = np.array(list(map(exp, np.where(x >= 0, -np.minimum(x, 700.0),
                                        np.maximum(x, -700.0)).tolist())), dtype=float)
    return np.where(x >= 0, 1 / (1 + z), z / (1 + z))


def _supports(plan: _Plan, used: Any) -> tuple[Any, Any]:
    """``_round``'s support and score (the same floats), from ``_heard`` (``_Plan``) and the
    trust of each of its keys: what a round of the trust re-estimation reads; the witnesses'
    facts are taken once, when the rounds end."""
    import numpy as np

    low, high = _CLAMP
    t = used[plan.keys]
    w = np.zeros(plan.size)
    if plan.reported.size:  # weight(), as in _round: the same operations on the same floats
        said = t[plan.said]
        x = _logits(np.clip(said * plan.reported + (1 - said) / 2, low, high))
        w[plan.said] = np.where(x > 0.0, x, 0.0)
    if plan.bare.any():  # a row without a confidence weighs logit(t), when that is heavier
        alone = _logits(np.clip(t[plan.bare], low, high))
        mine = w[plan.bare]
        w[plan.bare] = np.where(alone > mine, alone, mine)
    support = plan.weights.of(w) + plan.bonus
    score = _sigmoids(np.where(plan.backed, support, REFUTED)
                      - CONTRADICTION * plan.rivals.of(support))
    return support, score


def _round(statements: list[Statement], groups: list[int],
           said: list[list[tuple[str, str, float | None]]], curated: list[str | None],
           used: dict[tuple[str, int], float]
           ) -> tuple[list[dict[str, tuple[str, float]]], list[float], list[float]]:
    backers: list[dict[str, tuple[str, float]]] = []
    support: list[float] = []
    low, high = _CLAMP
    for i, (rows, verified) in enumerate(zip(said, curated, strict=True)):
        best: dict[str, tuple[str, float]] = {}
        group = groups[i]
        for o, fact_id, reported in rows:
            # weight(), inlined: the same operations on the same floats (70k rows a round)
            t = used[(o, group)]
            p = t * reported + (1 - t) / 2 if reported is not None else t
            p = low if p < low else high if p > high else p
            w = log(p / (1 - p))
            w = w if w > 0.0 else 0.0
            if o not in best or w > best[o][1]:
                best[o] = (fact_id, w)
        backers.append(best)
        support.append(sum(w for _, w in best.values()) + (VERIFIED if verified else 0.0))
    return backers, support, _scores(statements, support, [bool(b) for b in backers])


def _scores(statements: list[Statement], support: list[float], backed: list[bool],
            stands: Sequence[float] | None = None) -> list[float]:
    """Each statement's confidence: logistic(E(S) - CONTRADICTION x its rivals' E), with a
    curator's refutation (REFUTED) for E(S) where every fact stating it was refuted, so that a
    refuted statement reads as one (its support stays 0: it weighs nothing against a rival);
    with ``stands`` (``_standing``: what the scores shown take, not the trust rounds) a
    statement no rival beats weighs each rival's E by how far that rival stands (a beaten
    statement weighs its rivals in full)."""
    if stands is None:
        return [sigmoid((support[i] if backed[i] else REFUTED)
                        - CONTRADICTION * sum(support[j] for j in s.rivals))
                for i, s in enumerate(statements)]
    return [sigmoid((support[i] if backed[i] else REFUTED)
                    - CONTRADICTION * sum(support[j] * (stands[j] if stands[i] == 1.0 else 1.0)
                                          for j in s.rivals))
            for i, s in enumerate(statements)]


# -- what it means for facts -------------------------------------------------------------------


def trust_bases(found: Consensus) -> dict[tuple[str, int], TrustBasis]:
    """Per witness and group of ``found.used``, what its trust there was learned from
    (TrustBasis, Consensus.trust_basis): one pass, each witness's totals less the group's own;
    its totals under group -1."""
    if found._bases is not None:
        return found._bases
    width = len(TrustBasis._fields)
    totals: dict[str, list[int]] = {}
    within: dict[tuple[str, int], list[int]] = {}
    for o, mine in found.checkable.items():
        for j in mine:
            k = 1 if found.beaten(j) else 0
            totals.setdefault(o, [0] * width)[k] += 1
            within.setdefault((o, found.groups[j]), [0] * width)[k] += 1
    for (o, g), n in found.refuted_by.items():
        totals.setdefault(o, [0] * width)[2] += n
        within.setdefault((o, g), [0] * width)[2] += n
    for o, mine in found.refuting.items():  # its page's refuted labels: on ones that stand
        for j in mine:                      # (it was wrong), on beaten ones (it was right)
            k = 4 if found.beaten(j) else 3
            totals.setdefault(o, [0] * width)[k] += 1
            within.setdefault((o, found.groups[j]), [0] * width)[k] += 1
    none = [0] * width
    found._bases = {
        (o, g): TrustBasis(*(a - b for a, b in zip(totals.get(o, none), within.get((o, g), none),
                                                   strict=True)))
        for (o, g) in found.used}
    found._bases.update(((o, -1), TrustBasis(*counts)) for o, counts in totals.items())
    return found._bases


class Agreement(Protocol):
    """What a fact's terms read of the consensus: the Consensus itself while a store is
    analysed, or what a View kept of it (view.py's KeptConsensus) when one fact is shown."""

    _witness_terms: dict[tuple[Witness, float, TrustBasis | None], Term]
    _corroborating: dict[tuple[int, str, str, float], Term]
    _rival_terms: dict[tuple[int, ...], list[Term]]

    def trust_in(self, o: str, i: int) -> float: ...

    def trust_of(self, o: str, default: float) -> float: ...

    def trust_basis(self, o: str, i: int) -> TrustBasis: ...

    def ranked(self, i: int) -> list[tuple[str, tuple[str, float]]]: ...

    def backers_of(self, i: int) -> dict[str, tuple[str, float]]: ...

    def support_of(self, i: int) -> float: ...

    def curated_of(self, i: int) -> str | None: ...

    def stands_of(self, i: int) -> float: ...

    def rivals_of(self, i: int) -> Iterable[int]: ...

    def name_of(self, o: str) -> str | None: ...

    def best_fact(self, i: int) -> str: ...

    def describe(self, i: int) -> str: ...


def learned_from(basis: TrustBasis | None) -> str:
    """What a learned trust was learned from, as a term says it ("; trust learned from its
    checked statements on other subjects (...): 2 standing, 1 beaten by a rival, 1 refuted by a
    curator"; in a group, those of the other groups: one source shows different trusts on
    facts of different subjects, and the export's source table its trust over all of them), or
    that there were none."""
    if basis is None:
        return ""
    if not any(basis):
        return "; none of its statements of other subjects checked, its trust is its reliability"
    denied = f", {basis.denied_standing} it labels refuted that stand, {basis.denied_losing} " \
        "it labels refuted that lose" if basis.denied_standing or basis.denied_losing else ""
    return f"; trust learned from its checked statements on other subjects (so it differs " \
        f"from fact to fact; export's source table counts them all): {basis.standing} " \
        f"standing, {basis.beaten} beaten by a rival, {basis.refuted} refuted by a " \
        f"curator{denied}"


def fact_terms(fact: FactInputs, statements: Sequence[int], consensus: Agreement) -> list[Term]:
    """Every term of a fact's score: its own witnesses (at their learned trust), a curator's
    decision, the other witnesses of its statements, and its statements' rivals."""
    terms: list[Term] = []
    mine = fact.witnesses
    shared = consensus._witness_terms
    for w in mine:
        t = consensus.trust_in(w.origin, statements[0]) if statements else \
            consensus.trust_of(w.origin, w.prior)
        if not w.name:  # backs its statement for others, never itself (as before)
            if fact.confidence is not None:
                terms.append(stored_term(fact.confidence, t, learned=True))
            continue
        # facts citing one source at one confidence share their terms (-0.0 equals 0.0 but
        # prints apart: never shared)
        basis = consensus.trust_basis(w.origin, statements[0]) if statements else None
        term = shared.get((w, t, basis)) if w.reported != 0 else None
        if term is None:
            label = f"{w.name} (with copies {', '.join(w.copies)})" if w.copies else w.name
            extra = f"; {w.repeats} more citation(s) from it, not independent" \
                if w.repeats else ""
            said = f", {w.label}, read as {w.reported:g} for it" if w.label and \
                w.reported is not None else f", reported {w.reported:g}" \
                if w.reported is not None else ""
            term = shared[(w, t, basis)] = Term(
                f"source {label} ({w.kind}, reliability {w.prior:g}, learned trust {t:.2f}"
                f"{said}{learned_from(basis)}){extra}", own_weight(t, w.reported, w.label))
        terms.append(term)
    decided = fact.decided
    if decided is not None:
        terms.append(decided)
    if decided is not None and decided.logit == REFUTED:
        statements = []  # a refuted fact is not lifted by others stating the same
    corroborating, rest, more, curator = _corroboration(fact, statements, consensus)
    memo = consensus._corroborating
    for o, fact_id, heft in corroborating:  # the same few witnesses back many facts: once each
        key = (statements[0], o, fact_id, heft)
        term = memo.get(key)
        if term is None:
            name = consensus.name_of(o) or "no source"
            term = memo[key] = Term(f"corroborated by {fact_id} (source {name}, learned trust "
                                    f"{consensus.trust_in(o, statements[0]):.2f})", heft)
        terms.append(term)
    if more > 0:
        terms.append(Term(f"corroborated by {more} more source(s)", rest))
    if curator is not None:
        terms.append(Term(f"corroborated by {curator} (curator verified)", VERIFIED))
    return terms + rival_terms(consensus, tuple(statements))


def fact_score(fact: FactInputs, statements: Sequence[int], consensus: Consensus) -> float:
    """The fact's score: the logistic of the sum of ``fact_terms``'s log-odds, added in their
    order, without naming a term (what a View keeps of every fact: the terms are made when a
    fact is shown)."""
    logits: list[float] = []
    for w in fact.witnesses:
        t = consensus.trust_in(w.origin, statements[0]) if statements else \
            consensus.trust.get(w.origin, w.prior)
        if not w.name:
            if fact.confidence is not None:
                logits.append(stored_term(fact.confidence, t).logit)
            continue
        logits.append(own_weight(t, w.reported, w.label))
    decided = fact.decided
    if decided is not None:
        logits.append(decided.logit)
        if decided.logit == REFUTED:
            statements = []
    if len(statements) == 1:
        hefts, rest, more, curator = _one_statement(fact, statements[0], consensus)
        logits += hefts
    else:
        corroborating, rest, more, curator = _corroboration(fact, statements, consensus)
        logits += [heft for _, _, heft in corroborating]
    if more > 0:
        logits.append(rest)
    if curator is not None:
        logits.append(VERIFIED)
    logits += [t.logit for t in rival_terms(consensus, tuple(statements))]
    return sigmoid(sum(logits))


def fact_scores(facts: Iterable[tuple[FactInputs, Sequence[int]]], consensus: Consensus
                ) -> list[float]:
    """``fact_score`` of each (fact, its statements). An undecided fact of one witness that
    names a source and of at most one statement whose heaviest backers it is not among (most
    facts) is scored on arrays: each step of ``fact_score`` one array operation in its order,
    the logarithms and exponentials by math's (numpy's differ in the last bit on some CPUs), the
    log-odds added left to right as ``sum`` adds them (a term a fact lacks added as 0.0), so
    every score is the float ``fact_score`` gives; the others call it."""
    import numpy as np

    pairs = list(facts)
    n = len(pairs)
    if not n:
        return []
    made = list(map(itemgetter(0), pairs))
    stated = list(map(itemgetter(1), pairs))
    listed = list(map(attrgetter("witnesses"), made))
    first = list(map(next, map(iter, listed), repeat(_NO_WITNESS)))
    origins = list(map(attrgetter("origin"), first))
    # which facts take the common steps, and each one's statement (-1: none), in C
    common = np.fromiter(map(len, listed), np.intp, n) == 1
    common &= np.fromiter(map(is_, map(attrgetter("decided"), made), repeat(None)), bool, n)
    common &= np.fromiter(map(bool, map(attrgetter("name"), first)), bool, n)
    common &= ~np.fromiter(map(bool, map(attrgetter("label"), first)), bool, n)
    count = np.fromiter(map(len, stated), np.intp, n)
    common &= count <= 1
    one = count == 1
    at = list(map(next, map(iter, stated), repeat(-1)))
    used, trust, groups = consensus.used, consensus.trust, consensus.groups
    backers, support, curated = consensus.backers, consensus.support, consensus.curated
    # trust_in of a fact of one statement, else the witness's trust or prior
    of = [*groups, -1].__getitem__  # (a fact of no statement: -1, its trust not read here)
    t = np.where(one, np.fromiter(map(used.get, zip(origins, map(of, at), strict=True),
                                      map(trust.get, origins, repeat(DEFAULT_RELIABILITY))),
                                  float, n),
                 np.fromiter(map(trust.get, origins, map(attrgetter("prior"), first)), float, n))
    said = list(map(attrgetter("reported"), first))
    reported = np.array(said, dtype=float)  # None: nan, never read
    p = np.where(np.fromiter(map(is_not, said, repeat(None)), bool, n),
                 t * reported + (1 - t) / 2, t)
    low, high = _CLAMP
    p = np.where(p < low, low, np.where(p > high, high, p))  # weight()
    x = np.fromiter(map(log, (p / (1 - p)).tolist()), float, n)
    x = np.where(x > 0.0, x, 0.0)  # own_weight without a label
    # what each statement of those facts gives them all: its heaviest backers (_one_statement's
    # top, made once), support, curator and rivals' terms
    chosen = np.flatnonzero(common & one)
    mine = np.asarray(at, dtype=np.intp)[chosen]
    wanted = sorted(set(mine.tolist()))
    size = wanted[-1] + 1 if wanted else 1
    hefts = np.zeros((size, LISTED))
    listed_count, heaviest, backed = (np.zeros(size, np.intp), np.zeros(size),
                                      np.zeros(size, np.intp))
    supported, bonus = np.zeros(size), np.zeros(size)
    tops: dict[int, frozenset[str]] = {}
    rivalled: dict[int, list[float]] = {}
    for i in wanted:
        top = _top(consensus, i, 1)
        tops[i] = top[0]
        hefts[i, :len(top[1])] = top[1]
        listed_count[i], heaviest[i], backed[i] = len(top[1]), top[2], len(backers[i])
        supported[i], bonus[i] = support[i], VERIFIED if curated[i] else 0.0
        rivalled[i] = [r.logit for r in rival_terms(consensus, (i,))]
    rivals = np.zeros((size, max(map(len, rivalled.values()), default=0)))
    for i, logits in rivalled.items():
        rivals[i, :len(logits)] = logits
    theirs = [origins[k] for k in chosen.tolist()]
    at_top = np.fromiter(map(frozenset.__contains__, map(tops.__getitem__, mine.tolist()),
                             theirs), bool, len(chosen))
    missing = (None, 0.0)
    own = list(map(dict.get, map(backers.__getitem__, mine.tolist()), theirs, repeat(missing)))
    backs = ~np.fromiter(map(is_, own, repeat(missing)), bool, len(chosen))
    # (support - curator's bonus - own heft - the top's), as _one_statement subtracts them
    rest = ((supported[mine] - bonus[mine]) - np.fromiter(map(itemgetter(1), own), float,
                                                          len(chosen))) - heaviest[mine]
    rest = np.where(rest > 0.0, rest, 0.0)
    more = backed[mine] - backs.astype(np.intp) - listed_count[mine] > 0
    verified = np.fromiter(map(_other_curator, map(curated.__getitem__, mine.tolist()),
                               map(attrgetter("id"), map(made.__getitem__, chosen.tolist()))),
                           bool, len(chosen))
    total = x[chosen]
    for c in range(LISTED):
        total = total + hefts[mine, c]
    total = total + np.where(more, rest, 0.0)
    total = total + np.where(verified, VERIFIED, 0.0)
    for c in range(rivals.shape[1]):
        total = total + rivals[mine, c]
    sums = x.copy()  # a fact of no statement: its own weight alone
    sums[chosen] = total
    done = common & ~one
    done[chosen] = ~at_top
    # sigmoid(), stable either side of 0
    below = sums < 0
    powers = np.fromiter(map(exp, np.where(below, np.maximum(sums, -700.0),
                                           -np.minimum(sums, 700.0)).tolist()), float, n)
    found: list[float] = np.where(below, powers / (1 + powers), 1 / (1 + powers)).tolist()
    for k in np.flatnonzero(~done).tolist():
        found[k] = fact_score(made[k], stated[k], consensus)
    return found


_NO_WITNESS = Witness("", "", "", DEFAULT_RELIABILITY, None)
"""What ``fact_scores`` reads of a fact of no witness (none: it calls ``fact_score``)."""


def _other_curator(verified: str | None, fact_id: str) -> bool:
    return verified is not None and verified != fact_id


def _top(consensus: Consensus, i: int, own: int) -> tuple[frozenset[str], list[float], float]:
    """Statement ``i``'s LISTED heaviest backers (with room for a fact's ``own`` witnesses
    among them), their weights and the weights' sum: made once a statement."""
    top = consensus._tops.get((i, own))
    if top is None:
        ranked = consensus.ranked(i)
        hefts = [h for _, (_, h) in ranked[:LISTED]]
        top = consensus._tops[(i, own)] = (
            frozenset(o for o, _ in ranked[:LISTED + own]), hefts, sum(hefts))
    return top


def _one_statement(fact: FactInputs, i: int, consensus: Consensus
                   ) -> tuple[list[float], float, int, str | None]:
    """``_corroboration``'s weights, rest, count and curated fact for a fact of one statement
    (most facts): when none of the fact's own witnesses is among the statement's heaviest,
    the weights named are the statement's LISTED heaviest, taken once a statement."""
    own_origins = {m.origin for m in fact.witnesses}
    top = _top(consensus, i, len(own_origins))
    if not own_origins.isdisjoint(top[0]):
        corroborating, rest, more, curator = _corroboration(fact, [i], consensus)
        return [h for _, _, h in corroborating], rest, more, curator
    backers = consensus.backers[i]
    mine_here = [backers[o][1] for o in own_origins if o in backers]
    rest = max(0.0, consensus.support[i] - (VERIFIED if consensus.curated[i] else 0.0)
               - sum(mine_here) - top[2])
    more = len(backers) - len(mine_here) - len(top[1])
    verified = consensus.curated[i] if fact.decided is None else None
    return top[1], rest, more, verified if verified != fact.id else None


def _corroboration(fact: FactInputs, statements: Sequence[int], consensus: Agreement
                   ) -> tuple[list[tuple[str, str, float]], float, int, str | None]:
    """The other witnesses of the fact's statements named one by one (origin, their fact,
    weight), the weight of the rest and how many they are, and a fact a curator verified. Of a
    fact of several statements, a witness that backs a rival of one of them and not that one
    is left out: it says the fact is wrong in part, and is counted against it only (one that
    backs a statement and its rival too, a page contradicting itself, counts for the fact as
    it does for a fact of that one statement)."""
    own_origins = {m.origin for m in fact.witnesses}
    corroborating: list[tuple[str, str, float]] = []  # (origin, fact, weight)
    rest = 0.0
    curator: str | None = None
    if len(statements) == 1:  # the usual case: the statement's witnesses, ranked once
        i = statements[0]
        others = [(o, f, h) for o, (f, h) in consensus.ranked(i)[:LISTED + len(own_origins)]
                  if o not in own_origins][:LISTED]
        corroborating = others
        backers = consensus.backers_of(i)
        mine_here = [backers[o][1] for o in own_origins if o in backers]
        rest = max(0.0, consensus.support_of(i) - (VERIFIED if consensus.curated_of(i) else 0.0)
                   - sum(mine_here) - sum(h for _, _, h in others))
        more = len(backers) - len(mine_here) - len(others)
    else:  # a witness backing a rival of one of them is against the fact, never for it
        against = {o for i in statements for j in consensus.rivals_of(i)
                   if j not in statements for o in consensus.backers_of(j)
                   if o not in consensus.backers_of(i)}
        best: dict[str, tuple[float, str]] = {}
        for i in statements:
            for o, (fact_id, heft) in consensus.backers_of(i).items():
                if o not in own_origins and o not in against and (o not in best
                                                                   or heft > best[o][0]):
                    best[o] = (heft, fact_id)
        ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0]))
        corroborating = [(o, f, h) for o, (h, f) in ranked[:LISTED]]
        rest = sum(h for _, (h, _) in ranked[LISTED:])
        more = len(ranked) - len(corroborating)
    if fact.decided is None:
        for i in statements:
            verified = consensus.curated_of(i)
            if verified is not None and verified != fact.id:
                curator = verified
    return corroborating, rest, more, curator


def rival_terms(consensus: Agreement, statements: tuple[int, ...]) -> list[Term]:
    """The terms of the rivals of ``statements`` (computed once for each set of statements:
    the facts stating the same thing share them)."""
    found = consensus._rival_terms.get(statements)
    if found is not None:
        return found
    rivals: dict[int, float] = {}
    # a statement that stands is contradicted by a losing rival as far as that one stands; one
    # that loses by every rival in full (a statement a rival beats has a stand below 1)
    weighed = all(consensus.stands_of(i) == 1.0 for i in statements)
    stands = {j: consensus.stands_of(j) if weighed else 1.0
              for i in statements for j in consensus.rivals_of(i) if j not in statements}
    for j, stand in stands.items():
        rivals[j] = consensus.support_of(j) * stand
    ordered = sorted(rivals.items(), key=lambda kv: (-kv[1], kv[0]))
    found = [Term(f"contradicted by {consensus.best_fact(j)} ({consensus.describe(j)}"
                  f"{_losing(stands[j])})", -CONTRADICTION * s)
             for j, s in ordered[:LISTED]]
    if ordered[LISTED:]:
        found.append(Term(f"contradicted by {len(ordered) - LISTED} more statement(s)",
                          -CONTRADICTION * sum(s for _, s in ordered[LISTED:])))
    consensus._rival_terms[statements] = found
    return found


def _losing(stands: float) -> str:
    """What a rival's term adds when the rival loses its own consensus: its support counts
    as far as it stands."""
    return "" if stands == 1.0 else \
        f"; it loses to a rival, score {stands:.2f}: its support counts that far"


def describe(consensus: Consensus, i: int) -> str:
    """A statement in a few words: its value as claims state it (with its link width: 'on
    x8'), facts and sources."""
    found = consensus._described.get(i)
    if found is None:
        found = consensus._described[i] = _describe(consensus, i)
    return found


def _describe(consensus: Consensus, i: int) -> str:
    s = consensus.statements[i]
    value, direction = s.form()
    what = amount(value, s.unit) + (f" {direction}" if direction else "") + \
        (f" {s.scope}" if s.scope else "") + (f" on x{s.lanes}" if s.lanes else "")
    n_sources = len(consensus.backers[i])
    return (f"{what}; {len(s.facts)} fact(s), {n_sources} independent source(s), support "
            f"{consensus.support[i]:.2f}")


def conflicts(consensus: Consensus) -> list[Conflict]:
    """Pairs for SPEC's ``conflicts`` list: each fact of a beaten statement with the best fact
    of each statement beating it (each a consensus statement: no beaten one beats), and each
    fact of an unbeaten statement with the best of each rival it does not beat: favoured when a
    third statement beats that rival, else tied; linear in facts."""
    from ..conflicts import Conflict

    found: dict[tuple[str, str], Conflict] = {}
    statements = consensus.statements

    def pair(x: str, y: str, verdict: tuple[str, str], favoured: str | None, one: Statement,
             other: Statement) -> None:
        if x != y:
            key = (min(x, y), max(x, y))
            found.setdefault(key, Conflict(key, verdict[0], verdict[1], favoured,
                                           subjects=_subjects(one, other),
                                           wholes=(*one.wholes, *other.wholes)))

    def against(j: int, fact_id: str) -> str:
        """The fact of statement ``j`` paired with ``fact_id``: its best, else (when that is
        ``fact_id`` itself, which states both) its first other one."""
        best = consensus.best_fact(j)
        return best if best != fact_id else next(
            (f for f in statements[j].facts if f != fact_id), best)

    for i, s in enumerate(statements):
        beaten = consensus.beaten(i)
        if beaten:
            for j in beaten:
                for fact_id in s.facts:
                    best = against(j, fact_id)
                    pair(fact_id, best, s.rivals[j], best, s, statements[j])
            continue
        for j in s.rivals:
            if consensus.beats(i, j):
                continue  # listed with j's facts
            # a rival a third statement beats loses to this one too; else the two are tied
            favoured = s.facts[0] if consensus.beaten(j) else None
            for fact_id in s.facts:
                pair(fact_id, against(j, fact_id), s.rivals[j], favoured and fact_id, s,
                     statements[j])
    return sorted(found.values(), key=lambda c: c.ids)


def possible(consensus: Consensus) -> list[Conflict]:
    """The conflicts held back (Statement.possible: a side no fact states plainly), each fact of
    a statement with the best fact of each statement it is held back against, none favoured,
    the side(s) no fact states plainly named (``unplain``): what ``conflicts`` lists apart, as
    possible, and no score weighs."""
    from ..conflicts import Conflict

    found: dict[tuple[str, str], Conflict] = {}
    statements = consensus.statements
    for s in statements:
        for j, (kind, reason) in s.possible.items():
            best = consensus.best_fact(j)
            for fact_id in s.facts:
                if fact_id != best:
                    key = (min(fact_id, best), max(fact_id, best))
                    unplain = {i for i, side in ((fact_id, s), (best, statements[j]))
                               if not side.plain}
                    found.setdefault(key, Conflict(key, kind, reason, unplain=tuple(
                        i for i in key if i in unplain), subjects=_subjects(s, statements[j]),
                        wholes=(*s.wholes, *statements[j].wholes)))
    return sorted(found.values(), key=lambda c: c.ids)


def _subjects(one: Statement, other: Statement) -> tuple[str, ...]:
    """The subjects of two rival statements, each once."""
    return tuple(dict.fromkeys((one.subject, other.subject)))


def groups(consensus: Consensus) -> list[dict[str, object]]:
    """Rival statements grouped (those linked by rivalry within a subject and attribute, or
    across two generations of a family), each value with its subject, link width (``lanes``,
    Statement.lanes), score, support, facts and sources, the consensus first; the group's
    subject is the consensus's."""
    statements = consensus.statements
    seen: set[int] = set()
    out: list[dict[str, object]] = []
    for i, s in enumerate(statements):
        if i in seen or not s.rivals:
            continue
        members, todo = set(), [i]
        while todo:
            k = todo.pop()
            if k not in members:
                members.add(k)
                todo += list(statements[k].rivals)
        seen |= members
        ordered = sorted(members, key=lambda k: (-consensus.score[k], k))
        values = []
        for k in ordered:
            value, direction = statements[k].form()
            beaten = consensus.beaten(k)
            tied = any(not consensus.beats(k, j) and not consensus.beaten(j)
                       for j in statements[k].rivals)
            values.append({
                "subject": statements[k].subject, "value": value,
                "unit": statements[k].unit or None, "direction": direction,
                "scope": statements[k].scope, "lanes": statements[k].lanes,
                "score": round(consensus.score[k], 4),
                "support": round(consensus.support[k], 4), "facts": statements[k].facts,
                "sources": consensus.sources_of(k),
                "verdict": "loses" if beaten else "ties" if tied else "consensus"})
        out.append({"subject": statements[ordered[0]].subject, "attribute": s.attribute,
                    "scopes": sorted({str(statements[k].scope or "not stated")
                                      for k in members}),
                    "values": values})
    return out
