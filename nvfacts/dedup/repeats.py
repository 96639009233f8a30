"""The claims that could repeat a new one (``could_repeat``): what ``add`` reads the meaning of
instead of the whole store."""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Sequence

from ..extract import bandwidth_quantity, to_gbps
from ..lexicon import Lexicon, lexicon


def could_repeat(claim: str, texts: Sequence[str]) -> list[int]:
    """Indexes of the texts that might be duplicates of ``claim``: those naming each entity it
    names, by any name the matcher reads as it (an alias, an abbreviation of one, or for a
    generation its family's name, which a GPU named beside it makes that generation: 'The H200
    has 18 NVLink links'; a GPU also by its architecture's, an architecture by its GPUs' and
    their NVLink's), and writing one of its bandwidths in GB/s, TB/s, Gb/s or Tb/s or a number
    in words (a duplicate names the same entities and figures); every text when the claim
    names and figures nothing. Lets ``add`` skip reading the meaning of a whole store;
    tests/test_dedup.py checks that it keeps every pair the matcher merges in the labelled
    sets."""
    lex = lexicon()
    claim = unicodedata.normalize("NFKC", claim)
    short = _abbreviations(lex)
    tests = [re.compile(_alternation(_names_of(m, lex, short)), re.I)
             for m in {m.value for m in lex.find_entities(claim)}]
    figures = _figures_written(claim, lex)
    if figures is not None:
        tests.append(figures)
    if not tests:
        return list(range(len(texts)))
    kept = [(i, unicodedata.normalize("NFKC", t)) for i, t in enumerate(texts)]
    for test in tests:
        kept = [(i, t) for i, t in kept if test.search(t)]
    return [i for i, _ in kept]


def _abbreviations(lex: Lexicon) -> dict[str, list[str]]:
    """Each phrase the lexicon abbreviates (in lower case), to its abbreviations."""
    short: dict[str, list[str]] = defaultdict(list)
    for abbreviation, full in (lex.paraphrase.get("abbreviations") or {}).items():
        short[str(full).lower()].append(str(abbreviation))
    return short


def _names_of(entity: str, lex: Lexicon, short: dict[str, list[str]]) -> set[str]:
    """Every name the matcher reads as ``entity``: its aliases and their abbreviations, its
    family's names, and for a GPU its architecture's and their NVLink's ('Hopper GPU': H100),
    for an architecture its GPUs'."""
    found = lex.entities[entity]
    kin = [e for e in lex.entities.values() if found.architecture == e.name or
           e.architecture == entity]  # a GPU and its architecture ('Hopper GPU': H100)
    kin += [lex.entities[e.uses] for e in kin if e.uses in lex.entities]  # its NVLink
    own = {entity, *found.aliases, *(n for e in kin for n in (e.name, *e.aliases))}
    return {*own, *(a for n in own for a in short.get(n.lower(), ())),
            *(_names_of(found.family, lex, short) if found.family else ())}


def _alternation(alternatives: Iterable[str]) -> str:
    """An alternation of phrases, longest first, spaces and hyphens optional between parts,
    behind a look at the next character for one a phrase starts with: re does not skip the
    places no phrase starts at when the case is ignored, and tried each phrase at every
    character of a 100k-claim store (2 s of ``add``; 0.5 s so)."""
    phrases = sorted(alternatives, key=len, reverse=True)
    either = "|".join(re.escape(a).replace(r"\ ", r"[\s-]*").replace(r"\-", r"[\s-]*")
                      for a in phrases)
    if not phrases or any(a[:1] in ("", " ", "-") for a in phrases):
        return either  # a phrase that may start anywhere
    return f"(?=[{''.join(sorted({re.escape(a[0]) for a in phrases}))}])(?:{either})"


def _figures_written(claim: str, lex: Lexicon) -> re.Pattern[str] | None:
    """A pattern for the claim's bandwidths as a duplicate may write them (in GB/s, TB/s,
    Gb/s or Tb/s, or a number in words), or None when it states none."""
    figures = {float(q.group(1).replace(",", "")) * to_gbps(q.group(2), lex)
               for q in bandwidth_quantity(lex).finditer(claim)}
    if not figures:
        return None
    # with thousands separators ('7,200'); not below a thousand, where that is only the figure
    # rounded (0.9 TB/s as '1', which every claim with a 1 in it held)
    written = {f for v in figures for x in (v, v * 8, v / 1000, v * 8 / 1000)
               for f in (f"{x:g}", f"{x:,.0f}" if x >= 1000 else "0") if f not in ("0", "0.0")}
    words = [str(w) for w in lex.paraphrase.get("number-words") or {}]
    return re.compile(rf"{_alternation(written)}|\b(?:{_alternation(words)})\b|"
                      r"[一二三四五六七八九十百千]", re.I)
