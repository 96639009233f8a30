"""Rates and counts as real pages write them: a rate "a port" / "a brick" (one of a kind, right
after the figure), a switch's or link's speed in network shorthand ("800G") in a claim naming no
InfiniBand, "both directions combined" (a direction, no total), and a second count set aside in
brackets ("4 (and later 6) NVLinks"). The words are the lexicon's (``scope-after-figure``,
``port-rate-before`` / ``port-rate-after``, ``count-aside``)."""

from __future__ import annotations

from nvfacts.extract import extract


def _said(claim: str) -> list[tuple[str, str, float, str | None, str | None]]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_rate_given_for_one_port_or_one_brick_is_per_port_or_per_link() -> None:
    assert _said("NDR InfiniBand: 400 Gb/s a port.") == [
        ("InfiniBand NDR", "bandwidth", 50.0, None, "per-port")]
    assert _said("Pascal NVLink: four bricks, 20 GB/s a brick in each direction.") == [
        ("NVLink 1.0", "link-count", 4.0, None, None),
        ("NVLink 1.0", "bandwidth", 20.0, "unidirectional", "per-link")]


def test_a_port_not_right_after_a_figure_is_still_the_noun_of_the_figure() -> None:
    """"of a link" is no rate "a link": the figure it follows is still one link's."""
    assert ("NVLink 3.0", "bandwidth", 25.0, "unidirectional", "per-link") in _said(
        "NVLink 3.0: 12 links, but each direction of a link only carries 25 GB/s.")


def test_a_port_or_link_speed_in_g_shorthand_is_gigabits_without_infiniband() -> None:
    assert _said("The fifth-generation NVSwitch offers 72 ports of 800G each.") == [
        ("NVSwitch", "port-count", 72.0, None, None),
        ("NVSwitch", "bandwidth", 100.0, None, "per-port")]
    assert _said("Blackwell's NVLink 5 runs 800G per link.") == [
        ("NVLink 5.0", "bandwidth", 100.0, None, "per-link")]
    assert _said("An 800G optic module for NVLink 5 costs more.") == []


def test_both_directions_combined_after_in_is_a_direction_not_a_total() -> None:
    assert _said("PCIe 4.0 x16 moves about 64 GB/s in both directions combined.") == [
        ("PCIe 4.0", "bandwidth", 64.0, "bidirectional", None)]


def test_a_count_set_aside_in_brackets_is_a_count_of_the_same_noun() -> None:
    assert _said("The V100 has 6 (or 8) links.") == [
        ("NVLink 2.0", "link-count", 6.0, None, None),
        ("NVLink 2.0", "link-count", 8.0, None, None)]


def test_a_later_count_set_aside_is_the_familys_not_the_first_products() -> None:
    """"4 (and later 6)": the 6 came with a later product, so it is NVLink's in general, never a
    second link count of the P100's generation (which the conflict rules would set against 4)."""
    assert _said("The P100 has 4 (and later 6) NVLinks per GPU.") == [
        ("NVLink 1.0", "link-count", 4.0, None, None),
        ("NVLink", "link-count", 6.0, None, None)]
    assert _said("The V100 has 6 links (and later 8 GPUs).") == [
        ("NVLink 2.0", "link-count", 6.0, None, None)]


