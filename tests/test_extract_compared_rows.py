"""A line that sets two things against each other and then gives rows of figures after
semicolons ("A vs B -- GPUs: 8 vs 72; NVLink BW: 7.2 vs 130 TB/s"): each row's figures set
against each other go to the two things in order, though rows name nothing of their own but the
interconnect their figures are of."""

from __future__ import annotations

from test_extract import read


def test_the_later_rows_of_a_comparison_go_to_its_two_things_in_order() -> None:
    claim = ("HGX A100 vs HGX H100 \u2014 GPUs: 8 vs 8; switch chips: 6 vs 4; NVLink total: "
             "4.8 TB/s vs 7.2 TB/s")
    assert [row for row in read(claim) if row[1] == "bandwidth"] == [
        ("HGX A100", "bandwidth", 4800, None, "aggregate"),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]


def test_a_row_naming_a_thing_of_its_own_pairs_with_nothing_before() -> None:
    claim = "HGX A100 vs HGX H100: 8 vs 8 GPUs; DGX B200: 14.4 TB/s of NVLink in total"
    assert [row for row in read(claim) if row[1] == "bandwidth"] == [
        ("DGX B200", "bandwidth", 14400, None, "aggregate")]
