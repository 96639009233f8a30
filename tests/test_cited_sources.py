"""What a retrieval pipeline cites: export and answer name each source's title, URL, kind,
reliability and trust beside the records; export and query records carry the merged wordings
(with their citations) and curators' decisions; `query --source` matches what a record shows."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: datasheet, title: H100 datasheet, kind: datasheet, url: "https://example.org/h100",
     reliability: 0.9}
  - {id: blog1, title: A blog, kind: article}
  - {id: blog2, title: "Another [blog] post", kind: article,
     url: "https://example.org/blog2?a=(1)"}
  - {id: forum, kind: forum}
  - {id: desk, title: Curators' desk, kind: curator}
facts:
  - id: h100-links
    claim: The H100 has 18 NVLink links.
    status: verified
    sources: [{source: datasheet, locator: p. 2}]
    merged:
      - id: h100-links-blog
        claim: An H100 GPU provides 18 NVLink links.
        sources: [{source: blog2}]
    history:
      - {date: '2025-01-02', status: verified, evidence: read the datasheet, source: desk}
  - id: nvlink4-bw
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.
    status: verified
    sources: [{source: blog1}]
  - id: nvlink5-bw
    claim: NVLink 5.0 provides 1800 GB/s of bidirectional bandwidth per GPU.
    sources: [{source: blog2}]
  - id: datasheet-note
    claim: The datasheet was revised in 2023.
    sources: [{source: datasheet}, {source: forum}]
"""
ENTRY = {"title", "url", "kind", "reliability", "trust"}


@pytest.fixture
def cited(tmp_path: Path) -> Path:
    path = tmp_path / "cited.yaml"
    path.write_text(STORE, encoding="utf-8")
    return path


