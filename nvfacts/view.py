"""The read side: every fact's record, assertions, conflicts and score explanation in SQLite.

A View is built once from a KnowledgeBase (which parses, validates and analyses the store) and
answers query, show, explain, conflicts and export without touching YAML again. The CLI keeps
Views in a cache keyed by the store's bytes (cache.py), so repeated commands on an unchanged
100k-claim store skip parsing; the library builds one in memory.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter, itemgetter
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .batch import no_gc
from .errors import UnknownFactError
from .units import amount

if TYPE_CHECKING:
    from .kb import KnowledgeBase
    from .labelalone import LabelAlone
    from .model import Fact
    from .search import IndexRow

SEP = "\x1f"
CONFLICTS_SHOWN = 50
"""Conflicts listed with a fact in ``show``; ``conflicts`` lists them all."""
FORMAT = "19"
"""The layout of a saved View; change it with the tables or the records' shape."""
SCHEMA = """
CREATE TABLE fact_stored(pos INTEGER PRIMARY KEY, id TEXT NOT NULL, lang TEXT, langs TEXT,
                         tags TEXT, sources TEXT, about TEXT, record TEXT, detail TEXT,
                         inputs TEXT, digest BLOB);
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE alias(id TEXT PRIMARY KEY, pos INTEGER NOT NULL);
CREATE VIEW fact AS SELECT s.pos AS pos, id, lang, langs, status, score, tags, sources,
                           about, opponents, record, detail, inputs, statements
                    FROM fact_stored AS s JOIN fact_analysed AS a ON a.pos = s.pos;
"""
"""What the store alone gives, a row per fact (its claim in ``record`` only; ``langs``: the
languages of its claim and its merged wordings, SEP-joined, what ``query --lang`` matches;
``inputs``: what its score takes from the fact alone, consensus.FactInputs; ``digest``: of the
fact's lines, the fact cache's Entry.digest) and each id (merged wordings' too) to its fact's
position (``alias``), kept when a View is patched (the changed facts' rows made again);
``fact`` joins it with what the analysis gives."""
ANALYSED = """
CREATE TABLE fact_analysed(pos INTEGER PRIMARY KEY, status TEXT, score REAL, opponents INTEGER,
                           statements TEXT, tied TEXT);
CREATE TABLE conflict(a TEXT, b TEXT, kind TEXT, reason TEXT, favoured TEXT,
                      settled INTEGER NOT NULL);
CREATE INDEX conflict_a ON conflict(a);
CREATE INDEX conflict_b ON conflict(b);
CREATE TABLE statement(pos INTEGER PRIMARY KEY, subject TEXT NOT NULL, attribute TEXT NOT NULL,
                       record TEXT NOT NULL);
CREATE INDEX statement_about ON statement(subject, attribute);
CREATE TABLE conflict_group(pos INTEGER PRIMARY KEY, record TEXT NOT NULL);
CREATE TABLE agreement(pos INTEGER PRIMARY KEY, grp INTEGER NOT NULL, support REAL NOT NULL,
                       stands REAL NOT NULL, curated TEXT, best TEXT, described TEXT,
                       rivals TEXT NOT NULL, backers TEXT NOT NULL);
CREATE TABLE witness(origin TEXT PRIMARY KEY, name TEXT, trust REAL NOT NULL,
                     basis TEXT NOT NULL);
CREATE TABLE trust_used(origin TEXT, grp INTEGER, trust REAL NOT NULL, basis TEXT NOT NULL,
                        PRIMARY KEY (origin, grp)) WITHOUT ROWID;
"""
"""The tables made again whenever a View is patched (and search.create's ``ranking``):
``fact_analysed`` a fact's status, score and statements (``tied``: the name of the first of
them that ties with a rival, View.select), and the consensus a fact's score terms
read when it is shown (KeptConsensus): per statement (``agreement``) and per witness. A
fact's conflicts are found by ``conflict_a`` and ``conflict_b``: without them each fact shown
scanned every conflict, and an export of every fact (-f html) grew as the square of the store."""
ANALYSED_TABLES = ("fact_analysed", "conflict", "statement", "conflict_group", "agreement",
                   "witness", "trust_used", "ranking")


def _dumps(value: Any) -> str:
    try:
        import orjson

        return orjson.dumps(value).decode()
    except ImportError:  # pragma: no cover - orjson is a dependency
        return json.dumps(value, ensure_ascii=False)


def _encoded(value: Any) -> bytes:
    """``value`` as JSON bytes (what the fact cache keeps: bytes unpickle without decoding),
    copied to their size: orjson's own are 4 KiB or more each, 800 MB for 100k facts' two."""
    try:
        import orjson

        return bytes(memoryview(orjson.dumps(value)))
    except ImportError:  # pragma: no cover
        return json.dumps(value, ensure_ascii=False).encode("utf-8")


def _loads(text: str | bytes) -> Any:
    try:
        import orjson

        return orjson.loads(text)
    except ImportError:  # pragma: no cover
        return json.loads(text)


def _joined(values: Sequence[str]) -> str:
    return SEP + SEP.join(values) + SEP if values else ""


