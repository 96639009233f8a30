"""A JSONL row whose claim is a number (`{"claim": 5}`) was refused as having no claim text,
which it has: the refusal now names the row's line and says the claim must be a string."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def test_a_claim_that_is_no_string_is_refused_saying_it_must_be_one(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    rows = tmp_path / "rows.jsonl"
    for value, kind in (("5", "a number"), ('["NVLink 4.0 has 18 links."]', "a list"),
                        ("true", "true or false")):
        rows.write_text('{"claim": "NVLink 4.0 has 18 links.", "source": "s"}\n\n'
                        f'{{"claim": {value}, "source": "s"}}\n', encoding="utf-8")
        done = CliRunner().invoke(app, ["--store", str(store), "ingest", str(rows)])
        assert done.exit_code == 2
        said = " ".join(done.stderr.split())
        assert f"rows.jsonl:3:1: the row on line 3 has 'claim' {value}, {kind}" in said
        assert "'claim' must be a string" in said
    assert store.read_text(encoding="utf-8") == "facts: []\n"


def test_a_blank_claim_is_still_said_to_have_no_text(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"claim": "   "}\n', encoding="utf-8")
    done = CliRunner().invoke(app, ["--store", str(store), "ingest", str(rows)])
    assert done.exit_code == 2 and "row has no claim text" in done.stderr
