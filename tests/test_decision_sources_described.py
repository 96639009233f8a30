"""verify and refute describe the evidence's new source as add and ingest do."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = ("sources: [{id: blog, kind: article}]\nfacts:\n"
         "  - {id: h100, claim: \"The H100 has 900 GB/s of NVLink bandwidth per GPU.\", "
         "sources: [{source: blog}]}\n")


def _store(tmp_path: Path) -> Path:
    store = tmp_path / "s.yaml"
    store.write_text(STORE, encoding="utf-8")
    return store


def _sources(store: Path) -> dict[str, dict[str, object]]:
    return {s["id"]: s for s in yaml.safe_load(store.read_text(encoding="utf-8"))["sources"]}


@pytest.mark.parametrize("command", ["verify", "refute"])
def test_the_evidence_source_is_declared_as_described(runner: CliRunner, tmp_path: Path,
                                                      command: str) -> None:
    """`verify --source h100-datasheet` declared a kind-curator source with no title or URL and
    no option could say what it was."""
    store = _store(tmp_path)
    result = runner.invoke(app, [command, "h100", "--evidence", "table 3", "--source",
                                 "h100-datasheet", "--source-kind", "datasheet",
                                 "--source-title", "NVIDIA H100 Tensor Core GPU Datasheet",
                                 "--source-url", "https://www.nvidia.com/h100-datasheet.pdf",
                                 "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert _sources(store)["h100-datasheet"] == {
        "id": "h100-datasheet", "kind": "datasheet",
        "title": "NVIDIA H100 Tensor Core GPU Datasheet",
        "url": "https://www.nvidia.com/h100-datasheet.pdf"}


def test_the_same_rules_as_add(runner: CliRunner, tmp_path: Path) -> None:
    store = _store(tmp_path)
    before = store.read_bytes()
    for args, said in (
            (["--source-kind", "datasheet"], "give it with --source or --new-source"),
            (["--source", "blog", "--source-kind", "datasheet"], "--source-kind"),
            (["--source", "sheet", "--source-kind", "brochure"], "is not a source kind"),
            (["--source", "sheet", "--source-url", "nvidia.com"], "is not a web address")):
        result = runner.invoke(app, ["verify", "h100", "--evidence", "x", *args, "--store",
                                     str(store)])
        assert result.exit_code == 2 and said in result.stderr, (args, result.stderr)
        assert store.read_bytes() == before
    # without a description a new source is still a curator's
    assert runner.invoke(app, ["verify", "h100", "--evidence", "x", "--source", "notes",
                               "--store", str(store)]).exit_code == 0
    assert _sources(store)["notes"] == {"id": "notes", "kind": "curator"}
