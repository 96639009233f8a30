"""Wordings Chinese pages use that the lexicon reads as their usual forms: a unit with spaces
around its slash, the Taiwanese word for a port, "in each of the directions" before a bracketed
restatement, and one NVLink counted with 单个 / 每个."""

from __future__ import annotations

from test_extract import read


def test_a_unit_with_spaces_around_its_slash_is_the_unit() -> None:
    assert read("NVLink 3.0 每颗 GPU 可达 600 GB / s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("HDR 端口 200 Gb / s") == [("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_the_taiwanese_word_for_port_counts_ports_and_scopes_their_figure() -> None:
    assert read("NVSwitch 共有 64 個埠口，每個埠口 50 GB/s。") == [  # noqa: RUF001
        ("NVSwitch", "port-count", 64, None, None),
        ("NVSwitch", "bandwidth", 50, None, "per-port")]


def test_a_bracketed_one_direction_figure_restates_the_total_before_it() -> None:
    # "各个方向上为 X" is each direction's X; the bracket restates the total it follows
    assert read("PCIe 6.0 x16 提供 256GB/s 的总带宽(各个方向上为 128GB/s)。") == [
        ("PCIe 6.0", "bandwidth", 256, None, "aggregate"),
        ("PCIe 6.0", "bandwidth", 128, "unidirectional", "aggregate")]


def test_one_nvlink_counted_with_a_measure_word_is_one_links_figure() -> None:
    assert read("P100 上单个 NVLink 为 20 GB/s。") == [
        ("NVLink 1.0", "bandwidth", 20, None, "per-link")]
    assert read("A100 的每个NVLink速度为 50GB/s。") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]
