"""Signalling rates of one differential pair or lane give no interconnect figure, in a list too."""

from __future__ import annotations

import pytest

from nvfacts.extract import extract


@pytest.mark.parametrize("claim", [
    "NVLink specifies a point-to-point connection with data rates of 20, 25 and 50 Gbit/s "
    "(v1.0/v2.0/v3.0+ resp.) per differential pair.",
    "NVLink has data rates of 20, 25 and 50 Gbit/s per differential pair.",
    "NVLink signals at 50 Gbit/s (since 3.0) per lane.",
])
def test_a_pairs_rate_gives_nvlink_nothing(claim: str) -> None:
    """A wiki page listing per-pair signalling rates gave NVLink 2.5, 3.125 and 6.25 GB/s,
    figures that then stood against its real link and GPU figures."""
    assert [a for a in extract(claim) if a.attribute == "bandwidth"] == []


def test_a_figure_with_an_aside_in_brackets_is_still_read() -> None:
    read = [(a.value, a.direction, a.scope) for a in extract(
        "NVLink 3.0 gives 600 GB/s (bidirectional) per GPU.")]
    assert read == [(600, "bidirectional", "per-gpu")]
