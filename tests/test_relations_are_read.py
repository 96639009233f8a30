"""A claim that states a relation ("The H100 uses fourth-generation NVLink": H100 uses NVLink
4.0) is read: ingest and ``check --unread`` do not list it as one nothing was read from, which
'take no part in conflicts, answer or dedup', while ``show`` lists its relation (trial25)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

CLAIMS = ("The H100 uses fourth-generation NVLink.", "The A100 uses NVLink 3.0.",
          "NVIDIA keeps a changelog of its drivers.")


def test_a_claim_stating_a_relation_is_not_listed_unread(runner: CliRunner, empty_store: Path,
                                                         tmp_path: Path) -> None:
    page = tmp_path / "rows.jsonl"
    page.write_text("".join(json.dumps({"claim": c, "source": "colleague-bob"}) + "\n"
                            for c in CLAIMS), encoding="utf-8")
    result = runner.invoke(app, ["--store", str(empty_store), "ingest", str(page), "-f", "json"],
                           catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    said = json.loads(result.stdout)
    assert said["unread"] == ["nvidia-keeps-changelog-drivers"]
    assert "nothing was read from 1 claim(s)" in result.stderr
    checked = runner.invoke(app, ["--store", str(empty_store), "check", "--unread"],
                            catch_exceptions=False)
    assert "nvidia-keeps-changelog-drivers" in checked.stderr + checked.stdout
    assert "uses" not in checked.stderr + checked.stdout
    shown = runner.invoke(app, ["--store", str(empty_store), "show", said["added"][0]],
                          catch_exceptions=False)
    assert json.loads(shown.stdout)["fact"]["relations"][0]["object"] == "NVLink 4.0"
