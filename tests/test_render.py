"""What the tables show on 80- and 200-column terminals: ids whole, rows that line up, the
merged wordings and both sides of a conflict in `show`."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import render
from nvfacts.cli import app

LONG = "nvlink-4-offers-the-same-900-gb-per-gpu-as-the-reference-fact"
"""A 62-character id (the limit is 64): longer than any claim word, so a narrow table folds it
unless ids are kept whole."""

DUPLICATES = f"""\
  - id: copy-of-reference
    claim: "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU (H100)."
    sources: [{{source: nvlink-card, locator: copied}}]
  - id: reworded-reference
    claim: "NVLink 4.0 offers 900 GB/s of bidirectional bandwidth per GPU (H100)."
  - id: {LONG}
    claim: "NVLink 4.0 offers 900 GB/s of bidirectional bandwidth per GPU (H100)."
"""


@pytest.fixture
def duplicated(store: Path) -> Path:
    """The bundled store and three wordings of ref-nvlink4-bw-per-gpu: one word for word, one
    reworded, and a word-for-word copy of the rewording under a long id."""
    store.write_text(store.read_text(encoding="utf-8") + DUPLICATES, encoding="utf-8")
    return store


@pytest.fixture(params=[80, 200], ids=["80-columns", "200-columns"])
def screen(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> io.StringIO:
    """What a terminal of that width shows: every table is drawn into one rich Console."""
    out = io.StringIO()
    console = Console(file=out, width=request.param, color_system=None, soft_wrap=False)
    monkeypatch.setattr(render, "_console", lambda stderr=False: console)
    return out


def _table(runner: CliRunner, screen: io.StringIO, *args: str) -> list[str]:
    """The lines a command's table puts on ``screen``, none wider than the screen."""
    screen.seek(0)
    screen.truncate()
    result = runner.invoke(app, [*args, "--format", "table"])
    assert result.exit_code in (0, 1), result.output
    lines = screen.getvalue().splitlines()
    assert lines and max(len(line) for line in lines) <= render._console().width
    return lines


def _whole(fact_id: str, lines: list[str]) -> bool:
    """``fact_id`` stands on one line, not run into other characters of an id."""
    pattern = re.compile(rf"(?<![\w.-]){re.escape(fact_id)}(?![\w.-])")
    return any(pattern.search(line) for line in lines)


def _json(runner: CliRunner, *args: str) -> dict[str, Any]:
    result = runner.invoke(app, [*args, "--format", "json"])
    assert result.exit_code in (0, 1), result.output
    return dict(json.loads(result.stdout))


def test_every_id_is_whole_on_one_line(runner: CliRunner, duplicated: Path,
                                       screen: io.StringIO) -> None:
    """query, conflicts and dedup: no id is broken at 80 or 200 columns; claims wrap."""
    ids = [f["id"] for f in _json(runner, "query", "--store", str(duplicated))["facts"]]
    conflicts = _json(runner, "conflicts", "--store", str(duplicated))["conflicts"]
    assert LONG in ids and conflicts
    for command, wanted in (("query", ids), ("conflicts", [i for c in conflicts for i in c["ids"]]),
                            ("dedup", ["ref-nvlink4-bw-per-gpu", LONG])):
        lines = _table(runner, screen, command, "--store", str(duplicated))
        broken = [i for i in wanted if not _whole(i, lines)]
        assert not broken, (command, broken)


def test_a_conflicts_two_ids_stand_on_lines_of_their_own(runner: CliRunner,
                                                        screen: io.StringIO) -> None:
    lines = _table(runner, screen, "conflicts", "--store", str(STORE))
    for conflict in _json(runner, "conflicts", "--store", str(STORE))["conflicts"]:
        first, second = conflict["ids"]
        assert not any(first in line and second in line for line in lines), conflict["ids"]
        assert _whole(first, lines) and _whole(second, lines)


def test_dedup_why_lines_up_with_the_fact_it_explains(runner: CliRunner, duplicated: Path,
                                                       screen: io.StringIO) -> None:
    """Each fact of a cluster is numbered; its "why" starts on its row (the same line in a
    table, the next line in blocks) and names the row it matched."""
    lines = _table(runner, screen, "dedup", "--store", str(duplicated))
    number, why = {}, {}
    for i, line in enumerate(lines):
        for fact_id in ("ref-nvlink4-bw-per-gpu", "copy-of-reference", "reworded-reference",
                        LONG):
            if _whole(fact_id, [line]):
                found = re.search(r"#(\d+)", line)
                assert found, line
                number[fact_id] = found.group(1)
                why[fact_id] = line + " " + lines[i + 1]
    assert "kept" in why["ref-nvlink4-bw-per-gpu"]
    first = number["ref-nvlink4-bw-per-gpu"]
    assert f"with #{first}: the same wording" in why["copy-of-reference"]
    assert f"with #{first}: same numbers" in why["reworded-reference"]
    assert f"with #{number['reworded-reference']}: the same wording" in why[LONG]


def test_headers_say_reported_and_computed(runner: CliRunner) -> None:
    """The stored confidence is "reported", the computed one the "fact score" (a statement's,
    in conflicts and answer, is the "statement score")."""
    result = runner.invoke(app, ["query", "NVLink 4.0", "--store", str(STORE), "--limit", "1",
                                 "-f", "table"], env={"COLUMNS": "200"})
    header = next(line for line in result.stdout.splitlines() if " id " in line)
    assert re.findall(r"\w+", header) == ["id", "claim", "status", "reported", "fact",
                                          "score", "sources"]
    result = runner.invoke(app, ["conflicts", "--store", str(STORE), "-f", "table"],
                           env={"COLUMNS": "200"})
    assert "┃ statement score ┃" in result.stdout
    assert "a fact's own score ('fact score' in query, show and export)" in " ".join(
        result.stdout.split())


