"""Whose figure a claim gives, where the words around it say: a whole domain or rack (not the
switch that makes it), one GPU of a system reaching any other, one lane of a link, and a switch
the figure is reached through (not the clause's subject)."""

from __future__ import annotations

from test_extract import read


def test_a_total_said_of_a_domain_or_rack_is_the_systems_not_the_switchs() -> None:
    assert read("NVLink Switch chips give 130 TB/s across a whole 72-GPU NVLink domain in "
                "the GB200 NVL72.") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate"),
        ("GB200 NVL72", "gpu-count", 72, None, None)]
    assert read("NVSwitch 在整个机柜\uff08GB200 NVL72\uff09内提供 130TB/s。") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]
    # a domain of no product named: no switch chip's figure either
    assert [r for r in read("The fifth-gen NVSwitch yields 130 TB/s over the full rack.")
            if r[1] == "bandwidth"] == []
    # a switch chip's own figure stays its own
    assert read("Each NVLink Switch chip in the GB200 NVL72 switches 7.2 TB/s.") == [
        ("NVSwitch", "bandwidth", 7200, None, None)]


def test_any_gpu_reaching_any_other_is_each_gpus_figure() -> None:
    assert read("Inside a DGX A100 any GPU talks to any other at 600 GB/s.") == [
        ("DGX A100", "bandwidth", 600, None, "per-gpu")]
    assert read("DGX B200 里任意两颗GPU之间都有 1.8TB/s。") == [
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]
    assert read("Within an HGX B200 any two GPUs exchange 1.8 TB/s.") == [
        ("HGX B200", "bandwidth", 1800, None, "per-gpu")]
    # the system's total beside it stays its total
    assert read("In a DGX H100 any GPU reaches any other at 900 GB/s, 7.2 TB/s in all.") == [
        ("DGX H100", "bandwidth", 900, None, "per-gpu"),
        ("DGX H100", "bandwidth", 7200, None, "aggregate")]


def test_one_lanes_figure_is_no_gpus_or_links_of_a_link_not_counted_in_lanes() -> None:
    assert read("Every B200 exposes 18 NVLink links, with each lane moving roughly 100 GB/s.") \
        == [("NVLink 5.0", "link-count", 18, None, None)]
    assert read("每颗 A100 有 12 条 NVLink 链路\uff0c每条通道约 50GB/s。") == [
        ("NVLink 3.0", "link-count", 12, None, None)]
    # a link's figure is still the link's, and PCIe's lanes are its widths
    assert read("Every B200 exposes 18 NVLink links, each link moving 100 GB/s.") == [
        ("NVLink 5.0", "link-count", 18, None, None),
        ("NVLink 5.0", "bandwidth", 100, None, "per-link")]
    assert read("PCIe 5.0 moves about 4 GB/s per lane.") == [
        ("PCIe 5.0", "bandwidth", 4, None, None)]


def test_a_switch_the_figure_goes_through_is_no_subject() -> None:
    assert read("SXM 模组提供全部 12 条 NVLink 链路\uff0c通过 NVSwitch 达到 600GB/s。") == [
        ("NVLink", "link-count", 12, None, None), ("NVLink", "bandwidth", 600, None, None)]
    assert read("The SXM module keeps all 18 NVLink links and gets 900 GB/s using NVSwitch.") \
        == [("NVLink", "link-count", 18, None, None), ("NVLink", "bandwidth", 900, None, None)]
    # nothing else named: the switch is all the claim has
    assert read("GPUs talk at 900 GB/s over NVSwitch.") == [
        ("NVSwitch", "bandwidth", 900, None, None)]


def test_the_sxm_module_of_a_gpu_named_before_is_that_gpu() -> None:
    assert read("A100 有 PCIe 和 SXM 两种形态。SXM 模组支持 12 条 NVLink 链路\uff0c借助 NVSwitch "
                "实现 600GB/s。") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("The H100 ships in two forms; the SXM module has 18 NVLink links.") == [
        ("NVLink 4.0", "link-count", 18, None, None)]
