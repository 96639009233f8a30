"""A figure multiplied by a bare factor written after it, into a total right after ("985MB/s * 4
= 3.94GB/s"), is an operand of the product like one with its factor before: only the total is
read, and a direction said before the product is the total's."""

from __future__ import annotations

from nvfacts.extract import extract


def _figures(claim: str) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.direction) for a in extract(claim) if a.attribute == "bandwidth"]


def test_the_operand_before_its_factor_is_no_figure_of_its_own() -> None:
    assert _figures("PCIe 3.0 x4 单向带宽为985MB/s * 4 = 3.94GB/s。") == [
        ("PCIe 3.0", 3.94, "unidirectional")]
    assert _figures("PCIe 3.0 x4 offers 985 MB/s x 4 = 3.94 GB/s per direction.") == [
        ("PCIe 3.0", 3.94, "unidirectional")]


def test_a_count_that_names_what_it_counts_keeps_the_figure() -> None:
    # "x 18 links" names the links: 50 GB/s stays each link's figure
    assert ("NVLink 4.0", 50.0, None) in _figures("NVLink 4.0: 50 GB/s x 18 links = 900 GB/s.")
