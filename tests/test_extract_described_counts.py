"""Words describing the GPUs a number counts may stand between the two (the lexicon's
relation-words ``count-describers``, alone or ending a hyphened word): the number still counts
the GPUs of the system the sentence names."""

from __future__ import annotations

from test_extract import read


def test_a_participle_between_a_count_and_the_gpus_named() -> None:
    assert read("A DGX H200 ties together eight interconnected H200s.") == [
        ("DGX H200", "gpu-count", 8, None, None)]


def test_a_hyphened_describer_between_a_count_and_its_noun() -> None:
    assert read("Each HGX B200 board carries eight liquid-cooled GPUs.") == [
        ("HGX B200", "gpu-count", 8, None, None)]
    assert read("The DGX A100 houses eight Ampere-based A100 GPUs.") == [
        ("DGX A100", "gpu-count", 8, None, None)]
