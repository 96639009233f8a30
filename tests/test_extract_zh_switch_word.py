"""Machine-translated pages write NVIDIA's "NVLink Switches" as NVLink 开关 (开关, an on/off
switch): the switch chips, counted as a system's switches and never as links."""

from __future__ import annotations

from test_extract import read


def test_nvlink_kaiguan_counts_switch_chips_not_links() -> None:
    assert read("DGX H100 有 4 个 NVLink 开关") == [("DGX H100", "switch-count", 4, None, None)]
    assert read("该系统包含 36 个 NVLink 開關") == []


def test_nvlink_kaiguan_ports_are_the_switch_chips() -> None:
    assert read("每个 NVLink 开关提供 64 个端口") == [("NVSwitch", "port-count", 64, None, None)]
