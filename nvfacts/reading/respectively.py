"""The figures a "respectively" (分别) gives out in order: a chain of them right after 分别
("双向则分别为 128GB/s 和 256GB/s") or right before "respectively" ("128 and 256 GB/s,
respectively"), no name among them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..lexicon import Lexicon, Match
from .phrases import Span
from .quantities import Quantity
from .relations import _alternation, _whole_words


@dataclass(frozen=True, slots=True)
class _Words:
    """The lexicon's words (section ``relation-words``: ``list-respectively``,
    ``respectively-*``) around the figures a respectively gives out, as patterns."""

    after: re.Pattern[str]
    """Between 分别 (a Chinese word of ``list-respectively``) and the first figure it gives
    out."""
    before: re.Pattern[str]
    """Between the last figure a "respectively" (an English word of ``list-respectively``)
    gives out and the word."""
    gap: re.Pattern[str]
    """Between two figures of the chain."""


def _compile(lex: Lexicon) -> _Words:
    said = lex.relation_words

    def words(key: str, english: bool | None = None) -> list[str]:
        return [str(w) for w in said.get(key, []) if english is None or
                str(w)[:1].isascii() is english]

    return _Words(
        after=re.compile(r"(?:" + _alternation(words("list-respectively", False)) + r")\s*(?:" +
                         _alternation(words("respectively-verbs")) + r")?\s*$"),
        before=re.compile(r"\s*,?\s*(?:" + _alternation(words("list-respectively", True)) +
                          r")\b", re.I),
        gap=re.compile(r"\s*(?:,|/|\u3001|" + _whole_words(words("respectively-gap")) + r")\s*",
                       re.I))


def respective(text: str, sentence: Span, inside: Sequence[Quantity],
               mentions: Sequence[Match], lex: Lexicon) -> list[int]:
    """The figures (by index in ``inside``, the sentence's) that the sentence's 分别 or
    "respectively" gives out, in order; none unless there are two or more, one after another
    with nothing named between them."""
    said = lex.derived("respectively-words", _compile)
    for start in range(len(inside)):
        first = inside[start]
        opened = said.after.search(text, max(sentence.start, first.start - 8), first.start)
        end = start
        while end + 1 < len(inside) and said.gap.fullmatch(text, inside[end].end,
                                                       inside[end + 1].start):
            end += 1
        closed = said.before.match(text, inside[end].end)
        chain = list(range(start, end + 1))
        if len(chain) > 1 and (opened or closed) and not any(
                inside[start].start <= m.start < inside[end].end for m in mentions) and all(
                    inside[a].attribute == inside[b].attribute
                    for a, b in itertools.pairwise(chain)):
            return chain
    return []
