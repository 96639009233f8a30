"""A network card's own rate is never an NVLink figure: a forum answer saying each GPU of a DGX
H100 is wired to a 400Gb/s NIC was read as the system's 50 GB/s per GPU, tied with a review's
900 GB/s NVLink figure and cut the true figure's score; the curator's way out, read-as with a
plainer NIC sentence, was refused with a message that did not say why."""

from __future__ import annotations

from pathlib import Path

from test_extract import read
from test_lane_width_of_each_name import conflicts
from typer.testing import CliRunner

from nvfacts.cli import app


def test_a_figure_before_a_network_cards_word_gives_nothing() -> None:
    assert read("Looking at the block diagram of a DGX-H100, each GPU is directly wired to a "
                "400Gb/s NIC, and software lets the GPU drive that NIC itself.") == []
    assert read("Every DGX H100 GPU has its own 400 Gb/s InfiniBand HCA.") == []
    assert read("DGX H100 的每个 GPU 都直连一块 400Gb/s 网卡。") == []


def test_a_network_generation_named_keeps_the_figure_and_other_figures_stay() -> None:
    assert read("Each GPU has a 400 Gb/s NDR NIC.")[0][0] == "InfiniBand NDR"
    assert read("Each H100 GPU connects to its own 400 Gb/s HCA, and NVLink 4.0 gives it "
                "900 GB/s.") == [("NVLink 4.0", "bandwidth", 900.0, None, None)]
    # a link that reaches a NIC is no NIC's rate
    assert read("PCIe 5.0 x16 gives 64 GB/s to each NIC.") == [
        ("PCIe 5.0", "bandwidth", 64.0, None, None)]


def test_the_nic_figure_no_longer_disputes_the_nvlink_figure() -> None:
    assert conflicts("NVLink Speed: 900 GB/sec (H100 SXM5)",
                     "In a DGX-H100 each GPU is directly wired to a 400Gb/s NIC.") == []


def test_read_as_says_a_nic_rate_reads_as_nothing_and_points_to_nothing(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n  - id: nic\n    claim: Each DGX H100 GPU talks to the network "
                     "through a 400 Gb/s InfiniBand NIC and NVLink 4.0 at 900 GB/s.\n",
                     encoding="utf-8")
    before = store.read_bytes()
    done = CliRunner().invoke(app, ["--store", str(store), "read-as", "nic",
                                    "Each DGX H100 GPU is wired to a 400 Gb/s InfiniBand NIC"])
    assert done.exit_code == 2
    assert "a NIC's or a network's rate with no network generation named" in done.stderr
    assert "give --nothing" in done.stderr
    assert store.read_bytes() == before
