"""One figure a claim gives both per GPU and as a whole system's total is read as the total
only: a system of several GPUs cannot have it both ways, and a claim that says both is setting
a misreading straight."""

from __future__ import annotations

from test_extract import read


def test_a_figure_said_per_gpu_and_as_the_whole_racks_is_the_racks() -> None:
    assert read("It isn't 14.4 TB/s per GPU; 14.4 TB/s is the whole HGX B200 board.") == [
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]


def test_two_figures_per_gpu_and_in_total_are_both_kept() -> None:
    assert read("HGX B200: 1.8 TB/s per GPU, 14.4 TB/s in total.") == [
        ("HGX B200", "bandwidth", 1800, None, "per-gpu"),
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]


def test_a_servers_total_with_its_gpu_named_is_no_generations_total() -> None:
    # a server counted by its GPUs, the GPU named between: the unnamed server's total
    assert read("Our 8-GPU A100 server adds up to 4.8 TB/s of NVLink bandwidth.") == []
    assert read("一台 8 卡 H100 服务器的 NVLink 带宽合计 7.2TB/s。") == []
    # each GPU's figure in it is still its NVLink generation's
    assert read("In a 4 卡 A100 服务器, 每卡 NVLink 600GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
