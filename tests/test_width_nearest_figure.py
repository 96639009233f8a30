"""A PCIe figure's width is the one written nearest before it: a name's own width ("PCIe 5.0
x1") holds for its first figure, and a width written after it for the figures after that."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_each_figure_takes_the_width_written_before_it() -> None:
    listing = "PCIe 4.0 x1: about 2 GB/s each way; x16: about 32 GB/s each way."
    assert conflicts(listing, "PCIe 4.0 x16 gives about 32 GB/s per direction.") == []
    assert conflicts(listing, "One lane of PCIe 4.0 carries about 2 GB/s per direction.") == []
    assert conflicts("PCIe 5.0 x1 单向约 4GB/s\uff0cx8 单向约 32GB/s。",
                     "PCIe 5.0 x8 link: about 32 GB/s per direction.") == []


def test_a_figure_given_to_the_wrong_width_still_conflicts() -> None:
    assert conflicts("PCIe 4.0 x1: about 2 GB/s each way; x16: about 16 GB/s each way.",
                     "PCIe 4.0 x16 gives about 32 GB/s per direction.") != []
