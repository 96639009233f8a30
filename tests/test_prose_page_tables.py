"""A page's table read by rows: each row's figures are of the thing its subject cell names, not
of a thing a column's head offers as an alternative or a cell naming a design it went into."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract

_TABLE = """<html><head><title>Interconnects compared</title></head><body><article>
<h1>Interconnects compared</h1>
<p>The table below sets the PCIe generations beside the NVLink generations that GPUs use.</p>
<table>
<tr><th>Interconnect</th><th>Signalling</th><th>Payload rate per lane or NVLink (unidir.)</th>
<th>Links per GPU (NVLink)</th><th>Aggregate Bandwidth (PCIe x16 or NVLink)</th>
<th>Shipped in design</th></tr>
<tr><td>PCIe 4.0</td><td>16 GT/s</td><td>1.97 GB/s</td><td></td><td>64 GB/s</td>
<td>Ampere</td></tr>
<tr><td>PCIe 6.0</td><td>64 GT/s</td><td>7.56 GB/s</td><td></td><td>256 GB/s</td>
<td>Blackwell</td></tr>
<tr><td>NVLink 3.0</td><td>50 GT/s</td><td>25 GB/s</td><td>12</td><td>600 GB/s</td>
<td>Ampere</td></tr>
<tr><td>NVLink 5.0</td><td>200 GT/s</td><td>50 GB/s</td><td>18</td><td>1800 GB/s</td>
<td>Blackwell</td></tr>
</table>
</article></body></html>
"""


def _ingest(runner: CliRunner, tmp_path: Path, name: str, text: str) -> tuple[Path, Any]:
    store = tmp_path / "s.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["--store", str(store), "ingest", str(page), "--prose",
                                 "--source-id", "page", "-f", "json"])
    assert result.exit_code == 0, result.output
    return store, result


def _answers(runner: CliRunner, store: Path, question: str) -> list[tuple[str, str, float]]:
    result = runner.invoke(app, ["--store", str(store), "answer", question, "-f", "json"])
    assert result.exit_code == 0, result.output
    return [(a["subject"], a["attribute"], a["value"])
            for a in json.loads(result.stdout)["answers"]]


def test_a_rows_figures_are_its_subject_cells_not_a_heads_alternative_or_a_design(
        runner: CliRunner, tmp_path: Path) -> None:
    """A Wikipedia table (first column "Interconnect", a head "Total Bandwidth (PCIe x16 or
    NVLink)", a column "Realized in design: Hopper") gave its PCIe rows as NVLink figures:
    answer "NVLink 5.0 bandwidth" said PCIe 6.0's 242 GB/s, "PCIe 6.0 bandwidth" found nothing,
    and the NVLink rows' link counts were read from none."""
    store, _ = _ingest(runner, tmp_path, "table.html", _TABLE)
    claims = store.read_text(encoding="utf-8")
    assert "PCIe x16 or NVLink" not in claims  # each row says the head that holds for it

    nvlink5 = _answers(runner, store, "NVLink 5.0 bandwidth")
    assert ("NVLink 5.0", "bandwidth", 1800.0) in nvlink5
    assert not any(value in (256.0, 7.56) for _, _, value in nvlink5)
    pcie6 = _answers(runner, store, "PCIe 6.0 bandwidth")
    assert ("PCIe 6.0", "bandwidth", 256.0) in pcie6
    assert not any(subject.startswith("NVLink") for subject, _, _ in pcie6)
    assert ("PCIe 4.0", "bandwidth", 64.0) in _answers(runner, store, "PCIe 4.0 bandwidth")
    assert not any(value == 64.0 for _, _, value in _answers(runner, store, "NVLink bandwidth"))

    assert ("NVLink 5.0", "link-count", 18.0) in _answers(
        runner, store, "How many links does NVLink 5.0 have?")
    assert ("NVLink 3.0", "link-count", 12.0) in _answers(
        runner, store, "How many links does NVLink 3.0 have?")


def test_a_column_heading_the_kind_of_thing_gives_the_subject_wherever_it_stands(
        runner: CliRunner, tmp_path: Path) -> None:
    """A table whose column naming the product is not the first: each row is still that
    product's."""
    page = ("| Total bandwidth | NVLink links | GPU |\n| --- | --- | --- |\n"
            "| 900 GB/s | 18 | H100 SXM |\n| 600 GB/s | 12 | A100 SXM |\n")
    store, _ = _ingest(runner, tmp_path, "gpus.md", page)
    claims = store.read_text(encoding="utf-8")
    assert "GPU: H100 SXM; Total bandwidth: 900 GB/s" in claims
    assert ("NVLink 3.0", "link-count", 12.0) in _answers(
        runner, store, "How many NVLink links does an A100 have?")


def test_reading_a_row_keeps_a_cells_direction_to_that_cell() -> None:
    """A table row's head saying one direction ('Rate per link (unidirectional)') gave it to
    the row's total in a later cell, whose head says none; 'unidir.' was no direction."""
    for head in ("unidirectional", "unidir."):
        found = {(a.value, a.scope, a.direction) for a in extract(
            f"Interconnect: NVLink 3.0; Rate per link ({head}): 25 GB/s; Links: 12; "
            "Total Bandwidth: 600 GB/s")}
        assert (25.0, "per-link", "unidirectional") in found
        assert (600.0, "aggregate", None) in found
    header = {(a.value, a.direction) for a in extract(
        "Unidirectional NVLink bandwidth per GPU: 300 GB/s (A100); 450 GB/s (H100)")}
    assert header == {(300.0, "unidirectional"), (450.0, "unidirectional")}
