"""Causes found across every development set when dev14 arrived (docs/conflicts.md): a
generation's total less than one GPU's or one link's figure of it; two switch figures of which
neither states a scope; "每个链接" (each link) as a per-link word."""

from __future__ import annotations

import yaml

from nvfacts.conflicts import Conflict
from nvfacts.extract import extract
from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text


def conflicts(*claims: str) -> list[Conflict]:
    store = {"facts": [{"id": f"f{i}", "claim": c} for i, c in enumerate(claims)]}
    text = yaml.safe_dump(store, allow_unicode=True, sort_keys=False)
    return KnowledgeBase(load_text(text, "<test>")).analysis.conflicts


def test_a_generation_s_total_below_one_gpu_s_figure_of_it_is_a_conflict() -> None:
    found = conflicts("The V100's NVLink adds up to 150 GB/s in total, both directions counted.",
                      "NVLink 2.0 gives each V100 300 GB/s bidirectional.")
    assert [c.reason for c in found] == [
        "NVLink 2.0: 150 GB/s bidirectional in total is less than a GPU's 300 GB/s bidirectional"]


def test_a_generation_s_total_of_one_gpu_or_more_is_no_rival_of_its_gpu_s_figure() -> None:
    right = "NVLink 2.0 gives each V100 300 GB/s bidirectional."
    assert conflicts("The V100's NVLink adds up to 300 GB/s in total, both directions counted.",
                     right) == []
    assert conflicts("NVLink 2.0 totals 2.4 TB/s across a whole server.", right) == []


def test_two_switch_figures_stating_no_scope_are_no_rivals() -> None:
    """A chip's switching total and a per-GPU figure of the fabric, neither scoped, one
    generation's: which each is of is unsaid (they were rivals as the third generation's)."""
    assert conflicts("第三代 NVSwitch 芯片 64 个端口 \u00d7 50GB/s = 3.2TB/s 双向交换带宽。",
                     "Systems built on NVSwitch get an all-to-all 900 GB/s bandwidth topology.",
                     "Third-generation NVSwitch: 900 GB/s of GPU-to-GPU bandwidth.") == []
    assert conflicts("NVSwitch 3.0 has 64 ports at 50 GB/s per port.",
                     "NVSwitch 3.0 has 64 ports at 100 GB/s per port.") != []


def test_each_link_in_chinese_with_lianjie_is_per_link() -> None:
    found = extract("NVLink 2.0 每个链接的带宽为 25GB/s。")
    assert [(a.value, a.scope) for a in found] == [(25, "per-link")]
