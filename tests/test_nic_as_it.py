"""A NIC opening a sentence and taken up again as "it" before a figure: the figure is the
NIC's own speed, no subject nvfacts keeps, not the link named in between."""

from __future__ import annotations

from test_extract import read


def test_it_after_a_nic_and_its_link_is_the_nic() -> None:
    assert read("The ConnectX-8 SuperNIC plugs into PCIe Gen6 x16, roughly 128 GB/s per "
                "direction, so it can drive 800 Gb/s.") == [
        ("PCIe 6.0", "bandwidth", 128, "unidirectional", None)]


def test_it_after_an_interconnect_is_still_the_interconnect() -> None:
    assert read("NVLink 4.0 joins the H100s, and it offers 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
