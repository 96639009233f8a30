"""Ranked fuzzy search over claims, with filters on stored fields."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .lang import detect
from .model import Fact

MIN_SCORE = 80.0
"""Mean per-word match (0-100) below which a claim does not match the query text."""


@dataclass(slots=True)
class Filters:
    """Stored fields a fact must have to be listed; an empty filter lets everything through."""

    tags: Sequence[str] = ()
    sources: Sequence[str] = ()
    lang: str | None = None
    ids: set[str] | None = None

    def accepts(self, fact: Fact) -> bool:
        if self.tags and not set(self.tags) <= set(fact.tags):
            return False
        if self.sources and not {c.source for c in fact.sources} & set(self.sources):
            return False
        if self.lang and (fact.lang or detect(fact.claim)) != self.lang:
            return False
        return self.ids is None or fact.id in self.ids


def search(facts: Sequence[Fact], text: str | None,
           limit: int | None = None) -> list[tuple[Fact, float]]:
    """``facts`` best match to ``text`` first (all of them, in store order, without text)."""
    hits = _ranked(facts, text) if text and text.strip() else [(f, 100.0) for f in facts]
    return hits[:limit] if limit is not None else hits


def _ranked(pool: Sequence[Fact], text: str) -> list[tuple[Fact, float]]:
    """Each query word is looked for in each claim (rapidfuzz partial_ratio, so '900GB/s' finds
    '900 GB/s' and 'NVLink' finds 'NVLink4'); a claim scores the mean over the words, and the
    whole query's WRatio breaks ties."""
    from rapidfuzz import fuzz, process, utils

    claims = [utils.default_process(f.claim) for f in pool]
    words = utils.default_process(text).split()
    if not words:
        return [(f, 100.0) for f in pool]
    totals = [0.0] * len(pool)
    for word in words:
        for _, score, index in process.extract(word, claims, scorer=fuzz.partial_ratio,
                                               processor=None, limit=None):
            totals[index] += score
    query = " ".join(words)
    hits = []
    for index, total in enumerate(totals):
        mean = total / len(words)
        if mean >= MIN_SCORE:
            hits.append((mean + fuzz.WRatio(query, claims[index]) / 1000, index))
    hits.sort(key=lambda hit: (-hit[0], hit[1]))
    return [(pool[index], round(min(score, 100.0), 2)) for score, index in hits]
