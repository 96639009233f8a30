"""A figure written between a count of links and their noun is each link's, the count is one
GPU's links, and a total of them said of one GPU is that GPU's: NVIDIA's NVLink page ("a single
Blackwell GPU supports up to 18 NVLink 100 GB/s connections for a total of 1.8 TB/s") was read
as a bare aggregate 1.8 TB/s, its 18 links and 100 GB/s each lost."""

from __future__ import annotations

from test_extract import read


def test_the_links_figure_count_and_one_gpus_total_are_each_read() -> None:
    expected = [("NVLink 5.0", "link-count", 18, None, None),
                ("NVLink 5.0", "bandwidth", 100, None, "per-link"),
                ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("A single NVIDIA Blackwell Tensor Core GPU can drive up to 18 NVLink 100 "
                "gigabyte-per-second (GB/s) connections for a total bandwidth of 1.8 terabytes "
                "per second (TB/s).") == expected
    assert read("A single Blackwell GPU has up to 18 NVLink 100 GB/s connections for a total "
                "bandwidth of 1.8 TB/s.") == expected


def test_without_one_gpu_named_the_total_stays_the_links_aggregate() -> None:
    assert read("The H100 supports 18 NVLink 50 GB/s links for a total bandwidth of "
                "900 GB/s.") == [("NVLink 4.0", "link-count", 18, None, None),
                                 ("NVLink 4.0", "bandwidth", 50, None, "per-link"),
                                 ("NVLink 4.0", "bandwidth", 900, None, "aggregate")]
    # connections counted around a figure are links, as links are
    assert read("The H100 supports 18 NVLink 50 GB/s connections.") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]


def test_a_count_with_no_figure_inside_reads_as_before() -> None:
    # a count with its measure word before a figure is the links', the figure their total
    assert [row for row in read("各代 NVLink：1.0（P100）4 条链路 160GB/s；2.0（V100）6 条 "  # noqa: RUF001
                                "300GB/s。以上都是单 GPU 双向带宽。") if row[1] == "bandwidth"] == [
        ("NVLink 1.0", "bandwidth", 160, "bidirectional", "per-gpu"),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", "per-gpu")]
    assert read("A single NVIDIA Tesla V100 GPU supports up to six NVLink connections for a "
                "total bandwidth of 300 GB/s.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu")]
