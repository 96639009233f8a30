"""InfiniBand's earlier generations (SDR, DDR, QDR, FDR) are names of their own: a table of
generations gives each row's rate to its generation, never to InfiniBand in general, where it
showed beside every HDR and NDR answer (new-user trial 19, a CSDN table of versions)."""

from __future__ import annotations

from nvfacts.extract import extract


def _bandwidths(claim: str) -> list[tuple[str, float]]:
    return [(a.subject, a.value) for a in extract(claim) if a.attribute == "bandwidth"]


def test_each_row_of_a_table_of_generations_is_its_generations() -> None:
    rows = {
        "InfiniBand版本: SDR(Single Data Rate); 速率(单端口): 10 Gbps; 编码方式: 8b/10b":
            ("InfiniBand SDR", 1.25),
        "InfiniBand版本: QDR(Quad Data Rate); 速率(单端口): 40 Gbps; 编码方式: 8b/10b":
            ("InfiniBand QDR", 5.0),
        "InfiniBand版本: FDR(Fourteen Data Rate); 速率(单端口): 56 Gbps; 编码方式: 64b/66b":
            ("InfiniBand FDR", 7.0),
        "Generation: DDR; 4x port: 20 Gb/s": ("InfiniBand DDR", 2.5),
    }
    for row, expected in rows.items():
        assert _bandwidths(row) == [expected], row


def test_a_port_width_written_with_the_name_counts_no_links() -> None:
    # "4x" beside an older generation is its port's width, not four links
    assert [(a.subject, a.attribute) for a in extract("A 4x DDR link carries 20 Gb/s.")] == [
        ("InfiniBand DDR", "bandwidth")]
    assert _bandwidths("QDR 4X ports run at 40 Gb/s.") == [("InfiniBand QDR", 5.0)]


def test_memory_called_ddr_is_no_infiniband() -> None:
    for claim in ("x86 servers use DDR DIMMs at 300 GB/s per socket.",
                  "The host's DDR memory delivers 200 GB/s, far less than NVLink.",
                  "DDR4 memory can only achieve 170 GB/s."):
        assert not any(a.subject.startswith("InfiniBand") for a in extract(claim)), claim
