"""The Chinese measure words a count carries before a name are the lexicon's (relation-words
``count-measures``: "8 块 H100" counts the GPUs). A curator who adds one is read without any
change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim, lex)]


def test_a_measure_word_a_curator_adds_counts_the_gpus_named_after_it(tmp_path: Path) -> None:
    """"配备 8 组 H100": 组 is none of the bundled count-measures, so nothing is read; added
    there, the server has 8 GPUs, as with 块."""
    claim = "DGX H100 服务器配备 8 组 H100"
    count = [("DGX H100", "gpu-count", 8)]
    assert read(claim.replace("组", "块")) == count
    assert read(claim) == []
    assert read(claim, lexicon(curated_lexicon(tmp_path, "count-measures", "组"))) == count
