"""`add` warns of the conflicts the new fact will have: the same pairs `conflicts` lists for it
once it is in the store, also when the rival names another subject the conflict rules relate to
it (a system and its GPUs' NVLink generation, a card and its GPU, a product and the generation it
carries)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app


def _json(runner: CliRunner, *args: str) -> Any:
    result = runner.invoke(app, [*args, "-f", "json"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


@pytest.mark.parametrize("claim", [
    "A DGX H100 has 900 GB/s of NVLink bandwidth in total across its eight GPUs.",
    "Each GPU in an HGX H100 board gets 450 GB/s of NVLink bandwidth.",
    "The H100 SXM reaches 1.2 TB/s over NVLink.",
    "NVLink 4.0 gives each GPU 600 GB/s.",
    "The B200 came out in 2019.",
], ids=["system-total", "board-per-gpu", "gpu", "generation", "product-year"])
def test_add_lists_the_conflicts_that_conflicts_lists_for_the_new_fact(
        runner: CliRunner, store: Path, claim: str) -> None:
    added = _json(runner, "add", claim, "--store", str(store))
    new = added["fact"]["id"]
    listed = _json(runner, "conflicts", "--store", str(store))["conflicts"]
    theirs = sorted(sorted(c["ids"]) for c in listed if new in c["ids"])
    assert theirs, "the claim contradicts the bundled store"
    assert sorted(sorted(c["ids"]) for c in added["conflicts"]) == theirs
