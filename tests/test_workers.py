"""Worker processes end with the command that started them, even when it is killed."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

SCRIPT = """
import time
from nvfacts.batch import in_parallel

def slow(items):
    time.sleep(120)
    return list(items)

in_parallel(slow, list(range(100)), from_size=2)
"""


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        text = (task / "children").read_text()
        found |= {int(p) for p in text.split()}
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_workers_die_when_their_command_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-c", SCRIPT], env={**os.environ})
    try:
        workers: set[int] = set()
        for _ in range(200):  # wait until the pool has started its workers
            workers = _children(parent.pid)
            if len(workers) >= min(2, os.cpu_count() or 1):
                break
            time.sleep(0.05)
        assert workers, "the pool started no workers"
        os.kill(parent.pid, signal.SIGKILL)
        parent.wait()
        for _ in range(100):
            if not any(_alive(w) for w in workers):
                break
            time.sleep(0.05)
        assert not any(_alive(w) for w in workers)
    finally:
        parent.kill()
        for w in _children(parent.pid) if parent.poll() is None else set():
            os.kill(w, signal.SIGKILL)
