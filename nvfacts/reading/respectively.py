"""The figures a "respectively" (分别) gives out in order: a chain of them right after 分别
("双向则分别为 128GB/s 和 256GB/s") or right before "respectively" ("128 and 256 GB/s,
respectively"), no name among them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from ..lexicon import Match
from .phrases import Span
from .quantities import Quantity

_AFTER = re.compile(r"分别\s*(?:为|是|有|达到?|约为?)?\s*$")
"""Between 分别 and the first figure it gives out."""

_BEFORE = re.compile(r"\s*,?\s*respectively\b", re.I)
"""Between the last figure a "respectively" gives out and the word."""

_GAP = re.compile(r"\s*(?:,|/|\u3001|\band\b|\bor\b|和|与|及)\s*", re.I)
"""Between two figures of the chain."""


def respective(text: str, sentence: Span, inside: Sequence[Quantity],
               mentions: Sequence[Match]) -> list[int]:
    """The figures (by index in ``inside``, the sentence's) that the sentence's 分别 or
    "respectively" gives out, in order; none unless there are two or more, one after another
    with nothing named between them."""
    for start in range(len(inside)):
        first = inside[start]
        opened = _AFTER.search(text, max(sentence.start, first.start - 8), first.start)
        end = start
        while end + 1 < len(inside) and _GAP.fullmatch(text, inside[end].end,
                                                       inside[end + 1].start):
            end += 1
        closed = _BEFORE.match(text, inside[end].end)
        chain = list(range(start, end + 1))
        if len(chain) > 1 and (opened or closed) and not any(
                inside[start].start <= m.start < inside[end].end for m in mentions) and all(
                    inside[a].attribute == inside[b].attribute
                    for a, b in itertools.pairwise(chain)):
            return chain
    return []
