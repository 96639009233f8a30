"""The view cache: keyed by the store's bytes, never stale, survives a corrupt entry."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cache import cache_dir, view_for
from nvfacts.cli import app


def claims(runner: CliRunner, store: Path) -> list[str]:
    result = runner.invoke(app, ["query", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    return [f["claim"] for f in json.loads(result.stdout)["facts"]]


def test_a_changed_store_is_never_served_from_the_cache(runner: CliRunner,
                                                        empty_store: Path) -> None:
    assert claims(runner, empty_store) == []
    empty_store.write_text("facts:\n  - id: a\n    claim: First.\n", encoding="utf-8")
    assert claims(runner, empty_store) == ["First."]
    empty_store.write_text("facts:\n  - id: a\n    claim: Second.\n", encoding="utf-8")
    assert claims(runner, empty_store) == ["Second."]
    empty_store.write_text("facts:\n  - id: a\n    claim: First.\n", encoding="utf-8")
    assert claims(runner, empty_store) == ["First."]


def test_a_corrupt_cache_entry_is_rebuilt(runner: CliRunner, store: Path) -> None:
    before = claims(runner, store)
    entries = sorted(cache_dir().glob("*.sqlite"), key=os.path.getmtime)
    assert entries
    for entry in entries:
        entry.write_bytes(b"not a database at all")
    assert claims(runner, store) == before
    assert view_for(store).detail("ref-nvlink4-bw-per-gpu")["id"] == "ref-nvlink4-bw-per-gpu"


def test_an_unwritable_cache_folder_is_not_an_error(runner: CliRunner, store: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(blocker / "cache"))  # a folder under a file
    assert claims(runner, store)
