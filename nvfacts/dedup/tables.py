"""The lexicon's paraphrase tables compiled for reading meanings (phrase matchers and a few
short patterns), once per lexicon."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from ..lexicon import Lexicon
from ..lexicon import _Matcher as PhraseMatcher

_DIGITS = r"\d+(?:\.\d+)?"
def _phrases(items: Iterable[str]) -> str:
    """An alternation of phrases, longest first, spaces and hyphens interchangeable."""
    return "|".join(re.escape(p).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]*")
                    for p in sorted(items, key=len, reverse=True))


def _bounded(items: Iterable[str]) -> str:
    """An alternation of phrases that begin and end at word boundaries (ASCII words: Chinese
    has no spaces, so a Chinese phrase may sit anywhere)."""
    return "|".join((r"(?<![A-Za-z0-9_])" if p[0].isascii() and p[0].isalnum() else "") +
                    _phrases([p]) +
                    (r"(?![A-Za-z0-9_])" if p[-1].isascii() and p[-1].isalnum() else "")
                    for p in sorted(items, key=len, reverse=True))


@dataclass(frozen=True, slots=True)
class _Tables:
    """The lexicon's paraphrase tables, compiled: phrase matchers (pyahocorasick through the
    lexicon's matcher, letter case, spaces and hyphens aside) and a few short patterns."""

    rewrites: PhraseMatcher
    abbreviations: re.Pattern[str]
    abbreviation: dict[str, str]
    phrases: PhraseMatcher
    """Number words ("number:8"), domain terms ("term:all-reduce") and verbs ("class:have")."""
    word_class: frozenset[str]
    units: re.Pattern[str]
    unit: dict[str, str]
    """Units other than bandwidth, as written (symbols) or folded (words), to their symbol."""
    stop: frozenset[str]
    particles: re.Pattern[str]
    markers: re.Pattern[str]
    marker_hints: re.Pattern[str]
    """Words one of which is in any text an order marker matches (a cheap test first)."""
    negation: frozenset[str]
    negation_cjk: re.Pattern[str]
    named_for: dict[str, tuple[str, ...]]
    """The GPUs whose name a system's name holds as a word ("DGX H100": "H100")."""
    aliases: dict[str, str]
    """Each entity's aliases (as ``_key`` folds them) to its name."""
    ageless: frozenset[str]
    """Entities whose names hold no generation (no digit: "NVSwitch", "InfiniBand HDR")."""
    ordinal: dict[str, str]
    """Numbers and ordinals, as digits or words ("3", "third", "3rd"), to the number."""
    ordinals: frozenset[str]
    """The ordinals alone ("third", "3rd"): "the third NVSwitch" is its third generation."""
    architecture_of: dict[str, str]
    """An NVLink generation that one architecture alone uses, to it: "NVLink 1.0" says
    "Pascal" as "Pascal" says "NVLink 1.0"."""
    bounds: re.Pattern[str]
    """Words before a number that make it a bound: group "least" (at least) or "below"."""
    bound_hints: re.Pattern[str]
    """A word one of which is in any text ``bounds`` matches (a cheap test first)."""
    routes: frozenset[str]
    """Bound words that after a rate in their clause say what it runs over ("160 GB/s over
    four links"), not how many there are at least."""
    holders: PhraseMatcher
    """The domain terms whose words hold a qualifier's ("per node pair" holds "per node" when
    that is a scope): only these are looked for before the qualifiers are read."""
    held: frozenset[str]
    """The qualifier phrases (as ``_key`` folds them) that a domain term holds: only a claim
    with one of them is looked at for ``holders``."""
    term_of: dict[str, str]
    """Each domain term's phrases (as ``_key`` folds them) to its term ("group/term")."""
    multiples: re.Pattern[str]
    """Words that state a multiple of another figure ("doubles", "twice", "倍")."""
    predecessor: dict[str, str]
    """Each generation of a family to the generation before it ("PCIe 6.0": "PCIe 5.0")."""
    compared_before: re.Pattern[str]
    """Words right before what a figure is compared with ("compared with Ampere")..."""
    compared_after: re.Pattern[str]
    """...or right after it ("与 PCIe 5.0 相比")."""
    percent_more: re.Pattern[str]
    """A rise in percent ("50% more"): a multiple, 1.5x."""
    sole_gpu: dict[str, str]
    """Each GPU that is its architecture's one GPU to the architecture ("A100": "Ampere"):
    naming the architecture names it."""
    sole_arch: frozenset[str]
    """The architectures of one GPU."""


