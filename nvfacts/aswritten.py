"""A bandwidth figure as its claims write it, where they write it in another unit than the one
it is kept in: '400 Gb/s' of an InfiniBand NDR port kept as 50 GB/s.

``answer`` leads with that figure (the statement's ``stated.written``); ``conflicts``, ``show``
and ``explain`` quote figures the same way through these, so a reader meets '400 Gb/s'
wherever nvfacts names that figure. JSON keeps each value in its unit and adds the text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import Any

from .lexicon import Lexicon
from .units import amount, symbols


def figure_written(value: float, direction: str | None, assertions: Iterable[dict[str, Any]],
                   lex: Lexicon) -> tuple[float, str, float] | None:
    """The bandwidth figure ``value`` (GB/s) stated in ``direction`` as the first of
    ``assertions`` stating it writes it: (number, its unit, that unit in GB/s), or None when
    none of them writes it in its text. The unit is the symbol nvfacts writes for the one the
    claim spells out ('57.6 terabytes per second' is '57.6 TB/s', '400 Gbps' '400 Gb/s')."""
    from .reading.figures import unit_factor, written_figure

    for a in assertions:
        if a["attribute"] == "bandwidth" and a["direction"] == direction and \
                (found := written_figure(value, a.get("text"), lex)):
            number, unit, factor = found
            return number, next((s for s in symbols() if abs(unit_factor(s, lex) - factor)
                                 <= 1e-9 * factor), unit), factor
    return None


def as_written(value: float, unit: str | None, direction: str | None,
               assertions: Iterable[dict[str, Any]], lex: Lexicon) -> str | None:
    """The figure as a claim stating it writes it ('400 Gb/s') when that is not how nvfacts
    writes ``value`` in ``unit`` ('50 GB/s'), else None."""
    found = figure_written(value, direction, assertions, lex)
    return shown_otherwise(found, value, unit) if found else None


def shown_otherwise(found: tuple[float, str, float], value: float, unit: str | None
                    ) -> str | None:
    """The figure ``found`` (figure_written's) as written, when nvfacts writes ``value`` in
    ``unit`` otherwise ('400 Gb/s' of 50 GB/s), else None: a figure written in GB/s, the unit
    it is kept in, reads as nvfacts writes it ('1.8 TB/s' of '1800 GB/s'), as ``answer``'s."""
    written = f"{found[0]:g} {found[1]}"
    return None if found[2] == 1 or written == amount(value, unit) else written


def figures(assertions: Iterable[dict[str, Any]], lex: Lexicon) -> dict[str, str]:
    """Each bandwidth figure of ``assertions`` as nvfacts writes it ('50 GB/s') to the figure
    as the claim writes it ('400 Gb/s'; itself when written so)."""
    found: dict[str, str] = {}
    for a in assertions:
        if a["attribute"] == "bandwidth":
            shown = amount(a["value"], a.get("unit"))
            written = as_written(a["value"], a.get("unit"), a["direction"], (a,), lex)
            found.setdefault(shown, written or shown)
    return found


def reworded(text: str, *tables: Mapping[str, str]) -> str | None:
    """``text`` with each figure as ``tables`` (``figures`` of the facts it speaks of) say its
    claims write it, or None when nothing changes. A figure two of them write differently
    ('50 GB/s' of one claim's '400 Gb/s' and of another's own '50 GB/s') is left as it is."""
    meant: dict[str, set[str]] = {}
    for table in tables:
        for shown, written in table.items():
            meant.setdefault(shown, set()).add(written)
    swaps = {shown: next(iter(w)) for shown, w in meant.items()
             if len(w) == 1 and shown not in w}
    if not swaps:
        return None
    pattern = re.compile(r"(?<![\d.,])(?:" + "|".join(
        re.escape(s) for s in sorted(swaps, key=len, reverse=True)) + r")(?![\w/])")
    changed = pattern.sub(lambda m: swaps[m.group(0)], text)
    return changed if changed != text else None


_FIGURE = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?) ([kKMGTP])([bB])/s(?![\w/])")
"""A bandwidth figure as messages write it: '900 Gb/s', '1.8 TB/s'."""


def unit_differs(text: str) -> str:
    """``text``, and when it sets a figure in bits against the same number in bytes ('900 Gb/s
    ... is not ... = 900 GB/s'), a note that the number agrees and the unit is what differs:
    read so, the message looks like two equal figures called different."""
    units: dict[tuple[str, str], dict[str, str]] = {}
    for m in _FIGURE.finditer(text):
        units.setdefault((m[1], m[2].upper()), {})[m[3]] = m[0]
    for found in units.values():
        if len(found) == 2:
            return (f"{text}; the numbers agree, the unit differs: {found['b']} is in bits, "
                    f"{found['B']} in bytes, 8 times as much (a unit typo?)")
    return text


def quote_figures(conflicts: Iterable[dict[str, Any]], terms: Iterable[dict[str, Any]],
                  assertions_of: Callable[[str], list[dict[str, Any]]], lex: Lexicon) -> None:
    """Give each conflict and score term naming a figure its claims write in another unit
    ``as_written``: its text with that figure as they write it ('400 Gb/s against 800 Gb/s'
    of '50 GB/s against 100 GB/s'), as ``answer`` quotes it. ``assertions_of``: a fact's
    assertions by its id."""
    table = cache(lambda fact_id: figures(assertions_of(fact_id), lex))
    for conflict in conflicts:
        if said := reworded(conflict["reason"], *map(table, conflict["ids"])):
            conflict["as_written"] = unit_differs(said)
    for term in terms:
        named = re.match(r"contradicted by (\S+) \(", str(term["term"]))
        if named and (said := reworded(str(term["term"]), table(named[1]))):
            term["as_written"] = unit_differs(said)
