"""A figure written right after a count of links, nothing between them but a direction word,
is the counted links' together, not one link's: the labelled sets read "P100: 4 条 NVLink,
160GB/s" and "18 条链路,900GB/s 双向" with no scope, and the same with the comma left out."""

from __future__ import annotations

from test_extract import read


def test_figure_right_after_a_link_count_is_not_one_links() -> None:
    assert read("NVLink 4.0 18 条链路双向 900GB/s") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
    assert read("NVLink 4.0: 18 links 900 GB/s") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_the_same_with_a_comma_reads_alike() -> None:
    assert read("NVLink 4.0 18 条链路,双向 900GB/s") == \
        read("NVLink 4.0 18 条链路双向 900GB/s")


def test_a_figure_given_each_link_stays_one_links() -> None:
    assert read("NVLink 4.0: 18 links @ 50 GB/s") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]
    assert read("NVLink 4.0 18 条链路,每条 50GB/s") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]
