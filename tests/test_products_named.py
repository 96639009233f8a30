"""Products a claim names by their own name (a deskside DGX, a four-GPU Grace Blackwell board),
and names a claim denies, which are no subject of the figures after them."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_deskside_dgx_and_a_four_gpu_board_keep_their_own_names() -> None:
    # not the DGX family, nor the GB200 superchip whose name they start with
    assert read("Launched in 2017, the DGX Station packs four V100 GPUs.") == [
        ("DGX Station", "introduced", 2017, None, None),
        ("DGX Station", "gpu-count", 4, None, None)]
    assert read("The GB200 NVL4 board carries 4 Blackwell GPUs.") == [
        ("GB200 NVL4", "gpu-count", 4, None, None)]
    # the superchip alone is still the superchip
    assert read("A GB200 has 2 B200 GPUs.") == [("GB200", "gpu-count", 2, None, None)]


def test_an_interconnect_a_product_does_not_support_is_no_subject() -> None:
    # the figure is of the link the traffic takes, not of the NVLink the card lacks
    assert read("This card does not support NVLink at all -- peers talk over PCIe Gen5 x16, "
                "128 GB/s bidirectional.") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    assert read("Our workstation GPU doesn't have NVLink, so traffic goes over PCIe 4.0 x16, "
                "64 GB/s.") == [("PCIe 4.0", "bandwidth", 64, None, None)]
    # a supported NVLink is the subject as before
    assert read("The H100 supports NVLink at 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_bare_version_after_the_family_alone_is_that_generation() -> None:
    # a list of versions under the family's name: each item is that generation's
    assert read("PCIe x16 per direction: 3.0 is 16 GB/s, 4.0 is 32 GB/s.") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    assert read("NVLink 各代带宽\uff1a3.0 为 600GB/s\uff0c4.0 为 900GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_part_named_in_a_spec_lists_item_is_not_the_subject_of_the_items_after() -> None:
    # "NVSwitch: ..." says what the board has; the bandwidth item after it is the board's
    assert read("HGX H100 -- GPUs: 8; NVSwitch: NVLink 4 Switch; total bandwidth: 7.2 TB/s") == [
        ("HGX H100", "gpu-count", 8, None, None),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]
    # an item that names an interconnect beside its own figure keeps it
    assert read("H100 SXM -- NVLink: 900 GB/s; PCIe Gen5: 128 GB/s") == [
        ("NVLink 4.0", "bandwidth", 900, None, None), ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_figure_two_names_share_is_kept_for_the_one_that_is_a_subject() -> None:
    # the network's half of "A and B both" gives nothing, the InfiniBand generation's is read
    assert read("RoCE and NDR InfiniBand both move 400 Gb/s per port.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    assert read("以太网和 NDR InfiniBand 单端口都是 400Gb/s。") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    # two products that both keep figures each get it, as before
    assert read("H100 PCIe and H100 NVL both use 600 GB/s bridges.") == [
        ("H100 PCIe", "bandwidth", 600, None, None), ("H100 NVL", "bandwidth", 600, None, None)]
