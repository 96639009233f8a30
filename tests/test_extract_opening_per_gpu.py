"""A sentence opening with a per-GPU word and "in" a system ("Per GPU in an HGX A100 ...") is
about one GPU of that system: a figure of the system with no scope of its own may be the GPU's
or the system's, and is no longer read as the system's total; a figure with its own scope
("14.4 TB/s for the whole box") keeps it."""

from __future__ import annotations

from test_extract import read


def test_a_figure_of_no_scope_after_per_gpu_in_a_system_is_not_read_as_its_total() -> None:
    assert read("Per GPU in an HGX A100 that is 200 Gb/s of HDR IB vs 600 GB/s of NVLink.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-gpu")]
    assert read("Every GPU in a DGX B200 sees 1.8 TB/s of NVLink, 14.4 TB/s for the whole "
                "box.") == [("DGX B200", "bandwidth", 1800, None, "per-gpu"),
                            ("DGX B200", "bandwidth", 14400, None, "aggregate")]


def test_a_system_figure_without_the_opening_is_still_its_total() -> None:
    assert read("In an HGX A100, NVLink gives 4.8 TB/s.") == [
        ("HGX A100", "bandwidth", 4800, None, "aggregate")]
