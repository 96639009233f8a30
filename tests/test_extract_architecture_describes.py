"""An architecture made an adjective of the product after it ("the Ampere architecture-based
RTX A6000", "a Hopper-powered H100 board") only describes that product: a figure of the
sentence is the product's, as "Ampere RTX A6000" written bare is, never the architecture's
NVLink generation."""

from __future__ import annotations

from test_extract import read


def test_an_architecture_based_card_keeps_the_cards_figure() -> None:
    assert read("With the new Ampere architecture-based NVIDIA RTX A6000 workstation card, "
                "NVLink now carries up to 112 GB/s between two boards.") == [
                    ("RTX A6000", "bandwidth", 112, None, None)]


def test_an_architecture_alone_still_gives_its_generation() -> None:
    assert read("With the new Ampere architecture, NVLink now carries up to 600 GB/s per "
                "GPU.") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
