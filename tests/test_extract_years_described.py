"""A year said of the architecture a product is built on, in a phrase describing that product,
is the product's: a bracket after it or a fronted phrase opening with a word of arrival before
it. A year said again ("the same year", 同年, 同场) is the year of what its part of the sentence
names after it when nothing is named before it there."""

from __future__ import annotations

from test_extract import read


def test_a_year_in_a_bracket_after_a_product_naming_its_architecture_is_the_products() -> None:
    assert read("当年，V100（Volta架构，2017年发布）是最快的训练卡。") == [  # noqa: RUF001
        ("V100", "introduced", 2017, None, None)]


def test_a_fronted_arrival_phrase_dates_the_product_after_it() -> None:
    assert read("Launched in 2020 and built on the Ampere architecture, the A100 replaced "
                "the V100.") == [("A100", "introduced", 2020, None, None)]


def test_an_architecture_dated_on_its_own_is_still_nobodys_year() -> None:
    assert read("Built on the Ampere architecture introduced in 2020, the A100 is fast.") == []


def test_a_year_said_again_is_the_year_of_the_name_after_it() -> None:
    assert read("H100 于 2022 年 GTC 发布，同场发布的还有第四代 NVLink。") == [  # noqa: RUF001
        ("H100", "introduced", 2022, None, None),
        ("NVLink 4.0", "introduced", 2022, None, None)]
    assert read("The P100 arrived in 2016; the same year, NVLink 1.0 shipped.") == [
        ("P100", "introduced", 2016, None, None),
        ("NVLink 1.0", "introduced", 2016, None, None)]
