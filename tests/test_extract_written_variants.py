"""Ways pages write what the reader already knows: a unit with a space after its slash, a
trademark sign after a name, a GPU's links called its connection points, and the generation an
interconnect has reached said before its bare name."""

from __future__ import annotations

from test_extract import read


def test_a_space_after_the_slash_of_a_unit_is_the_same_unit() -> None:
    assert read("NVLink 3 tops out at 600 GB/ s per GPU.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("An HDR port runs at 200 Gb/ s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_a_trademark_sign_parts_a_name_from_its_noun() -> None:
    assert read("The B200 has 18 NVLink® connections.") == [
        ("NVLink 5.0", "link-count", 18, None, None)]
    assert read("NVIDIA NVLink™ 4 moves 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_connection_points_are_links() -> None:
    assert read("An A100 offers twelve NVLink connection points.") == [
        ("NVLink 3.0", "link-count", 12, None, None)]


def test_a_generation_reached_opening_the_sentence_names_the_member() -> None:
    assert read("In its fifth generation, NVLink moves 1.8 TB/s per GPU.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("Now in its third generation, NVLink offers 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_link_ports_of_a_switch_are_ports_not_links() -> None:
    assert read("Each NVSwitch chip offers 64 NVLink link ports.") == [
        ("NVSwitch", "port-count", 64, None, None)]
    assert read("每颗 NVSwitch 提供 64 个第四代 NVLink 链路端口。") == [
        ("NVSwitch", "port-count", 64, None, None)]
