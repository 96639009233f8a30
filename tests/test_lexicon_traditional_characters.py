"""A claim from a traditional-character page is read as its simplified form: every Chinese word
of the lexicon (qualifiers, measure words, year verbs) holds for it, through the lexicon's
``traditional-forms`` list, without a traditional copy of each word."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_extract import read

from conftest import curated_lexicon
from nvfacts.errors import ParseError
from nvfacts.lexicon import lexicon
from nvfacts.reading import read as reading


def test_traditional_qualifiers_and_measure_words_read_as_simplified_ones() -> None:
    simplified = read("NVLink 3.0 每条链路单向 25 GB/s，12 条链路总带宽 600 GB/s。")  # noqa: RUF001
    assert simplified == [("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link"),
                          ("NVLink 3.0", "link-count", 12, None, None),
                          ("NVLink 3.0", "bandwidth", 600, None, "aggregate")]
    assert read("NVLink 3.0 每條鏈路單向 25 GB/s，12 條鏈路總帶寬 600 GB/s。") == simplified  # noqa: RUF001


def test_the_taiwanese_word_for_bandwidth_is_a_bandwidth_word() -> None:
    assert read("PCIe 5.0 x16 的雙向頻寬為 128 GB/s。") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]


def test_a_traditional_year_verb_dates_what_it_says_arrived() -> None:
    assert read("NVSwitch 於 2018 年隨 DGX-2 發佈。") == [
        ("NVSwitch", "introduced", 2018, None, None)]
    # 现身 ("made its appearance") is a verb of arrival, in either script
    for claim in ("第三代 NVLink 在 2020 年现身。", "第三代 NVLink 在 2020 年現身。"):
        assert read(claim) == [("NVLink 3.0", "introduced", 2020, None, None)]


def test_an_entry_that_is_no_pair_is_named_at_its_list(tmp_path: Path) -> None:
    curated = lexicon(curated_lexicon(tmp_path, "traditional-forms", "鏈"))
    with pytest.raises(ParseError, match="traditional-forms"):
        reading("單向 25 GB/s", curated)
