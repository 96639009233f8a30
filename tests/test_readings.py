"""Claims read once are kept by their text: an edited store re-reads only what changed, and
gives what a fresh read gives."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import orjson
import pytest
from typer.testing import CliRunner

from nvfacts.cache import cache_dir
from nvfacts.cli import app
from nvfacts.extract import extract
from nvfacts.readings import cached_reader

CLAIM = "NVLink 4.0 offers 900 GB/s of bidirectional bandwidth per GPU."


def _answers(runner: CliRunner, store: Path) -> dict[str, object]:
    out = {}
    for argv in (["conflicts"], ["query", "NVLink"], ["answer", "NVLink 4.0 bandwidth"],
                 ["show", "ref-nvlink4-bw-per-gpu"]):
        result = runner.invoke(app, [*argv, "--store", str(store), "-f", "json"])
        assert result.exit_code in (0, 1), result.stderr
        out[argv[0]] = json.loads(result.stdout)
    return out


def test_an_edited_store_reads_as_a_fresh_one(runner: CliRunner, store: Path,
                                              tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    _answers(runner, store)  # fills the readings file
    assert list(cache_dir().glob("readings-*.db"))
    text = store.read_text(encoding="utf-8")
    store.write_text(text.replace("claim: ", "claim: NVLink 4.0 has 18 links per GPU. ", 1),
                     encoding="utf-8")
    warm = _answers(runner, store)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "fresh"))
    assert warm == _answers(runner, store)


def _poison(folder: Path, claim: str) -> None:
    (db_path,) = folder.glob("readings-*.db")
    with sqlite3.connect(db_path) as db:
        fake = [{"subject": "PCIe 3.0", "attribute": "bandwidth", "value": 1.0, "unit": "GB/s"}]
        db.execute("UPDATE reading SET found = ? WHERE claim = ?", (orjson.dumps(fake), claim))


@pytest.mark.parametrize("lookup_up_to", [0, 2000])
def test_readings_are_kept_per_lexicon(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       lookup_up_to: int) -> None:
    """A reading is reused for the same code and lexicon only: an edited lexicon reads again
    (whether the readings are looked up by key or read in one scan)."""
    from nvfacts import readings

    monkeypatch.setattr(readings, "LOOKUP_UP_TO", lookup_up_to)
    fresh = extract(CLAIM)
    assert cached_reader(tmp_path, "code", "lexicon 1")([CLAIM]) == [fresh]
    _poison(tmp_path, CLAIM)
    assert cached_reader(tmp_path, "code", "lexicon 1")([CLAIM])[0][0].subject == "PCIe 3.0"
    assert cached_reader(tmp_path, "code", "lexicon 2")([CLAIM]) == [fresh]
    assert cached_reader(tmp_path, "other code", "lexicon 1")([CLAIM]) == [fresh]


def test_a_damaged_readings_file_is_read_around(tmp_path: Path) -> None:
    cached_reader(tmp_path, "code", "lexicon")([CLAIM])
    (db_path,) = tmp_path.glob("readings-*.db")
    db_path.write_bytes(b"not a database at all" * 100)
    assert cached_reader(tmp_path, "code", "lexicon")([CLAIM, CLAIM]) == [extract(CLAIM)] * 2


def test_claims_unused_for_a_month_are_dropped(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The file holds the claims of the stores in use, not every claim ever read."""
    from nvfacts import readings

    read = cached_reader(tmp_path, "code", "lexicon")
    monkeypatch.setattr(readings, "today", lambda: 1000)
    read(["NVLink 4.0 has 18 links.", "NVLink 2.0 has 6 links."])
    monkeypatch.setattr(readings, "today", lambda: 1000 + readings.KEEP_DAYS)
    read(["NVLink 4.0 has 18 links."])  # still in use: kept, and its day moves on
    monkeypatch.setattr(readings, "today", lambda: 1001 + readings.KEEP_DAYS)
    read(["NVLink 3.0 has 12 links."])
    (db_path,) = tmp_path.glob("readings-*.db")
    with sqlite3.connect(db_path) as db:
        assert sorted(c for (c,) in db.execute("SELECT claim FROM reading")) == \
            ["NVLink 3.0 has 12 links.", "NVLink 4.0 has 18 links."]
