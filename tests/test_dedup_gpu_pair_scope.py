"""A figure said of a pair of GPUs ("900 GB/s per GPU pair", "between any two GPUs", 每对GPU之间)
is no GPU's own figure: ingest and dedup keep it apart from "per GPU" (trial 31: `ingest
--prose` merged "... per GPU pair." into the per-GPU fact, `show` read it per GPU, and `dedup`
clustered "per GPU", "per GPU pair", "between any two GPUs" and "每个GPU"); wordings that all
say it of a pair still merge."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract


def _run(runner: CliRunner, store: Path, *args: str) -> Any:
    done = runner.invoke(app, ["--store", str(store), *args, "-f", "json"],
                         catch_exceptions=False)
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


def _store(runner: CliRunner, tmp_path: Path, claims: list[str]) -> Path:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    rows = tmp_path / "claims.jsonl"
    rows.write_text("".join(json.dumps({"claim": c, "source": "alpha"}, ensure_ascii=False) +
                            "\n" for c in claims), encoding="utf-8")
    _run(runner, store, "ingest", str(rows))
    return store


def test_a_page_saying_per_gpu_pair_is_added_not_merged(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    _run(runner, store, "add", "NVLink 4.0 provides 900 GB/s of bandwidth per GPU.",
         "--source", "h100-datasheet", "--source-kind", "datasheet")
    page = tmp_path / "pair-page.md"
    page.write_text("NVLink and NVSwitch\n\nNVLink 4.0 provides 900 GB/s of bandwidth per GPU "
                    "pair.\n", encoding="utf-8")
    report = _run(runner, store, "ingest", str(page), "--prose", "--source-id", "pair-blog")
    assert report["merged"] == [] and len(report["added"]) == 1
    shown = _run(runner, store, "show", report["added"][0])["fact"]
    assert [a["scope"] for a in shown["assertions"]] == [None]  # no per-GPU scope
    # nor is it counted as a second source of the per-GPU figure (answer groups a pair's
    # figure apart, as a lane's: the rival of none)
    answers = _run(runner, store, "answer", "NVLink 4.0 bandwidth")["answers"]
    per_gpu = [a for a in answers if a["scope"] == "per-gpu" or a["scope_assumed"] == "per-gpu"]
    assert [a["sources"] for a in per_gpu] == [["h100-datasheet"]]
    conflicts = _run(runner, store, "conflicts")
    assert conflicts["conflicts"] == []


PER_GPU = ["NVLink 4.0 provides 900 GB/s per GPU.", "第四代NVLink每个GPU提供900 GB/s带宽。"]
PAIRS = ["NVLink 4.0 provides 900 GB/s per GPU pair.",
         "NVLink 4.0 provides 900 GB/s between any two GPUs.",
         "NVLink 4.0 provides 900 GB/s between each GPU pair.",
         "NVLink 4.0 provides 900 GB/s between any pair of GPUs."]


def test_dedup_never_clusters_a_pairs_figure_with_a_gpus(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    store = _store(runner, tmp_path, PER_GPU + PAIRS)
    facts = {f["claim"]: f["id"] for f in _run(runner, store, "query")["facts"]}
    clusters = [set(c["ids"]) for c in _run(runner, store, "dedup")["clusters"]]
    per_gpu = {facts[c] for c in PER_GPU}
    pairs = {facts[c] for c in PAIRS}
    assert per_gpu in clusters  # the per-GPU wordings still merge across languages
    assert pairs in clusters  # and the pair's wordings with each other
    assert not any(c & per_gpu and c & pairs for c in clusters)


@pytest.mark.parametrize("claim", [
    "NVLink 4.0 provides 900 GB/s per GPU pair.",
    "NVLink 4.0 provides 900 GB/s between each GPU pair.",
    "NVLink 4.0 provides 900 GB/s per pair of GPUs.",
    "第四代NVLink每对GPU之间提供900 GB/s带宽。"])
def test_a_pairs_figure_reads_with_no_per_gpu_scope(claim: str) -> None:
    assert [(a.value, a.scope) for a in extract(claim)] == [(900.0, None)]


def test_any_two_gpus_stays_per_gpu_for_the_reader() -> None:
    """The corpora's convention (dev16 header): "between any two GPUs in" a system is per-GPU
    wording; only dedup keeps it apart from "per GPU"."""
    assert [a.scope for a in extract("NVLink 4.0 provides 900 GB/s between any two GPUs.")] == [
        "per-gpu"]
