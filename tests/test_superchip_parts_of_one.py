"""A superchip's parts listed with "one" ("one Grace CPU and one Hopper GPU") count its one GPU;
"one" is otherwise an article ("one NVLink port per switch", "connects one CPU to one GPU")."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_one_gpu_beside_one_named_cpu_is_a_count() -> None:
    assert read("A GH200 puts one Grace CPU next to one Hopper GPU on a single board.") == [
        ("GH200", "gpu-count", 1, None, None)]


def test_one_as_an_article_counts_nothing() -> None:
    assert read("The GH200's C2C link joins one CPU and one GPU.") == []
