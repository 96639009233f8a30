"""A count said per tray is each tray's, no rack's; the number said of the whole rack after it
("and 72 across the rack") is the rack's count of the same things."""

from __future__ import annotations

from test_extract import read


def test_a_count_per_tray_gives_nothing_and_the_racks_number_is_its_count() -> None:
    assert read("GB200 NVL72 compute trays hold two superchips apiece: four GPUs per tray "
                "and 72 across the whole rack.") == [("GB200 NVL72", "gpu-count", 72, None, None)]


def test_a_count_per_tray_alone_gives_nothing() -> None:
    assert read("In GB200 NVL72 compute trays there are four GPUs per tray.") == []
