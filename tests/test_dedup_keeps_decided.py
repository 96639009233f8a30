"""A merge never makes a decided fact (verified or refuted, by a curator or a page's label) a
wording of an undecided one (trial 31: `dedup --apply` kept the curator's unverified restatement,
"kept: the best supported", and merged the page-verified fact into it: `query --status verified`
lost it and the default export left it out; the table showed no statuses and nothing chose the
kept fact)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app

CARD = ("NVLink card\nA card.\nAll Facts (2)\n"
        "NVLink 4 on the Hopper H100 delivers 900 GB/s per GPU across 18 links.\n90%Verified"
        "An HGX H100 8-GPU baseboard uses 4 NVSwitch chips.\n80%Verified\n")
CURATOR = ("Each H100 GPU gets 900 gigabytes per second of bandwidth from fourth-generation "
           "NVLink over 18 links.")


def _run(runner: CliRunner, store: Path, *args: str, code: int = 0) -> Any:
    done = runner.invoke(app, ["--store", str(store), *args], catch_exceptions=False)
    assert done.exit_code == code, done.output
    return json.loads(done.stdout) if "json" in args and code == 0 else done


def _store(runner: CliRunner, tmp_path: Path, card_first: bool = True) -> Path:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    card = tmp_path / "card.txt"
    card.write_text(CARD, encoding="utf-8")
    steps = [("ingest", str(card), "--source-id", "card"),
             ("add", CURATOR, "--new-source", "curator-notes", "--source-kind", "curator")]
    for step in steps if card_first else steps[::-1]:
        _run(runner, store, *step, "-f", "json")
    return store


def _verified(runner: CliRunner, store: Path) -> list[str]:
    return [f["id"] for f in _run(runner, store, "query", "--status", "verified", "-f",
                                  "json")["facts"]]


def test_apply_keeps_the_page_verified_fact(runner: CliRunner, tmp_path: Path) -> None:
    store = _store(runner, tmp_path)
    before = _verified(runner, store)
    assert len(before) == 2
    exported = _run(runner, store, "export", "-f", "yaml").stderr.strip().splitlines()[-1]
    assert exported == "exported 2 fact(s), left out 1"  # the undecided restatement
    found = _run(runner, store, "dedup", "-f", "json")["clusters"]
    assert len(found) == 1
    cluster = found[0]
    assert cluster["statuses"][cluster["keep"]] == "verified"
    assert sorted(cluster["statuses"].values()) == ["unverified", "verified"]
    applied = _run(runner, store, "dedup", "--apply", "-f", "json")
    assert applied["merged"] == [i for i in cluster["ids"] if i != cluster["keep"]]
    assert _verified(runner, store) == before
    assert _run(runner, store, "export", "-f", "yaml").stderr.strip().splitlines()[-1] == (
        "exported 2 fact(s), left out 0")  # the restatement is a wording of the verified fact


def test_the_table_shows_statuses_and_why_kept(runner: CliRunner, tmp_path: Path) -> None:
    store = _store(runner, tmp_path)
    cluster = _run(runner, store, "dedup", "-f", "json")["clusters"][0]
    table = _run(runner, store, "dedup", "-f", "table").stdout
    rows = {line.split()[1]: line.split()[2] for line in table.splitlines()
            if line.startswith("#")}
    assert rows == cluster["statuses"]
    assert "kept: verified, the others undecided" in " ".join(table.split())


def test_keep_chooses_but_never_loses_a_decision(runner: CliRunner, tmp_path: Path) -> None:
    store = _store(runner, tmp_path)
    cluster = _run(runner, store, "dedup", "-f", "json")["clusters"][0]
    other = next(i for i in cluster["ids"] if i != cluster["keep"])
    refused = _run(runner, store, "dedup", "--apply", "--keep", other, code=2)
    assert "verify or refute" in refused.stderr and cluster["keep"] in refused.stderr
    _run(runner, store, "verify", other, "--evidence", "the datasheet", "-f", "json")
    chosen = _run(runner, store, "dedup", "--keep", other, "-f", "json")["clusters"][0]
    assert chosen["keep"] == other and chosen["kept_because"] == "chosen (--keep)"
    assert _run(runner, store, "dedup", "--keep", other, "--apply", "-f", "json")["merged"] == [
        cluster["keep"]]
    assert _verified(runner, store)[0] == other


def test_ingest_keeps_a_labelled_claim_a_fact_of_its_own(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    """The card ingested after the curator's undecided restatement: its Verified claim is
    added as a fact (dedup then keeps it), not made a wording of the undecided one."""
    store = _store(runner, tmp_path, card_first=False)
    assert len(_verified(runner, store)) == 2
    cluster = _run(runner, store, "dedup", "-f", "json")["clusters"][0]
    assert cluster["statuses"][cluster["keep"]] == "verified"


def test_ingest_still_files_an_undecided_repeat_under_a_refuted_fact(runner: CliRunner,
                                                                     tmp_path: Path) -> None:
    """Only a decision is kept apart: a page's unlabelled repeat of what a curator refuted
    becomes a wording of the refuted fact, as before (the refutation covers it)."""
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    fact = _run(runner, store, "add", "NVLink 4.0 provides 450 GB/s per GPU.", "--source",
                "blog-x", "-f", "json")["fact"]["id"]
    _run(runner, store, "refute", fact, "--evidence", "the datasheet says 900", "-f", "json")
    page = tmp_path / "p.md"
    page.write_text("Blog\n\nNVLink 4.0 delivers 450 GB/s for each GPU.\n", encoding="utf-8")
    report = _run(runner, store, "ingest", str(page), "--prose", "--source-id", "blog-y", "-f",
                  "json")
    assert report["added"] == [] and report["merged"] == [fact]
