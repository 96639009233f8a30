"""The benchmark's small form: 1k claims, every command, one run (no timing is asserted)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT


def test_benchmark_runs_every_command_at_1k() -> None:
    proc = subprocess.run([sys.executable, "-m", "benchmarks.run", "--sizes", "1000",
                           "--repeat", "1"], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=600)
    rows = [line.split("|")[1:-1] for line in proc.stdout.splitlines()
            if line.startswith("| 1000 ")]
    names = [row[2].strip() for row in rows]
    assert names == ["bare libyaml parse", "bare libyaml event stream", "check",
                     "conflicts (cold)", "query", "show", "answer", "export", "conflicts",
                     "dedup",
                     "query after a one-claim edit", "add", "dedup --apply",
                     "ingest (card page, empty store)"]
    for row in rows:
        seconds, memory, ratio = (float(cell) for cell in row[3:6])
        assert seconds > 0 and memory > 0 and ratio > 0
    assert "nvfacts --help" in proc.stdout


def synthetic(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "benchmarks.synthetic", "--claims", "20",
                           *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_the_synthetic_store_goes_into_a_folder_it_makes(tmp_path: Path) -> None:
    out, pairs = tmp_path / "big" / "deeper" / "big.yaml", tmp_path / "other" / "pairs.jsonl"
    done = synthetic("--out", str(out), "--pairs", str(pairs))
    assert done.returncode == 0, done.stderr
    assert out.read_text().startswith("sources:") and pairs.read_text()


def test_a_path_through_a_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    (tmp_path / "big").write_text("a file, not a folder")
    done = synthetic("--out", str(tmp_path / "big" / "big.yaml"))
    assert done.returncode == 2
    assert done.stderr == (f"python -m benchmarks.synthetic: cannot write {tmp_path}/big/big.yaml:"
                           f" a part of {tmp_path}/big is a file, not a folder; nothing was "
                           "written\n")


def test_the_read_after_an_edit_is_timed_step_by_step_at_1k() -> None:
    from benchmarks.edit_steps import STEPS

    proc = subprocess.run([sys.executable, "-m", "benchmarks.edit_steps", "--claims", "1000",
                           "--edits", "1"], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=600)
    lines = proc.stdout.splitlines()[1:]
    timed = {line[15:]: float(line[:7]) for line in lines[:-2]}
    assert lines[-2].endswith("the steps over every fact, together")
    # every step still named so in nvfacts (a renamed one would go untimed), and the whole
    assert {label for *_, label, _ in STEPS} | {"start", "the query"} <= set(timed)
    assert all(took >= 0 for took in timed.values())
    assert timed["start"] > 0 and timed["reading the changed claims"] > 0
    process = float(lines[-1][:7])  # the medians of one run: its steps add up to no more
    assert sum(timed.values()) <= process + 0.01
    assert float(lines[-2][:7]) == pytest.approx(sum(
        took for *_, label, every in STEPS if every for took in [timed[label]]), abs=0.01)
