"""Counts listed one after another before their noun ("4, 6 and 12 links") are each a count of
that noun when the sentence gives them out in order ("respectively", "correspondingly", 分别),
one to each name of the list before them; a figure a "correspondingly" closes is given out like
one a "respectively" closes."""

from __future__ import annotations

from test_extract import read


def test_listed_counts_go_one_to_each_name_in_order() -> None:
    assert read("The P100, V100 and A100 carry 4, 6 and 12 NVLink links, respectively.") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 3.0", "link-count", 12, None, None)]
    assert read("NVLink 3.0 and 4.0 give a GPU 12 and 18 links correspondingly.") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 4.0", "link-count", 18, None, None)]
    assert read("P100 和 V100 分别有 4、6 条 NVLink 链路。") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 2.0", "link-count", 6, None, None)]


def test_counts_listed_without_giving_them_out_are_no_counts() -> None:
    # which of the numbers is the V100's the sentence does not say
    assert ("NVLink 2.0", "link-count", 4, None, None) not in read(
        "A V100 may be wired with 4 or 6 NVLink links.")


def test_correspondingly_gives_out_figures_like_respectively() -> None:
    # the direction closing the list is each figure's
    assert read("NVLink 1.0 and 2.0 move 20 GB/s and 25 GB/s per direction, correspondingly.") \
        == [("NVLink 1.0", "bandwidth", 20, "unidirectional", None),
            ("NVLink 2.0", "bandwidth", 25, "unidirectional", None)]
