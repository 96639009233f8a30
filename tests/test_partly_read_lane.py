"""A lane's rate ("100 Gbit/s per lane") is no figure the reading keeps, by the corpora's
convention: ingest names no claim as read only in part for it (trial 31: "NVLink 4.0 provides 100
Gbit/s per lane and supports up to 18 NVLink connections per GPU, resulting in a total bandwidth
of 900 GB/s per GPU." was reported partly read, "rewrite the claim"), while a figure of
unclear use still is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.lexicon import lexicon
from nvfacts.reading.figures import figures_read

CLAIM = ("NVLink 4.0 provides 100 Gbit/s per lane and supports up to 18 NVLink connections per "
         "GPU, resulting in a total bandwidth of 900 GB/s per GPU.")


def test_a_lanes_rate_is_not_reported_as_unread(runner: CliRunner, tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    page = tmp_path / "wiki.md"
    page.write_text(f"Wiki\n\n{CLAIM}\n", encoding="utf-8")
    done = runner.invoke(app, ["--store", str(store), "ingest", str(page), "--prose",
                               "--source-id", "wiki", "-f", "json"])
    assert done.exit_code == 0, done.output
    report = json.loads(done.stdout)
    assert len(report["added"]) == 1 and report["partly_read"] == []


@pytest.mark.parametrize(("after", "unread"), [
    ("per lane", []), ("each lane", []), ("per pin", ["100 Gbit/s"]), ("", ["100 Gbit/s"])])
def test_only_a_lanes_rate_is_left_unnamed(after: str, unread: list[str]) -> None:
    """The same figure, its 12.5 GB/s not among what was read: named unless a lane's."""
    claim = CLAIM.replace("per lane", after).replace("  ", " ")
    assert figures_read(claim, [(18, "links"), (900, "GB/s")], lexicon())[0] == unread
