"""The gate for figures the reader could not part: a clause giving one subject two different
figures of one attribute, scope and direction (a table's columns or rows read as one subject's)
states neither plainly; a figure and its rounding ("900 Gb/s, about 112 GB/s") are one figure."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.analysis.certainty import uncertain
from nvfacts.extract import extract
from nvfacts.lexicon import lexicon

COLUMNS = ("Specs 1st Generation 2nd Generation 3rd Generation NVSwitch GPU-to-GPU bandwidth "
           "300GB/s 600GB/s 900GB/s")


def test_one_subjects_figures_side_by_side_are_not_stated_plainly() -> None:
    assert set(uncertain(extract(COLUMNS), lexicon())) == {"crowded"}
    row = extract("NVLink 3.0 50 GB/s 12 600 GB/s 2020 A100")
    assert set(uncertain([a for a in row if a.attribute == "bandwidth"], lexicon())) == {
        "crowded"}
    assert conflicts(COLUMNS, "NVSwitch 提供任意两颗 GPU 之间 900GB/s 的 NVLink 带宽。") == []


def test_a_figure_and_its_rounding_are_one_figure_stated_plainly() -> None:
    found = extract("H100 NVLink: 900 Gb/s per GPU, about 112 GB/s.")
    assert uncertain(found, lexicon()) == [None] * len(found)
    assert conflicts("H100 NVLink: 900 GB/s per GPU.",
                     "H100 NVLink: 900 Gb/s per GPU, about 112 GB/s.") != []


def test_one_subjects_figures_in_cells_that_name_it_not_are_not_stated_plainly() -> None:
    """A table row's cells under its head ("| NDR | 100Gb/s | 400Gb/s | 1200Gb/s |": one lane's,
    a port's and twelve lanes' rates, no column head read) give the head figures of one kind the
    reader could not part; a row naming a scope per cell is parted."""
    row = "| NDR | 100Gb/s | 64b/66b | 100Gb/s | 400Gb/s | 1200Gb/s |"
    assert set(uncertain(extract(row), lexicon())) == {"crowded"}
    assert conflicts(row, "InfiniBand NDR: 400 Gb/s per port.") == []
    parted = extract("| NVLink 4.0 | 50 GB/s per link | 900 GB/s per GPU |")
    assert uncertain(parted, lexicon()) == [None] * len(parted)
    # one figure in a cell naming no subject is still stated plainly
    assert conflicts("| NDR | 200Gb/s |", "InfiniBand NDR: 400 Gb/s per port.") != []
