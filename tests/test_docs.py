"""What a user is sent to lives in the repository: every relative link of the README and docs/
resolves to a file here (and a heading where it names one), and nothing points outside."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import ROOT
from nvfacts.cli import app

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
OUTSIDE = re.compile(r"\.\./shared|shared/(SPEC|seeds|reference)")


def _anchors(page: Path) -> set[str]:
    """GitHub's anchors for the headings of ``page``."""
    headings = re.findall(r"^#+ (.+)$", page.read_text(encoding="utf-8"), flags=re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


def test_the_store_format_and_the_cli_contract_are_documented_here() -> None:
    """docs/cli.md has a section for every command nvfacts has, and the exit codes."""
    cli = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    commands = [c.name or c.callback.__name__ for c in app.registered_commands if c.callback]
    assert len(commands) >= 13
    for command in commands:
        assert re.search(rf"^### .*`{command}\b", cli, flags=re.M), command
    assert "| 2 |" in cli and '{"facts": [fact, ...]}' in cli
    store = (ROOT / "docs" / "store-format.md").read_text(encoding="utf-8")
    for field in ("`claim`", "`confidence`", "`reliability`", "`locator`", "`merged`"):
        assert field in store


def test_every_relative_link_resolves_inside_the_repository() -> None:
    checked = 0
    for page in PAGES:
        for target in LINK.findall(page.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target):  # https:, mailto:
                continue
            path, _, anchor = target.partition("#")
            file = (page.parent / path).resolve() if path else page
            assert file.is_file(), f"{page.name}: {target}"
            assert file.is_relative_to(ROOT), f"{page.name}: {target} leaves the repository"
            if anchor and file.suffix == ".md":
                assert anchor in _anchors(file), f"{page.name}: {target}"
            checked += 1
    assert checked >= 8


def test_nothing_points_outside_the_repository() -> None:
    """The README, docs/, the store's comments, the regenerate command and the code's messages
    name files in the repository, never ../shared."""
    texts = [*PAGES, ROOT / "data" / "facts.yaml", *sorted((ROOT / "nvfacts").glob("*.py")),
             *sorted((ROOT / "scripts").glob("*"))]
    found = [f"{p.relative_to(ROOT)}: {line.strip()}" for p in texts if p.is_file()
             for line in p.read_text(encoding="utf-8").splitlines() if OUTSIDE.search(line)]
    assert not found
    command = re.search(r"nvfacts --store data/facts.yaml ingest (\S+)",
                        (ROOT / "README.md").read_text(encoding="utf-8"))
    assert command and (ROOT / command.group(1)).is_file()
