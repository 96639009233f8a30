"""Bandwidth figures as a claim writes them ('900 GB/s', '400 Gb/s'): the pattern that finds
them, each unit in GB/s, and which of a claim's figures its fact's assertions stand on.

Apart from quantities (the claim reader's patterns, 0.1 s to compile) so that `show` and
`answer`, which quote figures, load this one pattern only."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .numbers import DIGITS, NUMBER, value

if TYPE_CHECKING:
    from ..lexicon import Lexicon


def alternatives(words: list[str]) -> str:
    """A regex alternation of ``words``, longest first, a space in one matching any run of
    spaces or none."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s*") for w in
                    sorted(words, key=len, reverse=True))


def ahead(*alternations: str) -> str:
    """A lookahead for the characters the alternatives of ``alternations`` (regexes of words
    joined by '|') start with: a cheap test at each position before each alternative is tried
    (a pattern that ignores case skips none by its first letter). Compile it with the same flags;
    empty where an alternative starts with anything but a letter, a digit or a Han character."""
    firsts: set[str] = set()
    for alternation in alternations:
        depth, in_class, starts, i = 0, False, True, 0
        while i < len(alternation):
            c = alternation[i]
            if starts:
                if not (c.isalnum() or not c.isascii()) or alternation[i + 1:i + 2] in ("?", "*",
                                                                                    "{"):
                    return ""  # "(?:even )?though", "s?": any character may come first
                firsts.add(c)
                starts = False
            elif c == "\\":
                i += 1
            elif in_class:
                in_class = c != "]"
            elif c == "[":
                in_class = True
            elif c in "()":
                depth += 1 if c == "(" else -1
            elif c == "|" and depth == 0:
                starts = True
            i += 1
        if starts:
            return ""  # an empty alternative
    return "(?=[" + re.escape("".join(sorted(firsts))) + "])"


@dataclass(frozen=True, slots=True)
class Units:
    """The lexicon's bandwidth units: each as written to GB/s, their alternation (symbols in
    the case written, words in any) and a number followed by one."""

    factors: dict[str, float]
    alternation: str
    bandwidth: re.Pattern[str]


def _compile_units(lex: Lexicon) -> Units:
    symbols = {k: float(v) for k, v in lex.units.get("symbols", {}).items()}
    words = {k.lower(): float(v) for k, v in lex.units.get("words", {}).items()}
    units = alternatives(list(symbols)) + "|(?i:" + alternatives(list(words)) + ")"
    return Units({**symbols, **words}, units,
                 re.compile("(" + DIGITS + r")\s*(" + units + r")(?![A-Za-z])"))


def units(lex: Lexicon) -> Units:
    return lex.derived("figures", _compile_units)


def unit_factor(unit: str, lex: Lexicon) -> float:
    """GB/s in one ``unit`` as written ("Gb/s" -> 0.125, "Terabytes per second" -> 1000)."""
    factors = units(lex).factors
    return factors.get(unit) or factors[re.sub(r"\s+", " ", unit.lower())]


def bandwidth_pattern(lex: Lexicon) -> re.Pattern[str]:
    """A number and a bandwidth unit: group 1 the number, group 2 the unit."""
    return units(lex).bandwidth


def _same(gbps: float, other: float) -> bool:
    """Whether two figures in GB/s are one figure (equal but for float rounding)."""
    return abs(gbps - other) <= 1e-6 * max(abs(other), 1.0)


def _written(text: str, lex: Lexicon) -> Iterator[tuple[re.Match[str], float, float]]:
    """Each bandwidth figure ``text`` writes: its match, its number and its unit in GB/s."""
    for m in bandwidth_pattern(lex).finditer(text):
        try:
            number = float(m.group(1).replace(",", ""))
        except ValueError:
            continue
        yield m, number, unit_factor(m.group(2), lex)


def written_figure(value: float, text: str | None, lex: Lexicon
                   ) -> tuple[float, str, float] | None:
    """The bandwidth figure (``value`` in GB/s) as its claim's text writes it: the number, the
    unit as written and that unit in GB/s ('400 Gb/s': 400, 'Gb/s', 0.125); None when the text
    writes no such figure."""
    return next(((number, m.group(2), factor) for m, number, factor in _written(text or "", lex)
                 if _same(number * factor, value)), None)


def figure_starts(text: str, lex: Lexicon) -> list[int]:
    """Where ``text`` writes each bandwidth figure (a number with its unit)."""
    return [m.start() for m, _, _ in _written(text, lex)]


def figure_start(value: float, unit: str | None, text: str, lex: Lexicon) -> int:
    """Where ``text`` writes the bandwidth figure ``value`` ``unit`` with a unit beside it
    ("16 GB/s", not the 16 of "16 GT/s" before it); else where the bare number first appears;
    -1 when neither is written."""
    factors = units(lex).factors
    factor = factors.get(unit or "") or factors.get(re.sub(r"\s+", " ", (unit or "").lower()))
    if factor:
        found = next((m.start() for m, number, f in _written(text, lex)
                      if _same(number * f, value * factor)), None)
        if found is not None:
            return found
    return text.find(f"{value:g}")


