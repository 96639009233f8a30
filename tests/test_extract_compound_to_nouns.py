"""A scope word that is the first half of a compound "X-to-Y" noun ("per GPU-to-GPU connection",
"per chip-to-chip link") says what the figure is of, a connection, and no per-GPU scope."""

from __future__ import annotations

from pathlib import Path

from test_extract import read

from conftest import curated_lexicon
from nvfacts.lexicon import lexicon
from nvfacts.reading import read as read_with


def test_per_gpu_to_gpu_connection_is_no_per_gpu_scope() -> None:
    assert read("NVLink-C2C carries 900 GB/s per GPU-to-GPU connection.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_per_gpu_alone_is_still_read() -> None:
    assert read("NVLink 4.0 carries 900 GB/s per GPU to the switches.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_a_join_a_curator_adds_to_compound_to_is_read_the_same(tmp_path: Path) -> None:
    """The join is the lexicon's (relation-words compound-to): written with en dashes
    ("GPU\u2013to\u2013GPU"), "per GPU" is a scope until a curator adds that join."""
    claim = "NVLink-C2C carries 900 GB/s per GPU\u2013to\u2013GPU connection."

    def scopes(lex_path: Path | None) -> list[str | None]:
        return [a.scope for a in read_with(claim, lexicon(lex_path) if lex_path
                                           else lexicon()).assertions]

    assert scopes(None) == ["per-gpu"]
    assert scopes(curated_lexicon(tmp_path, "compound-to", "\u2013to\u2013")) == [None]
