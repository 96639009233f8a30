"""In a flattened table each column's head gives its own cells their direction: a head saying
none leaves its cell with none, though a column before it says one."""

from __future__ import annotations

from test_extract import read


def test_a_head_with_no_direction_after_one_with_a_direction() -> None:
    assert read("Link | Per-link rate (one way) | Whole GPU — NVLink 4.0 | 25 GB/s | "
                "900 GB/s") == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_each_head_with_a_direction_keeps_it() -> None:
    assert read("Link | Per-link rate (one way) | Whole GPU (bidirectional) — NVLink 4.0 | "
                "25 GB/s | 900 GB/s") == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
