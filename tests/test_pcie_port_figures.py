"""A port's figure is no PCIe link's: a link counted in lanes has no ports, so a NIC's port rate
written beside the PCIe it sits on (with its restatement in brackets) stays the NIC's."""

from __future__ import annotations

from test_extract import read
from test_lane_width_of_each_name import conflicts


def test_a_port_figure_beside_pcie_is_not_pcies() -> None:
    assert read("A BlueField-3 uses PCIe Gen5 to drive its 200 Gb/s port.") == []
    assert read("ConnectX-7 hangs off PCIe 5.0 x16 (about 64 GB/s each way) and drives one "
                "400 Gb/s (50 GB/s) port.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    # PCIe's own figure in bits, restated in brackets, is still PCIe's
    assert read("PCIe 4.0 x16 gives 32 GB/s (256 Gb/s) per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_nics_port_does_not_contradict_its_pcie_slot() -> None:
    assert conflicts("A ConnectX-7 on PCIe Gen5 feeds a 400 Gb/s (50 GB/s) port.",
                     "PCIe 5.0 x16 moves about 64 GB/s per direction.") == []
