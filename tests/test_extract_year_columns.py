"""A flattened table's column headed by a word of years ("Year", "Available", "年份") dates the
row's thing with the year in it, though no verb of arrival is written."""

from __future__ import annotations

from test_extract import read


def test_a_year_column_dates_each_row() -> None:
    assert read("Link | Peak rate | Year — NVLink 2.0 | 300 GB/s | 2017; NVLink 3.0 | "
                "600 GB/s | 2020") == [
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 2.0", "introduced", 2017, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 3.0", "introduced", 2020, None, None)]


def test_a_head_ending_in_a_year_word() -> None:
    assert read("Bus | x16 rate | Widely available — PCIe 4.0 | 32 GB/s | 2019") == [
        ("PCIe 4.0", "bandwidth", 32, None, None), ("PCIe 4.0", "introduced", 2019, None, None)]
    assert read("总线 | 带宽 | 年份 —— PCIe 6.0 | 128 GB/s | 2022") == [
        ("PCIe 6.0", "bandwidth", 128, None, None), ("PCIe 6.0", "introduced", 2022, None, None)]
