"""Figures of a part or of a whole read as that part's or whole's: a lane's signalling rate is
no link's bandwidth, a per-lane PCIe figure no slot's, a switch's figure of no stated scope may
be its total, and a count of GPUs is the system's its own clause names (blind set dev4's false
rivals)."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def _read(claim: str) -> list[tuple[str, str, float, str | None]]:
    return [(a.subject, a.attribute, a.value, a.scope) for a in extract(claim)]


def test_a_gpu_count_is_the_system_its_own_clause_names() -> None:
    assert _read("The DGX A100 has 8 GPUs, the DGX-2 has 16.") == [
        ("DGX A100", "gpu-count", 8.0, None), ("DGX-2", "gpu-count", 16.0, None)]
    assert conflicts("A DGX-2 chassis holds 16 V100s.",
                     "DGX H100 has 8 GPUs, DGX-2 has 16.") == []
    # a wrong count is still disputed
    assert conflicts("A DGX-2 chassis holds 16 V100s.", "DGX-2 has 8 GPUs.") != []


def test_a_switchs_figure_of_no_stated_scope_may_be_its_total() -> None:
    # the chip's switching bandwidth, not a port's: no rival of the port's figure
    assert conflicts("Each NVSwitch chip offers 1.6 TB/s of switching bandwidth.",
                     "An NVSwitch port carries 50 GB/s.") == []
    # two ports' figures still meet
    assert conflicts("An NVSwitch port carries 50 GB/s.",
                     "Each NVSwitch port carries 100 GB/s.") != []


def test_a_signal_pairs_rate_is_no_links_bandwidth() -> None:
    # the pairs' rate in bits, not the link's: only the link's 25 GB/s is read
    assert _read("An NVLink 2.0 link sends 25 GB/s each way over eight 25 Gb/s signal pairs.") \
        == [("NVLink 2.0", "bandwidth", 25.0, "per-link")]
    assert _read("NVLink 4.0 每对差分信号速率为 100Gb/s。") == []
    assert conflicts("NVLink 4.0 每对差分信号速率为 100Gb/s。",
                     "Each NVLink 4.0 link carries 25 GB/s per direction.") == []


def test_a_per_lane_pcie_figure_is_no_slots() -> None:
    assert conflicts("PCIe 4.0 每通道单向约 2GB/s。", "PCIe 4.0 x16 双向 64GB/s。") == []
    assert conflicts("PCIe 4.0 单通道单向约 2GB/s。", "PCIe 4.0 x16: 32 GB/s per direction.") == []


def test_a_systems_total_in_bits_beside_an_infiniband_rate_is_its_networks() -> None:
    network = "DGX A100 fabric: eight ConnectX-6 adapters at 200 Gb/s HDR, 1.6 Tb/s per node."
    assert [a.subject for a in extract(network) if a.attribute == "bandwidth"] == [
        "InfiniBand HDR"]
    assert conflicts(network, "DGX A100 has 4.8 TB/s of NVLink bandwidth in total.") == []
    chinese = "DGX A100 配 8 个 HDR 网卡，每口 200Gb/s，合计 1.6Tb/s，约 200GB/s。"  # noqa: RUF001
    assert conflicts(chinese, "DGX A100: 8 GPUs, 600 GB/s of NVLink each.") == []
    # its NVLink total in bytes beside a network rate is still read
    assert ("DGX A100", 4800.0) in [(a.subject, a.value) for a in extract(
        "DGX A100: 4.8 TB/s of NVLink in total, 8x 200 Gb/s HDR.")]


def test_a_nics_own_speed_is_no_generations_figure() -> None:
    # the second adapter's speed names no generation: not carried from the clause before
    claim = "ConnectX-6 supports 200 Gb/s HDR; the ConnectX-7 adapter reaches 400 Gb/s."
    assert [(a.subject, a.value) for a in extract(claim)] == [("InfiniBand HDR", 25.0)]
    assert conflicts(claim, "HDR InfiniBand runs at 200 Gb/s per port.") == []


def test_a_figure_in_a_relative_clause_is_the_name_it_follows() -> None:
    claim = "A 200 Gb/s HDR adapter sits in a PCIe 4.0 x16 slot, which carries about 32 GB/s " \
        "per direction."
    assert ("PCIe 4.0", 32.0) in [(a.subject, a.value) for a in extract(claim)]
    assert conflicts(claim, "HDR InfiniBand runs at 200 Gb/s per port.") == []


def test_the_rate_of_a_ports_lanes_is_no_ports_figure() -> None:
    claim = "An EDR port's 100 Gb/s is built from 4 lanes at 25 Gb/s."
    assert [(a.subject, a.value) for a in extract(claim)] == [("InfiniBand EDR", 12.5)]
    assert conflicts(claim, "EDR InfiniBand: 100 Gb/s per port.") == []


def test_a_cards_figure_over_its_pcie_host_link_is_that_pcie_generations() -> None:
    claim = "The A100 PCIe uses a PCIe Gen4 x16 host interface, 64 GB/s bidirectional."
    assert [(a.subject, a.value) for a in extract(claim)] == [("PCIe 4.0", 64.0)]
    assert conflicts(claim, "A100 PCIe cards pair over an NVLink bridge at 600 GB/s.") == []


def test_a_count_given_each_tray_is_no_racks() -> None:
    assert extract("In a GB200 NVL72, each compute tray carries 4 Blackwell GPUs.") == []
    assert conflicts("GB200 NVL72 每个计算托盘有 4 颗 GPU。",
                     "A GB200 NVL72 rack holds 72 GPUs.") == []
    # the rack's own count is still read
    assert [(a.subject, a.value) for a in extract("GB200 NVL72 has 18 compute trays and 72 GPUs.")
            ] == [("GB200 NVL72", 72.0)]


def test_a_single_lane_named_with_its_generation_is_a_lanes_figure() -> None:
    one_lane = "A single PCIe 4.0 lane moves about 2 GB/s each way."
    assert conflicts(one_lane, "PCIe 4.0 x16: about 32 GB/s per direction.") == []
    assert conflicts(one_lane, "PCIe 4.0 x8 runs at about 16 GB/s per direction.") == []
    # scaled by its lanes it still meets a slot's figure it cannot be
    assert conflicts("A single PCIe 4.0 lane moves about 8 GB/s each way.",
                     "PCIe 4.0 x16: about 32 GB/s per direction.") != []


def test_a_name_compared_with_is_no_subject_of_what_follows() -> None:
    claim = "NVLink 4.0 每条链路单向 25GB/s，与 NVLink 3.0 相同，但链路数从 12 条增加到 18 条。"  # noqa: RUF001
    assert ("NVLink 4.0", "link-count", 18.0, None) in _read(claim)
    assert conflicts(claim, "NVLink 3.0 gives each A100 12 links.") == []


def test_two_counts_set_against_each_other_are_each_names_in_order() -> None:
    claim = "NVLink 5.0 与 NVLink 3.0 的单链路速率不同，链路数：18 条对 12 条。"  # noqa: RUF001
    assert [(s, v) for s, a, v, _ in _read(claim) if a == "link-count"] == [
        ("NVLink 5.0", 18.0), ("NVLink 3.0", 12.0)]
    assert conflicts(claim, "NVLink 3.0 gives each A100 12 links.") == []


def test_a_total_of_one_links_figure_is_disputed() -> None:
    # a GPU's links together carry more than one link does
    assert conflicts("Each A100 has 12 NVLink 3.0 links, 600 GB/s in total.",
                     "A single NVLink 3.0 link carries 600 GB/s.") != []
    assert conflicts("Each A100 has 12 NVLink 3.0 links, 600 GB/s in total.",
                     "A single NVLink 3.0 link carries 50 GB/s.") == []
    # a link's figure in a product is no total, whatever total word follows the product
    assert conflicts("A100 NVLink 其实是 12 条链路 × 50GB/s 的双向合计。",  # noqa: RUF001
                     "A single NVLink 3.0 link carries 50 GB/s.") == []


def test_a_gpu_paired_with_another_generation_is_read_as_both() -> None:
    # the A100 carries NVLink 3.0: a figure given it under NVLink 4.0 is wrong of one of them
    wrong = "The A100 uses fourth-generation NVLink at 600 GB/s per GPU."
    assert {a.subject for a in extract(wrong)} == {"NVLink 3.0", "NVLink 4.0"}
    assert conflicts("NVLink 4.0 gives each H100 900 GB/s.", wrong) != []
    # a GPU with its own generation, or set against another, is read once
    assert {a.subject for a in extract("The A100 uses third-gen NVLink at 600 GB/s.")} == {
        "NVLink 3.0"}
    assert conflicts("NVLink 4.0 gives each H100 900 GB/s.",
                     "Unlike fourth-generation NVLink, the A100 gets 600 GB/s per GPU.") == []
