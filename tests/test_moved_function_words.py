"""Function words the reader leaned on in code are the lexicon's (relation-words): the words
setting a figure apart and joining clauses (``contrast-words``, ``clause-joins``), parting two
figures' words (``separator-words``), the "than" of a bound (``bound-than``), a part opened by
"each with" (``each-with``), a switch's first arrival (``first-before``, ``first-arrival``), a
list item's possessive (``list-possessive``), a machine GPUs are within (``machine-*``). A
curator's word is read without any change to code, and a lexicon that lacks a list the reader
needs names it."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from conftest import curated_lexicon
from nvfacts.errors import ParseError
from nvfacts.generations import version_named
from nvfacts.lexicon import lexicon, raw
from nvfacts.reading import read


def _said(claim: str, path: Path | None = None) -> list[tuple[str, float, str | None]]:
    return [(a.subject, a.value, a.scope)
            for a in read(claim, lexicon(path) if path else lexicon()).assertions]


def test_a_word_a_curator_adds_to_bound_than_keeps_the_bound_in_its_phrase(
        tmp_path: Path) -> None:
    """"greater than 2,000 GB/s" is a bound, no contrast: the memory bandwidth it bounds gives
    nothing. "higher than" is no bound of the bundled lexicon's, so "higher than" parts the
    phrase and the 2,000 is read; added to bound-than, it is read as "greater than"."""
    claim = ("The NVIDIA H100 PCIe debuts the world's highest PCIe card memory bandwidth "
             "{} than 2,000 gigabytes per second (GBps).")
    assert _said(claim.format("greater")) == []
    assert _said(claim.format("higher")) != []
    path = curated_lexicon(tmp_path, "bound-than", "higher")
    assert _said(claim.format("higher"), path) == []


def test_a_word_a_curator_adds_to_each_with_gives_every_item_to_each_part(
        tmp_path: Path) -> None:
    """"8 A100s, each with 12 links and 600 GB/s": the 600 is each GPU's as the count is;
    "each having" is none of the bundled each-with, added there it reads the same."""
    claim = "DGX A100: 8 A100s, each {} 12 links and 600 GB/s; 4.8 TB/s for the box."
    each = ("DGX A100", 600.0, "per-gpu")
    assert each in _said(claim.format("with"))
    assert each not in _said(claim.format("having"))
    assert each in _said(claim.format("having"), curated_lexicon(tmp_path, "each-with",
                                                                   "each having"))


def test_a_word_a_curator_adds_to_first_arrival_dates_the_first_generation(
        tmp_path: Path) -> None:
    """"NVSwitch first appeared in 2020" names the first NVSwitch; "first surfaced" does once
    the curator adds it to first-arrival."""
    assert version_named("NVSwitch first appeared in 2020", 0, 8, lexicon()) == 1
    assert version_named("NVSwitch first surfaced in 2020", 0, 8, lexicon()) is None
    path = curated_lexicon(tmp_path, "first-arrival", "first surfaced")
    assert version_named("NVSwitch first surfaced in 2020", 0, 8, lexicon(path)) == 1


def test_a_word_a_curator_adds_to_contrast_words_parts_the_figures(tmp_path: Path) -> None:
    """"..., while NVLink 3.0 gives each A100 300 GB/s": "while" sets the second figure apart,
    so neither PCIe nor "per direction" reaches it; "whilst" is none of the bundled
    contrast-words, added there it reads as "while" does."""
    claim = "Per direction, PCIe 4.0 gives 32 GB/s, {} NVLink 3.0 gives each A100 300 GB/s."
    apart = [("PCIe 4.0", 32.0, None), ("NVLink 3.0", 300.0, "per-gpu")]
    assert _said(claim.format("while")) == apart
    assert _said(claim.format("whilst")) != apart
    assert _said(claim.format("whilst"), curated_lexicon(tmp_path, "contrast-words",
                                                          "whilst")) == apart


def test_a_word_a_curator_adds_to_separator_words_gives_the_next_figure_its_qualifier(
        tmp_path: Path) -> None:
    """"单向 64GB/s 与双向 128GB/s": 与 parts the two figures' words, so 双向 is the 128's; 及
    is none of the bundled separator-words (the 128 loses its direction), added there it reads
    as 与 does."""
    claim = "PCIe 5.0 x16 单向 64GB/s {}双向 128GB/s。"
    both = [(a.value, a.direction) for a in read(claim.format("与")).assertions]
    assert both == [(64.0, "unidirectional"), (128.0, "bidirectional")]
    assert [(a.value, a.direction) for a in read(claim.format("及")).assertions] != both
    path = curated_lexicon(tmp_path, "separator-words", "及")
    assert [(a.value, a.direction) for a in read(claim.format("及"), lexicon(path)).assertions] \
        == both


@pytest.mark.parametrize("key", ["separator-words", "tight-words", "back-words", "bound-than",
                                 "each-with", "first-arrival", "head-or",
                                 "list-possessive", "machine-per", "contrast-words",
                                 "clause-joins"])
def test_a_lexicon_without_a_list_the_reader_needs_names_it(tmp_path: Path, key: str) -> None:
    """Without the list the reader would read differently, unnoticed: the lexicon is refused
    where its file is read, naming the list and the line of its section."""
    data = raw()
    del data["relation-words"][key]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(ParseError) as error:
        lexicon(path)
    line = path.read_text(encoding="utf-8").splitlines().index("relation-words:") + 1
    assert str(error.value).startswith(f"{path}:{line}:1: relation-words: the list {key} is "
                                       "missing")


def test_every_list_the_reader_needs_that_is_missing_is_named_at_once(tmp_path: Path) -> None:
    """Two lists left out are both named in the one error, so one edit fixes the lexicon."""
    data = raw()
    del data["relation-words"]["head-or"]
    del data["relation-words"]["machine-per"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(ParseError) as error:
        lexicon(path)
    assert "the lists head-or, machine-per are missing" in str(error.value)


def test_an_emptied_list_the_reader_needs_is_refused_at_its_line(tmp_path: Path) -> None:
    """An empty list would read as one left out (no "first NVSwitch" read, no "or" in a head):
    it is refused at its own line, as a missing one is."""
    data = raw()
    data["relation-words"]["first-before"] = []
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    with pytest.raises(ParseError) as error:
        lexicon(path)
    line = next(n for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                if text.strip().startswith("first-before:"))
    assert str(error.value).startswith(f"{path}:{line}:3: relation-words: first-before: the "
                                       "list first-before is missing or empty")
