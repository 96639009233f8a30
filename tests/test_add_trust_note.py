"""`add` scores a fact over the facts about the same subjects (cheap on a large store), so a
cited source's trust is learned there from those alone; `explain` learns it from all of the
source's facts. When the source has facts elsewhere, `add` says so beside its score (new-user
trial 23: `add` printed 0.058 with trust 0.50, `explain` right after 0.095 with trust 0.82, and
nothing said why)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

OTHERS = ["NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.",
          "NVLink 3.0 provides 600 GB/s of bidirectional bandwidth per GPU.",
          "PCIe 5.0 x16 carries 64 GB/s per direction.",
          "InfiniBand NDR runs at 400 Gb/s per port."]


def _add(runner: CliRunner, store: Path, claim: str, source: str) -> dict[str, object]:
    done = runner.invoke(app, ["--store", str(store), "add", claim, "--source", source,
                               "--source-kind", "article", "--source-reliability", "0.5",
                               "-f", "json"])
    assert done.exit_code == 0, done.stderr
    return {"json": json.loads(done.stdout), "stderr": done.stderr}


def test_add_says_its_score_is_before_the_sources_trust_is_learned(
        runner: CliRunner, store: Path) -> None:
    """The draft's other facts agree with the store, so `explain` trusts it more than `add`
    did: add's note names the source and how many of its facts it did not learn from."""
    for claim in OTHERS:
        _add(runner, store, claim, "draft")
    added = _add(runner, store, "NVLink-C2C links the Grace CPU and the Hopper GPU at 450 GB/s "
                 "in total.", "draft")
    fact = added["json"]["fact"]  # type: ignore[index]
    explained = runner.invoke(app, ["--store", str(store), "explain", fact["id"], "-f", "json"])
    assert explained.exit_code == 0, explained.stderr
    assert round(json.loads(explained.stdout)["score"], 3) != round(fact["score"], 3)
    note = added["json"]["trust_note"]  # type: ignore[index]
    assert note and "draft (4 other fact(s))" in note and f"explain {fact['id']}" in note
    assert note in " ".join(str(added["stderr"]).split())  # on stderr, as the table shows it


def test_add_says_nothing_when_every_fact_of_its_source_was_read(
        runner: CliRunner, store: Path) -> None:
    """A source new to the store: its trust is its reliability in both, no note."""
    added = _add(runner, store, "NVLink-C2C links the Grace CPU and the Hopper GPU at 450 GB/s "
                 "in total.", "another-draft")
    assert added["json"]["trust_note"] is None  # type: ignore[index]
    assert "explain" not in str(added["stderr"])
