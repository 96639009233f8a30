"""A footnote opened by a mark right after a bracket gives the marked figure its words, and a
figure written inside the note restates the marked one without naming its owner: nobody's."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_figure_inside_a_bracketed_note_is_nobodys() -> None:
    assert read("NVLink: 900 GB/s* | PCIe Gen5: 128 GB/s** (*bidirectional; 450 GB/s per "
                "direction. **x16, both directions.)") == [
        ("NVLink", "bandwidth", 900, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]


def test_a_note_opened_in_a_bracket_qualifies_its_marked_figure() -> None:
    assert read("H100: 900 GB/s* (*bidirectional, per GPU)") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", "per-gpu")]
