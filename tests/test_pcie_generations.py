"""Each PCIe generation doubles the one before at a link width: two generations said to give
the same figure at the same width, in the same direction, are a generation conflict."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_two_generations_with_one_figure_at_one_width_conflict() -> None:
    assert conflicts("PCIe 5.0 x16 moves about 64 GB/s each way.",
                     "PCIe 6.0 x16 moves about 64 GB/s each way.") != []


def test_other_widths_or_directions_are_no_generation_conflict() -> None:
    # x8 of the newer generation matches x16 of the older, and a both-ways figure its one-way
    assert conflicts("A PCIe 6.0 x8 slot gives about 64 GB/s per direction.",
                     "PCIe 5.0 x16 moves about 64 GB/s each way.") == []
    assert conflicts("PCIe 4.0 x16: 64 GB/s bidirectional.",
                     "PCIe 5.0 x16: 64 GB/s per direction.") == []
