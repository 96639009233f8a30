"""The one table of hostile strings that every output format is tested with (and fuzzed from).

Each is a valid claim: not blank, at most 4000 characters, no NUL. ``HOSTILE`` maps a short
name (used in test ids and fact ids) to the text.
"""

from __future__ import annotations

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
