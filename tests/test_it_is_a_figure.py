"""'It is' right before a figure points back at what was said before it: the figure is that
thing's, not a name written after the figure."""

from __future__ import annotations

from test_extract import read


def test_it_is_before_a_figure_keeps_the_thing_said_before() -> None:
    rows = read("NVLink 4.0 gives 900 GB/s both ways; one way it is 450 GB/s, "
                "like the figure quoted for the A100's NVLink 3.0.")
    assert ("NVLink 4.0", "bandwidth", 450, "unidirectional", None) in rows
    assert not any(row[0] == "NVLink 3.0" for row in rows)
