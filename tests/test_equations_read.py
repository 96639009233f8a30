"""An equation written in a claim: its result takes the direction said before it, and a bare
Chinese measure word multiplied by a figure counts links, so the figure is each link's."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_the_result_of_an_equation_takes_the_direction_said_before_it() -> None:
    assert ("NVLink 3.0", "bandwidth", 300, "unidirectional", None) in read(
        "A100 每个方向 12 \u00d7 25GB/s = 300GB/s。")
    # a direction written after the result is the result's alone
    assert read("NVLink 3.0: 12 links x 50 GB/s = 600 GB/s bidirectional.") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]


def test_an_equations_one_way_result_agrees_with_the_two_way_figure() -> None:
    assert conflicts("A100 单向 12 \u00d7 25GB/s = 300GB/s。",
                     "DGX A100: 4.8 TB/s of NVLink in total, 600 GB/s per GPU.") == []


def test_a_bare_measure_word_times_a_figure_counts_links() -> None:
    assert read("A100\uff1a12 条\u00d750GB/s = 600GB/s。")[:2] == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]


def test_each_equation_of_a_sentence_is_the_name_in_brackets_closing_it() -> None:
    # two equations, each closed by its product: the second's figures are not the first's
    found = read("12 x 50 GB/s = 600 GB/s (A100), 6 x 50 GB/s = 300 GB/s (V100).")
    assert ("NVLink 2.0", "bandwidth", 50, None, "per-link") in found
    assert ("NVLink 3.0", "bandwidth", 300, None, None) not in found
    assert conflicts("4 条 \u00d7 40GB/s = 160GB/s\uff08P100\uff09\uff0c6 条 \u00d7 50GB/s = "
                     "300GB/s\uff08V100\uff09。",
                     "Each NVLink 1.0 link carries 40 GB/s.") == []
