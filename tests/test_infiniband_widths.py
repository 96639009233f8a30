"""InfiniBand's spec tables give a generation's rate for several link widths: one lane ("1x"),
the port ("4x", the width every generation is quoted for: XDR 800G) and links of 8 and 12
lanes no port is. Only the port's rate is the generation's bandwidth (new-user trial 12)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract

TABLE = """<html><head><title>InfiniBand rates</title></head><body>
<p>Quantum-X800 switches run InfiniBand XDR 800G on every port.</p>
<table>
<tr><th>Generation</th><th>Year</th><th>1x</th><th>4x<br>Typical</th><th>12x</th></tr>
<tr><td>NDR</td><td>2021</td><td>100 Gb/s</td><td>400 Gb/s</td><td>1200 Gb/s</td></tr>
<tr><td>XDR</td><td>2023</td><td>200 Gb/s</td><td>800 Gb/s</td><td>2400 Gb/s</td></tr>
</table></body></html>
"""


def _figures(claim: str) -> list[tuple[str, str, float, str | None]]:
    return [(a.subject, a.attribute, a.value, a.scope) for a in extract(claim)]


def test_a_lane_or_wide_link_column_is_not_the_generations_port_rate() -> None:
    row = "Generation: XDR; Year: 2023; 1x: 200 Gb/s; 4x Typical: 800 Gb/s; 12x: 2400 Gb/s"
    assert [f for f in _figures(row) if f[1] == "bandwidth"] == [
        ("InfiniBand XDR", "bandwidth", 100.0, None)]  # 800 Gb/s; per port by InfiniBand's scope
    assert _figures("Technology: NDR; Lane: 100 Gb/s; 4x: 400 Gb/s") == [
        ("InfiniBand NDR", "bandwidth", 50.0, None)]
    # "1x" before a port's figure counts ports, not lanes: still read
    assert _figures("Networking: 1x NDR InfiniBand, 400 Gbps") == [
        ("InfiniBand NDR", "bandwidth", 50.0, None)]
    assert _figures("The ConnectX-8 SuperNIC supports XDR 800G.") == [
        ("InfiniBand XDR", "bandwidth", 100.0, None)]


def test_a_spec_table_of_widths_gives_no_false_rivals(empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "ib.html"
    page.write_text(TABLE, encoding="utf-8")
    runner = CliRunner()
    done = runner.invoke(app, ["--store", str(empty_store), "ingest", "--prose", str(page),
                               "--new-source", "ib-blog", "-f", "json"])
    assert done.exit_code == 0, done.output
    facts = runner.invoke(app, ["--store", str(empty_store), "export", "--all", "-f", "json"])
    claims = {f["claim"] for f in json.loads(facts.stdout)["facts"]}
    # a line break in a column's head is a space between its words
    assert "Generation: XDR; Year: 2023; 1x: 200 Gb/s; 4x Typical: 800 Gb/s; 12x: 2400 Gb/s" \
        in claims
    found = runner.invoke(app, ["--store", str(empty_store), "conflicts", "-f", "json"])
    assert json.loads(found.stdout)["conflicts"] == []
