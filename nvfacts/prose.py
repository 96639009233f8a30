"""Read the sentences of prose: an article, a blog post or a forum answer saved as Markdown,
plain text or HTML. Headings, code and images are not prose; a table row is read as one
sentence that names each cell by its column ("GPUs: 72; NVLink per GPU: 1.8 TB/s"). Each
sentence keeps the heading it sits under (ingest gives it the product that heading names)."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache
from html.parser import HTMLParser
from typing import TYPE_CHECKING

from .lang import detect

if TYPE_CHECKING:
    from markdown_it.token import Token
    from pysbd import Segmenter

    from .lexicon import Lexicon


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence of a page, the line it starts on and the heading it sits under: the
    nearest heading before it (Markdown's, HTML's h1 to h6, or a line standing as one,
    ``_heading_line``), None before any."""

    text: str
    line: int
    heading: str | None = None

    @property
    def locator(self) -> str:
        return f"line {self.line}"


@dataclass(slots=True)
class Prose:
    """A page's title (its first heading, a Markdown page's wholly bold first line when it has
    no heading, or an HTML page's title without the site's name after it) and its sentences."""

    title: str | None
    sentences: list[Sentence]


def read_prose(text: str, html: bool = False) -> Prose:
    """The sentences of a page, in order: of its paragraphs, list items and table rows, each
    with the line its paragraph (or row) starts on."""
    title, blocks = _html_blocks(text) if html else _markdown_blocks(text)
    return Prose(title, [s for line, lines, heading in blocks
                         for s in _split(line, lines, heading)])


def without_site(title: str) -> str:
    """A page title without the site's name after its last ' | ', or a hyphen, en or em dash
    between spaces ('The Evolution of NVLink | FiberMall': 'The Evolution of NVLink'), when
    something is left."""
    at = max(title.rfind(mark) for mark in _SITE_MARKS)
    return title[:at].strip() or title if at > 0 else title


_SITE_MARKS = (" | ", " - ", " \u2013 ", " \u2014 ")


Block = tuple[int, list[str], str | None]
"""A paragraph, list item or table row: the line it starts on, its lines and its heading."""


def _split(first: int, lines: list[str], heading: str | None = None) -> list[Sentence]:
    """The sentences of a block whose ``lines`` start at line ``first`` under ``heading``, each
    with its line."""
    block, starts = _joined(lines)
    found = []
    for span in _segmenter(detect(block)).segment(block):
        rest = _CITED_START.sub("", span.sent, count=1)  # no white space or mark before
        words = _CITED_END.sub("", rest).strip()
        if "[" in words:  # '... six NVSwitch chips [2] while ...', '... bandwidth[2], and'
            words = _CITED_INSIDE.sub("", words)
        if words:
            at = span.start + len(span.sent) - len(rest)
            found.append(Sentence(words, first + bisect_right(starts, at) - 1, heading))
    return found


_CITED_START = re.compile(r"^\s*(?:\[\d{1,3}\]\s*)*")
_CITED_END = re.compile(r"(?:\s*\[\d{1,3}\])+\s*$")
"""Citation marks opening or closing a sentence ('[4] Hopper has ...', '... bandwidth.[4]',
'[2] [3]' alone), as Wikipedia writes them after a sentence: no words of it."""
_CITED_INSIDE = re.compile(r"(?:\s*\[[1-9]\d{0,2}\])+"
                           r"(?=[\s,.;:!?\uff0c\u3002\uff1b\uff1a\u3001]|$)")
"""Citation marks inside a sentence, after the word or clause they cite and before a space or
a punctuation mark ('six NVSwitch chips [2] while', 'bandwidth[2], and', '带宽[3]' before a
Chinese comma): no words of it either (an index followed by neither stays, 'links[1])', and so
does [0], which no citation is: 'x[0] and')."""


@cache
def _segmenter(lang: str) -> Segmenter:
    from pysbd import Segmenter

    return Segmenter(language="zh" if lang == "zh" else "en", clean=False, char_span=True)


def _joined(lines: list[str]) -> tuple[str, list[int]]:
    """Lines of one paragraph as one text, and where each line starts in it: a line break is a
    space, but not between two Chinese characters, which a Chinese writer breaks lines between
    without one."""
    text = ""
    starts = []
    for part in (line.strip() for line in lines):
        if text and part and not (_han(text[-1]) and _han(part[0])):
            text += " "
        starts.append(len(text))
        text += part
    return text, starts


