"""The thing a figure is compared with or changed from is never given the figure for want of
another owner: "A doubles B to N" is A's N, "N, 5x faster than B" is none of B's, "a doubling
from B's rate; ... N" is the sentence's topic's, and a PCIe card's NVLink bridge figure stays
the card's even with its PCIe generation written after its name."""

from __future__ import annotations

from nvfacts.extract import extract


def _said(claim: str) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.direction) for a in extract(claim)]


def test_a_figure_a_doubling_arrives_at_is_the_doubling_things() -> None:
    assert _said("HDR doubles EDR to 200 Gb/s per port (25 GB/s each way).") == [
        ("InfiniBand HDR", 25.0, "unidirectional")]


def test_a_name_after_than_is_no_owner_of_the_figure_before_it() -> None:
    assert _said("Link speed: 600 GB/s, about 5x faster than PCIe Gen4.") == []


def test_the_base_a_rate_doubles_from_takes_no_later_figure() -> None:
    assert _said("PCIe 6.0 runs 64 GT/s per lane, a doubling from PCIe 5.0's 32 GT/s; an x16 "
                 "link reaches about 128 GB/s each way.") == [("PCIe 6.0", 128.0,
                                                               "unidirectional")]


def test_a_bridge_figure_after_a_cards_pcie_generation_is_the_cards() -> None:
    assert _said("A100 PCIe Gen4 cards pair up over an NVLink bridge at 600 GB/s.") == [
        ("A100 PCIe", 600.0, None)]
    assert _said("A100 PCIe Gen4 \u5361\u53ef\u900f\u904e NVLink \u6a4b\u4ee5 600GB/s "
                 "\u9023\u63a5\u5169\u5f35\u5361\u3002") == [("A100 PCIe", 600.0, None)]
    # without a bridge the generation written after the card still names its host link
    assert _said("A100 PCIe Gen4 bandwidth: 64 GB/s") == [("PCIe 4.0", 64.0, None)]
