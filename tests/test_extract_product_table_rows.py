"""A table row whose first cell is a product with figures of its own (a card, a system) gives
its figures to that product: a cell naming only the architecture it is built on or the
interconnect it uses ("Ampere", "Yes (NVLink 3.0)") describes it and takes no figure. A cell
holding a dash alone ("No | \u2014") is an empty cell, not the end of a row."""

from __future__ import annotations

from test_extract import read


def test_a_cards_row_keeps_its_figure() -> None:
    assert read("Card | Architecture | NVLink | Bridge bandwidth \u2014 RTX A6000 | Ampere | Yes "
                "(NVLink 3.0) | 112.5 GB/s \u2014 RTX 4090 | Ada | No | \u2014") == [
                    ("RTX A6000", "bandwidth", 112.5, None, None)]


def test_a_generations_row_is_still_the_generations() -> None:
    assert read("Generation | Architecture | Bandwidth per GPU \u2014 NVLink 3.0 | Ampere | "
                "600 GB/s \u2014 NVLink 4.0 | Hopper | 900 GB/s") == [
                    ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
                    ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_the_workstation_blackwell_card_is_its_own_subject() -> None:
    assert read("| GPU | Architecture | NVLink support | Bandwidth | | RTX PRO 6000 Blackwell | "
                "Blackwell | Yes (NVLink 5.0) | 1,800 GB/s | | RTX 3090 Ti | Ampere | No | \u2014 "
                "|") == [("RTX PRO 6000 Blackwell", "bandwidth", 1800, None, None)]
