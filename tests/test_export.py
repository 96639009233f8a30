"""Export: the verified subset by default, every format, formula-safe CSV, atomic -o."""

from __future__ import annotations

import csv
import io
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from hostile import HOSTILE
from typer.testing import CliRunner

from conftest import ROOT, STORE
from nvfacts.cli import app
from nvfacts.export import render
from nvfacts.textsafe import shown


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
    assert "left out, by reason: 22 status unverified; 2 disputed by other facts " \
        "(--explain-left-out lists each with why)" in err  # 24 lines before (trial 19)
    _, _, err = export(runner, "--explain-left-out")
    assert "left out nvlink-4-used-h100-achieve-unidirectional: disputed by 4 fact(s)" in err
    assert "left out nccl-nvlink-628d05: status unverified" in err


def test_all_status_and_min_confidence(runner: CliRunner) -> None:
    _, out, _ = export(runner, "--all")
    everything = json.loads(out)["facts"]
    assert len(everything) == 64  # 34 reference facts and the seed page's 30
    _, out, _ = export(runner, "--status", "disputed")
    assert {f["id"] for f in json.loads(out)["facts"]} == {
        "nvlink-4-used-h100-achieve-unidirectional", "fifth-generation-nvlink-featured-blackwell"}
    _, out, err = export(runner, "--all", "--min-confidence", "0.9", "--explain-left-out")
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
    lines = out.split("\n\n## Sources\n")[0].splitlines()  # the table, then its sources
    assert len(rows) == len(table) == len(document["facts"]) == len(lines) - 2
    assert table[0]["id"] == rows[0]["id"] == document["facts"][0]["id"]
    assert lines[0] == "| claim | value | status | fact score | sources |"


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


def test_statements_export_is_the_consensus_table(runner: CliRunner) -> None:
    result = runner.invoke(app, ["export", "--statements", "--store", str(STORE)])
    assert result.exit_code == 0, result.stderr
    rows = json.loads(result.stdout)["statements"]
    assert rows and all(set(r) >= {"subject", "attribute", "value", "unit", "direction", "scope",
                                   "score", "facts", "sources", "scope_stated", "variants"}
                    for r in rows)
    nvlink4 = [r for r in rows if (r["subject"], r["attribute"], r["scope"]) ==
               ("NVLink 4.0", "bandwidth", "per-gpu")]
    (stated,) = nvlink4
    assert (stated["value"], stated["direction"], stated["scope_stated"]) == \
        (900, "bidirectional", True)
    assert "ref-nvlink4-bw-per-gpu" in stated["facts"] and "h100-datasheet" in stated["sources"]
    # "The fourth-generation NVLink ... provides 900 GB/s": no scope stated, none shown
    (unstated,) = [r for r in rows if "fourth-generation-nvlink-hopper-architecture" in r["facts"]]
    assert unstated["scope"] is None and unstated["scope_stated"] is False
    assert "left out NVLink 4.0 bandwidth 1.8 TB/s bidirectional: a rival" in \
        result.stderr  # the card's "900 GB/s unidirectional", as its bidirectional figure
    everything = runner.invoke(app, ["export", "--statements", "--all", "--store", str(STORE)])
    assert len(json.loads(everything.stdout)["statements"]) > len(rows)


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "yaml", "md"])
def test_statements_export_in_every_table_format(runner: CliRunner, fmt: str) -> None:
    result = runner.invoke(app, ["export", "--statements", "-f", fmt, "--store", str(STORE)])
    assert result.exit_code == 0, result.stderr
    assert "NVLink 4.0" in result.stdout and "h100-datasheet" in result.stdout
    if fmt in ("csv", "md"):
        assert "subject" in result.stdout.splitlines()[0]


def test_statements_are_chosen_by_score_not_status(runner: CliRunner) -> None:
    result = runner.invoke(app, ["export", "--statements", "--status", "verified", "--store",
                                 str(STORE)])
    assert result.exit_code == 2 and "--min-confidence" in result.stderr


def test_a_statement_at_even_odds_is_no_consensus(runner: CliRunner, tmp_path: Path) -> None:
    """A lone claim from a source trusted 0.5 scores 0.5: nothing favours it, so the default
    statement export leaves it out and says why; --all and --min-confidence 0.5 keep it."""
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, source, trust in (("InfiniBand XDR offers 100 GB/s per port.", "coin", "0.5"),
                                 ("PCIe 5.0 x16 gives 64 GB/s each way.", "spec", "0.8")):
        added = runner.invoke(app, ["add", claim, "--source", source, "--source-reliability",
                                    trust, "--store", str(store)])
        assert added.exit_code == 0, added.stderr
    default = runner.invoke(app, ["export", "--statements", "--store", str(store)])
    assert [r["subject"] for r in json.loads(default.stdout)["statements"]] == ["PCIe 5.0"]
    assert ("left out InfiniBand XDR bandwidth 100 GB/s per-port: score 0.5: what it rests on "
            "favours it no more than against it") in default.stderr
    for wider in (["--all"], ["--min-confidence", "0.5"]):
        kept = runner.invoke(app, ["export", "--statements", *wider, "--store", str(store)])
        assert len(json.loads(kept.stdout)["statements"]) == 2


