"""GPUs counted for each of several superchips or systems counted before them ("36 GB200
superchips, each with two GPUs") are one of those parts' GPUs: its own GPU count, where the
parts counted alone give the whole nothing."""

from __future__ import annotations

from test_extract import read


def test_each_with_after_counted_superchips() -> None:
    assert read("Our cluster is built of 18 GB300 superchips, each with two GPUs and a "
                "Grace CPU.") == [("GB300", "gpu-count", 2, None, None)]


def test_each_and_the_parts_noun_again() -> None:
    assert read("The cabinet houses 36 GB200 superchips, where each superchip pairs a Grace CPU "
                "with two Blackwell GPUs.") == [("GB200", "gpu-count", 2, None, None)]


def test_a_count_after_parts_with_no_each_stays_the_wholes() -> None:
    assert read("GB200 NVL72: 36 GB200 superchips | 72 GPUs") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]
