"""A figure that many things make together is no figure of one of them: the total of a count
of GPUs ("up to 256 GPUs and 57.6 TB/s"), of several switch chips ("six NVSwitches that
provide 4.8 TB/s"), of "the links" of a GPU; and a noun a count of it follows ("links: NVLink
x12") is the count's, no scope of a figure after it; a differential pair's rate is a lane's."""

from __future__ import annotations

from test_extract import read


def test_a_figure_joined_to_a_count_of_many_gpus_is_their_total_no_gpus() -> None:
    assert read("The fabric scales to pods of up to 256 connected H100 GPUs and 57.6 TB/s of "
                "bandwidth.") == []


def test_a_figure_several_switch_chips_provide_is_the_systems_total() -> None:
    assert read("The DGX A100 holds eight A100 GPUs; the NVLink 3 links provide 600 GB/s, "
                "backed by six NVSwitches that provide 4.8 TB/s.") == [
        ("DGX A100", "gpu-count", 8, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("DGX A100", "bandwidth", 4800, None, "aggregate")]
    assert read("NVLink 3 links run at 50 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]


def test_a_link_noun_counted_before_the_figure_is_the_counts_not_the_figures() -> None:
    assert read("NVLink互联 H100 每个GPU链路Nvlink x18 25GB*18*2=900GB/s") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_a_rate_per_differential_pair_is_no_links_bandwidth() -> None:
    assert read("NVLink 4.0 signals at 100 Gbit/s per differential pair.") == []


def test_n_of_them_said_of_a_system_counts_its_gpus_not_links() -> None:
    # the links counted before belong to one GPU; a rack or superchip is made of GPUs
    assert read("A B200 has 18 links; a GB200 superchip = two of those.") == [
        ("NVLink 5.0", "link-count", 18, None, None), ("GB200", "gpu-count", 2, None, None)]
    assert read("Every H100 carries 18 links; a DGX H100 = 8 of them.") == [
        ("NVLink 4.0", "link-count", 18, None, None), ("DGX H100", "gpu-count", 8, None, None)]
    # no GPU named: what "them" is goes unsaid
    assert read("Each tray has 2 NVSwitch chips; the GB200 NVL72 has 9 of them.") == []
