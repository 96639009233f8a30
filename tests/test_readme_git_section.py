"""What README's git section says of the pre-commit hook holds (new-user trial 24: the bundled
store failed README's own hook unannounced, a merge skipped it, and the --baseline line was
hard to read)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from typer.testing import CliRunner

from conftest import ROOT
from nvfacts.cli import app

SECTION = (ROOT / "README.md").read_text(encoding="utf-8").split(
    "## Editors, hooks and CI")[1].split("\n## ")[0]


def test_the_bundled_store_fails_the_hook_as_the_readme_says(runner: CliRunner,
                                                             tmp_path: Path) -> None:
    assert "The bundled store fails this hook as shipped" in SECTION
    assert "--hook-type pre-merge-commit" in SECTION  # git merge runs no pre-commit hook
    store = tmp_path / "facts.yaml"
    shutil.copy(ROOT / "data" / "facts.yaml", store)
    done = runner.invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled"])
    assert done.exit_code == 1, "the bundled store passes the hook: README says it fails"


def test_the_baseline_line_says_what_each_gate_counts(runner: CliRunner, tmp_path: Path
                                                      ) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0

    def add(*claims: str) -> None:
        for claim in claims:
            assert runner.invoke(app, ["--store", str(store), "add", claim]).exit_code == 0

    add("An A100 has 12 NVLink 3.0 links", "The A100 has 6 NVLink 3.0 links")
    base = tmp_path / "base.json"
    base.write_text(runner.invoke(app, ["--store", str(store), "conflicts", "-f", "json"]
                                  ).stdout, encoding="utf-8")
    add("NVLink 4.0 was introduced in 2022", "NVLink 4.0 was introduced in 2020")
    done = runner.invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled",
                               "--baseline", str(base), "-f", "table"])
    assert done.exit_code == 1
    line = next(x for x in done.stderr.splitlines() if x.startswith("--baseline "))
    assert re.fullmatch(
        rf"--baseline {re.escape(str(base))}: 1 of the 2 conflict\(s\) are new \(the base "
        r"branch does not have them; --fail counts these\); 1 unsettled here and not on the "
        r"base branch \(--fail-unsettled fails on these\); 1 unsettled on the base branch "
        r"already, not counted", line), line
