"""Items of a list whose name or unit is left out: a bare "GenN" opening the next item is the
family's generation N ("Gen4 NVLink ..., Gen5 at ..."), two bare numbers set against each other
after a direction word restate the two figures set against each other before them, each of
its own subject ("A's 600 GB/s vs B's 900 GB/s; per direction that's 300 vs 450"), and a figure
said "for the GPU" is per GPU."""

from __future__ import annotations

from test_extract import read


def test_a_bare_gen_opening_the_next_item_is_the_familys_generation() -> None:
    assert read("Gen3 NVLink peaks at 600 GB/s, Gen4 at 900 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("Gen3 NVLink peaks at 600 GB/s and Gen4 at 900 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_gen_that_is_compared_with_is_no_item() -> None:
    assert read("PCIe 5.0 doubles Gen4 to 64 GB/s per direction.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_bare_numbers_set_against_each_other_restate_the_pair_before_in_order() -> None:
    assert read("V100's 300 GB/s versus A100's 600 GB/s sounds like a lot; one way it's "
                "150 vs 300.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None)]


def test_bare_numbers_that_are_not_the_other_direction_are_none() -> None:
    assert read("V100's 300 GB/s versus A100's 600 GB/s; one way it's 100 vs 200.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_figure_for_the_gpu_is_per_gpu() -> None:
    assert read("The V100 has six NVLink 2.0 links, 300 GB/s bidirectional for the GPU.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", "per-gpu")]
