"""A change over a span of generations ("From PCIe 3.0 to PCIe 6.0, ... from about 16 GB/s to
32, 64 and finally 128 GB/s"): the figure it leaves is the first name's, the numbers run after
it are nobody's (the claim names no generation for each), and a count reached in such a run
("rose from 4 to 6, 12 and then 18") is none. The hedges a change may leave a figure with are
the lexicon's (``relation-words``: ``from-hedges``)."""

from __future__ import annotations

from pathlib import Path

from conftest import curated_lexicon
from nvfacts.extract import extract
from nvfacts.lexicon import Lexicon, lexicon

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str, lex: Lexicon | None = None) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope)
            for a in extract(claim, lex)]


def test_the_figure_a_span_leaves_is_its_first_names() -> None:
    assert read("From PCIe 3.0 to PCIe 6.0, x16 bandwidth per direction has gone from about "
                "16 GB/s to 32, 64 and finally 128 GB/s.") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None)]


def test_a_run_ended_by_finally_is_nobodys() -> None:
    assert read("Per-GPU NVLink went 160, 300 and finally 1,800 GB/s.") == []


def test_a_count_reached_inside_a_run_is_none() -> None:
    assert read("Since the P100 the link count rose from 4 to 6, 12 and then 18.") == []


def test_a_hedge_a_curator_adds_still_leaves_the_figure_to_the_first_name(tmp_path: Path) -> None:
    """"from nearly 16 GB/s": "nearly" is no hedge of the bundled from-hedges, so the figure is
    read as the span's (its last name's); added there, it is the first name's, as "from about
    16 GB/s" is."""
    claim = ("From PCIe 3.0 to PCIe 6.0, x16 bandwidth per direction has gone from nearly 16 GB/s"
             " to 32, 64 and finally 128 GB/s.")
    assert read(claim) == [("PCIe 6.0", "bandwidth", 16, "unidirectional", None)]
    curated = lexicon(curated_lexicon(tmp_path, "from-hedges", "nearly"))
    assert read(claim, curated) == [("PCIe 3.0", "bandwidth", 16, "unidirectional", None)]
