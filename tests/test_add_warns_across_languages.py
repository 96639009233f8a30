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


@pytest.mark.parametrize(("there", "ingested"), [(CHINESE, ENGLISH), (ENGLISH, CHINESE)])
def test_ingest_makes_a_translation_a_wording_of_the_stored_fact(
        runner: CliRunner, tmp_path: Path, there: str, ingested: str) -> None:
    """add named the stored fact in another language as the duplicate, while ingest added the
    same claim as a fact of its own, which the next dedup paired at 100."""
    store = tmp_path / "s.yaml"
    store.write_text("sources: [{id: blog, kind: article}]\nfacts:\n"
                     f"  - {{id: first, claim: \"{there}\", sources: [{{source: blog}}]}}\n",
                     encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(ingested + "\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(page), "--prose", "--source-id", "site",
                                 "--source-kind", "article", "-f", "json", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["added"] == [] and report["merged"] == ["first"]
    shown = json.loads(runner.invoke(app, ["show", "first", "-f", "json", "--store",
                                           str(store)]).stdout)["fact"]
    (wording,) = shown["merged"]
    assert wording["claim"] == ingested and wording["lang"] == ("en" if ingested == ENGLISH
                                                                else "zh")
    assert wording["sources"] == [{"source": "site", "locator": "line 1"}]
    dedup = json.loads(runner.invoke(app, ["dedup", "-f", "json", "--store",
                                           str(store)]).stdout)
    assert dedup["clusters"] == []


def test_ingest_keeps_a_translation_stating_another_figure_apart(runner: CliRunner,
                                                                 tmp_path: Path) -> None:
    store = tmp_path / "s.yaml"
    store.write_text("sources: [{id: blog, kind: article}]\nfacts:\n"
                     f"  - {{id: first, claim: \"{CHINESE}\", sources: [{{source: blog}}]}}\n",
                     encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(ENGLISH.replace("7.2 TB/s", "3.6 TB/s") + "\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(page), "--prose", "--source-id", "site",
                                 "-f", "json", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert len(json.loads(result.stdout)["added"]) == 1
