"""A figure set against a memory figure ("lower than the other GPU's X") is memory bandwidth
too, however the comparison is worded, in English and in Chinese: no interconnect's figure."""

from __future__ import annotations

from test_extract import read


def test_a_figure_said_to_be_above_or_below_a_memory_figure_is_memory_too() -> None:
    assert read("The H800's memory bandwidth is 3.35 TB/s, higher than the A100's 2 TB/s.") == []
    assert read("H800 的内存带宽为 3.35TB/s,高于 A100 的 2TB/s。") == []
    assert read("A100 的内存带宽为 2TB/s,低于满血版 H100 的 3.35TB/s。") == []


def test_a_figure_after_an_interconnect_figure_stays_its_owners() -> None:
    assert read("A100 NVLink 3.0 达 600GB/s,高于 V100 的 300GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 2.0", "bandwidth", 300, None, None)]
