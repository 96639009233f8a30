"""A scope asked ("HDR 每端口速率", --scope per-port) lists first the statements whose claims
state that scope; a figure stating none, grouped under the subject's usual scope only by
assumption, comes after them whatever its score. "HDR 400 Gbps, scope not stated" was #1 ahead
of "200 Gbps per port" (new-user trial 19)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conftest import ingest_pages
from nvfacts.cli import app

PAGES = {"blog-a": "InfiniBand HDR runs at 200 Gb/s per port.",
         "blog-b": "HDR offers 400 Gbps of bandwidth.",
         "blog-c": "HDR InfiniBand gives 400 Gbps."}


def _firsts(store: Path, *question: str) -> list[tuple[float, str | None]]:
    done = CliRunner().invoke(app, ["--store", str(store), "answer", *question, "-f", "json"])
    assert done.exit_code == 0, done.output
    return [(a["value"], a["scope"]) for a in json.loads(done.stdout)["answers"]]


def test_a_scope_asked_lists_the_statements_stating_it_first(
        empty_store: Path, tmp_path: Path) -> None:
    store = ingest_pages(empty_store, tmp_path, PAGES)
    # two sources' 400 Gbps, stating no scope, beats one source's 200 Gb/s per port
    assert _firsts(store, "HDR bandwidth")[0] == (50.0, None)
    for question in (["HDR 每端口速率"], ["HDR bandwidth", "--scope", "per-port"],
                     ["InfiniBand HDR per port"]):
        assert _firsts(store, *question)[0] == (25.0, "per-port"), question