def _run(runner: CliRunner, store: Path, *args: str) -> str:
    result = runner.invoke(app, [*args, "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    return result.stdout


def _named(record: dict[str, object]) -> set[str]:
    """Every source id a fact record shows: its citations and its merged wordings'."""
    wordings = [record, *record.get("merged", [])]  # type: ignore[misc]
    return {c["source"] for w in wordings for c in w.get("sources", [])}


def test_query_by_source_shows_the_source_it_matched(runner: CliRunner, cited: Path) -> None:
    """blog2 cites h100-links through its merged wording only: the record shows that wording
    and its citation, so every fact `--source blog2` keeps names blog2."""
    found = json.loads(_run(runner, cited, "query", "--source", "blog2", "-f", "json"))["facts"]
    assert {f["id"] for f in found} == {"h100-links", "nvlink5-bw"}
    assert all("blog2" in _named(f) for f in found)
    kept = next(f for f in found if f["id"] == "h100-links")
    assert kept["merged"][0]["id"] == "h100-links-blog"
    assert kept["merged"][0]["sources"] == [{"source": "blog2"}]
    assert kept["history"][0]["source"] == "desk"
    assert [c["source"] for c in kept["sources"]] == ["datasheet"]  # its own, as before
    table = runner.invoke(app, ["query", "--source", "blog2", "-f", "table", "--store",
                                str(cited)], env={"COLUMNS": "160"}).stdout
    row = next(line for line in table.splitlines() if "h100-links" in line)
    assert row.rstrip(" │").endswith(" 2")  # its citation and its merged wording's
    # whatever the source, each record it keeps names it
    for name in ("datasheet", "blog1", "forum"):
        found = json.loads(_run(runner, cited, "query", "--source", name, "-f", "json"))["facts"]
        assert found and all(name in _named(f) for f in found)


def test_json_export_has_a_table_of_the_sources_it_cites(runner: CliRunner, cited: Path) -> None:
    data = json.loads(_run(runner, cited, "export"))
    assert [f["id"] for f in data["facts"]] == ["h100-links", "nvlink4-bw"]
    # the verified facts, their merged wording and the curator's decision cite these four
    assert set(data["sources"]) == {"datasheet", "blog1", "blog2", "desk"}
    assert all(set(entry) == ENTRY for entry in data["sources"].values())
    assert data["sources"]["datasheet"] | {"trust": None} == {
        "title": "H100 datasheet", "url": "https://example.org/h100", "kind": "datasheet",
        "reliability": 0.9, "trust": None}
    assert data["sources"]["blog1"]["reliability"] is None
    assert data["sources"]["blog2"]["url"] == "https://example.org/blog2?a=(1)"
    assert all(0 < e["trust"] < 1 for e in data["sources"].values())
    kept = data["facts"][0]
    assert kept["merged"][0]["claim"] == "An H100 GPU provides 18 NVLink links."
    assert kept["merged"][0]["sources"] == [{"source": "blog2"}]
    assert kept["history"][0]["evidence"] == "read the datasheet"
    assert "merged" not in data["facts"][1] and "history" not in data["facts"][1]


def test_a_sources_trust_is_the_one_its_score_is_weighed_with(runner: CliRunner,
                                                              cited: Path) -> None:
    """datasheet-note states no figure: explain weighs its sources at the trust the table
    gives them."""
    table = json.loads(_run(runner, cited, "export", "--all"))["sources"]
    terms = json.loads(_run(runner, cited, "explain", "datasheet-note"))["terms"]
    for name in ("datasheet", "forum"):
        term = next(t["term"] for t in terms if f"source {name} " in t["term"])
        learned = re.search(r"learned trust ([0-9.]+)", term)
        assert learned and float(learned.group(1)) == pytest.approx(table[name]["trust"],
                                                                    abs=0.005)


def test_yaml_export_has_the_same_table(runner: CliRunner, cited: Path) -> None:
    as_json = json.loads(_run(runner, cited, "export", "--all"))
    as_yaml = yaml.safe_load(_run(runner, cited, "export", "--all", "-f", "yaml"))
    assert as_yaml == as_json
    assert set(as_yaml["sources"]) == {"datasheet", "blog1", "blog2", "forum", "desk"}


def test_each_jsonl_line_resolves_its_own_sources(runner: CliRunner, cited: Path) -> None:
    rows = [json.loads(line) for line in
            _run(runner, cited, "export", "--all", "-f", "jsonl").splitlines()]
    by_id = {r["id"]: r for r in rows}
    assert len(rows) == 4
    assert list(by_id["h100-links"]["cited_sources"]) == ["datasheet", "blog2", "desk"]
    assert by_id["h100-links"]["cited_sources"]["blog2"]["title"] == "Another [blog] post"
    assert list(by_id["nvlink4-bw"]["cited_sources"]) == ["blog1"]
    assert by_id["h100-links"]["merged"][0]["id"] == "h100-links-blog"
    table = json.loads(_run(runner, cited, "export", "--all"))["sources"]
    assert all(r["cited_sources"][n] == table[n] for r in rows for n in r["cited_sources"])


def test_csv_rows_name_their_sources_as_a_reader_cites_them(runner: CliRunner,
                                                            cited: Path) -> None:
    out = _run(runner, cited, "export", "--all", "-f", "csv")
    rows = {r["id"]: r for r in csv.DictReader(io.StringIO(out))}
    assert rows["h100-links"]["sources"] == "datasheet (p. 2)"  # each source once, located
    assert rows["h100-links"]["source_links"].splitlines() == [
        "H100 datasheet <https://example.org/h100>",
        "Another [blog] post <https://example.org/blog2?a=(1)>", "Curators' desk"]
    assert rows["datasheet-note"]["source_links"].splitlines() == [
        "H100 datasheet <https://example.org/h100>", "forum"]  # no title: its id


def test_markdown_export_lists_its_sources_with_links(runner: CliRunner, cited: Path) -> None:
    out = _run(runner, cited, "export", "-f", "md")
    table, sources = out.split("\n## Sources\n")
    assert table.splitlines()[0].startswith("| claim | value |")
    assert sources.strip().splitlines() == [
        "- blog1: A blog (article, trust " + _trust(runner, cited, "blog1") + ")",
        "- blog2: [Another \\[blog\\] post](<https://example.org/blog2?a=(1)>) (article, trust "
        + _trust(runner, cited, "blog2") + ")",
        "- datasheet: [H100 datasheet](<https://example.org/h100>) (datasheet, reliability 0.9,"
        " trust " + _trust(runner, cited, "datasheet") + ")",
        "- desk: Curators' desk (curator, trust " + _trust(runner, cited, "desk") + ")"]


def _trust(runner: CliRunner, store: Path, name: str) -> str:
    return f"{json.loads(_run(runner, store, 'export', '--all'))['sources'][name]['trust']:g}"


def test_statement_export_resolves_its_sources(runner: CliRunner, cited: Path) -> None:
    data = json.loads(_run(runner, cited, "export", "--statements", "--all"))
    named = {n for s in data["statements"] for n in s["sources"]}
    assert named and set(data["sources"]) == named
    assert data["sources"]["datasheet"]["url"] == "https://example.org/h100"


def test_answer_resolves_the_sources_behind_its_statements(runner: CliRunner,
                                                           cited: Path) -> None:
    data = json.loads(_run(runner, cited, "answer", "How many links does an H100 have?",
                           "-f", "json"))
    best = data["answers"][0]
    assert best["value"] == 18 and set(best["sources"]) == {"datasheet", "blog2"}
    assert data["sources"]["datasheet"]["title"] == "H100 datasheet"
    assert data["sources"]["blog2"]["kind"] == "article"
    named = {n for a in data["answers"] for s in (a, *a["rivals"]) for n in s["sources"]}
    assert set(data["sources"]) == named


def test_html_report_links_a_merged_wordings_source(runner: CliRunner, cited: Path,
                                                    tmp_path: Path) -> None:
    page = tmp_path / "report.html"
    _run(runner, cited, "export", "-f", "html", "-o", str(page))
    row = next(line for line in page.read_text(encoding="utf-8").split("<tr>")
               if "<td>h100-links</td>" in line)
    assert '<a href="https://example.org/h100">H100 datasheet</a> (p. 2)' in row
    assert ('<a href="https://example.org/blog2?a=(1)">Another [blog] post</a> '
            "(wording h100-links-blog)") in row
