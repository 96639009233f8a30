"""Read what a claim asserts: subject, attribute, value with unit, direction, scope.

The reading is rule-based and driven by the lexicon: entity aliases are found first and masked,
so that the digits in "H100" or "GB200 NVL72" are never read as quantities; then bandwidths
(with bits and bytes and decimal prefixes normalised to GB/s), counts and years are found; each
qualifier word (direction, scope, approximation) goes to the nearest quantity in its clause; and
each quantity's subject is the nearest entity before it in its clause, seen through the
lexicon's relations (an H100's NVLink is NVLink 4.0). A ratio ("20 times") gives nothing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from .lexicon import Lexicon, Match, lexicon
from .model import Assertion

_NUM = r"(?<![A-Za-z0-9_.])(?<!\d,)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
UNIT_QUANTITY = re.compile(_NUM + r"\s*(TB/s|TBps|GB/s|GBps|MB/s|MBps|Tb/s|Tbps|Gb/s|Gbps|Gbit/s|"
                        r"Mb/s|Mbps)(?![A-Za-z])")
TO_GBPS = {"TB/s": 1000.0, "TBps": 1000.0, "GB/s": 1.0, "GBps": 1.0, "MB/s": 0.001,
            "MBps": 0.001, "Tb/s": 125.0, "Tbps": 125.0, "Gb/s": 0.125, "Gbps": 0.125,
            "Gbit/s": 0.125, "Mb/s": 0.000125, "Mbps": 0.000125}
_WORDS = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty"))}
_TENS = {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
_NUMBER_WORD = (r"(?:(?:" + "|".join(_TENS) + r")(?:[\s-](?:one|two|three|four|five|six|seven|"
                r"eight|nine))?|" + "|".join(sorted(_WORDS, key=len, reverse=True)) + ")")
_YEAR = re.compile(r"(?<!\d)(19[89]\d|20[0-4]\d)(?!\d)")
_CLAUSE = re.compile(r"[;。]|,?\s*\b(?:while|whereas|but|and|as well as|compared (?:to|with)|"
                     r"versus|vs\.)\b|,?\s*而|,?\s*但|以及", re.I)  # NFKC text: no full-width marks
_INSTRUMENT = re.compile(r"(?:\bvia|\bthrough|\busing|通过|经由)\s*(?:the\s+)?$", re.I)
_ADJACENT = re.compile(r"\s*(?:'s|\u2019s|的)?\s*(?:x16\s*)?(?:(?:link|bus|port)\s*)?",
                       re.I)
_DIGIT = re.compile(r"\d")
_RATIO = re.compile(r"^\s*(?:times|x\b|\u00d7|倍)", re.I)


@dataclass(slots=True)
class _Quantity:
    start: int
    end: int
    attribute: str
    value: float
    unit: str


def _number(text: str) -> float | None:
    text = text.lower().replace(",", "")
    if text[:1].isdigit():
        return float(text)
    if text in _WORDS:
        return float(_WORDS[text])
    parts = re.split(r"[\s-]", text)
    if parts[0] in _TENS:
        return float(_TENS[parts[0]] + (_WORDS.get(parts[1], 0) if len(parts) > 1 else 0))
    return None


def _mask(text: str, spans: list[Match]) -> str:
    chars = list(text)
    for m in spans:
        chars[m.start:m.end] = " " * (m.end - m.start)
    return "".join(chars)


@cache
def _count_pattern(nouns: tuple[str, ...]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(n).replace(r"\ ", r"\s*") for n in
                            sorted(nouns, key=len, reverse=True))
    return re.compile(r"(?<![A-Za-z0-9_.\-])(?<!\d,)(\d+|" + _NUMBER_WORD +
                      r")(?![A-Za-z0-9_.\-])\s*(?:" + alternatives + r")(?![A-Za-z])", re.I)


@cache
def _trigger_pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w) for w in words), re.I)


def _quantities(masked: str, lex: Lexicon) -> list[_Quantity]:
    found: list[_Quantity] = []
    for m in UNIT_QUANTITY.finditer(masked):
        value = float(m.group(1).replace(",", "")) * TO_GBPS[m.group(2)]
        found.append(_Quantity(m.start(), m.end(), "bandwidth", round(value, 6), "GB/s"))
    for attribute in ("link-count", "gpu-count"):
        spec = lex.attributes[attribute]
        for m in _count_pattern(tuple(spec["nouns"])).finditer(masked):
            number = _number(m.group(1))
            if number is not None and not _RATIO.match(masked[m.end():]):
                found.append(_Quantity(m.start(), m.end(), attribute, number, spec["unit"]))
    if _trigger_pattern(tuple(lex.attributes["introduced"]["triggers"])).search(masked):
        for m in _YEAR.finditer(masked):
            found.append(_Quantity(m.start(), m.end(), "introduced", float(m.group(1)), "year"))
    found.sort(key=lambda q: q.start)
    return found


def _clauses(text: str, masked: str) -> list[tuple[int, int]]:
    """Spans of the clauses a value's qualifiers and subject are looked for in. 'and' splits
    only between two parts that both hold a number ("launched in 2020 and NVLink 4.0 in 2022"),
    not inside a list of names ("links Grace and Hopper at 900 GB/s")."""
    bounds = [0]
    for m in _CLAUSE.finditer(text):
        if m.group(0).strip(" ,").lower() in ("and", "as well as"):
            rest = re.split(r"[;,.。]", masked[m.end():], maxsplit=1)[0]
            if not (_DIGIT.search(masked[bounds[-1]:m.start()]) and _DIGIT.search(rest)):
                continue
        bounds += [m.start(), m.end()]
    bounds.append(len(text))
    return [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]


def _resolved(name: str, attribute: str, context: set[str], lex: Lexicon) -> str:
    """The entity a quantity is really about: a GPU's or architecture's NVLink for interconnect
    attributes, and a bare 'NVLink' made specific by the GPUs the sentence names."""
    entity = lex.entities[name]
    if attribute in ("bandwidth", "link-count") and entity.kind in ("gpu", "architecture") \
            and entity.uses:
        return entity.uses
    if name == "NVLink":
        generations = {lex.entities[c].uses for c in context
                       if lex.entities[c].kind in ("gpu", "architecture") and lex.entities[c].uses}
        if len(generations) == 1:
            return generations.pop() or name
    return name


def _subject(q: _Quantity, clause: tuple[int, int], mentions: list[Match], text: str,
             lex: Lexicon) -> str | None:
    """The entity right before the value ("PCIe 5.0's 64 GB/s"), else the clause's first
    entity (its grammatical subject, as a rule), else the sentence's. A clause about a library
    ("NCCL reaches 40 GB/s") states a measurement, not a property: it gives no subject."""
    usable = [m for m in mentions
              if not _INSTRUMENT.search(text[max(0, m.start - 12):m.start])]
    if q.attribute == "introduced":
        interconnects = [m for m in usable if m.kind == "interconnect"]
        usable = interconnects or usable
    context = {m.value for m in mentions}
    before = [m for m in usable if clause[0] <= m.start and m.end <= q.start]
    inside = [m for m in usable if clause[0] <= m.start < clause[1]]
    pick: Match | None = None
    if before and _ADJACENT.fullmatch(text[before[-1].end:q.start]):
        pick = before[-1]
    elif inside:
        pick = inside[0]
    elif usable:
        pick = usable[0]
    if pick is None or pick.kind == "library":
        return None
    return _resolved(pick.value, q.attribute, context, lex)


def _value(number: float) -> float:
    return float(int(number)) if number.is_integer() else number


@dataclass(slots=True)
class Reading:
    """What reading a claim found: entity mentions, qualifier words outside entity names, and
    the assertions made of them."""

    mentions: list[Match]
    qualifiers: list[Match]
    assertions: list[Assertion]


def read(claim: str, lex: Lexicon | None = None) -> Reading:
    """Read ``claim``: its entities, qualifier words and assertions."""
    lex = lex or lexicon()
    text = unicodedata.normalize("NFKC", claim)
    mentions = lex.find_entities(text)
    masked = _mask(text, mentions)
    qualifiers = lex.find_qualifiers(masked)
    return Reading(mentions, qualifiers, _assertions(text, masked, mentions, qualifiers, lex))


def extract(claim: str, lex: Lexicon | None = None) -> list[Assertion]:
    """The assertions ``claim`` makes, in the order their values appear."""
    return read(claim, lex).assertions


def _assertions(text: str, masked: str, mentions: list[Match], qualifiers: list[Match],
                lex: Lexicon) -> list[Assertion]:
    quantities = _quantities(masked, lex)
    if not quantities:
        return []
    clauses = _clauses(text, masked)
    found: list[Assertion] = []
    for q in quantities:
        clause = next(c for c in clauses if c[0] <= q.start < c[1] or c[1] == len(text))
        subject = _subject(q, clause, mentions, text, lex)
        if subject is None:
            continue
        same = [o for o in quantities if clause[0] <= o.start < clause[1]]
        picked: dict[str, str] = {}
        for w in qualifiers:
            if not clause[0] <= w.start < clause[1] or w.kind in picked:
                continue
            if q.attribute != "bandwidth" and w.kind != "scope":
                continue
            nearest = min(same, key=lambda o: (min(abs(w.start - o.end), abs(o.start - w.end)),
                                               o.start))
            if nearest is q:
                picked[w.kind] = w.value
        found.append(Assertion(
            subject=subject, attribute=q.attribute, value=_value(q.value), unit=q.unit,
            direction=picked.get("direction"),  # type: ignore[arg-type]
            scope=picked.get("scope"),  # type: ignore[arg-type]
            approx=picked.get("approx"),  # type: ignore[arg-type]
            text=text[clause[0]:clause[1]].strip(" ,")))
    return found


PARALLEL_FROM = 20_000
"""Claims from which extraction is spread over all cores."""


def extract_many(claims: list[str]) -> list[list[Assertion]]:
    """``extract`` for each claim; a large batch is shared among worker processes."""
    from .batch import in_parallel

    if len(claims) < PARALLEL_FROM:
        return [extract(c) for c in claims]
    found = in_parallel(_extract_chunk, claims, from_size=PARALLEL_FROM)
    return [[Assertion.model_validate(a) for a in each] for each in found]


def _extract_chunk(claims: Sequence[str]) -> list[list[dict[str, object]]]:
    return [[a.model_dump() for a in extract(c)] for c in claims]
