"""A network port's rate written the way network people write it ("HDR 200G") is a line rate in
bits, quoted each way, like '200 Gb/s' (new-user trial 24: 'older-a100-clusters-use-hdr-200g
ties: 25 GB/s' and the vendor's 'ref-infiniband-hdr-port loses: 200 Gb/s ... per port' were two
statements of one figure, and the vendor's lost to a table row's per-lane rate)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conftest import store_of
from nvfacts.cli import app


def test_hdr_200g_and_200_gb_s_per_port_each_way_are_one_statement(
        runner: CliRunner, tmp_path: Path) -> None:
    store = store_of(tmp_path, [
        ("InfiniBand HDR runs at 200 Gb/s per port in each direction.", "hdr-datasheet",
         "datasheet"),
        ("Older A100 clusters use HDR 200G.", "hdr-200g", "article"),
        ("Standard: HDR; Per-Port Rate: 50 Gb/s; 4\u00d7 Typical: 200 Gb/s; Year: 2018", "row",
         "article")])
    done = runner.invoke(app, ["--store", str(store), "conflicts", "-f", "json"])
    (group,) = json.loads(done.stdout)["groups"]
    first = group["values"][0]
    assert (first["value"], first["direction"], first["scope"], first["verdict"]) == (
        25.0, "unidirectional", "per-port", "consensus")
    assert first["facts"] == ["hdr-200g", "hdr-datasheet"]
    assert [v["facts"] for v in group["values"][1:]] == [["row"]]
