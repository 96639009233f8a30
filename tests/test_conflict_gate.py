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


def test_show_add_and_the_html_report_list_a_possible_conflict_apart(tmp_path: Path) -> None:
    """A conflict held back was listed by `conflicts` alone: `show` of either fact, `add` of a
    claim raising one and the HTML report said nothing of it."""
    runner = CliRunner()
    store = _store(tmp_path, HEADER, PLAIN)
    shown = json.loads(runner.invoke(app, ["--store", str(store), "show", "f2", "-f", "json"]
                                     ).stdout)["fact"]
    assert shown["conflicts"] == []
    (held,) = shown["possible_conflicts"]
    assert held["ids"] == ["f1", "f2"] and held["not_plain"] == ["f1"]
    assert held["other"] == {"id": "f1", "claim": HEADER} and held["favoured"] is None
    table = runner.invoke(app, ["--store", str(store), "show", "f1", "-f", "table"]).stdout
    said = " ".join(table.split())
    assert "possible conflicts, held back: not counted" in said
    assert "this fact's figure is not stated plainly in its claim" in said and PLAIN in said
    assert "conflicts with" not in said  # no real conflict listed

    added = runner.invoke(app, ["--store", str(store), "add", "-f", "json",
                                "The DGX H100 has 7.2 TB/s of NVLink bandwidth in total."])
    assert added.exit_code == 0, added.stderr
    result = json.loads(added.stdout)
    assert result["conflicts"] == [] and result["fact"]["conflicts"] == []
    (held,) = result["possible"]
    new = result["fact"]["id"]
    assert sorted(held["ids"]) == sorted([new, "f1"]) and held["not_plain"] == ["f1"]
    note = " ".join(added.stderr.split())
    assert "note: possible conflict with 'f1', held back (not counted" in note
    assert "the other fact's figure is not stated plainly" in note and "warning" not in note

    page = runner.invoke(app, ["--store", str(store), "export", "--all", "-f", "html"]).stdout
    assert "2 possible conflict(s) held back" in page
    apart = page.split("<h2>Possible conflicts (held back)</h2>")[1]
    assert "f1&#x27;s figure is not stated plainly" in apart
    assert "7.2 TB/s against 130 TB/s" in apart
    conflicts = page.split("<h2>Conflicts</h2>")[1].split("<h2>")[0]
    assert "<td>value</td>" not in conflicts  # not listed among the conflicts
