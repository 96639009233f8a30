"""A total word written right after a PCIe link width ("x16 合计") sums that link's lanes: the
figure is the width's, no total of both directions or of a machine."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_total_after_a_link_width_is_no_aggregate() -> None:
    assert read("PCIe 4.0 单通道单向约 2GB/s, x16 合计约 32GB/s。")[1] == (
        "PCIe 4.0", "bandwidth", 32, None, None)
    assert read("PCIe 4.0 x16 合计约 32GB/s。") == [("PCIe 4.0", "bandwidth", 32, None, None)]


def test_a_total_after_a_machine_stays_its_total() -> None:
    assert read("GB200 NVL72 合计 130TB/s。") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
