"""The word a change arrives at a figure by and the words joining two products a figure is
said of are the lexicon's (``relation-words``: ``from-to``, ``both-joins``): a curator who adds
one is read without any change to code."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon


def read(claim: str, lex: Lexicon | None = None) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim, lex)]


def test_a_word_of_arrival_a_curator_adds_leaves_the_figure_before_unsaid(
        tmp_path: Path) -> None:
    """"went from 12 till 18 links": "till" is none of the bundled from-to, so the 12 the
    change leaves is read as a link count too; added there, only 18 is, as with "to"."""
    claim = "The H100's link count went from 12 till 18 links"
    assert read(claim.replace("till", "to")) == [("NVLink 4.0", 18)]
    assert read(claim) == [("NVLink 4.0", 12), ("NVLink 4.0", 18)]
    assert read(claim, lexicon(curated_lexicon(tmp_path, "from-to", "till"))) == [
        ("NVLink 4.0", 18)]


def test_a_join_a_curator_adds_gives_the_figure_to_both_products(tmp_path: Path) -> None:
    """"A800 plus H800: NVLink 400GB/s": "plus" is none of the bundled both-joins, so the figure
    is the A800's alone; added there, it is both products', as with a slash."""
    claim = "A800 plus H800: NVLink 400GB/s"
    assert read(claim.replace(" plus ", "/")) == [("A800", 400), ("H800", 400)]
    assert read(claim) == [("A800", 400)]
    assert read(claim, lexicon(curated_lexicon(tmp_path, "both-joins", "plus"))) == [
        ("A800", 400), ("H800", 400)]
