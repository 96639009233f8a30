"""A figure said of NVLink in general (NVIDIA's "NVLink is a 1.8TB/s bidirectional, direct
GPU-to-GPU interconnect") was listed under every NVLink question, A100's and NVLink 1.0's
included (trial 27): a question naming a generation or a GPU lists such a figure only when it
agrees with one of that generation's, or when the generation has none of that attribute."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: nvidia, kind: datasheet}
  - {id: blog, kind: article}
facts:
  - id: general
    claim: NVLink is a 1.8TB/s bidirectional, direct GPU-to-GPU interconnect.
    sources: [{source: nvidia}]
  - id: a100
    claim: A100 的第三代 NVLink 每 GPU 双向带宽 600GB/s,共 12 条链路。
    sources: [{source: blog}]
  - id: nvlink1
    claim: "NVLink 1.0:双向带宽160GB/s(每 GPU)。"
    sources: [{source: blog}]
  - id: nvlink5
    claim: 第五代 NVLink 为每个 Blackwell GPU 提供 1.8TB/s 的双向带宽。
    sources: [{source: blog}]
"""


def _answer(store: Path, question: str) -> tuple[list[dict[str, object]], str]:
    runner = CliRunner()
    shown = runner.invoke(app, ["answer", question, "-f", "json", "--store", str(store)])
    assert shown.exit_code == 0, shown.stderr
    table = runner.invoke(app, ["answer", question, "-f", "table", "--store", str(store)],
                          env={"COLUMNS": "200"}).stdout
    return json.loads(shown.stdout)["answers"], table


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE, encoding="utf-8")
    return path


@pytest.mark.parametrize(("question", "subject", "value"), [
    ("A100 的 NVLink 双向带宽", "NVLink 3.0", 600.0), ("NVLink 1.0 带宽", "NVLink 1.0", 160.0),
    ("NVLink 3.0 bandwidth per GPU", "NVLink 3.0", 600.0)])
def test_a_generation_asked_lists_no_figure_of_nvlink_in_general_it_differs_from(
        store: Path, question: str, subject: str, value: float) -> None:
    answers, table = _answer(store, question)
    assert [(a["subject"], a["value"], a["generic"]) for a in answers] == [
        (subject, value, False)]
    assert "in general" not in table


def test_a_figure_of_nvlink_in_general_agreeing_with_the_generation_is_listed(
        store: Path) -> None:
    answers, table = _answer(store, "NVLink 5.0 每 GPU 带宽")
    assert [(a["subject"], a["value"], a["generic"]) for a in answers] == [
        ("NVLink 5.0", 1800.0, False), ("NVLink", 1800.0, True)]
    assert "said of NVLink in general, of no one generation" in table
