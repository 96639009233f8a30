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


@pytest.fixture
def own_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """A cache folder for this test alone (the run's shared one holds other tests' entries)."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(folder))
    return folder


def test_a_second_command_reads_the_entry_the_first_wrote(runner: CliRunner, store: Path,
                                                          own_cache: Path) -> None:
    """One entry per store, named for the store's key and ending with a CRC-32 of its own
    bytes; the next reading command uses it as it is (not rebuilt, nothing else left)."""
    import zlib

    first = claims(runner, store)
    (entry,) = own_cache.glob("*.sqlite")
    key, _, digest = entry.stem.rpartition("-")
    assert len(key) == 64 and entry.suffix == ".sqlite"
    assert digest == f"{zlib.crc32(entry.read_bytes()):08x}"
    written = entry.stat()
    assert claims(runner, store) == first
    assert list(own_cache.glob("*.sqlite")) == [entry]
    again = entry.stat()
    assert (again.st_ino, again.st_mtime_ns) == (written.st_ino, written.st_mtime_ns)


def test_the_cache_keeps_the_six_newest_entries(runner: CliRunner, tmp_path: Path,
                                                own_cache: Path) -> None:
    """README: the cache keeps the six newest entries; an evicted store is rebuilt."""
    stores = []
    for k in range(8):
        path = tmp_path / f"s{k}.yaml"
        path.write_text(f"facts:\n  - id: a\n    claim: Store number {k}.\n", encoding="utf-8")
        assert claims(runner, path) == [f"Store number {k}."]
        stores.append(path)
    entries = {e.name for e in own_cache.glob("*.sqlite")}
    assert len(entries) == 6
    claims(runner, stores[-1])  # still cached: nothing is written or evicted
    assert {e.name for e in own_cache.glob("*.sqlite")} == entries
    claims(runner, stores[0])  # evicted: built again, and the oldest goes
    now = {e.name for e in own_cache.glob("*.sqlite")}
    assert len(now) == 6 and now != entries


def test_the_cache_folder_follows_the_environment(monkeypatch: pytest.MonkeyPatch,
                                                  tmp_path: Path) -> None:
    """$NVFACTS_CACHE_DIR, else $XDG_CACHE_HOME/nvfacts, else ~/.cache/nvfacts."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "own"))
    assert cache_dir() == tmp_path / "own"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", "")
    assert cache_dir() == tmp_path / "xdg" / "nvfacts"
    monkeypatch.delenv("NVFACTS_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", "")
    assert cache_dir() == tmp_path / "home" / ".cache" / "nvfacts"


def test_an_invalid_store_is_named_in_its_problems(runner: CliRunner, own_cache: Path) -> None:
    """A reading command on an invalid store names the file, line and column, and caches
    nothing."""
    from conftest import CASES

    path = CASES / "invalid" / "unknown-status.yaml"
    result = runner.invoke(app, ["query", "--store", str(path), "-f", "json"])
    assert result.exit_code != 0
    assert f"{path}:5:13: facts[0].status: unknown value" in result.stderr
    assert not own_cache.exists() or not list(own_cache.iterdir())


