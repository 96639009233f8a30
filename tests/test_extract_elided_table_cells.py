"""A table quoted from a page with rows (or trailing columns) left out, marked by a cell holding
an ellipsis alone, is still read as a table: the ellipsis parts the head row from the row after
it, as an empty cell does, and a head row cut short by it heads the first cells of each row.
A width written with a multiplication sign ("4\u00d7 Typical") is a head, no figure."""

from __future__ import annotations

from test_extract import read


def test_an_ellipsis_cell_parts_the_heads_from_a_row() -> None:
    assert read("| NVLink Gen | Bandwidth per GPU | Year | \u2026 | 3rd Gen | 600 GB/s | 2020 "
                "|") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
                                      ("NVLink 3.0", "introduced", 2020, None, None)]


def test_heads_cut_short_head_the_first_cells_of_a_row() -> None:
    assert read("| Tier | Link | Bandwidth (bidirectional) | \u2026 | host | PCIe Gen4 x16 | "
                "64 GB/s | ~3 us | CPU to GPU |") == [
                    ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]


def test_a_width_with_a_multiplication_sign_is_a_head() -> None:
    assert read("Standard | Per-Port Rate | 4\u00d7 Typical | Effective BW (Bidir) | Year \u2014 "
                "HDR | 50 Gb/s | 200 Gb/s | 48 GB/s | 2018") == [
                    ("InfiniBand HDR", "bandwidth", 6.25, None, "per-port"),
                    ("InfiniBand HDR", "bandwidth", 25, None, None),
                    ("InfiniBand HDR", "bandwidth", 48, "bidirectional", None),
                    ("InfiniBand HDR", "introduced", 2018, None, None)]


def test_without_an_ellipsis_rows_of_other_lengths_are_no_table() -> None:
    assert read("| Tier | Link | Bandwidth (bidirectional) | | host | PCIe Gen4 x16 | "
                "64 GB/s | ~3 us | CPU to GPU |") != [
                    ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]
