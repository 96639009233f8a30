"""Dump what ``extract`` reads from every labelled claim of tests/data, as JSON lines.

    python -m benchmarks.dump_readings [OUT] [--checkout PATH]

For a change meant to keep the reader's result exactly (vocabulary moved into the lexicon, code
reshaped): dump before and after, in the same tree or in a worktree of the commit before
(``--checkout``), and ``cmp`` the two files. The claims are those of tests/data/*.yaml and the
blind splits' files other than the frozen test splits (``test*.yaml``, never opened here): the
strings under ``claim``, ``a``/``b``, ``right``/``wrong``/``dense``, ``query`` and the pairs of
tests/data/conflict_pairs.yaml."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import yaml

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
KEYS = {"claim", "a", "b", "right", "wrong", "dense", "query"}


def files() -> list[Path]:
    """The labelled files, the frozen test splits left out."""
    return sorted(p for p in DATA.rglob("*.yaml") if not p.name.startswith("test"))


def claims(data: Any, key: str | None = None) -> Iterator[str]:
    """The claim texts of a file's data, in the file's order."""
    if isinstance(data, dict):
        for k, value in data.items():
            yield from claims(value, str(k))
    elif isinstance(data, list):
        for value in data:
            yield from claims(value, key)
    elif isinstance(data, str) and (key in KEYS or key is None):
        yield data


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", nargs="?", default="-", help="the file to write (default: stdout)")
    parser.add_argument("--checkout", help="the nvfacts checkout to read with (default: this one)")
    args = parser.parse_args()
    if args.checkout:
        sys.path.insert(0, args.checkout)
    from nvfacts.extract import extract
    from nvfacts.lexicon import lexicon

    lex = lexicon()
    lines = []
    for path in files():
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        for claim in claims(data):
            found = extract(claim, lex)
            lines.append(orjson.dumps({
                "file": str(path.relative_to(DATA)), "claim": claim,
                "assertions": [a.model_dump(mode="json") for a in found],
                "relations": [r.as_dict() for r in getattr(found, "relations", ())]}))
    text = b"\n".join(lines) + b"\n"
    if args.out == "-":
        sys.stdout.buffer.write(text)
    else:
        Path(args.out).write_bytes(text)


if __name__ == "__main__":
    main()
