"""`explain -f json` gave the computed fact score only under "confidence", the key the docs'
"Which number is which" table keeps for the confidence a store was told: a script reading
`confidence` from `show` and from `explain` got two different numbers. It now gives the score
under `score`, as `show` and `query` do, and keeps `confidence` (the contract's key) beside it."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def test_explain_gives_the_fact_score_under_score_as_show_does(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("sources:\n  - id: card\n    kind: datasheet\nfacts:\n  - id: told\n"
                     "    claim: NVLink 4.0 gives each H100 900 GB/s.\n    confidence: 0.4\n"
                     "    sources: [{source: card}]\n", encoding="utf-8")
    runner = CliRunner()
    explained = json.loads(runner.invoke(app, ["--store", str(store), "explain", "told",
                                               "-f", "json"]).stdout)
    shown = json.loads(runner.invoke(app, ["--store", str(store), "show", "told",
                                           "-f", "json"]).stdout)["fact"]
    assert shown["confidence"] == 0.4  # what the store was told
    assert explained["score"] == shown["score"] != 0.4
    assert explained["confidence"] == explained["score"]  # the older key, kept