@dataclass
class View:
    """Records of one store, queryable by id, text and filters."""

    db: sqlite3.Connection
    _records: dict[int, dict[str, Any]] = field(default_factory=dict, repr=False)

    @classmethod
    def build(cls, kb: KnowledgeBase, target: str | Path = ":memory:") -> View:
        with no_gc(keep=True):  # analysing a store makes millions of objects, no garbage
            db = sqlite3.connect(str(target))
            db.executescript(SCHEMA + ANALYSED)
            db.executemany("INSERT INTO fact_stored VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                           _stored(kb, range(len(kb.facts))))
            _analysed(db, kb)
            _index(db, kb)
            _keep_digests(db, [kb.digests.get(b.id) for b in kb.briefs])
            view = cls(db)
            view._keep_left_out()
            db.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
            db.commit()
        return view

    @classmethod
    def patched(cls, kb: KnowledgeBase, before: Path, target: Path,
                row_of: Callable[[bytes], IndexRow | None]) -> View | None:
        """The View of ``kb`` made from a copy of the View ``before`` (of this code, lexicon
        and store header): the facts whose lines are the ones at the same position there keep
        their stored rows and search index rows, the others' are made again, and every table
        the analysis gives is made anew (so it equals ``build``). ``row_of`` gives the search
        index row of the facts with a digest (what the fact cache kept of them). None, and
        nothing at ``target``, when ``before`` is of another layout, a fact has no digest (the
        store did not split) or a replaced fact's index row is no longer known."""
        import shutil

        digests = [kb.digests.get(b.id) for b in kb.briefs]
        if None in digests:
            return None
        shutil.copyfile(before, target)
        db = sqlite3.connect(str(target))
        try:
            with no_gc(keep=True):
                if cls._patch(db, kb, digests, row_of):
                    return cls(db)
        except sqlite3.Error:
            pass
        db.close()
        target.unlink()
        return None

    @staticmethod
    def _patch(db: sqlite3.Connection, kb: KnowledgeBase, digests: list[bytes | None],
               row_of: Callable[[bytes], IndexRow | None]) -> bool:
        from .search import create

        row = db.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
        if row is None or row[0] != FORMAT:
            return False
        # a copy no one else reads, renamed into place only when whole (cache.py checks its
        # CRC-32): no rollback journal of the pages the patch overwrites
        db.execute("PRAGMA journal_mode = OFF")
        db.execute("PRAGMA synchronous = OFF")
        old = _digests(db)
        if old is None:
            return False
        kept = kb.known_rows if kb.known_rows is not None else \
            kb.stored_rows.keys() & kb.index_rows.keys()  # what the fact cache gave
        changed = _changed(old, digests, map(kept.__contains__, map(attrgetter("id"), kb.briefs)))
        replaced = set(changed)
        gone = [pos for pos in range(len(old)) if pos in replaced or pos >= len(digests)]
        removed: list[tuple[int, IndexRow]] = []
        for pos in gone:
            found = row_of(old[pos])
            if found is None:
                return False
            removed.append((pos, found))
        db.executescript("".join(f"DROP TABLE {t};" for t in (*ANALYSED_TABLES, "search_terms"))
                         + ANALYSED)
        db.executemany("INSERT INTO search(search, rowid, words, ent, rel, attr) "
                       "VALUES ('delete', ?, ?, ?, ?, ?)", ((p, *r) for p, r in removed))
        db.executemany("DELETE FROM fact_stored WHERE pos = ?", ((p,) for p, _ in removed))
        # alias has no index on pos: one pass over it, not one a removed fact (a fact removed
        # mid-store moves every fact after it, which made this quadratic)
        db.execute("CREATE TEMP TABLE gone(pos INTEGER PRIMARY KEY)")
        db.executemany("INSERT INTO gone VALUES (?)", ((p,) for p, _ in removed))
        db.execute("DELETE FROM alias WHERE pos IN gone")
        db.execute("DROP TABLE gone")
        db.executemany("INSERT INTO fact_stored VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                       _stored(kb, changed))
        rows = _index_rows(kb, [kb.facts[pos] for pos in changed])
        db.executemany("INSERT INTO search(rowid, words, ent, rel, attr) VALUES (?,?,?,?,?)",
                       ((pos, *r) for pos, r in zip(changed, rows, strict=True)))
        _analysed(db, kb, replaced)
        # search.create makes the index (here empty, dropped) and the tables read from ``fact``
        db.execute("ALTER TABLE search RENAME TO search_kept")
        create(db, [])
        db.execute("DROP TABLE search")
        db.execute("ALTER TABLE search_kept RENAME TO search")
        View(db)._keep_left_out()
        _keep_digests(db, digests)
        db.commit()
        return True

    @classmethod
    def open(cls, path: Path) -> View:
        """A View saved before; sqlite3.DatabaseError when the file is not one of this layout."""
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        row = db.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
        if row is None or row[0] != FORMAT:
            db.close()
            raise sqlite3.DatabaseError(f"{path}: a View of another layout")
        return cls(db)

    # -- reading -----------------------------------------------------------------------------

    def _record(self, pos: int) -> dict[str, Any]:
        found = self._records.get(pos)
        if found is None:
            stored, status, score = self.db.execute(
                "SELECT record, status, score FROM fact WHERE pos = ?", (pos,)).fetchone()
            found = self._records[pos] = analysed_record(_loads(stored), status, score)
        return dict(found)

    def _with_wordings(self, records: Sequence[tuple[int, dict[str, Any]]],
                       keys: tuple[str, ...] = ("merged", "history")) -> None:
        """Each record (with its fact's position) given its fact's ``merged`` wordings (each
        with its citations) and ``history`` of curator decisions, when it has them, as
        ``show`` gives them (``keys``: also its ``diverged`` wordings, for ``query``). SQLite
        finds the few facts that have them (their keys in the stored detail: a claim's quotes
        are escaped there), 500 positions a statement."""
        for start in range(0, len(records), 500):
            part = dict(records[start:start + 500])
            for pos, stored in self.db.execute(
                    f"SELECT pos, detail FROM fact_stored WHERE pos IN "
                    f"({','.join('?' * len(part))}) AND (instr(detail, '\"merged\":') > 0 OR "
                    "instr(detail, '\"history\":') > 0)", list(part)):
                found = _loads(stored)
                part[pos].update((key, found[key]) for key in keys if key in found)

    def _with_readings(self, records: Sequence[tuple[int, dict[str, Any]]]) -> None:
        """Each record (with its fact's position) given ``asserts``, what its claim asserts
        (the assertions ``show`` lists, read from it or a curator's), ``unread_figures`` when
        its claim writes a figure none of them stands on (as ``show``), and ``score_reason``, a
        line on what its score rests on (scorereason.py): from what the View keeps of the
        fact and its statements, 500 positions a statement, each statement's line made once."""
        from .scorereason import decision, score_reason

        kept: dict[int, dict[str, Any]] = {}
        reasons: dict[tuple[str, str | None], str] = {}
        for start in range(0, len(records), 500):
            part = dict(records[start:start + 500])
            for pos, detail, mine, inputs in self.db.execute(
                    "SELECT pos, detail, statements, CASE WHEN instr(inputs, '\"curator ') > 0 "
                    f"THEN inputs END FROM fact WHERE pos IN ({','.join('?' * len(part))})",
                    list(part)):
                record, stored = part[pos], _loads(detail)
                record["asserts"] = stored.get("assertions", [])
                if "written_assertions" in stored:
                    record["assertions"] = stored["written_assertions"]
                if "unread_figures" in stored:
                    record["unread_figures"] = stored["unread_figures"]
                decided = decision(_loads(inputs)) if inputs else None
                reason = reasons.get((mine, decided))
                if reason is None:
                    reason = reasons[(mine, decided)] = score_reason(
                        [self._statement(i, kept) for i in _loads(mine)], decided)
                record["score_reason"] = reason

    def contested(self, fact_id: str) -> list[str]:
        """The parts of the score reason of the fact ``fact_id`` whose statement is beaten by a
        rival or tied with one (scorereason.contested), from the statements the View keeps."""
        from .scorereason import contested

        (mine,) = self.db.execute("SELECT statements FROM fact WHERE pos = ?",
                                  (self._position(fact_id),)).fetchone()
        kept: dict[int, dict[str, Any]] = {}
        return contested([self._statement(i, kept) for i in _loads(mine)])

    def _statement(self, pos: int, kept: dict[int, dict[str, Any]]) -> dict[str, Any]:
        """The ledger's statement at ``pos``, read once into ``kept``."""
        found = kept.get(pos)
        if found is None:
            (text,) = self.db.execute("SELECT record FROM statement WHERE pos = ?",
                                      (pos,)).fetchone()
            found = kept[pos] = _loads(text)
        return found

    def curator_verified(self, fact_id: str) -> bool:
        """Whether the latest curator decision on the fact (or a wording merged into it)
        verified it: what ``export --curated`` keeps."""
        return self._curator_verified(self._position(fact_id))

    def _curator_verified(self, pos: int) -> bool:
        """Whether the latest curator decision on the fact at ``pos`` verified it."""
        (inputs,) = self.db.execute("SELECT inputs FROM fact WHERE pos = ?", (pos,)).fetchone()
        decided = _loads(inputs)[2]
        return decided is not None and float(decided[1]) > 0

    def _position(self, fact_id: str) -> int:
        row = self.db.execute("SELECT pos FROM alias WHERE id = ?", (fact_id,)).fetchone()
        if row is None:
            from .ids import unknown_id

            raise UnknownFactError(unknown_id(
                fact_id, (r[0] for r in self.db.execute("SELECT id FROM alias"))))
        return int(row[0])

    def detail(self, fact_id: str) -> dict[str, Any]:
        """The fact ``fact_id`` names (merged wordings resolve to the fact they went into) with
        its assertions, conflicts, those held back as possible and score explanation (its terms
        made now, from what the View kept of the fact and of the consensus)."""
        pos = self._position(fact_id)
        from .keptconsensus import KeptConsensus, fact_inputs
        from .scoring import explain

        stored, inputs, statements = self.db.execute(
            "SELECT detail, inputs, statements FROM fact WHERE pos = ?", (pos,)).fetchone()
        record = self._record(pos)
        against = _conflicts(self.db, "WHERE a = ?1 OR b = ?1 ORDER BY rowid", record["id"])
        analysed: dict[str, Any] = {"conflicts": against[:CONFLICTS_SHOWN]}
        if len(against) > CONFLICTS_SHOWN:
            analysed["conflicts_total"] = len(against)
        analysed["possible_conflicts"] = [c for c in self._possible() if record["id"] in c["ids"]]
        from .analysis.consensus import fact_terms

        terms = fact_terms(fact_inputs(record["id"], _loads(inputs)), _loads(statements),
                           KeptConsensus(self.db))
        analysed["explanation"] = explain(terms)[1]
        self._quote_figures([*analysed["conflicts"], *analysed["possible_conflicts"]],
                            analysed["explanation"])
        return joined_detail(record, _loads(stored), analysed)

    def _quote_figures(self, conflicts: list[dict[str, Any]],
                       terms: list[dict[str, Any]]) -> None:
        """aswritten.quote_figures over the View's facts."""
        from .aswritten import quote_figures
        from .lexicon import lexicon

        quote_figures(conflicts, terms, self.assertions, lexicon())

    def assertions(self, fact_id: str) -> list[dict[str, Any]]:
        """The assertions of the fact ``fact_id``, each with the text it was read from."""
        (detail,) = self.db.execute("SELECT detail FROM fact_stored WHERE pos = ?",
                                    (self._position(fact_id),)).fetchone()
        return list(_loads(detail).get("assertions", ()))

    def explain(self, fact_id: str) -> dict[str, Any]:
        detail = self.detail(fact_id)
        return {"id": detail["id"], "confidence": detail["score"], "score": detail["score"],
                "prior": 0.5,
                "terms": detail["explanation"],
                **{key: detail[key] for key in ("unread_figures", "system_shares")
                   if key in detail}}

    def conflicts(self) -> list[dict[str, Any]]:
        """Every conflict (SPEC's record, with ``settled``; ``as_written`` as ``detail``'s)."""
        found = _conflicts(self.db)
        self._quote_figures(found, [])
        return found

    def possible_conflicts(self) -> list[dict[str, Any]]:
        """The conflicts held back because a side's figure is not stated plainly
        (Analysis.possible), as conflict records."""
        found = self._possible()
        self._quote_figures(found, [])
        return found

    def _possible(self) -> list[dict[str, Any]]:
        row = self.db.execute(
            "SELECT value FROM meta WHERE key = 'possible_conflicts'").fetchone()
        return list(_loads(row[0])) if row is not None else []

    def unit_typos(self) -> list[dict[str, Any]]:
        """The facts whose figure is likely their statement's consensus written in the other
        unit (typos.UnitTypo's fields)."""
        row = self.db.execute("SELECT value FROM meta WHERE key = 'unit_typos'").fetchone()
        return list(_loads(row[0])) if row is not None else []

    def conflict_groups(self) -> list[dict[str, Any]]:
        """Rival statements grouped by subject and attribute, the consensus value first; a
        bandwidth figure its claims write in another unit has ``written``, that figure as the
        first claim stating it writes it ('400 Gb/s' of 50 GB/s), as ``answer`` quotes it."""
        groups = [_loads(r[0]) for r in
                  self.db.execute("SELECT record FROM conflict_group ORDER BY pos")]
        for group in groups:
            for value in group["values"] if group["attribute"] == "bandwidth" else ():
                self._quote_figure(value)
        return groups

    def _quote_figure(self, record: dict[str, Any], into: dict[str, Any] | None = None
                      ) -> None:
        """Give a bandwidth figure (a conflict group's value, an answer's rival or variant)
        ``written``, the figure as the first of its facts stating it writes it, when that is
        not how nvfacts writes it (aswritten.shown_otherwise: '400 Gb/s' of 50 GB/s); ``into``:
        the record to give it to, when not ``record``."""
        from .aswritten import figure_written, shown_otherwise
        from .lexicon import lexicon

        for fact_id in record.get("facts", ()):
            if found := figure_written(record["value"], record["direction"],
                                       self.assertions(fact_id), lexicon()):
                if written := shown_otherwise(found, record["value"], record["unit"]):
                    (record if into is None else into)["written"] = written
                return

    def statements(self, subjects: Sequence[str] = (),
                   attribute: str | None = None) -> list[dict[str, Any]]:
        """The ledger's statement records, of ``subjects`` (all when empty) and ``attribute``."""
        where, args = [], []
        if subjects:
            where.append(f"subject IN ({','.join('?' * len(subjects))})")
            args += list(subjects)
        if attribute:
            where.append("attribute = ?")
            args.append(attribute)
        sql = "SELECT record FROM statement" + (" WHERE " + " AND ".join(where) if where
                                                 else "") + " ORDER BY pos"
        return [_loads(r[0]) for r in self.db.execute(sql, args)]

    def consensus(self, *, everything: bool = False, min_confidence: float | None = None
                  ) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
        """The statements to export: by default those no rival beats or ties with, that some
        claim a curator did not refute states and that score more than 0.5 (the consensus: at
        0.5 what it rests on favours it no more than it weighs against it, as a lone claim
        from a source whose learned trust fell to 0.5); ``everything``: all;
        ``min_confidence``: those scoring at least it. Also (statement, why) for each left
        out."""
        default = min_confidence is None and not everything
        floor = 0.5 if default else (min_confidence or 0.0)
        chosen, left_out = [], []
        statements = self.statements()
        stating: dict[str, int] = {}  # each fact's number of statements, when one is refuted
        for r in statements:
            name = _statement_name(r)
            if r.get("refuted") and not everything:
                if not stating:
                    for f in (f for s in statements for f in s["facts"]):
                        stating[f] = stating.get(f, 0) + 1
                left_out.append((name, "every claim stating it was refuted by a curator" +
                                 _kept_how(r, stating)))
            elif r["beaten"] and not everything:
                left_out.append((name, "a rival statement is better supported"))
            elif r.get("tied") and not everything:
                left_out.append((name, "ties with a rival statement: no consensus"))
            elif r["score"] < floor:
                left_out.append((name, f"score {below(r['score'], floor)}"))
            elif default and r["score"] == floor:
                left_out.append((name, "score 0.5: what it rests on favours it no more than "
                                       "against it"))
            else:
                chosen.append(r)
        return chosen, left_out

    def answer(self, question: str = "", *, subject: str | None = None,
               attribute: str | None = None, scope: str | None = None) -> Answer:
        """The statements answering ``question`` (or the subject, attribute and scope given),
        best first, with a comparison's sides and what nothing knows (Answer); empty when
        nothing matches; UsageError when neither is given."""
        from .analysis.answer import (
            answer,
            asked_something,
            compared,
            ratio,
            read_question,
            subjects_for,
            unanswered,
            uncompared,
        )
        from .lexicon import lexicon

        asked_something(question, subject)
        lex = lexicon()
        if subject is not None and lex.resolve(subject) is None:
            _subjects(subject)  # raises UsageError naming what to use
        asked = read_question(question, lex, subject, attribute, scope)
        found = self.statements(subjects_for(asked, lex), asked.attribute)
        statements, sides = compared(found, asked, lex) if asked.sides else \
            (answer(found, asked, lex), [])
        for a in statements:
            self.quote_written(a)
        named = [n for a in statements for s in (a, *a["rivals"], *a.get("variants", ()),
                                                 *a.get("also_stated", ()))
                 for n in s["sources"]] + [p["source"] for a in statements
                                           for p in a.get("page_labels", ())]
        each = [answer(found, side, lex) for side in asked.sides]
        notes = [*(unanswered(a, side, lex, side=True) for side, a in zip(
            asked.sides, each, strict=True)), uncompared(each, asked, lex)] if asked.sides else \
            [unanswered(statements, asked, lex, text=question)]
        return Answer(statements, sides, list(asked.unknown) if question else [],
                      self.source_table(named), [n for n in notes if n],
                      ratio(statements, sides, lex))

    def quote_written(self, statement: dict[str, Any]) -> None:
        """Give a bandwidth statement's ``stated`` figure ``written``, the figure as the first
        of its claims stating it writes it, when in another unit than the statement's ('400
        Gb/s' of 50 GB/s): what a table quotes as claimed. A few facts an answer (or the
        statements a Markdown export writes), read here, not for every statement when the View
        is made."""
        from .aswritten import figure_written
        from .lexicon import lexicon

        stated = statement["stated"]
        if statement["attribute"] != "bandwidth":
            return
        for variant in statement.get("variants") or ():  # 'stated 200 Gb/s', not 25 GB/s
            self._quote_figure({**variant, "unit": statement["unit"]}, variant)
        ways: Counter[tuple[float, str, float]] = Counter()
        for fact_id in statement["facts"][:QUOTED_FACTS]:  # the writing most of them use
            found = figure_written(stated["value"], stated["direction"],
                                   self.assertions(fact_id), lexicon())
            if found:
                ways[found] += 1
        if ways:
            found = max(ways, key=ways.__getitem__)  # the first of the most used
            if found[2] != 1:  # GB/s, the statements' unit, written as it is shown
                stated["written"] = f"{found[0]:g} {found[1]}"
        self._quote_rivals(statement)

    def _quote_rivals(self, statement: dict[str, Any]) -> None:
        """Give each rival of a bandwidth statement its figure as its claims write it
        (``written``) and ``why`` with both figures so (``as_written``), as ``conflicts``
        quotes them: the statement's as its row quotes it (``stated.written``), the rival's as
        its ``written``, so a why never sets one side's '400 Gb/s' against the other's '50
        GB/s' when both are written in bits."""
        from .aswritten import reworded
        from .units import amount

        stated = statement["stated"]
        own = {amount(stated["value"], statement["unit"]): stated.get("written")}
        for rival in statement.get("rivals") or ():  # an export's statements carry none
            self._quote_figure(rival)
            theirs = {amount(rival["value"], rival["unit"]): rival.get("written")}
            tables = [{k: v for k, v in t.items() if v} for t in (own, theirs)]
            if said := reworded(rival["why"], *tables):
                rival["as_written"] = said

    def sources(self) -> dict[str, dict[str, Any]]:
        """The store's declared sources by id."""
        row = self.db.execute("SELECT value FROM meta WHERE key = 'sources'").fetchone()
        return dict(_loads(row[0]))

    def source_table(self, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
        """The sources ``ids`` names, sorted by id, each as a reader cites it: ``title``,
        ``url``, ``kind`` and ``reliability`` as declared (null when not) and ``trust``, the
        trust nvfacts weighs it with (learned from the statements it backs, else its prior);
        ``description`` when it has one."""
        declared = self.sources()
        row = self.db.execute("SELECT value FROM meta WHERE key = 'trust'").fetchone()
        trust = _loads(row[0])
        table = {}
        for name in sorted(set(ids)):
            source = declared.get(name, {})
            table[name] = {key: source.get(key) for key in ("title", "url", "kind",
                                                            "reliability")}
            table[name]["trust"] = trust.get(name)
            if source.get("description"):  # what ingest declares it with (sources alike count once)
                table[name]["description"] = source["description"]
        return table

    def query(self, text: str | None = None, *, statuses: Sequence[str] = (),
              min_confidence: float | None = None, tags: Sequence[str] = (),
              sources: Sequence[str] = (), lang: str | None = None,
              subject: str | None = None, attribute: str | None = None,
              limit: int | None = None) -> list[dict[str, Any]]:
        """Fact records matching ``text`` and the filters, best first. ``statuses`` match the
        computed status (so 'disputed' finds facts that lose a conflict), ``min_confidence``
        the computed score, ``subject`` any alias (a family such as 'NVLink' takes in its
        generations, an H100 or Hopper its NVLink generation, a generation its GPUs and
        systems). Ranking: search.py."""
        where, args = _filters(statuses, min_confidence, tags, sources, lang, subject,
                               attribute)
        from .search import mark_wordings, rank
        from .search import ordered as by_score

        ranked = rank(self.db, text, where, args, limit) if text and text.strip() else None
        ordered: list[tuple[int, float | None]] = list(ranked) if ranked is not None else [
            (pos, None) for pos in by_score(self.db, where, args, limit)]
        out = []
        for pos, score in ordered[:limit] if limit is not None else ordered:
            record = self._record(pos)
            if score is not None:
                record["match"] = score
            out.append((pos, record))
        self._with_wordings(out, ("merged", "diverged", "history"))
        found = [record for _, record in out]
        mark_wordings(self.db, text, lang, found)
        return found

    def select(self, *, everything: bool = False, statuses: Sequence[str] = (),
               min_confidence: float | None = None, curated: bool = False,
               lang: str | None = None, sources: Sequence[str] = ()) -> Selection:
        """Records to export, the facts left out (LeftOut) and the exported facts verified on a
        status no curator set that nothing vouches for (labelalone.labelled_alone), as a Selection:
        by default the facts whose computed status is verified (what ``query --status verified``
        lists: a fact losing or tying with a rival is disputed, a tie being no consensus, as
        ``consensus`` reads it, and is named as tied); ``everything`` takes all, ``statuses`` those
        with a computed status among them; ``min_confidence`` bounds the score; ``curated`` keeps
        only the facts whose latest curator decision (their history, or a merged wording's) verified
        them, not a page's own label or a status written by hand; ``lang`` those in that language
        (as ``query`` reads it: 'zh-CN', 'Chinese' ask for zh), itself or in a wording merged into
        it, as which it is then shown (wordings.worded_as_asked); ``sources`` those citing one of
        these sources. The default's facts left out are the ones the View kept when it was made
        (_keep_left_out)."""
        from .lang import language

        asked = language(lang) if lang else None
        wanted = sorted(set(statuses) or (() if everything else {"verified"}))
        kept = f"status IN ({','.join('?' * len(wanted))})" if wanted else "1"
        if everything or statuses or min_confidence is not None or curated or asked or sources:
            why, args = self._why(kept, wanted, asked, min_confidence, curated, sources)
            left = self._left_out(why, args)
            chosen_where, chosen_args = f"{kept} AND ({why}) IS NULL", wanted + args
        else:  # a fact the default keeps is left out for no other reason
            left = self._kept_left_out()
            chosen_where, chosen_args = kept, wanted
        chosen = [(pos, self._record(pos)) for (pos,) in self.db.execute(
            f"SELECT pos FROM ranking WHERE {chosen_where} ORDER BY pos", chosen_args)]
        self._with_wordings(chosen, ("merged", "diverged", "history"))
        self._with_readings(chosen)
        records = [record for _, record in chosen]
        if asked is not None:
            from .search import mark_wordings
            from .wordings import worded_as_asked

            mark_wordings(self.db, None, asked, records)
            records = [worded_as_asked(record) for record in records]
        from .labelalone import labelled_alone

        return Selection(records, left, labelled_alone(records, self.curator_verified))

    def _why(self, kept: str, wanted: Sequence[str], asked: str | None,
             min_confidence: float | None, curated: bool,
             sources: Sequence[str] = ()) -> tuple[str, list[Any]]:
        """The SQL that says why the fact in a ``ranking`` row is left out of an export that
        keeps the rows ``kept`` chooses (the statuses ``wanted``) and the filters after it,
        NULL when it is chosen; and its arguments. A fact disputed by none and tying with none
        is so by its own status, a label its page gave it or not."""
        self.db.create_function("disputed_why", 1, lambda pos: "disputed (" + (
            "its page's label" if any(c.get("status") == "disputed"
                                      for c in self._record(pos)["sources"])
            else "its stored status") + ")")
        self.db.create_function("language_why", 1,
                                lambda written: f"in the language '{written}', not '{asked}'")
        self.db.create_function("score_why", 1, lambda score: (
            f"score {below(score, min_confidence or 0.0)}"))
        self.db.create_function("curator_verified", 1, self._curator_verified)
        why = (f"CASE WHEN NOT ({kept}) THEN CASE WHEN status != 'disputed' THEN 'status ' || "
               "status ELSE coalesce('ties with a rival statement: no consensus (' || (SELECT "
               "tied FROM fact_analysed AS a WHERE a.pos = ranking.pos) || ')', CASE WHEN "
               "opponents > 0 THEN 'disputed by ' || opponents || ' fact(s)' ELSE "
               "disputed_why(pos) END) END"
               + (" WHEN instr(langs, ?) = 0 THEN language_why(lang)" if asked else "")
               + (" WHEN NOT (" + " OR ".join("instr(sources, ?) > 0" for _ in sources) +
                  ") THEN 'cites none of the sources asked (" +
                  ", ".join(name.replace("'", "''") for name in sources) + ")'"
                  if sources else "")
               + (" WHEN score < ? THEN score_why(score)" if min_confidence is not None else "")
               + (" WHEN NOT curator_verified(pos) THEN 'no curator verified it (its status is "
                  "its page''s label or written by hand; `nvfacts verify` records a decision)'"
                  if curated else "") + " END")
        return why, [*wanted, *([SEP + asked + SEP] if asked else []),
                     *(SEP + name + SEP for name in sources),
                     *([min_confidence] if min_confidence is not None else [])]

    def _left_out(self, why: str, args: Sequence[Any]) -> LeftOut:
        """The facts ``why`` (_why) leaves out, their lines made by SQLite: most of a large
        store is left out, and its lines are one text, no row or string a fact in Python (0.15
        s at 100k)."""
        count, lines = self.db.execute(
            f"SELECT count(why), group_concat('left out ' || id || ': ' || why || char(10), '') "
            f"FROM (SELECT id, {why} AS why FROM ranking ORDER BY pos)", args).fetchone()
        return LeftOut(count, lines or "")

    def _keep_left_out(self) -> None:
        """Keep the facts the default export leaves out (select without a filter) in ``meta``,
        made with the View or its patch: a warm export reads their lines whole (0.1 s of
        SQL at 100k facts, most of them left out)."""
        left = self._left_out(*self._why("status IN (?)", ["verified"], None, None, False))
        self.db.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)",
                            [("left_out", str(left.facts)), ("left_out_lines", left.lines)])

    def _kept_left_out(self) -> LeftOut:
        kept = dict(self.db.execute(
            "SELECT key, value FROM meta WHERE key IN ('left_out', 'left_out_lines')"))
        return LeftOut(int(kept["left_out"]), kept["left_out_lines"])


def _kept_how(statement: dict[str, Any], stating: Mapping[str, int]) -> str:
    """For a statement left out because its claims were refuted, when no rival contradicts it
    and each of those claims states another figure too (``stating``: each fact's number of
    statements; refuted for that one, perhaps): how a curator keeps it, since a refutation
    judges a claim as a whole."""
    if statement["beaten"] or statement.get("tied") or not all(
            stating.get(f, 0) > 1 for f in statement["facts"]):
        return ""
    return f" ({', '.join(statement['facts'])}, a claim of several figures): nothing " \
        "contradicts this one; a refutation judges the whole claim, so to keep it state it in " \
        "a claim of its own (nvfacts add CLAIM --source ID) or verify another claim stating it"


def below(score: float, floor: float) -> str:
    """'0.898 is below 0.9': the score with as many decimals as it takes to read below the
    floor (two at least; 0.898 is not '0.90'), the floor as given."""
    places = 2
    while float(f"{score:.{places}f}") >= floor and places < 15:
        places += 1
    return f"{score:.{places}f} is below {floor:.15g}"


def _statement_name(r: dict[str, Any]) -> str:
    """A statement as an export's 'left out' line names it: 'InfiniBand NDR bandwidth 800 GB/s
    bidirectional per-port', 'NVLink 5.0 bandwidth 1.8 TB/s bidirectional'."""
    return " ".join(str(part) for part in (
        r["subject"], r["attribute"], amount(r["value"], r["unit"]), r["direction"], r["scope"])
        if part)


class LeftOut(NamedTuple):
    """The facts an export leaves out: how many, and a line for each ('left out c12: status
    unverified'), in the store's order."""

    facts: int
    lines: str


class Selection(NamedTuple):
    """What an export writes (``records``), leaves out (``left``) and warns of (``alone``: the
    facts it writes as verified on a status no curator set that nothing vouches for)."""

    records: list[dict[str, Any]]
    left: LeftOut
    alone: list[LabelAlone]


class Answer(list[dict[str, Any]]):
    """The statements answering a question, best first (what ``nvfacts answer`` lists), with
    what its JSON gives beside them: ``sides``, a comparison's sides in the order asked (each
    side's ``subject`` and ``best``, the position of its best statement, or None);
    ``not_known``, what the question names that neither the store nor the lexicon knows (a
    generation past the known ones, a property no attribute holds): nothing answers it;
    ``sources``, the sources the statements and their rivals cite (View.source_table); and
    ``no_claim``, why no statement listed answers a subject the lexicon knows (or a side of a
    comparison): no claim gives it, those listed being related ones (answer.unanswered); and
    what a comparison naming no attribute lacks to set its sides one to one
    (answer.uncompared)."""

    def __init__(self, statements: list[dict[str, Any]], sides: list[dict[str, Any]],
                 not_known: list[str], sources: dict[str, dict[str, Any]],
                 no_claim: list[str] | None = None,
                 ratio: tuple[float, tuple[bool, bool], tuple[int, int]] | None = None) -> None:
        super().__init__(statements)
        self.sides = sides
        self.not_known = not_known
        self.sources = sources
        self.no_claim = no_claim or []
        self.ratio = ratio
        """How many times the second side's bandwidth is the first's, and which side's is a
        PCIe x16 link's, and the positions of the two statements set one to one, when two
        sides have bandwidths of one scope, unit and direction (answer.ratio); else None."""

    @property
    def related_only(self) -> bool:
        """Whether the statements listed are related ones only: none answers the question."""
        return bool(self) and bool(self.no_claim) and not self.sides

    def as_json(self) -> dict[str, Any]:
        """``nvfacts answer --format json``'s object: ``answers``, ``sides``, ``not_known``,
        ``no_claim`` and ``ratio`` when there are any, and ``sources``."""
        return {"answers": list(self), **({"sides": self.sides} if self.sides else {}),
                **({"not_known": self.not_known} if self.not_known else {}),
                **({"no_claim": self.no_claim} if self.no_claim else {}),
                **({"ratio": round(self.ratio[0], 4), "ratio_of": list(self.ratio[2])}
                   if self.ratio is not None else {}),
                "sources": self.sources}


QUOTED_FACTS = 20
"""The facts of a statement whose writing of its figure ``View.quote_written`` reads."""


def analysed_record(stored: dict[str, Any], status: str, score: float) -> dict[str, Any]:
    """A fact's record from ``stored_record`` and what the analysis computed, in the SPEC's
    order; ``stored_status`` when the computed status differs."""
    record = {"id": stored["id"], "claim": stored["claim"], "lang": stored["lang"],
              "status": status, "confidence": stored["confidence"], "score": score,
              "tags": stored["tags"], "sources": stored["sources"]}
    if status != stored["status"]:
        record["stored_status"] = stored["status"]
    return record


def joined_detail(record: dict[str, Any], stored: dict[str, Any],
                  analysed: dict[str, Any]) -> dict[str, Any]:
    """``detail`` from its parts, keys in the order ``show`` prints them."""
    found = dict(record)
    for key in ("merged", "diverged", "assertions", "relations"):
        if key in stored:
            found[key] = stored[key]
    found.update(analysed)
    if "history" in stored:
        found["history"] = stored["history"]
    unread, derived = unread_figures(found["claim"], found.get("assertions") or ())
    if unread:
        found["unread_figures"] = unread
    if derived:
        found["derived_figures"] = derived
    if shares := system_shares(found):
        found["system_shares"] = shares
    return found


def system_shares(detail: dict[str, Any]) -> list[dict[str, Any]]:
    """What each system total a fact states counts for in the ledger (shares.system_share):
    {"subject": "NVLink 5.0", "scope": "per-gpu", "value": 1810, "unit": "GB/s", "of": "GB200
    NVL72", "total": 130000, "gpus": 72, "says": "130 TB/s over 72 GPUs = ..."}."""
    from .lexicon import lexicon
    from .shares import share, system_share
    from .units import amount

    found = []
    for a in detail.get("assertions") or []:
        shared = system_share(a["subject"], a["attribute"], a.get("scope"), lexicon())
        if shared is not None:
            uses, gpus = shared
            value = share(a["value"], a.get("unit"), gpus)
            each = amount(value, a.get("unit"))
            near = "" if abs(value * gpus - a["value"]) < 1e-9 else "about "
            found.append({"subject": uses, "scope": "per-gpu", "value": value,
                          "unit": a.get("unit"), "of": a["subject"], "total": a["value"],
                          "gpus": gpus, "says": f"{amount(a['value'], a.get('unit'))} over "
                          f"{gpus} GPUs = {near}{each} per GPU, counted as {uses}'s per-GPU "
                          "figure"})
    return found


def unread_figures(claim: str, assertions: Sequence[dict[str, Any]]
                   ) -> tuple[list[str], list[dict[str, Any]]]:
    """The bandwidth figures of a fact's ``claim`` ('900 GB/s') that none of its
    ``assertions`` (records) stands on, so its score rests on part of the claim only (none for
    a fact nothing was read from: ``check --unread`` names those), and those read as a read one
    times a count the claim states ({"figure": "7.2 TB/s", "of": "900 GB/s", "times": 8})."""
    if not assertions:
        return [], []
    from .lexicon import lexicon
    from .reading.figures import figures_read

    unread, derived = figures_read(claim, [(a["value"], a.get("unit")) for a in assertions],
                                   lexicon())
    return unread, [{"figure": d.figure, "of": d.of, "times": d.times} for d in derived]


DIGEST = 16
"""The bytes of a fact's digest (factcache.digest)."""


def _keep_digests(db: sqlite3.Connection, digests: Sequence[bytes | None]) -> None:
    """Keep the digest of each fact, by position, as one value in ``meta`` (what ``_digests``
    reads), when every fact has one."""
    if None not in digests and set(map(len, cast("Sequence[bytes]", digests))) <= {DIGEST}:
        db.execute("INSERT OR REPLACE INTO meta VALUES ('digests', ?)",
                   (b"".join(cast("Sequence[bytes]", digests)),))
    else:
        db.execute("DELETE FROM meta WHERE key = 'digests'")


def _digests(db: sqlite3.Connection) -> list[bytes] | None:
    """The digest of each fact of the View, by position (a fact without one as zero bytes):
    kept as one value (``_keep_digests``), else read as one text, not a row each (0.1 and 0.2
    s at 100k facts); None when its positions are not 0, 1, ... in order (no View this code
    made)."""
    kept = db.execute("SELECT value FROM meta WHERE key = 'digests'").fetchone()
    if kept is not None and isinstance(kept[0], bytes):
        data = kept[0]
        return [data[k:k + DIGEST] for k in range(0, len(data), DIGEST)]
    count, last, text = db.execute(
        f"SELECT count(*), max(pos), group_concat(CASE WHEN length(digest) = {DIGEST} THEN "
        f"hex(digest) ELSE '{'00' * DIGEST}' END, '') FROM "
        "(SELECT pos, digest FROM fact_stored ORDER BY pos)").fetchone()
    if count != (last + 1 if last is not None else 0):
        return None
    data = bytes.fromhex(text or "")
    return [data[k:k + DIGEST] for k in range(0, len(data), DIGEST)]


def _changed(old: list[bytes], new: list[bytes | None], kept: Iterable[bool]) -> list[int]:
    """The positions whose digest in ``new`` is not the one in ``old``, or whose fact is not
    ``kept``, in order (the comparisons made in C: no Python step a fact)."""
    from itertools import compress, count
    from operator import ne, not_

    return sorted({*compress(count(), map(ne, old, new)), *range(len(old), len(new)),
                   *compress(count(), map(not_, kept))})


def _lang(stored_record: bytes) -> str:
    """The detected language in a fact's stored record (JSON)."""
    return str(_loads(stored_record)["lang"])


def _langs(lang: str, fact: Fact) -> list[str]:
    """The languages of a fact (its claim's ``lang``) and of the wordings merged into it."""
    if not fact.merged:
        return [lang]
    from .lang import detect

    return list(dict.fromkeys([lang, *(m.lang or detect(m.claim) for m in fact.merged)]))


def _about(kb: KnowledgeBase, fact: Fact) -> str:
    """SEP subject SEP SEP attribute SEP ... of each assertion: what the filters read."""
    about = [f"{a.subject}{SEP}{a.attribute}" for a in kb.assertions(fact)]
    return SEP + (SEP + SEP).join(about) + SEP if about else ""


def _statements(db: sqlite3.Connection, kb: KnowledgeBase) -> dict[int, str]:
    """The ledger's statements and the groups of rival ones, as records; returns the name
    (_statement_name) of each statement whose record says it ties with a rival."""
    from .analysis.answer import statement_record
    from .analysis.consensus import groups

    found = kb.analysis.consensus
    ties: dict[int, str] = {}
    rows = []
    for i, s in enumerate(found.statements):
        record = statement_record(found, i)
        if record.get("tied"):
            ties[i] = _statement_name(record)
        rows.append((i, s.subject, s.attribute, _dumps(record)))
    db.executemany("INSERT INTO statement VALUES (?,?,?,?)", rows)
    refuted = {f for f, st in kb.analysis.status.items() if st == "refuted"}
    # a group is settled by a settled conflict: asked only when there is one
    settling = any(map(attrgetter("settled"), kb.analysis.conflicts))
    db.executemany("INSERT INTO conflict_group VALUES (?,?)",
                   enumerate(_dumps(_settled(g, kb, refuted, settling)) for g in groups(found)))
    return ties


def _settled(group: dict[str, Any], kb: KnowledgeBase, refuted: set[str], settling: bool = True
             ) -> dict[str, Any]:
    """``group`` with ``settled``: whether curators settled every conflict between its facts
    (Conflict.settled), and each value with the facts of it a curator refuted (``refuted``) and
    the sources they cite (``refuted_sources``: a refuted claim backs nothing, so ``sources``,
    those backing the value, leaves them out). ``refuted``: the ids of the facts whose
    computed status is refuted; ``settling``: whether any conflict is settled (else none of a
    group can be)."""
    facts = {f for v in group["values"] for f in v["facts"]} if settling else set()
    settled = False  # a conflict between its facts, and none unsettled (the first ends it)
    against = kb.analysis.against if settling else {}
    for f in facts:
        for c in against.get(f, ()):
            if facts.issuperset(c.ids):
                settled = c.settled
                if not settled:
                    break
        else:
            continue
        break
    values = []
    for v in group["values"]:
        mine = [f for f in v["facts"] if f in refuted] if not refuted.isdisjoint(v["facts"]) \
            else []
        values.append({**v, "refuted": mine, "refuted_sources": sorted(
            {c.source for f in mine for c in kb.fact(f).citations()})})
    return {**group, "values": values, "settled": settled}


def _filters(statuses: Sequence[str], min_confidence: float | None, tags: Sequence[str],
             sources: Sequence[str], lang: str | None, subject: str | None,
             attribute: str | None) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    args: list[Any] = []
    if statuses:
        clauses.append(f"status IN ({','.join('?' * len(statuses))})")
        args += list(statuses)
    if min_confidence is not None:
        clauses.append("score >= ?")
        args.append(min_confidence)
    for tag in tags:
        clauses.append("instr(tags, ?) > 0")
        args.append(SEP + tag + SEP)
    if sources:
        clauses.append("(" + " OR ".join("instr(sources, ?) > 0" for _ in sources) + ")")
        args += [SEP + s + SEP for s in sources]
    if lang:  # as the store's are read: 'ZH', 'zh-CN' ask for 'zh'; a merged wording's too
        from .lang import language

        clauses.append("instr(langs, ?) > 0")
        args.append(SEP + language(lang) + SEP)
    if subject or attribute:
        # 'about' holds SEP subject SEP attribute SEP for each assertion
        tails = [attribute + SEP] if attribute else [""]
        heads = [SEP + name + SEP for name in _subjects(subject)] if subject else [SEP]
        options = [h + t for h in heads for t in tails] if subject else \
            [SEP + str(attribute) + SEP]
        clauses.append("(" + " OR ".join("instr(about, ?) > 0" for _ in options) + ")")
        args += options
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", args


def _subjects(subject: str) -> list[str]:
    from .search import subjects

    return subjects(subject)


def _index(db: sqlite3.Connection, kb: KnowledgeBase) -> None:
    """The search index (search.py): each fact's wordings, subjects and attributes."""
    from .search import create

    create(db, _index_rows(kb, kb.facts))


def _index_rows(kb: KnowledgeBase, facts: Sequence[Fact]) -> list[IndexRow]:
    """The search index rows of ``facts`` (those the fact cache kept are not made again)."""
    from .search import index_row

    rows = kb.index_rows
    _read_rows(kb, (f.id for f in facts), rows)
    for fact in facts:
        if fact.id not in rows:
            rows[fact.id] = index_row((fact.claim, *(m.claim for m in fact.merged)),
                                      [a.subject for a in kb.assertions(fact)],
                                      [a.attribute for a in kb.assertions(fact)])
    return [rows[fact.id] for fact in facts]


def _read_rows(kb: KnowledgeBase, ids: Iterable[str], known: Mapping[str, object]) -> None:
    """The fact cache's rows taken into ``kb`` (its rows file read) when one of ``ids`` that
    it keeps lacks its row in ``known`` (kb.index_rows or kb.stored_rows): once."""
    cached = kb.known_rows
    if kb.read_rows is not None and cached is not None and \
            any(fid not in known and fid in cached for fid in ids):
        read, kb.read_rows = kb.read_rows, None
        read()


def _stored(kb: KnowledgeBase, positions: Iterable[int]) -> list[tuple[Any, ...]]:
    """The ``fact_stored`` rows of the facts at ``positions`` (what the fact cache kept of
    them, kb.stored_rows, is not made again)."""
    stored_rows, digests = kb.stored_rows, kb.digests
    positions = list(positions)
    _read_rows(kb, (kb.briefs[pos].id for pos in positions), stored_rows)
    rows = []
    for pos in positions:
        fact = kb.facts[pos]
        stored = stored_rows.get(fact.id)
        if stored is None:
            from .keptconsensus import inputs_record

            stored = stored_rows[fact.id] = (
                _encoded(kb.stored_record(fact)), _encoded(kb.stored_detail(fact)),
                _encoded(inputs_record(kb.analysis.inputs[fact.id])))
        lang = fact.lang or _lang(stored[0])
        rows.append((pos, fact.id, lang, _joined(_langs(lang, fact)),
                     _joined(fact.tags), _joined(sorted({c.source for c in fact.citations()})),
                     _about(kb, fact),
                     stored[0], stored[1], stored[2], digests.get(fact.id)))
    return rows


def _analysed(db: sqlite3.Connection, kb: KnowledgeBase,
              aliased: Collection[int] | None = None) -> None:
    """Every table the analysis gives: each fact's status, score, opponents and statements,
    conflicts, statements, the consensus a fact's terms read and declared sources; and the ids
    of the facts at ``aliased`` (all when None: the others' are kept)."""
    from itertools import chain, count, repeat

    from .keptconsensus import keep

    aliases = []
    analysis = kb.analysis
    found = analysis.consensus
    ties = _statements(db, kb)
    statements_of, status, scores = analysis.statements_of, analysis.status, analysis.scores
    ids = list(map(attrgetter("id"), kb.briefs))
    mines = list(map(tuple, map(statements_of.get, ids, repeat(()))))
    opponents: dict[tuple[int, ...], int] = {}  # what each set of statements gives, once
    written: dict[tuple[int, ...], str] = {}  # as JSON
    tied: dict[tuple[int, ...], str | None] = {}  # the first of them that ties
    for mine in dict.fromkeys(mines):
        # the facts of the statements beating its own, but the fact itself: it is among
        # them when one of its statements beats another (its statements are exactly ``mine``)
        beaten = [j for k in mine for j in found.beaten(k)]
        opponents[mine] = len(set(chain.from_iterable(found.statements[j].facts
                                                      for j in beaten))) \
            - (not set(mine).isdisjoint(beaten))
        written[mine] = _dumps(mine)
        tied[mine] = next((ties[i] for i in mine if i in ties), None)
    # each fact's row made in C (map, zip) from those: no Python step a fact
    rows = zip(count(), map(status.__getitem__, ids),
               map(round, map(scores.__getitem__, ids), repeat(4)),
               map(opponents.__getitem__, mines), map(written.__getitem__, mines),
               map(tied.__getitem__, mines))
    for pos in range(len(ids)) if aliased is None else sorted(aliased):
        aliases.append((ids[pos], pos))
        aliases += [(m, pos) for m in kb.briefs[pos].merged]
    db.executemany("INSERT INTO fact_analysed VALUES (?,?,?,?,?,?)", rows)
    db.executemany("INSERT OR IGNORE INTO alias VALUES (?,?)", aliases)
    conflicts = analysis.conflicts  # their rows made in C: 50k at 100k facts
    pairs = list(map(attrgetter("ids"), conflicts))
    db.executemany("INSERT INTO conflict VALUES (?,?,?,?,?,?)", zip(
        map(itemgetter(0), pairs), map(itemgetter(1), pairs),
        *(map(attrgetter(name), conflicts) for name in ("kind", "said", "favoured",
                                                         "settled")), strict=True))
    keep(db, found)
    db.execute("INSERT OR REPLACE INTO meta VALUES ('sources', ?)",
               (_dumps({s.id: s.model_dump(exclude_none=True) for s in kb.sources}),))
    db.execute("INSERT OR REPLACE INTO meta VALUES ('trust', ?)", (_dumps(_trust(kb)),))
    db.execute("INSERT OR REPLACE INTO meta VALUES ('unit_typos', ?)",
               (_dumps(_unit_typos(kb)),))
    db.execute("INSERT OR REPLACE INTO meta VALUES ('possible_conflicts', ?)",
               (_dumps([c.as_dict() for c in analysis.possible]),))


def _unit_typos(kb: KnowledgeBase) -> list[dict[str, Any]]:
    """The likely unit typos (typos.unit_typos) of the facts no curator refuted, each marked
    ``quoted`` when its fact cites a source other than a curator."""
    from dataclasses import replace

    from .typos import as_records, unit_typos

    status = kb.analysis.status
    kinds = {s.id: s.kind for s in kb.sources}
    return as_records([
        replace(t, quoted=any(kinds.get(c.source) != "curator"
                              for c in kb.get(t.id).citations()))
        for t in unit_typos(kb.analysis.consensus, lambda fact_id: (
            a.text for a in kb.assertions(fact_id)))
        if status.get(t.id) != "refuted"])


def _conflicts(db: sqlite3.Connection, where: str = "", *args: str) -> list[dict[str, Any]]:
    """The conflict records (SPEC's, with ``settled``) of the rows ``where`` chooses."""
    return [{"ids": [a, b], "kind": kind, "reason": reason, "favoured": favoured,
             "settled": bool(settled)} for a, b, kind, reason, favoured, settled in db.execute(
                 f"SELECT a, b, kind, reason, favoured, settled FROM conflict {where}", args)]


def _trust(kb: KnowledgeBase) -> dict[str, float]:
    """Each declared source's trust as the scores weigh it: learned from the statements its
    origin (the source and its copies) backs, else its prior (its reliability, else its
    kind's)."""
    from .analysis.consensus import EDGE
    from .scoring import origin, reliability

    found = kb.analysis.consensus
    return {s.id: round(found.trust.get(found.copies.get(s.id) or origin(s, s.id),
                                        min(max(reliability(s), EDGE), 1 - EDGE)), 4)
            for s in kb.sources}
