"""A card said to plug into a PCIe link gives that link's figure to the PCIe generation, never
to the card (whose own bandwidth figure is its NVLink bridge's)."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def test_a_host_link_a_card_plugs_into_owns_the_figure() -> None:
    found = extract("An A100 PCIe card plugs into a PCIe Gen4 x16 host slot: 64 GB/s in total.")
    assert [(a.subject, a.value) for a in found] == [("PCIe 4.0", 64.0)]


def test_the_host_links_figure_disputes_no_bridge_figure() -> None:
    assert conflicts("H100 PCIe plugs into a PCIe Gen5 x16 host link: 128 GB/s both ways.",
                     "Two H100 PCIe cards join over an NVLink bridge at 600 GB/s.") == []
