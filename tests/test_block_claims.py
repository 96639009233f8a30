"""A claim written as a YAML block ('>' or '|') is read without the line break the block ends
with, and without trailing spaces (new-user trial 18: export carried "...ports.\\n")."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.model import claim_digest

STORE = """\
facts:
  - id: folded
    claim: >
      NVLink 4.0 gives each H100 eighteen links and 900 GB/s
      across its ports.
    status: verified
  - id: literal
    claim: |
      NVSwitch connects every GPU of an HGX board.
    status: verified
  - id: spaced
    claim: "NVLink 3.0 has 600 GB/s per GPU.   "
    status: verified
"""

CLAIMS = {"folded": "NVLink 4.0 gives each H100 eighteen links and 900 GB/s across its ports.",
          "literal": "NVSwitch connects every GPU of an HGX board.",
          "spaced": "NVLink 3.0 has 600 GB/s per GPU."}


def invoke(runner: CliRunner, path: Path, *args: str) -> str:
    result = runner.invoke(app, [*args, "--store", str(path)], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return result.stdout


def test_export_and_show_give_the_claim_without_its_trailing_break(runner: CliRunner,
                                                                   tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE)
    exported = json.loads(invoke(runner, path, "export", "-f", "json"))
    assert {f["id"]: f["claim"] for f in exported["facts"]} == CLAIMS
    rows = csv.DictReader(io.StringIO(invoke(runner, path, "export", "-f", "csv")))
    assert {r["id"]: r["claim"] for r in rows} == CLAIMS
    shown = json.loads(invoke(runner, path, "show", "literal", "-f", "json"))
    assert shown["fact"]["claim"] == CLAIMS["literal"]
    assert path.read_text() == STORE  # reading changes no byte


def test_a_write_keeps_the_block_as_written(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE)
    invoke(runner, path, "verify", "folded", "--evidence", "datasheet")
    text = path.read_text()
    assert text.startswith(STORE.split("    status: verified\n")[0])
    assert f"claim_digest: {claim_digest(CLAIMS['folded'])}" in text


def test_a_decision_recorded_with_the_break_still_stands(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    decided = STORE.replace(
        "    status: verified\n  - id: spaced",
        "    status: verified\n    history:\n      - date: '2026-11-30'\n        status: "
        "verified\n        evidence: datasheet\n        claim_digest: "
        f"{claim_digest(CLAIMS['literal'] + chr(10))}\n  - id: spaced")
    path.write_text(decided)
    result = runner.invoke(app, ["check", "-f", "json", str(path)], catch_exceptions=False)
    assert json.loads(result.stdout)["notices"] == []
