"""An amount written without its "/s" is a rate when a word of rates follows it (the lexicon's
units ``rate-after``: "bandwidth", "per port", "each way"), never a size ("80GB of HBM3")."""

from __future__ import annotations

from test_extract import read


def test_an_amount_before_a_rate_word_is_a_rate() -> None:
    assert read("A PCIe 5.0 x16 slot gives the card 128GB of bandwidth.") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]
    assert read("Each NVSwitch port moves 50GB per port.") == [
        ("NVSwitch", "bandwidth", 50, None, "per-port")]


def test_a_size_stays_no_rate() -> None:
    assert read("The H200 carries 141GB of HBM3e memory.") == []