def _han(char: str) -> bool:
    return "\u3000" <= char <= "\u9fff" or "\uff00" <= char <= "\uffef"


def row_sentence(headers: list[str], cells: list[str]) -> str:
    """A table row as a sentence: each cell named by its column when the columns have names,
    the row's own subject cell first (``_subject_column``); a head naming things other than
    that subject says it only of the rows they are (``_head_for``)."""
    if len(headers) != len(cells) or not any(headers):
        return "; ".join(c for c in cells if c)
    at = _subject_column(headers, cells)
    if at is not None:
        families = _families(cells[at])
        headers = [h if n == at else _head_for(h, families) for n, h in enumerate(headers)]
        order = [at, *(n for n in range(len(cells)) if n != at)]
        headers, cells = [headers[n] for n in order], [cells[n] for n in order]
    return "; ".join(f"{h}: {c}" if h else c for h, c in zip(headers, cells, strict=True) if c)


def _subject_column(headers: list[str], cells: list[str]) -> int | None:
    """The column of a row's own subject, the thing each of its figures is of: the one whose
    head names a kind of thing (the lexicon's relation-words ``table-subject-heads``:
    'Interconnect', 'Product', 'GPU', 'Generation'...), else the first, when its cell names a
    thing the lexicon knows and holds no figure but its name's; None when the row has none."""
    from .lexicon import Match, lexicon

    lex = lexicon()
    kinds = {w.casefold() for w in lex.words("table-subject-heads")}
    named = [n for n, (h, c) in enumerate(zip(headers, cells, strict=True))
             if c and _BRACKET.sub("", h).strip().casefold() in kinds]
    at = named[0] if named else 0
    cell = cells[at]
    found = lex.find_entities(cell)
    if not found:
        return None
    rest = "".join(cell[a.end:b.start] for a, b in zip(
        [Match(0, 0, "", ""), *found], [*found, Match(len(cell), len(cell), "", "")],
        strict=True))
    return None if _FIGURE.search(rest) else at


_BRACKET = re.compile(r"\s*\(([^()]*)\)")
_FIGURE = re.compile(r"\d")


def _words(lex: Lexicon, key: str) -> str:
    """The lexicon's word list ``key`` (relation-words) as alternatives, longest first."""
    from .reading.relations import spaced_words

    return spaced_words(lex.words(key))


@dataclass(frozen=True, slots=True)
class _HeadWords:
    alternatives: re.Pattern[str]
    """Between alternatives in a bracket of a column's head: "or" (``head-or``) or a slash."""
    either: re.Pattern[str]
    """Two words with "or" between them ("rate per lane or NVLink")."""
    joined: str
    """What nvfacts writes between the alternatives it keeps: the first word of ``head-or``."""


def _compile_head_words(lex: Lexicon) -> _HeadWords:
    said = _words(lex, "head-or")
    return _HeadWords(re.compile(rf"\s+(?:{said})\s+|\s*/\s*", re.IGNORECASE),
                      re.compile(rf"([\w.-]+)\s+(?:{said})\s+([\w.-]+)", re.IGNORECASE),
                      f" {lex.words('head-or')[0]} ")


def _families(cell: str) -> set[str]:
    """The families of the things a subject cell names ('NVLink 4.0': NVLink), and the things."""
    from .lexicon import lexicon

    lex = lexicon()
    return {n for m in lex.find_entities(cell)
            for n in (m.value, lex.entities[m.value].family or m.value)}


def _names(text: str) -> set[str]:
    """The families of the things ``text`` names."""
    return _families(text) if text.strip() else set()


def _head_for(head: str, families: set[str]) -> str:
    """A column's head as it holds for a row whose subject is of ``families``: of alternatives
    naming things ('Total Bandwidth (PCIe x16 or NVLink)', 'rate per lane or NVLink'), the one
    of the row's family ('(PCIe x16)' in a PCIe row), else the one naming nothing ('per lane');
    a bracket naming only the row's family is said by the row already ('Total Links (NVLink)'
    in an NVLink row: 'Total Links'), and its family's name in a bracket is ('(PCIe x16)':
    '(x16)'). A head naming nothing is kept as it is."""
    if not _names(head):
        return head
    from .lexicon import lexicon

    said = lexicon().derived("head-words", _compile_head_words)

    def bracket(m: re.Match[str]) -> str:
        inside = m.group(1)
        if not _names(inside):
            return m.group()
        options = [o for o in said.alternatives.split(inside) if o.strip()]
        own = [o for o in options if _names(o) & families]
        if not own:
            return "" if len(options) > 1 else m.group()
        kept = said.joined.join(_without_family(o, families) for o in own).strip()
        return f" ({kept})" if kept else ""

    head = _BRACKET.sub(bracket, head).strip()

    def either(m: re.Match[str]) -> str:
        sides = [m.group(1), m.group(2)]
        named = [_names(s) for s in sides]
        if not any(named):
            return m.group()
        own = [s for s, n in zip(sides, named, strict=True) if n & families]
        plain = [s for s, n in zip(sides, named, strict=True) if not n]
        return (own or plain or [m.group()])[0]

    return said.either.sub(either, head)


