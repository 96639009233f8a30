"""A flattened table of two figure columns whose rows name their thing before the first figure
("link x16 / one lane: PCIe 4.0 32 GB/s / 2 GB/s; ..."): each row's first figure is of the
thing it names and of the head's width; the lane column is left out."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def _said(claim: str) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim)]


def test_each_row_gives_its_own_generation_the_first_column() -> None:
    table = ("PCIe x16 throughput / per lane: PCIe 3.0 16 GB/s / 1 GB/s; "
             "PCIe 5.0 64 GB/s / 4 GB/s; PCIe 6.0 128 GB/s / 8 GB/s")
    assert _said(table) == [("PCIe 3.0", 16.0), ("PCIe 5.0", 64.0), ("PCIe 6.0", 128.0)]


def test_a_rows_lane_figure_disputes_no_x16_figure() -> None:
    table = ("PCIe x16 bandwidth / per lane: PCIe 4.0 32 GB/s / 2 GB/s; PCIe 5.0 64 GB/s / 4 GB/s;"
             " PCIe 6.0 128 GB/s / 8 GB/s")
    assert conflicts(table, "PCIe 4.0 x16 gives about 64 GB/s in both directions.") == []
    assert conflicts(table, "PCIe 6.0 x8 carries 64 GB/s each way.") == []
    # the first column is still read: a wrong x16 figure is disputed
    assert conflicts(table, "A PCIe 4.0 x16 slot moves 8 GB/s each way.") != []


def test_rows_without_a_name_before_their_figure_are_no_such_table() -> None:
    assert ("NVLink", 25.0) not in _said(
        "per link / per GPU: 25 GB/s / 300 GB/s; 50 GB/s / 600 GB/s; 50 GB/s / 900 GB/s")