def test_a_non_breaking_hyphen_in_a_name_is_a_hyphen() -> None:
    """Pages typeset "NVLink\u2011C2C" with U+2011: the name is NVLink-C2C, not bare NVLink."""
    assert _said("NVLink\u2011C2C links a Grace CPU to a Hopper GPU at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900.0, None, None)]


def test_a_figure_in_brackets_ends_its_phrase_at_the_closing_bracket() -> None:
    """A memory word after the brackets ("memory coherence") is none of the bracketed figure's
    phrase; inside the brackets it still is."""
    assert _said("NVLink-C2C (450 GB/s per direction) keeps memory coherent between CPU and "
                 "GPU.") == [("NVLink-C2C", "bandwidth", 450.0, "unidirectional", None)]
    assert _said("The H100 (3.35 TB/s of memory bandwidth) is fast.") == []


def test_one_figure_that_three_listed_names_all_have_is_each_ones() -> None:
    said = _said("NVLink 2.0, NVLink 3.0 and NVLink 4.0 all run at 50 GB/s per link.")
    assert sorted(said) == [("NVLink 2.0", "bandwidth", 50.0, None, "per-link"),
                            ("NVLink 3.0", "bandwidth", 50.0, None, "per-link"),
                            ("NVLink 4.0", "bandwidth", 50.0, None, "per-link")]
    assert _said("NVLink 2.0, NVLink 3.0 and NVLink 4.0: the last runs at 50 GB/s per link.") \
        == [("NVLink 4.0", "bandwidth", 50.0, None, "per-link")]


def test_a_predecessor_named_in_apposition_owns_no_later_figure() -> None:
    """"its predecessor, PCIe 3.0," is what the sentence compares with: the figure of the next
    sentence is the subject's (PCIe 4.0's), not the name nearest before it."""
    assert _said("PCIe 4.0 doubles the rate of its predecessor, PCIe 3.0, to 16 GT/s per lane. "
                 "An x16 slot thus gives 64 GB/s of bidirectional bandwidth.") == [
        ("PCIe 4.0", "bandwidth", 64.0, "bidirectional", None)]


def test_a_name_set_aside_owns_no_figure_outside_its_aside() -> None:
    assert _said("The second-gen NVSwitch (the one in DGX A100) has 36 ports and 1.8 TB/s of "
                 "full-duplex switching.") == [
        ("NVSwitch", "port-count", 36.0, None, None),
        ("NVSwitch", "bandwidth", 1800.0, "bidirectional", None)]


def test_an_aside_that_names_the_subject_still_owns_its_figures() -> None:
    assert ("GB200 NVL72", "gpu-count", 72.0, None, None) in _said(
        "the whole rack -> 130 TB/s NVLink, 72 GPUs (that's the NVL72)")


def test_a_row_headed_by_memory_in_a_flattened_table_gives_nothing() -> None:
    claim = ("| Spec | DGX A100 | DGX H100 | | NVLink | NVLink 3.0 (600 GB/s) | NVLink 4.0 (900 "
             "GB/s) | | Memory Bandwidth | 2.0 TB/s (per GPU) | 3.35 TB/s (per GPU) |")
    assert [a[2] for a in _said(claim)] == [600.0, 900.0]


def test_a_footnote_after_a_star_closing_the_claim_marks_the_starred_figures_only() -> None:
    assert _said("A100 SXM: NVLink 600GB/s* | A100 PCIe: PCIe 4.0 64GB/s   * bidirectional") == [
        ("NVLink 3.0", "bandwidth", 600.0, "bidirectional", None),
        ("PCIe 4.0", "bandwidth", 64.0, None, None)]


def test_the_advent_of_a_product_in_a_year_dates_it() -> None:
    assert _said("With the advent of the DGX GH200 in 2023, a single NVLink domain spanned "
                 "256 GPUs.")[0] == ("DGX GH200", "introduced", 2023.0, None, None)


def test_the_l4_card_keeps_its_own_year() -> None:
    """The L4 is a card of its own: its year is never the L40S's (or another product's)."""
    assert _said("The L4, a 72 W inference GPU, was announced in 2023.") == [
        ("L4", "introduced", 2023.0, None, None)]


def test_a_bridge_named_after_a_single_nvlink_is_no_link() -> None:
    assert _said("Two RTX 3090s get 112.5 GB/s over a single NVLink 3-Way Bridge.") == [
        ("RTX 3090", "bandwidth", 112.5, None, None)]


def test_a_heads_direction_holds_up_to_its_sentences_end() -> None:
    assert _said("Per direction: HDR 200 Gb/s, NDR 400 Gb/s. EDR was 100 Gb/s per port.") == [
        ("InfiniBand HDR", "bandwidth", 25.0, "unidirectional", None),
        ("InfiniBand NDR", "bandwidth", 50.0, "unidirectional", None),
        ("InfiniBand EDR", "bandwidth", 12.5, None, "per-port")]


def test_a_figure_naming_its_link_borrows_no_memory_word_from_the_item_before() -> None:
    assert _said("The DGX H100 is one NVLink domain: 8 GPUs, 640 GB of HBM3, 7.2 TB/s aggregate "
                 "fabric.")[-1] == ("DGX H100", "bandwidth", 7200.0, None, "aggregate")
    assert _said("H200: 141GB HBM3e, 4.8 TB/s.") == []


def test_a_bare_family_name_after_a_pronoun_is_the_member_named_before() -> None:
    assert _said("NVLink 4.0 gives each H100 900 GB/s. This comes from 18 NVLink links.") == [
        ("NVLink 4.0", "bandwidth", 900.0, None, "per-gpu"),
        ("NVLink 4.0", "link-count", 18.0, None, None)]
    # no pronoun opening the sentence: the family's own figure
    assert _said("NVLink 4.0 offers 900 GB/s per GPU. Older NVLink had 6 links.")[-1] == (
        "NVLink", "link-count", 6.0, None, None)


def test_a_name_in_an_aside_holding_no_figure_owns_nothing_around_it() -> None:
    """The GV100 named between two dashes is what the ports are compared with: the 18 ports
    and the 900 GB/s stay the switch's."""
    assert _said("The switch is called NVSwitch. Each switch has 18 ports \u2013 three times "
                 "that of a GV100 GPU \u2013 in one crossbar. So each switch has 900 GB/s of "
                 "aggregate bandwidth.") == [
        ("NVSwitch", "port-count", 18.0, None, None),
        ("NVSwitch", "bandwidth", 900.0, None, "aggregate")]


def test_words_about_a_ports_speed_between_a_count_and_its_noun_still_count() -> None:
    assert _said("The NVSwitch chip has 64 full-bandwidth ports.") == [
        ("NVSwitch", "port-count", 64.0, None, None)]


def test_a_gpu_named_only_in_a_dash_aside_owns_no_switch_figure() -> None:
    """With no name but the GV100 set aside between dashes, the switch's 18 ports and 900 GB/s
    are nobody's: never the GV100's NVLink 2.0 links (a false conflict with its 6 links)."""
    assert _said("A single switch has 18 ports \u2013 three times that of a GV100 GPU \u2013 in "
                 "a crossbar. So a single switch has 900 GB/s of aggregate bandwidth.") == []
