"""Figures of a system's parts read as the parts', not the system's: a NIC's speed, one GPU's
share of a total, a figure that moves from one system to another."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_nics_speed_after_the_nics_noun_is_no_figure_of_the_system() -> None:
    # "N ConnectX-8 NICs at 800 Gb/s": each NIC's speed, not the server's NVLink total
    assert read("The DGX B200 (2024) also packs eight ConnectX-7 NICs at 400 Gb/s for "
                "its east-west traffic.") == [("DGX B200", "introduced", 2024, None, None)]
    assert read("The HGX H100 board ships with ConnectX-7 adapters at 400 Gb/s.") == []


def test_a_systems_gpu_count_times_a_figure_is_each_gpus_share() -> None:
    # "8 x F" for an 8-GPU board: one GPU's F, not a second total of the board's
    assert read("The DGX H100 totals 7.2 TB/s of NVLink, that is 8 x 900 GB/s.") == [
        ("DGX H100", "bandwidth", 7200, None, "aggregate"),
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]
    # a factor that is not the system's GPU count says nothing of a GPU
    assert [r[4] for r in read("The DGX H100 totals 7.2 TB/s, 4 x 1.8 TB/s.")] == [
        "aggregate", "aggregate"]


def test_two_systems_set_against_each_other_take_their_figures_in_order() -> None:
    # "A triples the B's NVLink bandwidth: X versus Y": X is A's, Y is B's
    assert read("The HGX B200 doubles the HGX H100's total NVLink bandwidth: 14.4 TB/s "
                "versus 7.2 TB/s.") == [
        ("HGX B200", "bandwidth", 14400, None, "aggregate"),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]
    # "A 和 B ... 带宽分别为 X 和 Y": respectively, in the order named
    assert read("HGX H100 和 HGX B200 的 NVLink 总带宽分别为 7.2TB/s 和 14.4TB/s。") == [
        ("HGX H100", "bandwidth", 7200, None, "aggregate"),
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]
    # without "respectively", "A and B" is no list: both figures stay the first name's
    assert [r[0] for r in read("HGX H100 and HGX B200: 7.2 TB/s total, later 14.4 TB/s.")] \
        != ["HGX H100", "HGX B200"]


def test_a_figure_a_change_arrives_at_is_the_name_it_arrives_at() -> None:
    # "from A to B ... from X to Y": Y is B's, never A's
    assert read("Moving from the HGX H100 to the HGX B200, aggregate NVLink bandwidth goes "
                "from 7.2 TB/s to 14.4 TB/s.") == [
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]
    # "B 的 ... 从 A 的 X 提升到 Y": X is A's, Y the B's, left by A
    assert read("HGX B200 的总带宽从 HGX H100 的 7.2TB/s 提升到 14.4TB/s。") == [
        ("HGX H100", "bandwidth", 7200, None, "aggregate"),
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]


def test_a_factor_that_only_rewrites_a_figure_counts_nothing() -> None:
    # "F x 8 = F in bits" and "one way x 2 = both ways" are no links
    assert read("NVLink 5.0 per GPU: 1.8 TB/s x 8 = 14.4 Tb/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert [r[1] for r in read("NVLink 3.0 每卡单向 300GB/s \u00d7 2 = 600GB/s 双向。")] == [
        "bandwidth", "bandwidth"]
    # a factor that multiplies a link's figure into a GPU's still counts links
    assert ("NVLink 3.0", "link-count", 12, None, None) in read(
        "NVLink 3.0: 50 GB/s x 12 = 600 GB/s per GPU.")


def test_a_name_that_heads_the_next_item_of_a_spec_line_is_not_the_figure_befores() -> None:
    # "A: X B: Y" with no separator: X is A's, B opens the next item
    assert read("A100 SXM4 | NVLink: 600 GB/s PCIe Gen4: 64 GB/s") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_a_gpus_nvlink_bridge_version_is_its_pcie_card() -> None:
    # "X 桥接版" (the bridged version) is the PCIe card, whose bridge gives 600 GB/s, not X's
    # NVLink generation
    assert read("A100 的 NVLink 桥接版\uff08PCIe 卡\uff09提供 600GB/s。") == [
        ("A100 PCIe", "bandwidth", 600, None, None)]
    assert read("H100 桥接版\uff1a600GB/s。") == [("H100 PCIe", "bandwidth", 600, None, None)]


def test_the_system_a_multiple_is_taken_of_is_not_the_counts_subject() -> None:
    # "A has half the GPUs of B: N" counts A's GPUs, B is only compared
    assert read("The GB200 NVL36 packs half the GPUs of a GB200 NVL72: 36 of them.") == [
        ("GB200 NVL36", "gpu-count", 36, None, None)]
    # without a multiple, "the GPUs of B" are B's
    assert read("The GB200 NVL36 sits beside the GPUs of a GB200 NVL72: 72 of them.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]


def test_the_pcie_card_of_a_v100_or_p100_is_a_card_whose_pcie_figure_is_pcies() -> None:
    # the card has no NVLink: its figure after "no NVLink, only PCIe 3.0" is PCIe 3.0's
    assert read("P100 PCIe 版不带 NVLink\uff0c仅有 PCIe 3.0 x16\uff0c单向 16GB/s。") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None)]
    # never the NVLink generation of the GPU the card carries
    assert read("The V100 PCIe has no NVLink, only PCIe 3.0 x16, 32 GB/s bidirectional.")[0][0] \
        in ("PCIe 3.0", "V100 PCIe")


def test_a_run_of_numbers_before_a_unit_pairs_with_a_chain_of_names() -> None:
    # "A -> B -> C: x, y, z Gb/s": each number takes the unit, each name its figure in order
    assert read("HDR \u2192 NDR \u2192 XDR per port: 200, 400, 800 Gb/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port"),
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
        ("InfiniBand XDR", "bandwidth", 100, None, "per-port")]


def test_a_bare_version_after_a_family_named_is_that_familys_generation() -> None:
    # "PCIe 3.0 ..., 4.0 ..., 5.0 ...": each bare version is a PCIe generation
    assert read("x16 单向带宽: PCIe 3.0 约 16GB/s, 4.0 约 32GB/s, 5.0 约 64GB/s。") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_ports_a_switch_chip_has_are_its_own_not_links_of_the_nvlink_they_run() -> None:
    # "NVSwitch (bracket) has N NVLink 5 ports": the switch's ports
    assert read("The fourth-generation NVSwitch (2024, Blackwell) has 72 NVLink 5 ports.")[-1] \
        == ("NVSwitch", "port-count", 72, None, None)
    # a GPU's NVLink ports are still its links
    assert read("The B200 has 18 NVLink 5 ports.") == [
        ("NVLink 5.0", "link-count", 18, None, None)]
