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

import re
from dataclasses import dataclass

from ..lexicon import Lexicon
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
_WIDTH = re.compile(r"\b(?:x\d+|\d+x)\b")
"""A link width in a head of figures ("PCIe x16 bandwidth"), no figure of its own."""
_GENERATION = re.compile(r"(?:gen(?:eration)?\s*)?(\d{1,2}(?:\.\d)?)|第\s*(\d)\s*代|"
                         r"(\d)(?:st|nd|rd|th)[- ]gen(?:eration)?", re.I)
"""A row's first cell that is a generation alone: "3.0", "Gen 3", "第 2 代", "4th gen"."""


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
    table, notes, remark = _notes(text)
    bars = table.count("|")
    if bars < 4 and len(_SLASH.findall(table)) < 4:
        found = _by_columns(table, lex) if bars >= 2 else []
    else:
        found = _by_rows(table, bars, lex) or _by_columns(table, lex)
    if not notes and not remark:
        return found
    return [Row(r.start, r.end, ". ".join([r.said.rstrip(". "), *(
        [notes] if notes and _MARKED.search(text, r.start, r.end) else [])]) + (
            " " + remark if remark else "")) for r in found]


_NOTES = re.compile(r"(?<=[\s.;,\u3002])(?:\*+|\u2020+|\u2021+)\s*[^\W\d]")
"""A footnote's mark opening its words after the table ("... 64GB/s. *bidirectional"), not
one after a figure it marks ("600GB/s*")."""
_MARKED = re.compile(r"(?<=[^\s*\u2020\u2021])(?:\*+|\u2020+|\u2021+)(?!\s*\d)")
_REMARK = re.compile(r"\(\s*(?:all|both|均|都)\b[^()\d]*\)[\s.\u3002]*$", re.I)
"""A bracket closing the claim that says all its figures are so ("(all figures
bidirectional)", "(均为双向)")."""


def _notes(text: str) -> tuple[str, str, str]:
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
    if (closing := _REMARK.search(text)) is not None:
        remark = closing.group().strip()
        text = text[:closing.start()] + " " * (len(text) - closing.start())
    return text, notes, remark


def _by_lines(text: str) -> str:
    """``text`` with a table written a row to a line ("Gen | GPU | links\nNVLink 3 | A100 |
    12\nNVLink 4 | H100 | 18") in the one line's marks: the break after the heads a colon, each
    further break a semicolon; ``text`` itself when it is no such table (fewer than two rows
    under the heads, a blank line, or a line with another count of bars)."""
    lines = text.strip().split("\n")
    if len(lines) < 3 or len({line.count("|") for line in lines}) != 1 or "|" not in lines[0]:
        return text
    first = text.index("\n", len(text) - len(text.lstrip()))
    return text[:first] + ":" + text[first + 1:].replace("\n", ";")


_RULE = re.compile(r"\s*:?-{3,}:?\s*")
"""A markdown table's rule under its heads, a cell of dashes ("| --- |")."""


def _by_bars(text: str) -> str:
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
    if any(not c.strip() for c in cells):
        groups: list[list[int]] = [[]]
        for n, cell in enumerate(cells):
            if not cell.strip():
                groups.append([])
            elif not _RULE.fullmatch(cell):
                groups[-1].append(n)
        groups = [g for g in groups if g]
        size = len(groups[0])
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
    marks |= {at: ":" if n == 0 else ";" for n, at in enumerate(rows)}
    return "".join(marks.get(n, c) for n, c in enumerate(text))


def _by_rows(text: str, bars: int, lex: Lexicon) -> list[Row]:
    text = _by_bars(_by_lines(text))
    lined = text if bars >= 4 else _SLASH.sub(lambda m: " " * (len(m.group()) - 1) + "|", text)
    table = _TABLE.fullmatch(lined)
    if table is not None:
        heads = [h.strip() for h in table["heads"].split("|")]
    elif (table := lex.derived("column-heads", _heads_after).fullmatch(lined)) is not None:
        heads = [h.strip() for h in table["heads"].split(",")]
    else:
        return []
    if len(heads) == 2 and not any(_DIGIT.search(_WIDTH.sub("", h)) for h in heads):
        return _named_rows(table, heads, lex)
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
                (member := lex.resolve(f"{family} {next(g for g in gen.groups() if g)}")) \
                is not None:
            first = member.name
        said = " | ".join([first, *(f"{h}: {c}" for h, c in zip(heads[1:], cells[1:],
                                                                  strict=True)
                                    if not lanes.search(h))])
        lead = len(part) - len(part.lstrip())
        found.append(Row(start + lead, start + len(part.rstrip()), said))
        start += len(part) + (len(ends[n].group()) if n < len(ends) else 0)
    return found


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


def _without_family(head: str, name: str, lex: Lexicon) -> str:
    """A column head without the family its row's thing is of ("PCIe x16 bandwidth" of "PCIe
    4.0": "x16 bandwidth"), which would be read as the figure's subject."""
    for m in reversed(lex.find_entities(head)):
        if m.value != name and name in lex.members(m.value):
            head = head[:m.start] + head[m.end:]
    return head.strip()


_CELL = re.compile(r"[^|]+")
_SIZE = re.compile(r"\s*\b\d+\s*GB\b(?!\s*/)")
"""A memory size in a product's name ("A100 80GB SXM"), no part of what names the product."""
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
    if len(names) < 3 or not body or lex.find_entities(names[0]) or not all(
            len(named := lex.find_entities(n)) == 1 and named[0].end - named[0].start >=
            len(_SIZE.sub("", n)) // 2 for n in names[1:]):
        return []
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
