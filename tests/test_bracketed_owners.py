"""A GPU named in brackets right after a figure owns it: its NVLink generation's figure, also
when two GPUs of one generation share the bracket."""

from __future__ import annotations

from test_extract import read


def test_two_gpus_of_one_generation_in_a_bracket_give_that_generation() -> None:
    assert read("Per GPU: 600 GB/s (A100), 900 GB/s (H100/H200).") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_two_gpus_of_different_generations_in_a_bracket_name_neither() -> None:
    assert read("NVLink: 900 GB/s (H100/B200).") == [("NVLink", "bandwidth", 900, None, None)]
