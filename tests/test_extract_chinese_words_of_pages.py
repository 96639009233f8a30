"""Chinese words real pages use that the lexicon reads: a per-link column's unit "GB/s/链路",
发货 (shipped) as a year's verb, 布莱克威尔 for Blackwell, the HGX H20 module as the H20, and
"实际能用" (what is left to use after overheads) as an estimate that gives nothing."""

from __future__ import annotations

from pathlib import Path

from test_extract import read

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def test_a_figure_per_link_written_in_its_unit_is_per_link() -> None:
    assert read("NVLink 4.0 单向 100 GB/s/链路。") == [
        ("NVLink 4.0", "bandwidth", 100, "unidirectional", "per-link")]


def test_shipping_dates_a_product() -> None:
    assert read("H200 于 2024 年开始发货。") == [("H200", "introduced", 2024, None, None)]


def test_the_transliterated_architecture_counts_its_gpus() -> None:
    assert read("GB200 超级芯片包含 2 颗布莱克威尔 GPU。") == [
        ("GB200", "gpu-count", 2, None, None)]


def test_the_hgx_h20_module_is_the_h20() -> None:
    assert read("HGX H20 的 NVLink 带宽为 900GB/s。") == [
        ("H20", "bandwidth", 900, None, None)]


def test_what_is_left_to_use_after_overheads_is_no_figure() -> None:
    assert read("PCIe 4.0 x16 单向 32 GB/s,扣掉协议开销实际能用的约 26 GB/s。") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_two_gpu_counts_of_a_board_joined_by_and_are_both_its_forms() -> None:
    assert read("HGX A100 服务器板卡提供 4-GPU 和 8-GPU 两种版本。") == [
        ("HGX A100", "gpu-count", 4, None, None), ("HGX A100", "gpu-count", 8, None, None)]
    assert read("HGX A100 有 8-GPU 配置。") == [("HGX A100", "gpu-count", 8, None, None)]


