"""New-user trial 21: refuting '8 GPUs ... 6 NVSwitches' (one wrong figure, one right) left the
true 'DGX H100 gpu-count 8' out of export --statements with only 'every claim stating it was
refuted': a refutation judges the whole claim, and the reason now says how to keep the figure
nothing contradicts."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: blog, kind: article}
  - {id: datasheet, kind: datasheet}
facts:
  - {id: both, claim: 'DGX H100: 8 GPUs and 6 NVSwitch chips.', sources: [{source: blog}]}
  - {id: four, claim: DGX H100 has 4 NVSwitch chips., sources: [{source: datasheet}]}
"""


def _left_out(runner: CliRunner, store: Path) -> list[str]:
    result = runner.invoke(app, ["export", "--statements", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.output
    return [line for line in result.stderr.splitlines() if line.startswith("left out ")]


def test_the_reason_says_how_to_keep_a_refuted_claims_uncontradicted_figure(
        tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(app, ["refute", "both", "--store", str(store), "--evidence",
                               "four NVSwitch chips"]).exit_code == 0
    left = _left_out(runner, store)
    (gpus,) = [line for line in left if "gpu-count 8" in line]
    assert "every claim stating it was refuted by a curator (both, a claim of several " \
        "figures): nothing contradicts this one" in gpus and "nvfacts add CLAIM" in gpus
    (six,) = [line for line in left if "switch-count 6" in line]
    assert six.endswith("every claim stating it was refuted by a curator")  # a rival beats it
