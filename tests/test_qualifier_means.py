"""A phrase after a figure saying how it was reached ("by widening each link") holds words of
its own: they qualify no figure before it."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_a_scope_word_in_a_by_phrase_is_not_the_figure_before_it() -> None:
    assert read("Blackwell reached 1.8 TB/s by speeding up every per-link lane.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None)]
    # the GPU's total no longer reads as one link's against a link's true figure
    assert conflicts("The B200 went from 900 GB/s to 1.8 TB/s by widening the per-link rate.",
                     "Each NVLink 5 link carries 100 GB/s bidirectional.") == []


def test_a_scope_word_right_after_a_figure_is_still_its_own() -> None:
    assert read("Blackwell reaches 100 GB/s per link by doubling the signalling rate.") == [
        ("NVLink 5.0", "bandwidth", 100, None, "per-link")]


def test_a_by_phrase_giving_a_figure_of_its_own_keeps_its_words_for_it() -> None:
    assert ("NVLink 5.0", "bandwidth", 100, None, "per-link") in read(
        "NVLink 5 got to 1.8 TB/s by raising the per-link rate to 100 GB/s.")


def test_a_direction_a_halving_is_for_is_the_halved_figures() -> None:
    # the word says what the halving gives: the figure after the arrow, not the one halved
    assert read("Halve the A100's NVLink figure for one direction (600 GB/s → 300 GB/s).") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None)]
    assert conflicts("Halve NVLink totals for one direction, e.g. 600 GB/s → 300 GB/s on A100.",
                     "The A100 has 600 GB/s of NVLink bandwidth.") == []


def test_a_direction_word_of_the_figure_itself_stays_with_it() -> None:
    assert read("A100: bidirectional 600 GB/s → 300 GB/s per direction.") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None)]
