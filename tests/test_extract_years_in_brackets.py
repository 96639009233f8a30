"""A year in the bracket right after a name is that name's, after other items of the bracket too
("DGX-2 (12 chips, 2018)"), as it is alone ("DGX-2 (2018)")."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_year_after_other_items_of_a_bracket_is_the_names() -> None:
    found = read("NVSwitch generations: 1st gen in DGX-2 (12 chips, 2018), 2nd gen in DGX A100 "
                 "(6 chips, 2020).")
    assert [r for r in found if r[1] == "introduced"] == [
        ("DGX-2", "introduced", 2018, None, None), ("DGX A100", "introduced", 2020, None, None)]
