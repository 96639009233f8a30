"""A total said again in the other direction -- in brackets, after "i.e." or "or", or after a
comma -- is still a total: it keeps the subject and scope of the figure it restates and takes its
direction from its own words (the carry-over rule of the blind dev corpus)."""

from __future__ import annotations

import pytest

from nvfacts.extract import extract


def _read(claim: str) -> list[tuple[str, float, str | None, str | None]]:
    return [(a.subject, a.value, a.direction, a.scope) for a in extract(claim)]


@pytest.mark.parametrize("claim", [
    "Across its NVLink ports an H100 moves 900 GB/s total (450 GB/s per direction).",
    "H100 的 NVLink 总带宽为 900GB/s\uff08单向 450GB/s\uff09。",
    "H100 的 NVLink 总带宽为 900GB/s(单向 450GB/s)。",
    "Across its NVLink ports an H100 moves 900 GB/s total, i.e. 450 GB/s per direction.",
    "Across its NVLink ports an H100 moves 900 GB/s total, or 450 GB/s per direction.",
])
def test_one_way_half_of_a_total_said_again_is_still_a_total(claim: str) -> None:
    assert _read(claim) == [("NVLink 4.0", 900, None, "aggregate"),
                            ("NVLink 4.0", 450, "unidirectional", "aggregate")]


def test_a_scope_written_with_the_restated_figure_is_its_own() -> None:
    assert _read("The HGX H100 board reaches 7.2 TB/s in total (900 GB/s per GPU).")[1][3] == \
        "per-gpu"
