"""Dedup never merges a year of one thing into a year of another: the dedup reader reads a GPU
as its NVLink generation too (its link figures are its generation's), so "NVLink 3.0 was
introduced in 2020 with the A100" and "The A100 was introduced in 2020" read alike, yet one
gives NVLink 3.0's year and the other the A100's (trial25: 'dedup --apply' merged them and
'answer "When was NVLink 3.0 introduced?"' lost its answer)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts import dedup
from nvfacts.cli import app
from nvfacts.ingest import ingest


@pytest.mark.parametrize(("a", "b"), [
    ("NVLink 3.0 was introduced in 2020 with the A100.", "The A100 was introduced in 2020."),
    ("NVLink 4.0 was introduced in 2022 with the H100.", "The H100 was launched in 2022."),
    ("第三代 NVLink 于 2020 年随 A100 推出。", "A100 于 2020 年推出。"),
])
def test_a_year_of_a_gpu_is_not_its_nvlinks(a: str, b: str) -> None:
    lang = "zh" if "推出" in a else "en"
    matcher = dedup.Deduper([a, b], [lang, lang])
    assert matcher.matches() == []
    score, why = matcher.check(0, 1)
    assert score == 0.0 and why is not None and why.startswith("subjects differ")


@pytest.mark.parametrize(("a", "b"), [
    ("NVIDIA launched the A100 with NVLink 3.0 in 2020.",
     "Third-generation NVLink was introduced alongside the Ampere A100 in 2020."),
    ("NVLink 3.0 was introduced in 2020 with the A100.",
     "NVLink 3.0 debuted in 2020 with the A100."),
])
def test_years_said_of_things_both_name_still_merge(a: str, b: str) -> None:
    matcher = dedup.Deduper([a, b], ["en", "en"])
    score, why = matcher.check(0, 1)
    assert why is None and score >= dedup.THRESHOLD


def test_answer_keeps_nvlinks_year_after_dedup_apply(runner: CliRunner, empty_store: Path,
                                                     tmp_path: Path) -> None:
    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(json.dumps(r) + "\n" for r in (
        {"claim": "The A100 was introduced in 2020.", "source": "colleague-alice"},
        {"claim": "NVLink 3.0 was introduced in 2020 with the A100.", "source": "team-wiki"})),
        encoding="utf-8")
    assert len(ingest(empty_store, [rows], None).added) == 2
    applied = runner.invoke(app, ["--store", str(empty_store), "dedup", "--apply", "-f", "json"])
    assert applied.exit_code == 0 and json.loads(applied.stdout)["merged"] == []
    said = runner.invoke(app, ["--store", str(empty_store), "answer",
                               "When was NVLink 3.0 introduced?", "-f", "json"])
    assert said.exit_code == 0
    assert "nvlink-3-was-introduced-2020-a100" in said.stdout
