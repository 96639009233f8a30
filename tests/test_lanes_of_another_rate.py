"""A figure written with its lanes in brackets ("400 Gbps(4x100G)") whose lanes run at another
rate than the one the claim gives its subject's lanes ("每通道50 Gbps") is another port's
figure, none of the subject's. A CSDN table's HDR row ("200 Gbps ... 每通道50 Gbps,支持400
Gbps(4x100G)") gave HDR a 400 Gbps that ranked first for "HDR 每端口速率": 4 x 100G is NDR's
port, not HDR's (new-user trial 19)."""

from __future__ import annotations

from nvfacts.extract import extract


def _bandwidths(claim: str) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim) if a.attribute == "bandwidth"]


def test_lanes_at_another_rate_than_the_subjects_are_another_ports() -> None:
    row = ("InfiniBand版本: HDR(High Data Rate); 速率(单端口): 200 Gbps; 编码方式: PAM4; "
           "关键特性: 每通道50 Gbps,支持400 Gbps(4x100G)")
    assert _bandwidths(row) == [("InfiniBand HDR", 25.0)]


def test_lanes_at_the_subjects_own_rate_or_none_given_leave_the_figure_its() -> None:
    assert _bandwidths("NDR runs at 400 Gbps (4x100G), 100 Gbps per lane.") == [
        ("InfiniBand NDR", 50.0)]
    assert _bandwidths("NDR 端口速率 400 Gbps(4x100G)。") == [("InfiniBand NDR", 50.0)]
