"""``python -m nvfacts`` and the ``nvfacts`` script: the command line (cli.main), then an exit
that leaves freeing what the command made to the operating system. After an edit of a 100k
store that is a million objects (the facts, their analysis), which Python's own exit walks and
frees one by one: about 0.7 s of CPU. What Python runs on its way out that a user could notice
(atexit's callbacks: temporary folders removed) still runs, and both streams are flushed."""

from __future__ import annotations

import atexit
import os
import sys


def run() -> None:
    from nvfacts.cli import main

    try:
        main()
        code = 0
    except SystemExit as done:  # sys.exit's meaning of its argument
        if done.code is None or isinstance(done.code, int):
            code = done.code or 0
        else:
            print(done.code, file=sys.stderr)
            code = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe: Python's own exit says 120
            code = code or 120
    os._exit(code)


if __name__ == "__main__":
    run()