@pytest.mark.parametrize("command", ["show", "explain"])
def test_the_explain_table_of_show_and_explain_is_titled_fact_score(runner: CliRunner,
                                                                    command: str) -> None:
    """show's and explain's table of terms is titled with the fact's score under the name query
    and export give it, "fact score", never a name of its own."""
    fact = json.loads(runner.invoke(app, ["query", "NVLink 4.0", "--store", str(STORE),
                                          "--limit", "1", "-f", "json"]).stdout)["facts"][0]
    result = runner.invoke(app, [command, fact["id"], "--store", str(STORE), "-f", "table"],
                           env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert f"{fact['id']}: fact score {fact['score']:.3f}" in result.stdout
    assert "computed score" not in result.stdout


def _flat(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize("width", [80, 600])
def test_show_lists_merged_wordings_and_both_sides_of_a_conflict(
        runner: CliRunner, duplicated: Path, monkeypatch: pytest.MonkeyPatch,
        width: int) -> None:
    """Blocks at 80 columns, one line a row at 600: either way the merged wordings (id, claim,
    source) and, for each conflict, the other fact's id and claim and the side favoured."""
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, soft_wrap=False)
    monkeypatch.setattr(render, "_console", lambda stderr=False: console)
    assert runner.invoke(app, ["dedup", "--apply", "--store", str(duplicated)]).exit_code == 0

    lines = _table(runner, out, "show", "ref-nvlink4-bw-per-gpu", "--store", str(duplicated))
    fact = _json(runner, "show", "ref-nvlink4-bw-per-gpu", "--store", str(duplicated))["fact"]
    assert [m["id"] for m in fact["merged"]] == ["copy-of-reference", "reworded-reference", LONG]
    for merged in fact["merged"]:
        assert _whole(merged["id"], lines)
        assert merged["claim"] in _flat(lines)
    assert "nvlink-card (copied)" in _flat(lines)

    disputed = "nvlink-4-used-h100-achieve-unidirectional"
    lines = _table(runner, out, "show", disputed, "--store", str(STORE))
    fact = _json(runner, "show", disputed, "--store", str(STORE))["fact"]
    assert {c["favoured"] for c in fact["conflicts"]} >= {"ref-nvlink4-bw-per-gpu"}
    for conflict in fact["conflicts"]:
        other = conflict["other"]
        assert other["id"] != disputed and other["id"] in conflict["ids"]
        line = next(line for line in lines if _whole(other["id"], [line]))
        side = "neither" if conflict["favoured"] is None else "this fact" \
            if conflict["favoured"] == disputed else "the other"
        assert side in line, line
        assert other["claim"] in _flat(lines)
    assert "favoured: -" not in _flat(lines)


def test_an_entrys_further_ids_line_up_under_its_first(runner: CliRunner,
                                                       screen: io.StringIO) -> None:
    """In blocks (80 columns) an entry starts at the margin with its score; a statement's
    further facts stand under its first id, never at the margin like a new entry."""
    lines = _table(runner, screen, "conflicts", "--store", str(STORE))
    groups = _json(runner, "conflicts", "--store", str(STORE))["groups"]
    ids = {i for g in groups for v in g["values"] for i in v["facts"]}
    several = [v["facts"] for g in groups for v in g["values"] if len(v["facts"]) > 1]
    assert several and all(_whole(i, lines) for i in ids)
    for line in lines:
        if line.strip() in ids:
            assert line.startswith(" "), line
    if not any("┃" in line for line in lines):  # blocks: the first id follows the score
        for facts in several:
            at = next(line for line in lines if line.endswith("  " + facts[0]))
            column = len(at) - len(facts[0])
            for other in facts[1:]:
                assert any(line == " " * column + other for line in lines), (other, lines)


@pytest.mark.parametrize("screen", [100], indirect=True)
def test_conflicts_of_a_store_without_any_draw_no_empty_table(runner: CliRunner, tmp_path: Path,
                                                             screen: io.StringIO) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("sources: [{id: s}]\nfacts:\n  - id: a\n    claim: NVLink 2.0 gives a V100 "
                     "six links.\n    sources: [{source: s}]\n", encoding="utf-8")
    result = runner.invoke(app, ["conflicts", "--store", str(store), "--format", "table"])
    assert result.exit_code == 0 and result.stdout == ""
    assert " ".join(screen.getvalue().split()) == \
        "0 conflict(s) between facts, in 0 group(s) of rival statements"


def test_the_sources_column_counts_each_source_once(runner: CliRunner, tmp_path: Path) -> None:
    """A page citing a fact twice (a card's Core Facts repeating an All Fact) is one source."""
    store = tmp_path / "facts.yaml"
    store.write_text("""\
sources:
  - id: card
  - id: sheet
facts:
  - id: twice
    claim: "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU."
    sources:
      - {source: card, locator: "All Facts #1"}
      - {source: card, locator: "Core Facts #1", independent: false}
      - {source: sheet}
""", encoding="utf-8")
    result = runner.invoke(app, ["query", "NVLink 4.0", "--store", str(store), "-f", "table"],
                           env={"COLUMNS": "200"})
    row = next(line for line in result.stdout.splitlines() if "twice" in line)
    assert row.replace("\u2502", " ").split()[-1] == "2", row