def _without_family(option: str, families: set[str]) -> str:
    """An alternative without the bare name of the row's family ('PCIe x16': 'x16')."""
    words = [w for w in option.split() if w not in families]
    return " ".join(words)


def _markdown_blocks(text: str) -> tuple[str | None, list[Block]]:
    from markdown_it import MarkdownIt

    title: str | None = None
    bold: str | None = None  # the first line, when it is wholly bold
    plain: str | None = None  # the first line, when it looks like a title
    first = seeking = True
    blocks: list[Block] = []
    headers: list[str] = []
    cells: list[str] = []
    heading = in_head = in_cell = False
    under: str | None = None  # the heading the blocks sit under
    listed = 0  # list items open
    line = row_line = 1
    for token in MarkdownIt("commonmark").enable("table").parse(text):
        if token.map is not None:
            line = token.map[0] + 1
        kind = token.type
        if kind in ("heading_open", "heading_close"):
            heading = kind == "heading_open"
        elif kind in ("list_item_open", "list_item_close"):
            listed += 1 if kind == "list_item_open" else -1
        elif kind in ("thead_open", "thead_close"):
            in_head = kind == "thead_open"
            headers = [] if in_head else headers
        elif kind in ("th_open", "td_open", "th_close", "td_close"):
            in_cell = kind.endswith("_open")
        elif kind == "tr_open":
            cells, row_line = [], line
        elif kind == "tr_close":
            if in_head:
                headers = cells
            elif any(cells):
                blocks.append((row_line, [row_sentence(headers, cells)], under))
        elif kind == "inline" and heading:
            under = _joined(_inline(token))[0] or None
            title = title or under
        elif kind == "inline":
            lines = _inline(token)
            if first and not in_cell:
                bold = _bold_line(token)
            if seeking and not in_cell:  # past a page's boilerplate ('logo / Solutions / ...',
                seeking = _boilerplate(lines)  # 'news 2026/1/22 11:00:44') to its title
                plain = None if seeking else _title_line(lines)
            if in_cell:
                cells.append(_joined(lines)[0])
            elif any(lines) and (items := _bulleted(line, lines, under)):
                blocks += items  # "• Form Factor: SXM5 • Memory: 80 GB HBM3 • ..."
            elif any(lines):
                if not listed and (glued := _glued_heading(lines)):
                    blocks.append((line, lines[:1], under))  # "72 GPUs as one NVLink domain
                    under, line, lines = glued, line + 1, lines[1:]  # / An NVL72 rack ..."
                blocks.append((line, lines, under))
                if not listed and (standing := _heading_line(lines)):
                    under = standing
        first = first and kind not in ("inline", "tr_open")
    return title or bold or (plain if len(blocks) > 1 else None), blocks


_BULLET = re.compile(r"\s*[\u2022\u25cf\u25aa\u25e6\u2023\u2043]\s*")
"""A bullet mark written in the text (a bullet, a black circle or small square, a white bullet,
a triangular or hyphen bullet), where no list item was marked up."""


def _bulleted(first: int, lines: list[str], under: str | None) -> list[Block]:
    """A paragraph's items when bullet marks are written inside it, as one is on a page pasted
    from a rendered list ("  • Form Factor: SXM5", "• NVLink Speed: 900 GB/sec • PCIe Gen5
    Speed: 128 GB/sec"): each mark starts an item of its own, on the line it is written on, as
    a list item does; the words before the first mark are an item too, and the heading of the
    items when they have a heading's shape ("NVIDIA A800" over "• 定位: ..."). [] when the
    paragraph has no mark."""
    if not any(_BULLET.search(text) for text in lines):
        return []
    items: list[tuple[int, list[str]]] = []
    opened = False  # whether an item was opened by a mark
    for k, text in enumerate(lines):
        for j, part in enumerate(_BULLET.split(text)):
            if j == 0 and items and part.strip():
                items[-1][1].append(part)  # a line wrapped inside the item before
            elif part.strip():
                items.append((first + k, [part]))
                opened = opened or j > 0
    blocks: list[Block] = []
    for n, (line, parts) in enumerate(items):
        blocks.append((line, parts, under))
        if n == 0 and opened and not _BULLET.match(lines[0]) and \
                (heading := _heading_line(parts)) is not None:
            under = heading
    return blocks


