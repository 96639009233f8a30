"""双向合计 ("both directions summed") before a figure: the figure's two directions added, no
total over parts, unless the sentence named the parts a total sums (links, ports or GPUs
counted, a per-link figure, a family counted in lanes such as PCIe)."""

from __future__ import annotations

from test_extract import read


def test_both_directions_summed_alone_is_no_total() -> None:
    assert read("NVLink3 双向合计 600GB/s") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]
    assert read("Blackwell 的 NVLink 单向 900GB/s, 双向合计 1.8TB/s") == [
        ("NVLink 5.0", "bandwidth", 900, "unidirectional", None),
        ("NVLink 5.0", "bandwidth", 1800, "bidirectional", None)]


def test_summed_after_counted_links_stays_their_total() -> None:
    assert read("V100 的 NVLink: 6 条链路, 每条单向 25GB/s, 双向合计 300GB/s") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", "aggregate")]


def test_summed_lanes_of_pcie_stay_a_total() -> None:
    assert read("PCIe 6.0: 每个方向 128GB/s; 双向合计 256GB/s") == [
        ("PCIe 6.0", "bandwidth", 128, "unidirectional", None),
        ("PCIe 6.0", "bandwidth", 256, "bidirectional", "aggregate")]


def test_a_total_word_of_its_own_still_sums_parts() -> None:
    assert read("NVLink 3.0 双向 600GB/s, 总带宽合计 600GB/s")[-1][-1] == "aggregate"
