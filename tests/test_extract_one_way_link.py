"""NVLink's "sub-link" is one direction of one link: a figure said of it is per link and
unidirectional, whatever "total" says, and sits beside the whole link's figure without a
conflict."""

from __future__ import annotations

from test_extract import read


def test_a_sub_links_figure_is_one_link_one_way() -> None:
    assert read("On NVLink 3.0 the total rate for a sub-link is 25 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")]
