"""The event a claim words a year as: shown ("announced at GTC 2014", "于 2023 年 11 月发布") or
on sale ("shipped in 2016", "became available in 2024") or a later version's ("the DGX-1
refresh with V100 in 2017"), from the lexicon's ``introduced`` words ``announced``,
``available`` and ``variant``; for conflicts, where a year shown and a later year on sale are
two events, not two answers, and a later version's year is no year of the product's own."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .model import Assertion

if TYPE_CHECKING:
    from .lexicon import Lexicon

_OTHER_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_BREAK = re.compile(r"[,;。:\uff0c\uff1b\uff1a]")
EVENTS = ("announced", "available", "variant")


def _patterns(lex: Lexicon) -> dict[str, re.Pattern[str]]:
    spec = lex.attributes.get("introduced", {})
    return {kind: re.compile(r"(?<![A-Za-z])(?:" + "|".join(
        re.escape(w) for w in sorted(spec.get(kind, []), key=len, reverse=True)) +
        r")(?![A-Za-z])", re.I) for kind in EVENTS if spec.get(kind)}


def year_event(a: Assertion, lex: Lexicon) -> str | None:
    """"announced", "available" or "variant" for a year whose nearest such word, before it (up
    to another year or 40 characters) or else after it up to a break ("于 2023 年 11 月发布"),
    is of that kind; None for other years and other attributes."""
    text = a.text or ""
    if a.attribute != "introduced" or not text:
        return None
    at = text.find(str(int(a.value)))
    if at < 0:
        return None
    patterns = lex.derived("year-events", _patterns)
    start = max([max(0, at - 40), *(m.end() for m in _OTHER_YEAR.finditer(text, 0, at))])
    after = text[at + 4:]
    end = at + 4 + min([len(after), *(m.start() for m in (_BREAK.search(after),
                                                            _OTHER_YEAR.search(after)) if m)])
    before = [(m.end(), kind) for kind, p in patterns.items() for m in p.finditer(text, start, at)]
    if before:
        return max(before)[1]
    later = [(m.start(), kind) for kind, p in patterns.items()
             for m in p.finditer(text, at + 4, end)]
    return min(later)[1] if later else None
