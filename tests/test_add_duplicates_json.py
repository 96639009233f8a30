"""`add -f json`'s `duplicates` is what docs/cli.md says it is (trial 31: documented as
`[fact, ...]`, each entry was `{id, claim, score}`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

DOCS = Path(__file__).resolve().parents[1] / "docs" / "cli.md"


def test_duplicates_entries_have_the_documented_keys(runner: CliRunner, tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    first = runner.invoke(app, ["--store", str(store), "add", "NVLink 4.0 provides 900 GB/s per "
                                "GPU.", "--source", "alpha", "-f", "json"])
    assert first.exit_code == 0, first.output
    second = runner.invoke(app, ["--store", str(store), "add", "NVLink 4.0 provides 900 GB/s of "
                                 "bandwidth per GPU.", "--source", "beta", "-f", "json"])
    assert second.exit_code == 0, second.output
    found = json.loads(second.stdout)["duplicates"]
    assert len(found) == 1 and found[0]["id"] == json.loads(first.stdout)["fact"]["id"]
    documented = re.search(r'"duplicates": \[\{([^}]*)\}\]', DOCS.read_text(encoding="utf-8"))
    assert documented is not None
    keys = re.findall(r'"(\w+)":', documented.group(1))
    assert sorted(found[0]) == sorted(keys)
    assert isinstance(found[0]["score"], float) and 50 <= found[0]["score"] <= 100
