"""`conflicts --fail` says on its last stderr line how to settle what it fails on, as docs/cli.md
says and `--fail-unsettled` did (trial 31: `conflicts --fail` exited 1 with stderr empty in JSON
or with no -f, and with no such line in the table)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from nvfacts.cli import app


def _store(tmp_path: Path) -> Path:
    store = tmp_path / "facts.yaml"
    store.write_text(yaml.safe_dump({"sources": [{"id": "alpha"}, {"id": "zulu"}], "facts": [
        {"id": "right", "claim": "NVLink 4.0 provides 900 GB/s per GPU.",
         "sources": [{"source": "alpha"}]},
        {"id": "wrong", "claim": "NVLink 4.0 provides 450 GB/s per GPU.",
         "sources": [{"source": "zulu"}]}]}, sort_keys=False), encoding="utf-8")
    return store


@pytest.mark.parametrize("fmt", [["-f", "json"], ["-f", "table"], []])
def test_fail_ends_with_how_to_settle(runner: CliRunner, tmp_path: Path, fmt: list[str]) -> None:
    store = _store(tmp_path)
    done = runner.invoke(app, ["--store", str(store), "conflicts", "--fail", *fmt])
    assert done.exit_code == 1
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("to settle a conflict, refute the fact that is wrong")
    assert f"--store {store} refute" in last


def test_fail_on_settled_conflicts_says_they_are_settled(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    store = _store(tmp_path)
    refuted = runner.invoke(app, ["--store", str(store), "refute", "wrong", "--evidence",
                                  "the datasheet says 900"])
    assert refuted.exit_code == 0, refuted.output
    done = runner.invoke(app, ["--store", str(store), "conflicts", "--fail", "-f", "json"])
    assert done.exit_code == 1  # --fail counts settled conflicts, as the contract has it
    last = done.stderr.strip().splitlines()[-1]
    assert "each settled by a curator" in last and "--fail-unsettled" in last
    unsettled = runner.invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled",
                                    "-f", "json"])
    assert unsettled.exit_code == 0