_SENTENCE_END = tuple(".\u3002;\uff1b,\uff0c:\uff1a")
"""How a line ends that is a sentence, or the start of one, rather than a title: '.', ';',
',', ':' and their full-width forms."""
TITLE_MAX = 100
"""The most characters a first line that titles a page may have."""


def _title_line(lines: list[str]) -> str | None:
    """A page's first paragraph when it looks like a title: one line (a blank line after it),
    at most TITLE_MAX characters, not ending as a sentence does ('NVLink and NVSwitch in the
    DGX H100', '如何理解 NVLink 带宽?'); else None."""
    line = lines[0].strip() if len(lines) == 1 else ""
    if not line or len(line) > TITLE_MAX or line.endswith(_SENTENCE_END):
        return None
    return line


def _boilerplate(lines: list[str]) -> bool:
    """Whether a paragraph opening a plain-text page is no title but what a page saved from a
    browser starts with: a menu (three lines or more, each a few words, none a sentence:
    'logo / Solutions / GPU Repair / ...'), or a line of a date, a time or counters and a word
    or two ('news 2026/1/22 11:00:44', '1.2k 24')."""
    said = [line.strip() for line in lines if line.strip()]
    if len(said) >= 3 and all(len(line) <= _MENU_ITEM and not line.endswith(_SENTENCE_END)
                              for line in said):
        return True
    if len(said) != 1:
        return False
    from .lexicon import lexicon

    left = _COUNTERS.sub(" ", lexicon().derived("date-time", _date_time).sub(" ", said[0]))
    return left != said[0] and len(left.split()) <= 2 and not any(c.isdigit() for c in left)


_MENU_ITEM = 30
"""The most characters of a menu's item, a line of its own on a page saved as text."""


def _heading_line(lines: list[str]) -> str | None:
    """A paragraph standing as a heading of what follows it, as a plain-text page writes one
    ('NVIDIA A800', '2. A800 和 H800 在NVLink上的侧重点'): a title's shape (``_title_line``)
    with no colon, which a spec line ('NVLink Speed: 900 GB/sec') has; else None."""
    line = _title_line(lines)
    return line if line is not None and not {":", "\uff1a"} & set(line) else None


def _glued_heading(lines: list[str]) -> str | None:
    """A paragraph's first line when it is a heading written with no blank line after it: a
    heading's shape (``_heading_line``), then a line at least twice its length opening a
    sentence, with a capitalised word ('An', 'Each': not a name such as 'NVLink' or 'H100', nor
    a figure) or a Chinese character ('72 GPUs as one NVLink domain' over 'An NVL72 rack pairs
    36 Grace CPUs ...'; a line wrapped mid-sentence is about as long as the next, or goes on
    with a name or a figure); else None."""
    if len(lines) < 2 or (heading := _heading_line(lines[:1])) is None:
        return None
    after = lines[1].strip()
    opens = _OPENING_WORD.match(after) is not None or (after[:1] != "" and _han(after[0]))
    return heading if opens and len(after) >= 2 * len(heading) else None


_OPENING_WORD = re.compile(r"[A-Z][a-z]*(?![\w.-])")
"""A word opening a sentence: a capital, then lower-case letters only ('An', 'Each', 'A')."""


def _bold_line(token: Token) -> str | None:
    """The words of an inline run's first line when it is all bold ('**Re: How fast is
    NVLink?**'); else None."""
    children = list(token.children or [])
    end = next((i for i, c in enumerate(children) if c.type in ("softbreak", "hardbreak")),
               len(children))
    inside = [c for c in children[:end] if c.type != "text" or c.content.strip()]
    if len(inside) < 3 or inside[0].type != "strong_open" or inside[-1].type != "strong_close" \
            or any(c.type == "strong_close" for c in inside[1:-1]):
        return None
    return _inline(token)[0].strip() or None


