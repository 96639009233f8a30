"""The relations a claim states beside its assertions: which NVLink or NVSwitch generation a
product uses, that a product has no NVLink, how many NVSwitch chips a system has."""

from __future__ import annotations

import pickle

import pytest

from nvfacts.extract import decode, encode, extract
from nvfacts.reading import read
from nvfacts.reading.relations import relations_of


def said(claim: str) -> list[tuple[str, str, str, float | None]]:
    return [(r.subject, r.relation, r.object, r.value) for r in read(claim).relations]


@pytest.mark.parametrize(("claim", "expected"), [
    ("Our cluster's A100 nodes are built on third-generation NVLink.",
     [("A100", "uses", "NVLink 3.0", None)]),
    ("The B200 module features fifth-gen NVLink.",
     [("B200", "uses", "NVLink 5.0", None)]),
    ("Fourth-generation NVLink shipped with the H100 that year.",
     [("H100", "uses", "NVLink 4.0", None)]),
    ("V100 服务器采用第二代 NVLink。", [("V100", "uses", "NVLink 2.0", None)]),
    ("HGX A100 采用第二代 NVSwitch 芯片。", [("HGX A100", "uses", "NVSwitch 2.0", None)]),
    ("A DGX-2 uses twelve NVSwitch chips.", [("DGX-2", "switch-count", "NVSwitch", 12.0)]),
    ("The DGX A100 box relies on 6 NVSwitch chips to join its eight GPUs.",
     [("DGX A100", "switch-count", "NVSwitch", 6.0)]),
    ("HGX H100 板上有 4 颗 NVSwitch 芯片。", [("HGX H100", "switch-count", "NVSwitch", 4.0)]),
    ("DGX-2 有 12 个 NVSwitch", [("DGX-2", "switch-count", "NVSwitch", 12.0)]),
    # the system after its chips, and its GPUs named between the system and its chips
    ("six NVSwitch chips in DGX A100", [("DGX A100", "switch-count", "NVSwitch", 6.0)]),
    ("There are four NVSwitch chips on the HGX H100 baseboard.",
     [("HGX H100", "switch-count", "NVSwitch", 4.0)]),
    ("DGX-2 was built from 16 V100 GPUs and 12 NVSwitch chips.",
     [("DGX-2", "switch-count", "NVSwitch", 12.0)]),
    ("DGX A100 配备 8 块 A100 和 6 颗 NVSwitch。", [("DGX A100", "switch-count", "NVSwitch", 6.0)]),
    ("Tesla V100 PCIe boards lack NVLink entirely.", [("V100 PCIe", "lacks", "NVLink", None)]),
    ("The P100 PCIe card does not support NVLink.", [("P100 PCIe", "lacks", "NVLink", None)]),
    ("The SXM2 V100 modules have NVLink; the PCIe V100 has none.",
     [("V100 PCIe", "lacks", "NVLink", None)]),
    ("A100 PCIe 版不支持 NVLink，只能走 PCIe。",  # noqa: RUF001
     [("A100 PCIe", "lacks", "NVLink", None)]),
])
def test_a_relation_is_read_in_english_and_chinese(
        claim: str, expected: list[tuple[str, str, str, float | None]]) -> None:
    assert said(claim) == expected


def test_a_system_built_on_counted_chips_of_a_generation_gives_both() -> None:
    assert said("Each DGX H100 is built around four third-gen NVSwitch chips.") == [
        ("DGX H100", "uses", "NVSwitch 3.0", None),
        ("DGX H100", "switch-count", "NVSwitch", 4.0)]


