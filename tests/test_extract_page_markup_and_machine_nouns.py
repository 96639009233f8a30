"""Claims as page sources write them: a markdown link's words read without its address
("72 [Blackwell](/wiki/nvidia_blackwell) [GPUs](/wiki/gpu)"), a count of GPUs hyphened onto a
rack or a computer ("a 72-GPU rack-scale computer": relation-words ``n-gpu-nouns``), and the
"2" pages write for "to" in NVLink-C2C's long name ("NVLink Chip-2-Chip")."""

from __future__ import annotations

from nvfacts.extract import extract


def _said(claim: str) -> list[tuple[str, str, float, str | None, str | None]]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_markdown_link_is_read_as_the_words_it_shows() -> None:
    linked = ("The **NVIDIA GB200 NVL72** is a rack-scale [AI](/wiki/ai) computing system that "
              "packages 72 [Blackwell](/wiki/nvidia_blackwell) [GPUs](/wiki/gpu) and 36 "
              "[Grace](/wiki/grace_cpu) [CPUs](/wiki/cpu) into a single liquid-cooled rack")
    assert _said(linked) == [("GB200 NVL72", "gpu-count", 72.0, None, None)]
    # the address's own digits are never a figure
    assert _said("[NVLink 4.0](https://example.com/nvlink-900) gives 900 GB/s per GPU.") == [
        ("NVLink 4.0", "bandwidth", 900.0, None, "per-gpu")]
    # a bracket that is no link is left as it is
    assert _said("NVLink 4.0 [per GPU] gives 900 GB/s.") == _said(
        "NVLink 4.0 (per GPU) gives 900 GB/s.")


def test_a_count_of_gpus_hyphened_onto_a_rack_or_computer_counts_them() -> None:
    assert _said("The GB200 NVL72 is a 72-GPU rack.") == [
        ("GB200 NVL72", "gpu-count", 72.0, None, None)]
    assert _said("The NVIDIA GB200 NVL72 is not a GPU. It is not even a server. It is a 72-GPU "
                 "rack-scale computer that functions as a single, unified AI accelerator.") == [
        ("GB200 NVL72", "gpu-count", 72.0, None, None)]


def test_nvlink_chip_2_chip_is_nvlink_c2c() -> None:
    assert _said("Interconnect NVLink Chip-2-Chip (C2C), 900 GB/s bidirectional") == [
        ("NVLink-C2C", "bandwidth", 900.0, "bidirectional", None)]


