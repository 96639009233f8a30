"""Every command's stdout goes out whole, or the command fails as docs/cli.md says: exit 141
with nothing on stderr when the reader went away, exit 2 with one message otherwise; never
cut short with exit 0 (new-user trial 30)."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import time

import pytest

from conftest import ROOT, STORE

OUTPUTS = [["export", "--all", "-f", "json"], ["export", "--all", "-f", "jsonl"],
           ["export", "--all", "-f", "csv"], ["export", "--all", "-f", "yaml"],
           ["export", "--all", "-f", "md"], ["conflicts", "-f", "json"],
           ["answer", "NVLink", "-f", "json"], ["query", "-f", "table"]]
SMALL_PIPE = 4096  # bytes a pipe holds: every output above is larger


def _env(unbuffered: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"  # python -u: one write(2) per write, as CI runners set
    return env


def _pipe(nonblocking: bool = False) -> tuple[int, int]:
    read, write = os.pipe()
    fcntl.fcntl(write, fcntl.F_SETPIPE_SZ, SMALL_PIPE)
    if nonblocking:
        fcntl.fcntl(write, fcntl.F_SETFL, fcntl.fcntl(write, fcntl.F_GETFL) | os.O_NONBLOCK)
    return read, write


def _start(args: list[str], stdout: int, unbuffered: bool) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "nvfacts", "--store", str(STORE), *args],
                            stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT,
                            env=_env(unbuffered))


@pytest.mark.parametrize(("args", "unbuffered"),
                         [*((a, True) for a in OUTPUTS),  # the export formats, buffered too
                          *((a, False) for a in OUTPUTS if a[0] == "export")],
                         ids=lambda a: " ".join(a) if isinstance(a, list) else f"u={a}")
def test_a_reader_that_goes_away_early_gives_141_and_no_message(args: list[str],
                                                                unbuffered: bool) -> None:
    """Trial 30: `nvfacts export --all -f json | head -1` exited 0 with 65536 of its 71464
    bytes written (one short write, never carried on) and 'exported 64 fact(s)' on stderr;
    tables gave 141. Now every output gives 141, nothing on stderr."""
    read, write = _pipe()
    proc = _start(args, write, unbuffered)
    os.close(write)
    assert os.read(read, 10)  # the reader takes a little, then goes away
    os.close(read)
    _, err = proc.communicate(timeout=300)
    assert (proc.returncode, err.decode()) == (141, ""), args


@pytest.mark.parametrize("unbuffered", [True, False], ids=["unbuffered", "buffered"])
@pytest.mark.parametrize("args", [OUTPUTS[0], OUTPUTS[3], OUTPUTS[6]],
                         ids=lambda a: " ".join(a))
def test_a_slow_reader_of_a_nonblocking_pipe_gets_everything(args: list[str],
                                                             unbuffered: bool) -> None:
    """Trial 30: with stdout a non-blocking pipe (as some parents leave it) read slowly,
    `answer ... -f json` exited 0 having written 65536 of 1969165 bytes, stderr empty. Now
    nvfacts waits for the reader, as a blocking pipe would make it, and writes everything."""
    whole = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(STORE), *args],
                           capture_output=True, cwd=ROOT, env=_env(unbuffered),
                           check=True).stdout
    read, write = _pipe(nonblocking=True)
    proc = _start(args, write, unbuffered)
    os.close(write)
    time.sleep(1.5)  # a slow reader: the pipe is full long before it reads
    got = bytearray()
    while chunk := os.read(read, 65536):
        got += chunk
    os.close(read)
    proc.communicate(timeout=300)
    assert (proc.returncode, len(got)) == (0, len(whole)), args
    assert bytes(got) == whole


def test_a_full_disk_on_stdout_is_one_message_and_exit_2() -> None:
    """A write error other than a closed pipe (here ENOSPC) is no silent exit 0: exit 2 and one
    line on stderr saying the output is incomplete."""
    with open("/dev/full", "wb") as full:
        proc = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(STORE),
                               "export", "--all", "-f", "json"], stdout=full,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT,
                              env=_env(True), check=False)
    lines = proc.stderr.splitlines()
    assert proc.returncode == 2
    assert lines[-1].startswith("nvfacts: could not write to stdout: No space left on device")
    assert sum(line.startswith("nvfacts:") for line in lines) == 1
