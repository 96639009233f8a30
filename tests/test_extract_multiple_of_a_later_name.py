"""A figure before any name, and a name after it that a multiple sets against ("5x PCIe Gen4"):
the name is the thing compared, no subject of the figure, which has none to be given to."""

from __future__ import annotations

from test_extract import read


def test_a_name_a_multiple_compares_with_is_no_subject_of_the_figure_before() -> None:
    assert read("600 GB/s per GPU is about 5x PCIe Gen4 x16's 128 GB/s bidirectional.") == [
        ("PCIe 4.0", "bandwidth", 128, "bidirectional", None)]


def test_a_name_after_the_figure_is_still_its_last_resort_without_a_multiple() -> None:
    assert ("NVLink 4.0", "bandwidth", 900, None, None) in read(
        "900 GB/s: that is NVLink 4.0.")
