"""The same store gives the same output in any process: no order from hashing or from a cache."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import STORE

COMMANDS = [
    ["query", "NVLink bandwidth", "-f", "json"],
    ["query", "-f", "json"],
    ["conflicts", "-f", "json"],
    ["answer", "NVLink 4.0 bandwidth", "-f", "json"],
    ["dedup", "--cross-lingual", "-f", "json"],
    ["export", "--all", "-f", "json"],
    ["explain", "nvlink-4-used-h100-achieve-unidirectional", "-f", "json"],
]

_RUN_ALL = """
import json, sys
from typer.testing import CliRunner
from nvfacts.cli import app

store, commands = sys.argv[1], json.loads(sys.argv[2])
out = []
for command in commands:
    result = CliRunner().invoke(app, ["--store", store, *command])
    out.append([result.exit_code, result.stdout])
sys.stdout.write(json.dumps(out))
"""


def _outputs(seed: str, cache: Path) -> list[list[object]]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "NVFACTS_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", _RUN_ALL, str(STORE), json.dumps(COMMANDS)],
                          env=env, capture_output=True, text=True, timeout=600, check=True)
    return list(json.loads(done.stdout))


def test_outputs_are_the_same_across_processes_and_hash_seeds(tmp_path: Path) -> None:
    """Two fresh processes with different hash seeds and empty caches print the same bytes for
    every reading command (sets of strings iterate in another order under another seed)."""
    first = _outputs("1", tmp_path / "cache-1")
    second = _outputs("2", tmp_path / "cache-2")
    assert [code for code, _ in first] == [0] * len(COMMANDS)
    for command, a, b in zip(COMMANDS, first, second, strict=True):
        assert a == b, f"nvfacts {' '.join(command)} differs between hash seeds"
    assert all(out for _, out in first)
