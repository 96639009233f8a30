"""The gate for PCIe: a figure's link width is written with its name ("PCIe Gen3x4"), so a
figure carried into a clause that names neither the generation nor a width is not stated
plainly and disputes nothing; a PCIe card named by its form after its GPU ("PCIe 卡") is."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.analysis.certainty import uncertain
from nvfacts.extract import extract
from nvfacts.lexicon import lexicon

CARRIED = "PCIe Gen3x4 是第三代 PCIe\uff0c有 4 条通道。理论最大单向带宽为 3.94GB/s。"
X16 = "PCIe 3.0 x16 gives about 15.75 GB/s per direction."


def test_a_pcie_figure_carried_without_its_width_is_uncertain() -> None:
    found = [a for a in extract(CARRIED) if a.attribute == "bandwidth"]
    assert [(a.subject, a.value) for a in found] == [("PCIe 3.0", 3.94)]
    assert uncertain(found, lexicon()) == ["carried"]
    assert conflicts(CARRIED, X16) == []


def test_a_pcie_figure_with_its_name_or_width_in_its_clause_still_disputes() -> None:
    assert uncertain(extract("PCIe 3.0 x16 gives about 3.94 GB/s per direction."),
                     lexicon()) == [None]
    assert conflicts("PCIe 3.0 x16 gives about 3.94 GB/s per direction.", X16) != []
    assert conflicts("PCIe 3.0 is old. An x16 link of it gives 3.94 GB/s per direction.",
                     X16) != []


def test_a_cards_figure_named_by_its_form_is_stated_plainly() -> None:
    # "PCIe 卡" after the H100 names its PCIe card by its form: the 600 is said plainly
    found = extract("H100 SXM5 的 NVLink 带宽为 900GB/s\uff0cPCIe 卡桥接为 600GB/s。")
    assert [(a.subject, a.value) for a in found] == [("NVLink 4.0", 900), ("H100 PCIe", 600)]
    assert uncertain(found, lexicon()) == [None, None]
    assert conflicts("H100 SXM5 的 NVLink 带宽为 900GB/s\uff0cPCIe 卡桥接为 600GB/s。",
                     "H100 PCIe 版和 SXM 版的 NVLink 带宽都是 900GB/s。") != []
