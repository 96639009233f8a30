"""A Chinese ordinal (第N条 "item N", 第N条链路 "the Nth link") names one of several, as "the
3rd link" does: no count of links (new-user trial 30: "第3条: NVLink 5.0 每块GPU带宽为 1.8TB/s。"
was read as 3 links, a conflict with the store's 18, and failed the CI gate on a true claim)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app


def _add(runner: CliRunner, store: Path, claim: str) -> tuple[dict[str, Any], str]:
    added = runner.invoke(app, ["--store", str(store), "add", claim, "--source", "zh-note",
                                "--source-kind", "forum", "-f", "json"])
    assert added.exit_code == 0, added.stderr
    return json.loads(added.stdout), added.stderr


def test_item_n_of_a_list_passes_the_ci_gate(runner: CliRunner, store: Path) -> None:
    """The trial's case: 'warning: conflicts with ref-nvlink5-links: NVLink 5.0 link-count: 3
    against 18', and `conflicts --fail-unsettled --baseline` exit 1; now no count, exit 0."""
    baseline = runner.invoke(app, ["--store", str(store), "conflicts", "-f", "json"])
    assert baseline.exit_code == 0, baseline.stderr
    (store.parent / "base.json").write_text(baseline.stdout, encoding="utf-8")
    record, stderr = _add(runner, store, "第3条\uff1aNVLink 5.0 每块GPU带宽为 1.8TB/s。")
    assert [[a["attribute"], a["value"]] for a in record["fact"]["assertions"]] == \
        [["bandwidth", 1800.0]]
    assert record["conflicts"] == [] and "conflicts with" not in stderr
    gate = runner.invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled",
                               "--baseline", str(store.parent / "base.json"), "-f", "json"])
    assert gate.exit_code == 0, gate.stderr


@pytest.mark.parametrize(("claim", "counts"), [
    ("NVLink 5.0 的第2条链路带宽为 100GB/s。", []),  # the second link
    ("NVLink 5.0 的第 2 条链路带宽为 100GB/s。", []),
    ("第三条\uff1aH100 有 18 条 NVLink 链路。", [18.0]),  # a count after the ordinal stays
    ("NVLink 5.0 支持 18 条链路。", [18.0]),
])
def test_an_ordinal_counts_no_links(runner: CliRunner, store: Path, claim: str,
                                    counts: list[float]) -> None:
    record, _ = _add(runner, store, claim)
    assert [a["value"] for a in record["fact"]["assertions"]
            if a["attribute"] == "link-count"] == counts
    assert not [c for c in record["conflicts"] if "link-count" in c["reason"]]
