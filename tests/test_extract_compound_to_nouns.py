"""A scope word that is the first half of a compound "X-to-Y" noun ("per GPU-to-GPU connection",
"per chip-to-chip link") says what the figure is of, a connection, and no per-GPU scope."""

from __future__ import annotations

from test_extract import read


def test_per_gpu_to_gpu_connection_is_no_per_gpu_scope() -> None:
    assert read("NVLink-C2C carries 900 GB/s per GPU-to-GPU connection.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_per_gpu_alone_is_still_read() -> None:
    assert read("NVLink 4.0 carries 900 GB/s per GPU to the switches.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