_FACTOR_BEFORE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*[x\u00d7*]\s*$", re.I)
_EQUALS_AFTER = re.compile(r"\s*[=\uff1d]\s*")
_FACTOR_AFTER = re.compile(r"\s*[x\u00d7*]\s*(\d+(?:\.\d+)?)(?![\w.])\s*[=\uff1d]\s*", re.I)
PRODUCT_TAIL = re.compile(r"(?:\s*[x\u00d7*]\s*\d+(?:\.\d+)?(?![\w.]))?\s*[=\uff1d]\s*", re.I)
"""What may come between a product's operand and the total it comes to: the equals sign, after
the bare factor when it follows the operand ("985 MB/s * 4 = 3.94 GB/s")."""


def product_factor(text: str, start: int, end: int) -> float | None:
    """The bare factor a figure written at ``start:end`` is multiplied by in a product written
    out ("8 x 50 GB/s = ...", "985 MB/s * 4 = ...": 8, 4), the figure being an operand of it, no
    figure of its own; None when it is no such operand (a factor naming what it counts, "12
    links x 50 GB/s", is none)."""
    after = _FACTOR_AFTER.match(text, end)
    if after is not None:
        return float(after.group(1))
    before = _FACTOR_BEFORE.search(text, max(0, start - 12), start)
    return float(before.group(1)) if before is not None and \
        _EQUALS_AFTER.match(text, end) is not None else None


@dataclass(frozen=True, slots=True)
class Derived:
    """A figure of a claim that is the arithmetic of a figure read from it: '7.2 TB/s' is
    ``times`` 8 x ``of`` '900 GB/s' where the claim says '8 GPUs'."""

    figure: str
    of: str
    times: int


MULTIPLE = 0.01
"""Relative gap under which a figure is a read figure times a count (130 TB/s is 72 x 1.8)."""


def figures_read(claim: str, stated: Iterable[tuple[float, str | None]], lex: Lexicon
                 ) -> tuple[list[str], list[Derived]]:
    """The bandwidth figures of ``claim`` (as written: '900 GB/s') that none of ``stated``, the
    (value, unit) of its fact's assertions, stands on (what the fact's score does not rest on),
    and those none of ``stated`` is but one of them times a count the claim writes ('8 GPUs',
    'eight'): read, as the score rests on what they follow from."""
    factors = units(lex).factors
    read = []
    for value_, unit in stated:
        factor = factors.get(unit or "") or factors.get(re.sub(r"\s+", " ", (unit or "").lower()))
        if factor:
            read.append(value_ * factor)
    written = [(f"{m.group(1)} {m.group(2)}", number * factor)
               for m, number, factor in _written(claim, lex)]
    found: dict[str, None] = {}
    derived: dict[str, Derived] = {}
    counts: list[int] | None = None
    for (figure, gbps), (m, _, _) in zip(written, _written(claim, lex), strict=True):
        if any(_same(gbps, r) for r in read) or (
                (factor := product_factor(claim, m.start(), m.end())) is not None and
                any(_same(factor * gbps, r) for r in read)):
            continue  # read, or the operand of a product read ("8 x 50 GB/s = 400 GB/s")
        if lex.derived("lane-after-figure", _lane_after).match(claim, m.end()):
            continue  # "100 Gbit/s per lane": a lane's rate, which nothing stores, not unclear
        if counts is None:
            counts = _counts(bandwidth_pattern(lex).sub(" ", claim))
        times = next(((n, r) for n in counts for r in read
                      if abs(gbps - n * r) <= MULTIPLE * max(abs(gbps), 1e-9)), None)
        if times is not None:
            of = next((f for f, g in written if _same(times[1], g)), f"{times[1]:g} GB/s")
            derived.setdefault(figure, Derived(figure, of, times[0]))
        else:
            found[figure] = None
    return list(found), list(derived.values())


def _lane_after(lex: Lexicon) -> re.Pattern[str]:
    """The lexicon's lane words (``none: lane``) right after a figure: "100 Gbit/s per lane",
    "50 Gb/s each lane", "25GB/s 每条通道"."""
    return re.compile(r"\s*(?:" + "|".join(
        re.escape(w).replace(r"\ ", r"[\s-]*")
        for w in sorted(lex.qualifiers["none"]["lane"], key=len, reverse=True)) + ")", re.I)


@cache
def _count_pattern() -> re.Pattern[str]:
    """A number in digits, words or Chinese numerals (compiled when a figure is not read)."""
    return re.compile(NUMBER, re.I)


def _counts(text: str) -> list[int]:
    """The whole numbers from 2 that ``text`` (a claim without its figures) writes, in digits,
    words or Chinese numerals: the counts a figure of it may be a multiple by."""
    found = []
    for m in _count_pattern().finditer(text):
        n = value(m.group(0))
        if n is not None and n >= 2 and n == int(n) and int(n) not in found:
            found.append(int(n))
    return found
