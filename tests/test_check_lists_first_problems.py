"""`check` on a store with more problems than it lists (200) lists the first ones in the order
of the file and counts the rest, describing only those it lists (new-user trial 30: a 12 MB
store with 300,000 unknown fields took 57 s and 1.15 GB to print 200 of them, a close field
name looked for in each)."""

from __future__ import annotations

import difflib
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from nvfacts import loader
from nvfacts.cli import app

SOURCES = "sources:\n  - id: s1\n    kind: forum\n    colour: red\n"  # an unknown field


def _store(path: Path, facts: int, sources_first: bool) -> Path:
    lines = ["facts:"]
    for i in range(facts):
        lines += [f"  - id: f{i}", f"    claim: NVLink {i}", "    bogus: 1"]
        if i == 3:
            lines += ["    claimm: typo"]  # a second problem in one fact
    lines += ["  - id: f7", "    claim: again"]  # a duplicate id, the last problem
    body = "\n".join(lines) + "\n"
    path.write_text(SOURCES + body if sources_first else body + SOURCES, encoding="utf-8")
    return path


def _listed(runner: CliRunner, path: Path) -> list[str]:
    done = runner.invoke(app, ["check", str(path)])
    assert done.exit_code == 1
    return done.stderr.splitlines()


@pytest.mark.parametrize("sources_first", [True, False])
def test_the_first_problems_in_file_order_then_the_exact_count(
        runner: CliRunner, tmp_path: Path, sources_first: bool) -> None:
    lines = _listed(runner, _store(tmp_path / "s.yaml", 300, sources_first))
    places = [tuple(map(int, re.match(r".*?:(\d+):(\d+):", line).groups()))  # type: ignore
              for line in lines[:-1]]
    assert len(places) == 200 and places == sorted(places)
    # 300 unknown fields, a typo, the source's unknown field, the duplicate id: 303
    assert lines[-1].endswith(": 103 more problems not listed: fix the ones above and run "
                              "'nvfacts check' again")
    assert ("sources[0].colour: unknown field 'colour'" in lines[0]) is sources_first
    assert "facts[3].claimm: unknown field 'claimm'; did you mean 'claim'?" in "\n".join(lines)


def test_only_the_listed_problems_are_described(runner: CliRunner, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    near = difflib.get_close_matches

    def counted(*args: Any, **kwargs: Any) -> list[str]:
        calls.append(args[0])
        return near(*args, **kwargs)

    monkeypatch.setattr(loader.difflib, "get_close_matches", counted)
    lines = _listed(runner, _store(tmp_path / "s.yaml", 3000, False))
    assert lines[-1].split(": ", 1)[1].startswith("2803 more problems not listed")
    assert len(calls) <= 202  # the 200 listed, and the rest of the fact the 201st is in
