"""An NVSwitch figure whose clause names one NVLink generation, itself or through a product using
it, is the switch generation whose ports run that NVLink (the lexicon's relation-words
``switch-generations-by-nvlink``): Blackwell's 72 ports never meet Hopper's 64, and a port
figure said on a DGX H100 meets the third generation's. A switch glossed in brackets as a tray
("NVLink Switch(交换托盘)") is that tray, no switch chip."""

from __future__ import annotations

from pathlib import Path

import yaml
from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract
from nvfacts.generations import ports_generation
from nvfacts.lexicon import lexicon, raw

HOPPER = "A third-generation NVSwitch chip has 64 NVLink 4 ports at 50 GB/s each."


def test_a_switch_figure_is_the_generation_whose_ports_run_the_nvlink_its_clause_names() -> None:
    lex = lexicon()
    assert ports_generation("NVSwitch", "72 NVLink 5 ports on Blackwell", lex) == 4
    assert ports_generation("NVSwitch", "Each NVSwitch on the HGX H100 has 64 ports", lex) == 3
    assert ports_generation("NVSwitch", "NVSwitch ports run at 50 GB/s", lex) is None
    # two generations named: none chosen
    assert ports_generation("NVSwitch", "NVLink 4 or NVLink 5 ports", lex) is None


def test_two_generations_port_counts_never_meet() -> None:
    assert conflicts(HOPPER, "A Blackwell NVLink switch chip has 72 NVLink 5 ports.") == []
    assert conflicts("Each NVSwitch chip has 64 NVLink 4 ports (or 72 NVLink 5 ports on "
                     "Blackwell).", "NVSwitch 3.0 has 64 ports.") == []


def test_a_port_figure_said_on_a_system_meets_its_switch_generation() -> None:
    assert conflicts(HOPPER, "Each NVSwitch port on DGX H100 runs at 900 GB/s.") != []


def test_the_order_is_the_lexicons(tmp_path: Path) -> None:
    """Without the list, no NVLink generation names a switch generation."""
    data = raw()
    del data["relation-words"]["switch-generations-by-nvlink"]
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    bare = lexicon(path)
    assert ports_generation("NVSwitch", "72 NVLink 5 ports on Blackwell", bare) is None


def test_a_switch_glossed_as_a_tray_is_the_tray() -> None:
    assert extract("NVL72 用的 NVLink Switch(交换托盘)有 144 个 NVLink 端口, 无阻塞交换容量 "
                   "14.4TB/s。") == []
    assert {a.subject for a in extract("The NVLink Switch chip has 72 ports and 7.2 TB/s.")} == {
        "NVSwitch"}
