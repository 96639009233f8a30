"""A sentence comparing a system with a multiple of another thing gives nothing of that thing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract


@pytest.mark.parametrize("claim", [
    "Clusters scale with NVLink, so NVL72 can support 9X the GPU count than a single eight-GPU "
    "system.",
    "The NVL72 supports 9x more GPUs than a single eight-GPU server.",
    "GB200 NVL72 offers 9x the GPUs of an 8-GPU system.",
    "GB200 NVL72 的 GPU 数量比单个 8-GPU 系统多 9 倍。",
    "GB200 NVL72 的 GPU 数量是单个 8-GPU 系统的 9 倍。",
])
def test_the_count_of_the_thing_compared_is_no_count_of_the_subject(claim: str) -> None:
    assert [a for a in extract(claim) if a.attribute == "gpu-count"] == []


def test_answer_counts_the_racks_gpus_not_the_server_it_is_compared_with(
        runner: CliRunner, tmp_path: Path) -> None:
    """A user asked how many GPUs a GB200 NVL72 has and was told 8, from a page saying the rack
    holds nine times the GPUs of an eight-GPU system."""
    store = tmp_path / "s.yaml"
    store.write_text(
        "sources: [{id: blog, kind: article}, {id: sheet, kind: datasheet}]\n"
        "facts:\n"
        "  - {id: ratio, claim: \"NVL72 can support 9X the GPU count than a single eight-GPU "
        "system.\", sources: [{source: blog}]}\n"
        "  - {id: rack, claim: \"The GB200 NVL72 connects 72 Blackwell GPUs.\", "
        "sources: [{source: sheet}]}\n", encoding="utf-8")
    result = runner.invoke(app, ["answer", "How many GPUs does a GB200 NVL72 have?", "-f",
                                 "json", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    answers = json.loads(result.stdout)["answers"]
    assert [(a["value"], a["facts"]) for a in answers] == [(72, ["rack"])]
