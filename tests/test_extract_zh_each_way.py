"""Chinese shorthands for a figure's direction: 每向 ("each way") is one direction, and the up-
and downlink summed (上下行合计) is both directions of the one figure, no total over parts."""

from __future__ import annotations

from test_extract import read


def test_each_way_shortened_is_one_direction() -> None:
    assert read("NVLink 4.0 每条链路每向 25GB/s") == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link")]


def test_up_and_down_summed_is_both_directions_no_aggregate() -> None:
    assert read("H100 NVLink 上下行合计 900GB/s") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
    assert read("H100 NVLink 上下行加起来 900GB/s") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]


def test_counted_links_summed_stay_the_labelled_total() -> None:
    # the labelled sets read a sum over counted links as a total ("18 条链路合计 900GB/s (双向)"
    # -> aggregate), the GPU's own links as well; the direction word after the figure binds to it
    assert read("H100 的 18 条 NVLink 链路合计提供 900GB/s 双向带宽") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", "aggregate")]
