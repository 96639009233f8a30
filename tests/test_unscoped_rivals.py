"""A figure of no stated scope that matches none of its subject's figures stated with one: a
possible rival, warned of by `add` and marked by `answer`, never a conflict (trial 27)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: sheet, kind: datasheet}
  - {id: forum, kind: forum}
facts:
  - id: per-gpu
    claim: H100 的第四代 NVLink 每块 GPU 双向带宽为 900GB/s。
    sources: [{source: sheet}]
  - id: per-link
    claim: 第四代 NVLink 单条链路双向带宽 50GB/s,每块 H100 有 18 条链路。
    sources: [{source: sheet}]
"""


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE, encoding="utf-8")
    return path


def _add(store: Path, claim: str) -> tuple[str, dict[str, object]]:
    result = CliRunner().invoke(app, ["add", claim, "--source", "forum", "-f", "json",
                                      "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    return result.stderr, json.loads(result.stdout)


@pytest.mark.parametrize("claim", ["H100 的 NVLink 带宽为 600GB/s。",
                                   "H100 NVLink bandwidth is 600 GB/s"])
def test_add_warns_of_an_unscoped_figure_matching_no_scoped_one(store: Path,
                                                                claim: str) -> None:
    """Trial 27: A100's 600 GB/s written of H100 with no scope raised no conflict and no
    warning; it is still no conflict (docs/conflicts.md), but add now says it may be one."""
    err, out = _add(store, claim)
    assert "warning: may conflict with 'per-gpu' (scope not stated): NVLink 4.0 bandwidth " \
        "600 GB/s against 900 GB/s, bidirectional, per GPU" in err
    assert out["conflicts"] == []
    (rival,) = out["possible_rivals"]  # type: ignore[misc]
    assert rival["rival"]["facts"] == ["per-gpu"] and rival["statement"]["value"] == 600.0
    result = CliRunner().invoke(app, ["conflicts", "--store", str(store), "-f", "json"])
    assert json.loads(result.stdout)["conflicts"] == []


@pytest.mark.parametrize("claim", ["H100 的 NVLink 带宽为 900GB/s。",
                                   "H100 NVLink bandwidth is 450 GB/s",
                                   "NVLink 4.0 links run at 25 GB/s"])
def test_an_unscoped_figure_agreeing_with_a_scoped_one_is_no_rival(store: Path,
                                                                    claim: str) -> None:
    """900 GB/s is the per-GPU figure, 450 GB/s it each way, 25 GB/s a link's each way."""
    err, out = _add(store, claim)
    assert "may conflict" not in err and out["possible_rivals"] == []


def test_answer_marks_the_possible_rival_and_lists_it_after_those_standing(
        store: Path) -> None:
    """Trial 27: `answer "H100 的 NVLink 带宽是多少"` listed the unscoped 600 GB/s #2 (0.60),
    unmarked, above the 0.95 per-link statement."""
    _add(store, "H100 的 NVLink 带宽为 600GB/s。")
    result = CliRunner().invoke(app, ["answer", "H100 的 NVLink 带宽是多少", "-f", "json",
                                      "--store", str(store)])
    answers = json.loads(result.stdout)["answers"]
    assert [(a["value"], a["scope"]) for a in answers] == [
        (900.0, "per-gpu"), (50.0, "per-link"), (600.0, None)]
    assert answers[2]["possible_rival_of"]["facts"] == ["per-gpu"]
    assert "possible_rival_of" not in answers[0] and "possible_rival_of" not in answers[1]
    result = CliRunner().invoke(app, ["answer", "H100 NVLink bandwidth", "-f", "table",
                                      "--store", str(store)], env={"COLUMNS": "200"})
    line = next(x for x in result.stdout.splitlines() if "#3 " in x)
    assert "600 GB/s, direction not stated, scope not stated (possible rival of #1)" in line
    assert "'possible rival': a figure of no stated scope" in result.stdout

