"""A system's total belongs to the system the claim names, never to the switch it goes through
or the NVLink generation it uses; with no system named, it gives nothing (new-user trial 19:
NVIDIA's Hopper page, dt-stor, wallstreetcn)."""

from __future__ import annotations

from nvfacts.extract import extract


def _bandwidths(claim: str) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.scope) for a in extract(claim) if a.attribute == "bandwidth"]


def test_superchips_counted_beside_gpus_are_the_systems_parts() -> None:
    claim = ("DGX GH200 systems with NVLink Switch System support clusters of up to 256 H200s or "
             "GH200 superchips and deliver 57.6 terabytes per second (TB/s) of all-to-all "
             "bandwidth.")
    assert _bandwidths(claim) == [("DGX GH200", 57600.0, "aggregate")]  # was GH200's


def test_a_total_inside_a_system_is_the_systems_not_the_switchs() -> None:
    claim = ("英伟达在官方博客中表示,其GB200 NVL72系统可以显著提高开源 AI 模型的性能。该系统将72颗"
             "NVIDIA Blackwell GPU集成为一个整体。通过NVLink Switch连接,系统内部GPU间通信带宽达到"
             "130TB/s。")
    assert _bandwidths(claim) == [("GB200 NVL72", 130000.0, "aggregate")]  # was NVLink 5.0's
    assert _bandwidths("The NVLink Switch gives 130 TB/s of GPU-to-GPU bandwidth inside the "
                       "GB200 NVL72.") == [("GB200 NVL72", 130000.0, "aggregate")]
    # no system named: nobody's, never the switch's
    assert _bandwidths("通过NVLink Switch连接,系统内部GPU间通信带宽达到130TB/s。") == []
    # past a comma, a system named is where the chips are used: the figure stays the chip's
    assert _bandwidths("Third-gen NVSwitch: 64 NVLink4 ports, 3.2 TB/s full-duplex bandwidth "
                       "per chip, used four per board in HGX H100.")[0][0] == "NVSwitch"


def test_a_total_with_no_system_named_gives_nothing() -> None:
    claim = "H100搭载第四代NVLink,单卡带宽900GB/s,8卡系统总带宽6.4TB/s。"
    assert _bandwidths(claim) == [("NVLink 4.0", 900.0, "per-gpu")]  # no NVLink 4.0 total
    claim = ("B200率先应用第五代NVLink-C2C技术,单卡带宽提升至1.8TB/s,配合NVLink Switch芯片实现"
             "10TB/s全互连带宽。")
    # no 10 TB/s total; the per-GPU figure follows what the B200 is said to apply, the C2C link
    assert _bandwidths(claim) == [("NVLink-C2C", 1800.0, "per-gpu")]
