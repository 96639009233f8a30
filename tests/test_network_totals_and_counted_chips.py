"""A system's network figures added up in an equation stay the network's, never an NVLink total
of the system; and a Chinese count of NVSwitch chips written right after a verb with no space
("通过6个NVSwitch") is counted as one written with spaces is."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def test_an_equation_of_network_ports_gives_no_system_total() -> None:
    assert extract("HGX H200 compute network: 8 x 400 Gb/s = 3.2 Tb/s, roughly 400 GB/s.") == []
    assert conflicts("DGX H100 \u8ba1\u7b97\u7f51\u7edc 8 \u00d7 400Gb/s = 3.2Tb/s\uff0c"
                     "\u7ea6 400GB/s\u3002",
                     "A DGX H100 gives its eight GPUs 7.2 TB/s of NVLink bandwidth in all.") == []


def test_an_nvlink_equation_still_gives_its_figures() -> None:
    assert [(a.attribute, a.value) for a in extract("H100 NVLink: 18 x 50 GB/s = 900 GB/s")] == [
        ("link-count", 18.0), ("bandwidth", 50.0), ("bandwidth", 900.0)]


def test_a_chip_count_right_after_a_chinese_verb_is_read() -> None:
    found = extract("\u5728 DGX A100 \u91cc\uff0c8 \u5757 GPU \u7ecf\u75316\u4e2aNVSwitch"
                    "\u4e92\u8054\u3002")
    assert [(a.subject, a.attribute, a.value) for a in found
            if a.attribute == "switch-count"] == [("DGX A100", "switch-count", 6.0)]
    assert conflicts("DGX H100 \u5185\u7f6e 4 \u9897 NVSwitch\u3002",
                     "\u5728DGX H100\u8282\u70b9\u4e2d\uff0cGPU\u901a\u8fc76\u4e2aNVSwitch"
                     "\u4e92\u8054\u3002") != []
