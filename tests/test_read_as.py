"""`read-as`: a curator corrects how a claim is read by saying plainly what it asserts, rather than
writing the fact's `assertions` by hand (a new-user trial refuted a true claim instead, to be rid of
a misreading)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app

FACT = "nvlink-4-has-bidirectional-bandwidth-900-gb"


def _copy(tmp_path: Path) -> Path:
    store = tmp_path / "facts.yaml"
    shutil.copyfile(STORE, store)
    return store


def _assertions(runner: CliRunner, store: Path, *args: str) -> list[dict[str, object]]:
    result = runner.invoke(app, ["--store", str(store), "read-as", FACT, *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    fact = json.loads(result.stdout)["fact"]
    shown = json.loads(runner.invoke(app, ["--store", str(store), "show", FACT,
                                           "-f", "json"]).stdout)["fact"]
    assert shown["assertions"] == fact["assertions"]
    return [{k: a[k] for k in ("subject", "attribute", "value", "direction", "scope", "lanes",
                               "origin")} for a in fact["assertions"]]


def test_a_plain_sentence_becomes_the_facts_reading_and_clear_gives_the_claim_back(
        runner: CliRunner, tmp_path: Path) -> None:
    """The fact's claim (900 GB/s both ways, and a PCIe bus's 64 GB/s beside it) is read as the
    curator's sentence says, written under the fact as `assertions` with every other line as it
    was; --clear takes them away, and the file is byte for byte what it was."""
    store = _copy(tmp_path)
    before = store.read_bytes()
    assert _assertions(runner, store, "NVLink 4.0 gives each GPU 900 GB/s in each direction") == [
        {"subject": "NVLink 4.0", "attribute": "bandwidth", "value": 900.0,
         "direction": "unidirectional", "scope": "per-gpu", "lanes": None, "origin": "curator"}]
    lines, old = store.read_text(encoding="utf-8").splitlines(), before.decode().splitlines()
    added = [line for line in lines if line not in old]
    assert added[0] == "    assertions:" and len(lines) == len(old) + len(added)
    assert _assertions(runner, store, "PCIe 5.0 x8 carries 32 GB/s per direction")[0]["lanes"] \
        == 8  # the width read from the curator's words, not the claim's
    assert _assertions(runner, store, "--nothing") == []
    assert "    assertions: []" in store.read_text(encoding="utf-8")
    assert _assertions(runner, store, "--clear")[0]["origin"] == "extracted"
    assert store.read_bytes() == before


def test_a_sentence_nothing_is_read_from_or_no_choice_is_refused_with_the_store_unchanged(
        runner: CliRunner, tmp_path: Path) -> None:
    store = _copy(tmp_path)
    before = store.read_bytes()
    for args, said in ((["very fast"], "nvfacts reads nothing from 'very fast': name the thing"),
                       ([], "give one of TEXT"), (["--nothing", "--clear"], "give one of TEXT"),
                       (["NVLink 4.0 has 18 links", "--clear"], "give one of TEXT")):
        result = runner.invoke(app, ["--store", str(store), "read-as", FACT, *args])
        assert result.exit_code == 2, args
        assert said in result.stderr, args
    result = runner.invoke(app, ["--store", str(store), "read-as", "no-such-fact", "--nothing"])
    assert result.exit_code == 2 and "no fact has the id 'no-such-fact'" in result.stderr
    assert store.read_bytes() == before


def test_a_merged_wording_is_read_as_its_own(runner: CliRunner, empty_store: Path) -> None:
    """A wording `dedup --apply` folded into a fact keeps its own reading, as it keeps its own
    decisions."""
    store = ["--store", str(empty_store)]
    for claim in ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s",
                  "NVLink 4.0 offers a bidirectional bandwidth of up to 900 GB/s."):
        assert runner.invoke(app, [*store, "add", claim]).exit_code == 0
    assert runner.invoke(app, [*store, "dedup", "--apply"]).exit_code == 0
    merged = "nvlink-4-offers-bidirectional-bandwidth-900-gb"
    result = runner.invoke(app, [*store, "read-as", merged, "--nothing", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["fact"]["id"] == FACT
    text = empty_store.read_text(encoding="utf-8")
    assert text.index(f"id: {merged}") < text.index("assertions: []")
