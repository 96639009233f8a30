"""What `answer` shows of how its statements were read (new-user trial 12): a direction only
most of a statement's facts state, figures as their claims write them, rows by score, a
family's figure under a heading of its own and an NVLink generation's total as its per-GPU
figure."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app


def _store(tmp_path: Path, facts: list[tuple[str, str, str]]) -> Path:
    """A store of (id, claim, source) facts, each source an article."""
    sources = sorted({source for _, _, source in facts})
    store = tmp_path / "facts.yaml"
    store.write_text("sources:\n" + "".join(f"  - {{id: {s}, kind: article}}\n" for s in sources)
                     + "facts:\n" + "".join(f"  - {{id: {i}, claim: '{c}', sources: [{{source: "
                                            f"{s}}}]}}\n" for i, c, s in facts),
                     encoding="utf-8")
    return store


def _ask(runner: CliRunner, store: Path, question: str) -> tuple[list[dict[str, Any]], str]:
    """The answers' JSON and the table, its cells joined by single spaces."""
    found = runner.invoke(app, ["answer", question, "--store", str(store), "-f", "json"])
    assert found.exit_code == 0, found.stderr
    table = runner.invoke(app, ["answer", question, "--store", str(store), "-f", "table"],
                          env={"COLUMNS": "250"})
    return json.loads(found.stdout)["answers"], " ".join(table.stdout.replace("│", " ").split())


PCIE = [("bidir", "PCIe 5.0 x16 offers 64 GB/s of bidirectional bandwidth.", "blog-a"),
        ("sheet-b", "PCIe 5.0 x16 Bandwidth: 64 GB/s", "blog-b"),
        ("sheet-c", "For PCIe 5.0, the x16 bandwidth is 64 GB/s.", "blog-c"),
        ("sheet-d", "A PCIe 5.0 x16 slot gives 64 GB/s.", "blog-d")]


def test_three_undirected_figures_are_not_one_sources_bidirectional_statement(
        runner: CliRunner, tmp_path: Path) -> None:
    """'PCIe 5.0 x16 bandwidth' gave '64 GB/s, bidirectional, 4 facts' where one source said
    bidirectional and three said no direction (a PCIe figure may be either way). Those three
    stand as a statement of their own, first (better supported), the one source's after it."""
    found, table = _ask(runner, _store(tmp_path, PCIE), "PCIe 5.0 x16 bandwidth")
    assert [(a["direction"], a["facts"]) for a in found] == [
        (None, ["sheet-b", "sheet-c", "sheet-d"]), ("bidirectional", ["bidir"])]
    assert found[0]["score"] > found[1]["score"]
    assert "#1 PCIe 5.0 bandwidth: 64 GB/s, direction not stated" in table
    assert "#2 PCIe 5.0 bandwidth: 64 GB/s, bidirectional" in table
    assert "also stated" not in table


def test_a_direction_most_facts_state_takes_the_rest_and_says_which_did_not(
        runner: CliRunner, tmp_path: Path) -> None:
    """Three sources saying bidirectional and one saying no direction are one statement, and
    the table says which source left the direction unstated."""
    facts = [("bidir", PCIE[0][1], "blog-a"),
             ("bidir-2", "PCIe 5.0 x16 has 64 GB/s of bandwidth in both directions.", "blog-e"),
             ("bidir-3", "PCIe 5.0 x16 reaches 64 GB/s bidirectional.", "blog-f"), PCIE[1]]
    found, table = _ask(runner, _store(tmp_path, facts), "PCIe 5.0 x16 bandwidth")
    assert len(found) == 1 and found[0]["direction"] == "bidirectional"
    assert found[0]["stated"]["direction_unstated"] == {"facts": ["sheet-b"],
                                                        "sources": ["blog-b"]}
    assert "from blog-a, blog-b (direction not stated), blog-e, blog-f" in table


def test_a_figure_merged_within_the_tolerance_is_quoted_as_its_claim_writes_it(
        runner: CliRunner, tmp_path: Path) -> None:
    """A Chinese source's 'HDR ... 392 Gb/s' merged into HDR's 50 GB/s each way was shown
    '(stated 49 GB/s, unidirectional)', a figure it never wrote."""
    store = _store(tmp_path, [
        ("a-spec", "InfiniBand HDR provides 50 GB/s per port in each direction.", "blog-a"),
        ("b-spec", "Each InfiniBand HDR port carries 50 GB/s in each direction.", "blog-b"),
        ("c-zh", "InfiniBand HDR每端口每个方向为 392 Gb/s。", "zhihu")])
    found, table = _ask(runner, store, "InfiniBand HDR bandwidth")
    assert found[0]["variants"][0]["written"] == "392 Gb/s"
    assert "zhihu (stated 392 Gb/s, unidirectional)" in table


