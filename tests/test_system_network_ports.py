"""A system's network ports are its network's, no NVLink: their rate and their sum give the
system no NVLink figure, so they dispute none of its NVLink totals."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_a_systems_network_ports_give_no_figure() -> None:
    assert read("A DGX B200 has eight 400 Gb/s compute network ports, 3.2 Tb/s in all.") == []
    assert read("DGX A100 的 8 个 200Gb/s 网络端口合计 1.6Tb/s。") == []


def test_network_ports_do_not_dispute_a_systems_nvlink_total() -> None:
    assert conflicts("DGX H100 的 8 个 400Gb/s 计算网络端口合计 3.2Tb/s。",
                     "DGX H100: 7.2 TB/s of NVLink bandwidth in total.",
                     "H100 NVLink: 900 GB/s per GPU.") == []
