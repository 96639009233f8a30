"""A verb summing to a figure ("add up to") between two figures is the second one's total, never
the first's: "six links at 25 GB/s each add up to 150 GB/s" gives each link 25 GB/s."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_summing_verb_is_the_total_after_it() -> None:
    assert read("The V100's six NVLink 2.0 links at 25 GB/s per direction each add up to 150 "
                "GB/s per direction.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", "aggregate")]
