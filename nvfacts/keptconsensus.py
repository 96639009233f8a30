"""The consensus as a View keeps it, read back a statement at a time.

A View keeps each fact's score and status, not the terms that explain the score: those are
made when a fact is shown, by the same function that scores facts while a store is analysed
(analysis.consensus.fact_terms), reading what the View kept of the consensus: per statement
its group, support, curated fact, rivals and witnesses (``agreement``), per witness its name
and trust (``witness``), and the trust it is weighed with in each group (``trust_used``). Floats
are kept as SQLite REALs (IEEE doubles) and as JSON numbers (shortest round-trip form), so the
terms are the very floats the analysis made.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .analysis.consensus import FactInputs, TrustBasis, Witness, trust_bases
from .scoring import DEFAULT_RELIABILITY, Term

if TYPE_CHECKING:
    from .analysis.consensus import Consensus


def _dumps(value: Any) -> str:
    import orjson

    return orjson.dumps(value).decode()


def _loads(text: str | bytes) -> Any:
    import orjson

    return orjson.loads(text)


def inputs_record(found: FactInputs) -> list[Any]:
    """``found`` as JSON values (its id is the fact's, kept beside it)."""
    return [[[w.origin, w.name, w.kind, w.prior, w.reported, list(w.copies), w.repeats,
              w.label] for w in found.witnesses],
            found.confidence, list(found.decided) if found.decided is not None else None]


def fact_inputs(fact_id: str, record: list[Any]) -> FactInputs:
    """The FactInputs ``inputs_record`` gave ``record`` of."""
    witnesses, confidence, decided = record
    return FactInputs(fact_id, [Witness(o, name, kind, prior, reported, tuple(copies), repeats,
                                        label)
                                for o, name, kind, prior, reported, copies, repeats, label
                                in witnesses],
                      confidence, Term(*decided) if decided is not None else None)


def keep(db: sqlite3.Connection, found: Consensus) -> None:
    """What fact_terms reads of ``found``, in the View's ``agreement``, ``witness`` and
    ``trust_used`` tables."""
    statements = found.statements
    named = {j for s in statements for j in s.rivals}  # what a rival's term names
    db.executemany("INSERT INTO agreement VALUES (?,?,?,?,?,?,?,?,?)", (
        (i, found.groups[i], found.support[i], found.stands_of(i), found.curated[i],
         found.best_fact(i) if i in named else None,
         found.describe(i) if i in named else None, _dumps(list(s.rivals)),
         _dumps(found.backers[i])) for i, s in enumerate(statements)))
    bases = trust_bases(found)
    db.executemany("INSERT INTO witness VALUES (?,?,?,?)",
                   ((o, found.names.get(o), t, _dumps(list(bases.get((o, -1), TrustBasis()))))
                    for o, t in found.trust.items()))
    db.executemany("INSERT INTO trust_used VALUES (?,?,?,?)",
                   ((o, g, t, _dumps(list(bases.get((o, g), TrustBasis()))))
                    for (o, g), t in found.used.items()))


class KeptConsensus:
    """The analysis.consensus.Agreement of a View's tables (``keep``), read as it is asked."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self._witness_terms: dict[tuple[Witness, float, TrustBasis | None], Term] = {}
        self._corroborating: dict[tuple[int, str, str, float], Term] = {}
        self._rival_terms: dict[tuple[int, ...], list[Term]] = {}
        self._rows: dict[int, tuple[Any, ...]] = {}
        self._backers: dict[int, dict[str, tuple[str, float]]] = {}
        self._ranked: dict[int, list[tuple[str, tuple[str, float]]]] = {}
        self._witnesses: dict[str, tuple[str | None, float] | None] = {}

    def _row(self, i: int) -> tuple[Any, ...]:
        found = self._rows.get(i)
        if found is None:
            found = self._rows[i] = self.db.execute(
                "SELECT grp, support, curated, best, described, rivals, stands FROM agreement "
                "WHERE pos = ?", (i,)).fetchone()
        return found

    def _witness(self, o: str) -> tuple[str | None, float] | None:
        if o not in self._witnesses:
            self._witnesses[o] = self.db.execute(
                "SELECT name, trust FROM witness WHERE origin = ?", (o,)).fetchone()
        return self._witnesses[o]

    def trust_in(self, o: str, i: int) -> float:
        row = self.db.execute("SELECT trust FROM trust_used WHERE origin = ? AND grp = ?",
                              (o, self._row(i)[0])).fetchone()
        return float(row[0]) if row is not None else self.trust_of(o, DEFAULT_RELIABILITY)

    def trust_basis(self, o: str, i: int) -> TrustBasis:
        row = self.db.execute("SELECT basis FROM trust_used WHERE origin = ? AND grp = ?",
                              (o, self._row(i)[0])).fetchone() or self.db.execute(
            "SELECT basis FROM witness WHERE origin = ?", (o,)).fetchone()
        return TrustBasis(*map(int, _loads(row[0]))) if row is not None else TrustBasis()

    def trust_of(self, o: str, default: float) -> float:
        found = self._witness(o)
        return float(found[1]) if found is not None else default

    def name_of(self, o: str) -> str | None:
        found = self._witness(o)
        return found[0] if found is not None else None

    def backers_of(self, i: int) -> dict[str, tuple[str, float]]:
        found = self._backers.get(i)
        if found is None:
            (text,) = self.db.execute("SELECT backers FROM agreement WHERE pos = ?",
                                      (i,)).fetchone()
            found = self._backers[i] = {o: (f, h) for o, (f, h) in _loads(text).items()}
        return found

    def ranked(self, i: int) -> list[tuple[str, tuple[str, float]]]:
        found = self._ranked.get(i)
        if found is None:  # as Consensus.ranked
            found = self._ranked[i] = sorted(self.backers_of(i).items(),
                                             key=lambda kv: (-kv[1][1], kv[1][0], kv[0]))
        return found

    def support_of(self, i: int) -> float:
        return float(self._row(i)[1])

    def stands_of(self, i: int) -> float:
        return float(self._row(i)[6])

    def curated_of(self, i: int) -> str | None:
        found = self._row(i)[2]
        return str(found) if found is not None else None

    def rivals_of(self, i: int) -> Iterable[int]:
        found: list[int] = _loads(self._row(i)[5])
        return found

    def best_fact(self, i: int) -> str:
        return str(self._row(i)[3])

    def describe(self, i: int) -> str:
        return str(self._row(i)[4])
