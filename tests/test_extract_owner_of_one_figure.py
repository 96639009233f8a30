"""A name written only as the owner of a figure before it ("the 50 GB/s per-link rate of
Ampere") owns that figure alone: the clauses after it go on with the sentence's subject."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_the_owner_of_a_kept_figure_is_no_later_subject() -> None:
    assert read("Hopper's fourth-generation NVLink keeps the 50 GB/s per-link rate of Ampere "
                "but raises the number of links from 12 to 18, lifting per-GPU bandwidth from "
                "600 GB/s to 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
