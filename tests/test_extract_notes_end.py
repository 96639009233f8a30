"""Where a footnote after a full stop ends: at its sentence's end, so a figure after it is read
as any other (a note inside a bracket runs to the bracket's end)."""

from __future__ import annotations

from nvfacts.extract import extract


def test_a_figure_after_a_note_s_semicolon_is_its_own() -> None:
    assert [(a.subject, a.value, a.direction) for a in extract(
        "PCIe 5.0 x16 gives 128 GB/s*. *Both directions; 64 GB/s each way.")] == [
        ("PCIe 5.0", 128, "bidirectional"), ("PCIe 5.0", 64, "unidirectional")]
