"""An NVSwitch generation written right after the name in Chinese ("NVSwitch 第一代") is that
generation, as "第一代 NVSwitch" is: its figures meet the same generation's."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.generations import version_named
from nvfacts.lexicon import lexicon


def test_the_ordinal_after_the_name_is_its_generation() -> None:
    text = "NVSwitch 第一代每个端口带宽 900GB/s。"
    assert version_named(text, 0, len("NVSwitch"), lexicon()) == 1
    assert version_named("NVSwitch 第三代", 0, len("NVSwitch"), lexicon()) == 3


def test_a_first_generation_port_figure_written_either_way_is_disputed() -> None:
    assert conflicts("第一代 NVSwitch 每端口双向 50GB/s\uff0c18 端口合计 900GB/s。",
                     "NVSwitch 第一代每个端口带宽 900GB/s。") != []
    assert conflicts("第一代 NVSwitch 每端口双向 50GB/s。",
                     "NVSwitch 第三代每个端口带宽 900GB/s。") == []
