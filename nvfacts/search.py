"""Ranked fuzzy search over claims."""

from __future__ import annotations

from collections.abc import Sequence

MIN_SCORE = 80.0
"""Mean per-word match (0-100) below which a claim does not match the query text."""


def rank(claims: Sequence[str], text: str) -> list[tuple[int, float]]:
    """(index, score) of the claims matching ``text``, best first.

    Each query word is looked for in each claim (rapidfuzz partial_ratio, so '900GB/s' finds
    '900 GB/s' and 'NVLink' finds 'NVLink4'); a claim scores the mean over the words and must
    reach MIN_SCORE; the whole query's WRatio breaks ties, then store order."""
    from rapidfuzz import fuzz, process, utils

    folded = [utils.default_process(c) for c in claims]
    words = utils.default_process(text).split()
    if not words or not claims:
        return [(i, 100.0) for i in range(len(claims))] if not words else []
    means = process.cdist(words, folded, scorer=fuzz.partial_ratio, workers=-1).mean(axis=0)
    query = " ".join(words)
    hits = []
    for index in (means >= MIN_SCORE).nonzero()[0].tolist():
        score = float(means[index]) + fuzz.WRatio(query, folded[index]) / 1000
        hits.append((score, index))
    hits.sort(key=lambda hit: (-hit[0], hit[1]))
    return [(index, round(min(score, 100.0), 2)) for score, index in hits]
