"""Bandwidth figures likely written in the wrong unit: a claim giving in bits the number its
statement's consensus gives in bytes ('H100 NVLink: 900 Gbps' is 112.5 GB/s, where NVLink 4.0's
consensus is 900 GB/s), or in bytes the number the consensus gives in bits ('NDR: 400 GB/s per
port' where the port's rate is 400 Gb/s each way). The consensus beats such a figure as it does
any rival; ``conflicts`` and ``check --unread`` also name it as a likely typo, at its fact's
line, so that the claim's unit is corrected rather than the figure outweighed."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from itertools import accumulate
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import Problem
from .units import amount

if TYPE_CHECKING:
    from .analysis.consensus import Consensus

SAME = 0.01
"""Relative gap under which a figure's number in one unit is the consensus's in the other."""


@dataclass(frozen=True, slots=True)
class UnitTypo:
    """A fact whose figure is likely its statement's consensus written in the other unit."""

    id: str
    subject: str
    written: str
    """The figure as its claim writes it: '900 Gb/s', '1800 Gbps'."""
    meant: str
    """The consensus figure, the same number in the other unit: '900 GB/s'."""
    unit: str
    """The unit it is written in: 'bits' (for bytes) or 'bytes' (for bits)."""
    tidied: str = ""
    """The figure as messages write figures ('1.8 Tb/s') when its claim writes another number
    ('1800 Gb/s'; not '900 Gbps' for '900 Gb/s'), else empty."""
    quoted: bool = False
    """Its claim cites a source other than a curator: it quotes a page, which a corrected
    unit would misquote, so the note offers ``refute``."""

    def message(self) -> str:
        other = "bytes" if self.unit == "bits" else "bits"
        than = "1/8 of" if self.unit == "bits" else "8 times"
        said = self.written + (f" ({self.tidied})" if self.tidied else "")
        fix = (f"its claim quotes a source: if the source says so, refute it (nvfacts refute "
               f"{self.id} --evidence TEXT); correct the unit only if the claim misquotes it"
               ) if self.quoted else \
            f"if it means {self.meant}, correct the unit in its claim"
        return (f"note: '{self.id}' gives {self.subject} {said} where the consensus is "
                f"{self.meant}: likely a unit typo ({self.unit} written for {other}: "
                f"{self.written} is {than} {self.meant}); {fix}")


def unit_typos(consensus: Consensus,
               spans: Callable[[str], Iterable[str | None]] = lambda fact_id: ()
               ) -> list[UnitTypo]:
    """Each fact stating a bandwidth statement written in one unit ('bits' or 'bytes': its
    claims' ``Statement.written``) whose number, within SAME, is that of a better supported
    consensus figure (no rival beats or ties with it: a tied figure is no consensus) of the
    same subject and scope written in the other
    (a figure of another scope or none is no rival of it, but the same number is no chance).
    ``spans``: the texts a fact's figures were read from, where its figure is found as written
    (else it is written tidied)."""
    statements, support, groups = consensus.statements, consensus.support, consensus.groups
    found = []
    for i, s in enumerate(statements):
        if s.attribute != "bandwidth" or not s.written:
            continue
        value, direction = s.form()
        bits = s.written == "bits"
        number = value * 8 if bits else value  # as the claim writes it
        for j in sorted((j for j, r in enumerate(statements) if groups[j] == groups[i] and
                         r.key_scope == s.key_scope and r.written not in ("", s.written) and
                         support[j] > support[i] and not consensus.beaten(j) and
                         not consensus.tied(j)),
                        key=lambda j: (-support[j], j)):
            other, its = statements[j].form()
            meant = other if bits else other * 8
            if (direction and its and direction != its) or \
                    abs(number - meant) > SAME * max(meant, 1e-9):
                continue
            tidied = _figure(number, bits)
            for fact_id in s.facts:
                if fact_id not in s.implied:
                    written = _as_written(number / 8 if bits else number, spans(fact_id))
                    other = written.split()[:1] not in ([], tidied.split()[:1])  # not 900 Gbps
                    found.append(UnitTypo(fact_id, s.subject, written or tidied,
                                          _figure(meant, not bits), s.written,
                                          tidied if other else ""))
            break
    return found


def _figure(number: float, bits: bool) -> str:
    """``number`` (in G) as a figure in bits or bytes per second: '900 Gb/s', '1.8 TB/s'."""
    return amount(number, "Gb/s" if bits else "GB/s")


def _as_written(value: float, spans: Iterable[str | None]) -> str:
    """The figure of ``value`` GB/s as the first of ``spans`` writing it writes it ('1800
    Gb/s'), or empty when none does."""
    from .lexicon import lexicon
    from .reading.figures import written_figure

    for span in spans:
        if found := written_figure(value, span, lexicon()):
            return f"{found[0]:g} {found[1]}"
    return ""


def as_records(typos: list[UnitTypo]) -> list[dict[str, Any]]:
    """What a View keeps of them (JSON)."""
    return [asdict(t) for t in typos]


def in_store(path: Path, kept: list[dict[str, Any]]) -> list[tuple[Problem, UnitTypo]]:
    """The unit typos a View of the store at ``path`` kept, each with a note at its fact's
    claim in the file (the store is read for the places only when there is one)."""
    if not kept:
        return []
    places = _claim_places(path, {record["id"] for record in kept})
    found = []
    for record in kept:
        typo = UnitTypo(**record)
        if typo.id in places:
            found.append((Problem(str(path), *places[typo.id], typo.message()), typo))
    return found


_ID_LINE = re.compile(r"^[ ]*(?:- )?id:[ ]*[\"']?([^\s\"'#]+)", re.M)
"""A line giving an id ('  - id: c12'): where a fact asked for may start."""


def _claim_places(path: Path, ids: set[str]) -> dict[str, tuple[int, int]]:
    """The line and column of the claim of each fact of ``ids`` in the store at ``path``. Only
    the blocks of those facts are read, below the store's header, as the fact cache reads the
    facts an edit changed (factcache.py says why that equals reading them in place); a store
    that does not split so, or a fact not found so, has the whole store read."""
    from .factcache import BREAKS, split
    from .loader import load, parse_store
    from .storefile import read_text

    text = read_text(path)
    parts = split(text) if "\t" not in text and not any(c in text for c in BREAKS) else None
    if parts is not None:
        header, blocks = parts
        starts = list(accumulate((b.count("\n") for b in blocks),
                                 initial=header.count("\n") + 1))
        at = list(accumulate(map(len, blocks), initial=len(header)))
        chosen = sorted({bisect_right(at, m.start()) - 1 for m in _ID_LINE.finditer(text, at[0])
                         if m.group(1) in ids})
        small = header + "".join(blocks[k] for k in chosen)
        store, marks, problems = parse_store(small, str(path))
        if store is not None and marks is not None and not problems and \
                len(store.facts) == len(chosen):
            shift = list(accumulate((blocks[k].count("\n") for k in chosen),
                                    initial=header.count("\n") + 1))
            places = {}
            for j, (k, fact) in enumerate(zip(chosen, store.facts, strict=True)):
                line, column = marks.place(("facts", j, "claim"))
                places[fact.id] = (line - shift[j] + starts[k], column)
            if ids <= places.keys():
                return places
    loaded = load(path)
    return {f.id: loaded.marks.place(("facts", i, "claim"))
            for i, f in enumerate(loaded.store.facts) if f.id in ids}
