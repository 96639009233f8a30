"""A page's sentence with the product of the heading it sits under ("NVIDIA A800" over "NVLink
Speed: 900 GB/sec"), so that the stored wording says what its figure is about."""

from __future__ import annotations

from .lexicon import Lexicon
from .reading.relations import SUBJECT_KINDS

JOIN = ", "
"""Between the product and the sentence: "NVIDIA A800, NVLink Speed: 900 GB/sec" (the reader
takes a line after ' - ' or ': ' for a product's own link: 'PCIe Gen5 Speed: 128 GB/sec' under
the H100 would be read as its NVLink's)."""


def under_heading(sentence: str, heading: str | None, lex: Lexicon) -> str:
    """``sentence`` after the name of the one product (a GPU, card, superchip or system) its
    ``heading`` names, as the heading writes it, when the sentence names no product and no
    generation (NVLink or PCIe alone at most: 'NVLink Speed: 900 GB/sec'); else as it is, as
    when the heading names no product or several."""
    if heading is None or any(lex.members(m.value) == {m.value}
                              for m in lex.find_entities(sentence)):
        return sentence
    named = [m for m in lex.find_entities(heading) if m.kind in SUBJECT_KINDS]
    if len({m.value for m in named}) != 1:
        return sentence
    start, end = named[0].start, named[0].end
    for m in named[1:]:  # 'NVIDIA H100' 'SXM5': one name, as written
        if heading[end:m.start].strip():
            break
        end = m.end
    return f"{heading[start:end]}{JOIN}{sentence}"
