"""The code stays `mypy --strict` and `ruff` clean: CI fails the moment it is not."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT


def test_mypy_strict_is_clean() -> None:
    proc = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_ruff_is_clean() -> None:
    paths = [p for p in ("nvfacts", "tests", "benchmarks", "scripts") if (ROOT / p).is_dir()]
    proc = subprocess.run([sys.executable, "-m", "ruff", "check", *paths], cwd=ROOT,
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
