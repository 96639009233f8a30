"""add's near-duplicate warning agrees with dedup across languages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

CHINESE = "DGX H100 有 4 个第三代 NVSwitch 芯片,8 块 H100 GPU 的 NVLink 总带宽为 7.2 TB/s。"
ENGLISH = ("DGX H100 has 4 third-generation NVSwitch chips, and its 8 H100 GPUs have 7.2 TB/s "
           "of total NVLink bandwidth.")


@pytest.mark.parametrize(("there", "added"), [(CHINESE, ENGLISH), (ENGLISH, CHINESE)])
def test_a_translation_added_is_reported_as_the_duplicate_dedup_finds(
        runner: CliRunner, tmp_path: Path, there: str, added: str) -> None:
    """An analyst added an English copy of a Chinese claim: add said no duplicates, then dedup
    paired the two at 100."""
    store = tmp_path / "s.yaml"
    store.write_text("sources: [{id: blog, kind: article}]\nfacts:\n"
                     f"  - {{id: first, claim: \"{there}\", sources: [{{source: blog}}]}}\n",
                     encoding="utf-8")
    result = runner.invoke(app, ["add", added, "--source", "blog", "-f", "json", "--store",
                                 str(store)])
    assert result.exit_code == 0, result.stderr
    duplicates = json.loads(result.stdout)["duplicates"]
    assert [(d["id"], d["score"]) for d in duplicates] == [("first", 100.0)]
    assert "near-duplicate of 'first'" in result.stderr
    dedup = json.loads(runner.invoke(app, ["dedup", "-f", "json", "--store",
                                           str(store)]).stdout)
    assert [sorted(c["ids"]) for c in dedup["clusters"]] == [
        sorted(["first", json.loads(result.stdout)["fact"]["id"]])]


def test_a_translation_stating_another_figure_is_no_duplicate(runner: CliRunner,
                                                              tmp_path: Path) -> None:
    store = tmp_path / "s.yaml"
    store.write_text("sources: [{id: blog, kind: article}]\nfacts:\n"
                     f"  - {{id: first, claim: \"{CHINESE}\", sources: [{{source: blog}}]}}\n",
                     encoding="utf-8")
    result = runner.invoke(app, ["add", ENGLISH.replace("7.2 TB/s", "3.6 TB/s"), "--source",
                                 "blog", "-f", "json", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["duplicates"] == []
