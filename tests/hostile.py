"""The one table of hostile strings that every output format is tested with (and fuzzed from).

Each is a valid claim: not blank, at most 4000 characters, no NUL. ``HOSTILE`` maps a short
name (used in test ids and fact ids) to the text.
"""

from __future__ import annotations

from html.parser import HTMLParser

HOSTILE: dict[str, str] = {
    # terminals: clipboard writes, hyperlinks, colours, one-byte C1 forms, cursor tricks
    "osc52": "NVLink \x1b]52;c;ZWNobyBwd25lZA==\x07 900 GB/s",
    "osc52-st": "\x1b]52;c;Y2FsYw==\x1b\\ clipboard",
    "osc8": "\x1b]8;;http://evil.example/\x1b\\click here\x1b]8;;\x1b\\ NVLink",
    "csi-colour": "\x1b[31mred\x1b[0m and \x1b[2J\x1b[H cleared",
    "c1-csi": "\x9b31mred\x9b0m \x9d0;title\x9c",
    "backspace-bell": "visible\x08\x08\x08\x08\x08\x08\x07hidden",
    "del": "DEL\x7f here",
    "nel": "next\x85line",
    # bidi: text that reads otherwise than it is
    "rtl-override": "NVLink 4.0 \u202e900 GB/s\u202c is a lie",
    "bidi-isolates": "access \u2067\u2066admin\u2069\u2069 \u200f\u200e \u061c \u202a\u202b\u202d",
    # line breaks: rows in CSV and Markdown, lines in messages
    "lone-cr": "NVLink note\r=cmd|' /C calc'!A0",
    "crlf": "first line\r\nsecond line",
    "lf": "first\n| fake | row |",
    "tab": "a\tb",
    "unicode-breaks": "line\u2028separator\u2029paragraph",
    # spreadsheets (OWASP formula prefixes)
    "formula-eq": "=HYPERLINK(\"http://evil.example\",\"click\")",
    "formula-plus": "+1+cmd|' /C calc'!A0",
    "formula-minus": "-2+3",
    "formula-at": "@SUM(1+1)*cmd|' /C calc'!A0",
    "formula-tab": "\t=1+1",
    "formula-cr": "\r=2+2",
    "quotes": "He said \"900 GB/s\", then 'no', then \"\"",
    "separators": "a,b;c\td|e",
    # HTML
    "script": "<script>alert(1)</script>",
    "img-onerror": "<img src=x onerror=alert(1)>",
    "iframe": "<iframe src=\"javascript:alert(1)\"></iframe>",
    "close-table": "</td></tr></table><h1>owned</h1>",
    "entities": "&lt;script&gt; &amp; &#60;b&#62; &#x3c;",
    "svg": "<svg onload=alert(1)><a xlink:href=\"javascript:x\">x</a></svg>",
    # Markdown
    "md-link": "[click](javascript:alert(1)) and [ref][1]\n\n[1]: javascript:alert(2)",
    "md-image": "![x](http://evil.example/x.png \"t\")",
    "md-autolink": "<http://evil.example> <javascript:alert(1)> <a@b.c>",
    "pipes": "a | b || c \\| d",
    "backticks": "`code` and ``two`` and ``` fence",
    "emphasis": "*em* _em_ **strong** __strong__ ~~strike~~",
    "backslashes": "ends with a backslash \\",
    "heading-list": "# heading\n- item\n> quote",
    # YAML look-alikes
    "yaml": "- id: x\n  claim: y # comment &anchor *alias !!python/object:os.system",
    # plain but big or foreign
    "long-line": ("NVLink 4.0 has 900 GB/s per GPU; " * 120)[:3999].rstrip(),
    "chinese": "第四代NVLink的双向带宽为900 GB/s，是PCIe 5.0的7倍",  # noqa: RUF001
    "emoji-rtl-text": "נתון 🚀 مرحبا NVLink",
}


class Page(HTMLParser):
    """An HTML page read back: start tags with their attributes, and each table cell's text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.cells: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        if tag == "td":
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "td" and self._cell is not None:
            self.cells.append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def page(text: str) -> Page:
    read = Page()
    read.feed(text)
    read.close()
    return read


def inert(read: Page, allowed: set[str] | None = None) -> None:
    """Assert that the page holds nothing active: no script, frame, image, object or form, no
    event handler, links only to http(s) or the page itself; only ``allowed`` tags if given."""
    for tag, attrs in read.tags:
        assert tag not in ("script", "iframe", "frame", "img", "object", "embed", "form"), tag
        assert allowed is None or tag in allowed, tag
        for key, value in attrs:
            assert not key.startswith("on"), (tag, key)
            if key in ("href", "src", "xlink:href", "action", "formaction"):
                assert (value or "").startswith(("http://", "https://", "#")), (tag, value)
