"""What new-user trial 24 saw of NVSwitch generations: the fourth generation's 72 ports (a chip
named by its architecture, 'Blackwell NVSwitch', or by its ports' NVLink generation, '72 NVLink 5
ports') lost to a page's wrong 'NVSwitch 4.0: 64 ports', backed by the third generation's
datasheets because every generation's 64 was one statement."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from conftest import store_of
from nvfacts.cli import app


def _conflicts(runner: CliRunner, store: Path) -> list[dict[str, object]]:
    done = runner.invoke(app, ["--store", str(store), "conflicts", "-f", "json"])
    return list(json.loads(done.stdout)["conflicts"])


GEN3 = [("NVSwitch 3.0 has 64 ports.", "gen3-datasheet", "datasheet"),
        ("The third-generation NVSwitch has 64 NVLink ports.", "gen3-blog", "article")]


def test_each_nvswitch_generations_ports_are_its_own(runner: CliRunner,
                                                     tmp_path: Path) -> None:
    """The Blackwell chip named by its architecture, and one named by the NVLink generation of
    its ports, are the fourth generation's: the third's datasheets back no 'NVSwitch 4.0: 64'."""
    store = store_of(tmp_path, [
        *GEN3, ("NVIDIA Blackwell NVSwitch chip has 72 NVLink 5 ports.", "blackwell", "article"),
        ("Each NVSwitch chip has 64 NVLink 4 ports (or 72 NVLink 5 ports on Blackwell).",
         "both", "article"),
        ("Generation: NVSwitch 4.0; Ports: 64", "row", "article")])
    found = _conflicts(runner, store)
    assert {"row", "blackwell"} in [set(c["ids"]) for c in found]  # type: ignore[call-overload]
    assert all("row" in c["ids"] and c["favoured"] != "row" for c in found)  # type: ignore[operator]
    assert all(str(c["reason"]).endswith("(of the fourth-generation NVSwitch)") for c in found)


def test_a_generation_said_in_read_as_is_kept(runner: CliRunner, tmp_path: Path) -> None:
    """A curator's 'NVSwitch Gen 4 has 72 ports' meets the fourth generation's 64 only, not the
    third generation's facts."""
    store = store_of(tmp_path, [*GEN3, ("Generation: NVSwitch 4.0; Ports: 64", "row",
                                              "article"), ("Some figure.", "hand", "article")])
    for said in ("NVSwitch Gen 4 has 72 ports", "The fourth-generation NVSwitch has 72 ports"):
        assert runner.invoke(app, ["--store", str(store), "read-as", "hand", said]
                             ).exit_code == 0
        found = _conflicts(runner, store)
        assert [set(c["ids"]) for c in found] == [{"hand", "row"}], said  # type: ignore[call-overload]
        assert str(found[0]["reason"]).endswith("(of the fourth-generation NVSwitch)")


def test_show_names_the_generation_read_as_kept(runner: CliRunner, tmp_path: Path) -> None:
    """read-as printed 'NVSwitch port-count 72', as if the generation said were lost."""
    store = store_of(tmp_path, [("Some figure.", "hand", "article")])
    for said, shown in (("NVSwitch Gen 4 has 72 ports", "NVSwitch (fourth generation)"),
                        ("The third-generation NVSwitch has 64 ports",
                         "NVSwitch (third generation)")):
        done = runner.invoke(app, ["--store", str(store), "read-as", "hand", said, "-f",
                                   "table"])
        assert done.exit_code == 0
        assert any(line.split("  ")[0] == shown for line in done.stdout.splitlines()), \
            done.stdout


def test_the_generations_show_writes_are_the_library_s(tmp_path: Path) -> None:
    """The renderer writes the generation it is given; the library finds it from the fact's
    assertions (a caller of the Python API gets it without the command line), None for an
    assertion of another subject or one naming no generation."""
    from nvfacts.generations import assertion_generations
    from nvfacts.kb import load
    from nvfacts.lexicon import lexicon

    store = store_of(tmp_path, [
        ("NVIDIA Blackwell NVSwitch chip has 72 NVLink 5 ports.", "blackwell", "article"),
        ("The NVSwitch has 64 ports and NVLink 4.0 gives 900 GB/s.", "plain", "article")])
    kb = load(store)
    assert assertion_generations(kb.detail("blackwell")["assertions"], lexicon()) == [4]
    plain = kb.detail("plain")["assertions"]
    assert [a["subject"] for a in plain] == ["NVSwitch", "NVLink 4.0"]
    assert assertion_generations(plain, lexicon()) == [None, None]
