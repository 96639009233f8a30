"""Shared fixtures: paths to the repo's data and a CLI runner with stdout and stderr apart."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest
from hypothesis import settings
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the benchmarks package (synthetic stores) lives at the root
    sys.path.insert(0, str(ROOT))
CASES = ROOT / "tests" / "cases"
PAGES = ROOT / "tests" / "pages"
STORE = ROOT / "data" / "facts.yaml"
SEED = ROOT / "data" / "seeds" / "nvlink-knowledge-card.txt"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def store(tmp_path: Path) -> Path:
    """A writable copy of the bundled store."""
    path = tmp_path / "facts.yaml"
    shutil.copyfile(STORE, path)
    return path


@pytest.fixture
def empty_store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    return path


def ingest_pages(store: Path, folder: Path, pages: dict[str, str]) -> Path:
    """``store`` with each page ingested as prose (--prose): a source id to the one claim it
    holds, written as a page headed by that id, each a new source."""
    from nvfacts.cli import app

    for source, claim in pages.items():
        page = folder / f"{source}.md"
        page.write_text(f"# {source}\n\n{claim}\n", encoding="utf-8")
        done = CliRunner().invoke(app, ["--store", str(store), "ingest", "--prose", str(page),
                                        "--new-source", source])
        assert done.exit_code == 0, done.output
    return store


def store_of(tmp_path: Path, facts: Iterable[tuple[str, str, str]]) -> Path:
    """A new store holding each claim of ``facts`` (claim, fact id, source kind), each fact
    citing a source of that kind named by its id, added with ``nvfacts add``."""
    from nvfacts.cli import app

    store = tmp_path / "facts.yaml"
    runner = CliRunner()
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, fact_id, kind in facts:
        done = runner.invoke(app, ["--store", str(store), "add", claim, "--id", fact_id,
                                   "--source", fact_id, "--source-kind", kind])
        assert done.exit_code == 0, done.output
    return store


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """No store from the environment, and a cache folder of the test run's own."""
    monkeypatch.delenv("NVFACTS_STORE", raising=False)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))


# Property tests draw the same examples on every run, so a rare counterexample cannot fail one
# run of CI and pass the next; HYPOTHESIS_PROFILE=explore draws new ones (to search for more).
settings.register_profile("ci", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def curated_lexicon(tmp_path: Path, key: str, *words: str) -> Path:
    """The bundled lexicon with ``words`` added to its ``relation-words`` list ``key``, written
    to ``tmp_path`` as a curator would: what a test of a moved word list reads with."""
    import yaml

    from nvfacts.lexicon import raw

    data = raw()
    data["relation-words"][key] += list(words)
    path = tmp_path / "lexicon.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return path
