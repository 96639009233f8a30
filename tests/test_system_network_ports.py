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


def test_the_rate_of_each_of_a_systems_ports_is_their_infiniband_generations() -> None:
    # one port's rate, said with "each port" or "each", is the port's generation's; the system's
    # sum of them still gives nothing
    assert read("DGX H100 配 8 个 NDR InfiniBand 端口，每个端口 400Gb/s。") == [  # noqa: RUF001
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    assert read("The DGX A100 carries eight HDR ports at 200 Gb/s each, 1.6 Tb/s in all.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
