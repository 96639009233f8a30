"""A figure of a system's GPUs, when the sentence ties the GPUs to the system (it takes the
system up again, names the system's GPUs, houses the GPU in it, or gives the system's NVLink an
unscoped figure), is filed under the system, as a curator files a per-GPU figure of a system's
sentence; a figure set against the system, of a cluster of such systems, or of a GPU's own
NVLink keeps its NVLink generation."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_the_system_taken_up_again_keeps_its_gpus_figure() -> None:
    assert read("The HGX H100 wires up its eight GPUs with fourth-gen NVLink at 900 GB/s "
                "each.") == [("HGX H100", "gpu-count", 8, None, None),
                             ("HGX H100", "bandwidth", 900, None, "per-gpu")]
    assert read("Every DGX B200 holds eight Blackwell GPUs, and each of those GPUs gets 1.8 TB/s "
                "of NVLink 5.") == [("DGX B200", "gpu-count", 8, None, None),
                                    ("DGX B200", "bandwidth", 1800, None, "per-gpu")]


def test_the_systems_gpus_named_by_its_possessive() -> None:
    assert read("The DGX A100's A100 GPUs each have 12 NVLink 3 links.") == [
        ("DGX A100", "link-count", 12, None, None)]


def test_a_gpu_housed_in_the_system_gives_it_the_figure() -> None:
    assert read("Each H100 in a DGX H100 keeps 900 GB/s of NVLink 4 to itself.") == [
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]


def test_the_systems_unscoped_nvlink_figure_is_its_total() -> None:
    assert read("An HGX B200 runs NVLink 5 at 14.4 TB/s across the baseboard.") == [
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]


def test_a_figure_set_against_the_system_keeps_its_generation() -> None:
    assert read("Don't confuse the DGX B200 with its GPUs: each has 1.8 TB/s of NVLink 5.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_a_cluster_of_systems_is_no_system() -> None:
    assert read("DGX H100 SuperPODs give their GPUs 900 GB/s of NVLink 4 each.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_a_gpus_own_nvlink_is_its_generations() -> None:
    assert read("The GB200's GPUs are two, and the B200's own NVLink is 1.8 TB/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_the_system_taken_up_in_the_next_sentence() -> None:
    assert read("The DGX H100 debuted in 2022; its eight H100 GPUs share 7.2 TB/s of "
                "NVLink 4.") == [("DGX H100", "introduced", 2022, None, None),
                                 ("DGX H100", "bandwidth", 7200, None, "aggregate")]
    assert ("HGX B200", "bandwidth", 1800, None, "per-gpu") in read(
        "The HGX B200 comes with eight GPUs; on the board each B200 is wired at 1.8 TB/s.")
    # no taking up: the generation's
    assert read("NVLink 4 gives 900 GB/s per GPU; the HGX H100 board has 7.2 TB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]


def test_each_gpu_of_a_system_named_before_is_the_systems() -> None:
    assert read("A GH200 NVL32 rack joins 32 superchips in one NVLink domain, every GPU "
                "getting 900 GB/s of NVLink 4.") == [
        ("GH200 NVL32", "bandwidth", 900, None, "per-gpu")]


def test_a_dgx1_named_by_its_build_is_the_dgx1() -> None:
    assert read("DGX-1P: eight Tesla P100 GPUs at 160 GB/s of NVLink per GPU.") == [
        ("DGX-1", "gpu-count", 8, None, None), ("DGX-1", "bandwidth", 160, None, "per-gpu")]


def test_each_named_gpu_of_a_system_the_claim_goes_on_about_is_the_systems() -> None:
    assert read("On an HGX H100 each H100 gets 900 GB/s of NVLink, so the board as a whole has "
                "7.2 TB/s.") == [("HGX H100", "bandwidth", 900, None, "per-gpu"),
                                 ("HGX H100", "bandwidth", 7200, None, "aggregate")]
    # the system not taken up again: the GPU's own generation
    assert read("A DGX H100 has 8 H100s, and each H100 gets 900 GB/s of NVLink.") == [
        ("DGX H100", "gpu-count", 8, None, None), ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
