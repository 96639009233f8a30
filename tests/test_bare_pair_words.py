"""The words around two bare numbers after a name are the lexicon's (``relation-words``:
``bare-hedges``, ``bare-pair-verbs``, ``bare-versus-verbs``): "PCIe Gen3 x16: ~16 / ~32", "per
direction that's 300 vs 450" give each number the unit and the kind of the figure in its place
before. A curator who adds a word is read without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon

Row = tuple[str, float, str | None]


def read(claim: str, lex: Lexicon | None = None) -> list[Row]:
    return [(a.subject, a.value, a.direction) for a in extract(claim, lex)]


def test_a_hedge_a_curator_adds_before_bare_numbers_keeps_them_figures(tmp_path: Path) -> None:
    """"nearly 16 / nearly 32": "nearly" is none of the bundled bare-hedges, so the PCIe 3.0
    numbers are read as nothing; added there, they are read as "~16 / ~32" are."""
    claim = ("PCIe Gen4 x16: ~32 GB/s unidirectional / ~64 GB/s bidirectional; PCIe Gen3 x16: "
             "nearly 16 / nearly 32")
    gen4 = [("PCIe 4.0", 32, "unidirectional"), ("PCIe 4.0", 64, "bidirectional")]
    gen3 = [("PCIe 3.0", 16, "unidirectional"), ("PCIe 3.0", 32, "bidirectional")]
    assert read(claim.replace("nearly ", "~")) == gen4 + gen3
    assert read(claim) == gen4
    curated = lexicon(curated_lexicon(tmp_path, "bare-hedges", "nearly"))
    assert read(claim, curated) == gen4 + gen3


def test_a_verb_a_curator_adds_before_numbers_set_against_each_other_reads_them(
        tmp_path: Path) -> None:
    """"per direction this is 300 vs 450": "this is" is none of the bundled bare-versus-verbs,
    so the two numbers are nobody's; added there, they are each GPU's figure in one direction,
    as after "that's"."""
    claim = "A100's 600 GB/s vs H100's 900 GB/s; per direction this is 300 vs 450"
    totals = [("NVLink 3.0", 600, None), ("NVLink 4.0", 900, None)]
    one_way = [("NVLink 3.0", 300, "unidirectional"), ("NVLink 4.0", 450, "unidirectional")]
    assert read(claim.replace("this is", "that's")) == totals + one_way
    assert read(claim) == totals
    curated = lexicon(curated_lexicon(tmp_path, "bare-versus-verbs", "this is"))
    assert read(claim, curated) == totals + one_way
