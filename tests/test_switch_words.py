"""The words that tie a switch to the name before it are the lexicon's (``relation-words``:
``switch-era``, ``switch-fabric``): a curator who adds one is read without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.lexicon import lexicon
from nvfacts.reading import read


def test_a_network_word_a_curator_adds_gives_a_systems_switch_figure_to_the_system(
        tmp_path: Path) -> None:
    """"The DGX A100's NVSwitch fabric" is the system's network; "mesh" is not in the bundled
    lexicon, so the 4.8 TB/s is read as NVSwitch's. Added to switch-fabric, it is the DGX A100's
    total, as with "fabric"."""
    claim = "The DGX A100's NVSwitch mesh offers 4.8 TB/s"
    fabric = [(a.subject, a.value, a.scope)
              for a in read(claim.replace("mesh", "fabric")).assertions]
    assert fabric == [("DGX A100", 4800.0, "aggregate")]
    assert [a.subject for a in read(claim).assertions] == ["NVSwitch"]
    curated = lexicon(curated_lexicon(tmp_path, "switch-fabric", "mesh"))
    assert [(a.subject, a.value, a.scope) for a in read(claim, curated).assertions] == fabric
