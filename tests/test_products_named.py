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


def test_a_year_in_a_relative_clause_goes_to_the_name_it_is_about_even_after_with() -> None:
    assert read("NVLink 4.0 was unveiled in 2022 with the DGX H100, which shipped in "
                "2023.") == [
        ("NVLink 4.0", "introduced", 2022, None, None),
        ("DGX H100", "introduced", 2023, None, None)]
    # "the same year" is no year written: nothing more is read
    assert read("The DGX A100 launched in 2020 with NVLink 3.0, which arrived the same "
                "year.") == [("DGX A100", "introduced", 2020, None, None)]


def test_a_consumer_cards_nvlink_is_the_cards_own() -> None:
    # a bridged GeForce card keeps its NVLink figure under its own name (dev14's convention)
    assert read("The RTX 3080's NVLink bridge reaches 100 GB/s.") == [
        ("RTX 3080", "bandwidth", 100, None, None)]
    # a datacenter GPU's named generation is read as before
    assert read("The A100's NVLink 3.0 reaches 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_gpu_count_headed_with_a_space_in_chinese_is_read() -> None:
    assert read("DGX H100 \u2014\u2014 GPU 数量\uff1a8\uff1b总带宽\uff1a7.2TB/s") == [
        ("DGX H100", "gpu-count", 8, None, None),
        ("DGX H100", "bandwidth", 7200, None, "aggregate")]


def test_a_figure_in_a_whose_clause_is_its_own_subjects() -> None:
    assert read("The H100 NVL bridge (600 GB/s) equals the DGX A100, whose NVLink 3.0 gives "
                "600 GB/s.") == [
        ("H100 NVL", "bandwidth", 600, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_year_in_brackets_right_after_a_name_is_that_names() -> None:
    # the GPU the generation runs on is dated, not the generation
    assert read("NVLink 4.0 on H100 (2022): 900 GB/s.") == [
        ("H100", "introduced", 2022, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]
    # a name that only goes with another ("the DGX-1 with V100") dates the one it goes with
    assert read("The DGX-1 with P100 (2016) wired eight GPUs with NVLink 1.0.")[0] == (
        "DGX-1", "introduced", 2016, None, None)


def test_a_bare_number_after_a_direction_word_is_that_directions_figure() -> None:
    # "two-way 400" after "200 Gb/s": the other direction's figure, in the unit before it
    assert read("NDR InfiniBand: 400 Gb/s per port, two-way 800.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
        ("InfiniBand NDR", "bandwidth", 100, "bidirectional", "per-port")]
    assert read("NVLink 2.0 单向 150GB/s\uff0c双向 300。") == [
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", None),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", None)]


def test_each_for_name_item_of_a_list_is_that_names() -> None:
    # ", for X ..." opens an item of its own: its figure is X's, not the first item's
    assert read("For the V100 you get 300 GB/s, for the A100 you get 600 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_another_makers_link_or_accelerator_gives_nothing_beside_nvlink() -> None:
    # the rival's figure stays the rival's: NVLink 4.0 keeps only its own number
    assert read("Instinct MI325X boards advertise 896 GB/s over AMD Infinity Fabric, "
                "while NVLink 4.0 gives 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("MI300X 的 Infinity Fabric 互联带宽 896GB/s。") == []


def test_nvlink_chip_to_chip_spelled_out_is_the_c2c_link() -> None:
    assert read("Grace and Hopper talk over NVLink Chip-to-Chip at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
