"""docs/promises.md: every README promise names a test, and every test it names exists."""

from __future__ import annotations

import re

from conftest import ROOT

TABLE = ROOT / "docs" / "promises.md"
CITED = re.compile(r"`(tests/test_\w+\.py)::(\w+)`")


def _rows() -> list[str]:
    return [line for line in TABLE.read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and not line.startswith(("| promise", "| ---"))]


def test_every_promise_names_a_test() -> None:
    rows = _rows()
    assert len(rows) > 60
    assert [row for row in rows if not CITED.search(row)] == []


def test_every_named_test_exists() -> None:
    missing = []
    for row in _rows():
        for path, name in CITED.findall(row):
            source = (ROOT / path).read_text(encoding="utf-8")
            if not re.search(rf"^def {name}\(", source, re.M):
                missing.append(f"{path}::{name}")
    assert missing == []
