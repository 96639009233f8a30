"""A figure in a clause that names an InfiniBand generation is that network's, never the NVLink of
GPUs listed before it; a network port's "effective" figure (worked out from its rate) and a
guessed throughput ("actual throughput would be perhaps 30-40 GB/s") give nothing (new-user
trial 23: a real page's "H100/H200 clusters use NDR 400G InfiniBand (96 GB/s effective
bandwidth, ...)" was read as NVLink 4.0 at 50 and 96 GB/s, and its XDR sentence as a GB200 total
of 192 GB/s that tied a true NVLink 5 row out of the export)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conftest import curated_lexicon
from nvfacts.cli import app
from nvfacts.lexicon import lexicon
from nvfacts.reading import read

NETWORKS = ("H100/H200 clusters use NDR 400G InfiniBand (96 GB/s effective bandwidth, NVIDIA "
            "ConnectX-7). B200/GB200 clusters use XDR 800G InfiniBand (192 GB/s effective "
            "bandwidth, ConnectX-8). Older A100 clusters use HDR 200G.")
TABLE = """\
| Generation | Architecture | Links per GPU | BW per GPU (bidir) |
|---|---|---|---|
| NVLink 5 | Blackwell (B200/GB200) | 18 | 1,800 GB/s |
"""
GUESS = ("Over PCIe Gen5 at 64 GB/s bidirectional, this would consume the entire bus, and PCIe "
         "all-reduce is far less efficient than point-to-point, so actual throughput would be "
         "perhaps 30-40 GB/s.")


def _ingest(runner: CliRunner, store: Path, page: Path, text: str, source: str) -> None:
    page.write_text(text, encoding="utf-8")
    done = runner.invoke(app, ["--store", str(store), "ingest", "--prose", str(page),
                               "--new-source", source])
    assert done.exit_code == 0, done.output


def _said(runner: CliRunner, store: Path, source: str) -> set[tuple[str, float]]:
    """What `query --source` shows of a source's facts: each figure's subject and value."""
    done = runner.invoke(app, ["--store", str(store), "query", "--source", source, "--limit",
                               "100", "-f", "json"])
    assert done.exit_code == 0, done.output
    shown = json.loads(done.stdout)["facts"]
    said = set()
    for fact in shown:
        detail = runner.invoke(app, ["--store", str(store), "show", fact["id"], "-f", "json"])
        read_as = json.loads(detail.stdout)["fact"]["assertions"]
        said |= {(a["subject"], a["value"]) for a in read_as}
    return said


def test_an_infiniband_clause_gives_its_figures_to_the_network(runner: CliRunner, store: Path,
                                                               tmp_path: Path) -> None:
    """`show` lists NDR's 400G (50 GB/s) and XDR's 800G (100 GB/s), no NVLink or GB200 figure
    and none of the effective ones; `answer` gives H100 NVLink no 96 GB/s; and the true NVLink 5
    row is exported, tied with nothing."""
    _ingest(runner, store, tmp_path / "alpha.md", f"# Interconnects\n\n{NETWORKS}\n", "alpha")
    _ingest(runner, store, tmp_path / "table.md", f"# NVLink generations\n\n{TABLE}", "blog")
    assert _said(runner, store, "alpha") == {("InfiniBand NDR", 50.0),
                                              ("InfiniBand XDR", 100.0),
                                              ("InfiniBand HDR", 25.0)}
    answered = runner.invoke(app, ["--store", str(store), "answer", "H100 NVLink bandwidth",
                                   "-f", "json"])
    assert answered.exit_code == 0, answered.output
    assert all(a["value"] not in (50.0, 96.0) or a["scope"] == "per-link"
               for a in json.loads(answered.stdout)["answers"])
    exported = runner.invoke(app, ["--store", str(store), "export", "-f", "json",
                                   "--explain-left-out"])
    assert exported.exit_code == 0, exported.output
    assert "ties" not in exported.stderr and "192" not in exported.stderr


def test_an_effective_figure_said_per_port_is_the_generations_port_figure() -> None:
    """The page says what it is a figure of: NDR's, per port."""
    said = read("NDR InfiniBand delivers 96 GB/s effective bandwidth per port.").assertions
    assert [(a.subject, a.value, a.scope) for a in said] == [("InfiniBand NDR", 96.0, "per-port")]
    said = read("NDR InfiniBand delivers 96 GB/s effective bandwidth.").assertions
    assert said == []


def test_a_list_of_generations_still_pairs_with_its_figures() -> None:
    """The network's own list is given out in order: the rule keeps figures off a list of
    other things."""
    said = read("NDR/XDR InfiniBand: 400/800 Gb/s per port.").assertions
    assert [(a.subject, a.value) for a in said] == [("InfiniBand NDR", 50.0),
                                                   ("InfiniBand XDR", 100.0)]


def test_the_words_of_an_effective_figure_are_the_lexicons(tmp_path: Path) -> None:
    """'usable' is no word of the bundled list: added by a curator, it reads as 'effective'."""
    claim = "NDR InfiniBand gives 48 GB/s usable bandwidth."
    assert [a.value for a in read(claim).assertions] == [48.0]
    path = curated_lexicon(tmp_path, "list-and")  # a copy of the bundled lexicon
    import yaml

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["not-a-property"]["effective"].append("usable bandwidth")
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert read(claim, lexicon(path)).assertions == []


def test_a_guessed_throughput_gives_nothing(runner: CliRunner, store: Path,
                                            tmp_path: Path) -> None:
    """'actual throughput would be perhaps 30-40 GB/s' is an estimate of what is left after
    overheads, as 实际可用 is: `show` lists PCIe 5.0's 64 GB/s alone."""
    _ingest(runner, store, tmp_path / "friday.md", f"# PCIe\n\n{GUESS}\n", "friday")
    assert _said(runner, store, "friday") == {("PCIe 5.0", 64.0)}
    assert read("Over PCIe 5.0 an all-reduce would get maybe 30-40 GB/s.").assertions == []
    assert [a.value for a in read("Over PCIe 5.0 an all-reduce gets 30-40 GB/s.").assertions] \
        == [40.0]
