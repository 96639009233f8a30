"""Products the lexicon names so that what is said of them stays theirs: the L40S card (no
NVLink), the DGX A800 system (eight A800s) and the Turing architecture (no NVLink generation of
its own, and, like every architecture, no product whose year is kept)."""

from __future__ import annotations

from test_extract import read


def test_a_year_said_of_the_l40s_is_its_own_not_the_gpu_it_is_compared_with() -> None:
    assert read("The L40S launches in 2023 as a rival to the A100.") == [
        ("L40S", "introduced", 2023, None, None)]


def test_the_dgx_a800_counts_its_own_gpus() -> None:
    assert read("A DGX A800 server holds 8 A800 GPUs.") == [
        ("DGX A800", "gpu-count", 8, None, None)]
    assert read("一台DGX A800服务器有8颗A800 GPU。") == [
        ("DGX A800", "gpu-count", 8, None, None)]


def test_a_year_of_turing_goes_to_no_nvlink_generation() -> None:
    assert read("Turing arrived in 2018; NVLink 2.0 gives 100 GB/s both ways on its cards.") == [
        ("NVLink 2.0", "bandwidth", 100, "bidirectional", None)]
    # named as an architecture right before its word of arrival: the year is Turing's own
    assert read("2018 年图灵架构发布，NVLink 2.0 支持 100 GB/s 双向带宽。") == [  # noqa: RUF001
        ("Turing", "introduced", 2018, None, None),
        ("NVLink 2.0", "bandwidth", 100, "bidirectional", None)]


def test_a_host_link_of_a_figure_is_the_pcie_generation_s_whoever_has_it() -> None:
    # "of" names the link's figure as "at" does: the PCIe generation's, not the card's or GPU's
    assert read("The L40S has a PCIe Gen4 host link of 64 GB/s.") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]
    assert read("The A100 has a PCIe Gen4 host link of 32 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
