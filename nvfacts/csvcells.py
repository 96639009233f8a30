"""How a CSV cell holds a list and stays text in a spreadsheet, as `export` writes it and
`ingest` reads it back.

A list is its items joined by ';', each item's backslash, ';' and ',' escaped with a backslash
(so a tag 'a;b' is 'a\\;b', never two tags). A cell that a spreadsheet would run as a formula
(starting with =, +, -, @, tab or CR: OWASP) is prefixed with ', and so is one starting with '
itself, so that reading drops exactly the one ' that writing added.
"""

from __future__ import annotations

import re

FORMULA = ("=", "+", "-", "@", "\t", "\r")
_SPECIAL = re.compile(r"[\\;,]")


def guarded(text: str) -> str:
    """``text`` as a cell a spreadsheet shows as text, never runs."""
    return "'" + text if text.startswith((*FORMULA, "'")) else text


def unguarded(cell: str) -> str:
    """The text ``guarded`` wrote as ``cell`` (a cell no guard was added to, as it is)."""
    return cell[1:] if cell.startswith("'") and cell[1:].startswith((*FORMULA, "'")) else cell


def escaped(item: str) -> str:
    """A list item with its backslashes, ';' and ',' escaped, to be joined by ';'."""
    return _SPECIAL.sub(lambda m: "\\" + m.group(), item)


def split(cell: str) -> list[str]:
    """The items of a cell: split at each ';' or ',' not escaped, escapes undone, each item
    stripped of white space at its ends, blank items dropped. A backslash before any other
    character stays."""
    items, current = [], ""
    chars = iter(cell)
    for char in chars:
        if char == "\\":
            after = next(chars, "")
            current += after if after and after in "\\;," else char + after
        elif char in ";,":
            items.append(current)
            current = ""
        else:
            current += char
    items.append(current)
    return [item.strip() for item in items if item.strip()]
