"""The generation written first after the colon of the product heading a claim ("B200:
fifth-generation NVLink, 1.8 TB/s") is the one that product uses, as with no colon; never when
two products head the claim."""

from __future__ import annotations

from nvfacts.reading.grammar import read


def uses(claim: str) -> list[tuple[str, str]]:
    return [(r.subject, r.object) for r in read(claim).relations if r.relation == "uses"]


def test_a_headed_product_uses_the_generation_after_its_colon() -> None:
    assert uses("B200: fifth-generation NVLink, 1.8 TB/s.") == [("B200", "NVLink 5.0")]


def test_two_products_heading_a_claim_give_no_generation() -> None:
    assert uses("A100 vs H100: NVLink 3.0 vs 4.0") == []
