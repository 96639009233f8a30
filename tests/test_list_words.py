"""The words a list of names leans on are the lexicon's (``relation-words: list-*``): a curator
who adds one is read without any change to code."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from nvfacts.lexicon import lexicon, raw
from nvfacts.reading import read


@pytest.mark.parametrize("claim", [
    "The A100 and the H100 offer 600 GB/s and 900 GB/s of NVLink bandwidth per GPU in turn.",
    "A100 与 H100 的 NVLink 带宽依次为 600 GB/s 与 900 GB/s。",
])
def test_a_word_a_curator_adds_to_list_respectively_pairs_names_with_figures(
        tmp_path: Path, claim: str) -> None:
    """'in turn' and '依次' say 'respectively' for a reader; the bundled lexicon lacks them, so
    the claim gives one figure to the wrong subject. Added to the lexicon's
    list-respectively, they pair each product's NVLink with its figure in order."""
    bundled = [(a.subject, a.value) for a in read(claim).assertions]
    assert ("NVLink 3.0", 600.0) not in bundled
    data = raw()
    data["relation-words"]["list-respectively"] += ["in turn", "依次"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    curated = [(a.subject, a.value) for a in read(claim, lexicon(path)).assertions]
    assert sorted(curated) == [("NVLink 3.0", 600.0), ("NVLink 4.0", 900.0)]


def test_a_word_a_curator_adds_to_list_set_against_counts_the_number_before(
        tmp_path: Path) -> None:
    """"72 against 8 GPUs": "against" is none of the bundled list-set-against, so 72 is no
    count; added there, 72 is the NVL72's GPU count, as in "72 vs 8 GPUs"."""
    claim = "GB200 NVL72 has 72 against 8 GPUs in a DGX B200"
    both = [("GB200 NVL72", 72.0), ("DGX B200", 8.0)]
    assert [(a.subject, a.value) for a in read(claim.replace("against", "vs")).assertions] == both
    assert [(a.subject, a.value) for a in read(claim).assertions] == [("DGX B200", 8.0)]
    data = raw()
    data["relation-words"]["list-set-against"] += ["against"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert [(a.subject, a.value) for a in read(claim, lexicon(path)).assertions] == both
