"""Which product a figure is of, when a claim names related ones: a GPU's chip by its code name,
a fabric of many servers, systems counted as parts of a larger one, an NVLink domain's GPUs."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_gpus_chip_named_by_its_code_is_that_gpu() -> None:
    # the die's code name stands for the GPU, so its NVLink is the GPU's generation
    assert read("On the GV100 die NVLink has six links of 50 GB/s.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 50, None, "per-link")]
    assert read("GH100 的 NVLink 共 18 条链路。") == [("NVLink 4.0", "link-count", 18, None, None)]
    # "安培" alone is the Ampere architecture, as "安培架构" is
    assert read("安培的 NVLink 带宽为 600GB/s。") == [("NVLink 3.0", "bandwidth", 600, None, None)]


def test_the_nvlink_switch_system_is_a_system_not_the_switch_chip() -> None:
    assert read("The NVLink Switch System joins up to 256 GPUs with 57.6 TB/s of all-to-all "
                "bandwidth.") == [
        ("NVLink Switch System", "gpu-count", 256, None, None),
        ("NVLink Switch System", "bandwidth", 57600, None, "aggregate")]
    # the switch chip keeps its own name
    assert read("An NVLink Switch chip has 64 ports.") == [
        ("NVSwitch", "port-count", 64, None, None)]


def test_systems_counted_are_parts_and_the_domain_is_the_systems() -> None:
    # 32 servers counted inside a larger fabric: the GPUs are the fabric's
    assert read("Using the NVLink Switch System, 32 DGX H100 servers (256 GPUs) share one "
                "NVLink domain.") == [("NVLink Switch System", "gpu-count", 256, None, None)]
    # the NVLink domain of a claim that names one system is that system
    assert read("GB200 NVL72 is one rack; its 72-GPU NVLink domain moves 130 TB/s.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None),
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
    # with no system named, the domain's GPUs stay NVLink's
    assert read("NVLink 5 can join 576 GPUs in one NVLink domain.") == [
        ("NVLink 5.0", "gpu-count", 576, None, None)]


def test_a_year_goes_to_the_name_its_verb_is_said_of_through_a_relative_clause() -> None:
    # "X, which shipped in Y" and "X, only launched in Y": X's year, not the sentence's first name
    assert read("NVLink 4.0 debuted in 2022 with the H100 SXM, then reached the DGX GH200, "
                "which shipped in 2023.") == [
        ("NVLink 4.0", "introduced", 2022, None, None),
        ("DGX GH200", "introduced", 2023, None, None)]
    assert read("PCIe 5.0 was finalised in 2019, but its first GPU, the H100, only shipped in "
                "2022.") == [
        ("PCIe 5.0", "introduced", 2019, None, None), ("H100", "introduced", 2022, None, None)]
    # a name after a preposition inside the relative clause is its object, not the verb's subject
    assert read("The HGX A100 that put eight GPUs behind NVSwitch came out in 2020.") == [
        ("HGX A100", "gpu-count", 8, None, None), ("HGX A100", "introduced", 2020, None, None)]


def test_a_bracketed_year_with_what_came_with_it_is_the_names_year() -> None:
    assert read("Timeline: NVLink 3.0 (2020, A100), NVLink 4.0 (2022, H100).") == [
        ("NVLink 3.0", "introduced", 2020, None, None),
        ("NVLink 4.0", "introduced", 2022, None, None)]


def test_a_switchs_figure_per_gpu_is_the_nvlink_of_the_gpus_named() -> None:
    # the switch chip has no per-GPU figure: the figure is the NVLink of the GPUs it joins
    assert read("The cluster's nodes carry 8 A100 GPUs each, with 600 GB/s of NVSwitch "
                "bandwidth per GPU.") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("Rented 8x H200 servers: NVLink and NVSwitch at 900 GB/s per GPU.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    # the switch's own figure stays the switch's
    assert read("Each third-gen NVSwitch chip has 3.2 TB/s of switching bandwidth.") == [
        ("NVSwitch", "bandwidth", 3200, None, None)]


def test_workstation_cards_keep_their_name_and_a_bus_named_for_them_its_figure() -> None:
    # a bridged workstation card keeps its NVLink figure, as a GeForce card does
    assert read("Two RTX A6000 cards bridged with NVLink get 112.5 GB/s.") == [
        ("RTX A6000", "bandwidth", 112.5, None, None)]
    assert read("A pair of Quadro GV100 cards shares 200 GB/s over two NVLink bridges.") == [
        ("Quadro GV100", "bandwidth", 200, None, None)]
    # ... its name is no V100's chip code, nor another card's
    assert read("Quadro GP100 boards: NVLink at 80 GB/s.") == [
        ("Quadro GP100", "bandwidth", 80, None, None)]
    # the architecture or generation written beside it does not fold it into NVLink 3.0
    assert read("An RTX A6000 pair bridged over third-generation NVLink gets 112.5 GB/s.") == [
        ("RTX A6000", "bandwidth", 112.5, None, None)]
    assert read("The GA102 chip drives four x4 NVLink links at 14 GB/s per link each way.") == [
        ("GA102", "bandwidth", 14, "unidirectional", "per-link")]
    # a PCIe or InfiniBand generation named for the card's traffic keeps its figure
    assert read("RTX 4090 取消了 NVLink 接口\uff0c双卡之间只能走 PCIe 4.0\uff0c单向 32GB/s。") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_gpu_given_a_figure_is_its_receiver_not_its_subject() -> None:
    # the giver is the subject; the GPU or card it is given to makes it per GPU
    assert read("PCIe 4.0 x16 gives each A100 PCIe card 32 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", "per-gpu")]
    assert read("DGX A100 systems join their GPUs through NVSwitch, giving each A100 600 GB/s.") \
        == [("DGX A100", "bandwidth", 600, None, "per-gpu")]
    # a GPU that gets the figure itself stays its NVLink generation's
    assert read("Each A100 gets 600 GB/s.") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_the_interconnect_named_right_before_a_figure_keeps_it() -> None:
    # "a PCIe Gen5 x16 host interface (64 GB/s ...)": the interface's, not the GPU's NVLink
    assert read("The H100 uses a PCIe Gen5 x16 host interface (64 GB/s per direction).") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    # an architecture's per-GPU NVLink is its generation's
    assert read("Hopper's per-GPU NVLink bandwidth is 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    # a name after a comma and a ratio is the thing compared, not the figure's subject
    assert read("NVLink 3 is quoted at 600 GB/s in total, 10x the bandwidth of PCIe Gen 4.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "aggregate")]


def test_ports_of_a_system_and_figures_of_its_network() -> None:
    # a system's ports are no count nvfacts keeps, nor do they make it their figure's subject
    assert read("Each DGX H100 reaches the fabric through eight 400 Gb/s NDR InfiniBand "
                "ports.") == [("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    # a GPU's figure written in bits, beside an InfiniBand generation, is that network's; the
    # machine's cards summed are no figure of the generation
    assert read("The VM links each of its eight H100 GPUs to a 400 Gb/s NDR InfiniBand port, "
                "3.2 Tb/s per VM in total.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-gpu")]
    # an interconnect "provides" its own figure
    assert read("节点内每块 H100 靠 NVLink 4.0 提供 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_a_memory_word_in_an_interconnects_phrase_makes_no_memory_figure() -> None:
    assert read("Grace Hopper uses NVLink-C2C for coherent CPU-GPU memory, with 450 GB/s "
                "each way.") == [("NVLink-C2C", "bandwidth", 450, "unidirectional", None)]
    # a memory's own phrase still gives nothing
    assert read("H200 has 141GB HBM3e, 带宽 4.8TB/s。") == []


def test_trays_and_cloud_instances_are_no_subjects() -> None:
    assert read("A GB200 NVL72 switch tray holds two NVSwitch chips with 144 ports.") == []
    assert read("P6e-GB200 UltraServers offer up to 72 GPUs in one NVLink domain.") == []
    # the rack's figure after its trays are counted stays the rack's
    assert read("NVL72 has 9 switch trays; 130 TB/s in total.") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]


def test_counts_of_links_bridges_and_gpus() -> None:
    # "路" counts links as "条" does
    assert read("GH100 的 NVLink 共 18 路。") == [("NVLink 4.0", "link-count", 18, None, None)]
    # bridges counted between cards are no links
    assert read("两张 H100 NVL 用三条 NVLink 桥相连。") == []
    assert read("H100 NVL 支持 2 路或 4 路 NVLink 桥接。") == []
    # a maker's name between a count and its GPUs
    assert read("DGX H100: 8x NVIDIA Hopper GPUs.") == [("DGX H100", "gpu-count", 8, None, None)]
    # a count in brackets after a system is that system's, even after "vs"
    assert read("DGX B200 (8 GPUs) vs GB200 NVL36 (36 GPUs).") == [
        ("DGX B200", "gpu-count", 8, None, None), ("GB200 NVL36", "gpu-count", 36, None, None)]


def test_a_number_of_them_after_gpus_named_counts_those_gpus() -> None:
    # no noun counted before: "of them" are the GPUs named, held by the system after
    assert read("The A100 arrived in 2020; a DGX A100 packs eight of them.") == [
        ("A100", "introduced", 2020, None, None), ("DGX A100", "gpu-count", 8, None, None)]
    # a noun counted before is still what "of them" are
    assert read("Links run at 25 GB/s, and a V100 has six of them.") == [
        ("NVLink 2.0", "bandwidth", 25, None, "per-link"),
        ("NVLink 2.0", "link-count", 6, None, None)]


def test_a_generic_system_name_after_a_gpus_is_that_gpus_system() -> None:
    # "B200 HGX" is the HGX B200 written GPU first; the count before it still counts its GPUs
    assert read("A 4x A100 HGX baseboard adds up to 2.4 TB/s of NVLink.") == [
        ("HGX A100", "gpu-count", 4, None, None),
        ("HGX A100", "bandwidth", 2400, None, "aggregate")]
    assert read("The H100 DGX gives each GPU 900 GB/s.") == [
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]


def test_a_switch_dated_by_an_architecture_is_the_switch() -> None:
    # "Hopper-era" dates the chip; its figures are the NVSwitch's, not Hopper's NVLink's
    assert read("The Ampere-era NVSwitch moved 2.4 TB/s.") == [
        ("NVSwitch", "bandwidth", 2400, None, None)]


def test_bricks_are_links_and_tesla_plurals_are_counted() -> None:
    assert read("Each V100 exposes six NVLink bricks running at 25 GB/s apiece.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 25, None, "per-link")]
    assert read("The DGX-2 came with sixteen Tesla V100s.") == [
        ("DGX-2", "gpu-count", 16, None, None)]


def test_a_system_named_after_the_same_as_is_only_compared_with() -> None:
    # the figure is the sentence's own system's; the one after "the same ... as" is compared
    assert read("The DGX B200 shipped with eight B200s and the same 1.8 TB/s per GPU NVLink "
                "as HGX B200.") == [
        ("DGX B200", "gpu-count", 8, None, None),
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]


def test_a_tray_after_a_preposition_is_no_subject() -> None:
    # the links go to the trays; the figure after them is still the rack's GPUs'
    assert read("Inside a GB200 NVL72, every GPU connects to the switch trays over 18 links, "
                "for 1.8 TB/s per GPU.") == [
        ("GB200 NVL72", "link-count", 18, None, None),
        ("GB200 NVL72", "bandwidth", 1800, None, "per-gpu")]


def test_a_figure_said_of_an_interconnect_is_not_a_networks() -> None:
    # a network word in the sentence does not take a figure said "of NVLink 5.0"
    assert read("Scale-out networking is far behind the 1.8 TB/s of NVLink 5.0 per GPU.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    # a network's own figure still gives nothing
    assert read("Each node gets 3.2 Tb/s of scale-out networking.") == []


def test_the_interconnect_a_gpus_traffic_goes_by_keeps_the_figure_after_it() -> None:
    # "走 X" (goes by X) names the figure's interconnect, even across the comma before it
    assert read("A100 与主机之间走 PCIe Gen4\uff0c单向 32GB/s。") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    assert read("The H100 moves to PCIe 5.0 for its host link at 128 GB/s.") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]
    # a GPU's own NVLink figure after it is still the GPU's generation's
    assert read("H100 走 PCIe 5.0 连接主机\uff0cNVLink 则是 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_workstation_card_keeps_only_its_own_figures() -> None:
    # "nowhere near" / "远低于" set the next figure against the card's: it is the A100's
    assert read("A pair of RTX 2080 Ti cards bridged with NVLink reach 100 GB/s, nowhere near "
                "the 600 GB/s an A100 SXM4 gets.") == [
        ("RTX 2080 Ti", "bandwidth", 100, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("RTX 3090 的 NVLink 桥只有 112.5GB/s\uff0c远低于 A100 SXM 的 600GB/s。") == [
        ("RTX 3090", "bandwidth", 112.5, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_gpus_own_nvlink_in_a_clause_set_against_a_superchip() -> None:
    # "though" opens a clause of its own; "the B200's own NVLink" is the B200's generation's
    assert read("GB200 keeps a 900 GB/s NVLink-C2C, though the B200's own NVLink reaches "
                "1.8 TB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None),
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_the_link_between_a_gpus_two_dies_is_no_interconnect() -> None:
    assert read("A B200 joins its two dies with a 10 TB/s NV-HBI link.") == []


def test_years_of_things_named_around_them() -> None:
    # a year in a clause that modifies the name after it is that name's
    assert read("B200 于 2024 年发布\uff0c采用 2024 年推出的第五代 NVLink。") == [
        ("B200", "introduced", 2024, None, None),
        ("NVLink 5.0", "introduced", 2024, None, None)]
    # a year that closes a bracket of facts after a name is the name's
    assert read("HDR InfiniBand (200 Gb/s, 2017) linked DGX A100 clusters.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, None),
        ("InfiniBand HDR", "introduced", 2017, None, None)]
    # "the DGX" after a DGX named is that DGX
    assert read("The DGX A100 was unveiled in 2020; the DGX shipped the same year.") == [
        ("DGX A100", "introduced", 2020, None, None)]
    assert read("HGX H100 came out in 2022, and the HGX board reached clouds in 2023.") == [
        ("HGX H100", "introduced", 2022, None, None),
        ("HGX H100", "introduced", 2023, None, None)]


def test_the_figure_of_a_system_named_after_it_and_a_nics_own_speed() -> None:
    # "the X of an NVL72": the NVL72's figure, not the subject's before it
    assert read("An NVL36 totals 65 TB/s, a half of the 130 TB/s of a GB200 NVL72.") == [
        ("GB200 NVL36", "bandwidth", 65000, None, "aggregate"),
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
    # a NIC's speed in a clause of its own gives nothing, not the figure before's subject
    assert read("Hopper reaches Grace over NVLink-C2C at 900 GB/s and the fabric via "
                "ConnectX-7 at 400 Gb/s.") == [("NVLink-C2C", "bandwidth", 900, None, None)]
    # an InfiniBand generation restated after the figure is the figure's
    assert read("The racks scale out over InfiniBand at 400 Gb/s per port, i.e. NDR.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_the_former_and_the_latter_are_the_two_named_before() -> None:
    assert read("A100 SXM and A100 PCIe side by side: the former has 600 GB/s of NVLink, the "
                "latter 600 GB/s only through a bridge.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("A100 PCIe", "bandwidth", 600, None, None)]
    assert read("H100 NVL 与 H100 SXM\uff1a前者桥接 600GB/s\uff0c后者 NVLink 900GB/s。") == [
        ("H100 NVL", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_card_written_with_its_form_in_brackets_and_ports_of_a_generation() -> None:
    assert read("A100 (PCIe): NVLink bridge 600 GB/s.") == [
        ("A100 PCIe", "bandwidth", 600, None, None)]
    # the figure in brackets after a count of a generation's ports is that generation's
    assert read("DGX H100 另有 8 个 NDR 端口 (每端口 400Gb/s)。") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_a_superchip_named_in_a_cloud_series_is_no_subject() -> None:
    # "ND GB200 v6" names VMs; the rack named after it owns the figure
    assert read("ND GB200 v6 VMs run on a GB200 NVL72, one NVLink domain of 130 TB/s.") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
    # the instance a series names has what it gives each of its GPUs, as a system has
    assert read("ND H100 v5 VMs hand each of their 8 H100s 900 GB/s of NVLink.") == [
        ("Azure ND H100 v5", "gpu-count", 8, None, None),
        ("Azure ND H100 v5", "bandwidth", 900, None, "per-gpu")]


def test_a_networks_figure_restated_per_gpu_is_the_networks() -> None:
    assert read("A p4d instance has 400 Gbps of networking, or 50 Gbps per A100.") == []
    # an NVLink figure after the network's, not restating it, is kept
    assert read("A p4d instance has 400 Gbps of networking; its A100s get 600 GB/s of NVLink "
                "each.") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_the_other_form_of_a_card_named_after_it() -> None:
    # "the SXM part" before the card is named is still the card's GPU
    assert read("Compared with the SXM part (600 GB/s), the A100 PCIe tops out at 64 GB/s over "
                "PCIe 4.0.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_a_scope_word_naming_another_interconnect_is_not_the_figures() -> None:
    # the port is InfiniBand's; the NVLink link's figure keeps its own scope only
    assert read("One NVLink 4 link carries 50 GB/s (400 Gbps), the same as a single NDR "
                "InfiniBand port.") == [("NVLink 4.0", "bandwidth", 50, None, "per-link")]
    # a switch's port named by its NVLink generation stays the switch's port
    assert read("The NVSwitch has 64 ports, each NVLink4 port at 50 GB/s.") == [
        ("NVSwitch", "port-count", 64, None, None),
        ("NVSwitch", "bandwidth", 50, None, "per-port")]


def test_a_gpu_count_an_nvlink_generation_reaches_is_no_systems() -> None:
    # how many GPUs fifth-generation NVLink can join is that generation's domain limit, which no
    # attribute keeps: the system named first keeps none of it
    assert read("Inside the GB200 NVL72 sits fifth-generation NVLink, which lets as many as "
                "576 GPUs share one NVLink domain.") == []
    assert read("DGX B200 relies on NVLink 5.0, which scales to 576 GPUs in one domain.") == []
    assert read("GB200 NVL72 用的是第五代 NVLink\uff0c最多可连接 576 个 GPU。") == []
    # the system's own count, said of it, stays
    assert read("A GB200 NVL72 joins up to 72 GPUs in a single NVLink domain.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]


def test_nvlink_fusion_is_a_licence_not_generic_nvlink() -> None:
    # NVLink Fusion lends NVLink to other makers' chips: its figure is no NVLink figure
    assert read("Its NVLink Fusion chiplet offers 1.8 TB/s of bidirectional bandwidth between "
                "systems.") == []
    assert read("新推出的 NVLink Fusion 芯片可在系统之间提供 1.8 TB/s 的双向互连带宽。") == []
    # NVLink itself, named beside it, keeps its figure
    assert read("NVLink Fusion is licensed to partners; fifth-generation NVLink gives each GPU "
                "1.8 TB/s.") == [("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]


def test_two_products_joined_ahead_of_one_figure_share_it() -> None:
    # the China-market A800 and H800 both have NVLink cut to 400 GB/s: one figure, two products
    assert read("H800/A800(出口版): 单卡节点内 NVLink 带宽限制为 400GB/s") == [
        ("H800", "bandwidth", 400, None, "per-gpu"), ("A800", "bandwidth", 400, None, "per-gpu")]
    assert read("The A800 and the H800 limit NVLink to 400 GB/s per GPU.") == [
        ("A800", "bandwidth", 400, None, "per-gpu"), ("H800", "bandwidth", 400, None, "per-gpu")]
    assert [r[0] for r in read("A800\u3001H800 的 NVLink 带宽只有 400GB/s。")] == ["A800", "H800"]
    # two interconnects are no products of figures of their own: a generation's figure is one's
    assert len(read("NVLink 5.0 and PCIe 6.0 move 256 GB/s")) == 1
    # two figures after two names still pair in order
    assert read("NVLink 3.0/4.0: 600/900 GB/s per GPU") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_cloud_instances_are_systems_of_their_own() -> None:
    # named by provider and instance, whatever the page calls them; a total said of one is its own
    assert read("Amazon EC2 P5 boxes carry eight H100s and 7.2 TB/s of NVLink in total.") == [
        ("AWS p5", "gpu-count", 8, None, None),
        ("AWS p5", "bandwidth", 7200, None, "aggregate")]
    assert read("谷歌云 A3 虚拟机配 8 块 H100\uff0cNVLink 聚合带宽 7.2TB/s。") == [
        ("GCP A3", "gpu-count", 8, None, None),
        ("GCP A3", "bandwidth", 7200, None, "aggregate")]
    # its network's figures give nothing: the NICs between machines, the EFA fabric
    assert read("Between GCP A3 hosts, traffic leaves through 200 Gbps NICs.") == []
    assert read("The p4d.24xlarge ships 400 Gbps Elastic Fabric Adapter networking.") == []
    # the bisection of its fabric is a total, in Chinese too
    assert read("A3 实例的 8 颗 H100 对分带宽 3.6TB/s。")[-1] == (
        "GCP A3", "bandwidth", 3600, None, "aggregate")


def test_a_gpus_figure_over_a_network_of_no_generation_gives_nothing() -> None:
    # the GPUs' traffic leaves over InfiniBand with no generation named: no NVLink figure of
    # theirs, and no InfiniBand figure to compare
    assert read("The pod's Blackwell GPUs talk via a Quantum-X800 InfiniBand network that "
                "offers 800 Gb/s per GPU.") == []
    assert read("Hopper GPUs reach each other via InfiniBand, 400 Gb/s per GPU.") == []
    # a named generation keeps the figure
    assert read("The pod's Blackwell GPUs talk via an XDR InfiniBand network that offers "
                "800 Gb/s per GPU.") == [("InfiniBand XDR", "bandwidth", 100, None, "per-gpu")]
