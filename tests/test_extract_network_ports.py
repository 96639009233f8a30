"""A server's network ports are no part of its NVLink: a figure in bits that qualifies a NIC
("four 200 Gb/s ConnectX-6 adapters"), a total in bits beside a NIC's name and the figure in
bytes restating it are the network's, and "IB" names InfiniBand as its full name does."""

from __future__ import annotations

from test_extract import read


def test_a_rate_qualifying_a_nic_is_the_nics() -> None:
    assert read("The DGX A100 carries eight 200 Gb/s ConnectX-6 adapters.") == []
    assert read("DGX A100 配有 8 个 200Gb/s 的 ConnectX-6 网卡。") == []


def test_a_servers_total_beside_its_nics_is_no_nvlink_total() -> None:
    assert read("A DGX A100 has eight 200 Gb/s ConnectX-6 adapters: 1.6 Tb/s in total, "
                "i.e. 200 GB/s for the server.") == []


def test_a_servers_nvlink_total_beside_nothing_of_a_network_is_kept() -> None:
    assert read("A DGX A100 has 4.8 TB/s of NVLink bandwidth in all.") == [
        ("DGX A100", "bandwidth", 4800, None, "aggregate")]


def test_ib_is_infiniband() -> None:
    got = read("Each node reaches the others over 200 Gb/s of HDR IB.")
    assert got and all(subject.startswith("InfiniBand") for subject, *_ in got)
    assert read("Each node reaches the others over 200 Gb/s of HDR IB.") == read(
        "Each node reaches the others over 200 Gb/s of HDR InfiniBand.")


def test_ib_inside_a_word_names_nothing() -> None:
    assert read("The Ibex board moves 64 GB/s.") == []
