"""Counted ports of a network generation and their rate: a larger figure beside them is what
the ports make together (a switch's or a node's total, which no entity names), never the
generation's own figure, so it disputes none of its port rates."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_the_sum_of_counted_ports_gives_nothing() -> None:
    assert read("An HDR edge switch has 40 x 200 Gb/s HDR ports, 8 Tb/s in all.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert read("Sixteen NDR ports at 400 Gb/s give this leaf 6.4 Tb/s per direction.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_the_rate_of_counted_ports_is_a_ports_before_a_word_of_their_sum() -> None:
    assert read("The node's four 200 Gb/s HDR ports add up to 800 Gb/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_a_ports_rate_both_ways_is_still_the_port_s() -> None:
    assert ("InfiniBand NDR", "bandwidth", 100, "bidirectional", "per-port") in read(
        "A switch of 64 NDR ports at 400 Gb/s each way, 800 Gb/s bidirectional.")


def test_a_sum_of_ports_disputes_no_port_rate() -> None:
    assert conflicts("Eight NDR ports of 400 Gb/s make 3.2 Tb/s per direction.",
                     "NDR InfiniBand runs 400 Gb/s per port and direction.") == []


def test_ports_named_for_a_network_are_no_gpus_nvlink_links() -> None:
    claim = "A DGX A100 runs NVLink 3.0 at 600 GB/s per GPU and adds eight 200 Gb/s HDR ports."
    assert [a for a in read(claim) if a[1] == "link-count"] == []
    assert conflicts(claim, "NVLink 3.0 gives each A100 12 links.") == []
    # ports named for NVLink itself still count a GPU's links
    assert ("NVLink 4.0", "link-count", 18, None, None) in read(
        "Each H100 has 18 NVLink 4 ports.")
