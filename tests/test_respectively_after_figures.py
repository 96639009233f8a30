"""A "respectively" (分别) whose figures come after each thing was given figures of its own:
the figures it gives out go to those things in the order they were named, with the direction
said for them alone."""

from __future__ import annotations

from test_extract import read


def test_figures_given_out_after_two_named_figures_go_to_each_in_order() -> None:
    claim = "NVLink 3.0 单向 300GB/s，NVLink 4.0 单向 450GB/s，双向则分别为 600GB/s 和 900GB/s。"  # noqa: RUF001
    assert read(claim) == [
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None),
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]


def test_counts_given_out_with_fen_bie_go_to_each_generation_in_order() -> None:
    claim = "NVLink 3.0 单链路双向 50GB/s，NVLink 1.0 单链路双向 40GB/s，分别有 12 条和 4 条。"  # noqa: RUF001
    assert [row for row in read(claim) if row[1] == "link-count"] == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 1.0", "link-count", 4, None, None)]


def test_figures_before_respectively_after_two_clauses_go_in_order() -> None:
    claim = ("PCIe 4.0 x16 moves 32 GB/s one way and PCIe 5.0 x16 64 GB/s; both ways that is "
             "64 and 128 GB/s, respectively.")
    assert [row for row in read(claim) if row[3] == "bidirectional"] == [
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
