"""A claim naming a generation ("NVLink 4.0") pairs with a wording in the other language that
names its family bare ("NVLink") when the guard finds them equal: trial 31's "An H100 Hopper GPU
has 18 NVLink 4.0 links." matched "Each H100 GPU has 18 NVLink links." at 100, but complete
linkage put that one with two Chinese wordings ("H100 每个GPU有18条NVLink链路。") the first never
paired with (2 key items named alike, not 3), and after `dedup --apply` no `dedup` found it a
duplicate of the merged fact."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app

CLAIMS = [("An H100 Hopper GPU has 18 NVLink 4.0 links.", "forum"),
          ("Each H100 GPU has 18 NVLink links.", "curator-notes"),
          ("H100 的每个 GPU 拥有 18 条 NVLink 链路。", "curator-notes"),
          ("H100 每个GPU有18条NVLink链路。", "cnblogs")]


def _run(runner: CliRunner, store: Path, *args: str) -> Any:
    done = runner.invoke(app, ["--store", str(store), *args, "-f", "json"],
                         catch_exceptions=False)
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


def test_every_wording_joins_one_cluster_and_apply_leaves_none(runner: CliRunner,
                                                               tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, source in CLAIMS:  # add: each a fact of its own, as the trial's pages gave them
        _run(runner, store, "add", claim, "--new-source", source)
    ids = [f["id"] for f in _run(runner, store, "query")["facts"]]
    assert len(ids) == 4
    clusters = _run(runner, store, "dedup")["clusters"]
    assert [sorted(c["ids"]) for c in clusters] == [sorted(ids)]
    assert len(_run(runner, store, "dedup", "--apply")["merged"]) == 3
    assert _run(runner, store, "dedup") == {"clusters": [], "merged": []}
