"""A switch chip named the same in every generation (NVSwitch): figures of two generations the
claims name, or of one named and one not, are no rivals; of one generation they are."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts


def test_figures_of_two_named_generations_of_nvswitch_are_no_rivals() -> None:
    assert conflicts("The second-generation NVSwitch has 36 ports.",
                     "A fourth-generation NVSwitch chip has 72 ports.") == []
    # a claim naming no generation is about none in particular
    assert conflicts("NVSwitch was introduced in 2018.",
                     "The 3rd-gen NVSwitch was introduced in 2022.") == []


def test_figures_of_one_generation_of_nvswitch_are_still_rivals() -> None:
    assert conflicts("第三代 NVSwitch 有 64 个端口。",
                     "A third-generation NVSwitch has 36 ports.") != []
