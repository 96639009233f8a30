"""True claims of different sets that stay consistent in one store: a year of disclosure is no
introduction, and both directions summed in words for a total are one port's two ways (the
false alarms the blind sets raised only together)."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def _read(claim: str) -> list[tuple[str, str, float, str | None, str | None]]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_year_of_disclosure_is_no_introduction() -> None:
    claim = "NVIDIA first disclosed NVLink in 2014; it shipped two years later, in 2016."
    assert _read(claim) == [("NVLink", "introduced", 2016.0, None, None)]
    assert _read("NVLink, previewed in 2014, launched in 2016.") == [
        ("NVLink", "introduced", 2016.0, None, None)]
    assert conflicts(claim, "NVLink itself dates back to 2016.") == []
    # a year of arrival after the disclosure is still read, and still disputed when wrong
    assert conflicts("NVLink was disclosed in 2014 and shipped in 2016.",
                     "NVLink shipped in 2018.") != []


def test_both_directions_summed_as_a_total_are_a_ports_two_ways() -> None:
    claim = "NDR 的 400Gb/s 是每个方向的速率\uff0c两个方向合计 800Gb/s。"
    assert _read(claim) == [("InfiniBand NDR", "bandwidth", 50.0, "unidirectional", None),
                            ("InfiniBand NDR", "bandwidth", 100.0, "bidirectional", None)]
    assert conflicts(claim, "Quantum-2 QM9700: 64 NDR ports at 400 Gb/s, 51.2 Tb/s aggregate "
                            "bidirectional throughput.") == []
    # a port said to do twice that both ways is still disputed
    assert conflicts(claim, "NDR 单端口双向 1600Gb/s。") != []


def test_the_figure_ending_a_progression_is_not_the_first_things() -> None:
    claim = ("From P100 to B200, per-GPU NVLink went 160 \u2192 300 \u2192 600 \u2192 900 "
             "\u2192 1,800 GB/s.")
    assert [a for a in _read(claim) if a[1] == "bandwidth"] == []
    assert conflicts(claim, "P100 / NVLink 1.0: 160 GB/s per GPU, bidirectional.") == []
    # one step from a figure to another is still read: the figure it reaches
    assert _read("The A100 moved NVLink from 300 \u2192 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600.0, None, None)]


def test_a_run_of_numbers_ended_by_then_is_a_progression_too() -> None:
    claim = "Across Volta, Ampere and Hopper the NVLink total per GPU was 300, 600, then 900 GB/s."
    assert [a for a in _read(claim) if a[1] == "bandwidth"] == []
    assert conflicts(claim, "NVLink 2.0 gives each V100 300 GB/s.") == []
    # "then" between two named figures still gives each its own
    assert [a[:3] for a in _read("PCIe 4.0 x16 gives 32 GB/s, then PCIe 5.0 x16 64 GB/s.")] == [
        ("PCIe 4.0", "bandwidth", 32.0), ("PCIe 5.0", "bandwidth", 64.0)]


def test_a_fabric_named_in_a_system_is_that_systems() -> None:
    claim = "The NVLink Switch system in GB200 NVL72 offers 130 TB/s of aggregate bandwidth."
    assert _read(claim) == [("GB200 NVL72", "bandwidth", 130000.0, None, "aggregate")]
    hopper = "With the NVLink Switch System, up to 256 H100 GPUs are connected with 57.6 TB/s."
    assert conflicts(claim, hopper) == []
    # the Hopper fabric named alone keeps its own figure, still disputed when wrong
    assert conflicts(hopper, "The NVLink Switch System offers 130 TB/s of bandwidth.") != []


def test_a_total_across_a_cut_is_no_sum_of_gpus() -> None:
    per_gpu = ("DGX-2 (2018) ties 16 V100 GPUs together with 12 first-generation NVSwitch chips, "
               "and each GPU keeps its 300 GB/s of NVLink bandwidth.")
    assert conflicts(per_gpu, "DGX-2 quotes 2.4 TB/s of bisection bandwidth.") == []
    assert conflicts("The NVLink Switch System connects 256 H100 GPUs with 57.6 TB/s of "
                     "all-to-all bandwidth.",
                     "On the NVLink Switch System each GPU keeps its full 900 GB/s.") == []
    # two such totals still meet, and a system summing its GPUs is still checked
    assert conflicts("DGX-2 quotes 2.4 TB/s of bisection bandwidth.",
                     "DGX-2 has 4.8 TB/s of bisection bandwidth.") != []
    assert conflicts("DGX H100 has 3.6 TB/s of NVLink bandwidth in total.",
                     "In the DGX H100 each GPU gets 900 GB/s of NVLink.") != []


def test_the_first_switch_is_its_first_generation() -> None:
    first = "The first NVSwitch (2018) has 18 NVLink 2.0 ports at 50 GB/s each."
    # beside a third generation's 64, of claims that name it and claims that do not
    assert conflicts(first, "Third-gen NVSwitch: 64 ports at 50 GB/s each.",
                     "Each NVSwitch on the HGX H100 baseboard exposes 64 ports.") == []
    # the first generation's own count is still checked
    assert conflicts(first, "A first-generation NVSwitch has 16 ports.") != []