def test_statements_as_html_is_refused_naming_the_formats_that_take_it(
        runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    result = runner.invoke(app, ["export", "--statements", "-f", "html", "-o", str(out),
                                 "--store", str(STORE)])
    assert result.exit_code == 2 and not out.exists()
    assert all(fmt in result.stderr for fmt in ("json", "jsonl", "csv", "yaml", "md"))
    assert "Traceback" not in result.output


def test_html_report_has_a_consensus_table_per_technology(runner: CliRunner) -> None:
    result = runner.invoke(app, ["export", "-f", "html", "--store", str(STORE)])
    assert result.exit_code == 0, result.stderr
    page = result.stdout
    consensus = page[page.index("<h2>Consensus</h2>"):page.index("<h2>Facts</h2>")]
    assert {"<h3>NVLink</h3>", "<h3>PCIe</h3>", "<h3>InfiniBand</h3>"} <= \
        set(re.findall(r"<h3>[^<]+</h3>", consensus))
    nvlink4 = set(re.findall(r'<tr><td>NVLink 4\.0</td><td>bandwidth</td><td class="num">'
                             r'([^<]+)</td>', consensus))
    assert "900 GB/s" in nvlink4 and "1.8 TB/s" not in nvlink4  # the beaten one is left out


def _record(claim: str) -> dict[str, object]:
    return {"id": "x", "claim": claim, "lang": "en", "status": "verified", "confidence": None,
            "score": 0.5, "tags": ["t"], "sources": [{"source": "s"}]}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_markdown_cell_reads_back_as_the_claim(name: str) -> None:
    """A CommonMark reader with tables sees the claim's exact text in its cell (hidden characters
    shown as escapes): escaping never drops or changes a character the author wrote."""
    from markdown_it import MarkdownIt

    claim = HOSTILE[name] + " *a* [b](c) <d> & e | f \\ g"
    tokens = MarkdownIt("commonmark").enable("table").parse(
        render([_record(claim)], "md", every_column=True))
    cells = ["".join(c.content for c in t.children or []) for t in tokens if t.type == "inline"]
    row = cells.index("x")  # after the header's cells
    assert cells[row:2 * row] == ["x", shown(claim), "en", "verified", "", "0.5", "t", "s", "",
                                  "", "", "", ""]


def _every_punctuation_escaped(text: str) -> str:
    """A cell escaped the longest way CommonMark allows: every ASCII punctuation character
    backslash-escaped, spaces at its ends as character references."""
    text = re.sub(r"[!-/:-@\[-`{-~]", lambda m: "\\" + m.group(), shown(text))
    return re.sub(r"^\s+|\s+$", lambda m: "".join(f"&#{ord(c)};" for c in m.group()), text)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_markdown_cell_escapes_only_what_markdown_reads(name: str) -> None:
    """Trial 10: '(bidirectional)' was written '\\(bidirectional\\)' and '1 fact(s)' '1
    fact\\(s\\)' in the Markdown pasted into an article. Brackets and '!' stay as written,
    and the table renders as it would with every punctuation character escaped."""
    from markdown_it import MarkdownIt

    claim = HOSTILE[name] + " 50 GB/s (bidirectional)! 1 fact(s) "
    table = render([_record(claim)], "md", every_column=True).split("\n\n## Sources")[0]
    assert "(bidirectional)! 1 fact(s)&#32; |" in table
    header, rule, row = table.splitlines()
    cells = row[2:-2].split(" | ")
    reference = "| " + " | ".join([cells[0], _every_punctuation_escaped(claim), *cells[2:]]) \
        + " |"
    reader = MarkdownIt("commonmark").enable("table")
    assert reader.render(table) == reader.render("\n".join([header, rule, reference]))


def test_yaml_export_keeps_chinese_as_text() -> None:
    """The YAML export writes Chinese (and any printable character) as itself, not as escapes,
    and reads back to the same value."""
    claim = "第四代NVLink提供900 GB/s的双向带宽"
    out = render([_record(claim)], "yaml")
    assert claim in out
    assert yaml.safe_load(out)["facts"][0]["claim"] == claim


def test_csv_formula_prefixes_are_each_escaped() -> None:
    """Each of =, +, -, @, tab and CR at the start of a cell gets the ' prefix (OWASP); other
    cells are left as they are."""
    for char in ("=", "+", "-", "@", "\t", "\r"):
        row = next(csv.reader(io.StringIO(render([_record(char + "1+1")], "csv").split(
            "\r\n", 1)[1])))
        assert row[1] == "'" + char + "1+1", char
    row = next(csv.reader(io.StringIO(render([_record("1+1")], "csv").split("\r\n", 1)[1])))
    assert row[1] == "1+1"


BLIND_STORES = ROOT / "tests" / "data" / "blind" / "answers"


@pytest.mark.parametrize("name", ["bundled", "bundled+signals", "badpage.yaml", "competing.yaml",
                                  "copies.yaml", "unsourced.yaml"])
def test_no_two_exported_consensus_rows_of_one_scope_disagree(runner: CliRunner, tmp_path: Path,
                                                              name: str) -> None:
    """Rows of one subject, attribute, direction and scope never give two values (a tie is no
    consensus: both are left out, and said so); a bandwidth's scope that no claim states is
    shown as none, never as the one the reading assumed (those rows may differ: per what each
    holds is unsaid)."""
    store = BLIND_STORES / name if name.endswith(".yaml") else tmp_path / "facts.yaml"
    if not name.endswith(".yaml"):
        shutil.copy(STORE, store)
    if name == "bundled+signals":  # the new-user trial's claim: a scope it does not state
        added = runner.invoke(app, ["add", "NVLink 4.0 signals at 25 GB/s per direction.",
                                    "--source", "h100-datasheet", "--store", str(store)])
        assert added.exit_code == 0, added.stderr
    result = runner.invoke(app, ["export", "--statements", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    values: dict[tuple[Any, ...], set[float]] = {}
    for r in json.loads(result.stdout)["statements"]:
        assert r["scope"] is None or r["scope_stated"], r
        if r["attribute"] != "bandwidth" or r["scope_stated"]:
            values.setdefault((r["subject"], r["attribute"], r["direction"], r["scope"]),
                              set()).add(r["value"])
    assert values and all(len(v) == 1 for v in values.values()), values
    if name == "unsourced.yaml":
        assert "ties with a rival statement: no consensus" in result.stderr


def test_an_exported_statement_says_which_source_stated_a_merged_figure(
        runner: CliRunner, tmp_path: Path) -> None:
    """820 GB/s per GPU is counted with the datasheet's 900: CSV and JSON name blog2 with its
    own 820, so no reader takes blog2 for a source of 900."""
    store = tmp_path / "facts.yaml"
    store.write_text(STORE.read_text(encoding="utf-8"), encoding="utf-8")
    added = runner.invoke(app, ["add", "NVLink 4.0 provides 820 GB/s of bidirectional bandwidth "
                                "per GPU.", "--source", "blog2", "--store", str(store)])
    assert added.exit_code == 0, added.stderr
    rows = json.loads(runner.invoke(app, ["export", "--statements", "--store",
                                          str(store)]).stdout)["statements"]
    (row,) = [r for r in rows if (r["subject"], r["scope"]) == ("NVLink 4.0", "per-gpu")]
    assert row["value"] == 900 and [(v["value"], v["sources"]) for v in row["variants"]] == \
        [(820, ["blog2"])]
    table = runner.invoke(app, ["export", "--statements", "-f", "csv", "--store", str(store)])
    (line,) = [r for r in csv.DictReader(io.StringIO(table.stdout))
               if (r["subject"], r["scope"]) == ("NVLink 4.0", "per-gpu")]
    assert line["variants"] == "820 bidirectional from blog2"


def test_tables_name_a_source_once_and_show_merged_wordings(runner: CliRunner,
                                                             tmp_path: Path) -> None:
    """New-user trial 7: a fact a page cites twice (Core Facts and All Facts) read
    'card;card' in csv and md, and md and html left out the wordings merged into it (a
    Chinese one, the only wording a Chinese reader would find)."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: card, kind: knowledge-card}\n  - {id: blog, kind: article}\n"
        "facts:\n  - id: en\n    claim: NVLink 4.0 provides 900 GB/s per GPU.\n"
        "    status: verified\n    sources:\n      - {source: card, locator: 'All Facts #1'}\n"
        "      - {source: card, locator: 'Core Facts #1', independent: false}\n"
        "      - {source: blog}\n"
        "    merged:\n      - id: zh\n        claim: 第四代NVLink每块GPU的带宽为900GB/s。\n"
        "        lang: zh\n        sources: [{source: card, locator: 'All Facts #31'}]\n",
        encoding="utf-8")

    def exported(fmt: str, *more: str) -> str:
        result = runner.invoke(app, ["export", "--store", str(store), "-f", fmt, *more])
        assert result.exit_code == 0, result.stderr
        return result.stdout

    row = next(csv.DictReader(io.StringIO(exported("csv"))))
    assert row["sources"] == "card (All Facts #1 / Core Facts #1);blog"
    assert [m["id"] for m in json.loads(row["merged"])] == ["zh"]
    full = exported("md", "--all-columns")
    head, line = (r[2:-2].split(" | ") for r in full.splitlines()[0:3:2])
    cells = dict(zip(head, line, strict=True))
    assert cells["sources"] == "card (All Facts #1 / Core Facts #1);blog"
    assert cells["merged"] == \
        "第四代NVLink每块GPU的带宽为900GB/s。 (zh, zh, from card (All Facts #31))"
    assert "merged: 第四代NVLink每块GPU的带宽为900GB/s。" in exported("html")
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "csv", "-o",
                                 str(tmp_path / "out.csv")])
    assert result.exit_code == 0, result.stderr
    again = tmp_path / "again.yaml"
    again.write_text("facts: []\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(tmp_path / "out.csv"), "--store", str(again)])
    assert result.exit_code == 0, result.stderr
    assert "Core Facts #1" in again.read_text(encoding="utf-8")


def test_a_fact_disputed_by_no_fact_is_left_out_for_its_own_label(runner: CliRunner,
                                                                  tmp_path: Path) -> None:
    """A page's 'disputed' label (here the Chinese one) or a status given by hand leaves a fact
    out although no other fact disputes it: the reason says which, not 'disputed by 0'."""
    from nvfacts.ingest import ingest

    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n  - id: hand-disputed\n    claim: NVSwitch 3.0 has 64 ports.\n"
                     "    status: disputed\n", encoding="utf-8")
    page = tmp_path / "card.txt"
    page.write_text("NVLink\n一页。\n全部事实 (1)\nGB200 的 NVLink-C2C 带宽为 900GB/s。\n"
                    "55%有争议\n", encoding="utf-8")
    ingest(store, [page], "zh-card")
    result = runner.invoke(app, ["--store", str(store), "export"])
    assert result.exit_code == 0
    assert "disputed by 0" not in result.stderr
    assert re.search(r"left out \S+: disputed \(its page's label\)", result.stderr)
    assert "left out hand-disputed: disputed (its stored status)" in result.stderr


def _tied_cards(tmp_path: Path) -> Path:
    """A store of two verified cards that tie (400 GB/s against 400 Gb/s per port, each way)
    and a third, XDR's, that stands alone."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: card-a, kind: knowledge-card}\n  - {id: card-b, kind: knowledge-card}\n"
        "facts:\n"
        "  - {id: ndr-bytes, claim: InfiniBand NDR runs at 400 GB/s per port in each direction.,"
        " status: verified, sources: [{source: card-a}]}\n"
        "  - {id: ndr-bits, claim: NDR InfiniBand每端口单向速率为400Gb/s。, status: verified,"
        " sources: [{source: card-b}]}\n"
        "  - {id: xdr, claim: InfiniBand XDR runs at 800 Gb/s per port in each direction.,"
        " status: verified, sources: [{source: card-a}]}\n", encoding="utf-8")
    return store


def test_a_fact_tied_with_a_rival_is_left_out_as_the_statement_export_leaves_it(
        runner: CliRunner, tmp_path: Path) -> None:
    """New-user trial 8: two verified cards tie (400 GB/s against 400 Gb/s per port, each way);
    `export --statements` left both figures out as no consensus, while the fact export shipped
    both facts as verified. Both exports now leave them out, saying so."""
    store = _tied_cards(tmp_path)
    result = runner.invoke(app, ["export", "-f", "jsonl", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert [json.loads(line)["id"] for line in result.stdout.splitlines()] == ["xdr"]
    assert "left out ndr-bytes: ties with a rival statement: no consensus (InfiniBand NDR " \
        "bandwidth 800 GB/s bidirectional per-port)" in result.stderr
    assert "left out ndr-bits: ties with a rival statement" in result.stderr
    statements = runner.invoke(app, ["export", "--statements", "--store", str(store)])
    assert {r["subject"] for r in json.loads(statements.stdout)["statements"]} == {
        "InfiniBand XDR"}
    everything = runner.invoke(app, ["export", "--all", "--store", str(store)])
    assert len(json.loads(everything.stdout)["facts"]) == 3


def test_the_verified_subset_is_one_for_query_show_and_export(runner: CliRunner,
                                                              tmp_path: Path) -> None:
    """Status trial: export left two verified cards that tie out as no consensus, while
    `query --status verified` still listed them and `show` called them verified. A tie is no
    consensus wherever a status is read: both facts are disputed, `query --status verified`
    and `export --status verified` list what the default export ships, `--status disputed`
    the tied pair."""
    store = _tied_cards(tmp_path)

    def ids(*args: str) -> list[str]:
        result = runner.invoke(app, [*args, "-f", "json", "--store", str(store)])
        assert result.exit_code == 0, result.stderr
        return sorted(f["id"] for f in json.loads(result.stdout)["facts"])

    assert ids("query", "--status", "verified") == ids("export") == \
        ids("export", "--status", "verified") == ["xdr"]
    assert ids("query", "--status", "disputed") == ids("export", "--status", "disputed") == \
        ["ndr-bits", "ndr-bytes"]
    shown = runner.invoke(app, ["show", "ndr-bits", "-f", "json", "--store", str(store)])
    assert json.loads(shown.stdout)["fact"]["status"] == "disputed"


def test_curated_keeps_only_what_a_curator_verified(runner: CliRunner, tmp_path: Path) -> None:
    """A page's own 'Verified' label sets a fact's status (as the page reported it), so the
    default export takes it; --curated keeps only the facts a curator verified, and says why
    it left the others out."""
    store = tmp_path / "s.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    page = tmp_path / "card.txt"
    page.write_text("NVLink\nA card of NVLink figures.\nAll Facts (2)\n"
                    "NVLink 3.0 gives the A100 twelve links.\n90%Verified"
                    "NVLink 1.0 arrived with the P100 in 2014.\n85%Verified\n", encoding="utf-8")
    assert runner.invoke(app, ["ingest", str(page), "--store", str(store), "--source-id",
                               "card"]).exit_code == 0
    facts = json.loads(runner.invoke(app, ["export", "--store", str(store)]).stdout)["facts"]
    assert len(facts) == 2 and {f["status"] for f in facts} == {"verified"}
    right = next(f["id"] for f in facts if "twelve" in f["claim"])
    result = runner.invoke(app, ["export", "--store", str(store), "--curated"])
    assert json.loads(result.stdout)["facts"] == [] and "no curator verified it" in result.stderr
    assert runner.invoke(app, ["verify", right, "--store", str(store), "--evidence",
                               "A100 datasheet"]).exit_code == 0
    result = runner.invoke(app, ["export", "--store", str(store), "--curated"])
    assert [f["id"] for f in json.loads(result.stdout)["facts"]] == [right]
    refused = runner.invoke(app, ["export", "--store", str(store), "--curated", "--statements"])
    assert refused.exit_code == 2 and "--curated" in refused.stderr and refused.stdout == ""


def test_output_dash_is_stdout(runner: CliRunner, tmp_path: Path,
                               monkeypatch: pytest.MonkeyPatch) -> None:
    """'-o -' writes to stdout, as '-' means to most tools (it wrote a file named '-')."""
    monkeypatch.chdir(tmp_path)
    dashed = runner.invoke(app, ["export", "--store", str(STORE), "-f", "json", "-o", "-"])
    plain = runner.invoke(app, ["export", "--store", str(STORE), "-f", "json"])
    assert dashed.exit_code == 0 and dashed.stdout == plain.stdout != ""
    assert not (tmp_path / "-").exists()


def test_an_exported_statement_has_the_fields_answer_gives_it(runner: CliRunner) -> None:
    """`export --statements --all` rows carry what `answer` says of the same statement (its
    verdict, the figure stated, the direction and scope assumed), not a subset; only the
    rivals stay in `answer`. CSV has a column for each (Markdown the reader's few)."""
    rows = json.loads(runner.invoke(app, ["export", "--statements", "--all", "--store",
                                          str(STORE)]).stdout)["statements"]
    answers = json.loads(runner.invoke(app, ["answer", "NVLink 4.0 bandwidth", "-f", "json",
                                             "--store", str(STORE)]).stdout)["answers"]
    by_key = {(r["subject"], r["value"], r["direction"], r["scope"]): r for r in rows}
    for a in answers:
        row = by_key[(a["subject"], a["value"], a["direction"], a["scope"])]
        # scaled_from is the question's: the width it asked, when a figure was scaled to it;
        # also_stated, fits, generic and per_gpu read it beside the other statements answering
        assert row == {k: v for k, v in a.items() if k not in (
            "rivals", "scaled_from", "also_stated", "fits", "generic", "per_gpu")}
    beaten = [r for r in rows if r["beaten"]]
    assert beaten and all({"tied", "refuted", "stated", "direction_assumed", "scope_assumed"}
                          <= set(r) for r in rows)
    table = runner.invoke(app, ["export", "--statements", "--all", "-f", "csv", "--store",
                                str(STORE)]).stdout
    lines = list(csv.DictReader(io.StringIO(table)))
    assert sum(line["beaten"] == "true" for line in lines) == len(beaten)
    (line,) = [x for x in lines if (x["subject"], x["scope"], x["value"]) ==
               ("NVLink 4.0", "per-gpu", "900.0")]
    assert (line["stated"], line["tied"], line["refuted"]) == \
        ("900 bidirectional", "false", "false")
    assert {x["scope_assumed"] for x in lines} >= {"", "per-gpu"}
    # every field of the JSON row has its column (a PCIe figure's lanes: x16's, x8's)
    assert {k for r in rows for k in r} <= set(lines[0]) | {"cited_sources"}
    assert {x["lanes"] for x in lines if x["subject"] == "PCIe 4.0"} == {"16"}


def test_markdown_statements_read_as_their_claims_write_them(runner: CliRunner,
                                                             tmp_path: Path) -> None:
    """Trial 10: HDR read '50.0 GB/s | bidirectional' and NDR '50.0 GB/s' with the direction
    blank, so a reader took them for equal; 130 TB/s read '130000.0 GB/s'; 22 columns, most
    the ledger's workings. Markdown writes each figure as its claims do, the direction they
    state or 'not stated', and the reader's columns only; JSON keeps its values."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: sheet, kind: datasheet}\n  - {id: blog, kind: article}\n"
        "facts:\n"
        "  - {id: hdr, claim: InfiniBand HDR runs at 200 Gb/s per port in each direction.,"
        " status: verified, sources: [{source: sheet}]}\n"
        "  - {id: ndr, claim: InfiniBand NDR runs at 400 Gb/s per port.,"
        " status: verified, sources: [{source: blog}]}\n"
        "  - {id: rack, claim: The GB200 NVL72 has 130 TB/s of NVLink bandwidth in total.,"
        " status: verified, sources: [{source: sheet}]}\n", encoding="utf-8")

    def exported(fmt: str) -> str:
        result = runner.invoke(app, ["export", "--statements", "--all", "-f", fmt,
                                     "--store", str(store)])
        assert result.exit_code == 0, result.stderr
        return result.stdout

    lines = exported("md").split("\n\n## Sources")[0].splitlines()
    head, *rows = ([c.strip() for c in line.strip("|").split("|")] for line in lines)
    assert head == ["subject", "attribute", "figure", "direction", "scope", "standing",
                    "statement score", "sources"]
    cells = {r[0]: dict(zip(head, r, strict=True)) for r in rows[1:]}
    assert [cells["InfiniBand HDR"][k] for k in ("figure", "direction", "scope")] == \
        ["200 Gb/s", "unidirectional", "per port"]
    assert [cells["InfiniBand NDR"][k] for k in ("figure", "direction", "scope")] == \
        ["400 Gb/s", "not stated", "per port"]
    assert [cells["GB200 NVL72"][k] for k in ("figure", "direction", "scope", "standing")] == \
        ["130 TB/s", "not stated", "in total", "consensus"]
    statements = json.loads(exported("json"))["statements"]
    assert {(s["subject"], (s["value"], s["direction"])) for s in statements} >= {
        ("InfiniBand HDR", (50.0, "bidirectional")), ("InfiniBand NDR", (50.0, None)),
        ("GB200 NVL72", (130000.0, None))}
    written = {s["subject"]: s["stated"].get("written") for s in statements}
    assert written.items() >= {("InfiniBand HDR", "200 Gb/s"), ("InfiniBand NDR", "400 Gb/s"),
                               ("GB200 NVL72", "130 TB/s")}


def test_a_statement_figure_in_a_table_cell_keeps_every_digit() -> None:
    """'stated' and 'variants' cells write the figure whole (1234567, not 1.23457e+06)."""
    row = {"subject": "X", "attribute": "bandwidth", "value": 1234567.0, "unit": "GB/s",
           "direction": None, "scope": None, "score": 0.5, "facts": ["a"], "sources": ["s"],
           "scope_stated": False, "stated": {"value": 1234567.0, "direction": None},
           "variants": [{"value": 1234568.5, "direction": "bidirectional", "facts": ["b"],
                         "sources": []}]}
    line = next(csv.DictReader(io.StringIO(render([row], "csv", "statements"))))
    assert (line["stated"], line["variants"]) == ("1234567", "1234568.5 bidirectional from b")


def test_export_lang_keeps_the_facts_of_that_language(runner: CliRunner) -> None:
    """New-user trial 7: query had --lang, export had not."""
    code, out, err = export(runner, "--all", "--lang", "zh-CN", "--explain-left-out")
    assert code == 0, err
    facts = json.loads(out)["facts"]
    assert facts and {f["lang"] for f in facts} == {"zh"}
    code, out, _ = export(runner, "--all")
    everything = json.loads(out)["facts"]
    assert len(facts) == sum(f["lang"] == "zh" for f in everything) < len(everything)
    assert re.search(r"left out \S+: in the language 'en', not 'zh'", err)
    code, out, err = export(runner, "--all", "--lang", "Chinese", "-f", "jsonl")
    assert [json.loads(line)["id"] for line in out.splitlines()] == [f["id"] for f in facts]
    code, _, err = export(runner, "--statements", "--lang", "zh")
    assert code == 2 and "--lang chooses facts" in err


def test_export_source_keeps_the_facts_citing_it(runner: CliRunner) -> None:
    """New-user trial 23: a journalist listing what their own draft's claims came to had
    query --source, and export had none ('No such option: --source')."""
    code, out, err = export(runner, "--all", "--source", "h100-datasheet",
                            "--source", "grace-hopper-brief", "--explain-left-out")
    assert code == 0, err
    facts = json.loads(out)["facts"]
    cited = [f for f in facts if {c["source"] for c in f["sources"]} &
             {"h100-datasheet", "grace-hopper-brief"}]
    assert facts and cited == facts
    assert "ref-nvlink-c2c-bw" in {f["id"] for f in facts}
    _, out, _ = export(runner, "--all")
    assert len(facts) == sum(bool({c["source"] for c in f["sources"]} & {
        "h100-datasheet", "grace-hopper-brief"}) for f in json.loads(out)["facts"])
    assert re.search(r"left out \S+: cites none of the sources asked \(h100-datasheet, "
                     r"grace-hopper-brief\)", err)
    code, out, err = export(runner, "--source", "h100-datasheet")  # verified ones only
    assert code == 0 and {f["status"] for f in json.loads(out)["facts"]} == {"verified"}
    code, _, err = export(runner, "--source", "h100-datashet")
    assert code == 2 and "unknown source 'h100-datashet' for --source: nearest declared " \
        "sources: h100-datasheet" in err
    code, _, err = export(runner, "--statements", "--source", "h100-datasheet")
    assert code == 2 and "--source chooses facts" in err


def test_export_lang_finds_a_fact_by_a_wording_merged_into_it(runner: CliRunner,
                                                               tmp_path: Path) -> None:
    """New-user trial 8: after dedup --cross-lingual --apply, `query --lang zh` found the
    English fact by its merged Chinese wording and `export --lang zh` left it out; export now
    keeps it and names the wording in that language (`matched_wording`), as query does."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "facts:\n"
        "  - {id: en, claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.,"
        " status: verified}\n"
        "  - {id: zh, claim: 第四代NVLink每块GPU的双向带宽为900GB/s。, status: verified}\n"
        "  - {id: a100, claim: A100 的 NVLink 带宽为 600GB/s。, status: verified}\n"
        "  - {id: pcie, claim: PCIe 5.0 x16 gives 64 GB/s per direction., status: verified}\n",
        encoding="utf-8")
    result = runner.invoke(app, ["dedup", "--apply", "--cross-lingual", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    result = runner.invoke(app, ["export", "--all", "--lang", "zh", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    facts = json.loads(result.stdout)["facts"]
    assert [f["id"] for f in facts] == ["zh", "a100"]  # the fact, as its Chinese wording
    assert facts[0]["stored_as"] == "en" and "stored_as" not in facts[1]
    assert "left out pcie: in the language 'en', not 'zh'" in result.stderr
    result = runner.invoke(app, ["export", "--all", "--lang", "en", "--store", str(store)])
    assert [f["id"] for f in json.loads(result.stdout)["facts"]] == ["en", "pcie"]
    assert "stored_as" not in json.loads(result.stdout)["facts"][0]


def _merged_across_languages(runner: CliRunner, tmp_path: Path) -> Path:
    """Trial 27's store: a Chinese brief and an English datasheet state the GB200 NVL72
    rack's 130 TB/s, and dedup --apply keeps the English wording."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: brief-cn, title: Blackwell 技术简介, kind: whitepaper}\n"
        "  - {id: sheet-en, title: GB200 datasheet, kind: datasheet}\n"
        "facts:\n"
        "  - {id: rack-en, claim: GB200 NVL72 offers 130 TB/s of total NVLink bandwidth in one"
        " rack., status: verified, sources: [{source: sheet-en}]}\n"
        "  - {id: rack-zh, claim: GB200 NVL72 机架内 NVLink 总带宽达 130TB/s。,"
        " sources: [{source: brief-cn}]}\n", encoding="utf-8")
    result = runner.invoke(app, ["dedup", "--apply", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert "{id: rack-en, claim: GB200" in store.read_text(encoding="utf-8")  # English kept
    return store


def test_export_lang_shows_the_wording_in_that_language(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    """Trial 27: after dedup --apply kept the English wording, `export --lang zh -f md` printed
    exactly what `export -f md` printed, the English claim; a reader asking for Chinese now
    gets the Chinese wording (and its sources first) in md, csv and json alike."""
    store = _merged_across_languages(runner, tmp_path)

    def export_as(*args: str) -> str:
        result = runner.invoke(app, ["export", "--store", str(store), *args])
        assert result.exit_code == 0, result.stderr
        return result.stdout

    english, chinese = export_as("-f", "md"), export_as("--lang", "zh", "-f", "md")
    assert "| GB200 NVL72 offers 130 TB/s of total NVLink bandwidth in one rack. |" in english
    row = next(line for line in chinese.splitlines() if "130" in line)
    assert row.startswith("| GB200 NVL72 机架内 NVLink 总带宽达 130TB/s。 |")
    assert row.endswith("| brief-cn;sheet-en |")
    rows = list(csv.DictReader(io.StringIO(export_as("--lang", "zh", "-f", "csv"))))
    assert [(r["id"], r["claim"], r["lang"], r["sources"]) for r in rows] == [
        ("rack-zh", "GB200 NVL72 机架内 NVLink 总带宽达 130TB/s。", "zh", "brief-cn")]
    assert [m["id"] for m in json.loads(rows[0]["merged"])] == ["rack-en"]
    fact = json.loads(export_as("--lang", "zh"))["facts"][0]
    assert (fact["id"], fact["lang"], fact["stored_as"], fact["status"]) == (
        "rack-zh", "zh", "rack-en", "verified")
    assert fact["merged"][0]["claim"].startswith("GB200 NVL72 offers")
    assert fact["merged"][0]["status"] == "verified"
    assert [a["value"] for a in fact["asserts"]] == [130000.0]


def test_md_sources_name_every_wording_the_fact_stands_on(runner: CliRunner,
                                                           tmp_path: Path) -> None:
    """Trial 27: the md `sources` cell left out the merged wording's source (the HTML report
    listed it); it names the claim's own first, then the merged wordings'."""
    store = _merged_across_languages(runner, tmp_path)
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "md"])
    row = next(line for line in result.stdout.splitlines() if "130" in line)
    assert row.endswith("| sheet-en;brief-cn |")
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "md", "--all-columns"])
    assert "130TB/s。 (rack-zh, from brief-cn)" in result.stdout


def test_an_export_in_a_language_is_ingested_back(runner: CliRunner, tmp_path: Path) -> None:
    """A record shown as its Chinese wording is taken back as the fact kept under it, every
    wording and citation kept (`matched_wording` was an unknown column to ingest)."""
    store = _merged_across_languages(runner, tmp_path)
    out = tmp_path / "zh.jsonl"
    result = runner.invoke(app, ["export", "--store", str(store), "--lang", "zh", "-f", "jsonl",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    other = tmp_path / "other" / "facts.yaml"
    other.parent.mkdir()
    other.write_text("facts: []\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(out), "--source-id", "export",
                                 "--store", str(other)])
    assert result.exit_code == 0, result.stderr
    shown_fact = json.loads(runner.invoke(app, ["show", "rack-en", "-f", "json", "--store",
                                                str(other)]).stdout)["fact"]
    assert (shown_fact["id"], shown_fact["lang"]) == ("rack-zh", "zh")
    assert [m["id"] for m in shown_fact["merged"]] == ["rack-en"]


FACT_KEYS = ["id", "claim", "lang", "status", "confidence", "score", "tags", "sources"]


def test_an_exported_fact_says_what_its_claim_asserts_and_why_it_scores_so(
        runner: CliRunner) -> None:
    """A retriever needs no join with --statements nor a `show` per fact: each jsonl, json and
    yaml record carries its assertions as `show -f json` gives them (under `asserts`) and a
    line on what its score rests on, its statement and where that stands beside its rivals;
    the keys it had stay, first and in their order."""
    _, out, _ = export(runner, "--all", "-f", "jsonl")
    records = {r["id"]: r for r in map(json.loads, out.splitlines())}
    for fact_id in ("ref-nvlink4-bw-per-gpu", "nvlink-4-used-h100-achieve-unidirectional"):
        shown_fact = json.loads(runner.invoke(app, ["show", fact_id, "-f", "json", "--store",
                                                    str(STORE)]).stdout)["fact"]
        assert list(records[fact_id])[:8] == FACT_KEYS
        assert records[fact_id]["asserts"] == shown_fact["assertions"]
    assert records["ref-nvlink4-bw-per-gpu"]["score_reason"] == (
        "NVLink 4.0 bandwidth 900 GB/s bidirectional per-gpu; 3 fact(s), 2 independent "
        "source(s), support 4.14; consensus over 1 rival(s)")
    assert records["nvlink-4-used-h100-achieve-unidirectional"]["score_reason"].endswith(
        "; beaten by a rival: NVLink 4.0 900 GB/s bidirectional per-gpu (score 0.98)")
    assert records["ref-xid-codes"]["asserts"] == []
    assert records["ref-xid-codes"]["score_reason"].startswith("no figure read from its claim")
    for fmt in ("json", "yaml"):
        _, out, _ = export(runner, "--all", "-f", fmt)
        document = json.loads(out) if fmt == "json" else yaml.safe_load(out)
        assert [{k: f[k] for k in ("id", "asserts", "score_reason")} for f in document["facts"]] \
            == [{k: r[k] for k in ("id", "asserts", "score_reason")} for r in records.values()]


def test_a_score_reason_names_the_curators_decision(runner: CliRunner, store: Path) -> None:
    fact_id = "ref-nvlink1-links"
    assert runner.invoke(app, ["verify", fact_id, "--evidence", "P100 whitepaper table 1",
                               "--store", str(store)]).exit_code == 0
    out = runner.invoke(app, ["export", "-f", "jsonl", "--store", str(store)]).stdout
    reason = next(r for r in map(json.loads, out.splitlines()) if r["id"] == fact_id)[
        "score_reason"]
    assert re.fullmatch(r"curator verified on \d{4}-\d\d-\d\d / NVLink 1\.0 bandwidth 40 GB/s "
                        r"bidirectional per-link; .* / NVLink 1\.0 link-count 4 links; .*", reason)


def test_an_export_pasted_back_reads_its_claims_again(runner: CliRunner, tmp_path: Path) -> None:
    """`asserts` is what nvfacts read from the claim, not a curator's reading: ingesting the
    export into another store reads each claim again (a store's `assertions` would replace the
    reading with a curator's)."""
    for fmt in ("jsonl", "csv"):
        exported = tmp_path / f"facts.{fmt}"
        assert runner.invoke(app, ["export", "-f", fmt, "-o", str(exported), "--store",
                                   str(STORE)]).exit_code == 0
        target = tmp_path / f"from-{fmt}.yaml"
        target.write_text("facts: []\n", encoding="utf-8")
        result = runner.invoke(app, ["ingest", str(exported), "--store", str(target)])
        assert result.exit_code == 0, result.stderr
        assert "assertions" not in target.read_text(encoding="utf-8")
        fact = json.loads(runner.invoke(app, ["show", "ref-nvlink4-bw-per-gpu", "-f", "json",
                                              "--store", str(target)]).stdout)["fact"]
        assert {a["origin"] for a in fact["assertions"]} == {"extracted"}


def test_table_exports_keep_their_columns_and_add_asserts_and_score_reason_last(
        runner: CliRunner) -> None:
    _, out, _ = export(runner, "-f", "csv")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0] == ["id", "claim", "lang", "status", "confidence", "score", "tags", "sources",
                       "stored_status", "citations", "merged", "history", "source_links",
                       "cited_sources", "asserts", "score_reason", "unread_figures",
                       "assertions", "diverged"]
    by_id = {r[0]: dict(zip(rows[0], r, strict=True)) for r in rows[1:]}
    assert by_id["ref-nvlink4-bw-per-gpu"]["asserts"] == \
        "NVLink 4.0 bandwidth 900 GB/s bidirectional per-gpu"
    assert by_id["nvlink-4-offers-bidirectional-bandwidth-900-gb"]["asserts"] == \
        "NVLink 4.0 bandwidth up-to 900 GB/s bidirectional;InfiniBand HDR bandwidth about 50 GB/s"
    assert by_id["ref-nvlink4-bw-per-gpu"]["score_reason"].startswith(
        "NVLink 4.0 bandwidth 900 GB/s bidirectional per-gpu; 3 fact(s)")
    _, out, _ = export(runner, "-f", "md", "--all-columns")
    head, _, first = out.splitlines()[:3]
    assert head.endswith("| merged | asserts | score_reason | unread_figures |")
    assert "| NVLink 1.0 bandwidth 160 GB/s bidirectional per-gpu | NVLink 1.0 bandwidth" in first


def test_a_verified_fact_with_a_figure_not_read_is_exported_marked_in_every_format(
        runner: CliRunner) -> None:
    """The bundled store's page-verified claim "8 GPUs ... achieving a total bandwidth of 900
    GB/s, ... over PCIe 5.0's 64 GB/s": its 900 GB/s is read as nothing, so nothing checked it.
    The default export keeps the verified fact (SPEC: the verified subset) and says so: stderr
    names it, every format marks the figure, and a fact read whole carries no mark."""
    fact_id, figure = "h100-nvlink-architecture-8-gpus-within-single", "900 GB/s"
    code, out, err = export(runner, "-f", "jsonl")
    assert code == 0
    records = {r["id"]: r for r in map(json.loads, out.splitlines())}
    assert records[fact_id]["status"] == "verified"
    assert records[fact_id]["unread_figures"] == [figure]
    assert "unread_figures" not in records["ref-nvlink4-bw-per-gpu"]
    assert f"note: exported {fact_id} with {figure} not read: nothing checked it" in err
    assert err.count("note: exported") == 1
    for fmt in ("json", "yaml"):
        _, out, _ = export(runner, "-f", fmt)
        document = json.loads(out) if fmt == "json" else yaml.safe_load(out)
        marked = {f["id"]: f["unread_figures"] for f in document["facts"]
                  if "unread_figures" in f}
        assert marked == {fact_id: [figure]}
    _, out, _ = export(runner, "-f", "csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert {r["id"]: r["unread_figures"] for r in rows if r["unread_figures"]} == \
        {fact_id: figure}
    _, out, _ = export(runner, "-f", "md", "--all-columns")
    line = next(x for x in out.splitlines() if x.startswith(f"| {fact_id} |"))
    assert line.endswith(f"| {figure} |")
    _, out, _ = export(runner, "-f", "md")  # a reader's: under what the claim was read to state
    assert out.count(f"; not read: {figure} |") == 1
    _, out, _ = export(runner, "-f", "html")
    assert out.count(f"not read: {figure} (nothing checked it") == 1


def test_statements_keep_the_unit_their_claims_write(runner: CliRunner) -> None:
    """InfiniBand's pages write Gb/s: a statement's `stated` gives the figure as they write
    it ('400 Gb/s' of 50 GB/s each way) in every format, csv as its last column `figure`."""
    _, out, _ = export(runner, "--statements", "-f", "jsonl")
    ndr = next(s for s in map(json.loads, out.splitlines())
               if s["subject"] == "InfiniBand NDR" and s["attribute"] == "bandwidth")
    assert ndr["stated"] == {"value": 50.0, "direction": "unidirectional",
                             "written": "400 Gb/s"}
    _, out, _ = export(runner, "--statements", "-f", "csv")
    rows = list(csv.reader(io.StringIO(out)))
    assert rows[0][-2:] == ["source_links", "figure"]
    figures = {(r[0], r[-1]) for r in rows[1:] if r[1] == "bandwidth"}
    assert {("InfiniBand NDR", "400 Gb/s"), ("NVLink 4.0", "900 GB/s")} <= figures


@pytest.mark.parametrize("statements", [False, True])
def test_a_score_left_out_reads_below_the_floor(runner: CliRunner, statements: bool) -> None:
    """'score 0.90 is below 0.9' was printed of 0.898: the score has the decimals it takes to
    read below the floor asked."""
    what = ["--statements"] if statements else []
    _, out, _ = export(runner, "--all", *what, "-f", "jsonl")
    scores = sorted({r["score"] for r in map(json.loads, out.splitlines())})
    # a floor that a score rounding up to two decimals falls short of: 0.9984 below 0.999
    score = next(s for s in scores if float(f"{s:.2f}") > s)
    floor = round((score + float(f"{score:.2f}")) / 2, 5)
    _, _, err = export(runner, "--all", *what, "--min-confidence", str(floor))
    said = re.findall(r"score (\S+) is below (\S+)$", err, re.M)
    assert said and all(float(s) < float(f) == floor for s, f in said)
    assert any(abs(float(s) - score) < 0.001 for s, _ in said)  # was '0.03 is below 0.0284'


def test_markdown_is_a_readers_table_and_every_column_one_option_away(
        runner: CliRunner) -> None:
    """Trial 19: md had 12 columns of a tool's (score_reason prose, stored_status, merged...)
    to paste into a write-up. By default it has what a reader needs, the value read as a
    reader writes it and the score named as the fact's; --all-columns gives the tool's
    columns (md only: the other formats have every column already)."""
    _, out, _ = export(runner, "-f", "md")
    head, _, *rows = out.split("\n\n## Sources")[0].splitlines()
    assert head == "| claim | value | status | fact score | sources |"
    assert "| NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU (H100). | NVLink " \
        "4.0 bandwidth: 900 GB/s, bidirectional, per GPU | verified | 0.98 | h100-datasheet |" \
        in rows
    _, out, _ = export(runner, "-f", "md", "--all-columns")
    assert out.startswith("| id | claim | lang | status | reported confidence | fact score |")
    code, _, err = export(runner, "-f", "csv", "--all-columns")
    assert code == 2 and "--all-columns is for md" in err


def test_statements_in_md_with_every_column_hold_the_csvs_values(runner: CliRunner) -> None:
    """--all-columns gives a statement's csv columns with the csv's values: its direction blank
    and scope 'aggregate' where the reader's table says 'not stated' and 'in total' (the two
    were mixed: the csv's columns, the reader's words in two of them)."""
    _, out, _ = export(runner, "--statements", "-f", "md", "--all-columns")
    head, _, *rows = out.split("\n\n## Sources")[0].splitlines()
    columns = [c.strip() for c in head.strip("|").split("|")]
    md = [dict(zip(columns, (v.strip() for v in row.strip("|").split("|")), strict=True))
          for row in rows]
    _, out, _ = export(runner, "--statements", "-f", "csv")
    in_csv = list(csv.DictReader(io.StringIO(out)))
    assert len(md) == len(in_csv) > 1
    for cells, row in zip(md, in_csv, strict=True):
        assert [cells[k] for k in ("subject", "value", "direction", "scope", "lanes", "figure")] \
            == [row[k] for k in ("subject", "value", "direction", "scope", "lanes", "figure")]
    assert {"", "aggregate"} <= {r["direction"] for r in md} | {r["scope"] for r in md}
