"""The ports of an InfiniBand switch named by its product alone ("Quantum-2") give nothing: the
product's name stands for a generation the claim never writes, and Quantum switches are no
subject the store keeps. Once the generation is written ("NDR", "NDR-generation"), the ports'
rate is that generation's per-port figure."""

from __future__ import annotations

from test_extract import read


def test_a_switch_products_ports_give_nothing() -> None:
    assert read("Our spine is a Quantum-2 switch with 64 ports of 400 Gb/s each.") == []
    assert read("Each Quantum-2 switch offers 64 non-blocking 400 Gb/s ports.") == []


def test_the_ports_of_a_written_generation_are_read() -> None:
    assert read("Our spine is a Quantum-2 NDR switch with 64 ports of 400 Gb/s each.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_a_generations_port_beside_the_switch_is_read() -> None:
    assert read("Each NDR port carries 400 Gb/s; a Quantum-2 switch has 64 of them.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
