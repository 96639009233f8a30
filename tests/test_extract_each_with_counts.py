"""A count after "each with" (每个含) is of each of the parts counted before it in the sentence
("36 superchips, each with one Grace and two B200s"), no count of the whole system: the part's
own count when the part is a superchip or system (tests/test_extract_each_part_counted.py)."""

from __future__ import annotations

from test_extract import read


def test_gpus_each_part_holds_are_no_count_of_the_system() -> None:
    assert read("A GB200 NVL72 is built from 36 GB200 superchips, each with one Grace CPU and "
                "two B200 GPUs.") == [("GB200", "gpu-count", 2, None, None)]
    assert read("GB200 NVL72 由 36 个 GB200 超级芯片组成\uff0c每个含两颗 B200。") == [
        ("GB200", "gpu-count", 2, None, None)]


def test_a_systems_own_gpu_count_is_still_read() -> None:
    assert read("A GB200 NVL72 holds 72 B200 GPUs.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]


def test_a_systems_own_gpus_after_each_with_are_still_its_count() -> None:
    assert read("A SuperPOD is built from GB200 NVL72 racks, each with 72 GPUs.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]
