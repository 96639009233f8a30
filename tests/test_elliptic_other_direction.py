"""A bare number after a direction word, in a later sentence or clause, is the figure before in
its other direction: it takes that figure's unit and what it is per, and its own direction."""

from __future__ import annotations

from test_extract import read


def test_a_bare_number_after_its_pronoun_restates_the_figure_the_other_way() -> None:
    assert read("PCIe 6.0 x16 gives 256 GB/s both ways; in each direction it's 128.") == [
        ("PCIe 6.0", "bandwidth", 256, "bidirectional", None),
        ("PCIe 6.0", "bandwidth", 128, "unidirectional", None)]


def test_the_other_direction_keeps_what_the_figure_is_per() -> None:
    assert read("NVLink 3.0 runs 50 GB/s per link in both directions; one way, that's 25.") == [
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link"),
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")]
