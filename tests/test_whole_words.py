"""The words that tie a figure to a system of several GPUs, or set it apart from one, are the
lexicon's (``relation-words: whole-*``): a curator who adds one is read without any change to
code."""

from __future__ import annotations

from pathlib import Path

import yaml

from nvfacts.lexicon import lexicon, raw
from nvfacts.reading import read


def test_a_word_a_curator_adds_to_whole_many_makes_the_system_one_of_many(tmp_path: Path) -> None:
    """'farms' of a system are many systems, like its SuperPODs; the bundled lexicon lacks the
    word, so the GPUs' figure goes to the DGX H100. Added to whole-many, the figure stays
    NVLink 4.0's, per GPU."""
    claim = "In DGX H100 farms, each of their GPUs gets 900 GB/s of NVLink 4."
    bundled = [(a.subject, a.value, a.scope) for a in read(claim).assertions]
    assert bundled == [("DGX H100", 900.0, "per-gpu")]
    data = raw()
    data["relation-words"]["whole-many"] += ["farms"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    curated = [(a.subject, a.value, a.scope) for a in read(claim, lexicon(path)).assertions]
    assert curated == [("NVLink 4.0", 900.0, "per-gpu")]
