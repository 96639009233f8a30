"""A figure denied with its direction or scope between the denial and it ("不是单向 100GB/s,
而是 ...", "不是单卡 300GB/s") is not asserted, as one denied right before it is."""

from __future__ import annotations

from test_extract import read


def test_a_figure_denied_with_its_direction_between_is_not_read() -> None:
    assert read("NVLink 3.0 单链路不是单向 50GB/s\uff0c而是单向 25GB/s。") == read(
        "NVLink 3.0 单链路不是 50GB/s\uff0c而是单向 25GB/s。")
    assert all(value != 50 for _, _, value, *_ in read(
        "NVLink 3.0 单链路不是单向 50GB/s\uff0c而是单向 25GB/s。"))


def test_a_figure_denied_with_its_scope_between_is_not_read() -> None:
    assert read("NVLink 3.0 不是单卡 300GB/s\uff0c而是 600GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, None)]
