"""What an answer prints beside a figure (new-user trial 19): the unit's symbol, never a unit as
the claim spells it ("57.6 terabytes per second"), and, for a figure quoted either way (PCIe),
that a figure stating no direction agrees with a directed one twice or half of it: "64 GB/s" and
"128 GB/s bidirectional" were listed #1 and #2 as if two answers."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conftest import ingest_pages
from nvfacts.cli import app


def _answer(store: Path, question: str, *more: str) -> str:
    done = CliRunner().invoke(app, ["--store", str(store), "answer", question, *more],
                              env={"COLUMNS": "240"})
    assert done.exit_code == 0, done.output
    return done.stdout


def test_a_unit_spelt_out_is_printed_as_its_symbol(empty_store: Path, tmp_path: Path) -> None:
    store = ingest_pages(empty_store, tmp_path, {"nvidia": (
        "DGX GH200 systems deliver 57.6 terabytes per second (TB/s) of all-to-all bandwidth."),
        "blog": "InfiniBand NDR runs at 400 Gbps per port."})
    table = _answer(store, "DGX GH200 bandwidth", "-f", "table")
    assert "57.6 TB/s" in table and "terabytes" not in table
    best = json.loads(_answer(store, "NDR bandwidth"))["answers"][0]
    assert best["stated"]["written"] == "400 Gb/s"  # 'Gbps' as nvfacts writes bits


def test_a_figure_stating_no_direction_says_it_agrees_with_the_directed_one(
        empty_store: Path, tmp_path: Path) -> None:
    store = ingest_pages(empty_store, tmp_path,
                         {"a": "PCIe 5.0 x16 offers 128 GB/s of bidirectional bandwidth.",
                          "b": "A PCIe 5.0 x16 slot provides 64 GB/s."})
    answers = json.loads(_answer(store, "PCIe 5.0 x16 双向带宽"))["answers"]
    assert [(a["value"], a["direction"]) for a in answers] == [
        (128.0, "bidirectional"), (64.0, None)]
    agrees = answers[1]["agrees_with"]
    assert (agrees["value"], agrees["direction"], agrees["as"]) == (
        128.0, "bidirectional", "each way")
    assert "agrees_with" not in answers[0]
    assert "agrees with 128 GB/s, bidirectional: the same figure read each way" in \
        _answer(store, "PCIe 5.0 x16 双向带宽", "-f", "table")


def test_no_claim_of_a_count_says_what_nvfacts_assumes(empty_store: Path,
                                                        tmp_path: Path) -> None:
    store = ingest_pages(empty_store, tmp_path,
                         {"blog": "InfiniBand NDR runs at 400 Gbps per port."})
    done = CliRunner().invoke(app, ["--store", str(store), "answer", "一台 DGX H100 里有几块 GPU"])
    assert done.exit_code == 0
    reason = json.loads(done.stdout)["no_claim"][0]
    assert reason.startswith("no claim gives DGX H100's gpu count")
    assert "takes a DGX H100 to hold 8 GPUs" in reason  # the lexicon's, used for its totals
