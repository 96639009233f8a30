"""A total of an NVLink generation's links, in the clause of a count of links given to one GPU
("a single V100 ... six links for a total of 300 GB/s"), is that GPU's: the per-GPU word is the
more specific scope. A total after a comma, past the count, stays the links' aggregate."""

from __future__ import annotations

from test_extract import read


def test_a_total_of_the_links_of_one_gpu_named_first() -> None:
    assert read("Each A100 carries twelve NVLink links for a total bandwidth of 600 GB/s.") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("A single NVIDIA Tesla P100 has four NVLink links for a total of "
                "160 GB/s.") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 160, None, "per-gpu")]


def test_a_total_after_a_comma_stays_the_links_aggregate() -> None:
    assert read("NVLink 2.0 gives six links per V100, 300 GB/s total.") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 300, None, "aggregate")]
