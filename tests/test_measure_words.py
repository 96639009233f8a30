"""The words that make a number a count are the lexicon's: the Chinese measure words a count
carries before a name (relation-words ``count-measures``: "8 块 H100" counts the GPUs) and the
nouns an "N-GPU" word counts the GPUs of (``n-gpu-nouns``: "an 8-GPU board"). A curator who adds
one is read without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim, lex)]


def test_a_measure_word_a_curator_adds_counts_the_gpus_named_after_it(tmp_path: Path) -> None:
    """"配备 8 套 H100": 套 is none of the bundled count-measures, so nothing is read; added
    there, the server has 8 GPUs, as with 块 (组 was the example until the bundled list took it
    in, 63b1e42)."""
    claim = "DGX H100 服务器配备 8 套 H100"
    count = [("DGX H100", "gpu-count", 8)]
    assert read(claim.replace("套", "块")) == count
    assert read(claim) == []
    assert read(claim, lexicon(curated_lexicon(tmp_path, "count-measures", "套"))) == count


def test_a_noun_a_curator_adds_makes_an_n_gpu_word_a_gpu_count(tmp_path: Path) -> None:
    """"an 8-GPU sled", "8-GPU 机箱": neither noun is one of the bundled n-gpu-nouns, so 8 counts
    nothing; added there, the HGX H100 has 8 GPUs, as "an 8-GPU board" and "8-GPU 服务器" do."""
    english = "HGX H100 is an 8-GPU sled."
    chinese = "HGX H100 是 8-GPU 机箱"
    count = [("HGX H100", "gpu-count", 8)]
    assert read(english.replace("sled", "board")) == count
    assert read(chinese.replace("机箱", "服务器")) == count
    assert read(english) == read(chinese) == []
    curated = lexicon(curated_lexicon(tmp_path, "n-gpu-nouns", "sled", "机箱"))
    assert read(english, curated) == read(chinese, curated) == count
