"""dev13's false alarms by cause (docs/conflicts.md): a PCIe row whose two columns no link width
parts, an NVSwitch generation's figure kept apart from another generation's when claims naming
no generation join both, a generation's figure in a row that lists the products using it, the
link a figure is said not to go over, and the GPUs counted for each part after "where"."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.analysis.certainty import uncertain
from nvfacts.extract import extract
from nvfacts.lexicon import lexicon

ROW = "PCIe 3.0 16 GB/s 1 GB/s 2010 P100, V100"


def test_a_pcie_row_of_two_unparted_columns_is_crowded_and_disputes_nothing() -> None:
    found = extract(ROW)
    assert [a.value for a in found] == [16, 1]
    assert uncertain(found, lexicon()) == ["crowded", "crowded"]
    assert conflicts(ROW, "PCIe 3.0 x16 gives about 15.75 GB/s per direction.") == []


def test_pcie_figures_parted_by_their_widths_still_dispute() -> None:
    parted = "PCIe 4.0 x16 合计约 32GB/s\uff0cx8 约 16GB/s\uff08单向\uff09。"
    assert uncertain(extract(parted), lexicon()) == [None, None]
    assert conflicts(parted, "PCIe 4.0 x16 gives 64 GB/s per direction.") != []


def test_switch_generations_stay_apart_when_unnamed_claims_join_each() -> None:
    claims = ["The first-gen NVSwitch chip has 18 NVLink 2.0 ports.",
              "An NVSwitch chip has 18 ports.",
              "第三代 NVSwitch 芯片每颗 64 个 NVLink4 端口。",
              "Each NVSwitch has 64 ports."]
    assert conflicts(*claims) == []
    # one generation said with two figures is still disputed beside them
    assert conflicts(*claims, "The first NVSwitch (2018) already had 64 NVLink ports.") != []


def test_a_row_listing_a_generations_products_gives_the_figure_to_the_generation() -> None:
    row = "| NVLink 5 | Blackwell (B200/GB200) | 18 | 1,800 GB/s | 72 (NVL72), 576 (multi-node) |"
    assert [(a.subject, a.value, a.scope) for a in extract(row)] == [
        ("NVLink 5.0", 1800, None)]
    assert conflicts(row, "HGX B200: 8 Blackwell GPUs x 1.8 TB/s = 14.4 TB/s of NVLink.") == []
    # a superchip named alone keeps its own figure
    assert [a.subject for a in extract("| GB200 | 3.6 TB/s |")] == ["GB200"]


def test_the_link_a_figure_does_not_go_over_is_not_its_carrier() -> None:
    found = extract("GH200 超级芯片\uff1aGrace CPU 通过 NVLink-C2C 连 H100 GPU\uff0c"
                    "带宽 900GB/s\uff0c不走 PCIe。")
    assert [(a.subject, a.value) for a in found] == [("NVLink-C2C", 900)]
    over = extract("The GH200 links Grace to Hopper at 900 GB/s, not over PCIe.")
    assert all(a.subject != "PCIe 5.0" for a in over)
    assert [a.subject for a in extract("GH200\uff1a带宽 900GB/s\uff0c走 PCIe。")] == ["PCIe"]


def test_gpus_counted_after_where_are_each_parts() -> None:
    found = extract("Within the GB200 NVL72 you'll find 36 GB200 superchips where one Grace CPU "
                    "and two Blackwell GPUs are set on a single die board.")
    assert [(a.subject, a.attribute, a.value) for a in found] == [("GB200", "gpu-count", 2)]
    rack = extract("GB200 NVL72 is a rack where 72 GPUs are joined by NVLink.")
    assert [(a.subject, a.value) for a in rack] == [("GB200 NVL72", 72)]
    # GPUs as many as the parts or more are no part's: a whole of N parts has N GPUs at least
    assert extract("The SuperPOD is built from 4 DGX H100 systems where 32 GPUs are linked by "
                   "NVLink Switch.") == []
    assert extract("A DGX SuperPOD of 32 DGX H100 nodes, where 256 H100 GPUs share an NVLink "
                   "domain.") == []


def test_two_names_of_a_chinese_multiple_take_the_figures_set_against_in_order() -> None:
    found = extract("第五代 NVLink 单 GPU 带宽是 PCIe Gen5 x16 的 14 倍以上\uff1a1.8TB/s 对 "
                    "128GB/s\uff08都按双向算\uff09。")
    assert [(a.subject, a.value) for a in found] == [("NVLink 5.0", 1800), ("PCIe 5.0", 128)]
    assert [a.subject for a in extract("NVLink 4.0 带宽是 PCIe 5.0 的 7 倍\uff1a900GB/s 对 "
                                       "128GB/s。")] == ["NVLink 4.0", "PCIe 5.0"]


def test_the_base_after_than_keeps_only_its_own_figure() -> None:
    found = extract("A100 于 2020 年发布\uff0c首发第三代 NVLink\uff0c单卡带宽比 V100 的 300GB/s "
                    "翻了一倍\uff08600GB/s\uff09。")
    assert [(a.subject, a.value) for a in found if a.attribute == "bandwidth"] == [
        ("NVLink 2.0", 300), ("NVLink 3.0", 600)]
    # a year in brackets after the base stays the base's own
    years = extract("A100 于 2020 年发布\uff0c比 PCIe 4.0 规范\uff082017 年发布\uff09晚了三年。")
    assert [(a.subject, a.value) for a in years] == [("A100", 2020), ("PCIe 4.0", 2017)]


def test_gpus_counted_after_each_tray_are_the_trays() -> None:
    tray = "GB200 NVL72\uff1a18 个计算托盘\uff0c每个托盘 2 颗 GB200 超级芯片\uff084 颗 GPU\uff09。"
    assert extract(tray) == []
    assert conflicts(tray, "The GB200 NVL72 rack holds 72 Blackwell GPUs.") == []
    total = extract("NVL72 机柜有 18 个计算托盘\uff0c每个托盘 4 颗 B200 + 2 颗 Grace\uff0c"
                    "共 72 颗 GPU。")
    assert [(a.subject, a.value) for a in total] == [("GB200 NVL72", 72)]


def test_a_switch_with_its_system_set_aside_keeps_its_port_count() -> None:
    right = "First-gen NVSwitch (DGX-2, 2018) is an 18-port NVLink switch."
    wrong = "The first NVSwitch, in DGX-2, already had 64 NVLink ports."
    assert [(a.subject, a.value) for a in extract(right) if a.attribute == "port-count"] == [
        ("NVSwitch", 18)]
    assert [(a.subject, a.value) for a in extract(wrong)] == [("NVSwitch", 64)]
    assert conflicts(right, wrong) != []
    # a GPU count hyphened to its noun stays the system's, read as before
    assert [(a.subject, a.value) for a in extract(
        "The HGX H100 board came in 4-GPU and 8-GPU versions.")] == [
        ("HGX H100", 4), ("HGX H100", 8)]


def test_a_switch_that_first_appeared_is_its_first_generation() -> None:
    right = "The first NVSwitch was introduced in 2018 with DGX-2."
    assert conflicts(right, "NVSwitch first appeared in 2020 with DGX A100.") != []
    # a system's switch dated with no word of a first arrival is that system's generation's
    assert conflicts(right, "NVSwitch chips came to the DGX A100 in 2020.") == []
