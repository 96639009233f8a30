"""A network port's rate in bits is quoted each way by convention: beside a figure in bytes that
states no direction (often both ways summed), it is read as if it said 'per direction'."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_a_port_rate_in_bits_agrees_with_its_figure_both_ways_summed() -> None:
    assert conflicts("InfiniBand HDR runs at 200 Gb/s per port.",
                     "HDR InfiniBand offers 50 GB/s per port.") == []
    assert conflicts("NDR InfiniBand: 400 Gb/s per port.", "An NDR port moves 100 GB/s.") == []
    # and with the same figure each way
    assert conflicts("HDR 200 Gb/s per port", "HDR 25 GB/s per port") == []


def test_a_port_rate_in_bits_still_contradicts_what_it_cannot_be() -> None:
    assert conflicts("HDR InfiniBand runs at 200 Gb/s per port.",
                     "HDR offers 100 GB/s per port.") != []
    assert conflicts("NDR InfiniBand: 400 Gb/s per port.",
                     "NDR InfiniBand: 800 Gb/s per port.") != []
