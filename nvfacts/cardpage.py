"""Parse knowledge-card pages (SPEC section 3) into the claims they make, with their labels.

In a card's All Facts section each claim's label ("90%Verified", "65%Unverified", or a bare
"70%" whose status was cut off) was printed on the line after the claim, and the copy glued it to
the front of the next claim: a label at the start of a line belongs to the claim above it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache

from .errors import ParseError, Problem
from .model import STATUSES

# A section's count as pages print it: "(20)", "[20]", "【20】", "- 20" or a bare "20".
_COUNT = r"(?:[(\[【]\s*(\d+)\s*[)\]】]|[-\u2013\u2014]?\s*(\d+))?"
_HEADINGS = {
    "core": re.compile(rf"^(?:core facts|key facts|核心事实)\s*:?\s*{_COUNT}\s*:?$", re.I),
    "timeline": re.compile(rf"^(?:timeline|时间线)\s*:?\s*(?:\([^)]*\)|{_COUNT})\s*:?$", re.I),
    "all": re.compile(rf"^(?:all facts|所有事实|全部事实)\s*:?\s*{_COUNT}\s*:?$", re.I),
}
_MORE = re.compile(r"^(?:\+\s*)?\d+\s+more\s+(?:timeline\s+)?(?:events?|facts?)\s*$|"
                   r"^(?:还有|另有)\s*\d+\s*(?:条|个)", re.I)
# Labels are matched on the line folded by NFKC (full-width digits and percent signs are
# ASCII then); their statuses are the store's, or a word the lexicon's ``status-words`` gives
# for one ("80%已验证").


@dataclass(frozen=True)
class _Labels:
    """The label patterns, made from the store's statuses and the lexicon's words for them."""

    status: dict[str, str]
    """Each word a label may carry, lower-cased, to the status it is."""
    label: re.Pattern[str]
    glued: re.Pattern[str]
    """A label glued to a claim ("80%VerifiedThe ..."): only ever printed in All Facts, and
    only at the start of a line."""
    inner: re.Pattern[str]
    other: re.Pattern[str]
    """A capitalised word glued to a bare label and to the claim after it ('90%PendingNVLink'):
    a status nvfacts does not know, unless the lexicon names something starting there
    ('90%InfiniBand HDR ...')."""


@cache
def _labels() -> _Labels:
    from .lexicon import lexicon

    status = {s: s for s in STATUSES}
    for name, words in lexicon().status_words.items():
        status.update({w.lower(): name for w in words})
    words = sorted(status, key=len, reverse=True)
    any_case = "|".join(map(re.escape, words))
    glued = "|".join(re.escape(w.title()) for w in words)
    number = r"\d{1,3}(?:\.\d+)?"
    return _Labels(status, re.compile(rf"^({number})\s*%\s*({any_case})?\s*", re.I),
                   re.compile(rf"^{number}\s*%\s*(?:{glued})"),
                   re.compile(rf"(?<=\S)\s*{number}%(?:{glued})"),
                   re.compile(rf"^{number}%([A-Z][a-z]+)(?=[A-Z0-9\u4e00-\u9fff])"))


SECTION_NAMES = {"core": "Core Facts", "timeline": "Timeline", "all": "All Facts"}


@dataclass(slots=True)
class Entry:
    """One claim as the page printed it: where, the words, and the label it carried."""

    section: str
    number: int
    text: str
    line: int
    confidence: float | None = None
    status: str | None = None

    @property
    def locator(self) -> str:
        return f"{SECTION_NAMES[self.section]} #{self.number}"


@dataclass(slots=True)
class Page:
    """A parsed knowledge-card page."""

    title: str
    summary: str
    entries: list[Entry] = field(default_factory=list)


def _lines(text: str) -> list[str]:
    text = text.removeprefix("\ufeff")
    return [ln.rstrip() for ln in re.split(r"\r\n|\r|\n", text)]


# A page's Markdown copy: heading marks, bullets and a numbered item's number before a line,
# and bold or italic marks around a label or a heading, are left out; a rule line is no line.
_MARK = re.compile(r"^(?:#{1,6}(?=\s|$)|[-*+](?=\s)|\d{1,9}[.)](?=\s))\s*")
_RULE = re.compile(r"^(?:(?:-\s*){3,}|(?:\*\s*){3,}|(?:_\s*){3,})$")
_EMPHASIS = re.compile(r"^(\*\*|__|\*|_)(?!\s)(.+?)(?<!\s)\1(?!\1)")


def _unmarked(line: str) -> str:
    """``line`` as the plain page prints it: without its Markdown marks (``_MARK``, and those of
    ``_EMPHASIS`` when what they wrap is a heading or starts with a label)."""
    if _RULE.match(line):
        return ""
    line = _MARK.sub("", line, count=1)
    emphasis = _EMPHASIS.match(line)
    if emphasis is not None:
        inner = emphasis.group(2).strip()
        rest = line[emphasis.end():]
        if (_heading(inner) and not rest.strip(" :\uff1a")) or _labels().label.match(
                unicodedata.normalize("NFKC", inner)):
            line = inner + rest
    return line


# A Markdown table's lines: a row ('| GB200 NVL72 | 72 | 1.8 TB/s |') and the rule under its
# header row ('|---|:--:|'), which, like any line of nothing but marks, is no claim.
_TABLE_ROW = re.compile(r"^\|.*\|$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?$")
_WORDLESS = re.compile(r"^[\W_]*$")


def _cells(row: str) -> list[str]:
    """A table row's cells, an escaped '\\|' kept as a '|' of its cell."""
    return [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", row.strip()[1:-1])]


def _tables(numbered: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The lines with each Markdown table read as its claims: the header row and the rule under
    it are none, and each row after them is one naming each cell by its column ('Platform:
    GB200 NVL72; GPUs: 72; NVLink per GPU: 1.8 TB/s'); a line of nothing but marks
    ('|---|', '***', '...') is no claim either."""
    from .prose import row_sentence

    found: list[tuple[int, str]] = []
    header: list[str] | None = None
    for lineno, line in numbered:
        if header is not None and _TABLE_ROW.match(line):
            if not _TABLE_RULE.match(line):
                found.append((lineno, row_sentence(header, _cells(line))))
            continue
        header = None
        if _TABLE_RULE.match(line) and "|" in line and found and _TABLE_ROW.match(found[-1][1]):
            header = _cells(found.pop()[1])  # the row above it was the table's header
        elif not _WORDLESS.match(line):
            found.append((lineno, line))
    return found


def parse_card(text: str, file: str) -> Page:
    """The page's title, summary and claims; ParseError names the line where it went wrong."""
    lines = _lines(text)
    numbered = _tables([(i + 1, plain) for i, ln in enumerate(lines)
                        if (plain := _unmarked(ln.strip()))])
    if not numbered:
        raise ParseError(Problem(file, 1, 1, "the page is empty: expected a title line, a "
                                 "summary and an 'All Facts (N)' section"))
    heading_at = [k for k, (_, ln) in enumerate(numbered) if _heading(ln)]
    if not heading_at:
        raise ParseError(Problem(file, numbered[0][0], 1, "no 'Core Facts', 'Timeline' or "
                                 "'All Facts (N)' heading found: this is not a knowledge-card "
                                 "page (for JSONL or CSV use a .jsonl or .csv name; for an "
                                 "article, a blog post or a forum answer give --prose)"))
    first = heading_at[0]
    if first == 0:
        raise ParseError(Problem(file, numbered[0][0], 1, "the page starts with a heading: "
                                 "expected a title line first"))
    page = Page(title=numbered[0][1], summary=" ".join(ln for _, ln in numbered[1:first]))
    section = ""
    declared: tuple[int, int] | None = None
    counters = {"core": 0, "timeline": 0, "all": 0}
    pending: Entry | None = None
    for lineno, line in numbered[first:]:
        kind = _heading(line)
        if kind:
            if pending is not None:
                page.entries.append(pending)
                pending = None
            section = kind
            if kind == "all":
                match = _HEADINGS["all"].match(unicodedata.normalize("NFKC", line))
                count = (match.group(1) or match.group(2)) if match else None
                declared = (int(count), lineno) if count else None
            continue
        if section == "timeline" and _MORE.match(line):
            continue
        folded = unicodedata.normalize("NFKC", line)
        _no_inner_label(folded, file, lineno)
        if section != "all":
            if glued := _labels().glued.match(folded):
                raise ParseError(Problem(file, lineno, 1, "a confidence label "
                                         f"('{glued.group(0)}') outside the "
                                         "All Facts section: is the 'All Facts (N)' heading "
                                         "above it missing or spelled differently?"))
            counters[section] += 1
            page.entries.append(Entry(section, counters[section], line, lineno))
            continue
        label = _labels().label.match(folded)
        if label:
            _known_status(folded, label.group(2), file, lineno)
            if pending is None:
                raise ParseError(Problem(file, lineno, 1, f"label '{label.group(0).strip()}' "
                                         "belongs to the claim above it, but there is none: "
                                         "was the first claim of All Facts cut off?"))
            percent = float(label.group(1))
            if percent > 100:
                raise ParseError(Problem(file, lineno, 1, f"confidence {label.group(1)}% is "
                                         "over 100%: fix the label"))
            pending.confidence = round(percent / 100, 4)
            pending.status = _labels().status[label.group(2).lower()] if label.group(2) \
                else None
            page.entries.append(pending)
            pending = None
            line = _after(line, label.end()).strip()
            if not line:
                continue
        elif pending is not None:
            page.entries.append(pending)  # a claim whose label was lost entirely
        counters["all"] += 1
        pending = Entry("all", counters["all"], line, lineno)
    if pending is not None:
        page.entries.append(pending)
    if declared is not None and declared[0] != counters["all"]:
        raise ParseError(Problem(file, declared[1], 1, f"'All Facts ({declared[0]})' announces "
                                 f"{declared[0]} claims but {counters['all']} were found: check "
                                 "for claims split over two lines or glued together"))
    return page


def _no_inner_label(folded: str, file: str, lineno: int) -> None:
    """ParseError when a label is glued inside a line: it belongs at a line's start."""
    label = _labels().label.match(folded)
    inner = _labels().inner.search(folded, label.end() if label else 0)
    if inner:
        raise ParseError(Problem(file, lineno, 1, f"a confidence label ('{inner.group(0).strip()}'"
                                 ") inside the line: a label belongs at the start of the line "
                                 "after its claim; break the line before it"))


def _known_status(folded: str, status: str | None, file: str, lineno: int) -> None:
    """ParseError when a bare label is glued to a word that reads as a status nvfacts lacks."""
    other = _labels().other.match(folded) if status is None else None
    if other is None:
        return
    from .lexicon import lexicon

    start = other.start(1)
    if any(m.start == 0 for m in lexicon().find_entities(folded[start:start + 80])):
        return
    raise ParseError(Problem(file, lineno, 1, f"label '{other.group(0)}' has the status "
                             f"'{other.group(1)}', which is not one of {', '.join(STATUSES)}: "
                             "write one of those (or, when the word starts the claim, a space "
                             "after the '%')"))


def _after(line: str, n: int) -> str:
    """``line`` after the characters whose NFKC form is its first ``n`` folded characters."""
    if line[:n].isascii():
        return line[n:]
    for i in range(len(line) + 1):
        if len(unicodedata.normalize("NFKC", line[:i])) >= n:
            return line[i:]
    return ""


def _heading(line: str) -> str | None:
    """Which section heading ``line`` is (full-width brackets and colons count too)."""
    folded = unicodedata.normalize("NFKC", line)
    for kind, pattern in _HEADINGS.items():
        if pattern.match(folded):
            return kind
    return None
