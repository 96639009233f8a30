"""A collective operation run at a figure is a measurement, as NCCL's or a busbw's is: the
figure it runs at, and the same operation's elsewhere after "vs", give nothing (trial25: "AllReduce
on NVLink runs at 450 GB/s/dir intra-HGX vs ~45 GB/s/dir over InfiniBand NDR" was read as an
HGX aggregate of 450 GB/s and InfiniBand NDR ~45 GB/s each way, scoring 0.9998). A collective
named after a subject, or after its figure, measures nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract


@pytest.mark.parametrize("claim", [
    "AllReduce on NVLink runs at 450 GB/s/dir intra-HGX vs ~45 GB/s/dir over InfiniBand NDR",
    "All-reduce over NVLink reaches 450 GB/s.",
    "An allgather across the NVLink domain runs at 370 GB/s per GPU.",
    "AllReduce 在 NVLink 上跑到 450 GB/s。",
])
def test_a_collective_run_at_a_figure_gives_nothing(claim: str) -> None:
    assert extract(claim) == []


@pytest.mark.parametrize(("claim", "read"), [
    ("NVSwitch accelerates all-reduce, and each H100 has 900 GB/s of NVLink bandwidth.",
     [("NVLink 4.0", 900.0)]),
    ("All-reduce on NVLink runs at 450 GB/s, while NDR InfiniBand is rated at 50 GB/s per port.",
     [("InfiniBand NDR", 50.0)]),
    ("The NVLink Switch System connects up to 256 H100 GPUs with 57.6 TB/s of all-to-all "
     "bandwidth.", [("NVLink Switch System", 256.0), ("NVLink Switch System", 57600.0)]),
])
def test_figures_no_collective_runs_at_are_read(claim: str, read: list[tuple[str, float]]
                                                ) -> None:
    assert [(a.subject, a.value) for a in extract(claim)] == read


def test_ingest_leaves_the_allreduce_out_and_answer_gives_the_ports_rate(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Interconnects\n\n- NDR InfiniBand runs at 400 Gb/s per port.\n"
                    "- AllReduce on NVLink runs at 450 GB/s/dir intra-HGX vs ~45 GB/s/dir over "
                    "InfiniBand NDR — a 10x gap in step time.\n", encoding="utf-8")
    ingested = runner.invoke(app, ["--store", str(empty_store), "ingest", str(page), "--prose",
                                   "--source-id", "yobitel-kb", "-f", "json"],
                             catch_exceptions=False)
    assert ingested.exit_code == 0, ingested.stderr
    assert len(json.loads(ingested.stdout)["added"]) == 1
    assert "gave nothing and were left out" in ingested.stderr
    assert "AllReduce on NVLink" in ingested.stderr
    said = runner.invoke(app, ["--store", str(empty_store), "answer",
                               "NDR InfiniBand bandwidth per port", "-f", "json"],
                         catch_exceptions=False)
    assert said.exit_code == 0, said.stderr
    answers = json.dumps(json.loads(said.stdout)["answers"])
    assert "400" in answers and "45 GB/s" not in answers and "45.0" not in answers
