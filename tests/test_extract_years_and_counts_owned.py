"""A year or a count given to the right product: a year in a bracket opened by another
product's name is that product's; two things joined by "and" before one verb of arrival both
arrived that year; GPUs "connected by" a fabric are counted in the system that contains them,
not in the fabric."""

from __future__ import annotations

from test_extract import read


def test_a_year_in_a_bracket_opened_by_a_product_is_that_products() -> None:
    assert read("B200 于 2024 年发布，接替了 Hopper 一代（H100，2022 年发布）。") == [  # noqa: RUF001
        ("B200", "introduced", 2024, None, None),
        ("H100", "introduced", 2022, None, None)]


def test_two_names_joined_by_and_before_one_arrival_verb_both_arrived() -> None:
    assert read("The A100 (Ampere) and NVLink 3.0 arrived in 2020.") == [
        ("NVLink 3.0", "introduced", 2020, None, None),
        ("A100", "introduced", 2020, None, None)]


def test_gpus_connected_by_a_fabric_are_the_containing_systems() -> None:
    assert read("The GB200 NVL72 is one rack with 36 Grace CPUs and 72 Blackwell GPUs linked "
                "by a 130 TB/s NVLink Switch System.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None),
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
