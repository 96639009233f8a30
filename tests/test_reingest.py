"""nvfacts ingests its own export: a store exported and ingested into another gives the same
facts (ids, citations with their locators, tags, status, merged wordings, decisions)."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = r"""sources:
  - id: card
    title: NVLink card
    kind: knowledge-card
  - id: datasheet
    title: H100 datasheet
    kind: datasheet
    url: https://example.org/h100
    reliability: 0.9
  - id: blog
facts:
  - id: nvlink4-bw
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.
    status: verified
    confidence: 0.9
    tags: [bandwidth, "a;b", "c,d", "back\\slash"]
    sources:
      - source: datasheet
        locator: p. 3
      - source: card
        locator: "All Facts #1"
        confidence: 0.9
        status: verified
      - source: card
        locator: "Core Facts #1"
        independent: false
    history:
      - date: "2024-05-01"
        status: verified
        evidence: H100 datasheet, p. 3
        source: datasheet
    merged:
      - id: nvlink4-bw-both-ways
        claim: The fourth-generation NVLink gives each GPU 900 GB/s both ways.
        sources:
          - source: blog
            locator: post 12
  - id: nvlink4-wrong
    claim: NVLink 4.0 provides 600 GB/s of bidirectional bandwidth per GPU.
    status: verified
    sources:
      - source: blog
  - id: unsourced
    claim: "-40 GB/s is no NVLink figure anyone quotes."
    tags: ["=x", "'quoted"]
  - id: quoted
    claim: "'Tis NVLink 3.0 that gives the A100 twelve links."
    confidence: 0.4
    sources:
      - source: card
