"""nvfacts wired into a team's git workflow, as a new-user trial did it (trial 19): a pre-commit
hook, a CI gate on pull requests, a nightly ingest and export. Each test is something that
engineer met."""

from __future__ import annotations

import fcntl
import json
import os
import threading
from pathlib import Path

import pytest
import typer.main
from typer.testing import CliRunner

from nvfacts.cli import app


def test_every_argument_and_option_says_what_it_is_for(runner: CliRunner) -> None:
    """`ingest --help` listed `--reliability` with no text and its usage line as `{files}...`:
    every argument and option has help, and each usage line names its arguments as the docs
    do, in capitals (`{FILE}...`, `{CLAIM}`, `[STORE]...`)."""
    group = typer.main.get_command(app)
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        for param in command.params:
            assert getattr(param, "help", None), (name, param.name)
        usage = runner.invoke(app, [name, "--help"]).stdout.splitlines()[0]
        arguments = usage.split("[OPTIONS]")[1]
        assert arguments == arguments.upper(), usage
    assert "[OPTIONS] {FILE}..." in runner.invoke(app, ["ingest", "--help"]).stdout


def test_source_kind_help_says_a_declared_source_takes_its_own_kind(runner: CliRunner) -> None:
    """The help said '--source-kind ... not for a declared one', yet the same kind is taken
    for a declared source and only another refused (as the README says)."""
    text = " ".join(runner.invoke(app, ["add", "--help"]).stdout.split())
    assert "not for a declared one" not in text
    assert "for a declared source, only the kind it is declared with (another is refused)" \
        in text


