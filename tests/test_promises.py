"""docs/promises.md: every README promise names a test, and every test it names exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import ROOT
from nvfacts.cli import app
from nvfacts.kb import load

TABLE = ROOT / "docs" / "promises.md"
CITED = re.compile(r"`(tests/test_\w+\.py)::(\w+)`")


def _rows() -> list[str]:
    return [line for line in TABLE.read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and not line.startswith(("| promise", "| ---"))]


def test_every_promise_names_a_test() -> None:
    rows = _rows()
    assert len(rows) > 60
    assert [row for row in rows if not CITED.search(row)] == []
    assert [row for row in rows if "weak" in row.lower()] == []


def test_every_named_test_exists() -> None:
    missing = []
    for row in _rows():
        for path, name in CITED.findall(row):
            source = (ROOT / path).read_text(encoding="utf-8")
            if not re.search(rf"^def {name}\(", source, re.M):
                missing.append(f"{path}::{name}")
    assert missing == []


# The numbers of the promises: each test puts a case just inside and just outside the figure the
# README gives, so changing the figure changes what a user sees.

def _store(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _conflicting(tmp_path: Path, a: str, b: str) -> bool:
    """Whether 'NVLink 4.0 provides A GB/s per GPU' and the same with B are a conflict."""
    kb = load(_store(tmp_path, "facts:\n"
                     f"  - {{id: one, claim: NVLink 4.0 provides {a} GB/s per GPU.}}\n"
                     f"  - {{id: two, claim: NVLink 4.0 provides {b} GB/s per GPU.}}\n"))
    return [c.ids for c in kb.analysis.conflicts] == [("one", "two")]


@pytest.mark.parametrize(("a", "b", "conflict"), [
    ("900", "1000", False),  # 10.0% apart: within 10%
    ("900", "1010", True),  # 10.9%
    ("about 900", "1120", False),  # 19.6%: within 20% when either is approximate
    ("about 900", "1130", True),  # 20.4%
    ("900", "about 1120", False),
    ("900", "about 1130", True),
])
def test_values_conflict_past_10_percent_or_20_when_either_says_about(
        tmp_path: Path, a: str, b: str, conflict: bool) -> None:
    assert _conflicting(tmp_path, a, b) is conflict


@pytest.mark.parametrize(("status", "confidence", "logit"), [
    ("verified", 0.9526, 3.0),  # logistic(+3)
    ("refuted", 0.0025, -6.0),  # logistic(-6)
])
def test_a_curator_decision_weighs_plus_3_or_minus_6(runner: CliRunner, tmp_path: Path,
                                                      status: str, confidence: float,
                                                      logit: float) -> None:
    """A fact with nothing but the curator's decision: its confidence is the decision's alone."""
    store = _store(tmp_path, "facts:\n  - id: one\n    claim: NVLink 4.0 has 18 links per GPU.\n"
                   f"    history:\n      - {{date: 2026-01-02, status: {status}, "
                   "evidence: checked}\n")
    result = runner.invoke(app, ["explain", "one", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    shown = json.loads(result.stdout)
    assert shown["confidence"] == confidence
    assert [(t["term"], t["logit"]) for t in shown["terms"]] == [
        (f"curator {status} on 2026-01-02: checked", logit)]


@pytest.mark.parametrize(("reliability", "favoured"), [
    (0.64, "high"),  # log-odds 0.847 against 0.575: 0.27 apart, past the margin of 0.25
    (0.65, None),  # against 0.619: 0.23 apart, a tie
])
def test_a_fact_is_favoured_over_its_rival_by_a_margin_of_a_quarter(
        tmp_path: Path, reliability: float, favoured: str | None) -> None:
    """The rival statement of a fact is disputed, and the fact favoured, only when its support
    (log-odds) is at least 0.25 below; closer, they tie, and a tie being no consensus, both are
    disputed (neither is in the verified subset)."""
    kb = load(_store(tmp_path, "sources:\n"
                     "  - {id: a, kind: article, reliability: 0.7}\n"
                     f"  - {{id: b, kind: article, reliability: {reliability}}}\n"
                     "facts:\n"
                     "  - {id: high, claim: NVLink 4.0 provides 900 GB/s per GPU., "
                     "sources: [{source: a}]}\n"
                     "  - {id: low, claim: NVLink 4.0 provides 700 GB/s per GPU., "
                     "sources: [{source: b}]}\n"))
    assert [(c.ids, c.favoured) for c in kb.analysis.conflicts] == [(("high", "low"), favoured)]
    assert kb.status(kb.get("low")) == "disputed"
    assert kb.status(kb.get("high")) == ("unverified" if favoured else "disputed")


@pytest.mark.parametrize(("others", "padding", "listed"), [(13, 4, True), (12, 3, False)])
def test_a_fact_naming_nothing_of_the_query_needs_a_quarter_of_the_best_word_weight(
        runner: CliRunner, tmp_path: Path, others: int, padding: int, listed: bool) -> None:
    """'fiber' is in one fact and 'copper' in seven; the fact with only 'copper' weighs 0.252 of
    the best in a store of 21 facts with four words of padding (BM25 weighs a longer text less)
    and 0.248 in one of 20 with three, so it is listed in the first store and not the second."""
    claims = [("rare", "A fiber joins the two racks."),
              *((f"c{i}", f"Copper trays hold row {i}.") for i in range(6)),
              ("weak", "Copper " + "wide " * padding + "lanes."),
              *((f"o{i}", f"Optics fill shelf {i}.") for i in range(others))]
    store = _store(tmp_path, "facts:\n" + "".join(
        f"  - {{id: {i}, claim: {json.dumps(c)}, status: unverified}}\n" for i, c in claims))
    result = runner.invoke(app, ["query", "fiber copper", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    found = [f["id"] for f in json.loads(result.stdout)["facts"]]
    assert found[0] == "rare"
    assert ("weak" in found) is listed
