"""Two things set against each other, then their figures in the same order: each figure is its
own thing's, also when the comparison has an adverb ("roughly doubles") and the second thing is
named by an architecture's interconnect ("Hopper's NVLink")."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_each_figure_goes_to_the_thing_named_in_its_place() -> None:
    assert read("NVLink 4 nearly doubles Ampere's NVLink: 900 GB/s versus 600 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_the_newer_figure_does_not_dispute_the_older_generation() -> None:
    assert conflicts("NVLink 4 nearly doubles Ampere's NVLink: 900 GB/s versus 600 GB/s.",
                     "NVLink 3.0 gives each A100 600 GB/s.") == []