def test_a_cpu_to_gpu_link_named_by_no_interconnect_nor_superchip_gives_nothing() -> None:
    """The link between a Grace CPU and a GPU is NVLink-C2C only where the claim names an
    interconnect or a superchip for it; a bare "interconnect" between the two parts is no
    subject the claim names."""
    assert _said("And the Grace CPU\u2013B200 GPU interconnect within each Superchip operates at "
                 "900 GB/s of coherent bandwidth\u2014faster than the PCIe Gen5 bus that connects "
                 "CPUs to GPUs in every previous server architecture.") == []
    assert _said("NVLink 4.0 runs at 900 GB/s between the Grace CPU and the H100.") == [
        ("NVLink-C2C", "bandwidth", 900.0, None, None)]
    assert _said("In GB200, the Grace CPU talks to the B200 GPU at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900.0, None, None)]


def test_an_nvlink_total_said_per_rack_is_no_generation_s_figure() -> None:
    """A total of NVLink said of a rack no name says is that rack's: no NVLink generation's
    figure, and no product named has it (relation-words ``unnamed-machine``: rack)."""
    assert _said("NVIDIA cites a peak of 1.4 exaFLOPS of FP4 inference compute and 720 petaFLOPS "
                 "of FP8 training compute per rack, with about 13.4 TB of unified GPU memory and "
                 "130 TB/s of aggregate NVLink bandwidth.") == []
    assert _said("Fifth-generation NVLink provides 130 TB/s of aggregate bandwidth per rack.") == []
    assert _said("The GB200 NVL72 delivers 130 TB/s of aggregate NVLink bandwidth per rack.") == [
        ("GB200 NVL72", "bandwidth", 130000.0, None, "aggregate")]
    assert _said("NVLink 5.0 gives 1.8 TB/s per GPU, 72 GPUs per rack.") == [
        ("NVLink 5.0", "bandwidth", 1800.0, None, "per-gpu")]


def test_a_superchip_s_gpus_counted_under_its_title_line_are_its_own() -> None:
    """A title line naming a superchip alone, then its parts: the count is the superchip's,
    whatever link the part line names; a describing word ending a hyphened one ("high-end")
    still lets the number count the GPUs (relation-words ``count-describers``)."""
    assert _said("GB200 Grace Blackwell Superchip\nCombines: Grace CPU + two Blackwell B200 GPUs "
                 "via NVLink-C2C") == [("GB200", "gpu-count", 2.0, None, None)]
    assert _said("The GB200 Superchip is a marvel of engineering, combining a 72-core Grace CPU "
                 "with two high-end Blackwell GPUs using NVIDIA's ultra-fast 900 GBps NVLink-C2C "
                 "interconnect.") == [("GB200", "gpu-count", 2.0, None, None),
                                      ("NVLink-C2C", "bandwidth", 900.0, None, None)]
    # a title with a figure of its own is no title
    assert ("GB200", "gpu-count", 2.0, None, None) not in _said(
        "GB200 has 3.6 TB/s of NVLink. NVLink 5.0 joins two GPUs.")


def test_memory_accesses_a_link_carries_leave_its_figure_a_link_s() -> None:
    """"for ... shared memory accesses" says what the figure carries, no memory's own bandwidth
    (not-a-property ``memory-use``); memory bandwidth itself still gives nothing."""
    assert _said("Operating at 900 GB/sec total bandwidth for multi-GPU I/O and shared memory "
                 "accesses, the new NVLink provides 7x the bandwidth of PCIe Gen 5.") == [
        ("NVLink", "bandwidth", 900.0, None, "aggregate")]
    assert _said("The H100 NVLink runs at 900 GB/s, and its memory bandwidth is 3.35 TB/s.") == [
        ("NVLink 4.0", "bandwidth", 900.0, None, None)]


def test_the_than_of_a_bound_before_a_number_parts_no_phrase() -> None:
    """"greater than 2,000 GB/s" is a bound: its phrase still holds the words before it, so a
    memory bandwidth so bounded gives nothing, while "faster than" a figure still sets it apart."""
    assert _said("The NVIDIA H100 PCIe debuts the world's highest PCIe card memory bandwidth "
                 "greater than 2,000 gigabytes per second (GBps).") == []
    assert _said("NVLink 4.0 is faster than PCIe 5.0's 64 GB/s at 900 GB/s.") == [
        ("PCIe 5.0", "bandwidth", 64.0, None, None),
        ("NVLink 4.0", "bandwidth", 900.0, None, None)]


def test_links_counted_by_their_own_name_are_that_interconnect_s_when_nothing_is_named() -> None:
    """A link count whose noun names the interconnect ("NVLinks", "NVLink connections", of
    the link-count nouns) is its count when the claim names no subject; a product named keeps
    it."""
    assert _said("With 4 (and later 6) NVLinks per GPU, these links could be teamed together for "
                 "greater bandwidth between individual GPUs.") == [
        ("NVLink", "link-count", 4.0, None, None), ("NVLink", "link-count", 6.0, None, None)]
    assert _said("There are 18 NVLink connections per GPU.") == [
        ("NVLink", "link-count", 18.0, None, None)]
    assert _said("The P100 has 4 (and later 6) NVLinks per GPU.") == [
        ("NVLink 1.0", "link-count", 4.0, None, None), ("NVLink", "link-count", 6.0, None, None)]
    # a noun naming no interconnect still needs a subject
    assert _said("There are 4 links per GPU.") == []


def test_a_list_head_s_scope_holds_for_every_item_under_it() -> None:
    """A header ending in a colon, then a list of items each on a line of its own: its scope
    (and direction) holds for every item that says none, as a column head does."""
    assert _said("Bandwidth by generation (per GPU):\n- NVLink 1: 160 GB/s\n- NVLink 2: 300 GB/s"
                 "\n- NVLink 3: 600 GB/s") == [
        ("NVLink 1.0", "bandwidth", 160.0, None, "per-gpu"),
        ("NVLink 2.0", "bandwidth", 300.0, None, "per-gpu"),
        ("NVLink 3.0", "bandwidth", 600.0, None, "per-gpu")]
    # an item with a scope of its own keeps it
    assert _said("Bandwidth (per GPU):\n- NVLink 3: 600 GB/s\n- NVLink 3: 50 GB/s per link") == [
        ("NVLink 3.0", "bandwidth", 600.0, None, "per-gpu"),
        ("NVLink 3.0", "bandwidth", 50.0, None, "per-link")]


def test_items_listed_after_each_with_are_each_one_s() -> None:
    """"each with 12 links and 600 GB/s": the figure after "and" is each GPU's as the count is,
    no total of the system's; the total said after it keeps its own word."""
    assert _said("DGX A100: 8 A100s, each with 12 links and 600 GB/s; 4.8 TB/s for the box.") == [
        ("DGX A100", "gpu-count", 8.0, None, None),
        ("DGX A100", "link-count", 12.0, None, None),
        ("DGX A100", "bandwidth", 600.0, None, "per-gpu"),
        ("DGX A100", "bandwidth", 4800.0, None, "aggregate")]
