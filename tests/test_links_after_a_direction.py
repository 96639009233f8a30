"""A figure written before the links it is each link's rate, with a direction word between
("25 GB/s one-way links", "50 GB/s bidirectional links"), is per link as "25 GB/s links" is."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_direction_between_a_figure_and_its_links_keeps_it_per_link() -> None:
    assert read("NVLink 2.0 brought 25 GB/s one-way links.") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link")]
    assert read("Third-gen NVLink uses 50 GB/s bidirectional links.") == [
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link")]


def test_a_figure_with_no_link_after_it_has_no_link_scope() -> None:
    assert read("NVLink 2.0 brought 300 GB/s one-way to each V100.")[0][-1] != "per-link"
