"""A lane's rate is no link's or port's figure: said of one lane, of each of a port's lanes, set
against another lane's rate, or given for lanes whose noun is left out; lanes counted with a
measure word are no links."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_one_lane_named_alone_gives_no_figure() -> None:
    assert read("A second-generation NVLink lane runs at 25 Gb/s.") == []
    assert read("HDR 的每条 lane 跑 50Gbit/s。") == []
    # the link's figure in the same claim stays
    assert read("One NVLink 2.0 lane carries 25 Gb/s; a link gives 25 GB/s per direction.") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link")]


def test_a_figure_on_each_of_a_ports_lanes_is_the_lanes() -> None:
    assert read("An HDR port's 200 Gb/s is 50 Gb/s on each of its lanes.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_a_figure_set_against_a_lane_rate_is_a_lane_rate() -> None:
    assert read("NVLink 3.0 moved to 50 Gb/s per lane, up from 25 Gb/s on Volta.") == []
    assert read("NDR uses four lanes at 100 Gb/s while HDR used four at 50 Gb/s.") == []
    # a port's figure after a lane's, named again, is no lane's
    assert read("HDR runs 4 lanes at 50 Gb/s; NDR gives 400 Gb/s per port.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_lanes_counted_by_a_measure_word_are_no_links() -> None:
    assert [r for r in read("NVLink 4.0 的每条链路每个方向有 2 条 lane。")
            if r[1] == "link-count"] == []


def test_lane_rates_contradict_no_link_or_port_figure() -> None:
    assert conflicts("Each NVLink 1.0 lane signals at 20 Gb/s.",
                     "An NVLink 1.0 link carries 40 GB/s in both directions.") == []
    assert conflicts("EDR's 100 Gb/s per port is 25 Gb/s on each of its four lanes.",
                     "EDR InfiniBand runs at 100 Gb/s per port, per direction.") == []
