"""Units spelled with '/sec' are read; an RDMA figure is no NVLink's; ingest names a figure in a
unit it does not know even when the rest of the claim was read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract


@pytest.mark.parametrize(("claim", "gbps"), [
    ("NVLink 4.0 gives 7200 Gb/sec.", 900), ("NVLink 4.0 gives 7200 Gbit/sec.", 900),
    ("NVLink 4.0 gives 900 GB/sec.", 900), ("NVLink 5.0 gives 1.8 TB/sec.", 1800),
    ("NVLink 5.0 gives 14.4 Tb/sec.", 1800),
])
def test_a_unit_written_with_sec_is_read(claim: str, gbps: float) -> None:
    assert [a.value for a in extract(claim)] == [gbps]


def test_a_gpus_rdma_figure_is_not_its_nvlink() -> None:
    """A forum reply gave NVLink 100 GB/s from the GPU's RDMA figure and passed the NVLink one by
    (its unit, Gb/sec, was unknown)."""
    read = extract("Each of the 8 GPUs in the block diagram has 800 Gb/s full duplex RDMA, and "
                   "7200 Gb/sec full duplex on the nvlink interconnect directly connected to it.")
    assert [(a.subject, a.value, a.direction) for a in read] == [
        ("NVLink", 900, "bidirectional")]


def test_ingest_names_a_figure_in_an_unknown_unit_in_a_claim_read_in_part(
        runner: CliRunner, tmp_path: Path) -> None:
    """Only `check` named the unknown unit; `ingest` said nothing, as the claim's other figure was
    read."""
    store = tmp_path / "s.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"claim": "The H100 has 900 GB/s of NVLink "
                                "bandwidth and 400 Gb/sek to each port."}) + "\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(rows), "--source-id", "post", "--store",
                                 str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    partly = json.loads(result.stdout)["partly_read"]
    assert [[u["figure"] for u in p["units"]] for p in partly] == [["400 Gb/sek"]]
    assert "400 Gb/sek" in result.stderr and "did you mean Gb/s" in result.stderr
