"""Beside a PCIe card bridged by NVLink, a figure of the other form named with 版 (version) is
that form's, and a PCIe figure whose generation its clause states is that generation's."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts

COMMA, SEMICOLON = "\uff0c", "\uff1b"


def test_a_figure_of_the_version_named_before_it_is_that_versions() -> None:
    claim = f"H100 PCIe 版靠 NVLink 桥接器互联{COMMA}带宽 600GB/s{COMMA}不及 SXM5 版的 900GB/s。"
    assert read(claim) == [("H100 PCIe", "bandwidth", 600, None, None),
                           ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_pcie_generation_stated_beside_a_bridge_keeps_its_figure() -> None:
    claim = (f"H100 PCIe 卡用桥接器连接{COMMA}600GB/s{SEMICOLON}"
             f"主机 PCIe 是 Gen5{COMMA}双向 128GB/s。")
    assert read(claim)[-1] == ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)
    # with no generation stated, a bridged card's PCIe figure is still the card's
    assert read("Two H100 PCIe cards joined by an NVLink bridge get 600 GB/s over PCIe.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]


def test_the_sxm_figure_does_not_dispute_the_bridge() -> None:
    claim = (f"H100 PCIe 版用 NVLink 桥接器两两相连{COMMA}桥接带宽 600GB/s{COMMA}"
             f"低于 SXM5 版的 900GB/s。")
    assert conflicts(claim, "H100 PCIe cards pair over an NVLink bridge at 600 GB/s.") == []


def test_a_figure_said_to_be_only_the_sxm_forms_is_the_gpus() -> None:
    # "only the SXM4 version's figure", after a card denied NVLink: the A100's NVLink, no card's
    assert read("A100 PCIe 卡没有 NVLink，600GB/s 只是 SXM4 版本的数字。") == [  # noqa: RUF001
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("H100 PCIe 走 NVLink 桥，900GB/s 仅是 SXM5 的。") == [  # noqa: RUF001
        ("NVLink 4.0", "bandwidth", 900, None, None)]
