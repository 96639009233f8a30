"""Two names joined by a ratio word ("A doubles B", "A is twice B") and one figure after a colon:
the figure, written once or restated in other units, is the first name's; two figures set
against each other still go one to each name."""

from __future__ import annotations

from test_extract import read


def test_one_figure_after_a_ratio_and_a_colon_is_the_first_names() -> None:
    assert read("HDR doubles EDR again: 200 Gb/s per port, which is 25 GB/s per direction.") == [
        ("InfiniBand HDR", "bandwidth", 25, "unidirectional", "per-port")]


def test_figures_set_against_each_other_still_pair_with_the_names() -> None:
    assert read("NVLink 4 doubles NVLink 3: 900 GB/s vs 600 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
