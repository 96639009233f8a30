"""Names that are no product of their own (a cluster of many systems) and GPUs that a sentence
places inside one system or superchip."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_cluster_of_systems_has_no_gpu_count_of_its_own() -> None:
    # how many GPUs one SuperPOD holds is how many systems its buyer put in it
    assert read("Our DGX SuperPOD counts 32 nodes, 256 GPUs in all.") == []
    assert read("A SuperPOD reaches 256 GPUs by wiring 32 DGX H100 nodes together.") == []
    # the systems inside it keep their own figures
    assert read("Each DGX H100 in the SuperPOD holds 8 GPUs.") == [
        ("DGX H100", "gpu-count", 8, None, None)]
    # a DGX named alone is still a system
    assert read("A DGX system with 8 GPUs.") == [("DGX", "gpu-count", 8, None, None)]

