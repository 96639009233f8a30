"""Figures no user can set against another give nothing: a figure or a year of PCIe or
InfiniBand named with no generation."""

from __future__ import annotations

from test_extract import read


def test_a_bare_pcie_or_infiniband_figure_gives_nothing() -> None:
    assert read("The host talks to the card over PCIe at about 32 GB/s.") == []
    assert read("Our cluster's IB links run at 200 Gb/s.") == []
    assert read("InfiniBand first shipped in 2000.") == []
    # named with its generation, the figure is that generation's
    assert read("The host talks to the card over PCIe 4.0 at about 32 GB/s.") == [
        ("PCIe 4.0", "bandwidth", 32, None, None)]
    assert read("Our cluster's HDR IB links run at 200 Gb/s.")[0][:3] == (
        "InfiniBand HDR", "bandwidth", 25)
