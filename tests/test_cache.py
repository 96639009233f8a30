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


def _newest_entry() -> Path:
    """The cache entry the last command wrote."""
    return max(cache_dir().glob("*.sqlite"), key=lambda e: e.stat().st_mtime_ns)


@pytest.mark.parametrize("seed", range(8))
def test_an_entry_damaged_anywhere_is_healed(runner: CliRunner, store: Path, seed: int) -> None:
    """800 bytes overwritten at a random offset: the next command answers as before."""
    import random

    before = runner.invoke(app, ["export", "--all", "--store", str(store)]).stdout
    entry = _newest_entry()
    data = bytearray(entry.read_bytes())
    at = random.Random(seed).randrange(len(data) - 800)
    data[at:at + 800] = random.Random(seed).randbytes(800)
    entry.write_bytes(bytes(data))
    result = runner.invoke(app, ["export", "--all", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == before


def test_an_entry_with_a_dropped_table_is_rebuilt(runner: CliRunner, store: Path) -> None:
    import sqlite3

    before = claims(runner, store)
    db = sqlite3.connect(_newest_entry())
    db.execute("DROP TABLE conflict")
    db.commit()
    db.close()
    result = runner.invoke(app, ["conflicts", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["conflicts"]
    assert claims(runner, store) == before
