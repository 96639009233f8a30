"""Where text that wraps in a table may break: between words, and between any two Chinese,
Japanese or Korean characters, as those languages break lines, never inside a word of Latin
letters and digits unless it is wider than the line, and never dropping a character.

rich breaks only at spaces: a Chinese clause is one "word" to it, which it moves whole to a
line of its own, and crops with an ellipsis when it is wider than the column. ``Wrapping`` is
a rich ``Text`` that breaks where a reader of either language expects. Imported by the
renderer only when it draws.
"""

from __future__ import annotations

from rich.cells import cell_len, chop_cells
from rich.console import Console, ConsoleOptions
from rich.containers import Lines
from rich.measure import Measurement
from rich.text import Text

CLOSING = "，。、；：？！）》」』】〉”’…,.;:?!)]}%"  # noqa: RUF001
"""Punctuation that stays at the end of the line of the character before it."""
OPENING = "（《「『【〈“‘([{"  # noqa: RUF001
"""Punctuation that stays at the start of the line of the character after it."""


def _wide(char: str) -> bool:
    return cell_len(char) == 2


def pieces(text: str) -> list[str]:
    """``text`` cut where a line may break, each piece with the spaces after it: a word of
    narrow characters, or one wide character, with the punctuation that must not start or
    end a line kept on its side."""
    found: list[str] = []
    i, n = 0, len(text)
    while i < n:
        j = i
        while j < n and text[j] in OPENING:
            j += 1
        if j < n and _wide(text[j]):
            j += 1
        else:
            while j < n and not text[j].isspace() and not _wide(text[j]):
                j += 1
        while j < n and text[j] in CLOSING:
            j += 1
        while j < n and text[j].isspace():
            j += 1
        j = max(j, i + 1)
        found.append(text[i:j])
        i = j
    return found


def breaks(text: str, width: int) -> list[int]:
    """The offsets in ``text`` (one line) where the lines ``width`` cells wide start, after
    the first: greedy, a piece wider than a line folded across lines."""
    offsets: list[int] = []
    start = used = 0
    for piece in pieces(text):
        size = cell_len(piece.rstrip())
        if used + size <= width:
            used += cell_len(piece)
        elif size > width:  # no line holds it: folded
            if used:
                offsets.append(start)
            chunks = chop_cells(piece, width)
            for chunk in chunks[:-1]:
                start += len(chunk)
                offsets.append(start)
            used = cell_len(chunks[-1])
            start += len(chunks[-1])
            continue
        else:
            if start:
                offsets.append(start)
            used = cell_len(piece)
        start += len(piece)
    return offsets


class Wrapping(Text):
    """Text that wraps at the ``breaks`` of its lines, measured by its widest piece."""

    @classmethod
    def of(cls, text: Text) -> Wrapping:
        return cls(text.plain, style=text.style, spans=list(text.spans))

    def wrap(self, console: Console, width: int, *, justify: object = None,
             overflow: object = None, tab_size: int = 8, no_wrap: bool | None = None) -> Lines:
        lines = Lines()
        for line in self.split(allow_blank=True):
            if "\t" in line:
                line.expand_tabs(tab_size)
            parts = line.divide(breaks(line.plain, width))
            for part in parts:
                part.rstrip_end(width)
                part.rstrip()
            lines.extend(parts)
        return lines

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(widest_piece(self.plain),
                           max(map(cell_len, self.plain.splitlines() or [""])))


def widest_piece(text: str) -> int:
    """The cells the narrowest line that breaks ``text`` nowhere else needs."""
    return max((cell_len(p.rstrip()) for p in pieces(text)), default=0)
