"""A PCIe generation named with its lane width, or its slot, card or interface, before a
possessive ("a PCIe 5.0 x16's 64 GB/s", "a PCIe 4.0 x16 slot's ~32 GB/s") owns the figure right
after, as "PCIe 5.0's 64 GB/s" does: no figure of the network named earlier in the sentence."""

from __future__ import annotations

from test_extract import read


def test_a_lane_width_or_slot_before_the_possessive_keeps_the_figure_the_generations() -> None:
    assert read("An HDR port moves 25 GB/s each way, under a PCIe 4.0 x16 slot's ~32 GB/s "
                "per direction.") == [
        ("InfiniBand HDR", "bandwidth", 25, "unidirectional", "per-port"),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    assert read("HDR = 25 GB/s per direction, well under a PCIe 5.0 x16's 64 GB/s each way.") \
        == read("HDR = 25 GB/s per direction, well under PCIe 5.0's 64 GB/s each way.")
