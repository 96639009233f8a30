"""A figure after the words that say which interconnect carries it ("uses", "使用", "采用") is
that interconnect's, not the GPU's or architecture's NVLink generation the clause opened with."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_link_used_between_grace_and_a_gpu_is_that_links() -> None:
    # Blackwell opens the clause, but the link named after "使用" carries the 900 GB/s
    assert read("Grace 与 Blackwell 之间同样使用 NVLink-C2C, 带宽 900GB/s。") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("H100 与 CPU 之间采用 PCIe 5.0, 双向 128GB/s。") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
