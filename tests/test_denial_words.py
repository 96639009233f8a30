"""The words that deny a figure are the lexicon's (``relation-words``: ``denied``): a curator who
adds one is read without any change to code, the shortcut that skips claims with no such word
included."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.lexicon import lexicon
from nvfacts.reading import read


def test_a_denying_word_a_curator_adds_leaves_the_denied_figure_unsaid(tmp_path: Path) -> None:
    """'绝非' (by no means) denies like '不是'; the bundled lexicon lacks it, so the H100 PCIe
    is read with the 900 GB/s it is said not to have. Added to denied, only 128 GB/s is its."""
    claim = "H100 PCIe 绝非 900GB/s, 而是 128GB/s"
    assert [a.value for a in read(claim.replace("绝非", "不是")).assertions] == [128.0]
    assert [a.value for a in read(claim).assertions] == [900.0, 128.0]
    curated = lexicon(curated_lexicon(tmp_path, "denied", "绝非"))
    assert [(a.subject, a.value) for a in read(claim, curated).assertions] == \
        [("H100 PCIe", 128.0)]
