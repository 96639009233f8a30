"""What makes a figure go over a bridge right after it is the lexicon's (relation-words
``over-bridge``: "600 GB/s over the bridge" is the bridged card's, not NVLink's). A curator who
adds a word is read without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim, lex)]


def test_a_word_a_curator_adds_puts_a_figure_over_the_bridge(tmp_path: Path) -> None:
    """"at 600 GB/s by the bridge": "by" is none of the bundled over-bridge words, so the
    figure stays NVLink 4.0's; added there, it is the bridged card's, as after "over"."""
    claim = "H100 PCIe cards use NVLink 4.0 at 600 GB/s by the bridge."
    card = [("H100 PCIe", "bandwidth", 600)]
    assert read(claim.replace(" by ", " over ")) == card
    assert read(claim) == [("NVLink 4.0", "bandwidth", 600)]
    assert read(claim, lexicon(curated_lexicon(tmp_path, "over-bridge", "by"))) == card
