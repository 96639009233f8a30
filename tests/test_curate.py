"""A RAG engineer scripting a store had no way to add or verify a fact from Python but to run
the command line: ``nvfacts.add``, ``nvfacts.verify`` and ``nvfacts.refute`` now write what
the commands of those names write, byte for byte, and refuse what they refuse with a
UsageError naming the argument, writing nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import nvfacts
from conftest import STORE
from nvfacts.cli import app
from nvfacts.errors import UnknownFactError, UsageError

CLAIM = "NVLink 4.0 gives each H100 450 GB/s in each direction."


def _copies(tmp_path: Path) -> tuple[Path, Path]:
    paths = tmp_path / "cli.yaml", tmp_path / "lib.yaml"
    for path in paths:
        shutil.copyfile(STORE, path)
    return paths


def _cli(store: Path, *args: str) -> dict[str, Any]:
    done = CliRunner().invoke(app, ["--store", str(store), *args, "-f", "json"])
    assert done.exit_code == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def test_add_writes_what_the_command_writes(tmp_path: Path) -> None:
    by_cli, by_lib = _copies(tmp_path)
    printed = _cli(by_cli, "add", CLAIM, "--source", "forum-post", "--tag", "h100",
                   "--confidence", "0.7")
    result = nvfacts.add(by_lib, CLAIM, sources=["forum-post"], tags=["h100"], confidence=0.7)
    assert by_lib.read_bytes() == by_cli.read_bytes()
    assert result.added and result.declared == ["forum-post"]
    assert result.record == printed["fact"]
    assert result.record["assertions"][0]["value"] == 450


def test_a_claim_held_word_for_word_gains_the_citation(tmp_path: Path) -> None:
    _, store = _copies(tmp_path)
    first = nvfacts.add(store, CLAIM)
    again = nvfacts.add(store, CLAIM, sources=["h100-datasheet"])
    assert not again.added and again.cited == ["h100-datasheet"]
    assert again.record["id"] == first.record["id"]
    assert store.read_text(encoding="utf-8").count(CLAIM) == 1


def test_verify_and_refute_write_what_the_commands_write(tmp_path: Path) -> None:
    by_cli, by_lib = _copies(tmp_path)
    fact_id = nvfacts.load(STORE).facts[0].id
    _cli(by_cli, "verify", fact_id, "--evidence", "checked against the datasheet")
    fact = nvfacts.verify(by_lib, fact_id, "checked against the datasheet")
    assert by_lib.read_bytes() == by_cli.read_bytes()
    assert fact.status == "verified" and fact.history[-1].evidence.startswith("checked")
    fact = nvfacts.refute(by_lib, fact_id, "errata", source="nvidia-errata", new_source=True)
    assert fact.status == "refuted"
    assert nvfacts.load(by_lib).status(fact_id) == "refuted"


def test_add_with_a_decision_records_it(tmp_path: Path) -> None:
    _, store = _copies(tmp_path)
    result = nvfacts.add(store, CLAIM, fact_id="nv4-each-way", status="verified",
                         evidence="H100 datasheet, p. 2")
    assert result.record["status"] == "verified"
    assert nvfacts.load(store).get("nv4-each-way").history[0].evidence == "H100 datasheet, p. 2"


@pytest.mark.parametrize(("call", "args", "options", "says"), [
    ("add", (CLAIM,), {"sources": "forum-post"}, "sources takes a list: sources=['forum-post']"),
    ("add", (CLAIM,), {"tag": ["x"]}, "did you mean 'tags'?"),
    ("add", (CLAIM,), {"status": "verified"}, "give evidence="),
    ("add", (CLAIM,), {"evidence": "why"}, "evidence= backs a decision"),
    ("add", (CLAIM,), {"status": "maybe"}, "status 'maybe' is not one of"),
    ("add", (CLAIM,), {"confidence": "0.7"}, "confidence takes a number from 0 to 1"),
    ("add", (CLAIM,), {"source_kind": "blog", "sources": ["x"]}, "source_kind 'blog'"),
    ("add", ("  ",), {}, "not an empty one"),
    ("add", (CLAIM,), {"fact_id": "ref-nvlink4-bw-per-gpu"}, "exists already"),
    ("add", (CLAIM,), {"sources": ["h100-datasheat"]}, "did you mean"),
    ("verify", ("ref-nvlink4-bw-per-gpu", " "), {}, "evidence must say"),
    ("verify", ("ref-nvlink4-bw-per-gpu", "x"), {"new_source": "yes"}, "True or False"),
    ("refute", ("ref-nvlink4-bw-per-gpu", "x"), {"lock_timeout": -1}, "lock_timeout"),
])
def test_what_the_command_refuses_is_a_usage_error_and_writes_nothing(
        tmp_path: Path, call: str, args: tuple[Any, ...], options: dict[str, Any],
        says: str) -> None:
    _, store = _copies(tmp_path)
    before = store.read_bytes()
    with pytest.raises(UsageError) as raised:
        getattr(nvfacts, call)(store, *args, **options)
    assert says in str(raised.value)
    assert store.read_bytes() == before


def test_an_unknown_fact_and_a_store_that_is_no_path(tmp_path: Path) -> None:
    _, store = _copies(tmp_path)
    with pytest.raises(UnknownFactError):
        nvfacts.verify(store, "no-such-fact", "x")
    with pytest.raises(UsageError, match="the store's path comes first"):
        nvfacts.add({"store": str(store)}, CLAIM)  # type: ignore[arg-type]
