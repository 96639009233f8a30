"""Counts a claim gives of something else than the whole it names: half of another system's,
each part's, parts of a larger whole, and the count a change starts from."""

from __future__ import annotations

from test_extract import read


def counts(claim: str) -> list[tuple[str, str, float]]:
    return [(s, a, v) for s, a, v, _, _ in read(claim) if a.endswith("-count")]


def test_half_of_another_count_is_no_count() -> None:
    assert counts("DGX-1 的 GPU 数是 DGX-2 的一半。") == []
    assert counts("DGX-2 的 GPU 数是 16。") == [("DGX-2", "gpu-count", 16)]


def test_a_count_of_each_part_is_not_the_wholes() -> None:
    assert counts("A DGX-2 holds two boards of eight V100s each.") == []
    assert counts("A DGX-2 holds sixteen V100s.") == [("DGX-2", "gpu-count", 16)]


def test_a_name_counted_as_parts_is_no_subject_of_the_wholes_count() -> None:
    assert counts("GB200 NVL36 | 18 GB200 superchips | 36 GPUs") == [
        ("GB200 NVL36", "gpu-count", 36)]


def test_a_change_from_one_count_to_another_gives_the_count_reached() -> None:
    assert counts("On the A100, NVLink went from six links to twelve.") == [
        ("NVLink 3.0", "link-count", 12)]


def test_gpus_counted_for_each_cpu_are_no_systems_count() -> None:
    assert counts("Inside a GB200 NVL72, every Grace CPU feeds 2 Blackwell GPUs.") == []
    assert counts("GB200 NVL72 里每个 Grace 处理器搭配两颗 B200。") == []
    # the CPUs counted beside the GPUs take nothing from the system's own count
    assert counts("A GB200 NVL72 joins 36 Grace CPUs and 72 B200 GPUs.") == [
        ("GB200 NVL72", "gpu-count", 72)]
