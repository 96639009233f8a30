"""A citation mark inside a sentence is no word of its claim, as one before or after it is not
(trial 31: `ingest --prose` kept "An HGX A100 board uses six NVSwitch chips [2] while an HGX
H100 uses four." with its [2], the trailing [3] removed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app


def _claims(runner: CliRunner, tmp_path: Path, text: str) -> list[str]:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    page = tmp_path / "cite.md"
    page.write_text(f"Blog\n\n{text}\n", encoding="utf-8")
    done = runner.invoke(app, ["--store", str(store), "ingest", str(page), "--prose",
                               "--source-id", "blog", "-f", "json"])
    assert done.exit_code == 0, done.output
    facts = json.loads(runner.invoke(app, ["--store", str(store), "query", "-f",
                                           "json"]).stdout)["facts"]
    return [f["claim"] for f in facts]


@pytest.mark.parametrize(("text", "claim"), [
    ("An HGX A100 board uses six NVSwitch chips [2] while an HGX H100 uses four. [3]",
     "An HGX A100 board uses six NVSwitch chips while an HGX H100 uses four."),
    ("NVLink 3.0 gives 600 GB/s per GPU[4][5], and NVLink 4.0 gives 900 GB/s per GPU.",
     "NVLink 3.0 gives 600 GB/s per GPU, and NVLink 4.0 gives 900 GB/s per GPU."),
    ("第四代NVLink带宽为900 GB/s[6]\uff0c每个GPU有18条链路。",
     "第四代NVLink带宽为900 GB/s\uff0c每个GPU有18条链路。"),
    # an index is no citation mark: it stays
    ("NVLink 4.0 (as in links[1]) provides 900 GB/s per GPU.",
     "NVLink 4.0 (as in links[1]) provides 900 GB/s per GPU."),
    ("NVLink 4.0 provides 900 GB/s per GPU to x[0] and its peers.",
     "NVLink 4.0 provides 900 GB/s per GPU to x[0] and its peers.")])
def test_a_citation_mark_inside_a_sentence_is_left_out(runner: CliRunner, tmp_path: Path,
                                                       text: str, claim: str) -> None:
    assert _claims(runner, tmp_path, text) == [claim]
