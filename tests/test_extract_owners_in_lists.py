"""Whose a figure is when a line walks through several products or sets one thing against
another: a figure "on" a GPU is that GPU's NVLink's; "the total for a link" is one link's;
the verb after "but" goes on with the sentence's subject, not the one whose figure it kept; a
card's own PCIe generation named under it as a head owns the figure after it; a generation
hyphened to "C2C" names NVLink-C2C."""

from __future__ import annotations

from test_extract import read


def test_each_figure_on_a_gpu_is_that_gpus_nvlink_generations() -> None:
    assert read("From 160 GB/s on P100 to 300 GB/s on V100, 600 GB/s on A100 and 900 GB/s on "
                "H100, NVLink per GPU grew sixfold.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_a_figure_on_a_gpu_stays_with_the_interconnect_named_before_it() -> None:
    assert read("PCIe 5.0 x16 moves 64 GB/s on the H100.") == [
        ("PCIe 5.0", "bandwidth", 64, None, None)]


def test_the_total_for_a_link_is_one_links() -> None:
    assert read("On NVLink 4.0 the total data rate for a link is 50 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]


def test_a_verb_after_but_is_the_sentence_subjects_not_the_kept_figures_owner() -> None:
    assert read("Blackwell's NVLink kept Hopper's 18 links but doubled the per-link rate to "
                "100 GB/s.") == [("NVLink 4.0", "link-count", 18, None, None),
                                 ("NVLink 5.0", "bandwidth", 100, None, "per-link")]


def test_a_cards_own_pcie_generation_under_its_name_owns_the_figure() -> None:
    assert read("A100 PCIe: PCIe Gen4 x16, about 32 GB/s each way.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_generation_hyphened_to_c2c_names_nvlink_c2c() -> None:
    assert read("Fourth-generation NVLink-C2C joins Grace and Hopper at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
