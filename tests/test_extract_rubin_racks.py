"""NVIDIA's racks announced after the GB200 NVL72 (Blackwell Ultra NVL72, Vera Rubin NVL144,
Rubin Ultra NVL576) are products of their own: their figures and years are theirs, never the
GB200 NVL72's or NVLink's in general, and their names' digits count nothing."""

from __future__ import annotations

from test_extract import read


def test_a_later_racks_total_is_its_own() -> None:
    assert read("Blackwell Ultra NVL72 的 NVLink 总带宽 130TB/s") == [
        ("Blackwell Ultra NVL72", "bandwidth", 130000, None, "aggregate")]
    assert read("Vera Rubin NVL144 的 NVLink 总带宽 260TB/s") == [
        ("Vera Rubin NVL144", "bandwidth", 260000, None, "aggregate")]


def test_each_rack_keeps_its_own_year() -> None:
    assert read("Vera Rubin NVL144 定 2026 下半年推出,"
                "而 Rubin Ultra NVL576 於 2027 下半年推出") == [
        ("Vera Rubin NVL144", "introduced", 2026, None, None),
        ("Rubin Ultra NVL576", "introduced", 2027, None, None)]
    assert read("GTC 2025 大會上,黃仁勳發表 Blackwell Ultra NVL72 平台") == [
        ("Blackwell Ultra NVL72", "introduced", 2025, None, None)]


def test_the_architecture_after_blackwell_keeps_its_year() -> None:
    assert read("Rubin 架构 2026 年发布") == [("Rubin", "introduced", 2026, None, None)]
