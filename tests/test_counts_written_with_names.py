"""Counts written against a name rather than before a noun: the GPUs of a board given as its
form right after its name, and an NVLink's links given as a factor after it."""

from __future__ import annotations

from test_extract import read


def test_a_boards_gpus_written_after_its_name_are_its_count() -> None:
    # the form after the name counts the board's GPUs, whatever verb comes next
    assert read("HGX H100 4-GPU wires its GPUs directly with NVLink.") == [
        ("HGX H100", "gpu-count", 4, None, None)]
    assert read("HGX A100 8-GPU delivers 4.8 TB/s in total.") == [
        ("HGX A100", "gpu-count", 8, None, None),
        ("HGX A100", "bandwidth", 4800, None, "aggregate")]


def test_a_factor_after_an_nvlink_generation_counts_its_links() -> None:
    assert read("Hopper: NVLink4 x18 for each GPU.") == [
        ("NVLink 4.0", "link-count", 18, None, None)]
    assert read("A100: NVLink3 \u00d712, 600 GB/s.") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    # a factor of the two directions or of a product is no count of links
    assert [row for row in read("NVLink 5 x 2 directions = 1.8 TB/s.")
            if row[1] == "link-count"] == []
