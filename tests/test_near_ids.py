"""An id cut short is met with the ids it starts, as an unknown source is with the nearest
declared one (new-user trial 24: 'verify nvlink-4-hopper-h100-900-gb' said only 'no fact has
the id', the fact being nvlink-4-hopper-h100-900-gb-across)."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app


@pytest.mark.parametrize("command", [["verify", "--evidence", "datasheet"],
                                     ["refute", "--evidence", "datasheet"], ["show"],
                                     ["read-as", "--nothing"]])
def test_a_truncated_id_is_met_with_the_ids_it_starts(runner: CliRunner, tmp_path: Path,
                                                      command: list[str]) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    assert runner.invoke(app, ["--store", str(store), "add", "NVLink 4.0 in the Hopper H100 "
                               "gives 900 GB/s across 18 links.", "--id",
                               "nvlink-4-hopper-h100-900-gb-across"]).exit_code == 0
    before = store.read_bytes()
    done = runner.invoke(app, ["--store", str(store), command[0],
                               "nvlink-4-hopper-h100-900-gb", *command[1:]])
    assert done.exit_code != 0 and store.read_bytes() == before
    assert "no fact has the id 'nvlink-4-hopper-h100-900-gb'; did you mean " \
        "nvlink-4-hopper-h100-900-gb-across?" in done.stderr
