"""New-user trial 28: a true per-link datasheet figure (NVLink 4.0, 50 GB/s per link both ways)
scored 0.54: per-GPU rivals that each lost (scoring 0.00 to 0.01) were subtracted in full,
and the answer said of one 'loses ...; support 2.55 (600 GB/s) against 2.52 (50 GB/s)',
the loser with more support. A rival that loses its own consensus now contradicts a
statement that stands as far as it stands itself (its score), and the answer says why the
better-supported loser loses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: sheet, kind: datasheet}
  - {id: sheet2, kind: whitepaper}
  - {id: paper, kind: paper}
  - {id: blog-a, kind: article}
  - {id: blog-b, kind: article}
  - {id: blog-c, kind: article}
  - {id: blog-d, kind: article}
  - {id: forum-a, kind: forum}
  - {id: forum-b, kind: forum}
facts:
  - id: per-link
    claim: Each NVLink 4.0 link provides 50 GB/s of bidirectional bandwidth.
    sources: [{source: sheet}]
  - id: per-gpu
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.
    sources: [{source: sheet}, {source: sheet2}, {source: paper}, {source: forum-a}]
  - id: six
    claim: NVLink 4.0 provides 600 GB/s of bidirectional bandwidth per GPU on the H100.
    sources: [{source: blog-a}, {source: blog-b}, {source: blog-c}, {source: blog-d}]
  - id: fifty-gpu
    claim: NVLink 4.0 provides 50 GB/s of bandwidth per GPU.
    sources: [{source: forum-b}]
"""


@pytest.fixture()
def store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE, encoding="utf-8")
    return path


def _json(store: Path, *args: str) -> Any:
    result = CliRunner().invoke(app, ["--store", str(store), *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_rivals_that_lose_barely_lower_a_figure_that_stands(store: Path) -> None:
    explained = _json(store, "explain", "per-link")
    assert explained["confidence"] > 0.9  # was 0.74: 600 GB/s per GPU took off 1.69
    (six,) = [t for t in explained["terms"] if t["term"].startswith("contradicted by six ")]
    # its support (3.39, above the datasheet's 2.94) counts as far as it stands: score 0.13
    assert "support 3.39; it loses to a rival, score 0.13" in six["term"], six
    assert -0.3 < six["logit"] < 0
    # the rival is named with its subject
    assert six["term"].startswith("contradicted by six (NVLink 4.0 600 GB/s")
    (answer, *_) = _json(store, "answer", "NVLink 4.0 per-link bandwidth")["answers"]
    assert answer["value"] == 50 and answer["score"] > 0.9


def test_a_beaten_figure_is_still_contradicted_in_full(store: Path) -> None:
    explained = _json(store, "explain", "six")
    assert explained["confidence"] < 0.2
    terms = [t for t in explained["terms"] if t["term"].startswith("contradicted by")]
    assert terms and not any("it loses to a rival" in t["term"] for t in terms)
    # the datasheet's 900 GB/s, which beats it, takes off half its support
    (winner,) = [t for t in terms if t["term"].startswith("contradicted by per-gpu ")]
    assert winner["logit"] < -3


def test_the_answer_says_why_a_better_supported_rival_loses(store: Path) -> None:
    (answer, *_) = _json(store, "answer", "NVLink 4.0 per-link bandwidth")["answers"]
    (why,) = [r["why"] for r in answer["rivals"] if r["value"] == 600]
    assert why.startswith("loses (arithmetic)")
    assert "itself beaten by NVLink 4.0 900 GB/s bidirectional per-gpu (" in why
    # its higher support is said not to decide, not set against the winner as if it did
    assert why.endswith("so it loses here too: its support 3.39 (600 GB/s) against 2.94 "
                        "(50 GB/s) decides nothing"), why
