"""A fact a curator verified stays in the verified export, even when a figure of it loses."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

PAGES = """\
sources:
  - {id: sheet-a, kind: datasheet}
  - {id: sheet-b, kind: datasheet}
  - {id: forum-post, kind: forum}
facts:
  - {id: sheet-one, claim: "The A800 has 400 GB/s of NVLink bandwidth per GPU.",
     sources: [{source: sheet-a}]}
  - {id: sheet-two, claim: "Each A800 GPU gets 400 GB/s of NVLink bandwidth.",
     sources: [{source: sheet-b}]}
  - {id: post, claim: "The A800 has 300 GB/s of NVLink bandwidth per GPU.",
     sources: [{source: forum-post}]}
"""


def _run(runner: CliRunner, store: Path, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, [*args, "--store", str(store)])
    return result.exit_code, result.stdout, result.stderr


def _exported(runner: CliRunner, store: Path) -> tuple[list[str], str]:
    code, out, err = _run(runner, store, "export", "-f", "json")
    assert code == 0, err
    return [f["id"] for f in json.loads(out)["facts"]], err


def test_a_product_written_out_gives_only_its_result(runner: CliRunner, tmp_path: Path) -> None:
    """A page works the A800's figure out as '8 x 50 GB/s = 400 GB/s': the 50 GB/s was read as
    a second A800 figure, which lost to the 400 GB/s the datasheets give, so the fact a curator
    verified was disputed by them and fell out of the verified export. The factor's operand is
    no figure of the A800; nothing conflicts, and nothing is reported unread either."""
    store = tmp_path / "s.yaml"
    store.write_text(PAGES.replace(
        "The A800 has 300 GB/s of NVLink bandwidth per GPU.",
        "With eight lanes the A800 yields 8 x 50 GB/s = 400 GB/s (200 GB/s one-way)."),
        encoding="utf-8")
    code, out, _ = _run(runner, store, "show", "post", "-f", "json")
    values = [a["value"] for a in json.loads(out)["fact"]["assertions"]]
    assert sorted(values) == [200, 400]
    assert _run(runner, store, "verify", "post", "--evidence", "datasheet")[0] == 0
    code, out, _ = _run(runner, store, "conflicts", "-f", "json")
    assert (code, json.loads(out)["conflicts"]) == (0, [])
    ids, err = _exported(runner, store)
    assert "post" in ids and "not read" not in err


def test_a_verified_fact_whose_figure_loses_is_exported_and_named(runner: CliRunner,
                                                                  tmp_path: Path) -> None:
    """The curator verifies the forum post the two datasheets outvote: it was 'disputed by 2
    fact(s)' and silently left the verified export. A curator's verification stands: the fact
    stays verified and exported, and the export says which figure of it loses to what; the
    conflict stays open until a side is refuted."""
    store = tmp_path / "s.yaml"
    store.write_text(PAGES, encoding="utf-8")
    ids, _ = _exported(runner, store)
    assert "post" not in ids  # nobody decided: the outvoted post is disputed
    assert _run(runner, store, "verify", "post", "--evidence", "vendor's errata")[0] == 0
    code, out, _ = _run(runner, store, "show", "post", "-f", "json")
    assert json.loads(out)["fact"]["status"] == "verified"
    ids, err = _exported(runner, store)
    assert "post" in ids
    note = next(line for line in err.splitlines() if "exported post" in line)
    assert "a curator verified" in note and "300 GB/s" in note and "400 GB/s" in note
    assert "nvfacts read-as post" in note  # how to correct it if it was only misread
    code, out, _ = _run(runner, store, "conflicts", "-f", "json", "--fail-unsettled")
    assert code == 1 and not json.loads(out)["conflicts"][0]["settled"]
    # refuting a side settles its conflict
    _run(runner, store, "refute", "sheet-one", "--evidence", "errata")
    code, out, _ = _run(runner, store, "conflicts", "-f", "json")
    assert all(c["settled"] for c in json.loads(out)["conflicts"] if "sheet-one" in c["ids"])


def test_only_a_verified_fact_whose_figure_does_not_stand_is_noted(runner: CliRunner,
                                                                  tmp_path: Path) -> None:
    """The note comes from where each statement of a verified fact stands: the post's figure,
    beaten by the two datasheets', is named with its rival; a verified figure with no rival
    is exported without a word."""
    store = tmp_path / "s.yaml"
    store.write_text(PAGES + '  - {id: plain, claim: "The H800 has 400 GB/s of NVLink '
                     'bandwidth per GPU.", sources: [{source: sheet-a}]}\n', encoding="utf-8")
    for fact in ("post", "plain"):
        assert _run(runner, store, "verify", fact, "--evidence", "errata")[0] == 0
    ids, err = _exported(runner, store)
    assert ids == ["post", "plain"]
    (note,) = [line for line in err.splitlines() if line.startswith("note: exported")]
    assert note.startswith("note: exported post, which a curator verified, though a figure "
                           "read from it does not stand: A800 bandwidth 300 GB/s per-gpu; 1 "
                           "fact(s), 1 independent source(s), support ")
    assert "; beaten by a rival: A800 400 GB/s per-gpu (score " in note
