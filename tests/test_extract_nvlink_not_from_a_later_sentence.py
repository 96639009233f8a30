"""A bare "NVLink" figure takes the generation of the GPUs named in its own sentence or before
it, never of a GPU named only in a later sentence after a full stop."""

from __future__ import annotations

from test_extract import read


def test_a_gpu_of_a_later_sentence_gives_no_generation() -> None:
    assert read("NVLink moves 600 GB/s between two GPUs. The A100 has 12 such links.") == [
        ("NVLink", "bandwidth", 600, None, None),
        ("NVLink 3.0", "link-count", 12, None, None)]


def test_a_gpu_named_before_or_after_a_semicolon_still_gives_it() -> None:
    assert read("The A100 is fast. NVLink moves 600 GB/s between two GPUs.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("NVLink: 600GB/s; PCIe 4.0: 64GB/s (A100 SXM)") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("PCIe 4.0", "bandwidth", 64, None, None)]
