"""A figure given to a GPU's or card's host link that names its PCIe generation ("a PCIe Gen5
x16 host link at 64 GB/s") is that PCIe generation's, not the GPU's NVLink nor the card's
bridge; the host link is one link, so no per-link scope."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_gpus_host_link_at_a_figure_is_the_pcie_generations() -> None:
    assert read("The B200 has a PCIe Gen5 x16 host link at 64 GB/s per direction.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_cards_host_interface_is_the_pcie_generations_and_its_bridge_the_cards() -> None:
    assert read("H100 PCIe: PCIe Gen5 host interface at 128 GB/s, NVLink bridge at "
                "600 GB/s.") == [("PCIe 5.0", "bandwidth", 128, None, None),
                                 ("H100 PCIe", "bandwidth", 600, None, None)]


def test_a_host_interface_head_gives_the_figure_after_its_pcie_generation_to_it() -> None:
    assert read("A100 PCIe host interface: PCIe Gen4, 64 GB/s bidirectional.") == [
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]
