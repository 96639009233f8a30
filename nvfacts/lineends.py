"""Line endings of an edit to a store whose lines do not all end alike (a CRLF store with a
fact pasted in with LF endings): a line the edit leaves as it was keeps its own ending, byte for
byte, and a new line takes the ending of the lines around it, not the one the file mostly
uses."""

from __future__ import annotations

import difflib
import re

_LINE = re.compile(r"[^\n]*\n|[^\n]+")


def _ending(line: str) -> str:
    return "\r\n" if line.endswith("\r\n") else "\n" if line.endswith("\n") else ""


def _bare(line: str) -> str:
    return line[:len(line) - len(_ending(line))]


def around(body: str, start: int, end: int) -> str | None:
    """The ending of the lines of ``body[start:end]`` (the most of them; the first when as
    many end each way), else of the line before ``start``, else of the line after it; None when
    no line there ends."""
    span = body[start:end]
    ends = span.count("\n")
    if ends:
        crlf = span.count("\r\n")
        if crlf * 2 != ends:
            return "\r\n" if crlf * 2 > ends else "\n"
        first = span.index("\n")
        return "\r\n" if first and span[first - 1] == "\r" else "\n"
    if start and body[start - 1] == "\n":
        return "\r\n" if start > 1 and body[start - 2] == "\r" else "\n"
    after = body.find("\n", start)
    if after < 0:
        return None
    return "\r\n" if after and body[after - 1] == "\r" else "\n"


def keep_endings(body: str, start: int, end: int, text: str) -> str:
    """``text``, to stand in place of ``body[start:end]``, with each of its lines that is one of
    those lines unchanged ending as it did there, and every other line ending as the lines
    around (``around``). ``text`` as it is when all those lines end alike."""
    ending = around(body, start, end)
    old = body[start:end]
    if ending is None or ("\r" not in old and "\r" not in text and ending == "\n"):
        return text
    if ending == "\r\n" and old.count("\n") == old.count("\r\n") \
            and text.count("\n") == text.count("\r\n"):
        return text
    old_lines, new_lines = _LINE.findall(old), _LINE.findall(text)
    kept, made = list(map(_bare, old_lines)), list(map(_bare, new_lines))
    out: list[str] = []
    matcher = difflib.SequenceMatcher(None, kept, made, autojunk=False)
    for tag, i1, _, j1, j2 in matcher.get_opcodes():
        for k in range(j1, j2):
            own = _ending(old_lines[i1 + k - j1]) if tag == "equal" else ""
            out.append(made[k] + ((own or ending) if _ending(new_lines[k]) else ""))
    return "".join(out)
