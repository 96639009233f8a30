"""A PCIe figure's link width is the one written with its own name, when a claim sets two
generations' widths side by side."""

from __future__ import annotations

import yaml

from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text


def conflicts(*claims: str) -> list[tuple[str, ...]]:
    store = {"sources": [], "facts": [{"id": f"f{i}", "claim": c} for i, c in enumerate(claims)]}
    text = yaml.safe_dump(store, allow_unicode=True, sort_keys=False)
    return [c.ids for c in KnowledgeBase(load_text(text, "<test>")).analysis.conflicts]


def test_each_generation_keeps_the_width_written_after_its_name() -> None:
    # the x8 is PCIe 5.0's; PCIe 4.0's 32 GB/s is of its own x16 slot
    assert conflicts("PCIe 5.0 x8: about 32 GB/s per direction, same as a PCIe 4.0 x16 slot.",
                     "PCIe 4.0 x16: about 32 GB/s per direction.") == []
    # a width still tells a figure apart: an x8 PCIe 4.0 link at x16's figure is disputed
    assert conflicts("PCIe 4.0 x8 runs at about 32 GB/s per direction.",
                     "PCIe 4.0 x16: about 32 GB/s per direction.") != []