"""
"""A store whose export a naive reader loses: tags holding ';' and ',', citations told apart
by their locators only, a repeat marked, a decision, a merged wording, a fact a conflict
disputes that its store calls verified, one citing nothing, cells a spreadsheet would run."""


def _stores(tmp_path: Path) -> tuple[Path, Path]:
    source, target = tmp_path / "from.yaml", tmp_path / "to.yaml"
    source.write_text(STORE, encoding="utf-8")
    target.write_text("facts: []\n", encoding="utf-8")
    return source, target


def _run(runner: CliRunner, *args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.stderr
    return result.stdout


def test_jsonl_export_ingested_into_an_empty_store_exports_the_same(
        runner: CliRunner, tmp_path: Path) -> None:
    """No --source-id is needed: every row names its sources, which are declared as the
    export describes them (so the scores are the same too); ingesting it again changes
    nothing."""
    source, target = _stores(tmp_path)
    exported = tmp_path / "facts.jsonl"
    _run(runner, "export", "--all", "-f", "jsonl", "-o", str(exported), "--store", str(source))
    report = json.loads(_run(runner, "ingest", str(exported), "--store", str(target),
                             "-f", "json"))
    assert report["added"] == ["nvlink4-bw", "nvlink4-wrong", "unsourced", "quoted"]
    again = _run(runner, "export", "--all", "-f", "jsonl", "--store", str(target))
    assert again == exported.read_text(encoding="utf-8")
    wrong = json.loads(again.splitlines()[1])
    assert (wrong["status"], wrong["stored_status"]) == ("disputed", "verified")
    before = target.read_bytes()
    report = json.loads(_run(runner, "ingest", str(exported), "--store", str(target),
                             "-f", "json"))
    assert report["unchanged"] == ["nvlink4-bw", "nvlink4-wrong", "unsourced", "quoted"]
    assert target.read_bytes() == before


def _facts(runner: CliRunner, store: Path) -> list[dict[str, object]]:
    keys = ("id", "claim", "lang", "status", "confidence", "tags", "sources", "stored_status",
            "merged", "history")
    return [{k: r.get(k) for k in keys} for r in map(json.loads, _run(
        runner, "export", "--all", "-f", "jsonl", "--store", str(store)).splitlines())]


def test_csv_export_is_lossless_for_tags_and_citations(runner: CliRunner,
                                                       tmp_path: Path) -> None:
    """A tag holding ';' or ',' stays one tag ('a\\;b'), each citation keeps its locator,
    confidence, status and repeat mark (the `citations` cell, JSON; merged wordings and
    decisions too), the stored status of a disputed fact is its own column, and a cell starting
    with ' or a formula character reads back without the ' the export put before it: ingested,
    the facts are the same (their sources' kinds aside: source_links do not say them)."""
    source, target = _stores(tmp_path)
    text = _run(runner, "export", "--all", "-f", "csv", "--store", str(source))
    rows = {r["id"]: r for r in csv.DictReader(io.StringIO(text))}
    assert rows["nvlink4-bw"]["tags"] == "bandwidth;a\\;b;c\\,d;back\\\\slash"
    assert rows["nvlink4-bw"]["sources"] == "datasheet (p. 3);card (All Facts #1 / Core Facts #1)"
    assert json.loads(rows["nvlink4-bw"]["citations"])[2] == {
        "source": "card", "locator": "Core Facts #1", "independent": False}
    assert (rows["unsourced"]["claim"], rows["unsourced"]["tags"]) == \
        ("'-40 GB/s is no NVLink figure anyone quotes.", "'=x;'quoted")
    assert rows["quoted"]["claim"] == "''Tis NVLink 3.0 that gives the A100 twelve links."
    assert rows["nvlink4-wrong"]["stored_status"] == "verified"
    assert json.loads(rows["nvlink4-bw"]["merged"])[0]["id"] == "nvlink4-bw-both-ways"
    assert rows["quoted"]["merged"] == rows["quoted"]["history"] == ""
    exported = tmp_path / "facts.csv"
    exported.write_text(text, encoding="utf-8", newline="")
    _run(runner, "ingest", str(exported), "--store", str(target))
    assert _facts(runner, target) == _facts(runner, source)


def test_csv_export_ingested_into_an_empty_store_exports_the_same(
        runner: CliRunner, tmp_path: Path) -> None:
    """The sources a CSV export cites are declared as it describes them (its cited_sources
    column: title, URL, kind, reliability), as a JSONL export's are: the same sources, so the
    same scores; was their ids alone."""
    source, target = _stores(tmp_path)
    exported = tmp_path / "facts.csv"
    _run(runner, "export", "--all", "-f", "csv", "-o", str(exported), "--store", str(source))
    _run(runner, "ingest", str(exported), "--store", str(target))
    assert _run(runner, "export", "--all", "-f", "csv", "--store", str(target)) == \
        exported.read_text(encoding="utf-8")
    declared = _run(runner, "export", "--all", "-f", "json", "--store", str(target))
    assert json.loads(declared)["sources"]["datasheet"] == {
        "title": "H100 datasheet", "url": "https://example.org/h100", "kind": "datasheet",
        "reliability": 0.9, "trust": json.loads(declared)["sources"]["datasheet"]["trust"]}
    assert declared == _run(runner, "export", "--all", "-f", "json", "--store", str(source))


def test_csv_export_with_bom_opens_in_excel_and_reads_back(runner: CliRunner,
                                                          tmp_path: Path) -> None:
    """--bom begins the CSV with a UTF-8 byte order mark (Excel reads Chinese claims garbled
    without one); ingest reads it back as the same facts. Without --bom the bytes are as
    before, and --bom with another format is refused."""
    source, target = _stores(tmp_path)
    source.write_text(STORE.replace("'Tis NVLink 3.0", "NVLink 3.0 为 A100 提供 12 条链路"),
                      encoding="utf-8")
    exported = tmp_path / "facts.csv"
    _run(runner, "export", "--all", "-f", "csv", "--bom", "-o", str(exported),
         "--store", str(source))
    data = exported.read_bytes()
    assert data.startswith(b"\xef\xbb\xbfid,claim,") and "为 A100 提供".encode() in data
    plain = tmp_path / "plain.csv"
    _run(runner, "export", "--all", "-f", "csv", "-o", str(plain), "--store", str(source))
    assert data == b"\xef\xbb\xbf" + plain.read_bytes()
    _run(runner, "ingest", str(exported), "--store", str(target))
    assert _facts(runner, target) == _facts(runner, source)
    result = runner.invoke(app, ["export", "-f", "json", "--bom", "--store", str(source)])
    assert result.exit_code == 2 and "--bom is for csv" in result.stderr and not result.stdout


def test_an_exported_row_keeps_its_id_only_when_it_is_free(runner: CliRunner,
                                                          tmp_path: Path) -> None:
    """An id the target store gives another claim is not taken over: the row gets one made
    from its claim. A row with both 'source' and 'sources' is refused at its line."""
    _, target = _stores(tmp_path)
    target.write_text("facts:\n  - id: quoted\n    claim: Another claim altogether.\n",
                      encoding="utf-8")
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"id": "quoted", "claim": "NVLink 3.0 gives twelve links.",
                                "sources": [{"source": "card", "locator": "p. 1"}]}) + "\n",
                    encoding="utf-8")
    report = json.loads(_run(runner, "ingest", str(rows), "--store", str(target), "-f", "json"))
    assert report["added"] == ["nvlink-3-gives-twelve-links"]
    rows.write_text(json.dumps({"claim": "x y z", "source": "card", "sources": ["card"]}) + "\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(rows), "--store", str(target)])
    assert result.exit_code == 2 and f"{rows}:1:1: row has both 'source' and 'sources'" in \
        result.stderr


def test_json_and_yaml_exports_and_a_store_file_are_ingested_as_facts(
        runner: CliRunner, tmp_path: Path) -> None:
    """`-f json` and `-f yaml` exports (a yaml export was read as a knowledge-card page: a
    fact per line, 'sources', 'id-...'), and another store's file, give the facts they hold;
    a statement table is refused, saying what ingest reads."""
    source, _ = _stores(tmp_path)
    wanted = _facts(runner, source)
    for name, text in [
            ("facts.json", _run(runner, "export", "--all", "-f", "json", "--store", str(source))),
            ("facts.yaml", _run(runner, "export", "--all", "-f", "yaml", "--store", str(source))),
            ("other.yaml", STORE)]:
        target = tmp_path / f"to-{name}.yaml"
        target.write_text("facts: []\n", encoding="utf-8")
        (tmp_path / name).write_text(text, encoding="utf-8")
        _run(runner, "ingest", str(tmp_path / name), "--store", str(target))
        assert _facts(runner, target) == wanted, name
    for fmt in ("json", "jsonl", "csv"):
        table = tmp_path / f"statements.{fmt}"
        table.write_text(_run(runner, "export", "--statements", "-f", fmt, "--store",
                              str(source)), encoding="utf-8")
        result = runner.invoke(app, ["ingest", str(table), "--store", str(target)])
        assert result.exit_code == 2 and "statement table" in result.stderr, fmt
        assert "unknown column" not in result.stderr and "no 'claim'" not in result.stderr


def test_query_json_is_ingested_as_the_facts_it_found(runner: CliRunner,
                                                      tmp_path: Path) -> None:
    """A query's {"facts": [...]} (each with its 'match') is a fact list as export's is."""
    source, target = _stores(tmp_path)
    found = tmp_path / "found.json"
    found.write_text(_run(runner, "query", "NVLink 4.0 bandwidth", "-f", "json", "--store",
                          str(source)), encoding="utf-8")
    report = json.loads(_run(runner, "ingest", str(found), "--store", str(target), "-f",
                             "json"))
    ids = [f["id"] for f in json.loads(found.read_text(encoding="utf-8"))["facts"]]
    assert "nvlink4-bw" in ids and report["added"] == ids


@pytest.mark.parametrize(("row", "message"), [
    ({"claim": "NVLink x.", "sources": [{"source": "a", "confidence": 2}]},
     "sources.confidence: must be a number from 0 to 1"),
    ({"claim": "NVLink x.", "sources": [{"source": "a"}], "cited_sources": {"a": {"kind": "blog"}}},
     "source 'a': kind: Input should be 'knowledge-card'"),
    ({"claim": "NVLink x.", "id": "bad id", "sources": []}, "id: 'bad id' is not a valid id"),
    ({"claim": "NVLink x.", "sources": "a"}, "sources 'a' is not a list"),
    ({"claim": "NVLink x.", "sources": [], "history": [{"date": "2024-01-01"}]},
     "history.status: Field required"),
    ({"claim": "NVLink x.", "sources": [], "assertions": "NVLink 4.0 900 GB/s"},
     "assertions: Input should be a valid list"),
    ({"claim": "NVLink x.", "sources": [], "assertions": [
        {"subject": "NVLink 4.0", "attribute": "bandwidth", "value": "fast"}]},
     "assertions.value: must be a number"),
    ({"claim": "NVLink x.", "sources": [], "diverged": "x"}, "diverged 'x' is not a list"),
    # a row of the export with its sources column cut off would lose its curator's work
    ({"claim": "NVLink x.", "source": "a", "assertions": [
        {"subject": "NVLink 4.0", "attribute": "bandwidth", "value": 900}]},
     "row has 'assertions' but no 'sources'"),
    ({"claim": "NVLink x.", "history": [{"date": "2024-01-01", "status": "verified"}]},
     "row has 'history' but no 'sources'"),
])
def test_a_bad_exported_row_is_refused_at_its_line(runner: CliRunner, tmp_path: Path,
                                                   row: dict[str, object], message: str) -> None:
    _, target = _stores(tmp_path)
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"claim": "A good claim first.", "sources": []}\n' + json.dumps(row) + "\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(rows), "--store", str(target)])
    assert result.exit_code == 2 and f"{rows}:2:1: {message}" in result.stderr
    assert target.read_text(encoding="utf-8") == "facts: []\n"


@pytest.mark.parametrize(("cell", "message"), [
    ("{not json", "assertions are not JSON"), ('[{"value": 900}]', "assertions.subject: Field")])
def test_an_exported_csv_rows_bad_assertions_are_refused_at_its_line(
        runner: CliRunner, tmp_path: Path, cell: str, message: str) -> None:
    """The csv's assertions column (JSON, ingest takes it back) edited into something else: one
    line naming the row and the column, exit 2, nothing written."""
    _, target = _stores(tmp_path)
    rows = tmp_path / "rows.csv"
    with rows.open("w", encoding="utf-8", newline="") as out:
        csv.writer(out).writerows([["claim", "sources", "assertions"],
                                   ["NVLink 4.0 has 18 links.", "notes", cell]])
    result = runner.invoke(app, ["ingest", str(rows), "--store", str(target)])
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert f"{rows}:2:1: {message}" in result.stderr
    assert target.read_text(encoding="utf-8") == "facts: []\n"
