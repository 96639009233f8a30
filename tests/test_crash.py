"""kill -9 at random moments while nvfacts writes a 20k-fact store: never a broken or lossy file."""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.synthetic import generate, to_yaml
from nvfacts import atomic
from nvfacts.adding import add_fact
from nvfacts.loader import load


def _add(path: Path, k: int) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "nvfacts", "--store", str(path), "add",
                             f"Claim written while being killed, number {k}.", "--id",
                             f"killed-{k}", "-f", "json"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_kill_9_during_writes_never_breaks_or_loses_the_store(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    claims, _ = generate(20_000, seed=3)
    path.write_text(to_yaml(claims), encoding="utf-8")
    original = load(path).store.facts
    assert len(original) == 20_000

    start = time.perf_counter()
    proc = _add(path, 0)
    assert proc.wait(timeout=300) == 0
    duration = time.perf_counter() - start
    landed = {"killed-0"}

    rng = random.Random(20)
    for k in range(1, 7):
        proc = _add(path, k)
        time.sleep(rng.uniform(0.5, 1.05) * duration)  # most kills land in the write phase
        proc.kill()
        proc.wait()
        facts = load(path).store.facts  # raises if the file is broken
        assert facts[:20_000] == original
        extra = [f.id for f in facts[20_000:]]
        assert set(extra) >= landed  # nothing that had landed is lost
        assert len(extra) == len(set(extra))
        landed = set(extra)

    add_fact(path, "After the crashes.", fact_id="after")  # cleans up stale temp files
    assert not list(tmp_path.glob(atomic.temp_prefix(path) + "*"))
    assert load(path).store.facts[-1].id == "after"


_PAUSED_WRITER = """
import os, sys, time
from pathlib import Path

store, event = Path(sys.argv[1]), sys.argv[2]

def hook(name, args):
    # stop this writer at the moment it names its new file ('os.link') or renames it over the
    # store ('os.rename'), and tell the test what it was about to do
    if name == event and store.name in os.fspath(args[1]):
        sys.stdout.write(f"{name} {os.fspath(args[0])}\\n")
        sys.stdout.flush()
        time.sleep(120)

from nvfacts.adding import add_fact
sys.addaudithook(hook)
add_fact(store, "Written by a writer killed before its rename.", fact_id="killed")
"""


@pytest.mark.parametrize("event", ["os.link", "os.rename"])
def test_a_writer_killed_between_write_and_rename_leaves_the_old_store(
        tmp_path: Path, event: str) -> None:
    """A real writer process, stopped when its new text is written and fsynced and about to be
    named ('os.link') or renamed over the store ('os.rename'), then killed with SIGKILL: the
    store keeps its old bytes the whole time, and the next write leaves no temp file. A writer
    that wrote the store in place would never reach the rename, and this test would fail."""
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: kept\n    claim: Already in the store.\n", encoding="utf-8")
    before = path.read_bytes()
    proc = subprocess.Popen([sys.executable, "-c", _PAUSED_WRITER, str(path), event],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()  # blocks until the writer is at the event
        assert line.startswith(event), "the writer never reached the event: not renamed over?"
        assert path.read_bytes() == before
        if event == "os.rename":  # the new file is complete before it is renamed
            new = tmp_path / Path(line.split(" ", 1)[1].strip()).name
            assert [f.id for f in load(new).store.facts] == ["kept", "killed"]
    finally:
        proc.kill()
        proc.wait()
    assert path.read_bytes() == before
    assert [f.id for f in load(path).store.facts] == ["kept"]
    left = list(tmp_path.glob(atomic.temp_prefix(path) + "*"))
    assert len(left) == (1 if event == "os.rename" else 0)  # unnamed until just before
    add_fact(path, "After the crash.", fact_id="after")
    assert not list(tmp_path.glob(atomic.temp_prefix(path) + "*"))
    assert [f.id for f in load(path).store.facts] == ["kept", "after"]


def test_a_crash_between_temp_file_and_rename_keeps_the_old_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")

    def crash(*_: object) -> None:
        raise OSError("disk pulled out")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(OSError, match="disk pulled out"):
        add_fact(path, "Never written.", fact_id="never")
    assert path.read_text(encoding="utf-8") == "facts: []\n"
    assert not list(tmp_path.glob(atomic.temp_prefix(path) + "*"))
