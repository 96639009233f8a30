"""A figure worked out as a number of machines the claim counts times one machine's figure is
the cluster's total, no figure of any one of them: nothing is read from it."""

from __future__ import annotations

from test_extract import read


def test_a_count_of_nodes_times_a_systems_total_is_no_systems_figure() -> None:
    assert read("An 8-node HGX H100 cluster adds up to 8 \u00d7 7.2 = 57.6 TB/s of NVLink.") == []
    assert read("Two DGX A100 systems: 2 x 4.8 = 9.6 TB/s.") == []
    assert read("6 台 DGX H100 合计 6 \u00d7 7.2 = 43.2TB/s。") == []


def test_a_count_of_gpus_times_a_gpus_figure_is_still_the_systems_total() -> None:
    assert read("HGX H100: 8 \u00d7 900 GB/s = 7.2 TB/s.") == [
        ("HGX H100", "bandwidth", 900, None, "per-gpu"),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]
