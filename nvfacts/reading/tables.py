"""Tables flattened into one line: a row of column heads, then rows of as many cells ("NVLink
gen | links | per-link | per-GPU: 3.0 | 12 | 50 GB/s | 600 GB/s; 4.0 | 18 | 50 GB/s | 900 GB/s",
"表格: NVLink 代际 | 链路数 | 单链路双向 | 单 GPU 双向 —— 3.0 | 12 | 50GB/s | 600GB/s; ...", in
full-width bars and colons as often, which NFKC makes these), or the rows first and the heads
named after them in a bracket ("Gen 4 | 18 | 50 GB/s | 900 GB/s (columns: generation, links per
GPU, per link, per GPU)"); cells parted by spaced slashes as well as bars ("NVLink 代际 / 链路数 /
每 GPU 带宽: 第 2 代 / 6 / 300GB/s; ..."). Each row says, of the thing in its first cell, each
column's head of that column's cell: it is read as "NVLink 3.0 | links: 12 | per-link: 50 GB/s |
per-GPU: 600 GB/s"."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

from ..generations import ORDINAL
from ..lexicon import Lexicon, Match
from .figures import bandwidth_pattern
from .kinds import OWN_SUBJECT
from .relations import _alternation

_HEAD = r"(?:[^|:;\u2014-]|-(?!-))+"
"""A column head: no bar, colon, semicolon or dash of those that end the heads."""
_TABLE = re.compile(r"(?:[^|:]*:)?\s*(?P<heads>" + _HEAD + r"(?:\|" + _HEAD + r")+?)\s*"
                    r"(?::|\u2014+|--+)\s*(?P<rows>[^:]+?)[\s.\u3002]*")
"""Heads, then rows after a colon or a dash; a caption before the heads ends in a colon
("表格:")."""
_ROW_END = re.compile(r";|\u2014+|--+")
"""Between two rows: a semicolon, or a dash as between the heads and the rows ("型号 | NVLink |
PCIe —— H100 SXM | 900GB/s | Gen5 128GB/s —— H100 PCIe | 600GB/s | Gen5 128GB/s")."""


def _heads_after(lex: Lexicon) -> re.Pattern[str]:
    """Rows, then their heads in a closing bracket after a word of ``column-heads``, parted by
    commas: "(columns: a, b, c)"."""
    return re.compile(r"(?P<rows>[^:()\u2014]+?)\s*\(\s*(?:" + _alternation(
        lex.words("column-heads")) + r")\s*:\s*(?P<heads>[^()|;]+?)\s*\)[\s.\u3002]*", re.I)

_SLASH = re.compile(r"\s+/\s+")
"""Between two cells, a slash with space on both sides ("6 / 50GB/s", never "GB/s")."""
_DIGIT = re.compile(r"\d")
_WIDTH = re.compile(r"\b(?:x\d+|\d+x\b|\d+\s?\u00d7)")
"""A link width in a head of figures ("PCIe x16 bandwidth", "4\u00d7 Typical"), no figure of its
own."""
_GENERATION = re.compile(r"(?:gen(?:eration)?\s*)?(\d{1,2}(?:\.\d)?)|"
                         r"第\s*([一二三四五六七八九\d])\s*代|"
                         r"(\d)(?:st|nd|rd|th)[- ]gen(?:eration)?", re.I)
"""A row's first cell that is a generation alone: "3.0", "Gen 3", "第 2 代" (read as "第 二 代"),
"4th gen"."""


def _numbered(gen: re.Match[str]) -> str:
    """The generation a row's first cell names, in digits ("第二代", read from "第2代", is 2)."""
    said = next(g for g in gen.groups() if g)
    return str(ORDINAL.get(said, said))


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a table: where it is written, and what it says in the reader's words."""

    start: int
    end: int
    said: str


def rows(text: str, lex: Lexicon) -> list[Row]:
    """The rows of the flattened table ``text`` is, or none when it is no such table: at least
    three column heads, none holding a number, and every row as many cells, none empty. A row's
    first cell that is a bare generation ("3.0", "Gen 3") is of the family the first head names
    ("NVLink gen"). A table whose heads are things, one to a column, is read by columns
    (``by_columns``)."""
    table, notes, remark = _notes(text, lex)
    bars = table.count("|")
    if bars < 4 and len(_SLASH.findall(table)) < 4 and not (
            "\n" in table and _by_lines(table) != table):  # "Gen | BW\nNVLink 3 | 600 GB/s\n...":
        # rows to a line, however few bars
        found = _by_columns(table, lex) if bars >= 2 else []
    else:
        found = _by_rows(table, bars, lex) or _by_columns(table, lex) or (
            _by_columns(_by_bars(_by_lines(table), ";"), lex) if "\n" in table else [])
        # a markdown table of things in its head row, one row to a line ("| GPU | P100 16nm |
        # V100 12nm |\n| NVLink | 160 GB/s | 300 GB/s |")
    if not notes and not remark:
        return found
    return [Row(r.start, r.end, ". ".join([r.said.rstrip(". "), *(
        [notes] if notes and _MARKED.search(text, r.start, r.end) else [])]) + (
            " " + remark if remark else "")) for r in found]


_NOTES = re.compile(r"(?<=[\s.;,\u3002])(?:\*+|\u2020+|\u2021+)\s*[^\W\d]")
"""A footnote's mark opening its words after the table ("... 64GB/s. *bidirectional"), not
one after a figure it marks ("600GB/s*")."""
_MARKED = re.compile(r"(?<=[^\s*\u2020\u2021])(?:\*+|\u2020+|\u2021+)(?!\s*\d)")


def _remark(lex: Lexicon) -> re.Pattern[str]:
    """A bracket closing the claim that opens with a word of relation-words ``table-remark-all``
    and says all its figures are so ("(all figures bidirectional)", "(均为双向)")."""
    said = lex.words("table-remark-all")
    english = _alternation(w for w in said if w[:1].isascii())
    chinese = _alternation(w for w in said if not w[:1].isascii())
    return re.compile(r"\(\s*(?:(?:" + english + r")\b|" + chinese + r")[^()\d]*\)[\s.\u3002]*$",
                      re.I)


def _notes(text: str, lex: Lexicon) -> tuple[str, str, str]:
    """``text`` without what follows its table and holds for its rows: footnotes after the last
    row ("... 64GB/s. *bidirectional, via the bridge"), which hold for the rows holding their
    mark, and a bracket closing the claim that says every figure is so ("(all figures
    bidirectional)"), which holds for every row; the table blanked of them (nothing moves),
    the footnotes, the remark."""
    notes = ""
    if (note := _NOTES.search(text)) is not None and "|" not in text[note.start():]:
        notes = text[note.start():].strip()
        text = text[:note.start()] + " " * (len(text) - note.start())
    remark = ""
    if (closing := lex.derived("table-remark-all", _remark).search(text)) is not None:
        remark = closing.group().strip()
        text = text[:closing.start()] + " " * (len(text) - closing.start())
    return text, notes, remark


def _by_lines(text: str) -> str:
    """``text`` with a table written a row to a line ("Gen | GPU | links\nNVLink 3 | A100 |
    12\nNVLink 4 | H100 | 18") in the one line's marks: the break after the heads a colon, each
    further break a semicolon; ``text`` itself when it is no such table (fewer than two rows
    under the heads, a blank line, or a line with another count of bars)."""
    lines = text.strip().split("\n")
    if len(lines) >= 3 and all(_OUTER.fullmatch(line) for line in lines):
        return _by_framed_lines(text)
    if len(lines) < 3 or len({line.count("|") for line in lines}) != 1 or "|" not in lines[0]:
        return text
    first = text.index("\n", len(text) - len(text.lstrip()))
    return text[:first] + ":" + text[first + 1:].replace("\n", ";")


_OUTER = re.compile(r"\s*\|.*\|.*\|\s*")
"""A markdown table's line with its outer bars: "| NVLink 3.0 | 600 GB/s |"."""


def _by_framed_lines(text: str) -> str:
    """A markdown table written a row to a line with its outer bars ("| Gen | BW |\n|---|---|\n|
    NVLink 3 | 600 GB/s |") in the one line's marks, as ``_by_lines`` writes one without them:
    the outer bars and the rule of dashes blank, the break after the heads a colon, each
    further break a semicolon; ``text`` itself when a row has another count of cells."""
    spans, at = [], 0
    for line in text.split("\n"):
        spans.append((at, at + len(line)))
        at += len(line) + 1
    chars = list(text)
    kept = []
    for start, end in spans:
        line = text[start:end]
        if not line.strip():
            continue
        bars = [start + n for n, c in enumerate(line) if c == "|"]
        if all(_RULE.fullmatch(c) for c in line.strip().strip("|").split("|")):
            chars[start:end] = " " * (end - start)
            continue
        chars[bars[0]] = chars[bars[-1]] = " "
        kept.append((start, end, len(bars)))
    if len(kept) < 3 or len({n for _, _, n in kept}) != 1:
        return text
    for n, (_, end, _) in enumerate(kept[:-1]):
        chars[end] = ":" if n == 0 else ";"
    return "".join(c if c != "\n" else " " for c in chars)


_ELIDED = re.compile(r"\s*(?:\u2026|\.{3})\s*")
"""A cell of an ellipsis alone, where a quoted table leaves rows out ("| Gen | BW | \u2026 |
4th Gen | 900 GB/s |"): a break between two rows, as an empty cell is."""

_RULE = re.compile(r"\s*:?-{3,}:?\s*")
"""A markdown table's rule under its heads, a cell of dashes ("| --- |")."""


def _by_bars(text: str, heads_end: str = ":") -> str:
    """``text`` with a markdown table flattened into one line in the one line's marks: its
    rows parted by an empty cell ("| GPU | links | | A100 | 12 | | H100 | 18 |") or by nothing
    at all when the heads alone hold no figure ("PCIe version | x16 | 4.0 | 32 GB/s | 5.0 | 64
    GB/s |": as many heads as the cells before the first with a number, or the most of those
    that part the cells into rows of as many); the bar ending the heads a colon, the one ending
    each further row a semicolon, the bars around the table and a rule of dashes blank.
    ``text`` itself when it is no such table: fewer than three heads or two rows, or a row of
    another count of cells."""
    bars = [n for n, c in enumerate(text) if c == "|"]
    if not bars or text[bars[-1] + 1:].strip():
        return text
    opened = not text[:bars[0]].strip()  # else the first cell opens the text
    spans = list(zip([-1, *bars], bars, strict=False))[opened:]
    cells = [text[s + 1:e] for s, e in spans]
    marks = dict.fromkeys([bars[0], bars[-1]] if opened else [bars[-1]], " ")
    elided = [n for n, c in enumerate(cells) if _ELIDED.fullmatch(c)]
    for n in elided:  # "| Gen | BW | \u2026 | 4th Gen | 900 GB/s |": rows left out, a break
        marks |= dict.fromkeys(range(spans[n][0] + 1, spans[n][1]), " ")
        cells[n] = ""
    if any(not c.strip() for c in cells):
        groups: list[list[int]] = [[]]
        for n, cell in enumerate(cells):
            if not cell.strip():
                groups.append([])
            elif not _RULE.fullmatch(cell):
                groups[-1].append(n)
        groups = [g for g in groups if g]
        size = len(groups[0])
        if elided and len(groups) >= 2 and size >= 3 and all(len(g) >= size for g in groups):
            marks |= {at: " " for g in groups for n in g[size:]
                      for at in range(spans[n][0], spans[n][1] + 1)}
            groups = [g[:size] for g in groups]  # "| Level | Tech | BW (bidir) | \u2026 | NVLink
            # | NVLink 4.0 | 900 GB/s | ~1 us | 8 GPUs |": heads cut short, the cells under them
        if len(groups) < 2 or size < 3 or any(len(g) != size for g in groups):
            return text
        rows = [spans[g[-1]][1] for g in groups[:-1]]
        marks |= {spans[n][1]: " " for n, c in enumerate(cells) if _RULE.fullmatch(c) or not
                  c.strip()}
    else:
        heads = next((n for n, c in enumerate(cells) if _DIGIT.search(_WIDTH.sub("", c))),
                     len(cells))
        size = next((k for k in range(heads, 2, -1) if len(cells) % k == 0 and
                     len(cells) // k >= 2), 0)
        if not size:
            return text
        rows = [spans[n - 1][1] for n in range(size, len(cells), size)]
    marks |= {at: heads_end if n == 0 else ";" for n, at in enumerate(rows)}
    return "".join(marks.get(n, c) for n, c in enumerate(text))


_EMPTY_CELL = re.compile(r"(?<=\|)(\s*)\u2014(\s*)(?=[|;]|$)")
"""A cell holding a dash alone, what a table writes for "none" ("RTX 3090 Ti | Ampere | No |
\u2014"): a cell, not the dash that ends a row."""


def _by_rows(text: str, bars: int, lex: Lexicon) -> list[Row]:
    text = _EMPTY_CELL.sub(r"\1-\2", _by_bars(_by_lines(text)))
    lined = text if bars >= 4 else _SLASH.sub(lambda m: " " * (len(m.group()) - 1) + "|", text)
    table = _TABLE.fullmatch(lined)
    if table is not None:
        heads = [h.strip() for h in table["heads"].split("|")]
    elif (table := lex.derived("column-heads", _heads_after).fullmatch(lined)) is not None:
        heads = [h.strip() for h in table["heads"].split(",")]
    else:
        return []
    if len(heads) == 2 and not any(_DIGIT.search(_WIDTH.sub("", h)) for h in heads):
        return _named_rows(table, heads, lex) or _labelled_rows(table, heads, lex)
    if len(heads) < 3 or any(not h or _DIGIT.search(_WIDTH.sub("", h)) for h in heads):
        return []
    lanes = lex.derived("lane-heads", _lane_heads)
    family = next((m.value for m in lex.find_entities(heads[0])
                   if lex.members(m.value) != {m.value}), None)
    found = []
    start = table.start("rows")
    ends = [*_ROW_END.finditer(table["rows"])]
    for n, part in enumerate(_ROW_END.split(table["rows"])):
        cells = [c.strip() for c in part.split("|")]
        if len(cells) != len(heads) or not all(cells):
            return []
        first = cells[0]
        if family is not None and (gen := _GENERATION.fullmatch(first)) and \
                (member := lex.resolve(f"{family} {_numbered(gen)}")) \
                is not None:
            first = member.name
        said = " | ".join([first, *(f"{_dating(h, c, lex)}: {c}" for h, c in zip(
            heads[1:], cells[1:], strict=True) if not lanes.search(h) and
            not _what_it_uses(first, c, lex))])
        lead = len(part) - len(part.lstrip())
        found.append(Row(start + lead, start + len(part.rstrip()), said))
        start += len(part) + (len(ends[n].group()) if n < len(ends) else 0)
    return found


def _what_it_uses(first: str, cell: str, lex: Lexicon) -> bool:
    """Whether ``cell``, in the row of a product with figures of its own (a card, a system, a
    superchip, an instance), only names the architecture it is built on or an interconnect it
    uses, with no figure ("RTX 3090 | Ampere | Yes (NVLink 3.0) | 112.5 GB/s"): the row's
    figures stay the product's, and the cell is left out of what the row says."""
    if bandwidth_pattern(lex).search(cell):
        return False
    named = lex.find_entities(first)
    said = lex.find_entities(cell)
    return len(named) == 1 and named[0].kind in OWN_SUBJECT and named[0].kind != "switch" and \
        bool(said) and all(lex.entities[m.value].kind in ("interconnect", "architecture")
                           for m in said)


def _year_head(lex: Lexicon) -> re.Pattern[str]:
    """A column head ending in a word of relation-words ``head-year`` ("Year", "Release Year",
    "Available")."""
    return re.compile(r"(?:.*(?<![\w/]))?(?:" + _alternation(lex.words("head-year")) + r")",
                      re.I)


def _dating(head: str, cell: str, lex: Lexicon) -> str:
    """A column's head as its row says it: a head of years over a year is the row's
    introduction, said with the lexicon's first word of arrival ("Year | 2022" reads as
    "introduced: 2022"); any other head as written."""
    if _YEAR_CELL.fullmatch(cell) and lex.derived("year-head", _year_head).fullmatch(head):
        return str(lex.attributes["introduced"]["triggers"][0])
    return head


def _lane_heads(lex: Lexicon) -> re.Pattern[str]:
    """A column head holding a word of the lexicon's ``lane-rate-head`` ("Bandwidth (1x)",
    "Lane"): its figures are one lane's, or a width's no link is, and give nothing; a row is
    read without that column."""
    return re.compile(r"(?<![\w.])(?:" + _alternation(
        lex.not_a_property.get("lane-rate-head", [])) + r")(?![\w.])", re.I)


def _named_rows(table: re.Match[str], heads: list[str], lex: Lexicon) -> list[Row]:
    """The rows of a table whose heads are its figures' alone, each row naming its thing before
    its first figure ("PCIe x16 bandwidth / per lane: PCIe 3.0 16 GB/s / 1 GB/s; PCIe 4.0 32 GB/s
    / 2 GB/s"): each figure said with its column's head, the heads without the family the rows
    are of ("PCIe 4.0 | x16 bandwidth: 32 GB/s"). A lane's column is left out: its figure is the
    link's over its lanes, and the row's text (all that stays with a figure) does not say which
    column it is in."""
    found = []
    start = table.start("rows")
    for part in re.split(r"(;)", table["rows"]):
        cells = [c.strip() for c in part.split("|")]
        if part == ";":
            start += 1
            continue
        lead = [m for m in lex.find_entities(cells[0]) if m.start == 0]
        if len(cells) != len(heads) or not all(cells) or not lead or \
                not _DIGIT.match(cells[0][lead[0].end:].lstrip()):
            return []
        name = lead[0].value
        said = [name, *(f"{_without_family(h, name, lex)}: {c}" for h, c in
                        zip(heads, [cells[0][lead[0].end:].strip(), *cells[1:]], strict=True)
                        if not any(q.value == "lane" for q in lex.find_qualifiers(h)))]
        first = len(part) - len(part.lstrip())
        found.append(Row(start + first, start + len(part.rstrip()), " | ".join(said)))
        start += len(part)
    return found


def _labelled_rows(table: re.Match[str], heads: list[str], lex: Lexicon) -> list[Row]:
    """The rows of a table of two columns, a thing named alone in each row's first cell and its
    figure in the second ("互联 | 双向带宽: NVLink 4.0 | 900 GB/s; PCIe 5.0 x16 | 128 GB/s"): each
    figure said with its column's head ("NVLink 4.0 | 双向带宽: 900 GB/s"). None when a first
    cell is no one name (its figures are the row's own) or a second holds no figure."""
    found = []
    start = table.start("rows")
    for part in re.split(r"(;)", table["rows"]):
        if part == ";":
            start += 1
            continue
        cells = [c.strip() for c in part.split("|")]
        named = lex.find_entities(cells[0]) if len(cells) == 2 else []
        if len(named) != 1 or named[0].end - named[0].start < len(cells[0]) // 2 or \
                _DIGIT.search(_WIDTH.sub("", cells[0][named[0].end:])) or \
                not _DIGIT.search(cells[1]):
            return []
        first = len(part) - len(part.lstrip())
        found.append(Row(start + first, start + len(part.rstrip()),
                         f"{cells[0]} | {heads[1]}: {cells[1]}"))
        start += len(part)
    return found


def _without_family(head: str, name: str, lex: Lexicon) -> str:
    """A column head without the family its row's thing is of ("PCIe x16 bandwidth" of "PCIe
    4.0": "x16 bandwidth"), which would be read as the figure's subject."""
    for m in reversed(lex.find_entities(head)):
        if m.value != name and name in lex.members(m.value):
            head = head[:m.start] + head[m.end:]
    return head.strip()


_CELL = re.compile(r"[^|]+")
_SIZE = re.compile(r"\s*\b(?:\d+\s*GB\b(?!\s*/)|\d{1,2}\s*n[mp]\b|\d{2,4}\s*W\b)")
"""A memory size in a product's name ("A100 80GB SXM"), or its process or power written after
it ("A100 7nm 400W", "B100 4np 700W"): no part of what names the product."""
_LABEL = re.compile(r"(?P<label>[^:\d][^:]*?)\s*:\s*(?P<cell>.+)")
"""A row's label and its first cell written with a colon ("NVLink links: 6 | 12 | 18", "PCIe
Gen5: 128GB/s | 128GB/s")."""


def _by_columns(text: str, lex: Lexicon) -> list[Row]:
    """The cells of a table whose head row names one thing in each column after the first
    ("Spec | V100 | A100 | H100 -- NVLink links: 6 | 12 | 18 -- NVLink bandwidth: 300 GB/s |
    600 GB/s | 900 GB/s", "| Interconnect | NVLink 4.0 | PCIe 5.0 x16 | --- | Bandwidth
    (bidirectional) | 900 GB/s | 128 GB/s |"), each read as its column's thing said with its
    row's label: "A100 NVLink bandwidth: 600 GB/s". Every row has a label and a cell for each
    column; the first head names nothing ("Spec", "规格"), or there is no head of the labels at
    all when every row writes its label with a colon ("H100 SXM | H100 NVL -- NVLink: 900GB/s |
    600GB/s; PCIe Gen5: 128GB/s | 128GB/s": two things, two columns)."""
    table: list[list[tuple[int, int]]] = [[]]
    for cell in _CELL.finditer(text):  # a dash between two rows, or a cell of dashes alone
        ends = [cell.start(), *(at for m in _ROW_END.finditer(text, cell.start(), cell.end())
                                for at in m.span()), cell.end()]
        for n in range(0, len(ends), 2):
            if n:
                table.append([])
            part = text[ends[n]:ends[n + 1]]
            if part.strip():
                lead = len(part) - len(part.lstrip())
                table[-1].append((ends[n] + lead, ends[n] + len(part.rstrip())))
    heads, *body = [row for row in table if row] or [[]]
    names = [text[s:e] for s, e in heads]
    if body and lex.find_entities(names[0]) and all(
            _LABEL.fullmatch(text, *row[0]) for row in body):
        names = ["", *names]  # no head over the labels: each row's is before its colon
    if len(names) < 3 or not body or lex.find_entities(_GLOSSED.sub("", names[0])) or not all(
            len(named := lex.find_entities(bare := _GLOSSED.sub("", n))) == 1 and
            named[0].end - named[0].start >= len(_SIZE.sub("", bare)) // 2 for n in names[1:]):
        return []  # each head one thing, perhaps glossed in brackets: "NVLink 3.0 (A100)"
    found: list[Row] = []
    for row in body:
        label = _LABEL.fullmatch(text, *row[0])
        cells = [label.span("cell"), *row[1:]] if label else row[1:]
        if len(cells) != len(names) - 1:
            return []
        said = label["label"] if label else text[row[0][0]:row[0][1]]
        found += [Row(s, e, f"{name} {said}: {text[s:e]}")
                  for name, (s, e) in zip(names[1:], cells, strict=True)]
    return found


_GLOSSED = re.compile(r"\s*\([^()]*\)\s*$")
"""A gloss in brackets closing a column's head: "NVLink 3.0 (A100)" heads NVLink 3.0's column."""
_SPACED_POSTFIX = re.compile(r"(?:\s+per\s+[A-Za-z]+)?(?:\s*\([^()\d]*\))?", re.I)
"""What a head of figures says after its last word ("BW per Link (Bidir)", "速率(单端口)")."""
_TOKEN = re.compile(r"\S+")
_BARE = re.compile(r"\(?\d{1,3}\)?")
"""A count's cell: a bare number ("18")."""
_YEAR_CELL = re.compile(r"\(?(?:19|20)\d\d\)?")
_NAMING = re.compile(r"(?:\s|x\d+\b|\d{1,2}\.\d\b|[^\x00-\x7f])*")
"""Between a row's names and its first cell, or between two cells: nothing but widths, bare
versions and words not English ("PCIE互联 A100 PCIE 4.0 x16 2GBx16x2=64GB/s"), never "is"."""


def _compile_spaced(lex: Lexicon) -> re.Pattern[str]:
    def listed(key: str) -> str:
        return _alternation(lex.words(key))

    return re.compile(r"(?<![A-Za-z/])(?:(?P<bandwidth>" + listed("head-bandwidth") +
                      r")|(?P<count>" + listed("head-count") + r")|(?P<year>" +
                      listed("head-year") + r"))(?![A-Za-z/])", re.I)


def spaced(text: str, names: list[Match], lex: Lexicon) -> list[Row]:
    """The rows of a table flattened with spaces alone, after a caption ending in a colon
    perhaps: three or more words of heads holding no number (a width aside), ending in words of
    the lexicon's ``head-bandwidth``, ``head-count`` or ``head-year``, one of bandwidths at
    least; then rows, each its names and its cells ("Generation Ports
    Per-Port BW Total Switch BW NVSwitch 1.0 18 50 GB/s 900 GB/s"). Each row's bandwidths are
    its columns' in order, as many as the heads of bandwidths; in a table of one row its bare
    numbers and years are too, when as many as the heads of their kind. A row is read as its
    names and each cell said with its head ("NVSwitch 1.0 | Ports: 18 | Per-Port BW: 50 GB/s |
    Total Switch BW: 900 GB/s"). None when the text is no such table (a verb between the name
    and its figure: "NVLink 4.0 is 900 GB/s")."""
    return _spaced_rows(text, names, lex) or _spaced_columns(text, names, lex)


def _spaced_rows(text: str, names: list[Match], lex: Lexicon) -> list[Row]:
    if ":" not in text and (not names or len(text[:names[0].start].split()) < 3):
        return []  # no caption: the heads are the words before the first name (as below)
    named = [(m.start, m.end) for m in names]
    widths = [w.span() for w in _WIDTH.finditer(text)]
    digit = next((d.start() for d in _DIGIT.finditer(text) if not any(
        s <= d.start() < e for s, e in [*named, *widths])), None)
    if digit is None:
        return []
    colon = text.rfind(":", 0, digit) + 1
    lead = next((m for m in names if m.start >= colon), None)
    if lead is None or lead.start > digit or len(text[colon:lead.start].split()) < 3 or \
            _DIGIT.search(_WIDTH.sub("", text[colon:lead.start])):
        return []
    anchors = [*lex.derived("spaced-heads", _compile_spaced).finditer(text, colon, lead.start)]
    kinds = [a.lastgroup or "" for a in anchors]
    if "bandwidth" not in kinds:
        return []
    heads: list[tuple[str, str]] = []
    start = colon
    for a, kind in zip(anchors, kinds, strict=True):
        end = postfix.end() if (postfix := _SPACED_POSTFIX.match(text, a.end())) else a.end()
        heads.append((kind, text[start:end].strip()))
        start = end
    cells = _cells(text, lead.start, named, lex)
    figures = [c for c in cells if c[0] == "bandwidth"]
    width = kinds.count("bandwidth")
    if not figures or len(figures) % width:
        return []
    if len(figures) > width:  # rows of bandwidths alone: any other cell is left as written
        cells = figures
    said = {kind: [label for k, label in heads if k == kind] for kind in set(kinds)}
    found: list[Row] = []
    start = lead.start
    for first in range(0, len(figures), width):
        row = cells if len(figures) == width else figures[first:first + width]
        labels = {kind: iter(said[kind]) for kind in said
                  if sum(c[0] == kind for c in row) == len(said[kind])}
        opens = row[0][1]
        if not any(start <= s < opens for s, _ in named) or \
                not _NAMING.fullmatch(_unnamed(text, start, opens, named)):
            return []
        name = text[start:opens].strip()
        for n, (kind, s, e) in enumerate(row):
            if n and not _NAMING.fullmatch(text, row[n - 1][2], s):
                return []
            label = next(labels[kind], None) if kind in labels else None
            found.append(Row(start, e, f"{name} ({text[s:e].strip('()')})" if label and
                             kind == "year" else f"{name} | {label}: {text[s:e]}" if label else
                             f"{name} {text[s:e]}"))  # a year in brackets after its name
        if first + width == len(figures) and text[row[-1][2]:].strip():
            found.append(Row(start, len(text), f"{name} | {text[row[-1][2]:].strip()}"))
        start = row[-1][2]
    return found


def _unnamed(text: str, start: int, end: int, named: list[tuple[int, int]]) -> str:
    """``text`` from ``start`` to ``end`` with the names in it blanked."""
    part = list(text[start:end])
    for s, e in named:
        for at in range(max(s, start), min(e, end)):
            part[at - start] = " "
    return "".join(part)


def _cells(text: str, start: int, named: list[tuple[int, int]],
           lex: Lexicon) -> list[tuple[str, int, int]]:
    """The cells after ``start``, in order, each its kind and its span: a bandwidth (the word
    holding its number, to the space after its unit), a bare number, a year."""
    found = []
    for b in bandwidth_pattern(lex).finditer(text, start):
        if not any(s <= b.start() < e for s, e in named):
            space = _TOKEN.match(text, b.end())
            found.append(("bandwidth", text.rfind(" ", 0, b.start()) + 1,
                          space.end() if space else b.end()))
    for t in _TOKEN.finditer(text, start):
        if any(s <= t.start() < e for s, e in named) or \
                any(s <= t.start() < e for _, s, e in found):
            continue
        if _YEAR_CELL.fullmatch(t.group()):
            found.append(("year", t.start(), t.end()))
        elif _BARE.fullmatch(t.group()):
            found.append(("count", t.start(), t.end()))
    return sorted(found, key=lambda c: c[1])


_NUMBER_CELL = re.compile(r"\d+(?:\.\d+)?(?:\s*(?:[GTM]i?B)\b(?!/))?")
"""A cell of a row that is no bandwidth: a number, perhaps a size ("8", "640 GB")."""
_WORKED = re.compile(r"(?:[\d.\s\u00d7x*=+]|GT/s|Gb/s|GB|lanes?)*", re.I)
"""Before a cell's figure, nothing, or how it is worked out ("16 GT/s x 16 = 31.5 GB/s")."""
_BETWEEN_NAMES = re.compile(r"\s*(?:\([^()\d]*\d[^()]*\)|\([^()]*\))?\s*")
"""Between two things heading a table's columns: a bracket perhaps ("NVLink 3.0 (A100)")."""


def _spaced_columns(text: str, names: list[Match], lex: Lexicon) -> list[Row]:
    """The cells of a table flattened with spaces alone whose heads are things, one to a
    column, after a caption's colon or a word heading the labels perhaps ("DGX H100 vs GB200
    NVL72: DGX H100 NVL72 GPUs/unit: 8 72 NVLink BW: 7.2 TB/s 130 TB/s", "维度 PCIe 4.0 x16
    NVLink 3.0 (A100) NVLink 4.0 (H100) 单向裸速率 31.5 GB/s 50 GB/s"); each later row a label
    holding no number and as many cells as there are things, all of bandwidths or all numbers.
    Each cell is read as its column's thing said with its row's label, a number as the thing's
    number of what the label names ("DGX H100: 8 GPUs/unit")."""
    for start in dict.fromkeys([0, text.find(":") + 1]) if len(names) > 1 else ():  # 2 columns
        first = next((m for m in names if m.start >= start), None)
        if first is None or _DIGIT.search(text, start, first.start) or \
                len(text[start:first.start].split()) > 1:
            continue
        columns = [first]
        for m in names:
            gap = _BETWEEN_NAMES.match(text, columns[-1].end)
            if m.start < (gap.end() if gap else columns[-1].end):
                continue  # before the last one's end, or in its bracket: "NVLink 3.0 (A100)"
            if not _BETWEEN_NAMES.fullmatch(text, columns[-1].end, m.start):
                break
            columns.append(m)
        if len({m.value for m in columns}) < len(columns) or len(columns) < 2 or \
                len({lex.entities[m.value].kind for m in columns}) > 1:
            continue  # other things of one kind head the columns: "B200 NVLink 双向 ..." and
            # "GH200 Grace Hopper 超级芯片" are none
        gap = _BETWEEN_NAMES.match(text, columns[-1].end)
        found = _column_rows(text, gap.end() if gap else columns[-1].end, columns, names, lex)
        if found:
            return found
    return []


def _column_rows(text: str, at: int, columns: list[Match], names: list[Match],
                 lex: Lexicon) -> list[Row]:
    """The rows after a head row of things (``_spaced_columns``), none when any is amiss."""
    found: list[Row] = []
    while text[at:].strip(" .\u3002"):
        digit = next((d for d in _DIGIT.finditer(text, at) if not any(
            m.start <= d.start() < m.end for m in names)), None)
        label = text[at:digit.start()].strip().rstrip(":").strip() if digit else ""
        if digit is None or not label or ":" in label:
            return []
        counted = _counted_cells(text, digit.start(), len(columns), lex)
        cells = counted or _figure_cells(text, digit.start(), len(columns), lex)
        if len(cells) < len(columns) or any(":" in text[s:e] or "," in text[s:e] or any(
                s <= m.start < e for m in names) for s, e in cells):
            return []
        for column, (s, e) in zip(columns, cells, strict=True):
            found.append(Row(s, e, f"{column.value}: {text[s:e].strip()} {label}" if counted
                             else f"{column.value} {label}: {text[s:e].strip()}"))
        at = cells[-1][1]
    return found


def _counted_cells(text: str, pos: int, many: int, lex: Lexicon) -> list[tuple[int, int]]:
    """``many`` numbers from ``pos`` parted by spaces alone, none a bandwidth ("8 72", "640 GB
    13.8 TB"), or none."""
    cells = []
    for _ in range(many):
        cell = _NUMBER_CELL.match(text, pos)
        if cell is None or bandwidth_pattern(lex).match(text, pos):
            return []
        cells.append(cell.span())
        pos = cell.end() + len(text[cell.end():]) - len(text[cell.end():].lstrip())
    return cells


def _figure_cells(text: str, pos: int, many: int, lex: Lexicon) -> list[tuple[int, int]]:
    """``many`` bandwidths from ``pos``, each cell from the end of the one before to the end of
    its figure's word ("16 GT/s x 16 = 31.5 GB/s", "50 GB/s/链路"), nothing before a figure but
    how it is worked out; or none."""
    cells = []
    for figure in itertools.islice(bandwidth_pattern(lex).finditer(text, pos), many):
        if not _WORKED.fullmatch(text, pos, figure.start()):
            return []
        space = _TOKEN.match(text, figure.end())
        cells.append((pos, space.end() if space else figure.end()))
        pos = cells[-1][1] + len(text[cells[-1][1]:]) - len(text[cells[-1][1]:].lstrip())
    return cells
