"""A direction word opening a sentence and a figure worked out to half another ("Per direction,
X works out to X/2"): the direction is the half's, the figure it is worked from is both
directions' and reads with no direction."""

from __future__ import annotations

from test_extract import read


def test_the_opening_direction_is_the_worked_out_halfs() -> None:
    assert read("Per direction, the DGX A100's 4.8 TB/s works out to 2.4 TB/s.") == [
        ("DGX A100", "bandwidth", 4800, None, "aggregate"),
        ("DGX A100", "bandwidth", 2400, "unidirectional", "aggregate")]


def test_an_opening_direction_still_holds_for_two_figures_of_their_own() -> None:
    assert read("Per direction, NVLink 2.0 gives 150 GB/s and NVLink 1.0 gives 80 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", None),
        ("NVLink 1.0", "bandwidth", 80, "unidirectional", None)]
