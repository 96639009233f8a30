"""One output path for the store and `export -o`: refusals, links, modes, locks, OS errors."""

from __future__ import annotations

import errno
import os
import socket
import stat
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import atomic
from nvfacts.cli import app
from nvfacts.errors import UnwritableError, WriteConflictError, describe_os_error
from nvfacts.loader import load
from nvfacts.model import Fact
from nvfacts.writer import StoreEditor


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args))
    return result.exit_code, result.stdout, result.stderr


def add(runner: CliRunner, store: Path, fact_id: str) -> tuple[int, str, str]:
    return run(runner, "--store", str(store), "add", f"A claim called {fact_id}.", "--id", fact_id,
               "-f", "json")


def export_to(runner: CliRunner, output: Path, store: Path = STORE) -> tuple[int, str, str]:
    return run(runner, "--store", str(store), "export", "--all", "-o", str(output))


def folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- what is refused ---------------------------------------------------------------------------


@pytest.fixture
def unix_socket(tmp_path: Path) -> Iterator[Path]:
    path = tmp_path / "s.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    yield path
    server.close()


def null_device(tmp: Path) -> Path:
    """A /dev/null of the test's own (the code before the fix replaced the device it was given
    by a regular file); the real one where the test may not make device nodes."""
    try:
        os.mknod(tmp / "null", stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except PermissionError:
        return Path("/dev/null")
    return tmp / "null"


SPECIAL: dict[str, Callable[[Path], Path]] = {
    "a folder": lambda tmp: (tmp / "out").mkdir() or tmp / "out",
    "a named pipe (FIFO)": lambda tmp: os.mkfifo(tmp / "pipe") or tmp / "pipe",
    "a character device": null_device,
}


@pytest.mark.parametrize("kind", SPECIAL)
def test_export_refuses_a_folder_a_device_or_a_fifo(runner: CliRunner, tmp_path: Path,
                                                   kind: str) -> None:
    """`-o /dev/null` used to turn the device into a regular file; `-o DIR` named a temp file."""
    target = SPECIAL[kind](tmp_path)
    mode = target.stat().st_mode
    code, out, err = export_to(runner, target)
    assert code == 2 and out == ""
    assert err.startswith(f"nvfacts: {target}: is {kind}, not a regular file; nothing was "
                          "written: ")
    assert atomic.TEMP_INFIX not in err and "Traceback" not in err
    assert target.stat().st_mode == mode  # still the folder, device or FIFO it was
    assert not [p for p in tmp_path.rglob("*") if atomic.TEMP_INFIX in p.name]


def test_export_refuses_a_socket(runner: CliRunner, unix_socket: Path) -> None:
    code, _, err = export_to(runner, unix_socket)
    assert code == 2 and f"{unix_socket}: is a socket, not a regular file" in err
    assert stat.S_ISSOCK(unix_socket.stat().st_mode)


def test_export_refuses_the_store_itself(runner: CliRunner, store: Path) -> None:
    """Also when the store is reached through a symbolic link and `-o` names the file."""
    link = store.parent / "link.yaml"
    link.symlink_to(store.name)
    before = store.read_bytes()
    for chosen, output in ((store, store), (link, store), (store, link)):
        code, _, err = export_to(runner, output, store=chosen)
        assert code == 2
        assert f"nvfacts: {output}: is the store this command reads; nothing was written" in err
    assert store.read_bytes() == before and link.is_symlink()


@pytest.mark.parametrize("command", ["add", "export"])
def test_a_file_without_write_bits_is_refused_even_for_root(runner: CliRunner, store: Path,
                                                            command: str) -> None:
    """As editors do: mode 0444 means 'do not change', whoever runs nvfacts."""
    target = store if command == "add" else store.parent / "out.json"
    if command == "export":
        target.write_text("old export\n", encoding="utf-8")
    os.chmod(target, 0o444)
    before = target.read_bytes()
    code, _, err = add(runner, store, "ro") if command == "add" else export_to(runner, target)
    assert code == 2
    assert f"nvfacts: {target}: is read-only (mode 0444); nothing was written" in err
    assert target.read_bytes() == before and stat.S_IMODE(target.stat().st_mode) == 0o444
    assert folder_listing(store.parent) == sorted({store.name, target.name})


def test_a_file_the_user_may_not_write_is_refused(store: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(atomic.os, "access", lambda *_: False)
    with pytest.raises(UnwritableError, match=r"no write permission on it \(mode 0644, owner"):
        os.chmod(store, 0o644)
        atomic.target(store)


# -- symbolic links ----------------------------------------------------------------------------


def test_a_store_reached_through_a_link_is_edited_in_its_target(runner: CliRunner,
                                                                store: Path) -> None:
    link = store.parent / "link.yaml"
    link.symlink_to(store.name)
    code, _, err = add(runner, link, "through-link")
    assert code == 0, err
    assert link.is_symlink() and os.readlink(link) == store.name
    assert load(store).store.facts[-1].id == "through-link"
    assert folder_listing(store.parent) == ["facts.yaml", "link.yaml"]


def test_export_writes_through_a_link_and_keeps_it(runner: CliRunner, tmp_path: Path) -> None:
    """Also a link whose target does not exist yet: the target is created."""
    for name in ("old.json", "new.json"):
        if name == "old.json":
            (tmp_path / name).write_text("old\n", encoding="utf-8")
        link = tmp_path / f"to-{name}"
        link.symlink_to(name)
        code, _, err = export_to(runner, link)
        assert code == 0, err
        assert link.is_symlink()
        assert (tmp_path / name).read_text(encoding="utf-8").startswith('{\n  "facts"')


def test_a_write_keeps_the_owner_and_mode(store: Path) -> None:
    """Root rewriting someone's store must not hand it over to root."""
    os.chown(store, 12345, 23456)
    os.chmod(store, 0o664)
    with StoreEditor(store) as editor:
        editor.append_fact(Fact(id="kept", claim="Owner kept."))
        assert editor.save()
    info = store.stat()
    assert (info.st_uid, info.st_gid, stat.S_IMODE(info.st_mode)) == (12345, 23456, 0o664)


# -- no lock file, no temp file ----------------------------------------------------------------


def test_no_lock_or_temp_file_is_left_beside_the_store(store: Path) -> None:
    """`facts.yaml.lock` used to stay, showing in every user's `git status`."""
    result = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(store), "add",
                             "A claim added by a real process.", "--id", "real", "-f", "json"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert folder_listing(store.parent) == ["facts.yaml"]


def test_a_writer_that_waited_holds_the_store_it_reads(store: Path) -> None:
    """The lock is on the store file, which each write replaces: a writer that waited on the
    replaced file must hold the new one before it works, so no third writer gets in beside it."""
    inside, done = threading.Event(), threading.Event()
    failures: list[BaseException] = []

    def second() -> None:
        try:
            with StoreEditor(store) as editor:
                inside.set()
                done.wait(30)
                assert editor.get("first") is not None
        except BaseException as exc:
            failures.append(exc)
            inside.set()

    with StoreEditor(store) as editor:
        waiter = threading.Thread(target=second)
        waiter.start()
        assert not inside.wait(0.3)  # it waits for the lock
        editor.append_fact(Fact(id="first", claim="First writer."))
        editor.save()
    assert inside.wait(30)
    try:
        with pytest.raises(WriteConflictError, match="held the store's lock"), \
                StoreEditor(store, lock_timeout=0.3):
            pass
    finally:
        done.set()
        waiter.join(30)
    assert not failures


def test_a_writer_killed_mid_write_leaves_no_temp_file(tmp_path: Path) -> None:
    """kill -9 between writing the new text and the rename: the old file, and nothing else."""
    path = tmp_path / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    script = ("import os, signal, sys\n"
              "from pathlib import Path\n"
              "from nvfacts import atomic\n"
              "atomic.os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"
              "atomic.atomic_write(Path(sys.argv[1]), b'facts: [] # new\\n')\n")
    proc = subprocess.run([sys.executable, "-c", script, str(path)], timeout=60, check=False)
    assert proc.returncode == -9
    assert folder_listing(tmp_path) == ["facts.yaml"]
    assert path.read_text(encoding="utf-8") == "facts: []\n"


# -- OS errors name the user's path and what to do ---------------------------------------------


def _disk_full(*_: object) -> int:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("call", ["write", "fsync"])
@pytest.mark.parametrize("command", ["add", "export"])
def test_a_full_disk_names_the_file_and_what_to_do(runner: CliRunner, store: Path,
                                                   monkeypatch: pytest.MonkeyPatch, call: str,
                                                   command: str) -> None:
    """It printed `nvfacts: : No space left on device`."""
    target = store if command == "add" else store.parent / "out.json"
    before = store.read_bytes()
    monkeypatch.setattr(atomic.os, call, _disk_full)
    code, _, err = add(runner, store, "full") if command == "add" else export_to(runner, target)
    monkeypatch.undo()
    assert code == 2
    assert err.endswith(f"nvfacts: {target}: the disk is full: free some space and run the "
                        "command again; nothing was written\n")
    assert store.read_bytes() == before
    assert folder_listing(store.parent) == ["facts.yaml"]


def test_a_missing_folder_is_named(runner: CliRunner, tmp_path: Path) -> None:
    output = tmp_path / "missing" / "out.json"
    code, _, err = export_to(runner, output)
    assert code == 2
    assert f"nvfacts: {output}: the folder {output.parent} does not exist: create it" in err


def test_an_os_error_without_a_file_name_has_no_empty_place() -> None:
    message = describe_os_error(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))
    assert message == "the disk is full: free some space and run the command again"
    assert describe_os_error(OSError(errno.EIO, "x", "a.yaml")).startswith("a.yaml: ")


def test_export_to_a_missing_folder_is_refused_before_any_work(runner: CliRunner,
                                                                tmp_path: Path) -> None:
    """New-user trial 7: every 'left out' line came first, then the refusal."""
    output = tmp_path / "no" / "such" / "out.json"
    code, out, err = run(runner, "--store", str(STORE), "export", "-o", str(output))
    assert code == 2 and out == ""
    assert err.strip() == (f"nvfacts: {output}: the folder {output.parent} does not exist: "
                           "create it, or choose another path; nothing was written")
    assert not (tmp_path / "no").exists()
