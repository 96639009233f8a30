"""A new store (``nvfacts init``), empty or a copy of the bundled one: never over a file that
is there."""

from __future__ import annotations

import os
from pathlib import Path

from .errors import UnwritableError

SCHEMA_FILE = "nvfacts.schema.json"

STARTER = f"""\
# yaml-language-server: $schema={SCHEMA_FILE}
# A store of nvfacts: its format is docs/store-format.md in nvfacts' repository, and
# '{SCHEMA_FILE}' beside it is its JSON Schema ('nvfacts schema' prints it), for editors.
# Fill it with 'nvfacts ingest PAGE --source-id ID' or 'nvfacts add CLAIM --source ID';
# 'nvfacts check' validates it.
sources: []
facts: []
"""
"""The store ``init`` writes: the schema comment, a word on its use, and nothing else."""


def bundled_copy() -> str:
    """The bundled store's text, its schema comment naming the schema beside the copy."""
    from .locate import bundled_data

    text = bundled_data("facts.yaml").read_text(encoding="utf-8")
    first, newline, rest = text.partition("\n")
    if first.startswith("# yaml-language-server: $schema="):
        first = f"# yaml-language-server: $schema={SCHEMA_FILE}"
    return first + newline + rest


def create(path: Path, text: str = STARTER) -> list[Path]:
    """Write a store at ``path`` (empty, or ``text``), its folder and those above it made when
    missing, and the JSON Schema beside it when no file has that name there; what was made
    (the folder first, when it was). UnwritableError, and nothing written, when ``path`` is
    there already (any kind of file) or a folder cannot be made there."""
    from .atomic import atomic_write, target
    from .errors import describe_os_error
    from .schema import store_schema

    if os.path.lexists(path):
        raise UnwritableError(f"{path}: is there already; nothing was written: 'nvfacts init' "
                              "makes a new store (name another file, or use this one)")
    made = [] if path.parent.is_dir() else [path.parent]
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UnwritableError(f"{describe_os_error(exc, exc.filename or path.parent)}; "
                              "nothing was written") from None
    target(path)  # its folder: writable
    try:
        with open(path, "x", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
    except FileExistsError:  # made since the test above
        raise UnwritableError(f"{path}: is there already; nothing was written") from None
    written = [*made, path]
    schema = path.parent / SCHEMA_FILE
    if not os.path.lexists(schema):
        import json

        atomic_write(schema, (json.dumps(store_schema(), indent=2, ensure_ascii=False)
                              + "\n").encode("utf-8"))
        written.append(schema)
    return written
