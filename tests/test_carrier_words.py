"""The words between a figure and what carries it are the lexicon's (``relation-words``:
``over-a-link``, ``for-the-whole``, ``each-of-determiners``): a curator who adds one is read
without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.lexicon import lexicon
from nvfacts.reading import read


def test_a_carrying_word_a_curator_adds_makes_the_figure_one_links(tmp_path: Path) -> None:
    """"64 GB/s per direction over an x16 link" is one link's; "along" is not in the bundled
    lexicon, so the figure has no scope. Added to over-a-link, it is per link, as with "over"."""
    claim = "PCIe 5.0 gives 64 GB/s per direction along an x16 link"
    assert [a.scope for a in read(claim.replace("along", "over")).assertions] == ["per-link"]
    assert [a.scope for a in read(claim).assertions] == [None]
    curated = lexicon(curated_lexicon(tmp_path, "over-a-link", "along"))
    assert [(a.subject, a.value, a.direction, a.scope)
            for a in read(claim, curated).assertions] == \
        [("PCIe 5.0", 64.0, "unidirectional", "per-link")]


def test_a_word_for_columns_a_curator_adds_reads_the_heads_after_the_rows(
        tmp_path: Path) -> None:
    """Heads in a bracket after the rows open with a word of column-heads ("(columns: ...)");
    "fields" is not one in the bundled lexicon, so the rows are read without their heads. Added,
    each row is its generation's, as with "columns"."""
    claim = ("3rd gen | 12 | 600 GB/s; 4th gen | 18 | 900 GB/s (fields: NVLink generation, "
             "links per GPU, bandwidth per GPU)")
    rows = [(a.subject, a.attribute, a.value, a.scope)
            for a in read(claim.replace("fields", "columns")).assertions]
    assert rows == [("NVLink 3.0", "link-count", 12.0, None),
                    ("NVLink 3.0", "bandwidth", 600.0, "per-gpu"),
                    ("NVLink 4.0", "link-count", 18.0, None),
                    ("NVLink 4.0", "bandwidth", 900.0, "per-gpu")]
    assert {a.subject for a in read(claim).assertions} == {"NVLink"}
    curated = lexicon(curated_lexicon(tmp_path, "column-heads", "fields"))
    assert [(a.subject, a.attribute, a.value, a.scope)
            for a in read(claim, curated).assertions] == rows
