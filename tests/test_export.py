"""Export: the verified subset by default, every format, formula-safe CSV, atomic -o."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app
from nvfacts.export import render


def export(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["export", "--store", str(STORE), *args])
    return result.exit_code, result.stdout, result.stderr


def test_default_is_verified_and_undisputed(runner: CliRunner) -> None:
    code, out, err = export(runner)
    assert code == 0
    facts = json.loads(out)["facts"]
    assert facts and all(f["status"] == "verified" for f in facts)
    ids = {f["id"] for f in facts}
    assert "nvlink-4-used-h100-achieve-unidirectional" not in ids
    assert "ref-nvlink4-bw-per-gpu" in ids
    assert "left out nvlink-4-used-h100-achieve-unidirectional: disputed by 4 fact(s)" in err
    assert "left out nccl-nvlink-628d05: status unverified" in err


def test_all_status_and_min_confidence(runner: CliRunner) -> None:
    _, out, _ = export(runner, "--all")
    everything = json.loads(out)["facts"]
    assert len(everything) == 56  # 26 reference facts and the seed page's 30
    _, out, _ = export(runner, "--status", "disputed")
    assert {f["id"] for f in json.loads(out)["facts"]} == {
        "nvlink-4-used-h100-achieve-unidirectional", "fifth-generation-nvlink-featured-blackwell"}
    _, out, err = export(runner, "--all", "--min-confidence", "0.9")
    kept = json.loads(out)["facts"]
    assert kept and all(f["score"] >= 0.9 for f in kept)
    assert "is below 0.9" in err


def test_each_format_parses_back(runner: CliRunner) -> None:
    _, out, _ = export(runner, "-f", "jsonl")
    rows = [json.loads(line) for line in out.splitlines()]
    _, out, _ = export(runner, "-f", "csv")
    table = list(csv.DictReader(io.StringIO(out)))
    _, out, _ = export(runner, "-f", "yaml")
    document = yaml.safe_load(out)
    _, out, _ = export(runner, "-f", "md")
    lines = out.splitlines()
    assert len(rows) == len(table) == len(document["facts"]) == len(lines) - 2
    assert table[0]["id"] == rows[0]["id"] == document["facts"][0]["id"]
    assert lines[0].startswith("| id | claim |")


def test_csv_cells_never_run_as_formulas() -> None:
    record = {"id": "x", "claim": "=HYPERLINK(\"http://evil\")", "lang": "en",
              "status": "verified", "confidence": None, "score": 0.5, "tags": ["+1", "@a"],
              "sources": [{"source": "-s"}]}
    row = next(csv.DictReader(io.StringIO(render([record], "csv"))))
    assert row["claim"] == "'=HYPERLINK(\"http://evil\")"
    assert row["tags"] == "'+1;@a" and row["sources"] == "'-s"
    for char in "\t\r":
        assert render([{**record, "claim": char + "x"}], "csv").split("\n")[1].split(",")[1] \
            .strip('"').startswith("'")


def test_output_file_is_written_atomically(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    code, out, err = export(runner, "-f", "csv", "-o", str(target))
    assert code == 0 and out == ""
    assert target.read_text(encoding="utf-8").startswith("id,claim,")
    assert "exported" in err
    assert [p.name for p in tmp_path.iterdir()] == ["out.csv"]
    code, _, err = export(runner, "-o", str(tmp_path / "missing" / "out.json"))
    assert code == 2 and "Traceback" not in err
