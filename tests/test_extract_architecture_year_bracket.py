"""A year in a bracket right after an architecture is the architecture's (kept as its own when
the bracket says it arrived then, "Ampere 架构(2020 年发布)"), however the sentence goes on:
never the year of a product named after the bracket."""

from __future__ import annotations

from test_extract import read


def test_an_architectures_bracketed_year_goes_to_no_later_product() -> None:
    assert read("Ampere 架构(2020 年发布),之后才有 H100。") == [
        ("Ampere", "introduced", 2020, None, None)]
    assert read("The Ampere architecture (released 2020) was succeeded by the H100.") == []


def test_a_products_bracket_naming_its_architecture_still_dates_the_product() -> None:
    assert read("A100 (Ampere 架构, 2020 年发布) 之后是 H100。") == [
        ("A100", "introduced", 2020, None, None)]
