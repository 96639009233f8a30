"""Trial 27's messages: `--scope 每GPU` was refused with pydantic's raw "Value error," before the
message (no scope word of the lexicon accepted), and a store's `status: 已验证` was refused as
an unknown value with no hint, though ingest reads 已验证 on a page's labels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app


def _answer(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["answer", "H100 NVLink 带宽", "--store", str(STORE),
                                      "-f", "json", *args])
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(("word", "scope"), [("每GPU", "per-gpu"), ("每 GPU", "per-gpu"),
                                             ("每链路", "per-link"), ("per GPU", "per-gpu"),
                                             ("per-link", "per-link")])
def test_scope_takes_the_lexicons_scope_words(word: str, scope: str) -> None:
    code, out, err = _answer("--scope", word)
    assert code == 0, err
    _, asked, _ = _answer("--scope", scope)
    assert json.loads(out) == json.loads(asked)
    assert json.loads(out)["answers"][0]["scope"] == scope


def test_a_refused_scope_names_the_scopes_and_the_nearest_word() -> None:
    code, _, err = _answer("--scope", "每链")
    assert code == 2
    assert "Value error" not in err
    assert "'每链' is no scope: per-gpu, per-link, per-port or aggregate" in err
    assert "did you mean '每链路'?" in err


def test_no_refused_choice_shows_pydantics_prefix() -> None:
    result = CliRunner().invoke(app, ["export", "--store", str(STORE), "-f", "jsn"])
    assert result.exit_code == 2
    assert "Value error" not in result.stderr
    assert "'jsn' is not one of 'json', 'jsonl', 'csv', 'yaml', 'md', 'html'; did you mean " \
        "'json'?" in result.stderr


@pytest.mark.parametrize(("written", "meant"), [("已验证", "verified"), ("有争议", "disputed")])
def test_a_pages_status_word_in_a_store_names_the_status_it_means(
        tmp_path: Path, written: str, meant: str) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(f"facts:\n  - id: a\n    claim: NVLink 4.0 gives 900 GB/s per GPU.\n"
                     f"    status: {written}\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", "--store", str(store)])
    assert result.exit_code == 1
    assert f"facts[0].status: unknown value '{written}'; allowed: verified, unverified, " \
        f"disputed, refuted; '{written}' is a page's word for '{meant}' (ingest reads it on a " \
        f"card's labels); a store writes the status itself: status: {meant}" in result.stderr
