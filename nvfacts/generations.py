"""Generations named by an ordinal or a version beside a name ("third-generation NVSwitch",
"第三代 NVSwitch", "NVSwitch 3.0", "NVSwitch Gen 3"): light, for the reader and for questions."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .lexicon import Lexicon

GENERATION = re.compile(r"第\s*([一二三四五六七八九\d])\s*代|\b(first|second|third|fourth|fifth|"
                        r"sixth|seventh|\d(?:st|nd|rd|th))[- ]gen(?:eration)?\b", re.I)
"""A generation named by its ordinal alone ("the 3rd-gen", "the fourth generation", "第三代"): of
the family the claim is about."""
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")
"""The English ordinals of GENERATION, first generation first; also how nvfacts names a
generation ("the fourth-generation NVSwitch")."""
ORDINAL = {w: i for i, w in enumerate("一二三四五六七八九", 1)} | {
    w: i for i, w in enumerate(ORDINAL_WORDS, 1)}
"""The generation an ordinal of GENERATION names."""
_VERSION = re.compile(r"\s*(?:gen(?:eration)?\s*([1-9])(?![\d.])|v?([1-9])\.0(?![\d.])|"
                      r"第\s*([一二三四五六七八九\d])\s*代)", re.I)
"""A version written right after a name: "NVSwitch 3.0", "NVSwitch Gen 3", "NVSwitch v4.0",
"NVSwitch 第一代"."""
_VERSION_INSIDE = re.compile(r"(?:\s|gen)([1-9])(?:\.0)?$", re.I)
"""A version a name's alias ends with ("NVSwitch 3")."""


def _compile_first(lex: Lexicon) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Right before a name, the word for its first generation with no "generation" after it
    (relation-words ``first-before``: "The first NVSwitch (2018) has 18 NVLink 2.0 ports" is the
    first generation's); right after it, the words for its first arrival (``first-arrival``,
    perhaps after a word of ``first-arrival-be``: "NVSwitch first appeared in 2020 with DGX A100"
    dates the first generation, whatever generation the system it names uses)."""
    from .reading.relations import spaced_words

    def said(key: str) -> str:
        return spaced_words(lex.words(key))

    return (re.compile(r"\b(?:" + said("first-before") + r")\s+$", re.I),
            re.compile(r"\s+(?:(?:" + said("first-arrival-be") + r")\s+)?(?:" +
                       said("first-arrival") + r")\b", re.I))


def generation_named(text: str, start: int, end: int, lex: Lexicon) -> int | None:
    """The generation an ordinal names right before or inside ``text[start:end]`` (a name:
    "third-generation NVSwitch", "第一代 NVSwitch", "the first NVSwitch"), or None."""
    g = next((g for g in GENERATION.finditer(text, max(0, start - 24), end)
              if g.end() >= start - 2), None)
    if g is None:
        first, first_after = lex.derived("first-generation", _compile_first)
        return 1 if first.search(text, max(0, start - 12), start) or \
            first_after.match(text, end) else None
    word = (g[1] or g[2]).lower()
    return ORDINAL.get(word) or int(word[0])


def version_named(text: str, start: int, end: int, lex: Lexicon) -> int | None:
    """The generation of the name at ``text[start:end]``: its ordinal (``generation_named``),
    else a version the name ends with or that follows it ("NVSwitch 3.0", "NVSwitch Gen 3")."""
    if (n := generation_named(text, start, end, lex)) is not None:
        return n
    if (inside := _VERSION_INSIDE.search(text, start, end)) is not None:
        return int(inside[1])
    after = _VERSION.match(text, end)
    if after is None:
        return None
    return int(after[1] or after[2]) if after[1] or after[2] else \
        ORDINAL.get(after[3]) or int(after[3])


def subject_generation(subject: str, text: str, lex: Lexicon) -> int | None:
    """The generation an ordinal or a version around ``subject``'s name in ``text`` names."""
    return next((n for m in lex.find_entities(text) if m.value == subject and
                 (n := version_named(text, m.start, m.end, lex)) is not None), None)


def figure_generation(subject: str, text: str, lex: Lexicon) -> int | None:
    """The generation of a switch chip named the same in every generation (NVSwitch) that a
    figure's own words ``text`` name: the one they name it by (``subject_generation``), else the
    one whose ports run the NVLink generation they name (``ports_generation``), else None."""
    own = subject_generation(subject, text, lex)
    return own if own is not None else ports_generation(subject, text, lex)


def claim_generation(subject: str, claim: str, lex: Lexicon) -> int | None:
    """The one generation a claim names ``subject`` by, for a figure whose own words name none
    ("Generation: NVSwitch 3.0; Ports: 64", "第一代 NVSwitch ... 每颗芯片有 18 个 NVLink 端口"):
    None when its names give two or none, or when it writes a generation word of no name of it
    ("First-gen NVSwitch: 18 ports. Second-gen: 36 ports": the 36 is no first generation's)."""
    names = [m for m in lex.find_entities(claim) if m.value == subject]
    named = {version_named(claim, m.start, m.end, lex) for m in names} - {None}
    if len(named) != 1 or any(not any(m.start - 24 <= g.start() and m.start - 2 <= g.end() <= m.end
                                      for m in names) for g in GENERATION.finditer(claim)):
        return None
    return named.pop()


def ports_generation(subject: str, text: str, lex: Lexicon) -> int | None:
    """The generation of a switch chip named the same in every generation (NVSwitch) that the
    NVLink generation its clause ``text`` names is: the one generation of NVLink the clause names,
    itself or through a product using it ("72 NVLink 5 ports on Blackwell", "Each NVSwitch on the
    HGX H100 baseboard exposes 64 ports"), and the switch generation whose ports run it (the
    lexicon's relation-words ``switch-generations-by-nvlink``, first generation first), else
    None (two generations named, or none)."""
    order = lex.words("switch-generations-by-nvlink")
    if not order or lex.entities.get(subject) is None:
        return None
    named = set()
    for m in lex.find_entities(text):
        e = lex.entities.get(m.value)
        if e is None or m.value == subject:
            continue
        used = m.value if e.family == "NVLink" else e.uses
        if used is not None and (lex.entities[used].family if used in lex.entities else None) \
                == "NVLink":
            named.add(used)
    if len(named) != 1:
        return None
    used = named.pop()
    return order.index(used) + 1 if used in order else None


def assertion_generations(assertions: Sequence[Mapping[str, Any]], lex: Lexicon
                          ) -> list[int | None]:
    """Of each assertion record (``show``'s), about a switch chip named the same in every
    generation (NVSwitch), the generation its words name, as the conflicts compare it
    (``figure_generation``: 'NVSwitch Gen 4 has 72 ports', '72 NVLink 5 ports on Blackwell');
    None for none or another subject."""
    found: list[int | None] = []
    for a in assertions:
        entity = lex.entities.get(a["subject"])
        text = a.get("text") or ""
        found.append(figure_generation(entity.name, text, lex) if entity is not None and
                     entity.kind == "switch" and entity.family is None and text else None)
    return found
