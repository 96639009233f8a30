"""A bare NVLink figure in a clause naming two systems is the one the figure is said of, not the
one it is set against first ("Compared with a DGX A100's 4.8 TB/s, an HGX H100 board offers
7.2 TB/s of NVLink" gives the HGX H100 its 7.2 TB/s)."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_the_system_compared_with_keeps_its_own_figure_only() -> None:
    assert read("Compared with a DGX A100's 4.8 TB/s, an HGX H100 board offers 7.2 TB/s of "
                "NVLink.") == [("DGX A100", "bandwidth", 4800, None, "aggregate"),
                               ("HGX H100", "bandwidth", 7200, None, "aggregate")]


def test_unlike_sets_the_first_system_aside_too() -> None:
    assert read("Unlike the DGX-2's 2.4 TB/s, a DGX A100 system reaches 4.8 TB/s of "
                "NVLink.")[-1] == ("DGX A100", "bandwidth", 4800, None, "aggregate")
