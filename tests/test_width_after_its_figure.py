"""A PCIe figure's link width when the text writes each width after its figure ("32 GB/s for
x16, 16 GB/s for x8"), a comma after the width, or the width joined to the generation ("Gen3x4")
or before "slot" ("a 16x slot")."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_widths_written_after_their_figures_go_with_the_figure_before() -> None:
    listing = "PCIe 4.0 (2017) runs at 16 GT/s: ~32 GB/s per direction for x16, ~16 GB/s for x8."
    assert conflicts(listing, "A PCIe 4.0 x8 slot gives about 16 GB/s per direction.") == []
    assert conflicts(listing, "PCIe 4.0 x16 gives about 32 GB/s each way.") == []


def test_a_width_read_after_its_figure_still_tells_a_wrong_figure() -> None:
    # the x8 figure is the x16 one: an x8 link at 32 GB/s each way is disputed
    assert conflicts("PCIe 4.0: ~64 GB/s per direction for x16, ~32 GB/s for x8.",
                     "PCIe 4.0 x16 gives about 32 GB/s per direction.") != []


def test_a_width_joined_to_the_generation_or_before_slot_is_read() -> None:
    assert conflicts("PCIe 3.0 on a Gen3x4 M.2 slot moves about 3.94 GB/s per direction.",
                     "PCIe 3.0 x16 gives about 15.75 GB/s per direction.") == []
    assert conflicts("PCIe 4.0 gives 2 GB/s per lane, so 32 GB/s on a 16x slot.",
                     "PCIe 4.0 x16: about 32 GB/s per direction.") == []
    assert conflicts("PCIe 4.0 x16: 8 GB/s per direction.",
                     "PCIe 4.0 x16: about 32 GB/s per direction.") != []
