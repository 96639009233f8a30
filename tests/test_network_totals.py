"""A total said of a network generation (InfiniBand NDR, HDR ...) is of a switch or a system
of some number of ports: two such totals of one generation dispute nothing."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_two_totals_of_one_network_generation_are_no_conflict() -> None:
    switch = "Quantum QM8700: 40 HDR ports at 200 Gb/s, 16 Tb/s aggregate bidirectional."
    assert conflicts(switch, "InfiniBand HDR 单端口单向 200Gb/s\uff1b双向合计 400Gb/s。") == []
    assert conflicts(switch, "An HDR leaf switch totals 8 Tb/s both ways.") == []


def test_a_network_generations_port_rate_still_conflicts() -> None:
    assert conflicts("InfiniBand HDR runs at 200 Gb/s per port.",
                     "InfiniBand HDR runs at 400 Gb/s per port.") != []
