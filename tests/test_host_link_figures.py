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


def test_a_host_interface_said_with_a_verb_gives_the_figure_to_the_pcie_generation() -> None:
    assert read("The B200's host interface is PCIe Gen5 x16, 128 GB/s both ways.") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    assert read("A100 的主机接口为 PCIe Gen4 x16，单向 32GB/s。") == [  # noqa: RUF001
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_figure_in_brackets_after_a_slot_is_the_slots_though_it_is_compared() -> None:
    assert read("An NVLink bridge moves 3x the data of a PCIe 4.0 x16 slot "
                "(64 GB/s both ways).") == [("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]


def test_a_cards_name_before_a_pcie_generation_names_the_gpu_and_the_generation() -> None:
    assert read("V100 PCIe Gen3 32 GB/s, NVLink 300 GB/s; A100 PCIe Gen4 64 GB/s, NVLink "
                "600 GB/s.") == [("PCIe 3.0", "bandwidth", 32, None, None),
                                 ("NVLink 2.0", "bandwidth", 300, None, None),
                                 ("PCIe 4.0", "bandwidth", 64, None, None),
                                 ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("The H100 PCIe card has a 600 GB/s NVLink bridge.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]


def test_a_bracketed_form_factor_after_an_nvlink_figure_names_that_card() -> None:
    assert read("H100: NVLink 900 GB/s (SXM), NVLink 600 GB/s (NVL).") == [
        ("NVLink 4.0", "bandwidth", 900, None, None),
        ("H100 NVL", "bandwidth", 600, None, None)]
