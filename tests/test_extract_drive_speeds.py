"""A drive's read and write speeds are the drive's, never the bus it sits on: a page comparing an
SSD's read speed with a PCIe generation states no figure of that generation."""

from __future__ import annotations

from test_extract import read


def test_a_drives_read_and_write_speeds_are_no_pcie_figures() -> None:
    assert read("它的理论读取速度最高能够达到14GB/s,"
                "写入速度可以达到9GB/s,几乎是pcie4.0的两倍") == []
    assert read("The drive's read speed reaches 7 GB/s on PCIe 4.0.") == []


def test_the_bus_figure_beside_it_is_still_read() -> None:
    assert read("PCIe 4.0 x16 单向 32GB/s, 这块 SSD 读取速度 7GB/s") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
