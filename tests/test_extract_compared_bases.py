"""What a claim sets its subject against is no owner of the figures after it: a name after
"alternative to" (the lexicon's compared-base words) is never the nearest name a later figure
falls back on, a generation right after a word of multiplying ("doubled Gen3") is not the
figure's, and a figure after "the" and a hedge belongs to the link the clause after it names."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_the_base_of_a_comparison_owns_no_later_figure() -> None:
    assert read("With the Pascal-based Tesla P100 in 2016, NVIDIA introduced NVLink as a faster "
                "alternative to PCIe 3.0: each of the GPU's four links carries 20 GB/s in each "
                "direction.") == [
        ("NVLink 1.0", "introduced", 2016, None, None),
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 20, "unidirectional", None)]


def test_a_hedged_figure_is_the_link_the_clause_after_it_names() -> None:
    assert read("NVLink 1.0 carries 80 GB/s per direction per GPU, five times the roughly 16 "
                "GB/s a PCIe 3.0 x16 slot offers each way.")[-1] == (
        "PCIe 3.0", "bandwidth", 16, "unidirectional", None)


def test_the_generation_multiplied_is_not_the_figures() -> None:
    assert read("PCIe 4.0 (specification released in 2017) doubled Gen3, to about 32 GB/s per "
                "direction for an x16 slot.") == [
        ("PCIe 4.0", "introduced", 2017, None, None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_the_network_a_rack_is_measured_against_gets_no_figure() -> None:
    # the trial's page: an unnamed rack's figure set beside "a comparable" fabric named after it
    assert read("Across nine trays the rack provides 130 TB/s of all-to-all GPU bandwidth, "
                "roughly an order of magnitude beyond a comparable NDR InfiniBand fabric of the "
                "same node count.") == []
    assert read("It delivers 900 GB/s compared with an equivalent XDR InfiniBand network.") == []


def test_the_named_owner_keeps_its_figure_beside_the_base() -> None:
    assert read("NVLink 4.0 delivers 900 GB/s, an order of magnitude beyond a comparable NDR "
                "InfiniBand fabric.") == [("NVLink 4.0", "bandwidth", 900, None, None)]
