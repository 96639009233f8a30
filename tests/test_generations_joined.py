"""Two generations written together ahead of one figure: "NVLink 3.0/4.0" is two generations,
the number after the slash no count, and the one figure is each one's; two GPUs of different
NVLink generations joined ahead of one figure leave it unsaid whose it is, so neither gets it."""

from __future__ import annotations

from test_extract import read


def test_a_generation_after_a_slash_is_no_count_and_shares_the_figure() -> None:
    assert read("NVLink 2.0/3.0 links move 25 GB/s per direction apiece.") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")]
    assert read("On NVLink 3.0/4.0, every link gives 50 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]


def test_two_gpus_of_two_generations_before_one_figure_give_it_to_neither() -> None:
    assert read("For the V100 and the A100, NVLink bandwidth reads 300 GB/s.") == []
    assert read("A100/H100 的 NVLink 带宽为 900GB/s") == []


def test_two_gpus_of_one_generation_still_share_it() -> None:
    assert read("H100 and H200 NVLink: 900 GB/s") == [("NVLink 4.0", "bandwidth", 900, None, None)]
