"""New-user trial 28: whether a page's 'Verified' label made a fact verified depended on the
order: the card ingested first, then the same claim added, gave 'verified 0.70' (exported);
the claim added first, then the card, 'unverified 0.80' (left out). A new fact takes the
status of its All Facts label (README, "Ingesting"); a label reaching a fact the store has
already does the same, so both orders give one result."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

CARD = """\
GPU Notes: InfiniBand and PCIe
A second knowledge card about interconnect rates, with its own confidence labels.
Core Facts
InfiniBand HDR is 200 Gb/s per port.
All Facts (3)
InfiniBand HDR is 200 Gb/s per port.
70%Verified
PCIe 4.0 x16 gives about 32 GB/s in each direction.
70%Refuted
NVLink 2.0 was introduced in 2017 with Volta.
65%unverified
"""
CLAIMS = ["InfiniBand HDR is 200 Gb/s per port.",
          "PCIe 4.0 x16 gives about 32 GB/s in each direction.",
          "NVLink 2.0 was introduced in 2017 with Volta."]


def _run(store: Path, *args: str) -> Any:
    result = CliRunner().invoke(app, ["--store", str(store), *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout) if result.stdout.strip() else None


def _store(tmp_path: Path, order: str, *extra: str) -> dict[str, tuple[str, float, Any]]:
    folder = tmp_path / order
    folder.mkdir()
    card = folder / "card.txt"
    card.write_text(CARD, encoding="utf-8")
    store = folder / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")

    def ingest() -> None:
        _run(store, "ingest", str(card), "--source-id", "notes-card")

    def add() -> None:
        for claim in CLAIMS:
            _run(store, "add", claim, "--source", "forum", "--source-kind", "forum", *extra)

    for step in (ingest, add) if order == "card first" else (add, ingest):
        step()
    facts = _run(store, "export", "--all")["facts"]
    return {f["claim"]: (f["status"], f["score"], f["confidence"]) for f in facts}


def test_a_page_label_gives_the_same_status_in_either_order(tmp_path: Path) -> None:
    card_first = _store(tmp_path, "card first")
    add_first = _store(tmp_path, "add first")
    assert card_first == add_first
    assert card_first[CLAIMS[0]][0] == "verified" and card_first[CLAIMS[0]][2] == 0.7
    assert card_first[CLAIMS[1]][0] == "refuted"
    assert card_first[CLAIMS[2]][0] == "unverified"  # an unverified label says no more


def test_a_status_set_before_is_kept(tmp_path: Path) -> None:
    """`add --status disputed` is a status set on purpose: a page's label does not replace
    it (nor would a curator's decision be replaced)."""
    found = _store(tmp_path, "add first", "--status", "disputed")
    assert found[CLAIMS[0]][0] == "disputed"


@pytest.mark.parametrize("times", [2])
def test_the_same_page_again_changes_nothing(tmp_path: Path, times: int) -> None:
    folder = tmp_path / "again"
    folder.mkdir()
    card = folder / "card.txt"
    card.write_text(CARD, encoding="utf-8")
    store = folder / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    _run(store, "add", CLAIMS[0], "--source", "forum")
    _run(store, "ingest", str(card), "--source-id", "notes-card")
    before = store.read_bytes()
    for _ in range(times):
        _run(store, "ingest", str(card), "--source-id", "notes-card")
    assert store.read_bytes() == before