def _inline(token: Token) -> list[str]:
    """An inline run's words, a line each: emphasis, links and code marks left out, images
    and raw HTML dropped."""
    lines: list[str] = [""]
    for child in token.children or []:
        if child.type in ("text", "code_inline"):
            lines[-1] += child.content
        elif child.type in ("softbreak", "hardbreak"):
            lines.append("")
    return lines


_BLOCK_TAGS = frozenset({"p", "div", "li", "tr", "br", "section", "article", "blockquote",
                         "dd", "dt", "caption", "table", "ul", "ol", "h1", "h2", "h3", "h4",
                         "h5", "h6", "header", "footer", "main", "aside", "pre", "nav", "form",
                         "figcaption"})
_HIDDEN = frozenset({"script", "style", "noscript", "head", "title", "template", "svg",
                     "h1", "h2", "h3", "h4", "h5", "h6", "pre", "button", "select", "iframe",
                     "textarea"})
"""Elements whose text is no prose: code blocks, headings, scripts, controls (a word of code
in a sentence is one of its words, as in Markdown)."""
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                   "source", "track", "wbr"})
"""Elements without an end tag (no text of their own to hide)."""
_UNSEEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)


_PANEL = re.compile(r"accordion|collapse|tab-?pane|tab-?panel|toggle|expand", re.IGNORECASE)
_CONTROLLED = re.compile(r"""\baria-controls\s*=\s*["']?([^"'\s>]+)""", re.IGNORECASE)


def _unseen(attrs: list[tuple[str, str | None]], controlled: frozenset[str]) -> bool:
    """Whether an element is hidden from the page's reader for good: the ``hidden`` attribute,
    ``aria-hidden="true"``, or a style of ``display: none`` or ``visibility: hidden`` (a
    draft left in, a tooltip, text kept for search engines), unless the reader can open it: a
    tab's panel, an accordion's or a collapsed section (by its role or class, or its ``id``
    named by a control's ``aria-controls``: ``controlled``), whose text is the page's own."""
    said = dict(attrs)
    if not ("hidden" in said or (said.get("aria-hidden") or "").strip().lower() == "true" or
            _UNSEEN_STYLE.search(said.get("style") or "")):
        return False
    return not (said.get("role") == "tabpanel" or said.get("id") in controlled or
                _PANEL.search(said.get("class") or ""))


@dataclass(slots=True)
class _Block:
    """A paragraph, list item or table row: the line it starts on, its lines, and the runs of
    text it was made of (a row's cells, a term and its description), by which it is found in
    the article's text."""

    line: int
    lines: list[str]
    runs: list[str]
    heading: str | None = None
    """The heading it sits under: the last h1 to h6 before it."""