@pytest.mark.parametrize("claim", [
    "NVLink was introduced in 2016.",  # no product
    "The H100 uses NVLink.",  # no generation
    "The H100 does not use third-generation NVLink.",  # a denial is no use
    "The A100 and the H100 use NVLink 3.0 and 4.0.",  # which product uses which is unsaid
    "Unlike the A100, the B200 uses fifth-gen NVLink in this rack.",
    "The A100 has no NVLink in its PCIe version.",  # a variant's denial, not the A100's
    "Only the SXM H100 has NVLink; the PCIe part has none.",  # no denial of a named product
    "The H100 has 18 NVLink links; the A100 has none of that many.",  # none of a count
    "The H100 PCIe card has no NVLink bridge installed.",  # a bridge, not NVLink itself
    "The V100 PCIe has no NVLink-C2C.",  # another interconnect
    "Eight RTX 2080 Ti cards ran the model without NVLink enabled.",  # a setup, not the card
    "A DGX H100 has up to 4 NVSwitch chips.",  # a bound, not a count
    "The NVL72 rack's switch trays each hold two NVSwitch chips.",  # a tray's chips
    "The DGX H100 has 8 GPUs at 900 GB/s each.",  # a figure: an assertion, no relation
    "The DGX H100 is faster than the A100 with 6 NVSwitch chips.",  # set apart
    "Two NVSwitch chips in each tray of the GB200 NVL72.",  # a tray's chips
])
def test_what_gives_no_relation(claim: str) -> None:
    assert said(claim) == []


def test_a_count_of_chips_is_also_the_systems_switch_count() -> None:
    """Read as its GPU count is: an assertion of the system (answer, export --statements and
    conflicts take it), in the lexicon's unit for it."""
    for claim, subject, count in (
            ("DGX-2 有 12 个 NVSwitch", "DGX-2", 12),
            ("six NVSwitch chips in DGX A100", "DGX A100", 6),
            ("the HGX H100 8-GPU board carries four NVSwitch chips", "HGX H100", 4)):
        counts = [(a.subject, a.value, a.unit) for a in extract(claim)
                  if a.attribute == "switch-count"]
        assert counts == [(subject, count, "NVSwitch chips")], claim
    assert [a.attribute for a in extract("A DGX H100 has up to 4 NVSwitch chips.")] == []


def test_relations_are_kept_wherever_the_assertions_are() -> None:
    found = extract("The DGX H100 system contains 4 NVSwitch chips and 8 GPUs.")
    assert [a.attribute for a in found] == ["gpu-count", "switch-count"]
    kept = relations_of(found)
    assert [(r.relation, r.value) for r in kept] == [("switch-count", 4.0)]
    assert relations_of(decode(encode(found))) == kept  # the readings file
    assert relations_of(pickle.loads(pickle.dumps(found))) == kept  # the fact cache
    assert relations_of(extract("NVLink 4.0 gives 900 GB/s per GPU.")) == ()


def test_a_verb_opening_its_own_part_of_a_clause_is_said_of_the_one_product_before() -> None:
    # after a comma, the verb goes on about the product the clause opened with
    assert said("The B200, shipped in 2024, features fifth-gen NVLink.") == [
        ("B200", "uses", "NVLink 5.0", None)]
    assert said("A100 于 2020 年上市，采用第三代 NVLink。") == [  # noqa: RUF001
        ("A100", "uses", "NVLink 3.0", None)]
    # two products named before the comma: which one uses it, the clause does not say
    assert said("DGX A100 有 8 块 A100，采用第三代 NVLink。") == []  # noqa: RUF001


def test_a_numbered_generation_right_after_a_product_is_that_product_s() -> None:
    # a list of products with their generations and no verb, as timelines write them
    assert said("Recap: V100 second-gen NVLink in 2017, and B200 NVLink 5.0 in 2024.") == [
        ("V100", "uses", "NVLink 2.0", None), ("B200", "uses", "NVLink 5.0", None)]
    # an unnumbered link, or two products before the generation, is no product's generation
    assert said("GH200 NVLink-C2C runs at 900 GB/s.") == []
    assert said("The A100 and H100 NVLink 4.0 figures differ.") == []


def test_a_products_nvlink_said_to_be_a_generation_is_the_one_it_uses() -> None:
    assert said("Our V100 boxes: the V100's NVLink is second-generation.") == [
        ("V100", "uses", "NVLink 2.0", None)]
    assert said("A100 的 NVLink 为第三代。") == [("A100", "uses", "NVLink 3.0", None)]
    # denied, or the generation not right after the word: none
    assert said("The B200's NVLink is not fourth-generation.") == []
    assert said("B200 的 NVLink 不是第四代。") == []
    assert said("The GB200's NVLink is faster than the fourth generation.") == []
