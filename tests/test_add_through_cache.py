"""`add` after a read command takes the store's facts from the fact cache instead of reading
the whole file again (nvfacts/cachedstore.py): what it writes and prints must be what a full
read gives, and a store made invalid since the cache was written must still be refused."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import loader, writer
from nvfacts.cli import app

BOM = "\ufeff"


def _bundled() -> str:
    return STORE.read_text(encoding="utf-8")


def _trailing_comment() -> str:
    return _bundled() + "\n# kept below the last fact\n  # and indented\n"


def _crlf() -> str:
    return _bundled().replace("\n", "\r\n")


def _bom() -> str:
    return BOM + _bundled()


def _no_sources() -> str:
    return "facts:\n  - id: one\n    claim: NVLink 4.0 offers 900 GB/s per GPU.\n"


def _wide() -> str:
    """Facts indented four columns, the first laid out otherwise than the others."""
    return ("sources:\n    - id: page\nfacts:\n"
            "    -   id: first\n        claim: PCIe 5.0 x16 gives 64 GB/s per direction.\n"
            "    - id: second\n      claim: NVLink 3.0 offers 600 GB/s per GPU.\n"
            "      sources: [{source: page}]\n")


STORES: dict[str, Callable[[], str]] = {
    "bundled": _bundled, "trailing comment": _trailing_comment, "CRLF": _crlf, "BOM": _bom,
    "no sources": _no_sources, "other indentation": _wide}
NEW = ["--source", "new-page", "--new-source", "new-page"]
ADDS = {"named": ["NVLink 4.0 offers 900 GB/s per GPU in training setups."],
        "new source": ["A claim naming nothing.", *NEW],
        "held": NEW}
"""What is added; "held": the claim of the store's first fact, which gains a citation."""


def _add(runner: CliRunner, path: Path, cache: Path, argv: list[str],
         monkeypatch: pytest.MonkeyPatch, warm: bool) -> tuple[int, str, str, bytes, int]:
    """``add`` on ``path`` with ``cache`` as the cache folder, after a ``query`` when
    ``warm``: exit code, stdout, stderr (the path as STORE), the file, and how many times the
    whole file was read."""
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(cache))
    if warm:
        assert runner.invoke(app, ["query", "NVLink", "--store", str(path)]).exit_code == 0
    whole = 0
    full = loader.load_text

    def counted(text: str, *args: object) -> loader.Loaded:
        nonlocal whole
        whole += 1
        return full(text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(loader, "load_text", counted)
    monkeypatch.setattr(writer, "load_text", counted)
    result = runner.invoke(app, ["add", *argv, "--store", str(path), "-f", "json"])
    monkeypatch.setattr(loader, "load_text", full)
    monkeypatch.setattr(writer, "load_text", full)
    return (result.exit_code, result.stdout, result.stderr.replace(str(path), "STORE"),
            path.read_bytes(), whole)


@pytest.mark.parametrize("what", list(ADDS))
@pytest.mark.parametrize("name", list(STORES))
def test_add_through_the_cache_writes_and_prints_what_a_full_read_does(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str,
        what: str) -> None:
    text = STORES[name]()
    argv = ADDS[what]
    if what == "held":
        argv = [loader.load_text(text, "store").store.facts[0].claim, *argv]
    warm, cold = tmp_path / "warm.yaml", tmp_path / "cold.yaml"
    for path in (warm, cold):
        path.write_bytes(text.encode("utf-8"))
    through = _add(runner, warm, tmp_path / "cache-warm", argv, monkeypatch, warm=True)
    full = _add(runner, cold, tmp_path / "cache-cold", argv, monkeypatch, warm=False)
    assert through[0] == 0, through[2]
    assert through[:4] == full[:4]
    assert through[3] != text.encode("utf-8")
    # a fact that gains a citation is edited in place: the file is read in full for it
    assert (through[4], full[4]) == ((1, 1) if what == "held" else (0, 1))


@pytest.mark.parametrize(("old", "new", "said"), [
    ("source: nvlink-card\n", "source: nvlink-crad\n", "is not declared"),
    ("id: ref-nvlink4-bw-per-gpu\n", "id: nvlink-connects-72-gpus-into-high-bandwidth\n",
     "duplicate fact id"),
    ("tags: [timeline]\n", "tags: [timeline\n", "the store is invalid"),
])
def test_add_through_the_cache_refuses_a_store_edited_invalid_since(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str,
        said: str) -> None:
    """A hand edit after the cache was written: a typo in a cited source, a fact given another
    fact's id, a bracket left open. Refused as a full read refuses it, nothing written."""
    warm, cold = tmp_path / "warm.yaml", tmp_path / "cold.yaml"
    shutil.copyfile(STORE, warm)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache-warm"))
    assert runner.invoke(app, ["query", "NVLink", "--store", str(warm)]).exit_code == 0
    text = warm.read_text(encoding="utf-8")
    at = text.rindex(old)
    edited = text[:at] + new + text[at + len(old):]
    for path in (warm, cold):
        path.write_text(edited, encoding="utf-8")
    argv = ["A claim naming nothing."]
    through = _add(runner, warm, tmp_path / "cache-warm", argv, monkeypatch, warm=False)
    full = _add(runner, cold, tmp_path / "cache-cold", argv, monkeypatch, warm=False)
    assert through[0] == 1 and said in through[2], through[2]
    assert through[:4] == full[:4]
    assert warm.read_text(encoding="utf-8") == edited