class _Blocks(HTMLParser):
    """Text of an HTML page by block: paragraphs, list items and table rows."""

    def __init__(self, controlled: frozenset[str] = frozenset()) -> None:
        super().__init__(convert_charrefs=True)
        self.controlled = controlled
        """The ids the page's controls open (``_unseen``)."""
        self.blocks: list[_Block] = []
        self.parts: list[str] = []
        self.runs: list[str] = []
        self.start = 1
        self.hidden = 0
        self.headers: list[str] = []
        self.cells: list[str] | None = None
        self.cell: list[str] | None = None
        self.named: list[bool] = []
        """Of each cell of the row so far, whether it is a heading cell (<th>)."""
        self.title: list[str] = []
        self.titled = False
        self.title_tag = ""
        self.heading: list[str] = []
        """The words of the page's first <h1>, its links' and marks' included."""
        self.in_heading = False
        self.under: str | None = None
        """The last h1 to h6 read: the heading of the blocks after it."""
        self.section: list[str] | None = None
        """The words of the h1 to h6 being read."""
        self.term = False
        """Whether a <dt>'s words end the block: its <dd> follows them in the block."""
        self.tag = ""
        self.veil = ""
        """The tag of the hidden element (``_unseen``) whose text is being skipped, if any."""
        self.veils = 0
        """How many elements of that tag are open inside it, itself included."""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tag = tag
        self.in_heading = self.in_heading or (tag == "h1" and not self.heading)
        if tag in _HEADINGS:
            self.section = []
        if tag in _HIDDEN:
            self.hidden += 1
        if tag == self.veil == "p":
            self._unveil()  # a new <p> ends the hidden one left unclosed
        if tag == self.veil:
            self.veils += 1
        elif not self.veil and tag not in _VOID and _unseen(attrs, self.controlled):
            self.veil, self.veils = tag, 1
            self.hidden += 1
        if tag in ("td", "th") and self.cells is not None:
            self.cell = []
        elif tag == "br" and self.cell is not None:
            self.cell.append("\n")  # a line of a cell: "4x<br>Typical" is "4x Typical"
        elif tag == "tr":
            self.flush()
            self.cells, self.named, self.start = [], [], self.getpos()[0]
        elif tag == "dd" and self.term:
            self.parts.append(": ")  # a term and its description: "Memory Size: 141 GB"
        elif tag in _BLOCK_TAGS:
            self.flush()
        self.term = False

    def handle_endtag(self, tag: str) -> None:
        self.titled = self.titled or (tag in ("title", "h1") and bool(self.title))
        self.in_heading = self.in_heading and tag != "h1"
        if tag in _HEADINGS and self.section is not None:
            self.under = _joined("".join(self.section).splitlines())[0] or None
            self.section = None
        if tag in _HIDDEN:
            self.hidden = max(0, self.hidden - 1)
        if tag == self.veil:
            self.veils -= 1
            if not self.veils:
                self._unveil()
        if tag in ("td", "th") and self.cell is not None and self.cells is not None:
            self.cells.append(_joined("".join(self.cell).splitlines())[0])
            self.cell = None
            self.named.append(tag == "th")
        elif tag == "tr" and self.cells is not None:
            if self.named and all(self.named) and not self.headers:
                self.headers = self.cells
            elif any(self.cells):
                self.blocks.append(_Block(self.start, [self.row()], [c for c in self.cells if c],
                                          self.under))
            self.cells, self.named = None, []
        elif tag == "table":
            self.headers = []
        elif tag == "dt" and self.parts:
            self.term = True
        elif tag in _BLOCK_TAGS:
            self.flush()

    def _unveil(self) -> None:
        self.veil, self.veils = "", 0
        self.hidden = max(0, self.hidden - 1)

    def row(self) -> str:
        """A table row as a sentence; a row headed by its first cell, in a table whose columns
        have no names, as that name and its values ('Max power: 600 W')."""
        cells = self.cells or []
        if not self.headers and len(cells) > 1 and self.named[0] and not any(self.named[1:]):
            return f"{cells[0]}: {'; '.join(c for c in cells[1:] if c)}"
        return row_sentence(self.headers, cells)

    def handle_data(self, data: str) -> None:
        if self.tag in ("title", "h1") and not self.titled:
            self.title.append(data)
            self.title_tag = self.title_tag or self.tag
        if self.in_heading:
            self.heading.append(data)
        if self.section is not None:
            self.section.append(data)
        if self.hidden:
            return
        if self.cell is not None:
            self.cell.append(data)
            return
        if not self.parts:
            if not data.strip():
                return
            self.start = self.getpos()[0] + data[: len(data) - len(data.lstrip())].count("\n")
        self.parts.append(data)
        if data.strip():
            self.runs.append(data)

    def flush(self) -> None:
        lines = "".join(self.parts).strip("\r\n").splitlines()
        if any(line.strip() for line in lines):
            self.blocks.append(_Block(self.start, lines, self.runs, self.under))
        self.parts, self.runs, self.term = [], [], False


def _bare(text: str) -> str:
    return "".join(text.split())


def _in_article(block: _Block, article: str) -> bool:
    """Whether each run of the block's text stands in the article's text, in order (white
    space aside: a cleaner lays text out its own way)."""
    at = 0
    for run in block.runs:
        found = article.find(_bare(run), at)
        if found < 0:
            return False
        at = found + len(_bare(run))
    return True


def article_text(text: str) -> str | None:
    """The text of a page's article, without what stands around it (menus, sidebars, cookie
    notices, adverts, related posts, comment sections, footers), by trafilatura; None when it
    finds no article."""
    import trafilatura

    return trafilatura.extract(text, include_tables=True, include_comments=False,
                               include_formatting=False, include_links=False,
                               include_images=False)


