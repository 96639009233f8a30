"""A figure carried between a Grace CPU and a GPU is NVLink-C2C's, whatever link the claim says
carries it: the superchip's CPU link, never the GPU's NVLink generation."""

from __future__ import annotations

import pytest

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


C2C_900 = [("NVLink-C2C", "bandwidth", 900, None, None)]


@pytest.mark.parametrize("claim", [
    # the superchip named by a name holding its CPU's ("Grace Hopper"), the CPU named again
    "The Grace Hopper superchip's NVLink 4.0 runs at 900 GB/s between the Grace CPU and the H100",
    # no superchip named: the Grace CPU says which one
    "NVLink 4.0 runs at 900 GB/s between the Grace CPU and the H100 GPU.",
    "Grace 与 Hopper 之间的 NVLink 带宽为 900GB/s",
    # the GPU named before the CPU
    "The H100 talks to the Grace CPU over NVLink 4.0 at 900 GB/s.",
    "Between the Hopper GPU and the Grace CPU, NVLink runs at 900 GB/s.",
    "Hopper GPU 与 Grace CPU 之间的 NVLink 4.0 带宽 900GB/s。",
])
def test_a_link_between_grace_and_a_gpu_is_nvlink_c2c(claim: str) -> None:
    assert read(claim) == C2C_900


def test_a_gpu_to_gpu_figure_beside_a_grace_cpu_stays_the_gpus_nvlink() -> None:
    # the CPU is in another clause: the figure is the H100's own NVLink
    assert read("In GH200 the H100 and the Grace CPU share memory; the H100 has 900 GB/s of "
                "NVLink 4.0.") == [("NVLink 4.0", "bandwidth", 900, None, None)]
    # a CPU other than a superchip's, with no superchip named: the link the claim names
    assert read("PCIe 5.0 connects the CPU and the H100 at 128 GB/s.") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_superchips_parts_counted_are_no_ends_of_a_link() -> None:
    # listing what a GB200 holds says nothing of the link between them
    for claim in ("GB200: two B200 GPUs and one Grace CPU, 3.6TB/s of NVLink.",
                  "GB200: one Grace CPU and two B200 GPUs, 3.6TB/s of NVLink."):
        assert read(claim) == [("GB200", "gpu-count", 2, None, None),
                               ("GB200", "bandwidth", 3600, None, "aggregate")]
    assert read("GB200 pairs a Grace CPU with two B200 GPUs, which talk over NVLink 5.0 at "
                "1.8 TB/s each.")[-1] == ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")


def test_a_link_named_before_the_two_things_it_runs_between_owns_the_figure() -> None:
    assert read("NVLink-C2C between Grace and Blackwell: 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("PCIe 4.0 x16 between the host CPU and an A100: 32 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
