"""Words the reader finds a figure's subject by are the lexicon's (``relation-words``): those
opening the next item of a list with its family elided (``gen-alone-joins``: "Gen4 NVLink tops
out at 0.9 TB/s, and Gen5 at 1.8 TB/s") and those between a fronted phrase and the product it
describes (``described-by``: "Introduced in 2022 ..., NVIDIA's H100"), and those making a count
each tray's (``each-part-before``: "each compute tray holds 4 GPUs"). A curator who adds one is read
without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim, lex)]


def test_a_join_a_curator_adds_opens_an_item_of_the_generation_it_names(tmp_path: Path) -> None:
    """"but Gen5 reaches 1.8 TB/s": "but" is no join of the bundled gen-alone-joins, so the
    figure stays the generation named before; added there, it is Gen5's, as after "whereas"."""
    claim = "Gen4 NVLink tops out at 0.9 TB/s but Gen5 reaches 1.8 TB/s"
    assert read(claim.replace("but", "whereas")) == [("NVLink 4.0", "bandwidth", 900),
                                                      ("NVLink 5.0", "bandwidth", 1800)]
    assert read(claim) == [("NVLink 4.0", "bandwidth", 900), ("NVLink 4.0", "bandwidth", 1800)]
    curated = lexicon(curated_lexicon(tmp_path, "gen-alone-joins", "but"))
    assert read(claim, curated) == [("NVLink 4.0", "bandwidth", 900),
                                    ("NVLink 5.0", "bandwidth", 1800)]


def test_a_word_a_curator_adds_before_the_described_product_gives_it_the_year(
        tmp_path: Path) -> None:
    """"..., our H100 has": "our" is none of the bundled described-by, so the fronted phrase's
    year is nobody's; added there, it is the H100's introduction, as after "NVIDIA's"."""
    claim = "Introduced in 2022 and based on the Hopper architecture, our H100 has 18 NVLink links"
    links = ("NVLink 4.0", "link-count", 18)
    assert read(claim.replace("our", "NVIDIA's")) == [("H100", "introduced", 2022), links]
    assert read(claim) == [links]
    curated = lexicon(curated_lexicon(tmp_path, "described-by", "our"))
    assert read(claim, curated) == [("H100", "introduced", 2022), links]


def test_a_word_a_curator_adds_before_a_tray_makes_the_count_each_trays(tmp_path: Path) -> None:
    """"any compute tray holds 4 GPUs": "any" is none of the bundled each-part-before, so the 4 GPUs
    are read as the NVL72's; added there, they are each tray's (no count nvfacts keeps), as
    after "each"."""
    claim = "In the GB200 NVL72, any compute tray holds 4 GPUs"
    assert read(claim.replace("any", "each")) == []
    assert read(claim) == [("GB200 NVL72", "gpu-count", 4)]
    assert read(claim, lexicon(curated_lexicon(tmp_path, "each-part-before", "any"))) == []
