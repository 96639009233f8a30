"""nvfacts wired into a team's git workflow, as a new-user trial did it (trial 19): a pre-commit
hook, a CI gate on pull requests, a nightly ingest and export. Each test is something that
engineer met."""

from __future__ import annotations

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
