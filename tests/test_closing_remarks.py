"""A remark closing a claim: whether it holds for every figure before it or for the last one
alone."""

from __future__ import annotations

from nvfacts.extract import extract


def _directions(claim: str) -> list[tuple[str, str | None]]:
    return [(a.subject, a.direction) for a in extract(claim)]


def test_a_remark_that_both_figures_are_one_way_only_holds_for_each_item() -> None:
    assert _directions("NDR InfiniBand: 400Gb/s per port; HDR: 200Gb/s per port -- both "
                       "figures are per direction only.") == [
        ("InfiniBand NDR", "unidirectional"), ("InfiniBand HDR", "unidirectional")]


def test_a_closing_bracket_is_the_last_figure_s_own_when_an_earlier_one_has_its_own() -> None:
    # each figure brackets its own direction: the figure between them has none
    assert _directions("EDR runs 100Gb/s (one way), HDR doubles that to 200Gb/s, NDR reaches "
                       "800Gb/s (both ways).") == [
        ("InfiniBand EDR", "unidirectional"), ("InfiniBand HDR", None),
        ("InfiniBand NDR", "bidirectional")]
    # with no bracket before, the closing one still holds for every figure
    assert _directions("EDR runs 100Gb/s, HDR 200Gb/s, NDR 400Gb/s (one way).") == [
        ("InfiniBand EDR", "unidirectional"), ("InfiniBand HDR", "unidirectional"),
        ("InfiniBand NDR", "unidirectional")]
