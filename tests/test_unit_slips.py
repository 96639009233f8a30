"""A figure written in a unit nvfacts does not know but close to one it knows ('128 GB/ss' for
'128 GB/s') is named by `check`, at the figure, with the unit meant (new-user trial 18: the fact
silently left its group in `conflicts`, and `check --unread` blamed the entity)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - id: sheet
    title: PCIe 5.0 at 128 GB/s
    url: https://example.org/pcie/gen5/x16
facts:
  - id: gen5-typo
    claim: PCIe 5.0 x16 gives {figure} per direction
  - id: gen5-half
    claim: PCIe 5.0 x16 gives 64 GB/s per direction
"""


Found = dict[str, list[dict[str, object]]]


def check(runner: CliRunner, path: Path, *args: str) -> tuple[int, Found]:
    result = runner.invoke(app, ["check", *args, "-f", "json", str(path)], catch_exceptions=False)
    return result.exit_code, json.loads(result.stdout)


def test_a_misspelt_unit_is_a_notice_at_the_figure(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure="128 GB/ss"))
    code, found = check(runner, path)
    assert code == 0 and found["problems"] == []
    assert [(n["line"], n["column"], n["id"]) for n in found["notices"]] == [(7, 31, "gen5-typo")]
    message = str(found["notices"][0]["message"])
    assert message.startswith("note: 128 GB/ss in the claim of 'gen5-typo' is in no unit nvfacts "
                              "knows ('GB/ss')")
    assert message.endswith("did you mean GB/s?")
    # text mode: FILE:LINE:COL on stderr, and the store is still ok
    result = runner.invoke(app, ["check", str(path)], catch_exceptions=False)
    assert result.exit_code == 0
    assert f"{path}:7:31: note: 128 GB/ss in the claim of 'gen5-typo'" in result.stderr
    assert f"{path}: ok (1 notice(s))" in result.stderr
    # corrected, the notice goes and the two figures meet in conflicts
    path.write_text(STORE.format(figure="128 GB/s"))
    assert check(runner, path)[1]["notices"] == []
    conflicts = runner.invoke(app, ["conflicts", "--store", str(path), "-f", "json"])
    assert [c["ids"] for c in json.loads(conflicts.stdout)["conflicts"]] == [
        ["gen5-half", "gen5-typo"]]


def test_unread_says_the_figures_unit_was_not_understood(runner: CliRunner,
                                                          tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure="128 GB/ss"))
    _, found = check(runner, path, "--unread")
    [note] = found["unread"]
    assert note["id"] == "gen5-typo"
    assert "the unit of 128 GB/ss is not understood: did you mean GB/s?" in str(note["message"])
    assert "no figure or attribute of an entity" not in str(note["message"])
    assert note["unknown_units"] == [{"figure": "128 GB/ss", "unit": "GB/ss",
                                      "did_you_mean": ["GB/s"]}]


@pytest.mark.parametrize(("figure", "meant"), [
    ("128 GB/ss", "GB/s"), ("128GB/ss", "GB/s"), ("128 GiB/s", "GB/s"), ("128 Gbpss", "Gbps"),
    ("128 gb/s", "GB/s or Gb/s"), ("128 GB/z", "GB/s"), ("128 Gbytes/s", "GByte/s"),
    ("128 TB/secs", "TB/sec")])
def test_each_kind_of_slip_names_the_unit_meant(runner: CliRunner, tmp_path: Path, figure: str,
                                                meant: str) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure=figure))
    [notice] = check(runner, path)[1]["notices"]
    assert str(notice["message"]).endswith(f"did you mean {meant}?")


@pytest.mark.parametrize("figure", [
    "128 GB/s", "128 GB/S", "128 GB/sec", "128 GBps", "1 Tb/s", "1,024 Gbit/s", "128 GB/秒",
    "128 gigabytes/second", "32 GT/s", "4 GPUs/node", "x16/x8 lanes at 128 GB/s"])
def test_units_nvfacts_knows_and_other_words_are_no_slip(runner: CliRunner, tmp_path: Path,
                                                         figure: str) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure=figure))
    assert check(runner, path)[1]["notices"] == []


def test_a_fact_whose_curator_wrote_its_assertions_is_not_named(runner: CliRunner,
                                                                tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure="128 GB/s") + "  - id: gen5-curated\n    claim: PCIe "
                    "5.0 x16 gives 128 GB/ss\n    assertions: []\n")
    assert check(runner, path)[1]["notices"] == []
    path.write_text(path.read_text().replace("    assertions: []\n", ""))
    assert [n["id"] for n in check(runner, path)[1]["notices"]] == ["gen5-curated"]


def test_a_merged_wordings_slip_is_named_by_its_id(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.format(figure="128 GB/s") + "    merged:\n      - id: gen5-copy\n"
                    "        claim: >\n          PCIe 5.0 x16 has\n          64 GB/ss each way\n")
    assert [(n["line"], n["column"], n["id"]) for n in check(runner, path)[1]["notices"]] == [
        (14, 11, "gen5-copy")]


def test_add_says_the_unit_was_not_understood(runner: CliRunner, empty_store: Path) -> None:
    result = runner.invoke(app, ["add", "NVLink 4.0 has 900 GiB/s per GPU", "--store",
                                 str(empty_store), "-f", "json"], catch_exceptions=False)
    assert result.exit_code == 0
    assert "(the unit of 900 GiB/s is not understood: did you mean GB/s?)" in result.stderr
