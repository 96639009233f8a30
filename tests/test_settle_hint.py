"""The pre-commit hook's fix hint (``conflicts --fail-unsettled``'s last line) comes from the
conflict it names (new-user trial 24): the read-as example is the suspect fact's own reading, not
one sentence about NVLink 4.0 for every fact; a fact stating two figures is told which one loses;
a fact citing the vendor's datasheet that loses to articles sends the curator to the winner
first."""

from __future__ import annotations

import shlex
from pathlib import Path

from typer.testing import CliRunner

from conftest import store_of
from nvfacts.cli import app


def _hint(runner: CliRunner, store: Path) -> str:
    done = runner.invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled"])
    assert done.exit_code == 1
    return done.stderr.splitlines()[-1]


def _read_as(hint: str) -> list[str]:
    """The read-as command the hint gives, as its words."""
    command = hint[hint.index("nvfacts --store", hint.index("say what it asserts")):]
    return shlex.split(command.split(" (its reading")[0])[1:]


def test_the_read_as_example_is_the_losing_facts_own_reading(runner: CliRunner,
                                                             tmp_path: Path) -> None:
    store = store_of(tmp_path, [
        ("A DGX H100 has 8 H100 GPUs.", "dgx-datasheet", "datasheet"),
        ("The DGX H100 holds 16 GPUs.", "dgx-forum", "forum")])
    hint = _hint(runner, store)
    assert "refute dgx-forum" in hint and "(dgx-forum's 16 GPUs loses to dgx-datasheet's 8 " \
        "GPUs)" in hint
    assert "NVLink 4.0" not in hint
    words = _read_as(hint)
    assert words[2:] == ["read-as", "dgx-forum", "DGX H100 has 16 GPUs"]
    assert runner.invoke(app, words).exit_code == 0  # pasted, it reads as the fact was read
    shown = runner.invoke(app, ["--store", str(store), "show", "dgx-forum", "-f", "json"])
    assert '"gpu-count"' in shown.stdout and '"value": 16.0' in shown.stdout


def test_a_fact_stating_two_figures_is_told_which_one_loses(runner: CliRunner,
                                                            tmp_path: Path) -> None:
    store = store_of(tmp_path, [
        ("NVSwitch 3.0 has 64 ports.", "switch-datasheet", "datasheet"),
        ("An NVSwitch chip has 64 ports. An NVSwitch chip has 72 ports.", "switch-forum",
         "forum")])
    hint = _hint(runner, store)
    assert "(switch-forum's 72 ports loses to switch-datasheet's 64 ports; its 64 ports " \
        "agrees, so refuting it refutes that too" in hint
    # read-as replaces every assertion: the example keeps the figure that agrees too
    assert _read_as(hint)[-1] == "NVSwitch has 72 ports. NVSwitch has 64 ports"


def test_the_read_as_example_keeps_the_facts_figures_outside_the_conflict(
        runner: CliRunner, tmp_path: Path) -> None:
    """read-as replaces every assertion of a fact: an example naming only the figure that loses
    ("NVLink 4.0 has 450 GB/s ...") dropped the 18 links of the same claim once pasted."""
    store = store_of(tmp_path, [
        ("NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.", "sheet",
         "datasheet"),
        ("NVLink 4.0 gives each H100 18 links and 450 GB/s of bidirectional bandwidth per GPU.",
         "blog", "article")])
    words = _read_as(_hint(runner, store))
    assert words[2:] == ["read-as", "blog", "NVLink 4.0 has 450 GB/s bidirectional per GPU. "
                         "NVLink 4.0 has 18 links"]
    assert runner.invoke(app, words).exit_code == 0
    shown = runner.invoke(app, ["--store", str(store), "show", "blog", "-f", "json"])
    assert '"link-count"' in shown.stdout and '"value": 18.0' in shown.stdout


def test_a_datasheet_fact_losing_to_articles_sends_the_curator_to_the_winner(
        runner: CliRunner, tmp_path: Path) -> None:
    store = store_of(tmp_path, [
        ("A DGX H100 has 8 H100 GPUs.", "dgx-datasheet", "datasheet"),
        *((f"Each DGX H100 system ships with 16 GPUs ({n}).", f"post-{n}", "article")
          for n in "abcdef")])
    hint = _hint(runner, store)
    assert "refute dgx-datasheet" in hint
    assert "But dgx-datasheet has a citation of the vendor's datasheet dgx-datasheet, which " \
        "post-a has not: check post-a first, and refute or correct it instead" in hint
    assert _read_as(hint)[2:] == ["read-as", "post-a", "DGX H100 has 16 GPUs"]
