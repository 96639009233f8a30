"""The one output path: every file nvfacts writes (the store, ``export -o``) goes through here.

A symbolic link is followed to its target, which is replaced (the link stays a link). A folder,
a device, a FIFO or a socket is refused, and so is a file without write permission (as editors
do, root included) and, for exports, the store itself. A regular file is replaced atomically:
the new text goes into an unnamed file beside the target (``O_TMPFILE``, so a crash leaves no
temp file behind), which is fsynced, named and renamed over the target, then the folder is
fsynced. Every OS error becomes an UnwritableError naming the path the user gave.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .errors import UnwritableError, describe_os_error
from .storefile import NOT_A_FILE

TEMP_INFIX = ".nvfacts-tmp-"

WRITTEN: list[Path] = []
"""The files this process has replaced, so that a command stopped by Ctrl-C says whether it
wrote (the rename and this record are one step: SIGINT waits for both)."""



def temp_prefix(path: Path) -> str:
    return f".{path.name}{TEMP_INFIX}"


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete named temp files an interrupted write left beside ``path`` (an older nvfacts, or a
    file system without ``O_TMPFILE``); call it under the store's lock."""
    removed = []
    for stale in path.parent.glob(temp_prefix(path) + "*"):
        with contextlib.suppress(OSError):
            stale.unlink()
            removed.append(stale)
    return removed


def target(path: Path, *, store: Path | None = None, folder: bool = True) -> Path:
    """The regular file that a write to ``path`` replaces, symbolic links followed.

    Raises UnwritableError, naming ``path`` and what to do, for a folder, a device, a FIFO or a
    socket, a file without write permission, a new file in a folder that is missing or that
    cannot be written (unless ``folder`` is false: the caller says it), and the file ``store``
    is (``export -o``).
    """
    real = Path(os.path.realpath(path))
    try:
        info = os.stat(real)
    except FileNotFoundError:  # a new file: its folder must be there, and writable
        if not folder:
            return real
        if not real.parent.is_dir():
            raise UnwritableError(_message(OSError(errno.ENOENT, ""), path)) from None
        if not os.access(real.parent, os.W_OK | os.X_OK):
            raise UnwritableError(_message(OSError(errno.EACCES, ""), path)) from None
        return real
    except OSError as exc:
        raise UnwritableError(_message(exc, path)) from None
    for test, kind in NOT_A_FILE:
        if test(info.st_mode):
            hint = "name a file in it" if kind == "a folder" else \
                "name a regular file (or leave out -o and redirect standard output)"
            raise UnwritableError(f"{path}: is {kind}, not a regular file; nothing was written: "
                                  f"{hint}")
    if store is not None and _same(real, info, store):
        raise UnwritableError(f"{path}: is the store this command reads; nothing was written: "
                              "write the export to another file")
    mode = stat.S_IMODE(info.st_mode)
    if not mode & 0o222:
        raise UnwritableError(f"{path}: is read-only (mode {mode:04o}); nothing was written: "
                              f"make it writable (chmod u+w {path}) if it is meant to change")
    if not os.access(real, os.W_OK):  # root passes: the mode bits were checked above
        if os.statvfs(real).f_flag & os.ST_RDONLY:
            raise UnwritableError(_message(OSError(errno.EROFS, ""), path))
        raise UnwritableError(f"{path}: you have no write permission on it (mode {mode:04o}, "
                              f"owner uid {info.st_uid}); nothing was written: ask its owner, "
                              "or write a copy")
    return real


def atomic_write(path: Path, data: bytes, *, store: Path | None = None) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a mix.

    Checks ``path`` as ``target`` does first. The new file keeps the old one's permission bits
    and owner; a file that did not exist gets the usual bits (0666 less the umask).
    """
    real = target(path, store=store)
    try:
        _replace(real, data)
    except OSError as exc:
        raise UnwritableError(_message(exc, path)) from None


def _same(real: Path, info: os.stat_result, store: Path) -> bool:
    try:
        return os.path.samestat(info, os.stat(store))
    except OSError:
        return real == Path(os.path.realpath(store))


def _message(exc: OSError, path: Path) -> str:
    folder = Path(path).parent
    if exc.errno in (errno.EACCES, errno.EPERM):
        what = f"{path}: permission denied: nvfacts writes a new file in {folder} and renames " \
               "it over the old one, so it needs write permission on that folder"
    elif exc.errno == errno.ENOENT:
        what = f"{path}: the folder {folder} does not exist: create it, or choose another path"
    else:
        what = describe_os_error(exc, path)
    return f"{what}; nothing was written"


def _replace(real: Path, data: bytes) -> None:
    try:
        info = os.stat(real)
        mode, owner = stat.S_IMODE(info.st_mode), (info.st_uid, info.st_gid)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode, owner = 0o666 & ~umask, None
    folder = os.open(real.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fd, name = _temp_file(real, folder)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if owner is not None and owner != (os.geteuid(), os.getegid()):
                with contextlib.suppress(OSError):  # root keeps the owner; others cannot
                    os.fchown(fd, *owner)
            os.fchmod(fd, mode)
            os.fsync(fd)
            if name is None:  # named only now, a moment before the rename
                name = temp_prefix(real) + secrets.token_hex(6)
                os.link(f"/proc/self/fd/{fd}", name, dst_dir_fd=folder, follow_symlinks=True)
            with _sigint_held():
                os.replace(real.parent / name, real)
                WRITTEN.append(real)
        except BaseException:
            if name is not None:
                with contextlib.suppress(OSError):
                    os.unlink(name, dir_fd=folder)
            raise
        finally:
            os.close(fd)
        os.fsync(folder)
    finally:
        os.close(folder)


@contextlib.contextmanager
def _sigint_held() -> Iterator[None]:
    """SIGINT held back (delivered on the way out) in the main thread, else nothing."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _temp_file(real: Path, folder: int) -> tuple[int, str | None]:
    """An unnamed file in ``real``'s folder where the system has them, else a named one (its
    name relative to ``folder``)."""
    flag = getattr(os, "O_TMPFILE", 0)
    if flag and os.path.isdir("/proc/self/fd"):
        try:
            return os.open(".", flag | os.O_WRONLY | os.O_CLOEXEC, 0o600, dir_fd=folder), None
        except OSError as exc:
            if exc.errno not in (errno.EOPNOTSUPP, errno.EISDIR, errno.EINVAL):
                raise
    fd, name = tempfile.mkstemp(prefix=temp_prefix(real), dir=real.parent)
    return fd, os.path.basename(name)
