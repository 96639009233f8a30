"""Superchips or systems counted as parts ("2 颗 GB200 超级芯片", "two GB200 superchips") are no
subject of the GPUs counted after them: "(4 GPU + 2 CPU)" is the pair's, not one GB200's."""

from __future__ import annotations

from nvfacts.extract import extract


def _counts(claim: str) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim) if a.attribute == "gpu-count"]


def test_gpus_of_several_superchips_are_no_ones_count() -> None:
    assert _counts("每个计算托盘 2 颗 GB200 超级芯片\uff084 GPU + 2 CPU\uff09。") == []
    assert _counts("Each compute tray holds two GB200 superchips (4 GPUs + 2 CPUs).") == []


def test_one_superchips_gpus_are_its_own() -> None:
    assert _counts("GB200 超级芯片\uff082 GPU + 1 CPU\uff09") == [("GB200", 2)]
    assert _counts("one GB200 superchip (2 GPUs)") == [("GB200", 2)]
