"""What `conflicts -f json` and `add -f json` print is what docs/cli.md describes (new-user
trial 30: `kind` "generation", 1,998 of 35,805 conflicts of a large store, and add's
`trust_note` were printed but missing from docs/cli.md's JSON contract)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from conftest import ROOT
from nvfacts.cli import app

CLI = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = CLI.index(f"### `{title}")
    return CLI[start:CLI.index("\n### ", start + 1)]


def test_every_conflict_kind_printed_is_documented(runner: CliRunner, empty_store: Path) -> None:
    for claim, source in [("The H100 uses NVLink 4.0.", "a-sheet"),
                          ("The H100 uses NVLink 3.0.", "b-blog"),
                          ("A100 PCIe cards have no NVLink support at all.", "c-forum"),
                          ("The A100 PCIe card connects over NVLink at 600 GB/s.", "d-blog"),
                          ("NVLink 4.0 provides 900 GB/s per GPU.", "a-sheet"),
                          ("NVLink 4.0 provides 600 GB/s per GPU.", "b-blog")]:
        done = runner.invoke(app, ["--store", str(empty_store), "add", claim,
                                   "--source", source])
        assert done.exit_code == 0, done.stderr
    out = runner.invoke(app, ["--store", str(empty_store), "conflicts", "-f", "json"])
    printed = {c["kind"] for c in json.loads(out.stdout)["conflicts"]}
    assert {"generation", "nvlink-support", "value"} <= printed  # the store makes these
    conflicts = _section("conflicts")
    sentence = conflicts[conflicts.index("`kind` is "):]
    sentence = sentence[:sentence.index("`chronology`") + len("`chronology`")]
    documented = set(re.findall(r"`([a-z-]+)` \(", sentence)) | {"chronology"}
    assert printed <= documented, printed - documented


def test_every_key_add_prints_is_documented(runner: CliRunner, empty_store: Path) -> None:
    done = runner.invoke(app, ["--store", str(empty_store), "add",
                               "NVLink 4.0 provides 900 GB/s per GPU.", "-f", "json"])
    assert done.exit_code == 0, done.stderr
    add = _section("add")
    skeleton = add[add.index("JSON: `{"):]
    skeleton = skeleton[:skeleton.index("}` (")]
    depth, top = 0, []  # the keys of the outer object only
    for m in re.finditer(r'[{}\[\]]|"([a-z_]+)":\s', skeleton):
        depth += {"{": 1, "[": 1, "}": -1, "]": -1}.get(m.group(), 0)
        if m.group(1) and depth == 1:
            top.append(m.group(1))
    documented = set(top)
    assert set(json.loads(done.stdout)) == documented
