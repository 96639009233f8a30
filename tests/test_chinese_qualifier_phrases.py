"""A figure that opens a qualifier phrase of its own after a full-width comma keeps its own
words: a total said before it is no total of it, and a bracket after it is not the figures'
before it; a per-thing scope said before still carries into it."""

from __future__ import annotations

from test_extract import read


def test_a_total_does_not_carry_into_the_next_figures_own_direction() -> None:
    assert read("NVLink 4.0 总带宽 900GB/s，单向 450GB/s。") == [  # noqa: RUF001
        ("NVLink 4.0", "bandwidth", 900, None, "aggregate"),
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None)]


def test_a_bracket_after_the_last_phrase_is_that_figures_alone() -> None:
    assert read("NVLink 5.0：单向 900GB/s，双向 1.8TB/s（每块 GPU）。") == [  # noqa: RUF001
        ("NVLink 5.0", "bandwidth", 900, "unidirectional", None),
        ("NVLink 5.0", "bandwidth", 1800, "bidirectional", "per-gpu")]


def test_a_per_thing_scope_still_carries_into_the_next_phrase() -> None:
    assert read("NVLink 3.0 每条链路单向 25GB/s，双向 50GB/s。") == [  # noqa: RUF001
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link")]
