"""Names that are no product of their own (a cluster of many systems) and GPUs that a sentence
places inside one system or superchip."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_cluster_of_systems_has_no_gpu_count_of_its_own() -> None:
    # how many GPUs one SuperPOD holds is how many systems its buyer put in it
    assert read("Our DGX SuperPOD counts 32 nodes, 256 GPUs in all.") == []
    assert read("A SuperPOD reaches 256 GPUs by wiring 32 DGX H100 nodes together.") == []
    # the systems inside it keep their own figures
    assert read("Each DGX H100 in the SuperPOD holds 8 GPUs.") == [
        ("DGX H100", "gpu-count", 8, None, None)]
    # a DGX named alone is still a system
    assert read("A DGX system with 8 GPUs.") == [("DGX", "gpu-count", 8, None, None)]


def test_a_generations_switch_and_switch_generations_listed_one_after_another() -> None:
    # "NVLink 5's switch" is the switch chip, not NVLink 5 (whose ports would be its links)
    assert read("NVLink 4's switch offers 64 ports.") == [
        ("NVSwitch", "port-count", 64, None, None)]
    # a tray of such switches stays a tray, no subject
    assert read("NVLink 5's switch tray holds two chips.") == []
    # each bare number after a generation named alone is another port count, item after item
    assert read("First-gen NVSwitch: 18 ports; a 2nd-gen has 36; a 3rd-gen has 64; NVLink 5's "
                "switch has 72.") == [
        ("NVSwitch", "port-count", 18, None, None),
        ("NVSwitch", "port-count", 36, None, None),
        ("NVSwitch", "port-count", 64, None, None),
        ("NVSwitch", "port-count", 72, None, None)]


def test_the_one_gpu_of_a_superchip_gives_the_superchip_its_nvlink_figures() -> None:
    # the superchip's possessive makes the GPU its own: its links are the superchip's
    assert read("The GH200's H100 keeps all 18 of its NVLink 4 links.") == [
        ("GH200", "link-count", 18, None, None)]
    # the superchip heading the sentence, then "the" GPU: the same GPU
    assert read("On a Grace Hopper Superchip, the Hopper GPU talks to its peers at 900 GB/s "
                "over NVLink 4.") == [("GH200", "bandwidth", 900, None, None)]
    # the CPU link keeps its own name
    assert read("In the GH200, the Hopper GPU reaches Grace over NVLink-C2C at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    # a GPU not made the superchip's, or one set apart from it, keeps its generation
    assert read("Next to the GH200, an H100 has 18 NVLink 4 links.") == [
        ("NVLink 4.0", "link-count", 18, None, None)]
    assert read("The GH200's C2C runs at 900 GB/s, while the H100's NVLink 4 gives 900 GB/s "
                "too.") == [("NVLink-C2C", "bandwidth", 900, None, None),
                            ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_what_sits_in_a_system_in_chinese_is_what_the_clause_is_about() -> None:
    # "X 中的 Y": the Y inside X, so the figures after it are the switch chip's, not the board's
    assert read("DGX H100 里的 NVSwitch 每颗 64 个端口\uff0c交换带宽 3.2TB/s。") == [
        ("NVSwitch", "port-count", 64, None, None),
        ("NVSwitch", "bandwidth", 3200, None, None)]
    assert read("HGX A100 中的第二代 NVSwitch 每颗 36 个端口\uff0c带宽 1.8TB/s。") == [
        ("NVSwitch", "port-count", 36, None, None),
        ("NVSwitch", "bandwidth", 1800, None, None)]


def test_a_superchips_cpu_gpu_link_is_its_cpu_link() -> None:
    # the link between the superchip's CPU and GPU is NVLink-C2C, whoever owns it in the sentence
    assert read("Grace Hopper's CPU-to-GPU connection tops out at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("GB200 的 CPU 与 GPU 之间的互联带宽是 900GB/s。") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    # the superchip's NVLink to other GPUs stays the superchip's
    assert read("GB200 has 3.6 TB/s of NVLink to the rest of the rack.") == [
        ("GB200", "bandwidth", 3600, None, "aggregate")]


def test_a_gpu_in_a_system_is_found_past_other_names_in_its_clause() -> None:
    # an InfiniBand named first in the clause does not hide the system the GPU sits in
    assert read("With NDR at 400 Gb/s per port outside, each B200 in a DGX B200 gets 1.8 TB/s "
                "of NVLink.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]


def test_a_one_gpu_superchip_heading_a_spec_line_owns_its_unnamed_gpus_nvlink() -> None:
    # the superchip is the line's topic and no GPU is named: its NVLink 4 figure is the superchip's
    assert read("GH200 Superchip: 900 GB/s of NVLink-C2C inside, 900 GB/s of NVLink 4 to peer "
                "GPUs.") == [("NVLink-C2C", "bandwidth", 900, None, None),
                             ("GH200", "bandwidth", 900, None, None)]
    # a GPU named in the line keeps its own generation, as the labelled sets read it
    assert read("GH200: 900 GB/s NVLink-C2C, and the H100 has 900 GB/s of NVLink 4 too.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_bare_number_after_a_part_placed_in_a_whole_is_the_parts_count() -> None:
    # "the switch chip in <rack> has N": another item of the list, the chip's ports
    assert read("The first NVSwitch had 18 ports, and the NVLink Switch chip in a GB200 NVL72 "
                "has 72.") == [("NVSwitch", "port-count", 18, None, None),
                               ("NVSwitch", "port-count", 72, None, None)]
    # a system placed in another one is no such part: nothing is guessed for it
    assert read("The DGX A100 has 8 GPUs and the HGX H100 in a DGX H100 has 8.") == [
        ("DGX A100", "gpu-count", 8, None, None)]


def test_blackwell_products_named_beside_the_b200_are_known() -> None:
    # the B100 is a Blackwell GPU: its NVLink is fifth-generation
    assert read("Each B100 has 1.8 TB/s of NVLink bandwidth.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    # Blackwell Ultra boards and superchips are products of their own
    assert read("HGX B300: 8 GPUs, 14.4 TB/s of NVLink in total.") == [
        ("HGX B300", "gpu-count", 8, None, None),
        ("HGX B300", "bandwidth", 14400, None, "aggregate")]
    assert read("The GB300 superchip's CPU-GPU link runs at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("DGX B300 holds 8 GPUs.") == [("DGX B300", "gpu-count", 8, None, None)]


def test_a_figure_said_of_two_gpus_together_is_each_gpus_generation() -> None:
    # two GPUs of two NVLink generations share one per-link figure: both generations get it
    assert read("Both the V100 and the A100 drive each NVLink link at 50 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]
    # a GPU set against the other keeps its figure alone
    assert read("The A100 runs 50 GB/s links, unlike the P100.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]
