"""A bare "NVLink" figure followed by the GPU it is on ("900 GB/s NVLink on the SXM5 version"),
in a clause of its own that names no other product before it, is that GPU's NVLink
generation's; one a clause gives to a card named before it stays the card's."""

from __future__ import annotations

from test_extract import read


def test_nvlink_on_a_gpu_named_after_it_is_that_gpus_generations() -> None:
    assert read("A100 PCIe cards bridge in pairs at 600 GB/s, vs 600 GB/s NVLink on the "
                "A100 SXM.")[-1] == ("NVLink 3.0", "bandwidth", 600, None, None)
    assert read("H100 PCIe: bridged at 600 GB/s, vs 900 GB/s NVLink on the SXM5 version.")[
        -1] == ("NVLink 4.0", "bandwidth", 900, None, None)


def test_a_card_named_before_in_the_clause_keeps_the_figure() -> None:
    assert read("Bridged H100 PCIe cards get the full 900 GB/s NVLink of the SXM5 version.") \
        == [("H100 PCIe", "bandwidth", 900, None, None)]