def test_the_thing_compared_with_is_no_subject_of_the_figure_after() -> None:
    assert read("A800 与 A100 相比,其 NVLink 带宽为 400GB/s。") == [
        ("A800", "bandwidth", 400, None, None)]
    assert read("与 A100 相比,H100 的 NVLink 带宽为 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_card_named_before_its_nvlink_owns_it_over_a_system_named_after() -> None:
    assert read("A800 支持 NVLink 400GB/s 互联,以适配 8 路 HGX 服务器。") == [
        ("A800", "bandwidth", 400, None, None)]


def test_a_cards_network_is_no_figure_of_the_card() -> None:
    assert read("L40S 搭配 200G 网络,也可以选择 HDR。") == []
    assert read("HDR InfiniBand 网络单端口 200Gb/s。") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_an_nvlink_network_is_no_machines_network() -> None:
    """'NVLink 网络' is the NVLink fabric: its figures are read as before 网络 became a network
    word (a42d892), which had made them give nothing."""
    assert read("GB200 NVL72 的 NVLink 网络总带宽为 130TB/s。") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
    assert read("H100 通过 NVLink 网络互联, 单卡 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("第五代 NVLink 网络中每个 GPU 的带宽为 1.8TB/s。") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]


def test_gpus_counted_in_groups_are_counted() -> None:
    assert read("GB200 超级芯片集成 2 组 Blackwell GPU 与 1 组 Grace CPU。") == [
        ("GB200", "gpu-count", 2, None, None)]


def test_a_figure_worked_out_in_the_other_direction_keeps_its_scope() -> None:
    assert read("XDR 单端口 800Gb/s(单向),换算成双向是 200GB/s。") == [
        ("InfiniBand XDR", "bandwidth", 100, "unidirectional", "per-port"),
        ("InfiniBand XDR", "bandwidth", 200, "bidirectional", "per-port")]


def test_a_word_opening_a_restatement_that_a_curator_adds_is_read(tmp_path: Path) -> None:
    """The words that open a restatement after its comma are the lexicon's
    (restatement-openers-after-comma): '折成' is none of them, so the 200 GB/s after it keeps no
    scope; added there, it restates the port's figure as '换算成' does."""
    claim = "XDR 单端口 800Gb/s(单向),折成双向是 200GB/s。"
    port = [("InfiniBand XDR", 100, "unidirectional", "per-port"),
            ("InfiniBand XDR", 200, "bidirectional", "per-port")]
    assert _read(claim, lexicon()) != port
    curated = lexicon(curated_lexicon(tmp_path, "restatement-openers-after-comma", "折成"))
    assert _read(claim, curated) == port


def _read(claim: str, lex: Lexicon) -> list[tuple[str, float, str | None, str | None]]:
    return [(a.subject, a.value, a.direction, a.scope) for a in extract(claim, lex)]


def test_a_count_of_the_products_themselves_is_none_of_their_gpus() -> None:
    assert read("把 64 个 GB200 GPU 放进一个名为 Grace Blackwell 的系统。") == []
    assert read("GB200 超级芯片包含 2 颗 B200 GPU。") == [("GB200", "gpu-count", 2, None, None)]


def test_taiwanese_words_for_memory_switch_and_port() -> None:
    assert read("H100 配備 80GB HBM3 記憶體,頻寬 3.35TB/s,NVLink 頻寬 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("第三代 NVLink 交換器提供 3.2TB/s。") == [
        ("NVSwitch", "bandwidth", 3200, None, None)]
    assert read("NDR InfiniBand 每埠 400Gb/s。") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_gpus_counted_with_pian_and_mei() -> None:
    assert read("DGX H100 搭載 8 片 H100 GPU。") == [("DGX H100", "gpu-count", 8, None, None)]
    assert read("GB200 包含兩枚 B200 GPU。") == [("GB200", "gpu-count", 2, None, None)]


def test_a_base_named_after_a_chinese_comparison_word_owns_only_its_own_figure() -> None:
    assert read("NVLink 4.0 相比 NVLink 3.0 带宽提升一半,达到 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("相比 NVLink 3.0 的 600GB/s,NVLink 4.0 达到 900GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_year_said_of_an_architecture_and_its_gpu_is_the_gpus() -> None:
    assert read("2022 年 NVIDIA 发布了基于 Hopper 架构的 H100 GPU。") == [
        ("H100", "introduced", 2022, None, None)]
    assert read("英伟达于 2020 年推出 Ampere 架构及 A100。") == [
        ("A100", "introduced", 2020, None, None)]
    assert read("Blackwell 平台于 2024 年亮相。") == []


def test_an_architecture_named_as_such_before_its_word_of_arrival_is_dated() -> None:
    # the architecture itself is what arrived: year before its name, or between name and verb
    assert read("2020 年 Ampere 架构发布,采用 7nm 工艺。") == [
        ("Ampere", "introduced", 2020, None, None)]
    assert read("Volta 架构(2017 年发布)引入了 Tensor Core。") == [
        ("Volta", "introduced", 2017, None, None)]
    # an architecture brought by a verb, or a platform, still dates nothing
    assert read("2024 年发布了 Blackwell 架构。") == []


def test_the_pcie_version_of_a_gpu_named_before_is_its_card() -> None:
    assert read("A100 SXM4 的 NVLink 带宽为 600GB/s,而 PCIe 版本为 400GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("A100 PCIe", "bandwidth", 400, None, None)]
    assert read("H100 支持 PCIe 5.0,带宽 128GB/s。") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_generation_ordinal_in_digits_names_the_generation() -> None:
    assert read("第4代NVLink 每 GPU 带宽 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("第 5 代 NVLink 于 2024 年发布。") == [
        ("NVLink 5.0", "introduced", 2024, None, None)]
    table = ("表:NVLink 代际 / 每 GPU 链路数 / 每 GPU 总带宽:"
             "第 3 代 / 12 / 600GB/s;第 4 代 / 18 / 900GB/s。")
    assert read(table) == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_born_and_in_commercial_use_date_a_product() -> None:
    assert read("NVSwitch 诞生于 2018 年。") == [("NVSwitch", "introduced", 2018, None, None)]
    assert read("A100 于 2020 年正式商用。") == [("A100", "introduced", 2020, None, None)]


def test_a_link_word_after_the_memory_s_makes_the_figure_the_link_s() -> None:
    # a spec line run together: memory size, then the interconnect's own figure
    assert read("H20 显存 96GB HBM3 互联带宽 900GB/s FP8 算力 296 TFLOPS") == [
        ("H20", "bandwidth", 900, None, None)]
    assert read("H20 内存 96GB 互联带宽 900GB/s") == [("H20", "bandwidth", 900, None, None)]
    # without the link's word the figure stays the memory's
    assert read("H20 显存 96GB HBM3 带宽 4.0TB/s") == []
    # nor with a link's word after the figure
    assert read("GB200 的 HBM3E 具有 16TB/s 的内存带宽,芯片之间通过 3.6TB/s 带宽的NVLink进行互连。"
                ) == [
        ("GB200", "bandwidth", 3600, None, "aggregate")]


def test_the_gb200_nvl2_server_is_its_own_product() -> None:
    assert read("GB200 NVL2 服务器有 2 颗 Grace CPU 和 2 颗 Blackwell GPU。") == [
        ("GB200 NVL2", "gpu-count", 2, None, None)]


def test_a_change_to_a_bare_gen_after_a_gpu_s_de_is_that_generation_s_figure() -> None:
    # "Gen5" after an architecture's 的 names the family's fifth generation, and the direction
    # written right before the figure a change arrives at is that figure's
    assert read("从 Hopper 的 NVLink Gen4 单向 25GB/s 升级到 Blackwell 的 Gen5 单向带宽 50GB/s。"
                ) == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", None),
        ("NVLink 5.0", "bandwidth", 50, "unidirectional", None)]


def test_a_gpu_s_dies_counted_are_no_gpus() -> None:
    assert read("GB200 有两个 B200(共 4 个 GPU die)和一个 Grace CPU。") == [
        ("GB200", "gpu-count", 2, None, None)]


def test_a_rate_right_before_serdes_is_one_lanes() -> None:
    assert read("NVSwitch:提供7.2TB/s的带宽,Dual 200Gb/s SerDes。") == [
        ("NVSwitch", "bandwidth", 7200, None, None)]