def test_a_rivals_why_quotes_both_sides_as_their_rows_do(runner: CliRunner,
                                                          tmp_path: Path) -> None:
    """Under NDR's '400 Gb/s' (what two of its three claims write), the rival's why read '100
    Gb/s unidirectional against 50 GB/s unidirectional': the first fact's writing, not the
    row's."""
    store = _store(tmp_path, [
        ("a-bytes", "InfiniBand NDR gives 50 GB/s per port in each direction.", "blog-a"),
        ("b-bits", "InfiniBand NDR runs at 400 Gb/s per port in each direction.", "blog-b"),
        ("c-bits", "Each InfiniBand NDR port carries 400 Gb/s in each direction.", "blog-c"),
        ("d-rival", "InfiniBand NDR offers 100 Gb/s per port in each direction.", "forum")])
    found, table = _ask(runner, store, "InfiniBand NDR bandwidth per port")
    assert found[0]["stated"]["written"] == "400 Gb/s"
    assert "100 Gb/s unidirectional against 400 Gb/s unidirectional" in \
        found[0]["rivals"][0]["as_written"]
    assert "#1 InfiniBand NDR bandwidth: 400 Gb/s, unidirectional, per port" in table
    assert "against 50 GB/s" not in table


def test_a_generations_total_is_its_per_gpu_figure_and_a_familys_has_a_heading(
        runner: CliRunner, tmp_path: Path) -> None:
    """'NVLink 4.0 bandwidth' listed '900 GB/s in total' as a row of its own beside #1's 900 GB/s
    per GPU (an NVLink generation's total is a GPU's, over its links), and NVLink's '1.8 TB/s
    per GPU', said of no generation, among NVLink 4.0's rows with nothing but a note after it."""
    store = _store(tmp_path, [
        ("gpu", "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.", "blog-a"),
        ("total", "NVLink 4.0 offers 900 GB/s total bandwidth.", "blog-b"),
        ("family", "NVLink bandwidth: 1.8 TB/s bidirectional per GPU.", "blog-c")])
    found, table = _ask(runner, store, "NVLink 5.0 bandwidth")  # NVLink 5.0 has no figure
    assert [(a["subject"], a["value"], a["generic"]) for a in found] == [("NVLink", 1800, True)]
    store = _store(tmp_path, [
        ("gpu", "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.", "blog-a"),
        ("total", "NVLink 4.0 offers 900 GB/s total bandwidth.", "blog-b"),
        ("family", "NVLink bandwidth: 1.8 TB/s bidirectional per GPU.", "blog-c"),
        ("same", "NVLink bandwidth: 900 GB/s bidirectional per GPU.", "blog-d")])
    found, table = _ask(runner, store, "NVLink 4.0 bandwidth")
    # a family's figure that differs from every one of the generation's is no row (trial 27:
    # NVIDIA's "NVLink is a 1.8TB/s ... interconnect" was under every NVLink question)
    assert [(a["subject"], a["value"], a["generic"]) for a in found] == [
        ("NVLink 4.0", 900, False), ("NVLink", 900, True)]
    assert [(x["facts"], x["in_total"]) for x in found[0]["also_stated"]] == [(["total"], True)]
    assert "also stated as 900 GB/s, in total (a GPU's total over its links) without " \
        "direction by total (blog-b)" in table
    heading = table.index("said of NVLink in general, of no one generation")
    assert table.index("#1 NVLink 4.0") < heading < table.index("#2 NVLink bandwidth: 900 GB/s")


def test_a_comparison_sets_the_directed_statement_one_to_one_when_the_best_states_none(
        runner: CliRunner, tmp_path: Path) -> None:
    """Trial 26: the PCIe side's best, three sources' 64 GB/s stating no direction, cannot be
    set against NVLink 4.0's 900 GB/s bidirectional per GPU, and the ratio line was gone though
    a source states PCIe 5.0 x16's 64 GB/s bidirectional: that one is set one to one."""
    store = _store(tmp_path, [*PCIE, ("nvlink", "NVLink 4.0 provides 900 GB/s of bidirectional "
                                                "bandwidth per GPU.", "blog-e")])
    question = "NVLink 4.0 vs PCIe 5.0 x16 how many times faster"
    found = runner.invoke(app, ["answer", question, "--store", str(store), "-f", "json"])
    answers = json.loads(found.stdout)
    best = answers["answers"][answers["sides"][1]["best"]]
    assert (best["direction"], best["facts"]) == (None, ["sheet-b", "sheet-c", "sheet-d"])
    assert [answers["answers"][k]["direction"] for k in answers["ratio_of"]] == [
        "bidirectional", "bidirectional"]
    assert "NVLink 4.0's 900 GB/s is 14.1 times PCIe 5.0 x16's 64 GB/s (bidirectional" in \
        found.stderr
