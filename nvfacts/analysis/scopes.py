"""What a statement's subject and scope reach: the subjects whose figures answer for another (a
GPU's NVLink figures are its generation's), the grouping scopes of a lane's and a link width's
figures, and the link widths a text writes. The ledger groups statements by them and answers
read questions by them, without importing the ledger.
"""

from __future__ import annotations

import re

from ..lexicon import Lexicon

FOLDED_ATTRIBUTES = ("bandwidth", "link-count")
"""Attributes a GPU or an architecture has through its NVLink generation."""
FOLDED_KINDS = ("gpu", "architecture")
CARRIERS = ("gpu", "superchip", "system")
"""Products that carry their NVLink generation (the lexicon's ``uses``): none was introduced
before it. An architecture is left out: roadmaps name one years before its products ship."""


def related_subjects(name: str, lex: Lexicon) -> set[str]:
    """Subjects whose statements answer a question about ``name``: itself, its generation (a GPU
    or architecture), the GPUs and architectures using it (a generation), a family's members."""
    found = {name} | lex.members(name)
    entity = lex.entities.get(name)
    if entity is not None and entity.uses:
        found.add(entity.uses)
    found |= {e.name for e in lex.entities.values()
              if e.uses in found and e.kind in FOLDED_KINDS}
    return found


LANE = "per-lane"
"""The grouping scope of a figure its claim gives a lane ('100 Gbps per lane', the lexicon's
``none: lane`` words beside the figure): no GPU's or link's figure, it is rival of none."""


GPU_PAIR = "per-gpu-pair"
"""The grouping scope of a figure its claim gives a pair of GPUs ('900 GB/s per GPU pair', the
lexicon's ``none: gpu-pair`` words beside the figure): no GPU's own figure, and, as a lane's, the
rival of none (what a pair of GPUs moves between them is no GPU's total)."""


WIDTH = "lanes x"
"""The grouping scope of a figure its claim gives a link width other than the usual one
(``lanes x8`` for 'PCIe 5.0 x8 gives 32 GB/s'): meets another width's figures scaled by the
lanes (``_other_widths``)."""


Widths = tuple[frozenset[str], list[tuple[tuple[str, ...], re.Pattern[str]]], dict[str, int]]


def _widths(lex: Lexicon) -> Widths:
    """The subjects whose figures have a link width, the lexicon's patterns that find one (each
    with the words a text must hold for it to be tried), and the number words and numerals a
    count may be written in."""
    families = set(lex.lane_widths.get("families", ()))
    subjects = frozenset(e.name for e in lex.entities.values()
                         if e.name in families or e.family in families)
    numbers = {str(k).lower(): int(v) for k, v in {
        **lex.paraphrase.get("number-words", {}), **lex.questions.get("numerals", {}),
        **lex.lane_widths.get("words", {})}.items()
        if str(v).isdigit()}
    patterns = [(tuple(hints), re.compile(p, re.I))
                for hints, p in lex.lane_widths.get("patterns", ())]
    return subjects, patterns, numbers


def has_widths(subject: str | None, lex: Lexicon) -> bool:
    """Whether ``subject``'s figures are of a link width (a family the lexicon's lane-widths
    name, or one of its generations: PCIe 4.0)."""
    return subject in lex.derived("lane-widths", _widths)[0]


def width_ends_at(text: str, end: int, lex: Lexicon) -> bool:
    """Whether a link width the lexicon's lane-widths find ends right at ``end`` of ``text``,
    spaces aside ('x16 合计' at 合计)."""
    head = text[max(0, end - 16):end].rstrip()
    lowered = head.lower()
    return any(m.end() == len(head) for hints, pattern in lex.derived("lane-widths", _widths)[1]
               if any(h in lowered for h in hints) for m in pattern.finditer(head))


def widths_in(text: str, lex: Lexicon) -> list[tuple[int, int]]:
    """Each link width the lexicon's lane-widths find written in ``text`` ('x8', 'eight
    lanes', '八通道'): where it starts and its lanes."""
    _, patterns, numbers = lex.derived("lane-widths", _widths)
    found: list[tuple[int, int]] = []
    widths = lex.lane_widths.get("widths", ())
    lowered = text.lower()
    for hints, pattern in patterns:
        if any(h in lowered for h in hints):
            for m in pattern.finditer(text):
                n = _count(m.group("n").lower(), numbers)
                if n is not None and n in widths:
                    found.append((m.start(), n))
    return found


def _count(word: str, numbers: dict[str, int]) -> int | None:
    """A count in digits, a number word or Chinese numerals ('十六': 16)."""
    if word.isdigit():
        return int(word)
    if word in numbers:
        return numbers[word]
    tens, _, ones = word.partition("十")
    if _ and (not tens or tens in numbers) and (not ones or ones in numbers):
        return (numbers[tens] if tens else 1) * 10 + (numbers[ones] if ones else 0)
    return None


def usual_direction(subject: str, scope: str | None, lex: Lexicon) -> str | None:
    """The direction a bandwidth figure of ``subject`` under ``scope`` with none stated is read
    in beside directed ones: the lexicon's usual-direction for the subject, its family or any."""
    entity = lex.entities.get(subject)
    for name in (subject, entity.family if entity is not None else None, "*"):
        found = lex.usual_direction.get(name or "", {}).get(scope or "")
        if found:
            return found
    return None
