"""A bare form written with no GPU ("SXM 版") after a card is that card's GPU in its other form,
not the GPU the lexicon gives the bare form to when nothing is named before it."""

from __future__ import annotations

from test_extract import read


def test_the_sxm_form_after_a_pcie_card_is_that_cards_gpu() -> None:
    assert read("A100 PCIe 版靠 NVLink 桥连两卡，带宽 400GB/s；SXM 版则有 600GB/s。") == [  # noqa: RUF001
        ("A100 PCIe", "bandwidth", 400, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_the_sxm_form_with_no_card_before_keeps_the_gpu_its_name_gives() -> None:
    assert read("SXM 版的 NVLink 带宽是 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
