"""A figure over an NVLink bridge is the bridged card's; a figure split into what is sent and
what is received ("拆开是发送 450GB/s + 接收 450GB/s") is one direction's; a GPU that goes "走"
(by way of) NVSwitch keeps its own figure."""

from __future__ import annotations

from nvfacts.extract import extract


def _figures(claim: str) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.direction) for a in extract(claim) if a.attribute == "bandwidth"]


def test_a_figure_over_a_bridge_is_the_cards() -> None:
    assert _figures("H100 SXM 走 NVSwitch 是 900GB/s\uff0cH100 PCIe 只能两两 NVLink bridge\uff0c"
                    "600GB/s。") == [("NVLink 4.0", 900.0, None), ("H100 PCIe", 600.0, None)]
    assert _figures("Sure, the PCIe H100 can be bridged, but 600GB/s over the bridge to one "
                    "neighbor is less.") == [("H100 PCIe", 600.0, None)]


def test_a_figure_after_the_bridge_figure_and_another_name_is_not_the_cards() -> None:
    assert _figures("Don't confuse the H100 NVL (600 GB/s bridge) with the H100 SXM's 900 GB/s "
                    "NVLink.") == [("H100 NVL", 600.0, None), ("NVLink 4.0", 900.0, None)]


def test_sent_and_received_are_each_one_direction() -> None:
    assert _figures("H100 的 900GB/s 拆开是发送 450GB/s + 接收 450GB/s。") == [
        ("NVLink 4.0", 900.0, None), ("NVLink 4.0", 450.0, "unidirectional")]
    assert _figures("H100 的 900GB/s 拆开是单向 450GB/s。") == [
        ("NVLink 4.0", 900.0, None), ("NVLink 4.0", 450.0, "unidirectional")]
