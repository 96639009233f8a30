"""A change over a span of generations ("From PCIe 3.0 to PCIe 6.0, ... from about 16 GB/s to
32, 64 and finally 128 GB/s"): the figure it leaves is the first name's, the numbers run after
it are nobody's (the claim names no generation for each), and a count reached in such a run
("rose from 4 to 6, 12 and then 18") is none."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_the_figure_a_span_leaves_is_its_first_names() -> None:
    assert read("From PCIe 3.0 to PCIe 6.0, x16 bandwidth per direction has gone from about "
                "16 GB/s to 32, 64 and finally 128 GB/s.") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None)]


def test_a_run_ended_by_finally_is_nobodys() -> None:
    assert read("Per-GPU NVLink went 160, 300 and finally 1,800 GB/s.") == []


def test_a_count_reached_inside_a_run_is_none() -> None:
    assert read("Since the P100 the link count rose from 4 to 6, 12 and then 18.") == []
