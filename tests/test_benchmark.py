"""The benchmark's small form: 1k claims, every command, one run (no timing is asserted)."""

from __future__ import annotations

import subprocess
import sys

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
