"""Years in Chinese claims: a year goes to the name whose own verb of arrival it stands with,
even in brackets or a second clause, and a year that only modifies a name says no arrival."""

from __future__ import annotations

from test_extract import read


def test_a_bracketed_year_with_its_own_verb_is_the_name_before_it() -> None:
    assert read("H100 于 2022 年发布，比 PCIe 5.0 规范（2019 年发布）晚三年。") == [  # noqa: RUF001
        ("H100", "introduced", 2022, None, None),
        ("PCIe 5.0", "introduced", 2019, None, None)]


def test_a_second_clauses_own_subject_takes_its_year() -> None:
    assert read("B200 于 2024 年推出，它用的 NVLink 5.0 早在 2024 年初就已发布。") == [  # noqa: RUF001
        ("B200", "introduced", 2024, None, None),
        ("NVLink 5.0", "introduced", 2024, None, None)]
    assert read("DGX H100 于 2023 年上市，其中的 NVSwitch 早在 2018 年就已发布。") == [  # noqa: RUF001
        ("DGX H100", "introduced", 2023, None, None),
        ("NVSwitch", "introduced", 2018, None, None)]


def test_a_year_that_only_modifies_a_name_gives_nothing() -> None:
    assert read("NVLink 4.0 于 2022 年发布，直到 2023 年的 GH200 才搭配 NVLink-C2C。") == [  # noqa: RUF001
        ("NVLink 4.0", "introduced", 2022, None, None)]
    # a verb of arrival before it makes the year the arrival's
    assert read("NVLink 3.0 首次亮相是在 2020 年的 A100 上。") == [
        ("NVLink 3.0", "introduced", 2020, None, None)]


def test_a_year_opening_each_clause_of_a_chain_is_that_clause_s_name_s() -> None:
    # each year leads its own clause: not the name of the clause before it
    assert read("2018 年 DGX-2 首发 NVSwitch，2020 年 DGX A100 换上 NVLink 3.0。") == [  # noqa: RUF001
        ("NVSwitch", "introduced", 2018, None, None),
        ("DGX A100", "introduced", 2020, None, None)]
    assert read("2020 年 A100 带来 NVLink 3.0，2022 年 H100 用上 NVLink 4.0。") == [  # noqa: RUF001
        ("NVLink 3.0", "introduced", 2020, None, None),
        ("H100", "introduced", 2022, None, None)]


def test_a_product_that_launches_a_generation_gives_the_generation_its_year() -> None:
    # "推出" with a generation right after it: the generation is what arrived that year
    assert read("2017 年 V100 推出了 NVLink 2.0。") == [
        ("NVLink 2.0", "introduced", 2017, None, None)]
    # said of the product alone, the year stays the product's
    assert read("B200 于 2024 年推出，支持 NVLink 5.0。") == [  # noqa: RUF001
        ("B200", "introduced", 2024, None, None)]


def test_a_timeline_of_bare_versions_gives_each_version_its_year() -> None:
    # after the family's header, each item a bare version, a dash and its year
    assert read("PCIe 规范发布：4.0——2017 年；5.0——2019 年；6.0——2022 年。") == [  # noqa: RUF001
        ("PCIe 4.0", "introduced", 2017, None, None),
        ("PCIe 5.0", "introduced", 2019, None, None),
        ("PCIe 6.0", "introduced", 2022, None, None)]
    # a header's year with no version before it stays the family's
    assert read("NVLink 于 2016 年发布：2.0——2017 年。") == [  # noqa: RUF001
        ("NVLink", "introduced", 2016, None, None),
        ("NVLink 2.0", "introduced", 2017, None, None)]
