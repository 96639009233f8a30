"""What a new user trips over on input and commands (issue 16 items 1, 2, 6, 9, 12; issue 18
item 8): scores `add` prints, located problems for every ingested value, filter values nvfacts
does not know, repeated claims, and completion."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import cli
from nvfacts.cli import app
from nvfacts.loader import load

LONG = "NVLink " + "x" * 4500  # 4507 characters


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _json(runner: CliRunner, *args: str) -> Any:
    code, out, err = run(runner, *args, "-f", "json")
    assert code == 0, err
    return json.loads(out)


# -- 1. add prints the score the store will have ---------------------------------------------

def test_add_prints_the_score_explain_gives_and_counts_its_confidence(
        runner: CliRunner, store: Path) -> None:
    added = _json(runner, "add", "NVSwitch chips are made in Taiwan.", "--source", "blog",
                  "--confidence", "0.8", "--store", str(store))["fact"]
    explained = _json(runner, "explain", added["id"], "--store", str(store))
    # an unknown-kind source (reliability 0.6) that reported 0.8: p = 0.6 * 0.8 + 0.2
    assert added["score"] == pytest.approx(0.68) == explained["confidence"]
    assert "reported 0.8" in explained["terms"][0]["term"]
    fact = next(f for f in load(store).store.facts if f.id == added["id"])
    assert fact.sources[0].confidence == 0.8


def test_add_of_a_conflicting_claim_shows_the_score_and_status_show_gives(
        runner: CliRunner, store: Path) -> None:
    added = _json(runner, "add", "NVLink 4.0 offers 1200 GB/s of bidirectional bandwidth per "
                  "GPU.", "--source", "blog", "--confidence", "0.9", "--store", str(store))
    shown = _json(runner, "show", added["fact"]["id"], "--store", str(store))["fact"]
    # add weighs the facts about the same subjects; sources' trust is learned from the whole
    # store, so the two may differ a little
    assert added["fact"]["score"] == pytest.approx(shown["score"], abs=0.02)
    assert shown["score"] < 0.1
    assert added["fact"]["status"] == shown["status"] == "disputed"
    assert sorted(c["ids"] for c in added["conflicts"]) == \
        sorted(c["ids"] for c in shown["conflicts"])


# -- 2. every ingested value is checked where it stands ---------------------------------------

def _card(claim: str) -> str:
    return f"A page\nWhat it is about.\nAll Facts (2)\nNVLink is fast.\n90%Verified{claim}\n70%\n"


@pytest.mark.parametrize(("name", "text", "line"), [
    ("card.txt", _card(LONG), 5),
    ("claims.jsonl", json.dumps({"claim": "ok"}) + "\n" + json.dumps({"claim": LONG}) + "\n", 2),
    ("claims.csv", f"claim,confidence\nok,0.5\n{LONG},0.7\n", 3),
], ids=["card", "jsonl", "csv"])
def test_claim_over_the_limit_is_a_located_problem(runner: CliRunner, store: Path,
                                                   tmp_path: Path, name: str, text: str,
                                                   line: int) -> None:
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    before = store.read_bytes()
    code, _, err = run(runner, "ingest", str(page), "--source-id", "page", "--store",
                       str(store))
    assert code == 2
    assert err == (f"nvfacts: {page}:{line}:1: claim is 4507 characters long; the limit is "
                   "4000: split it into several claims\n")
    assert store.read_bytes() == before


@pytest.mark.parametrize(("row", "words"), [
    ({"claim": "c", "source": "bad id!"}, "source: 'bad id!' is not a valid id"),
    ({"claim": "c", "source": ["a"]}, "source ['a'] is not a source id"),
    ({"claim": "c", "tags": [1, {"a": 2}]}, "tags [1, {'a': 2}] are not text"),
])
def test_other_row_values_are_located_problems(runner: CliRunner, store: Path,
                                               tmp_path: Path, row: dict[str, Any],
                                               words: str) -> None:
    page = tmp_path / "rows.jsonl"
    page.write_text(json.dumps({"claim": "fine"}) + "\n" + json.dumps(row) + "\n")
    before = store.read_bytes()
    code, _, err = run(runner, "ingest", str(page), "--source-id", "rows", "--store",
                       str(store))
    assert code == 2
    assert err.startswith(f"nvfacts: {page}:2:1: {words}")
    assert store.read_bytes() == before


def test_bad_source_id_option_is_a_usage_error(runner: CliRunner, store: Path,
                                              tmp_path: Path) -> None:
    page = tmp_path / "rows.jsonl"
    page.write_text(json.dumps({"claim": "fine"}) + "\n")
    code, _, err = run(runner, "ingest", str(page), "--source-id", "bad id!", "--store",
                       str(store))
    assert code == 2
    assert err.startswith("nvfacts: --source-id 'bad id!' is not a valid id")


def test_add_options_with_bytes_that_are_not_utf8_are_usage_errors(store: Path) -> None:
    before = store.read_bytes()
    for args in ([b"a claim \xff"], [b"a claim", b"--tag", b"t\xff"]):
        proc = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(store), "add",
                               *args], capture_output=True)
        assert proc.returncode == 2
        assert b"not UTF-8 text" in proc.stderr and b"internal error" not in proc.stderr
    assert store.read_bytes() == before


# -- 3. filter values the store does not know --------------------------------------------------

def test_unknown_attribute_and_source_are_usage_errors_naming_the_nearest(
        runner: CliRunner) -> None:
    code, out, err = run(runner, "query", "--store", str(STORE), "--attribute", "bw")
    assert (code, out) == (2, "")
    assert "unknown attribute 'bw'" in err and "bandwidth" in err
    code, out, err = run(runner, "query", "--store", str(STORE), "--source", "nvlink-crad")
    assert (code, out) == (2, "")
    assert "unknown source 'nvlink-crad'" in err and "nvlink-card" in err


def test_unknown_tag_and_language_are_notes(runner: CliRunner) -> None:
    code, out, err = run(runner, "query", "--store", str(STORE), "--tag", "refrence",
                         "--lang", "fr", "-f", "json")
    assert code == 0 and json.loads(out) == {"facts": []}
    assert "no fact has the tag 'refrence'" in err and "reference" in err
    assert "no fact is in the language 'fr'" in err and "en, zh" in err
    code, out, err = run(runner, "query", "--store", str(STORE), "--tag", "reference",
                         "--lang", "en", "--attribute", "bandwidth", "--source",
                         "nvlink-card", "-f", "json")
    assert code == 0 and err == ""


# -- 4. add of a claim the store holds word for word -------------------------------------------

HELD = ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s, while the bandwidth of a "
        "traditional PCIe bus is approximately 64 GB/s.")
HELD_ID = "nvlink-4-has-bidirectional-bandwidth-900-gb"


def test_add_of_a_held_claim_without_source_changes_nothing(runner: CliRunner,
                                                            store: Path) -> None:
    before = store.read_bytes()
    code, out, err = run(runner, "add", f"  {HELD} ", "--store", str(store), "-f", "json")
    assert code == 0
    assert f"already in the store as '{HELD_ID}'" in err
    data = json.loads(out)
    assert data["added"] is False and data["fact"]["id"] == HELD_ID
    assert store.read_bytes() == before


def test_add_of_a_held_claim_with_source_cites_it(runner: CliRunner, store: Path) -> None:
    count = len(load(store).store.facts)
    data = _json(runner, "add", HELD, "--source", "blog", "--confidence", "0.7", "--store",
                 str(store))
    facts = load(store).store.facts
    assert len(facts) == count
    held = next(f for f in facts if f.id == HELD_ID)
    assert held.sources[-1].source == "blog" and held.sources[-1].confidence == 0.7
    assert data["fact"]["id"] == HELD_ID and data["added"] is False
    assert data["fact"]["score"] == pytest.approx(_json(
        runner, "explain", HELD_ID, "--store", str(store))["confidence"], abs=0.02)
    before = store.read_bytes()
    run(runner, "add", HELD, "--source", "blog", "--store", str(store))
    assert store.read_bytes() == before  # cited from there already


# -- 5. smaller: empty files, copies in explain, tabs, completion ------------------------------

@pytest.mark.parametrize(("name", "text"), [
    ("empty.jsonl", ""), ("blank.jsonl", "\n  \n"), ("header.csv", "claim,tags\n"),
])
def test_a_file_without_claims_is_an_error(runner: CliRunner, store: Path, tmp_path: Path,
                                           name: str, text: str) -> None:
    page = tmp_path / name
    page.write_text(text)
    before = store.read_bytes()
    code, _, err = run(runner, "ingest", str(page), "--source-id", "none", "--store",
                       str(store))
    assert code == 2
    assert err == f"nvfacts: {page}:1:1: no claims in this file: nothing to ingest\n"
    assert store.read_bytes() == before


def test_explain_names_a_copy_by_its_own_id(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("sources:\n- id: nvlink-card\n  description: The same page.\n"
                    "- id: card2\n  description: The same page.\nfacts:\n- id: f\n"
                    "  claim: NVLink is fast.\n  sources:\n  - source: nvlink-card\n"
                    "  - source: card2\n")
    term = _json(runner, "explain", "f", "--store", str(path))["terms"][0]["term"]
    assert term.startswith("source nvlink-card (with copies card2)")


def test_a_tab_in_the_indentation_is_named(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n\tclaim: x\n")
    code, _, err = run(runner, "check", "--store", str(path))
    assert code == 1
    assert err.startswith(f"{path}:3:1: a tab character in the indentation")


def test_completion_offers_statuses_and_fact_ids(store: Path) -> None:
    assert cli._complete_statuses("") == ["verified", "unverified", "disputed", "refuted"]
    assert cli._complete_statuses("ver") == ["verified"]
    root = SimpleNamespace(params={"store": str(store)}, parent=None)
    ctx: Any = SimpleNamespace(params={"store": None}, parent=root)
    assert cli._complete_ids(ctx, "ref-nvlink4") == ["ref-nvlink4-bw-per-gpu",
                                                 "ref-nvlink4-introduced", "ref-nvlink4-links"]
    ctx = SimpleNamespace(params={"store": str(store.with_name("missing.yaml"))}, parent=None)
    assert cli._complete_ids(ctx, "") == []


@pytest.mark.parametrize("command", ["show", "explain", "verify", "refute", "unmerge"])
def test_the_shell_is_offered_ids_for_every_command_taking_one(runner: CliRunner,
                                                               command: str) -> None:
    env = {"_NVFACTS_COMPLETE": "complete_bash", "COMP_CWORD": "4",
           "COMP_WORDS": f"nvfacts --store {STORE} {command} ref-nvlink5-l"}
    result = runner.invoke(app, [], prog_name="nvfacts", env=env)
    assert result.stdout.split() == ["ref-nvlink5-links"]


# -- 6. text that is not Unicode ---------------------------------------------------------------

@pytest.mark.parametrize(("name", "data", "place"), [
    ("lone.jsonl", b'{"claim": "ok"}\n{"claim": "bad \\ud800 text"}\n', "2:16"),
    ("pair.jsonl", b'{"claim": "ok \\ud83d\\ude00"}\n{"claim": "x", "tags": ["\\udc00"]}\n',
     "2:26"),
    ("bytes.jsonl", b'{"claim": "ok"}\n{"claim": "bad \xff"}\n', "2:16"),
    ("bytes.csv", b"claim\nok\n\"bad \xff\"\n", "3:6"),
], ids=["lone-surrogate", "pair-and-lone", "bytes-jsonl", "bytes-csv"])
def test_text_that_is_not_unicode_is_located(runner: CliRunner, store: Path, tmp_path: Path,
                                             name: str, data: bytes, place: str) -> None:
    page = tmp_path / name
    page.write_bytes(data)
    before = store.read_bytes()
    code, _, err = run(runner, "ingest", str(page), "--source-id", "u", "--store", str(store))
    assert code == 2
    assert err.startswith(f"nvfacts: {page}:{place}: ")
    assert "internal error" not in err
    assert store.read_bytes() == before


def test_an_export_that_leaves_every_fact_out_says_how_to_get_them(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    """Trial 12: a store with nothing verified exported a header-only table and only 'left
    out ... status unverified' lines."""
    run(runner, "add", "NVLink 4.0 gives 900 GB/s per GPU.", "--source", "blog",
        "--store", str(empty_store))
    post = tmp_path / "post.md"
    code, _, err = run(runner, "export", "-f", "md", "-o", str(post), "--store", str(empty_store))
    assert code == 0
    assert err.splitlines()[-1].startswith("nothing to export: by default only verified, "
                                           "undisputed facts are; --all exports every fact, "
                                           "--status unverified")
    assert "'nvfacts verify ID'" in err.splitlines()[-1]
    code, _, err = run(runner, "export", "--status", "disputed", "--store", str(empty_store))
    assert err.splitlines()[-1] == ("nothing left to export by these options: loosen them "
                                    "(--all alone exports every fact)")
    code, _, err = run(runner, "export", "--all", "--store", str(empty_store))
    assert "nothing" not in err
