"""A number times a GPU's name in the possessive ("2x V100's 300 GB/s") is a multiple of that
GPU's figure, no count of GPUs: the figure after it is the GPU's (its NVLink generation's)."""

from __future__ import annotations

from test_extract import read


def test_a_multiple_of_a_gpus_figure_counts_no_gpus_and_gives_it_the_figure() -> None:
    assert read("B200 offers 1.8 TB/s, 2x H100's 900 GB/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_number_times_gpus_without_a_possessive_still_counts_them() -> None:
    assert read("An HGX A100 holds 8x A100s.") == [("HGX A100", "gpu-count", 8, None, None)]
