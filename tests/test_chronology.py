"""A GPU, superchip or system cannot have been introduced before the NVLink generation it
carries: such a year is a rival of the generation's, in conflicts and in answer."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app


def _store_with(tmp_path: Path, *claims: tuple[str, str]) -> Path:
    """A copy of the bundled store (NVLink 5.0 introduced in 2024, NVLink 4.0 in 2022, from
    its reference facts) with each (id, claim) added, citing an article."""
    store = tmp_path / "facts.yaml"
    store.write_text(STORE.read_text(encoding="utf-8"), encoding="utf-8")
    runner = CliRunner()
    for fact_id, claim in claims:
        added = runner.invoke(app, ["add", claim, "--id", fact_id, "--new-source", "blog",
                                    "--source-kind", "article", "--store", str(store)])
        assert added.exit_code == 0, added.stderr
    return store


def _conflicts(store: Path) -> list[dict[str, Any]]:
    result = CliRunner().invoke(app, ["conflicts", "-f", "json", "--store", str(store)])
    found: list[dict[str, Any]] = json.loads(result.stdout)["conflicts"]
    return found


def test_a_gpu_shipped_before_its_nvlink_generation_is_a_conflict(tmp_path: Path) -> None:
    # trial 11: the B200 (NVLink 5.0, introduced 2024) said to ship in 2022 raised nothing
    store = _store_with(tmp_path, ("b200-2022", "NVIDIA B200 GPUs first shipped in 2022"))
    (found,) = [c for c in _conflicts(store) if "b200-2022" in c["ids"]]
    assert found["kind"] == "chronology"
    assert found["reason"] == ("B200 introduced 2022 is before NVLink 5.0, which it carries, "
                               "was introduced (2024)")
    assert found["favoured"] == "ref-nvlink5-introduced"


def test_the_gpus_year_in_answer_has_the_generations_year_as_rival(tmp_path: Path) -> None:
    store = _store_with(tmp_path, ("b200-2022", "NVIDIA B200 GPUs first shipped in 2022"))
    result = CliRunner().invoke(app, ["answer", "When was the B200 released?", "-f", "json",
                                      "--store", str(store)])
    (b200,) = [a for a in json.loads(result.stdout)["answers"] if a["subject"] == "B200"]
    (rival,) = b200["rivals"]
    assert (rival["subject"], rival["value"]) == ("NVLink 5.0", 2024)
    assert rival["why"].startswith("wins (chronology): B200 introduced 2022 is before")


def test_a_product_introduced_after_its_generation_is_no_conflict(tmp_path: Path) -> None:
    # the H200 (2023 or 2024, as sources date it) carries the NVLink 4.0 of 2022; the B200 of
    # 2024 came with NVLink 5.0
    store = _store_with(tmp_path, ("h200-2023", "The H200 launched in 2023."),
                        ("b200-2024", "The B200 was unveiled in 2024."))
    assert not [c for c in _conflicts(store) if c["kind"] == "chronology"]


def test_a_system_carrying_a_generation_is_dated_by_it_too(tmp_path: Path) -> None:
    store = _store_with(tmp_path, ("dgx-2021", "DGX H100 was announced in 2021."))
    (found,) = [c for c in _conflicts(store) if "dgx-2021" in c["ids"]]
    assert (found["kind"], found["favoured"]) == ("chronology", "ref-nvlink4-introduced")
