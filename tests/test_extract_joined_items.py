"""A number right after "and" starts an item of its own: a count asked for by words before the
"and" ("links per GPU") is not that number, which counts what follows it (CPUs, switch chips)."""

from __future__ import annotations

from test_extract import read


def test_a_number_after_and_is_not_the_count_asked_for_before() -> None:
    assert read("An HGX H200 board gives 18 links per GPU and 2 CPUs per node.") == [
        ("HGX H200", "link-count", 18, None, None)]
    assert read("Each DGX B200 has 18 links per GPU and 2 NVSwitch chips.") == [
        ("DGX B200", "link-count", 18, None, None)]
