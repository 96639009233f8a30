"""`add --status verified` put a fact into the default (verified) export with no date, no
evidence and no history, where `verify` records all three: a status saying a curator decided
is now that decision, recorded as `verify` and `refute` record it, or refused without what it
rests on."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

CLAIM = "NVLink 4.0 gives each H100 900 GB/s bidirectional."


def _store(tmp_path: Path) -> Path:
    tmp_path.mkdir(exist_ok=True)
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    return store


def test_verified_without_evidence_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    store = _store(tmp_path)
    for status in ("verified", "refuted"):
        done = CliRunner().invoke(app, ["--store", str(store), "add", CLAIM, "--status", status])
        assert done.exit_code == 2
        assert "give --evidence TEXT" in done.stderr
    assert store.read_text(encoding="utf-8") == "facts: []\n"
    done = CliRunner().invoke(app, ["--store", str(store), "add", CLAIM, "--evidence", "sheet"])
    assert done.exit_code == 2 and "--status verified or --status refuted" in done.stderr


def test_verified_with_evidence_records_what_verify_records(tmp_path: Path) -> None:
    added, verified = _store(tmp_path / "a"), _store(tmp_path / "b")
    runner = CliRunner()
    done = runner.invoke(app, ["--store", str(added), "add", CLAIM, "--id", "nv4", "--status",
                               "verified", "--evidence", "H100 datasheet, p. 2", "-f", "json"])
    assert done.exit_code == 0, done.output
    fact = json.loads(done.stdout)["fact"]
    assert fact["status"] == "verified"
    assert runner.invoke(app, ["--store", str(verified), "add", CLAIM, "--id", "nv4"]
                         ).exit_code == 0
    assert runner.invoke(app, ["--store", str(verified), "verify", "nv4", "--evidence",
                               "H100 datasheet, p. 2"]).exit_code == 0
    assert added.read_text(encoding="utf-8") == verified.read_text(encoding="utf-8")
    curated = runner.invoke(app, ["--store", str(added), "export", "--curated", "-f", "json"])
    assert [f["id"] for f in json.loads(curated.stdout)["facts"]] == ["nv4"]
