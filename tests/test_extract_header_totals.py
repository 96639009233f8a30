"""A header naming one link's figures ("Per-link rates:", "单条链路:") holds for a total said of
that link's two directions, but a total said after the links are counted sums the counted
links: it is the whole's, no single link's."""

from __future__ import annotations

from test_extract import read


def test_a_total_after_counted_links_is_no_links_figure() -> None:
    assert read("Per-link bandwidth by generation: NVLink 2.0 runs 25 GB/s per link over "
                "6 links, totaling 150 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 25, None, "per-link"),
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 150, None, "aggregate")]
    assert read("第四代 NVLink 单条链路：单向 25GB/s；H100 一共 18 条，总计 900GB/s。") == [  # noqa: RUF001
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "aggregate")]


def test_a_total_of_one_links_two_directions_keeps_the_headers_scope() -> None:
    assert read("第二代 NVLink 单条链路：每个方向 25GB/s，两个方向合计 50GB/s。") == [  # noqa: RUF001
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "bandwidth", 50, "bidirectional", "per-link")]
