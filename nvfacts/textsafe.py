"""Text made safe to show: characters that act instead of showing, and their visible escapes.

A claim is whatever its author typed, so it may hold terminal controls (ESC starts OSC 52, which
writes the clipboard, OSC 8 hyperlinks and CSI colours; C1 has one-byte forms of the same) and
bidi controls that reorder what a reader sees. ``shown`` writes each of them as an escape such
as ``\\x1b`` or ``\\u202e`` for terminals and messages; ``yaml_escaping`` makes a YAML emitter
write the bidi controls it would leave raw as escapes in double-quoted scalars.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

BIDI = "\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"
"""Bidi controls (marks, embeddings, overrides, isolates): YAML counts them printable."""

HIDDEN = re.compile(f"[\x00-\x1f\x7f-\x9f\u2028\u2029{BIDI}]")
"""C0 (line breaks and tabs too), DEL, C1, the Unicode line and paragraph separators, bidi."""

_BIDI = re.compile(f"[{BIDI}]")


_SHORT = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def escape(char: str) -> str:
    """One character as a backslash escape (``\\n``, ``\\x1b``, ``\\u202e``), as Python and
    YAML's double-quoted scalars write it."""
    code = ord(char)
    return _SHORT.get(char) or (f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}")


def _escaped(match: re.Match[str]) -> str:
    return escape(match.group())


def shown(text: str) -> str:
    """``text`` with every control, line break and bidi character as a visible escape."""
    return HIDDEN.sub(_escaped, text)


def visible(text: str) -> str:
    """``text`` with every character that does not show (``str.isprintable``: controls, line
    breaks, zero-width and other format characters, unassigned code points) as an escape, for
    a value that should hold none of them, such as an id: 'zw\\u200bid'."""
    return text if text.isprintable() else "".join(
        c if c.isprintable() else escape(c) for c in text)


def shown_data(value: Any) -> Any:
    """``value`` with ``shown`` applied to every string inside it (not to mapping keys)."""
    if isinstance(value, str):
        return shown(value)
    if isinstance(value, dict):
        return {k: shown_data(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [shown_data(v) for v in value]
    return value


class _BidiEscaping:
    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            data = _BIDI.sub(_escaped, data.decode("utf-8")).encode("utf-8")
        else:
            data = _BIDI.sub(_escaped, data)
        self.stream.write(data)


@contextmanager
def yaml_escaping(emitter: Any) -> Iterator[None]:
    """While it runs, ``emitter`` (PyYAML's or ruamel.yaml's) writes bidi controls as escapes.

    Wrap an emitter's ``write_double_quoted`` in it: the emitters escape every other hidden
    character themselves there, but write these raw, as printable.
    """
    stream = emitter.stream
    emitter.stream = _BidiEscaping(stream)
    try:
        yield
    finally:
        emitter.stream = stream
