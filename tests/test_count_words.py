"""The words of "N of them" and of a verb summing a count to a figure are the lexicon's
(``relation-words``: ``of-them``, ``summing-verbs``): a curator who adds one is read without any
change to code, however unlike the bundled ones it is spelled."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.lexicon import lexicon
from nvfacts.reading import read


def test_a_word_for_them_a_curator_adds_makes_a_count_of_the_noun_before(tmp_path: Path) -> None:
    """"eight of 'em" is read as nothing with the bundled lexicon; with 'em added to of-them it
    counts the V100's links, as "eight of them" does."""
    claim = "links run at 25GB/s, and a V100 has eight of 'em"
    counts = [(a.subject, a.value) for a in read(claim.replace("'em", "them")).assertions
              if a.attribute == "link-count"]
    assert counts == [("NVLink 2.0", 8.0)]
    assert not [a for a in read(claim).assertions if a.attribute == "link-count"]
    curated = lexicon(curated_lexicon(tmp_path, "of-them", "'em"))
    assert [(a.subject, a.value) for a in read(claim, curated).assertions
            if a.attribute == "link-count"] == counts


def test_a_summing_verb_a_curator_adds_gives_the_total_to_the_figure(tmp_path: Path) -> None:
    """"the V100 totals six links for 300 GB/s": the total is the figure's, the six links
    counted between. "combined" is a total word but no summing verb in the bundled lexicon, so
    it goes to the count and 300 GB/s has no scope; added to summing-verbs, as with "totals"."""
    claim = "the V100 combined six links for 300 GB/s"
    summed = [("NVLink 2.0", "link-count", 6.0, None),
              ("NVLink 2.0", "bandwidth", 300.0, "aggregate")]
    said = [(a.subject, a.attribute, a.value, a.scope)
            for a in read(claim.replace("combined", "totals")).assertions]
    assert said == summed
    assert [a.scope for a in read(claim).assertions] == [None, None]
    curated = lexicon(curated_lexicon(tmp_path, "summing-verbs", "combined"))
    assert [(a.subject, a.attribute, a.value, a.scope)
            for a in read(claim, curated).assertions] == summed
