"""Hostile strings (tests/hostile.py) through add, every export format, the terminal and the store.

Each format is read back by a reader for that format: json, csv, PyYAML, markdown-it-py (with
GFM tables) and html.parser; the terminal output and messages must hold no control or bidi
character; the YAML store must show them as escapes and read back the same text.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hostile import HOSTILE, inert, page
from markdown_it import MarkdownIt
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.export import render
from nvfacts.kb import load
from nvfacts.textsafe import HIDDEN, shown

NAMES = list(HOSTILE)
FORMATS = ["json", "jsonl", "csv", "yaml", "md", "html"]
FORMULA = ("=", "+", "-", "@", "\t", "\r")


def fact_id(name: str) -> str:
    return f"h-{name}"


def hidden_chars(text: str) -> set[str]:
    """The control and bidi characters in ``text``, line feeds apart (they end lines)."""
    return set(HIDDEN.findall(text)) - {"\n"}


def run(*args: str) -> Any:
    return CliRunner().invoke(app, list(args))


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """A store holding every hostile string as a verified claim and a tag, added by ``add``,
    and the store exported in every format."""
    folder = tmp_path_factory.mktemp("hostile")
    path = folder / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    with pytest.MonkeyPatch.context() as env:
        env.delenv("NVFACTS_STORE", raising=False)
        env.setenv("NVFACTS_CACHE_DIR", str(folder / "cache"))
        for name, text in HOSTILE.items():
            result = run("add", "--id", fact_id(name), "--status", "verified", "--evidence",
                         "hostile strings", f"--tag={text}",
                         "--store", str(path), "-f", "json", "--", text)
            assert result.exit_code == 0, (name, result.stderr)
        outputs = {}
        for fmt in FORMATS:
            result = run("export", "--all", "-f", fmt, "--store", str(path))
            assert result.exit_code == 0, (fmt, result.stderr)
            outputs[fmt] = result.stdout_bytes.decode("utf-8")  # .stdout folds CRLF
        result = run("export", "--all", "-f", "md", "--all-columns", "--store", str(path))
        assert result.exit_code == 0, result.stderr
        outputs["md-all"] = result.stdout
    return {"path": path, **outputs}


@pytest.mark.parametrize("name", NAMES)
def test_json_and_jsonl_are_exact(hostile: dict[str, Any], name: str) -> None:
    facts = {f["id"]: f for f in json.loads(hostile["json"])["facts"]}
    lines = {f["id"]: f for f in map(json.loads, hostile["jsonl"].splitlines())}
    for record in (facts[fact_id(name)], lines[fact_id(name)]):
        assert record["claim"] == HOSTILE[name]
        assert record["tags"] == [HOSTILE[name]]


def test_csv_keeps_every_row_a_row(hostile: dict[str, Any]) -> None:
    rows = list(csv.reader(io.StringIO(hostile["csv"], newline="")))
    assert len(rows) == len(HOSTILE) + 1
    assert all(len(row) == 19 for row in rows)  # columns, lists as JSON, source_links,
    # cited_sources, asserts, score_reason, unread_figures, assertions and diverged
    assert not [cell for row in rows for cell in row if cell.startswith(FORMULA)]


@pytest.mark.parametrize("name", NAMES)
def test_csv_cell_is_the_text_and_never_a_formula(hostile: dict[str, Any], name: str) -> None:
    rows = {row[0]: row for row in csv.reader(io.StringIO(hostile["csv"], newline=""))}
    text = HOSTILE[name]
    expected = "'" + text if text.startswith(FORMULA) else text
    assert rows[fact_id(name)][1] == expected  # claim
    tag = re.sub(r"([\\;,])", r"\\\1", text)  # one tag: its separators escaped
    assert rows[fact_id(name)][6] == ("'" + tag if tag.startswith(FORMULA) else tag)


def test_csv_quotes_a_lone_carriage_return() -> None:
    """Issue 18, 3: unquoted, a CR inside a claim starts a row whose first cell is a formula."""
    record = {"id": "x", "claim": "NVLink note\r=cmd|' /C calc'!A0", "lang": "en",
              "status": "verified", "confidence": None, "score": 0.5, "tags": [], "sources": []}
    rows = list(csv.reader(io.StringIO(render([record], "csv"), newline="")))
    assert rows[1][:2] == ["x", "NVLink note\r=cmd|' /C calc'!A0"]
    assert len(rows) == 2


@pytest.mark.parametrize("name", NAMES)
def test_yaml_export_reads_back_and_shows_hidden_characters(hostile: dict[str, Any],
                                                            name: str) -> None:
    facts = {f["id"]: f for f in yaml.safe_load(hostile["yaml"])["facts"]}
    assert facts[fact_id(name)]["claim"] == HOSTILE[name]
    assert facts[fact_id(name)]["tags"] == [HOSTILE[name]]


def test_yaml_export_has_no_raw_hidden_character(hostile: dict[str, Any]) -> None:
    assert hidden_chars(hostile["yaml"]) == set()


def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


@pytest.mark.parametrize("md", ["md", "md-all"])
def test_markdown_keeps_every_row_a_row_and_makes_no_html(hostile: dict[str, Any],
                                                           md: str) -> None:
    tokens = _markdown().parse(hostile[md])
    assert [t.type for t in tokens].count("tr_open") == len(HOSTILE) + 1
    assert all(t.type in ("table_open", "table_close") or t.level > 0 for t in tokens)
    kinds = {c.type for t in tokens for c in t.children or []}
    assert kinds <= {"text"}, kinds  # no html_inline, link, image, code or emphasis
    inert(page(_markdown().render(hostile[md])), {"table", "thead", "tbody", "tr", "th", "td"})
    assert hidden_chars(hostile[md]) == set()


@pytest.mark.parametrize("name", NAMES)
def test_markdown_cell_reads_back_as_the_text_shown(hostile: dict[str, Any], name: str) -> None:
    cells = ["".join(c.content for c in t.children or [])
             for t in _markdown().parse(hostile["md-all"]) if t.type == "inline"]
    at = cells.index(fact_id(name))
    assert cells[at + 1] == shown(HOSTILE[name])  # claim
    assert cells[at + 6] == shown(HOSTILE[name])  # tags


def test_html_report_is_inert(hostile: dict[str, Any]) -> None:
    report = page(hostile["html"])
    inert(report)
    assert [tag for tag, _ in report.tags].count("h1") == 1  # the report's own title


@pytest.mark.parametrize("name", NAMES)
def test_html_cell_is_the_text(hostile: dict[str, Any], name: str) -> None:
    cells = page(hostile["html"]).cells
    rows = [i for i, cell in enumerate(cells) if cell == fact_id(name)]
    assert HOSTILE[name] in [cells[i + 1] for i in rows]  # the facts table: id, then claim


@pytest.mark.parametrize("command", ["query", "conflicts", "dedup"])
def test_terminal_tables_show_no_hidden_character(hostile: dict[str, Any], command: str) -> None:
    result = run(command, "--store", str(hostile["path"]), "--format", "table")
    assert result.exit_code == 0, result.stderr
    assert hidden_chars(result.stdout) == set()
    assert hidden_chars(result.stderr) == set()


@pytest.mark.parametrize("name", NAMES)
def test_show_on_a_terminal_escapes_hidden_characters(hostile: dict[str, Any],
                                                      name: str) -> None:
    result = run("show", fact_id(name), "--store", str(hostile["path"]), "--format", "table")
    assert result.exit_code == 0, result.stderr
    assert hidden_chars(result.stdout) == set()
    if HIDDEN.search(HOSTILE[name]) and len(HOSTILE[name]) < 60:
        assert shown(HOSTILE[name]) in result.stdout


@pytest.mark.parametrize("name", NAMES)
def test_messages_quoting_user_text_escape_it(hostile: dict[str, Any], name: str) -> None:
    result = run("show", "--store", str(hostile["path"]), "--", HOSTILE[name])
    assert result.exit_code == 2
    assert hidden_chars(result.stderr) == set()
    assert shown(HOSTILE[name]) in result.stderr


@pytest.mark.parametrize("name", NAMES)
def test_store_reads_back_and_shows_hidden_characters(hostile: dict[str, Any],
                                                      name: str) -> None:
    path: Path = hostile["path"]
    assert hidden_chars(path.read_text(encoding="utf-8")) == set()
    fact = load(path).get(fact_id(name))
    assert fact.claim == HOSTILE[name] and fact.tags == [HOSTILE[name]]


@pytest.mark.parametrize("layout", ["facts: []\n", "facts: [{id: first, claim: x}]\n"])
def test_changed_facts_show_hidden_characters_in_the_store(tmp_path: Path, layout: str) -> None:
    """A new fact, then a decision (the fact re-emitted), in block and flow style stores."""
    path = tmp_path / "facts.yaml"
    path.write_text(layout, encoding="utf-8")
    texts = list(HOSTILE.values())
    for i, text in enumerate(texts[:12]):
        result = run("add", "--id", f"f{i}", "--store", str(path), "-f", "json", "--", text)
        assert result.exit_code == 0, result.stderr
    evidence = "".join(texts[:12]).replace("\r", "")[:3000]
    result = run("verify", "f1", f"--evidence={evidence}", "--store", str(path), "-f", "json")
    assert result.exit_code == 0, result.stderr
    text = path.read_text(encoding="utf-8")
    assert hidden_chars(text) == set()
    assert "\\u202e" in text  # rtl-override, as a review shows it
    kb = load(path)
    assert [kb.get(f"f{i}").claim for i in range(12)] == texts[:12]
    assert kb.get("f1").history[-1].evidence == evidence


def test_html_report_stays_inert_in_a_real_browser(hostile: dict[str, Any],
                                                   tmp_path: Path) -> None:
    """Chromium's own DOM of the report: no element a hostile claim made, every claim text."""
    from scripts.screenshot_report import live_dom

    report = tmp_path / "report.html"
    report.write_text(hostile["html"], encoding="utf-8")
    dom = page(live_dom(report))
    inert(dom)
    assert [tag for tag, _ in dom.tags].count("h1") == 1
