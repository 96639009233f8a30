"""A system's total and its GPUs' figure, both said of one direction: the total is the GPUs'
count times the figure, as for two bidirectional ones, and no conflict; a total that is not
still is one."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_one_directions_total_of_its_gpus_one_direction_figures_is_no_conflict() -> None:
    assert conflicts("The DGX A100 moves 2.4 TB/s per direction in total.",
                     "Each A100 in a DGX A100 gets 300 GB/s per direction.") == []


def test_one_directions_total_that_is_not_the_sum_still_conflicts() -> None:
    assert conflicts("The DGX A100 moves 4.8 TB/s per direction in total.",
                     "Each A100 in a DGX A100 gets 300 GB/s per direction.") != []


def test_one_directions_figure_against_a_both_ways_total_still_sums_twice() -> None:
    assert conflicts("The DGX A100 moves 4.8 TB/s bidirectional in total.",
                     "Each A100 in a DGX A100 gets 300 GB/s per direction.") == []
