"""A total across a whole NVLink fabric (a rack's, a system's: "bisection", "all-to-all", "an
NVLink fabric that provides") is no figure of an NVLink generation: the system's when the
sentence names one, else nothing; and a per-GPU word opening the links a total sums makes that
total the GPU's (new-user trial 21)."""

from __future__ import annotations

from test_extract import read


def test_an_unnamed_racks_fabric_total_is_no_nvlink_generations() -> None:
    # the trial's page: exported as "NVLink 5.0 bandwidth 130 TB/s, in total" and answered #2 for
    # "B200 NVLink bandwidth per GPU?"
    assert [r for r in read(
        "Each rack contains 36 GB200 Superchips - where each Superchip combines one Grace CPU "
        "with two B200 GPUs - connected through a fifth-generation NVLink fabric that provides "
        "130 TB/s of aggregate bisection bandwidth.") if r[1] == "bandwidth"] == []
    assert read("130 TB/s aggregate NVLink bisection bandwidth via fifth-generation NVLink and "
                "NVLink Switch - all 72 GPUs can communicate as a single GPU") == []


def test_a_named_systems_fabric_total_is_the_systems() -> None:
    assert read("The fifth-generation NVLink fabric in the GB200 NVL72 provides 130 TB/s of "
                "all-to-all bandwidth.") == [("GB200 NVL72", "bandwidth", 130000, None,
                                              "aggregate")]


def test_a_generations_own_total_stays_its() -> None:
    assert read("NVLink 5.0 delivers 1.8 TB/s total bandwidth.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "aggregate")]


def test_a_total_of_the_links_each_gpu_has_is_per_gpu() -> None:
    assert read("H100 SXM \u7248\u6bcf\u5757 GPU \u652f\u6301 18 \u6761\u7b2c\u56db\u4ee3 NVLink "
                "\u94fe\u8def,\u5408\u8ba1 900GB/s \u53cc\u5411\u5e26\u5bbd\u3002") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", "per-gpu")]
    assert read("Each GPU has 18 NVLink 4.0 links, 900 GB/s in total.")[-1] == (
        "NVLink 4.0", "bandwidth", 900, None, "per-gpu")
    # the per-GPU word after the count is the links' count, not the total's
    assert read("Six NVLink 2.0 links per V100, 300 GB/s total.")[-1] == (
        "NVLink 2.0", "bandwidth", 300, None, "aggregate")
