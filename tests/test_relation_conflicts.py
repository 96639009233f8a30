"""Conflicts between the relations claims state: a product's generation, its NVSwitch chips,
whether it has NVLink at all."""

from __future__ import annotations

import yaml

from nvfacts.conflicts import Conflict
from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text


def conflicts(*claims: str) -> list[Conflict]:
    """The conflicts of a store holding ``claims`` (ids c0, c1...), the first citing a
    datasheet and the others an article."""
    store = {"sources": [{"id": "sheet", "title": "A datasheet", "kind": "datasheet"},
                         {"id": "blog", "title": "A blog post", "kind": "article"}],
             "facts": [{"id": f"c{i}", "claim": claim,
                        "sources": [{"source": "sheet" if i == 0 else "blog"}]}
                       for i, claim in enumerate(claims)]}
    text = yaml.safe_dump(store, allow_unicode=True, sort_keys=False)
    return KnowledgeBase(load_text(text, "<test>")).analysis.conflicts


def kinds(*claims: str) -> list[tuple[tuple[str, str], str, str | None]]:
    return [(c.ids, c.kind, c.favoured) for c in conflicts(*claims)]


def test_one_product_said_to_use_two_generations_conflicts() -> None:
    found = conflicts("Hopper's H100 is built on fourth-generation NVLink.",
                      "The H100 introduced NVLink 3.0.")
    assert [(c.ids, c.kind, c.favoured) for c in found] == [(("c0", "c1"), "generation", "c0")]
    assert "H100" in found[0].reason and "NVLink 4.0" in found[0].reason
    assert "NVLink 3.0" in found[0].reason


def test_the_generation_a_product_debuted_with_is_the_one_it_uses() -> None:
    assert kinds("Third-generation NVLink debuted with the A100 GPU.",
                 "Every A100 uses fifth-gen NVLink.") == [(("c0", "c1"), "generation", "c0")]


def test_a_system_said_to_use_two_nvswitch_generations_conflicts() -> None:
    assert kinds("HGX H100 采用第三代 NVSwitch。",
                 "The HGX H100 board is built around second-generation NVSwitch silicon.") == [
        (("c0", "c1"), "generation", "c0")]


def test_generations_of_two_products_or_of_two_families_never_meet() -> None:
    assert kinds("The H100 uses fourth-generation NVLink.",
                 "The A100 uses third-generation NVLink.") == []
    assert kinds("DGX H100 uses fourth-generation NVLink.",
                 "DGX H100 uses third-generation NVSwitch chips.") == []
    assert kinds("The A100 uses NVLink 3.0.", "NVLink 3.0 debuted with the A100.") == []


def test_two_counts_of_one_systems_nvswitch_chips_conflict() -> None:
    """A system's chip count is an assertion (DGX A100 switch-count): two counts are rival
    values, as two GPU counts are, once."""
    found = conflicts("The DGX A100 has six NVSwitch chips.", "DGX A100 内置 8 颗 NVSwitch。")
    assert [(c.ids, c.kind, c.favoured) for c in found] == [(("c0", "c1"), "value", "c0")]
    assert found[0].reason == "DGX A100 switch-count: 6 against 8"


def test_chips_counted_in_the_plural_are_a_count_of_nvswitch_chips() -> None:
    assert kinds("An HGX H100 board carries 4 NVSwitch chips.",
                 "There are seven NVSwitches on the HGX H100 board.") == [
        (("c0", "c1"), "value", "c0")]
    assert kinds("DGX A100 has six NVLink Switches.", "The DGX A100 packs 6 NVSwitch chips.") == []


def test_a_bound_or_another_systems_count_is_no_conflict() -> None:
    assert kinds("The DGX A100 has six NVSwitch chips.",
                 "A DGX A100 holds up to 8 NVSwitch chips.") == []
    assert kinds("The DGX A100 has six NVSwitch chips.", "A DGX-2 has 12 NVSwitch chips.") == []


def test_a_product_denied_nvlink_against_its_nvlink_figure_conflicts() -> None:
    found = conflicts("Tesla V100 PCIe: 300 GB/s over an NVLink bridge.",
                      "The V100 PCIe card lacks NVLink.")
    assert [(c.ids, c.kind, c.favoured) for c in found] == [
        (("c0", "c1"), "nvlink-support", "c0")]
    assert found[0].reason == ("V100 PCIe: one claim says it has no NVLink, the other gives its "
                               "NVLink: 300 GB/s")


def test_a_product_denied_nvlink_against_a_generation_it_uses_conflicts() -> None:
    assert kinds("The A100 PCIe card uses third-generation NVLink.",
                 "A100 PCIe 版没有 NVLink。") == [(("c0", "c1"), "nvlink-support", "c0")]


def test_a_card_said_to_have_none_of_the_nvlink_another_form_has_conflicts() -> None:
    assert kinds("The P100 PCIe card gives 160 GB/s over NVLink.",
                 "The SXM2 P100 has NVLink; the PCIe P100 has none.") == [
        (("c0", "c1"), "nvlink-support", "c0")]


def test_a_denial_of_one_form_never_meets_another_forms_nvlink() -> None:
    # the card is not the SXM part a bare "A100" names
    assert kinds("The A100 gives 600 GB/s over NVLink.", "A100 PCIe cards have no NVLink.") == []
    # a variant's denial is no denial of the product named
    assert kinds("A100 PCIe: an NVLink bridge joins two cards at 600 GB/s.",
                 "The A100 has no NVLink in its PCIe version.") == []
    # one generation of GeForce dropping it says nothing of the one before
    assert kinds("The RTX 3090 supports NVLink at 112.5 GB/s.",
                 "The RTX 4090 dropped NVLink.") == []
    # only the SXM part having NVLink, beside the card's figure: one claim, no pair
    assert kinds("Only the SXM P100 has NVLink; the PCIe P100 card runs on PCIe 3.0 at 16 GB/s.",
                 "The P100 gives 160 GB/s over NVLink.") == []


def test_a_pair_the_ledger_flags_is_listed_once() -> None:
    found = conflicts("The H100 uses fourth-generation NVLink at 900 GB/s per GPU.",
                      "The H100 uses fifth-generation NVLink at 1.8 TB/s per GPU.")
    assert len(found) == 1


def test_one_generation_said_to_debut_on_two_architectures_conflicts() -> None:
    found = conflicts("Third-generation NVLink debuted with the A100 GPU.",
                      "NVLink 3.0 first shipped on the V100.")
    assert [(c.ids, c.kind, c.favoured) for c in found] == [(("c0", "c1"), "generation", "c0")]
    assert "Ampere" in found[0].reason and "Volta" in found[0].reason
    # two GPUs of one architecture, or a GPU merely using the generation: no debut disputed
    assert kinds("NVLink 5.0 debuted with the B200.", "The B100 introduced NVLink 5.0.") == []
    assert kinds("NVLink 4.0 debuted with the H100.", "The H200 uses NVLink 4.0 as well.") == []
