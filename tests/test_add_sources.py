"""`add --source` with a typo of a declared source id is refused with a suggestion (new-user
trial); `--new-source` declares the id all the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.loader import load

CLAIM = "H100 NVLink gives 900 GB/s of bidirectional bandwidth per GPU."


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(("typed", "meant"), [
    ("h100-datashet", "h100-datasheet"),   # a letter left out
    ("h100-datasheeet", "h100-datasheet"),  # one too many
    ("H100-Datasheet", "h100-datasheet"),  # letter case
    ("nvlink-crad", "nvlink-card"),         # two letters swapped
])
def test_a_typo_of_a_declared_source_is_refused_and_nothing_written(
        runner: CliRunner, store: Path, typed: str, meant: str) -> None:
    before = store.read_bytes()
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--source", typed)
    assert code == 2
    assert out == ""
    assert f"did you mean {meant}?" in err
    assert f"--new-source {typed}" in err
    assert "Traceback" not in err
    assert store.read_bytes() == before


def test_new_source_declares_an_id_close_to_a_declared_one(runner: CliRunner,
                                                            store: Path) -> None:
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--new-source",
                         "h100-datashet", "-f", "json")
    assert code == 0, err
    assert "declared new source 'h100-datashet'" in err
    assert [c["source"] for c in json.loads(out)["fact"]["sources"]] == ["h100-datashet"]
    assert "h100-datashet" in {s.id for s in load(store).store.sources}


def test_a_source_unlike_every_declared_one_is_declared_as_before(runner: CliRunner,
                                                                   store: Path) -> None:
    code, _, err = run(runner, "--store", str(store), "add", CLAIM, "--source", "my-notes")
    assert code == 0, err
    assert "declared new source 'my-notes'" in err


def test_a_declared_source_and_new_source_together(runner: CliRunner, store: Path) -> None:
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--source",
                         "h100-datasheet", "--new-source", "h100-datashet", "-f", "json")
    assert code == 0, err
    cited = [c["source"] for c in json.loads(out)["fact"]["sources"]]
    assert cited == ["h100-datasheet", "h100-datashet"]


def test_help_names_the_option(runner: CliRunner) -> None:
    result = runner.invoke(app, ["add", "--help"], env={"COLUMNS": "200"})
    assert "--new-source" in result.stdout
    assert "did you mean" in result.stdout
