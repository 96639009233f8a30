"""A conflict's reason says how a side's figure is the one compared: a system's total shared
by its GPUs (trial 27)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.kb import load
from nvfacts.shares import Share


def test_a_generation_conflict_shows_how_a_systems_total_is_a_per_gpu_figure(
        tmp_path: Path) -> None:
    """Trial 27: the reason "NVLink 4.0 and NVLink 5.0 both said to give 900 GB/s per GPU" was
    given for the GB200 NVL72 rack's 130 TB/s (a curator verified it: NVLink 5.0's fact shown)
    against "第四代 NVLink 每 GPU 单向带宽 900GB/s", with no word of the 1.8 TB/s between them."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: brief, kind: whitepaper}\n  - {id: forum, kind: forum}\n"
        "  - {id: blog, kind: article}\n  - {id: sheet, kind: datasheet}\n"
        "facts:\n  - id: rack\n    claim: GB200 NVL72 机架内 NVLink 总带宽达 130TB/s。\n"
        "    status: verified\n    sources: [{source: brief}, {source: sheet}]\n"
        "    history: [{date: 2026-12-01, status: verified, evidence: the datasheet}]\n"
        "  - id: blackwell\n"
        "    claim: 第五代 NVLink 为每个 Blackwell GPU 提供 1.8TB/s 的双向带宽。\n"
        "    sources: [{source: blog}]\n"
        "  - id: wrong\n    claim: 第四代 NVLink 每 GPU 单向带宽 900GB/s。\n"
        "    sources: [{source: forum}]\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["conflicts", "--store", str(store), "-f", "json"])
    (conflict,) = [c for c in json.loads(result.stdout)["conflicts"] if "rack" in c["ids"]]
    assert conflict["ids"] == ["rack", "wrong"] and conflict["kind"] == "generation"
    assert conflict["reason"] == (
        "NVLink 4.0 and NVLink 5.0 both said to give 1.8 TB/s bidirectional (900 GB/s each way) "
        "per GPU, but each NVLink generation has its own; GB200 NVL72's 130 TB/s in total over "
        "its 72 GPUs is 1.81 TB/s per GPU of NVLink 5.0")
    # the Python API gives the share as values, the reason as the ledger words it
    (found,) = [c for c in load(store).analysis.conflicts if "rack" in c.ids]
    assert set(found.subjects) == {"NVLink 4.0", "NVLink 5.0"}
    assert found.shares == (Share("GB200 NVL72", 130000.0, "GB/s", 72, "NVLink 5.0"),)
    assert found.reason == conflict["reason"].split("; ")[0]
    assert found.as_dict()["reason"] == conflict["reason"]


def test_the_conflicts_table_says_which_values_clash(tmp_path: Path) -> None:
    """Trial 27: one group held NVLink 3.0, 4.0 and 5.0 values, its first entry a consensus, and
    the table did not say which pairs clash: each value is numbered and names the values of its
    group it clashes with, and how."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: sheet, kind: datasheet}\n  - {id: forum, kind: forum}\n"
        "facts:\n  - {id: h100, claim: H100 的第四代 NVLink 每块 GPU 双向带宽为 900GB/s。,"
        " sources: [{source: sheet}]}\n"
        "  - {id: a100, claim: A100 的第三代 NVLink 每 GPU 双向带宽 600GB/s。,"
        " sources: [{source: sheet}]}\n"
        "  - {id: wrong, claim: H100 每块 GPU 的 NVLink 双向总带宽只有 600GB/s。,"
        " sources: [{source: forum}]}\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["conflicts", "--store", str(store), "-f", "table"])
    text = " ".join(result.stdout.split())  # a narrow console: a block of lines a value
    assert "#1 consensus: 600 GB/s, bidirectional, per GPU clashes with #3 (generation)" in text
    assert "#2 consensus: 900 GB/s, bidirectional, per GPU clashes with #3 (value)" in text
    assert "#3 loses: 600 GB/s, bidirectional, per GPU clashes with #1 (generation), #2 " \
        "(value)" in text
    assert "clashes with #N (kind): the values of its group whose facts conflict" in text
