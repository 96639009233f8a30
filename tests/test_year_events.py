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
