"""Source ids given on the command line or in an input: a typo of a declared id is refused."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from .errors import UsageError
from .textsafe import visible

if TYPE_CHECKING:
    from .model import Source

NEAR_SOURCE = 85.0
"""rapidfuzz ratio (of the ids in lower case) from which an undeclared source id is taken for a
typo of a declared one with the same product codes: 'h100-datashet' for 'h100-datasheet' (96),
'H100-Datasheet' (100). Ids whose codes (each run of letters and digits holding a digit)
differ are other documents, not typos: 'h200-datasheet' beside 'h100-datasheet' (93),
'a100-datasheet' beside 'h100-datasheet' (93: new-user trial 13, refused as a typo),
'forum-post-13' beside 'forum-post-12' (92); nor are ids that differ in one whole short segment
(_variant: 'h100-datasheet-en' beside 'h100-datasheet-cn')."""

_NUMBERS = re.compile(r"[^\W\d_]*\d[^\W_]*")
"""A code in an id: a run of letters and digits holding a digit ('h100', 'gb200', '13')."""

_SEGMENT = re.compile(r"[-_./ ]")
"""What parts an id's segments ('h100-datasheet-en': h100, datasheet, en)."""

SHORT_SEGMENT = 3
"""The length up to which a segment (of two characters or more: a lone letter may be one left
off) that differs whole marks another document, not a typo: a
language ('en', 'cn', 'zh'), a version ('v1', 'v2'), an edition ('old', 'new'). New-user trial
27: 'h100-datasheet-en' beside 'h100-datasheet-cn' (ratio 88) was refused as a typo."""


def _variant(name: str, other: str) -> bool:
    """Whether two ids differ in one whole short segment only, one written for the other
    ('h100-datasheet-en' and 'h100-datasheet-cn') or one added ('h100-datasheet-en' and
    'h100-datasheet'): two documents named alike on purpose. A slip inside a long segment
    ('datasheat') or an empty segment ('h100-datasheet-') is no such difference."""
    mine, theirs = _SEGMENT.split(name.lower()), _SEGMENT.split(other.lower())
    if "" in mine or "" in theirs:
        return False
    if len(mine) == len(theirs):
        differ = [(a, b) for a, b in zip(mine, theirs, strict=True) if a != b]
        return len(differ) == 1 and all(2 <= len(x) <= SHORT_SEGMENT for x in differ[0])
    longer, shorter = (mine, theirs) if len(mine) > len(theirs) else (theirs, mine)
    return len(longer) == len(shorter) + 1 and any(
        2 <= len(longer[i]) <= SHORT_SEGMENT and longer[:i] + longer[i + 1:] == shorter
        for i in range(len(longer)))


def near_source(name: str, declared: Iterable[str]) -> str | None:
    """The declared source id closest to ``name`` when it is close enough to be the one meant."""
    from rapidfuzz import fuzz, process

    numbers = _NUMBERS.findall(name.lower())
    folded = {d.lower(): d for d in sorted(declared) if _NUMBERS.findall(d.lower()) == numbers
              and not _variant(name, d)}
    best = process.extractOne(name.lower(), list(folded), scorer=fuzz.ratio,
                              score_cutoff=NEAR_SOURCE)
    return folded[best[0]] if best is not None else None


def typo_message(name: str, declared: Iterable[str], new: Iterable[str]) -> str | None:
    """Why ``name`` is refused (an undeclared id, not in ``new``, close to a declared one), or
    None when it may be cited."""
    known = set(declared)
    if name in known or name in set(new):
        return None
    near = near_source(name, known)
    if near is None:
        return None
    return (f"unknown source '{name}': did you mean {near}? To declare '{name}' as a new "
            f"source, give it with --new-source {name}")


def refuse_typos(names: Iterable[str], declared: Iterable[str], new: Iterable[str]) -> None:
    """UsageError for the first of ``names`` that is a typo of a declared id."""
    known, fresh = set(declared), set(new)
    for name in names:
        if (why := typo_message(name, known, fresh)) is not None:
            raise UsageError(why)


def refuse_redescribed(names: Iterable[str], declared: Sequence[Source], kind: str | None,
                       reliability: float | None, reliability_option: str, *,
                       title: str | None = None, url: str | None = None,
                       title_option: str = "--source-title") -> None:
    """UsageError when ``kind`` is not a source kind or ``url`` not a web address, or when
    ``kind``, ``reliability``, ``title`` or ``url`` (given for the new sources among ``names``)
    differ from what the store declares for one of ``names``: a declared source is described
    in the store file, not by these options."""
    from pydantic import TypeAdapter, ValidationError

    from .model import SOURCE_KINDS, Url

    if kind is not None and kind not in SOURCE_KINDS:
        from .scoring import RELIABILITY_BY_KIND

        kinds = ", ".join(f"{k} ({RELIABILITY_BY_KIND[k]:g})" for k in SOURCE_KINDS)
        raise UsageError(f"--source-kind '{visible(kind)}' is not a source kind: use one of "
                         f"{kinds}, the reliability each gives when none is declared (the store "
                         "format fixes the kinds). A maker's own page is closest to datasheet "
                         "when it states the product's specifications, to article when it "
                         f"describes them in prose; {reliability_option} R declares any trust "
                         "between")
    if url is not None:
        try:
            TypeAdapter(Url).validate_python(url)
        except ValidationError:
            raise UsageError(f"--source-url '{visible(url)}' is not a web address: give one "
                             "starting with http:// or https://") from None
    given = [("--source-kind", "kind", kind), (reliability_option, "reliability", reliability),
             (title_option, "title", title), ("--source-url", "url", url)]
    named = [option for option, _, value in given if value is not None]
    options = " and ".join(named) + (" describe" if len(named) > 1 else " describes")
    by_id = {s.id: s for s in declared}
    for name in names:
        have = by_id.get(name)
        if have is None or all(value in (None, getattr(have, field))
                               for _, field, value in given):
            continue
        said = f"kind {have.kind or 'unknown (none given)'}" + "".join(
            f", {field} {visible(repr(value) if field == 'title' else str(value))}"
            for field in
            ("reliability", "title", "url") if (value := getattr(have, field)) is not None)
        raise UsageError(f"source '{name}' is declared already ({said}): {options} a "
                         "source the store does not declare yet; to change a declared one, "
                         "edit its entry under the store's 'sources:'")
