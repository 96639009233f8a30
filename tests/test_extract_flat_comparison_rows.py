"""A comparison flattened from a table ("A vs B: ... NVLink BW: 7.2 TB/s 130 TB/s"): two figures
written side by side with only a space between go to the two names in order, as "vs" between
them would; "counting both" after a figure is both directions summed."""

from __future__ import annotations

from nvfacts.extract import extract


def test_side_by_side_figures_go_to_the_names_in_order() -> None:
    found = {(a.subject, a.value) for a in extract(
        "DGX H100 vs GB200 NVL72: GPUs/unit: 8 72 NVLink BW: 7.2 TB/s 130 TB/s")
        if a.attribute == "bandwidth"}
    assert found == {("DGX H100", 7200.0), ("GB200 NVL72", 130000.0)}


def test_counting_both_is_the_two_directions_summed() -> None:
    found = [(a.value, a.direction) for a in extract(
        "An NDR port is 400 Gb/s in each direction, 800 Gb/s counting both.")]
    assert found == [(50.0, "unidirectional"), (100.0, "bidirectional")]
