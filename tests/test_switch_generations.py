"""A switch chip named the same in every generation (NVSwitch): figures of two generations the
claims name, or of one named and one not, are no rivals; of one generation they are."""

from __future__ import annotations

import json
from pathlib import Path

from test_lane_width_of_each_name import conflicts
from typer.testing import CliRunner

from nvfacts.cli import app


def test_figures_of_two_named_generations_of_nvswitch_are_no_rivals() -> None:
    assert conflicts("The second-generation NVSwitch has 36 ports.",
                     "A fourth-generation NVSwitch chip has 72 ports.") == []
    # a claim naming no generation is about none in particular
    assert conflicts("NVSwitch was introduced in 2018.",
                     "The 3rd-gen NVSwitch was introduced in 2022.") == []


def test_figures_of_one_generation_of_nvswitch_are_still_rivals() -> None:
    assert conflicts("第三代 NVSwitch 有 64 个端口。",
                     "A third-generation NVSwitch has 36 ports.") != []


def test_a_version_after_the_name_names_the_generation() -> None:
    # "NVSwitch 3.0" is the third generation, as "third-generation NVSwitch" is
    assert conflicts("NVSwitch 3.0 has 64 ports.",
                     "A third-generation NVSwitch has 36 ports.") != []
    assert conflicts("NVSwitch Gen 4 has 72 ports.",
                     "A third-generation NVSwitch has 64 ports.") == []


def test_the_generation_asked_is_answered_first_and_each_row_names_its_own(
        tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    claims = ["A first-generation NVSwitch has 18 NVLink ports.",
              "The second-generation NVSwitch has 36 ports.",
              "A third-generation NVSwitch chip provides 64 NVLink 4 ports.",
              "NVSwitch 4.0 has 72 ports."]
    store.write_text("sources:\n  - id: blog\nfacts:\n" + "".join(
        f"  - id: s{n}\n    claim: {claim}\n    sources:\n      - source: blog\n"
        for n, claim in enumerate(claims, 1)), encoding="utf-8")
    runner = CliRunner()
    for question, first in (("NVSwitch 3.0 ports", 64), ("第一代 NVSwitch 有多少个端口", 18),
                            ("fourth-generation NVSwitch ports", 72)):
        result = runner.invoke(app, ["--store", str(store), "answer", question, "-f", "json"])
        assert result.exit_code == 0, result.output
        answers = json.loads(result.stdout)["answers"]
        assert (answers[0]["value"], answers[0]["generation"]) == (first, [
            18, 36, 64, 72].index(first) + 1)
        assert sorted(a["generation"] for a in answers) == [1, 2, 3, 4]
    table = runner.invoke(app, ["--store", str(store), "answer", "NVSwitch 3.0 ports",
                                "-f", "table"])
    assert "#1 NVSwitch (generation 3) port-count: 64" in " ".join(table.stdout.split())


def test_a_version_after_the_name_counts_nothing() -> None:
    """"NVSwitch 3.0 ports run at 50 GB/s" says a port's rate, not that the switch has 3 ports
    (which then tied with a third-generation chip's 64 and disputed both)."""
    from nvfacts.extract import extract

    for claim in ("NVSwitch 3.0 ports run at 50 GB/s.", "NVSwitch Gen 4 ports carry 100 GB/s."):
        assert [a.attribute for a in extract(claim)] == ["bandwidth"]
    assert conflicts("NVSwitch 3.0 ports run at 50 GB/s.",
                     "Third-generation NVSwitch: 64 ports of 50 GB/s each.") == []


def test_a_generation_named_elsewhere_in_the_claim_is_the_figures() -> None:
    """New-user trial 21: an index's rows ('Generation: NVSwitch 3.0; Ports: 64; ...') had
    their ports read without the generation the row names, so four generations' port counts and
    per-port rates stood against each other and against NVIDIA's 144-port NVLink Switch, and
    'conflicts --fail-unsettled' failed on a store with nothing wrong in it."""
    rows = [f"Generation: NVSwitch {g}.0; Ports: {p}; Per-Port BW: {b} GB/s"
            for g, p, b in ((1, 18, 50), (2, 36, 50), (3, 64, 50), (4, 64, 100))]
    assert conflicts(*rows, "The NVIDIA NVLink Switch features 144 NVLink ports.") == []
    # the row's generation still meets another claim of that generation
    assert conflicts(rows[2], "A third-generation NVSwitch has 36 ports.") != []
    # a generation named in another clause of the claim: its figures are that generation's
    assert conflicts("第一代 NVSwitch 在 2018 年随 DGX-2 推出\uff0c每颗芯片有 18 个 NVLink 端口。",
                     "NVSwitch has 64 ports.") == []


def test_a_claim_naming_two_generations_lends_neither_to_a_bare_figure() -> None:
    # "Second-gen: 36 ports" names no NVSwitch: its 36 is not the first generation's
    assert conflicts("First-gen NVSwitch: 18 ports. Second-gen: 36 ports.",
                     "A first-generation NVSwitch has 18 ports.") == []
