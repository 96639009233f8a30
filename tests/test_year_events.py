"""A year a claim words as the day a product was shown (announced, unveiled, 发布) and a year up
to two later worded as the day it went on sale (shipped, became available, 上市), or given by
the same claim, are two events: neither disputes the other."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_a_year_shown_and_a_later_year_on_sale_are_no_conflict() -> None:
    assert conflicts("The B200 was unveiled in 2024.",
                     "The B200 became available in 2025.") == []
    assert conflicts("DGX B200 于 2024 年发布。", "DGX B200 shipped in 2025.") == []


def test_one_claim_giving_both_years_disputes_neither() -> None:
    assert conflicts("NVLink-C2C was announced in 2022 and shipped in 2023 with GH200.",
                     "NVLink-C2C first appeared in 2023.") == []


def test_other_year_pairs_still_conflict() -> None:
    # on sale before it was shown, shown and "launched", two years on sale, or too far apart
    assert conflicts("The B200 was unveiled in 2024.", "The B200 shipped in 2023.") != []
    assert conflicts("The B200 was unveiled in 2024.", "The B200 launched in 2025.") != []
    assert conflicts("The B200 shipped in 2024.", "The B200 shipped in 2025.") != []
    assert conflicts("The B200 was unveiled in 2021.", "The B200 shipped in 2025.") != []


def test_a_later_year_on_sale_from_the_claim_giving_the_earlier_disputes_nothing() -> None:
    # the second year is when buyers got systems, said by the claim dating the link itself
    assert conflicts("NVLink 5.0 dates from 2024, though most buyers received racks in 2025.",
                     "NVLink 5.0 (2024) doubled the per-link rate.") == []
    # nor is a product shown before its link's generation went on sale carried too early
    assert conflicts("NVLink 5.0 dates from 2024, though most buyers received racks in 2025.",
                     "The DGX B200 (2024) uses NVLink 5.0.") == []
    # a year on sale that only another claim gives still disputes an earlier year of arrival
    assert conflicts("NVLink 3.0 arrived in 2020 with the A100.",
                     "NVLink 3.0 first shipped in 2021.") != []


def test_a_later_versions_year_is_no_year_of_the_product() -> None:
    assert conflicts("The DGX-2 (2018) put NVSwitch in a system.",
                     "A refreshed DGX-2 came out in 2019.") == []
    assert conflicts("The DGX-2 (2018) put NVSwitch in a system.",
                     "The DGX-2 came out in 2019.") != []


def test_a_year_joined_to_era_dates_the_name_after_it() -> None:
    from test_extract import read

    assert read("The GB200 NVL72 of 2024 is built on 2024-era NVLink 5.0 links.") == [
        ("GB200 NVL72", "introduced", 2024, None, None),
        ("NVLink 5.0", "introduced", 2024, None, None)]
    assert conflicts("The DGX H100 of 2022 kept 2020-era NVLink 3.0 switches out.",
                     "The DGX H100 (2022) uses NVLink 4.0.") == []


def test_the_year_a_family_arrived_is_its_first_generations() -> None:
    # NVLink, no generation named, came with NVLink 1.0: another year for it is disputed
    assert conflicts("First-generation NVLink shipped in 2016.",
                     "NVIDIA shipped NVLink in 2015 with its Kepler cards.") == [("f0", "f1")]
    assert conflicts("NVLink 1.0 came out in 2016.", "NVLink 于 2016 年首发。") == []
    # shown, then on sale: two events of one arrival; a claim giving both disputes neither
    assert conflicts("NVLink 1.0 went on sale in 2016.", "NVLink was unveiled in 2014.") == []
    assert conflicts("NVLink 1.0 was unveiled in 2014.",
                     "NVLink was shown in 2014 and shipped in 2016.") == []
    # a family whose first generation the lexicon does not name: PCIe 3.0 was no first PCIe
    assert conflicts("PCIe 3.0 was finalized in 2010.", "PCIe was introduced in 2003.") == []
