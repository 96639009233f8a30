"""A number before "different" links ("two different links", "两条不同的链路") counts kinds of
link told apart, no links of any GPU: no link count is read."""

from __future__ import annotations

from test_extract import read


def test_a_number_of_different_links_is_no_link_count() -> None:
    assert read("NVLink-C2C and NVLink 4 are two different links.") == []
    assert read("NVLink-C2C 和 NVLink 4 是两条不同的链路。") == []


def test_a_number_of_links_is_still_a_count() -> None:
    assert read("NVLink 4 gives each GPU 18 links.") == [
        ("NVLink 4.0", "link-count", 18, None, None)]
