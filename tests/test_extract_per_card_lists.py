"""Links counted for each GPU of a named system ("每卡 18 条 NVLink 4.0 链路") are the GPUs'
NVLink generation's count when the clause names it, and a figure listed right after them with
"、" is each GPU's too, not the system's total."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_per_card_list_in_a_system_is_each_gpus() -> None:
    assert read("以 DGX H100 为例: 8 张 H100 SXM5, 每卡 18 条 NVLink 4.0 链路、900GB/s。") == [
        ("DGX H100", "gpu-count", 8, None, None),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]


def test_links_counted_per_gpu_of_a_system_are_the_generations_its_clause_names() -> None:
    assert read("DGX H100: 18 NVLink 4.0 links per GPU, 7.2 TB/s in total.") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("DGX H100", "bandwidth", 7200, None, "aggregate")]
    # no generation named: the system's count, as the extraction corpus reads it
    assert read("Each GPU in a DGX H100 has 18 NVLink connections.") == [
        ("DGX H100", "link-count", 18, None, None)]


def test_a_figure_after_a_comma_stays_the_systems_total() -> None:
    # no list mark joins it to the per-card count: the system's figure, as before
    assert read("GB200 NVL72: 每卡 18 条链路、1.8TB/s, 整柜 130TB/s。")[-1] == (
        "GB200 NVL72", "bandwidth", 130000, None, "aggregate")
