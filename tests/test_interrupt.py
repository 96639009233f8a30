"""Ctrl-C during a command stops it at once and says so (new-user trial 18: `dedup --apply` on
20k claims took up to 11 s to stop and printed nothing: the worker pool finished every queued
chunk on its way out)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

import nvfacts.atomic
import nvfacts.merging
from nvfacts.cli import app

ROOT = Path(__file__).resolve().parent.parent


def test_an_interrupted_write_says_nothing_was_written(runner: CliRunner, store: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    added = runner.invoke(app, ["add", "NVLink 5.0 has 1.8 TB/s per GPU", "--store", str(store)])
    assert added.exit_code == 0  # a write by an earlier command of the same process
    before = store.read_bytes()

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(nvfacts.merging, "find_clusters", interrupted)
    result = runner.invoke(app, ["dedup", "--apply", "--store", str(store), "-f", "json"])
    assert result.exit_code == 130
    assert result.stderr == "nvfacts: interrupted; nothing was written\n"
    assert result.stdout == ""
    assert store.read_bytes() == before


def test_one_interrupted_after_its_write_says_it_wrote(runner: CliRunner, empty_store: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(nvfacts.atomic, "WRITTEN", [])
    real = nvfacts.atomic.atomic_write

    def write_then_interrupt(*args: object, **kwargs: object) -> None:
        real(*args, **kwargs)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    monkeypatch.setattr("nvfacts.writer.atomic_write", write_then_interrupt)
    result = runner.invoke(app, ["add", "NVLink 4.0 has 900 GB/s per GPU", "--store",
                                 str(empty_store)])
    assert result.exit_code == 130
    assert result.stderr.endswith(f"nvfacts: interrupted; {empty_store} was written\n")
    assert "NVLink 4.0 has 900 GB/s per GPU" in empty_store.read_text()


SCRIPT = """\
import os, signal, sys, time
from nvfacts.batch import in_parallel

MARKS = sys.argv[1]
# as a terminal starts a command: a suite run in the background (`pytest &`) passes SIGINT on
# ignored, and Python then never raises KeyboardInterrupt
signal.signal(signal.SIGINT, signal.default_int_handler)

def work(chunk):
    for i in chunk:
        open(os.path.join(MARKS, str(i)), "w").close()
        if i == 0:  # Ctrl-C in a terminal, every worker busy: SIGINT to them all
            for _ in range(200):
                if len(os.listdir(MARKS)) >= 2:
                    break
                time.sleep(0.05)
            with open(MARKS + ".sigint", "w") as said:
                said.write(str(len(os.listdir(MARKS))))
            os.killpg(os.getpgid(0), signal.SIGINT)
        time.sleep(1)
    return list(chunk)

try:
    in_parallel(work, list(range(64)), from_size=1)
except KeyboardInterrupt:
    sys.exit(130)
"""


def test_ctrl_c_ends_the_workers_with_the_chunks_not_done(tmp_path: Path) -> None:
    script, marks = tmp_path / "run.py", tmp_path / "marks"
    script.write_text(textwrap.dedent(SCRIPT))
    marks.mkdir()
    done = subprocess.run([sys.executable, str(script), str(marks)], capture_output=True,
                          text=True, cwd=ROOT, start_new_session=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr  # no worker reports its own KeyboardInterrupt
    # each item takes a second: the pool that waited for the chunks queued went on with all 64;
    # now no worker starts another after SIGINT, but on a loaded machine the one worker not
    # sending it may have begun its next item before the pool is ended
    assert len(list(marks.iterdir())) <= int((tmp_path / "marks.sigint").read_text()) + 1