def test_a_cache_folder_in_missing_folders_is_made(runner: CliRunner, store: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b" / "cache"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(folder))
    claims(runner, store)
    assert len(list(folder.glob("*.sqlite"))) == 1


def test_a_cache_that_cannot_be_written_or_cleaned_is_not_an_error(
        runner: CliRunner, store: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Entries that cannot be deleted (a damaged one, those past the six kept), a folder that
    keeps what is made in it (append-only) and a full disk while an entry is renamed into
    place: the commands answer all the same."""
    import errno

    from nvfacts import cache

    def refuse(*_: object, **__: object) -> None:
        raise OSError(errno.EACCES, "Permission denied")

    def store_of(k: int) -> Path:
        other = store.with_name(f"s{k}.yaml")
        other.write_text(f"facts:\n  - id: a\n    claim: Store {k}.\n", encoding="utf-8")
        return other

    before = claims(runner, store)
    (entry,) = own_cache.glob("*.sqlite")
    entry.write_bytes(b"damaged")
    monkeypatch.setattr(Path, "unlink", refuse)
    for k in range(7):  # more stores than entries kept: eviction cannot delete either
        assert claims(runner, store_of(k)) == [f"Store {k}."]
    assert claims(runner, store) == before
    monkeypatch.setattr(cache.os, "unlink", refuse)
    assert claims(runner, store_of(7)) == ["Store 7."]
    monkeypatch.undo()
    monkeypatch.setattr(cache.os, "replace", refuse)
    assert claims(runner, store_of(8)) == ["Store 8."]


def test_the_key_follows_nvfacts_own_code(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    """An edited checkout (any module, in any sub-package) never reads views built by other
    code: the key holds a digest of nvfacts' sources."""
    import shutil

    from nvfacts import cache

    package = tmp_path / "nvfacts"
    shutil.copytree(Path(cache.__file__).parent, package,
                    ignore=shutil.ignore_patterns("__pycache__", "data"))
    monkeypatch.setattr(cache, "__file__", str(package / "cache.py"))
    before = cache.code_digest()
    assert cache.code_digest() == before
    module = next(package.glob("*/*.py"))
    module.write_text(module.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    assert cache.code_digest() != before


def test_an_entry_cut_to_nothing_is_rebuilt(runner: CliRunner, store: Path,
                                            own_cache: Path) -> None:
    """A disk that lost the entry's bytes (an empty file under its name) is healed too."""
    before = claims(runner, store)
    (entry,) = own_cache.glob("*.sqlite")
    entry.write_bytes(b"")
    assert claims(runner, store) == before
    assert entry.stat().st_size > 0


def test_an_entry_trusted_by_its_stat_is_still_healed_once_damaged(
        runner: CliRunner, store: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An entry whose digest was checked once is read without checking it again while its
    inode, size and times are the ones recorded; a write that damages it changes them, and the
    next command rebuilds it rather than trusting it."""
    from nvfacts import cache

    before = runner.invoke(app, ["export", "--all", "--store", str(store)]).stdout
    (entry,) = own_cache.glob("*.sqlite")
    hour_ago = entry.stat().st_mtime_ns - 3600 * 10**9
    os.utime(entry, ns=(hour_ago, hour_ago))  # written long ago: its stat may be recorded
    assert claims(runner, store)  # checks the digest, records the stat
    checked: list[Path] = []
    digest = cache._digest
    monkeypatch.setattr(cache, "_digest", lambda e: checked.append(e) or digest(e))
    assert claims(runner, store)
    assert checked == []  # trusted by its stat
    data = bytearray(entry.read_bytes())
    data[len(data) // 2:len(data) // 2 + 800] = bytes(800)
    entry.write_bytes(bytes(data))
    result = runner.invoke(app, ["export", "--all", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert result.stdout == before
    assert checked  # the digest of the damaged entry was checked again


def test_a_fresh_entry_is_checked_until_it_settles(runner: CliRunner, store: Path,
                                                   own_cache: Path) -> None:
    """An entry written in the last seconds is not trusted by its stat (a write in the same
    tick of the clock could leave its times as they were): no stat is recorded for it."""
    claims(runner, store)
    claims(runner, store)
    assert list(own_cache.glob("*.seen")) == []


def test_a_settled_store_is_not_read_again_until_it_changes(
        runner: CliRunner, store: Path, own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once a store's bytes gave a key, its stat stands for them: the next command neither
    reads nor hashes it. A rewrite of the same size with its modification time put back still
    changes its change time, and is read anew."""
    import time

    from nvfacts import cache

    monkeypatch.setattr(cache, "SETTLE", -1.0)  # every file settled at once
    text = store.read_text(encoding="utf-8")
    first = claims(runner, store)
    assert claims(runner, store) == first  # reads it, records its stat with the key
    assert len(list(own_cache.glob("store-*.key"))) == 1
    read: list[Path] = []
    store_bytes = cache._store_bytes
    monkeypatch.setattr(cache, "_store_bytes", lambda p: read.append(p) or store_bytes(p))
    assert claims(runner, store) == first
    assert read == []
    old = store.stat()
    time.sleep(0.05)  # past the file system's clock tick, which a real edit is (SETTLE)
    changed = text.replace("900 GB/s", "901 GB/s", 1)
    assert changed != text and len(changed) == len(text)
    store.write_text(changed, encoding="utf-8")
    os.utime(store, ns=(old.st_atime_ns, old.st_mtime_ns))
    assert any("901 GB/s" in c for c in claims(runner, store))
    assert read == [store]
