"""A GPU said to use an interconnect ("率先应用", "first adopted"), then a figure after a comma:
the figure is carried on what it uses, not on the GPU's own NVLink generation; a claim giving
NVLink-C2C a GPU's figure so is set against one giving NVLink-C2C its own."""

from __future__ import annotations

import yaml
from test_extract import read

from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text


def test_the_figure_after_what_a_gpu_first_applied_is_that_interconnects() -> None:
    assert read("H100 率先应用 PCIe 5.0 接口，单卡带宽 128GB/s。") == [  # noqa: RUF001
        ("PCIe 5.0", "bandwidth", 128, None, "per-gpu")]
    assert read("The B200 first adopted NVLink-C2C technology, for 1.8 TB/s per GPU.") == [
        ("NVLink-C2C", "bandwidth", 1800, None, "per-gpu")]


def test_a_c2c_figure_read_so_conflicts_with_c2c_own() -> None:
    store = {"sources": [], "facts": [
        {"id": "a", "claim": "NVLink-C2C links Grace and Blackwell at 900 GB/s."},
        {"id": "b", "claim": "The B200 first adopted NVLink-C2C technology, for 1.8 TB/s per "
                             "GPU."}]}
    found = KnowledgeBase(load_text(yaml.safe_dump(store), "<test>")).analysis.conflicts
    assert [set(c.ids) for c in found] == [{"a", "b"}]
