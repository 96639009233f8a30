"""What makes a number no count and what opens a bare version's item are the lexicon's: the
start of a unit's spelling (units ``starts``: "18 GB" is no link count), a ratio after a number
(relation-words ``ratio-marks``: "18 times"), and the words before a bare version
(relation-words ``bare-version-joins``: "2.0 is 300 GB/s and 3.0 is 600 GB/s"). A curator who
adds one is read without any change to code."""

from __future__ import annotations

from pathlib import Path

import yaml

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon, raw


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim, lex)]


def test_a_unit_a_curator_adds_makes_the_number_before_it_no_count(tmp_path: Path) -> None:
    """"is 18 PB": PB starts no unit of the bundled units starts, so 18 is read as the link
    count; added there, it is no count, as "18 GB" is none."""
    claim = "The link count of NVLink 4.0 is 18 PB"
    assert read(claim.replace("PB", "GB")) == []
    assert read(claim) == [("NVLink 4.0", "link-count", 18)]
    data = raw()
    data["units"]["starts"] += ["PB"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert read(claim, lexicon(path)) == []


def test_a_ratio_a_curator_adds_makes_the_number_before_it_no_count(tmp_path: Path) -> None:
    """"is 18 fold": "fold" is none of the bundled ratio-marks, so 18 is read as the link
    count; added there, it is a ratio, as "18 times" is."""
    claim = "The link count of NVLink 4.0 is 18 fold"
    assert read(claim.replace("fold", "times")) == []
    assert read(claim) == [("NVLink 4.0", "link-count", 18)]
    assert read(claim, lexicon(curated_lexicon(tmp_path, "ratio-marks", "fold"))) == []


def test_a_join_a_curator_adds_opens_a_bare_versions_item(tmp_path: Path) -> None:
    """"..., 2.0 is 300 GB/s then 3.0 is 600 GB/s": "then" is none of the bundled
    bare-version-joins, so 3.0 is no generation and 600 GB/s stays NVLink 2.0's; added there,
    it is NVLink 3.0's, as after "and"."""
    claim = "NVLink 1.0 is 160 GB/s, 2.0 is 300 GB/s then 3.0 is 600 GB/s"
    each = [("NVLink 1.0", "bandwidth", 160), ("NVLink 2.0", "bandwidth", 300),
            ("NVLink 3.0", "bandwidth", 600)]
    assert read(claim.replace("then", "and")) == each
    assert read(claim) == [*each[:2], ("NVLink 2.0", "bandwidth", 600)]
    curated = lexicon(curated_lexicon(tmp_path, "bare-version-joins", "then"))
    assert read(claim, curated) == each
