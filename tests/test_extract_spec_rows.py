"""Rows of flattened spec tables: a memory's size at its rate ("80 GB @ 3.35 TB/s") and the
cells after a memory figure in its row are memory's, no interconnect's; a head row that writes
each product with its year ("NVIDIA A100 2020 NVIDIA H100 2022") dates each product."""

from __future__ import annotations

from test_extract import read


def test_a_memory_size_at_its_rate_is_no_link_figure() -> None:
    assert read("A100 SXM: 40 GB @ 1.6 TB/s, NVLink 600 GB/s") == [
        ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_the_cells_after_a_memory_figure_in_its_row_are_memory() -> None:
    assert read("H100 显存 3.35 TB/s 4.8 TB/s NVLink 900 GB/s") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("HBM3 | 3.35 TB/s | 4.8 TB/s | NVLink-C2C | 900 GB/s") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_head_row_of_products_and_years_dates_each_product() -> None:
    assert read("型号 NVIDIA A100 2020 NVIDIA H100 2022 互联 NVLink") == [
        ("A100", "introduced", 2020, None, None), ("H100", "introduced", 2022, None, None)]


def test_one_name_and_a_year_is_no_head_row() -> None:
    assert read("H100 2022 NVLink 900 GB/s") == [("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_head_row_parted_by_slashes_dates_each_product() -> None:
    assert read("型号 NVIDIA A100 2020 / NVIDIA H100 2022；NVLink 600 GB/s / 900 GB/s")[:2] == [  # noqa: RUF001
        ("A100", "introduced", 2020, None, None), ("H100", "introduced", 2022, None, None)]


def test_a_column_head_glossed_in_brackets_heads_its_column() -> None:
    table = "指标 | NVLink 2.0 (V100) | NVLink 3.0 (A100);每 GPU 带宽 | 300 GB/s | 600 GB/s"
    assert read(table) == [
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu"),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_a_markdown_table_with_outer_bars_a_row_to_a_line_reads_its_column_heads() -> None:
    table = ("| 代次 | 推出年份 | 单 GPU 带宽 |\n|---|---|---|\n"
             "| NVLink 2.0 | 2017 | 300 GB/s |\n| NVLink 3.0 | 2020 | 600 GB/s |")
    assert read(table) == [
        ("NVLink 2.0", "introduced", 2017, None, None),
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu"),
        ("NVLink 3.0", "introduced", 2020, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("| Gen | GPU | Bidirectional BW |\n| NVLink 2.0 | V100 | 300 GB/s |\n"
                "| NVLink 3.0 | A100 | 600 GB/s |") == [
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", None),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]


def test_a_two_column_table_of_names_and_figures_reads_its_figure_head() -> None:
    table = "| 互联 | 双向带宽 |\n| NVLink 3.0 | 600 GB/s |\n| PCIe 4.0 x16 | 64 GB/s |"
    assert read(table) == [("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
                           ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]


def test_a_two_column_table_of_three_lines_gives_each_row_its_own_figure() -> None:
    table = "互联 | 双向带宽\nNVLink 3.0 | 600 GB/s\nPCIe 4.0 x16 | 64 GB/s"
    assert read(table) == [("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
                           ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]
