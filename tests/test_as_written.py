"""A figure its claims write in another unit than the one it is kept in ('400 Gb/s' of an
InfiniBand NDR port, kept as 50 GB/s) reads as they write it in ``conflicts``, ``show`` and
``explain``, as ``answer`` quotes it; JSON keeps every value and adds the text (trial 11)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

CONSENSUS, RIVAL = "infiniband-ndr-delivers-400-gb-per-port", "infiniband-ndr-offers-800-gb"


@pytest.fixture
def ndr(runner: CliRunner, tmp_path: Path) -> Path:
    """Two sources giving NDR 400 Gb/s per port, a forum 800 Gb/s."""
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, fact_id, source, kind in (
            ("InfiniBand NDR delivers 400 Gb/s per port.", CONSENSUS, "nvidia-ds", "datasheet"),
            ("Each InfiniBand NDR port runs at 400Gb/s.", "ndr-port", "blog-a", "article"),
            ("InfiniBand NDR offers 800 Gb/s per port.", RIVAL, "forum-x", "forum")):
        result = runner.invoke(app, ["add", claim, "--id", fact_id, "--source", source,
                                     "--source-kind", kind, "--store", str(store), "-f", "json"])
        assert result.exit_code == 0, result.stderr
    return store


def _run(runner: CliRunner, store: Path, *args: str) -> str:
    result = runner.invoke(app, [*args, "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    return result.stdout


def _json(runner: CliRunner, store: Path, *args: str) -> Any:
    return json.loads(_run(runner, store, *args, "-f", "json"))


def test_conflicts_table_quotes_the_consensus_as_answer_does(runner: CliRunner,
                                                             ndr: Path) -> None:
    table = _run(runner, ndr, "conflicts", "-f", "table")
    assert "consensus: 400 Gb/s, per port" in table
    assert "loses: 800 Gb/s, per port" in table
    assert "50 GB/s" not in table and "100 GB/s" not in table
    assert "#1 InfiniBand NDR bandwidth: 400 Gb/s" in _run(runner, ndr, "answer",
                                                           "InfiniBand NDR bandwidth", "-f",
                                                           "table")


def test_conflicts_json_keeps_the_values_and_adds_the_written_figures(runner: CliRunner,
                                                                      ndr: Path) -> None:
    found = _json(runner, ndr, "conflicts")
    (group,) = found["groups"]
    assert [(v["value"], v["unit"], v["written"]) for v in group["values"]] == \
        [(50.0, "GB/s", "400 Gb/s"), (100.0, "GB/s", "800 Gb/s")]
    (conflict,) = found["conflicts"]
    assert conflict["reason"] == "InfiniBand NDR bandwidth (per port): 50 GB/s against 100 GB/s"
    assert conflict["as_written"] == \
        "InfiniBand NDR bandwidth (per port): 400 Gb/s against 800 Gb/s"


def test_show_and_explain_quote_the_rival_as_its_claims_write_it(runner: CliRunner,
                                                                 ndr: Path) -> None:
    shown = _run(runner, ndr, "show", CONSENSUS, "-f", "table")
    assert "400 Gb/s against 800 Gb/s" in shown and "50 GB/s against" not in shown
    explained = _run(runner, ndr, "explain", RIVAL, "-f", "table")
    assert "NDR 400 Gb/s per-port;" in explained and "50 GB/s" not in explained
    terms = _json(runner, ndr, "explain", RIVAL)["terms"]
    (against,) = [t for t in terms if t["term"].startswith("contradicted by")]
    assert "(InfiniBand NDR 50 GB/s per-port;" in against["term"]
    assert "(InfiniBand NDR 400 Gb/s per-port;" in against["as_written"]


def test_a_figure_written_in_bytes_is_shown_as_before(runner: CliRunner, tmp_path: Path
                                                      ) -> None:
    """GB/s figures keep the display rule (1000 GB/s and more in TB/s) and gain no key."""
    store = tmp_path / "facts.yaml"
    runner.invoke(app, ["init", str(store)])
    for claim, source in (("NVLink 4.0 offers 900 GB/s per GPU.", "nvidia"),
                          ("NVLink 4.0 offers 1800 GB/s per GPU.", "forum")):
        runner.invoke(app, ["add", claim, "--source", source, "--store", str(store)])
    (group,) = _json(runner, store, "conflicts")["groups"]
    assert all("written" not in v for v in group["values"])
    assert "1.8 TB/s, per GPU" in _run(runner, store, "conflicts", "-f", "table")


def test_add_warns_of_a_conflict_in_the_claims_units(runner: CliRunner, ndr: Path) -> None:
    result = runner.invoke(app, ["add", "InfiniBand NDR runs at 1600 Gb/s per port.",
                                 "--source", "forum-x", "--store", str(ndr), "-f", "table"])
    assert result.exit_code == 0, result.stderr
    assert f"warning: conflicts with '{CONSENSUS}': InfiniBand NDR bandwidth (per port): " \
        "400 Gb/s against 1600 Gb/s" in result.stderr
    assert "NDR 400 Gb/s per-port;" in result.stdout and "50 GB/s" not in result.stdout


def test_the_html_report_gives_a_conflict_as_the_claims_write_it(runner: CliRunner, ndr: Path
                                                                 ) -> None:
    out = ndr.with_name("report.html")
    result = runner.invoke(app, ["export", "--store", str(ndr), "-f", "html", "--all", "-o",
                                 str(out)])
    assert result.exit_code == 0, result.stderr
    conflicts = out.read_text(encoding="utf-8").split("<h2>Conflicts</h2>")[1]
    assert "(per port): 400 Gb/s against 800 Gb/s" in conflicts
    assert "50 GB/s against" not in conflicts


def test_answer_quotes_its_rivals_as_their_claims_write_them(runner: CliRunner,
                                                             ndr: Path) -> None:
    table = _run(runner, ndr, "answer", "InfiniBand NDR bandwidth", "-f", "table")
    statements = " ".join(line.split("│")[1].strip() for line in table.splitlines()
                          if line.startswith("│"))  # the first column, its lines joined
    assert "rival 800 Gb/s, direction not stated, per port: loses (value): InfiniBand NDR " \
        "bandwidth (per port): 400 Gb/s against 800 Gb/s" in statements
    (rival,) = _json(runner, ndr, "answer", "InfiniBand NDR bandwidth")["answers"][0]["rivals"]
    assert (rival["value"], rival["unit"], rival["written"]) == (100.0, "GB/s", "800 Gb/s")
    assert "50 GB/s against 100 GB/s" in rival["why"]
    assert "400 Gb/s against 800 Gb/s" in rival["as_written"]


def test_the_md_export_writes_a_facts_figure_as_its_claim_does(runner: CliRunner,
                                                              tmp_path: Path) -> None:
    """`export -f md` writes '800 Gb/s (100 GB/s)' for 'InfiniBand XDR runs at 800 Gb/s per
    port.', with the direction a port's rate in bits is read in, as `answer` leads with 800 Gb/s
    (new-user trial 23: it wrote '100 GB/s, per port', and a copy editor would have 'corrected'
    the article to 100 GB/s); a figure written in bytes is written as before."""
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, source in (("InfiniBand XDR runs at 800 Gb/s per port.", "draft"),
                          ("NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.",
                           "sheet")):
        added = runner.invoke(app, ["add", claim, "--source", source, "--store", str(store)])
        assert added.exit_code == 0, added.stderr
    table = _run(runner, store, "export", "--all", "-f", "md")
    row = next(line for line in table.splitlines() if "XDR runs at" in line)
    assert "InfiniBand XDR bandwidth: 800 Gb/s (100 GB/s), direction not stated, read as " \
        "unidirectional, per port" in row
    assert "NVLink 4.0 bandwidth: 900 GB/s, bidirectional, per GPU" in table
    answered = _run(runner, store, "answer", "InfiniBand XDR bandwidth", "-f", "table")
    assert "800 Gb/s" in answered
