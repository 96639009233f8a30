"""A comparison naming no attribute sets the same attribute side by side (the bandwidth, per
GPU where every side has it) or says what a side lacks; a count of switch chips asked after
their name is no link count."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app


def _asked(runner: CliRunner, question: str, store: Path = STORE) -> dict[str, Any]:
    result = runner.invoke(app, ["answer", question, "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    return dict(json.loads(result.stdout))


def _bests(found: dict[str, Any]) -> list[tuple[str, str, float, str | None]]:
    return [(s["subject"], *(lambda a: (a["attribute"], a["value"], a["scope"]))(
        found["answers"][s["best"]])) for s in found["sides"]]


def _with(tmp_path: Path, runner: CliRunner, claim: str) -> Path:
    store = tmp_path / "facts.yaml"
    shutil.copy(STORE, store)
    result = runner.invoke(app, ["add", claim, "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    return store


def test_systems_compared_with_no_attribute_named_set_per_gpu_bandwidths_side_by_side(
        runner: CliRunner) -> None:
    found = _asked(runner, "HGX H100 vs DGX B200 vs GB200 NVL72")
    assert _bests(found) == [("HGX H100", "bandwidth", 900, "per-gpu"),
                             ("DGX B200", "bandwidth", 1800, "per-gpu"),
                             ("GB200 NVL72", "bandwidth", 1800, "per-gpu")]
    assert all(s["compared"] == {"attribute": "bandwidth", "scope": "per-gpu"}
               for s in found["sides"])
    chinese = _asked(runner, "DGX A100 和 DGX H100 对比")
    assert _bests(chinese) == [("DGX A100", "bandwidth", 600, "per-gpu"),
                               ("DGX H100", "bandwidth", 900, "per-gpu")]
    # an attribute asked is compared as asked
    links = _asked(runner, "DGX A100 vs DGX H100 link count")
    assert [b[1:3] for b in _bests(links)] == [("link-count", 12), ("link-count", 18)]
    assert "compared" not in links["sides"][0]


def test_a_systems_links_counted_by_its_gpus_generation_are_shown_per_gpu(
        runner: CliRunner) -> None:
    result = runner.invoke(app, ["answer", "DGX A100 vs DGX H100 link count", "--store",
                                 str(STORE), "-f", "table"], env={"COLUMNS": "240"})
    out = " ".join(result.stdout.replace("│", " ").split())
    assert "#1 DGX A100 (NVLink 3.0) link-count: 12 links, per GPU" in out
    assert "#2 DGX H100 (NVLink 4.0) link-count: 18 links, per GPU" in out


def test_sides_sharing_no_attribute_say_what_each_lacks(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    store = _with(tmp_path, runner, "The first NVSwitch shipped in 2018.")
    found = _asked(runner, "NVSwitch vs GB200 NVL72", store)
    assert "compared" not in found["sides"][0]
    (note,) = [n for n in found["no_claim"] if n.startswith("the sides share no attribute")]
    assert "NVSwitch has none of bandwidth" in note and "GB200 NVL72 has none of introduced" \
        in note


def test_bandwidths_of_different_scopes_are_said_to_be_so(runner: CliRunner,
                                                          tmp_path: Path) -> None:
    store = _with(tmp_path, runner, "Each NVSwitch chip in an HGX H100 switches 3.2 TB/s.")
    found = _asked(runner, "NVSwitch vs GB200 NVL72", store)
    assert [b[1] for b in _bests(found)] == ["bandwidth", "bandwidth"]
    assert any("different scopes" in n and "GB200 NVL72: aggregate" in n
               for n in found["no_claim"])


def test_a_count_of_switch_chips_asked_after_their_name_is_no_link_count(
        runner: CliRunner) -> None:
    for question in ("NVSwitch 数量 DGX A100", "DGX A100 NVSwitch count",
                     "DGX A100 的 NVSwitch 有几颗?"):
        found = _asked(runner, question)  # the system's switch count, which no claim gives
        assert found["answers"] == [], question
        assert found["no_claim"] == [
            "no claim gives DGX A100's switch count; nothing answers the question"], question
    # a link count asked so is still one
    (first, *_) = _asked(runner, "H100 NVLink 数量")["answers"]
    assert (first["attribute"], first["value"]) == ("link-count", 18)
