"""What `export --statements` names each row's figure of: a PCIe generation's per-lane rate is
its x1 link's (lanes 1), never a row that reads like its x16 figure; a system's total is the
system's, never NVSwitch's, when the system's switches are counted as its parts."""

from __future__ import annotations

import json
from pathlib import Path

from test_lane_width_of_each_name import conflicts
from typer.testing import CliRunner

from nvfacts.cli import app

LANES = """\
sources: [{id: page, title: A page, kind: article}]
facts:
  - {id: lane5, claim: "PCIe 5.0: 32 GT/s per lane, about 4 GB/s per lane per direction.",
     sources: [{source: page}]}
  - {id: x1-5, claim: "PCIe 5.0 x1 单向约 3.94GB/s。", sources: [{source: page}]}
  - {id: x16-5, claim: "PCIe 5.0 x16 delivers 64 GB/s per direction.",
     sources: [{source: page}]}
  - {id: gen3, claim: "Spec sheet: PCIe Gen3 x16 — 8 GT/s per lane, ~15.75 GB/s per direction",
     sources: [{source: page}]}
  - {id: dgx, claim: "In the DGX H100, the four NVSwitch chips provide 7.2 TB/s of GPU-to-GPU
       bandwidth.", sources: [{source: page}]}
  - {id: h100, claim: "Each H100 has 900 GB/s of bidirectional NVLink bandwidth.",
     sources: [{source: page}]}
"""


def _rows(runner: CliRunner, tmp_path: Path) -> list[dict[str, object]]:
    store = tmp_path / "facts.yaml"
    store.write_text(LANES, encoding="utf-8")
    result = runner.invoke(app, ["export", "--statements", "--all", "-f", "json", "--store",
                                 str(store)])
    assert result.exit_code == 0, result.stderr
    return list(json.loads(result.stdout)["statements"])


def test_a_per_lane_figure_is_the_x1_row_and_the_x16_figure_its_own(
        runner: CliRunner, tmp_path: Path) -> None:
    pcie = {(r["subject"], r["lanes"]): r for r in _rows(runner, tmp_path)
            if str(r["subject"]).startswith("PCIe")}
    # '4 GB/s per lane' and 'x1 3.94 GB/s' are one row of one lane; 64 GB/s is x16's
    assert sorted(pcie) == [("PCIe 3.0", 16), ("PCIe 5.0", 1), ("PCIe 5.0", 16)]
    assert pcie[("PCIe 5.0", 1)]["facts"] == ["lane5", "x1-5"]
    assert pcie[("PCIe 5.0", 16)]["facts"] == ["x16-5"]
    # 'x16 - 8 GT/s per lane, ~15.75 GB/s': the lane is the rate's, the figure the link's
    assert pcie[("PCIe 3.0", 16)]["stated"] == {"value": 15.75, "direction": "unidirectional"}
    assert all(not r["beaten"] and not r["tied"] for r in pcie.values())


def test_a_per_lane_figure_meets_the_x16_figure_scaled_by_its_lanes() -> None:
    assert conflicts("PCIe 4.0 gives about 2 GB/s per lane per direction.",
                     "PCIe 4.0 x16: 32 GB/s per direction.") == []
    assert conflicts("PCIe 4.0 gives about 4 GB/s per lane per direction.",
                     "PCIe 4.0 x16: 32 GB/s per direction.") == [("f0", "f1")]


def test_a_systems_total_through_its_counted_switches_is_the_systems(
        runner: CliRunner, tmp_path: Path) -> None:
    rows = _rows(runner, tmp_path)
    assert [(r["value"], r["scope"]) for r in rows
            if r["subject"] == "DGX H100" and r["attribute"] == "bandwidth"] == [
        (7200.0, "aggregate")]
    assert [r for r in rows if r["subject"] == "NVSwitch"] == []
    # 7.2 TB/s over 8 GPUs is the H100's 900 GB/s: no rival
    nvlink = [r for r in rows if r["subject"] == "NVLink 4.0"]
    assert [(r["value"], r["tied"], r["beaten"]) for r in nvlink] == [(900.0, False, False)]
