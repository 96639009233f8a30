"""A system or superchip named as an example in brackets after a figure ("可达1.8 TB/s(如Grace
Blackwell架构)", "(e.g. Grace Blackwell)") names where the figure is found, not a system whose
total it is: the figure is that one's NVLink generation's, its scope unsaid. It was read as a
GB200 total, halved to 900 GB/s per GPU and disputing NVLink 5.0's 1.8 TB/s (new-user trial
19, dtcms)."""

from __future__ import annotations

from nvfacts.extract import extract


def _bandwidths(claim: str) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.scope) for a in extract(claim) if a.attribute == "bandwidth"]


def test_an_example_in_brackets_is_where_the_figure_applies() -> None:
    for claim in ("双向通信速度可达1.8 TB/s(如Grace Blackwell架构)。",
                  "Bidirectional speeds reach 1.8 TB/s (e.g. Grace Blackwell).",
                  "NVLink 双向带宽可达 1.8 TB/s\uff08例如 GB200 NVL72\uff09。",  # full-width
                  "Bidirectional speeds reach 1.8 TB/s (such as the GB200 NVL72)."):
        assert _bandwidths(claim) == [("NVLink 5.0", 1800.0, None)], claim


def test_a_system_named_outside_an_example_keeps_its_total() -> None:
    assert _bandwidths("The GB200 NVL72 reaches 130 TB/s (72 GPUs at 1.8 TB/s).")[0] == (
        "GB200 NVL72", 130000.0, "aggregate")