def test_a_write_waits_as_long_as_told_for_another_writer(runner: CliRunner,
                                                          empty_store: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """An `add` during a long nightly `ingest` gave up after 10 s with exit 2, as bad input
    does. `--lock-timeout` (or NVFACTS_LOCK_TIMEOUT) waits as long as told; giving up is still
    exit 2, with the words a wrapper retries on; a wait that is no number is refused."""
    claim = "An A100 has 12 NVLink 3.0 links"
    held = os.open(empty_store, os.O_RDONLY)
    fcntl.flock(held, fcntl.LOCK_EX)  # another writer
    try:
        for how in (["--lock-timeout", "0"], []):
            if not how:
                monkeypatch.setenv("NVFACTS_LOCK_TIMEOUT", "0")
            done = runner.invoke(app, ["--store", str(empty_store), "add", claim, *how])
            assert done.exit_code == 2, done.output
            assert "another nvfacts process has held the store's lock for 0 s" in done.stderr
            assert "--lock-timeout SECONDS, or NVFACTS_LOCK_TIMEOUT" in done.stderr
        monkeypatch.setenv("NVFACTS_LOCK_TIMEOUT", "soon")
        done = runner.invoke(app, ["--store", str(empty_store), "add", claim])
        assert done.exit_code == 2
        assert done.stderr == ("nvfacts: NVFACTS_LOCK_TIMEOUT='soon' is not a number of seconds "
                               "(0 or more): set it to how long a write waits for another "
                               "nvfacts process, or unset it for 10 s\n")
        assert empty_store.read_text(encoding="utf-8") == "facts: []\n"
        monkeypatch.delenv("NVFACTS_LOCK_TIMEOUT")
        done = runner.invoke(app, ["--store", str(empty_store), "add", claim,
                                   "--lock-timeout", "inf"])
        assert done.exit_code == 2  # named as the option given, not as the variable
        assert "'--lock-timeout': inf is not a number of seconds" in done.stderr
        assert "NVFACTS_LOCK_TIMEOUT" not in done.stderr
        threading.Timer(0.5, os.close, [held]).start()  # the other writer ends
        done = runner.invoke(app, ["--store", str(empty_store), "add", claim,
                                   "--lock-timeout", "60", "-f", "json"])
    except BaseException:
        os.close(held)
        raise
    assert done.exit_code == 0, done.output
    assert claim in empty_store.read_text(encoding="utf-8")


def _add(runner: CliRunner, store: Path, *claims: str) -> None:
    for claim in claims:
        done = runner.invoke(app, ["--store", str(store), "add", claim, "-f", "json"])
        assert done.exit_code == 0, done.output


def test_a_pull_request_gate_fails_only_on_the_conflicts_it_brings(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    """`conflicts --fail-unsettled` failed a pull request on a conflict the base branch had
    already. With `--baseline` (the base branch's `conflicts -f json`) it passes on those and
    fails on a new one, which the JSON marks new."""
    _add(runner, empty_store, "An A100 has 12 NVLink 3.0 links",
         "The A100 has 6 NVLink 3.0 links")  # a conflict on the base branch
    base = tmp_path / "base.json"
    base.write_text(runner.invoke(app, ["--store", str(empty_store), "conflicts", "-f",
                                        "json"]).stdout, encoding="utf-8")
    gate = ["--store", str(empty_store), "conflicts", "--fail-unsettled", "-f", "json"]
    assert runner.invoke(app, gate).exit_code == 1  # without a baseline: the old one fails
    done = runner.invoke(app, [*gate, "--baseline", str(base)])
    assert done.exit_code == 0, done.output
    assert [c["new"] for c in json.loads(done.stdout)["conflicts"]] == [False]
    _add(runner, empty_store, "NVLink 4.0 was introduced in 2022",
         "NVLink 4.0 was introduced in 2020")  # the pull request's own conflict
    done = runner.invoke(app, [*gate, "--baseline", str(base)])
    assert done.exit_code == 1
    new = [c["ids"] for c in json.loads(done.stdout)["conflicts"] if c["new"]]
    assert len(new) == 1 and all(i.startswith("nvlink-4") for i in new[0]), new
    assert "refute" in done.stderr and "nvlink-4" in done.stderr  # how to settle the new one


def test_a_baseline_that_cannot_be_read_is_one_line_and_exit_2(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    """A missing baseline (the base branch's step failed) or one that is not `conflicts -f
    json` output must not pass the gate, nor end in a traceback."""
    for written in (None, "", "{}", '{"conflicts": [{"ids": "a b"}]}'):
        base = tmp_path / "base.json"
        base.unlink(missing_ok=True)
        if written is not None:
            base.write_text(written, encoding="utf-8")
        done = runner.invoke(app, ["--store", str(empty_store), "conflicts", "--fail-unsettled",
                                   "--baseline", str(base)])
        assert done.exit_code == 2, written
        assert done.stderr.count("\n") == 1 and done.stderr.startswith(
            f"nvfacts: --baseline {base}: "), done.stderr


def test_a_hook_can_fail_on_a_unit_typo_that_is_only_a_notice(runner: CliRunner,
                                                              empty_store: Path) -> None:
    """'900 GiB/s' is read as nothing, so no conflict catches it, and `check` names it as a
    notice with exit 0: pre-commit hides a passing hook's output, so it went in. `check
    --strict` fails on it (exit 1), says why on its last line, writes it as an error for
    GitHub, and its JSON says it did not pass while the store is valid."""
    _add(runner, empty_store, "H100 NVLink: 900 GiB/s per GPU")
    check = ["check", str(empty_store)]
    assert runner.invoke(app, check).exit_code == 0
    done = runner.invoke(app, [*check, "--strict"])
    assert done.exit_code == 1
    assert "900 GiB/s in the claim of" in done.stderr
    assert done.stderr.splitlines()[-1].startswith("--strict: 1 notice(s) count as findings")
    github = runner.invoke(app, [*check, "--strict", "-f", "github"]).stdout
    assert github.startswith("::error ") and "GiB/s" in github
    data = json.loads(runner.invoke(app, [*check, "--strict", "-f", "json"]).stdout)
    assert (data["ok"], data["passed"]) == (True, False)


def test_a_figure_in_bits_against_the_same_number_in_bytes_says_the_unit_differs(
        runner: CliRunner, empty_store: Path) -> None:
    """'900 Gb/s ... is not 18 links x 50 GB/s ... = 900 GB/s' read as two equal figures
    called different: the warning says the number agrees and the unit is what differs."""
    _add(runner, empty_store, "An H100 has 18 NVLink 4.0 links at 50 GB/s per link "
         "(bidirectional).", "H100 NVLink bandwidth is 900 GB/s bidirectional per GPU")
    done = runner.invoke(app, ["--store", str(empty_store), "add", "H100 NVLink bandwidth is "
                               "900 Gb/s bidirectional per GPU", "-f", "json"])
    warnings = [line for line in done.stderr.splitlines() if "conflicts with" in line]
    assert warnings, done.stderr
    for line in warnings:
        assert line.endswith("900 GB/s bidirectional; the numbers agree, the unit differs: 900 "
                             "Gb/s is in bits, 900 GB/s in bytes, 8 times as much (a unit "
                             "typo?)"), line


UNDER = {  # a line indented less than its fields, as a hand edit leaves it
    "facts:\n  - id: a\n    claim: NVLink 4.0 gives 900 GB/s\n  - id: b\n   claim: x\n":
        "5:4: YAML syntax error: did not find expected '-' indicator (while parsing a block "
        "collection that starts at line 4, column 3); 'claim' is indented less than the key "
        "above ('id' at line 4, column 5) and lines up with no key above it: indent it to "
        "column 5, under 'id', to make it a field beside it",
    "facts:\n  - id: a\n    claim: NVLink 4.0 gives 900 GB/s\n  status: verified\n":
        "4:3: YAML syntax error: did not find expected '-' indicator (while parsing a block "
        "collection that starts at line 2, column 3); 'status' stands at column 3, where the "
        "'- ' of the item at line 2 stands, so it is no field of that item: indent it to "
        "column 5, under 'id', as the item's other fields are",
    "sources:\n  - id: s\nfacts:\n  - id: a\n    claim: x\n    sources:\n      - source: s\n"
    "       locator: p1\n":
        "8:8: YAML syntax error: did not find expected '-' indicator (while parsing a block "
        "collection that starts at line 7, column 7); 'locator' is indented less than the key "
        "above ('source' at line 7, column 9) and lines up with no key above it: indent it to "
        "column 9, under 'source', to make it a field beside it",
    "facts:\n  - id: a\n    claim: x\n - id: b\n    claim: y\n":
        "4:2: YAML syntax error: did not find expected key (while parsing a block mapping that "
        "starts at line 1, column 1); this '- ' is at column 2, where no list above has its "
        "items: a new item's '- ' lines up with the other items' '- ' (column 3, as at line 2)",
}


@pytest.mark.parametrize("text", list(UNDER))
def test_an_under_indented_line_gets_a_hint_at_its_place(runner: CliRunner, tmp_path: Path,
                                                        text: str) -> None:
    """Over-indentation had a precise hint ('line it up with the key'), under-indentation
    libyaml's 'did not find expected '-' indicator' and 'check indentation, quotes and
    brackets': now it names the column to indent to and the key to line up with."""
    path = tmp_path / "facts.yaml"
    path.write_text(text, encoding="utf-8")
    done = runner.invoke(app, ["check", str(path)])
    assert done.exit_code == 1
    assert done.stderr.splitlines()[0] == f"{path}:{UNDER[text]}"


def test_every_writing_command_waits_as_its_own_option_says(
        runner: CliRunner, empty_store: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """--lock-timeout is each writing command's own: given, it wins over NVFACTS_LOCK_TIMEOUT
    (here one that would be refused), for add, ingest, dedup, verify, refute, read-as and unmerge
    alike, and the variable is as the user set it once the command ends."""
    store = ["--store", str(empty_store)]
    twin = "NVLink 4.0 offers a bidirectional bandwidth of up to 900 GB/s."
    for claim in ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s", twin):
        assert runner.invoke(app, [*store, "add", claim]).exit_code == 0
    fact = "nvlink-4-has-bidirectional-bandwidth-900-gb"
    page = tmp_path / "page.txt"
    page.write_text("NVLink 3.0 carries 50 GB/s per link.\n", encoding="utf-8")
    writes = [["add", "An A100 has 12 NVLink 3.0 links"],
              ["ingest", str(page), "--prose", "--source-id", "blog", "--new-source", "blog"],
              ["dedup", "--apply"],
              ["verify", fact, "--evidence", "datasheet"],
              ["refute", fact, "--evidence", "datasheet"],
              ["read-as", fact, "NVLink 4.0 has 900 GB/s bidirectional per GPU"]]
    monkeypatch.setenv("NVFACTS_LOCK_TIMEOUT", "soon")

    def locked_out(command: list[str]) -> None:
        before = empty_store.read_bytes()
        held = os.open(empty_store, os.O_RDONLY)
        fcntl.flock(held, fcntl.LOCK_EX)  # another writer
        try:
            done = runner.invoke(app, [*store, *command, "--lock-timeout", "0"])
        finally:
            os.close(held)
        assert done.exit_code == 2, (command, done.output)
        assert "another nvfacts process has held the store's lock for 0 s" in done.stderr, command
        assert empty_store.read_bytes() == before
        assert os.environ["NVFACTS_LOCK_TIMEOUT"] == "soon"

    for command in writes:
        locked_out(command)
    monkeypatch.delenv("NVFACTS_LOCK_TIMEOUT")
    assert runner.invoke(app, [*store, "dedup", "--apply"]).exit_code == 0
    monkeypatch.setenv("NVFACTS_LOCK_TIMEOUT", "soon")
    locked_out(["unmerge", "nvlink-4-offers-bidirectional-bandwidth-900-gb"])
