"""New-user trial 30, item 5: what the messages and docs said against what nvfacts did."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from conftest import ROOT
from nvfacts.cli import app
from nvfacts.model import ID_PATTERN

CLAIM = "第四代NVLink每块GPU的双向带宽为900GB/s。"


def test_an_id_in_chinese_is_refused_by_a_message_saying_ascii(runner: CliRunner,
                                                                empty_store: Path) -> None:
    """'--id 中文事实' was refused with 'use 1-64 letters, ...', which 中 is."""
    for option in (["--id", "中文事实"], ["--source", "知乎"]):
        done = runner.invoke(app, ["--store", str(empty_store), "add", CLAIM, *option])
        assert done.exit_code == 2
        assert "is not a valid id: use 1-64 ASCII letters (A-Z, a-z), digits" in done.stderr
    docs = (ROOT / "docs" / "store-format.md").read_text(encoding="utf-8")
    assert "ASCII letters" in docs and f"`{ID_PATTERN.pattern}`" in docs


def test_the_commands_the_readme_gives_table_or_json_take_them(runner: CliRunner) -> None:
    """The README said '--format table|json on every command that lists'; export -f table
    was exit 2. Each command it names now takes both, and export is named apart."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    said = readme[readme.index("(`--format table|json` on every"):]
    said = said[:said.index("never a table")]
    named = re.findall(r"`([a-z-]+)`", said[:said.index("`check")])
    assert "export" not in named and len(named) >= 6
    for command in named:
        shown = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"})
        assert shown.exit_code == 0 and "table|json" in shown.stdout, command


def test_a_github_annotation_does_not_start_with_note(runner: CliRunner, tmp_path: Path) -> None:
    """check --strict -f github printed '::error ...::note: 900 GiB/s ...'."""
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n  - id: a\n    claim: NVLink 4.0 gives 900 GiB/s per GPU.\n",
                     encoding="utf-8")
    done = runner.invoke(app, ["check", "--strict", "-f", "github", str(store)])
    assert done.exit_code == 1
    assert done.stdout.startswith("::error ") and "::900 GiB/s in the claim of 'a'" in done.stdout
    assert "::note:" not in done.stdout


def test_the_trust_note_of_a_fact_with_no_subject_says_so(runner: CliRunner,
                                                          store: Path) -> None:
    """add "NVLnk is great" said 'computed over the 1 fact(s) about the same subjects'."""
    done = runner.invoke(app, ["--store", str(store), "add", "NVLnk is great",
                               "--source", "nvlink-card"])
    assert done.exit_code == 0
    assert "fact score" in done.stderr and "about the same subjects" not in done.stderr
    assert "computed over this fact alone (nothing read from it names a subject)" in done.stderr


def test_an_empty_dedup_table_prints_nothing_but_its_count(runner: CliRunner,
                                                           empty_store: Path) -> None:
    """dedup -f table on an empty store drew an empty table on stdout, where query, conflicts
    and answer print nothing and a count on stderr."""
    for command in (["dedup"], ["query"], ["conflicts"]):
        done = runner.invoke(app, ["--store", str(empty_store), *command, "-f", "table"])
        assert done.exit_code == 0 and done.stdout == "", command
        assert re.match(r"0 ", done.stderr), command
