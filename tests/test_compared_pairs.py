"""Two things set against each other, then their figures in the same order: each figure is its
own thing's, also when the comparison has an adverb ("roughly doubles") and the second thing is
named by an architecture's interconnect ("Hopper's NVLink")."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_each_figure_goes_to_the_thing_named_in_its_place() -> None:
    assert read("NVLink 4 nearly doubles Ampere's NVLink: 900 GB/s versus 600 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_the_newer_figure_does_not_dispute_the_older_generation() -> None:
    assert conflicts("NVLink 4 nearly doubles Ampere's NVLink: 900 GB/s versus 600 GB/s.",
                     "NVLink 3.0 gives each A100 600 GB/s.") == []


def test_a_thing_said_to_be_a_multiple_of_another_pairs_in_order() -> None:
    assert read("XDR is twice NDR -- 800 Gb/s versus 400 Gb/s.") == [
        ("InfiniBand XDR", "bandwidth", 100, None, None),
        ("InfiniBand NDR", "bandwidth", 50, None, None)]
    assert read("NVLink 4 is 1.5x as fast as NVLink 3: 900 vs 600 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("The B200 is double the H100: 1.8 TB/s vs 900 GB/s of NVLink.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_two_gpus_set_against_each_other_before_their_interconnect_pair_in_order() -> None:
    assert read("V100 versus A100 NVLink: 300 versus 600 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("The H100 and the B200 NVLink: 900 GB/s and 1.8 TB/s, respectively.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None),
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_two_gpus_set_against_each_other_in_chinese_pair_in_order() -> None:
    assert read("V100 对比 A100\uff1a300GB/s vs 600GB/s") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("H100 相比 B200\uff1a900GB/s 对 1.8TB/s") == [
        ("NVLink 4.0", "bandwidth", 900, None, None),
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_one_figure_after_a_multiple_is_the_first_things() -> None:
    assert read("NVLink 4 is 1.5x as fast as NVLink 3, at 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("XDR doubles NDR with 800 Gb/s per port.") == [
        ("InfiniBand XDR", "bandwidth", 100, None, "per-port")]


def test_what_a_multiplying_verb_measures_may_stand_before_the_thing_it_is_over() -> None:
    assert read("NDR doubles the per-port rate over HDR: 400 Gb/s vs 200 Gb/s.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert conflicts("NVLink 4 doubles per-GPU bandwidth over Volta: 900 GB/s vs 300 GB/s.",
                     "NVLink 2.0 gives each V100 300 GB/s.") == []


def test_figures_set_against_each_other_after_a_semicolon_follow_the_opening_pair() -> None:
    # the part after the semicolon names nothing: its two figures are A's and B's, in order
    assert [a[:3] for a in read("A100 vs V100: NVLink 3 vs NVLink 2; 600 GB/s vs 300 GB/s.")] \
        == [("NVLink 3.0", "bandwidth", 600), ("NVLink 2.0", "bandwidth", 300)]
    assert conflicts("B200 vs H100: NVLink 5 vs NVLink 4; 100 GB/s vs 50 GB/s per link.",
                     "Each NVLink 4 link carries 50 GB/s.") == []


def test_a_later_part_naming_its_own_subject_keeps_it() -> None:
    assert [a[:3] for a in read("A100 vs V100: NVLink 3 vs NVLink 2; the H100 has 900 GB/s "
                                "vs 450 GB/s one way.")] == [
        ("NVLink 4.0", "bandwidth", 900), ("NVLink 4.0", "bandwidth", 450)]


def test_a_system_something_is_a_multiple_of_is_no_subject_of_its_counts() -> None:
    # the rack measured against gives no count: the 72 GPUs are the larger rack's
    assert read("A GB200 NVL72 is twice a GB200 NVL36: 72 Blackwell GPUs.")[0][:3] == (
        "GB200 NVL72", "gpu-count", 72)
    assert conflicts("The GB200 NVL36 is half an NVL72: 36 GPUs in one NVLink domain.",
                     "GB200 NVL72 links 72 GPUs.") == []
