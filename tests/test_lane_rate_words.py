"""A lane's rate (通道, lane, SerDes) is no link's bandwidth, whatever is written right before
the lane word: "第四代NVLink每个通道的带宽达112Gbps" gave NVLink 4.0 a bandwidth of 14 GB/s, as
a Chinese word was looked for only where no English letter touched it (new-user trial 19)."""

from __future__ import annotations

from nvfacts.extract import extract


def _bandwidths(claim: str) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim) if a.attribute == "bandwidth"]


def test_a_lanes_rate_gives_no_bandwidth() -> None:
    assert _bandwidths("第四代NVLink每个通道的带宽达112Gbps,是PCIe Gen5的3倍") == []
    assert _bandwidths("NVLink 4.0 uses 112 Gbps per SerDes.") == []
    assert _bandwidths("NVLink每条通道 50Gbps") == []


def test_the_ports_rate_beside_its_lanes_is_still_read() -> None:
    assert _bandwidths("HDR 端口为 200 Gbps,每个通道 50 Gbps。") == [("InfiniBand HDR", 25.0)]


def test_a_chinese_memory_word_right_after_a_name_is_still_memory() -> None:
    # the same rule for every word that makes a figure no interconnect's: "HBM3e显存"
    assert _bandwidths("H200 配备 141GB HBM3e显存带宽 4.8TB/s") == []