_COMPILED: dict[int, tuple[Lexicon, _Tables]] = {}


def _tables(lex: Lexicon) -> _Tables:
    held = _COMPILED.get(id(lex))
    if held is None or held[0] is not lex:
        held = _COMPILED[id(lex)] = (lex, _compile(lex))
    return held[1]


def _key(phrase: object) -> str:
    return re.sub(r"[\s\-]+", "", str(phrase).casefold())


def _compile(lex: Lexicon) -> _Tables:
    p = lex.paraphrase
    holders = _holders(lex)
    abbreviation = {str(k): str(v) for k, v in p["abbreviations"].items()}
    terms = {_key(phrase): f"{group}/{term}" for group, members in p["domain-terms"].items()
             for term, phrases in members.items() for phrase in phrases}
    word_class = {_key(w): name for name, words in p["word-classes"].items() for w in words}
    unit = {str(w): str(symbol) for symbol, spellings in p["measure-units"].items()
            for w in spellings}
    sole = {gpus[0]: arch for arch, gpus in _gpus_of(lex).items() if len(gpus) == 1}
    return _Tables(
        rewrites=PhraseMatcher({_key(k): str(v) for k, v in {
            **p["contractions"], **p["hyphenation"], **p["paraphrases"]}.items()}),
        abbreviations=re.compile(r"(?<![A-Za-z0-9_])(?:" + _longest_first(abbreviation) +
                                 r")(?![A-Za-z0-9_])"),
        abbreviation=abbreviation,
        phrases=PhraseMatcher({**{k: f"class:{v}" for k, v in word_class.items()},
                               **{k: f"number:{v}" for k, v in _number_words(p).items()},
                               **{k: f"term:{v}" for k, v in terms.items()}}),
        word_class=frozenset(word_class),
        units=re.compile(r"(?<![A-Za-z0-9_.])(" + _DIGITS + r")\s*(" + "|".join(
            re.escape(w) if _symbol(w) else f"(?i:{re.escape(w)})"
            for w in sorted(unit, key=len, reverse=True)) +
            r")(?![A-Za-z0-9_]|/(?![A-Za-z]))"),  # "16 GT/s/lane": a rate, per lane
        unit={w if _symbol(w) else w.casefold(): u for w, u in unit.items()},
        stop=frozenset(str(w).casefold() for w in p["general-stop-words"]),
        particles=re.compile(_longest_first(p["chinese-particles"])),
        markers=re.compile("|".join(f"(?:{m})" for m in p["order-markers"]), re.I),
        marker_hints=re.compile("|".join(sorted({
            re.escape(w.casefold()) for m in p["order-markers"]
            for w in re.findall(r"[A-Za-z\u4e00-\u9fff]+", re.sub(
                r".\?(?!:)|\\[a-zA-Z]|\(\?<?[=!].*|\[.*", "", m))}))),
        negation=frozenset(w.casefold() for w in p["negation"] if w.isascii()),
        negation_cjk=re.compile(_longest_first(w for w in p["negation"] if not w.isascii())),
        named_for=_named_for(lex),
        aliases={_key(a): e.name for e in lex.entities.values() for a in (e.name, *e.aliases)},
        ageless=frozenset(e for e in lex.entities if not any(c.isdigit() for c in e)),
        ordinal={**{str(k).casefold(): f"{float(v):g}"
                    for k, v in {**p["number-words"], **p["ordinals"]}.items()},
                 **{str(n): str(n) for n in range(1, 10)}},
        ordinals=frozenset(str(k).casefold() for k in p["ordinals"]),
        architecture_of=_architecture_of(lex),
        bounds=re.compile("(?:" + "|".join(
            f"(?P<{name}>{_bounded(p['number-bounds'][key])})"
            for name, key in (("least", "at-least"), ("below", "below"))) + r")\s*$", re.I),
        bound_hints=re.compile("|".join(sorted({
            re.escape(max(re.findall(r"\w+", str(phrase)), key=len))
            for group in p["number-bounds"].values() for phrase in group})), re.I),
        routes=frozenset(str(w).casefold()
                         for w in p["number-bounds"].get("route-after-a-rate", ())),
        holders=PhraseMatcher({_key(phrase): term for phrase, term in holders.items()}),
        held=frozenset(_key(phrase[w.start:w.end]) for phrase in holders
                       for w in lex.find_qualifiers(phrase)),
        term_of=terms,
        multiples=re.compile(r"(?<![A-Za-z_])(?:" + _phrases(str(w) for w in p["multiples"]) +
                             r")(?![A-Za-z_])", re.I),  # "2x the", "1.5 times", "3-fold"
        predecessor={e.name: before.name
                     for family in {e.family for e in lex.entities.values()} - {None}
                     for before, e in pairwise(e for e in lex.entities.values()
                                               if e.family == family)},
        compared_before=re.compile(r"(?:" + _bounded(p["compared-with"]["before"]) +
                                   r")\s+(?:the\s+)?$", re.I),
        compared_after=re.compile(r"\s*(?:" + _phrases(p["compared-with"]["after"]) + ")"),
        percent_more=re.compile(r"(?<![\w.])(" + _DIGITS + r")\s*%\s*(?=(?:" +
                                _bounded(p["percent-more"]) + r")\b)", re.I),
        sole_gpu=sole,
        sole_arch=frozenset(sole.values()))