def _html_blocks(text: str) -> tuple[str | None, list[Block]]:
    """The page's title (a <title> without the site's name) and the blocks of its article."""
    text = text.removeprefix("\ufeff")  # a byte-order mark is no sentence
    parser = _Blocks(frozenset(_CONTROLLED.findall(text)))
    parser.feed(text)
    parser.close()
    parser.flush()
    article = article_text(text)
    kept = parser.blocks if article is None else \
        [b for b in parser.blocks if _in_article(b, _bare(article))]
    blocks = [item for b in kept for item in (
        _bulleted(b.line, b.lines, b.heading) or [(b.line, b.lines, b.heading)])]
    whole = _joined(parser.title)[0] or None
    if whole is None or parser.title_tag != "title":
        return whole, blocks
    heading = _joined(parser.heading)[0]
    if heading and whole.startswith(heading) and _MARK.match(whole, len(heading)):
        return heading, blocks  # 'NVLink 和 NVSwitch 的区别_nvlink带宽-CSDN博客'
    return without_site(whole), blocks


_MARK = re.compile(r"\s*(?:[^\w\s]|_)")
"""A mark after a page's heading in its <title>, before the site's name or a section's."""


_CITATION = re.compile(r"\[\d{1,3}\]")
"""A citation mark ('[4]', as Wikipedia writes one after a sentence)."""


def _date_time(lex: Lexicon) -> re.Pattern[str]:
    """A date or a time of day ('2026/1/22', '11:00:44', '2026年1月22日': a date's words are
    the lexicon's relation-words ``date-year``, ``date-month`` and ``date-day``)."""
    year, month, day = (_words(lex, key) for key in ("date-year", "date-month", "date-day"))
    return re.compile(r"\d{4}[/.-]\d{1,2}[/.-]\d{1,2}|\d{1,2}:\d{2}(?::\d{2})?|"
                      rf"\d{{4}}\s*(?:{year})\s*\d{{1,2}}\s*(?:{month})(?:\s*\d{{1,2}}\s*(?:{day}))?")
_COUNTERS = re.compile(r"(?<!\S)\d+(?:\.\d+)?[kKwW\u4e07]?(?:\s+\d+(?:\.\d+)?[kKwW\u4e07]?)+"
                       r"(?!\S)")
"""Numbers standing side by side with nothing they count ('1.2k 24': a page's views and
comments)."""
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)\b", re.IGNORECASE)
_SECTION = re.compile(r"\s*\d+(?:\.\d+)+\.?\s+(?=\S)")
"""A section's number opening a heading ('2.1 HDR QSFP56 SR4 Module')."""
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_IN_NAME = re.compile(r"(?:[A-Za-z]|\b[A-Za-z]*[A-Z][A-Za-z]*-)$")
"""Before a number, what makes it part of a name: a letter, or a word with a capital and a
hyphen ('H100', 'Gen5', 'FP8', 'v1.0', 'ConnectX-7'; not 'post-2026')."""


def quantities_said(text: str) -> tuple[int, int]:
    """How many numbers ``text`` says as quantities, and how many of them are ratios ('7X',
    '14倍', '3 times'): a digit in a name the lexicon knows or of a name's shape ('H100',
    'QSFP56', 'ConnectX-7'), in a date, a time, a citation mark ('[1]'), an ordinal ('4th'), a
    section's number opening a heading or a row of counters ('1.2k 24') is none."""
    if not any(c.isdigit() for c in text):
        return 0, 0
    from .lexicon import lexicon

    lex = lexicon()
    blank = list(text)
    for m in lex.find_entities(text):
        blank[m.start:m.end] = " " * (m.end - m.start)
    said = "".join(blank)
    for pattern in (_CITATION, lex.derived("date-time", _date_time), _COUNTERS, _ORDINAL):
        said = pattern.sub(lambda m: " " * len(m.group()), said)
    if (section := _SECTION.match(said)) is not None and not _unit_at(said, section.end(), lex):
        said = " " * section.end() + said[section.end():]
    ratios = [w.lower() for w in lex.ratio_words]
    found = ratio = 0
    for number in _NUMBER.finditer(said):
        if _IN_NAME.search(said, 0, number.start()):
            continue
        found += 1
        after = said[number.end():number.end() + 12].lstrip().lower()
        if (after[:1] in ("x", "\u00d7") and not after[1:2].isalpha()) or \
                any(after.startswith(w) for w in ratios):
            ratio += 1
    return found, ratio


def _unit_at(text: str, at: int, lex: Lexicon) -> bool:
    """Whether a unit of the lexicon's opens ``text`` at ``at`` ('TB/s' after '1.8 ')."""
    return any(text.startswith(s, at) for s in lex.units.get("symbols", {}))
