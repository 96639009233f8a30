"""The conflicts gate: a conflict needs both sides read with certainty; one whose side's figure
is not stated plainly (its subject carried from another clause in a claim of several subjects,
or its clause crowded with figures) is listed apart, as possible, and fails no gate."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from nvfacts.analysis.certainty import uncertain
from nvfacts.cli import app
from nvfacts.extract import extract
from nvfacts.lexicon import lexicon

HEADER = "GB200 NVL72 vs DGX H100: NVLink BW: 7.2 TB/s vs 130 TB/s"
"""Two subjects, their figures after a header: each figure's subject is carried, not written."""
PLAIN = "The GB200 NVL72 has 130 TB/s of NVLink bandwidth in total."
PLAIN_WRONG = "The GB200 NVL72 has 7.2 TB/s of NVLink bandwidth in total."


def _store(tmp_path: Path, *claims: str) -> Path:
    store = tmp_path / "facts.yaml"
    store.write_text(yaml.safe_dump({"sources": [], "facts": [
        {"id": f"f{n}", "claim": claim} for n, claim in enumerate(claims, 1)]},
        allow_unicode=True, sort_keys=False), encoding="utf-8")
    return store


def test_a_figure_is_uncertain_when_its_clause_does_not_say_whose_it_is() -> None:
    lex = lexicon()
    header = extract(HEADER)
    assert [(a.subject, a.value) for a in header] == [("GB200 NVL72", 7200), ("DGX H100", 130000)]
    assert uncertain(header, lex) == ["carried", "carried"]
    assert uncertain(extract(PLAIN), lex) == [None]
    crowded = extract("H100 SXM: 18 links, 900 GB/s bidirectional, 450 GB/s each way, 50 GB/s "
                      "per link")
    assert uncertain(crowded, lex) == ["crowded"] * 4
    # one subject, its figures in clauses of their own: each plain
    assert uncertain(extract("NVLink 4.0 gives each H100 18 links. It offers 900 GB/s per GPU."),
                     lex) == [None, None]


def test_a_conflict_with_a_side_not_stated_plainly_is_listed_as_possible(tmp_path: Path) -> None:
    runner = CliRunner()
    store = _store(tmp_path, HEADER, PLAIN)
    result = runner.invoke(app, ["conflicts", "-f", "json", "--fail", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["conflicts"] == [] and found["groups"] == []
    (possible,) = found["possible"]
    assert possible["ids"] == ["f1", "f2"] and possible["kind"] == "value"
    assert "7.2 TB/s" in possible["reason"] and "130 TB/s" in possible["reason"]
    table = runner.invoke(app, ["conflicts", "-f", "table", "--store", str(store)])
    said = " ".join(table.stderr.split())
    assert "0 conflict(s) between facts" in said
    assert "1 possible conflict(s) held back, not counted" in said and "f1 / f2" in said


def test_two_plain_claims_still_conflict(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["conflicts", "-f", "json", "--fail", "--store",
                                      str(_store(tmp_path, PLAIN_WRONG, PLAIN))])
    assert result.exit_code == 1
    found = json.loads(result.stdout)
    assert [c["ids"] for c in found["conflicts"]] == [["f1", "f2"]] and found["possible"] == []


def test_a_curators_reading_written_by_read_as_is_plain(tmp_path: Path) -> None:
    """A fact given its reading with `read-as` in a sentence of many figures (what it asserts,
    said plainly) was held back as a possible conflict, its readings judged by their words as if
    nvfacts had read them: `conflicts --fail` passed a wrong figure the curator had confirmed."""
    runner = CliRunner()
    store = _store(tmp_path, "The H100 SXM has 900 GB/s of NVLink bandwidth, bidirectional.",
                   "a blurb about the H100's interconnect")
    said = runner.invoke(app, ["--store", str(store), "read-as", "f2", "H100 SXM: 18 links, "
                               "600 GB/s bidirectional, 300 GB/s each way, 50 GB/s per link"])
    assert said.exit_code == 0, said.stderr
    result = runner.invoke(app, ["conflicts", "-f", "json", "--fail", "--store", str(store)])
    assert result.exit_code == 1, result.stdout
    found = json.loads(result.stdout)
    assert [c["ids"] for c in found["conflicts"]] == [["f1", "f2"]] and found["possible"] == []
