"""The lexicon's paraphrase tables compiled for reading meanings (phrase matchers and a few
short patterns), once per lexicon."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise

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
    holders = {str(phrase): f"{group}/{term}" for group, members in p["domain-terms"].items()
               for term, phrases in members.items() for phrase in phrases
               if any(w.kind in ("direction", "scope", "approx")
                      for w in lex.find_qualifiers(str(phrase)))}
    rewrite = {_key(k): str(v) for k, v in {**p["contractions"], **p["hyphenation"],
                                            **p["paraphrases"]}.items()}
    abbreviation = {str(k): str(v) for k, v in p["abbreviations"].items()}
    terms = {_key(phrase): f"{group}/{term}" for group, members in p["domain-terms"].items()
             for term, phrases in members.items() for phrase in phrases}
    word_class = {_key(w): name for name, words in p["word-classes"].items() for w in words}
    number = {_key(k): f"{float(v):g}" for k, v in {**p["number-words"],
                                                    **p["ordinals"]}.items()}
    unit = {str(w): str(symbol) for symbol, spellings in p["measure-units"].items()
            for w in spellings}
    gpus = [e.name for e in lex.entities.values() if e.kind in ("gpu", "superchip")]
    named_for = {e.name: tuple(g for g in gpus if re.search(
        r"(?<![\w-])" + re.escape(g) + r"(?![\w-])", e.name))
        for e in lex.entities.values() if e.kind == "system"}
    architectures: dict[str, list[str]] = defaultdict(list)
    for e in lex.entities.values():
        if e.kind == "architecture" and e.uses:
            architectures[e.uses].append(e.name)
    tens = {k: int(v) for k, v in p["number-words"].items() if 20 <= int(v) <= 90}
    ones = {k: int(v) for k, v in p["number-words"].items() if 1 <= int(v) <= 9 and
            str(k).isascii() and str(k).isalpha() and len(str(k)) > 2}
    below = {**{k: int(v) for k, v in p["number-words"].items() if 1 <= int(v) <= 19 and
                str(k).isascii() and str(k).isalpha() and len(str(k)) > 2},
             **tens, **{f"{t}{o}": tv + ov for t, tv in tens.items() for o, ov in ones.items()}}
    number.update({_key(k): f"{v}" for k, v in below.items()})
    for o, ov in ones.items():  # "two hundred", "two hundred (and) fifty-six"
        number[_key(f"{o}hundred")] = f"{ov * 100}"
        number.update({_key(f"{o}hundred{joint}{k}"): f"{ov * 100 + v}"
                       for k, v in below.items() for joint in ("", "and")})
    return _Tables(
        PhraseMatcher(rewrite),
        re.compile(r"(?<![A-Za-z0-9_])(?:" + "|".join(
            re.escape(k) for k in sorted(abbreviation, key=len, reverse=True)) +
            r")(?![A-Za-z0-9_])"), abbreviation,
        PhraseMatcher({**{k: f"class:{v}" for k, v in word_class.items()},
                       **{k: f"number:{v}" for k, v in number.items()},
                       **{k: f"term:{v}" for k, v in terms.items()}}),
        frozenset(word_class),
        re.compile(r"(?<![A-Za-z0-9_.])(" + _DIGITS + r")\s*(" + "|".join(
            re.escape(w) if _symbol(w) else f"(?i:{re.escape(w)})"
            for w in sorted(unit, key=len, reverse=True)) +
            r")(?![A-Za-z0-9_]|/(?![A-Za-z]))"),  # "16 GT/s/lane": a rate, per lane
        {w if _symbol(w) else w.casefold(): u for w, u in unit.items()},
        frozenset(str(w).casefold() for w in p["general-stop-words"]),
        re.compile("|".join(re.escape(w) for w in sorted(p["chinese-particles"], key=len,
                                                          reverse=True))),
        re.compile("|".join(f"(?:{m})" for m in p["order-markers"]), re.I),
        re.compile("|".join(sorted({re.escape(w.casefold()) for m in p["order-markers"]
                                    for w in re.findall(r"[A-Za-z\u4e00-\u9fff]+", re.sub(
                                        r".\?(?!:)|\\[a-zA-Z]|\(\?<?[=!].*|\[.*", "", m))}))),
        frozenset(w.casefold() for w in p["negation"] if w.isascii()),
        re.compile("|".join(re.escape(w) for w in sorted(p["negation"], key=len, reverse=True)
                            if not w.isascii())), named_for,
        {_key(a): e.name for e in lex.entities.values() for a in (e.name, *e.aliases)},
        frozenset(e for e in lex.entities if not any(c.isdigit() for c in e)),
        {**{str(k).casefold(): f"{float(v):g}" for k, v in {**p["number-words"],
                                                           **p["ordinals"]}.items()},
         **{str(n): str(n) for n in range(1, 10)}},
        frozenset(str(k).casefold() for k in p["ordinals"]),
        {uses: names[0] for uses, names in architectures.items() if len(names) == 1},
        re.compile("(?:" + "|".join(f"(?P<{name}>{_bounded(p['number-bounds'][key])})"
                                    for name, key in (("least", "at-least"), ("below", "below")))
                   + r")\s*$", re.I),
        re.compile("|".join(sorted({re.escape(max(re.findall(r"\w+", str(phrase)), key=len))
                                    for group in p["number-bounds"].values()
                                    for phrase in group})), re.I),
        frozenset(str(w).casefold() for w in p["number-bounds"].get("route-after-a-rate", ())),
        PhraseMatcher({_key(phrase): term for phrase, term in holders.items()}),
        frozenset(_key(phrase[w.start:w.end]) for phrase in holders
                  for w in lex.find_qualifiers(phrase)), terms,
        re.compile(r"(?<![A-Za-z_])(?:" + _phrases(str(w) for w in p["multiples"]) +
                   r")(?![A-Za-z_])", re.I),  # "2x the", "1.5 times", "3-fold": a digit before
        {e.name: before.name for family in {e.family for e in lex.entities.values()} - {None}
         for before, e in pairwise(e for e in lex.entities.values() if e.family == family)},
        re.compile(r"(?:" + _bounded(p["compared-with"]["before"]) + r")\s+(?:the\s+)?$",
                   re.I),
        re.compile(r"\s*(?:" + _phrases(p["compared-with"]["after"]) + ")"),
        re.compile(r"(?<![\w.])(" + _DIGITS + r")\s*%\s*(?=(?:" + _bounded(p["percent-more"]) +
                   r")\b)", re.I),
        {gpus[0]: arch for arch, gpus in _gpus_of(lex).items() if len(gpus) == 1},
        frozenset(arch for arch, gpus in _gpus_of(lex).items() if len(gpus) == 1))


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