def _longest_first(words: Iterable[str]) -> str:
    """An alternation of ``words`` as written, the longest first."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def _holders(lex: Lexicon) -> dict[str, str]:
    """Each phrase of a domain term that holds a qualifier's words ("per node pair"), to its
    term ("group/term")."""
    return {str(phrase): f"{group}/{term}"
            for group, members in lex.paraphrase["domain-terms"].items()
            for term, phrases in members.items() for phrase in phrases
            if any(w.kind in ("direction", "scope", "approx")
                   for w in lex.find_qualifiers(str(phrase)))}


def _number_words(p: dict[str, Any]) -> dict[str, str]:
    """Number words and ordinals (as ``_key`` folds them) to their number, with the English
    compounds up to 999 ("fifty-six", "two hundred and fifty-six")."""
    words = p["number-words"]
    number = {_key(k): f"{float(v):g}" for k, v in {**words, **p["ordinals"]}.items()}
    tens = {k: int(v) for k, v in words.items() if 20 <= int(v) <= 90}
    ones = {k: int(v) for k, v in words.items() if 1 <= int(v) <= 9 and
            str(k).isascii() and str(k).isalpha() and len(str(k)) > 2}
    below = {**{k: int(v) for k, v in words.items() if 1 <= int(v) <= 19 and
                str(k).isascii() and str(k).isalpha() and len(str(k)) > 2},
             **tens, **{f"{t}{o}": tv + ov for t, tv in tens.items() for o, ov in ones.items()}}
    number.update({_key(k): f"{v}" for k, v in below.items()})
    for o, ov in ones.items():  # "two hundred", "two hundred (and) fifty-six"
        number[_key(f"{o}hundred")] = f"{ov * 100}"
        number.update({_key(f"{o}hundred{joint}{k}"): f"{ov * 100 + v}"
                       for k, v in below.items() for joint in ("", "and")})
    return number


def _named_for(lex: Lexicon) -> dict[str, tuple[str, ...]]:
    """Each system to the GPUs (and superchips) whose name its name holds as a word."""
    gpus = [e.name for e in lex.entities.values() if e.kind in ("gpu", "superchip")]
    return {e.name: tuple(g for g in gpus if re.search(
        r"(?<![\w-])" + re.escape(g) + r"(?![\w-])", e.name))
        for e in lex.entities.values() if e.kind == "system"}


def _architecture_of(lex: Lexicon) -> dict[str, str]:
    """Each NVLink generation that one architecture alone uses, to that architecture."""
    architectures: dict[str, list[str]] = defaultdict(list)
    for e in lex.entities.values():
        if e.kind == "architecture" and e.uses:
            architectures[e.uses].append(e.name)
    return {uses: names[0] for uses, names in architectures.items() if len(names) == 1}


def _gpus_of(lex: Lexicon) -> dict[str, list[str]]:
    """Each architecture's GPUs (not its cards: the A800 is no A100)."""
    gpus: dict[str, list[str]] = defaultdict(list)
    for e in lex.entities.values():
        if e.kind == "gpu" and e.architecture:
            gpus[e.architecture].append(e.name)
    return gpus


def _symbol(unit: str) -> bool:
    """Whether a unit is a symbol (matched in the letter case written: "MB" is not "mb")."""
    return (len(unit) <= 6 and not unit.islower()) or not unit.isalpha()
