"""A store saved with a UTF-8 byte-order mark (as some Windows editors save) is checked as the
same store without one: every problem and notice, at the same line and column (new-user
trial 18: the mark hid the notice of a claim cut short by a '#')."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app

STORES = {
    "claim cut by a hash": "facts:\n  - id: a\n    claim: NVLink 4.0 ranks #1 with 900 GB/s "
                           "per GPU\n",
    "cut on CRLF lines": "facts:\r\n  - id: a\r\n    claim: NVLink 4.0 ranks #1 with 900 GB/s "
                         "per GPU\r\n",
    "unit slip": "facts:\n  - id: a\n    claim: NVLink 4.0 has 900 GB/ss per GPU\n",
    "source title cut": "sources: # mine\n  - id: s\n    title: The card #2 page\nfacts: []\n",
    "merged wording cut": "facts:\n  - id: a\n    claim: NVLink 4.0 has 900 GB/s per GPU\n"
                          "    merged:\n      - id: b\n        claim: NVLink 4.0 is #1 at 900 "
                          "GB/s\n",
    "merged wording diverged": "facts:\n  - id: a\n    claim: NVLink 4.0 has 900 GB/s per "
                               "GPU\n    merged:\n      - id: b\n        claim: NVLink 4.0 "
                               "has 450 GB/s per GPU\n",
    "stale decision": "facts:\n  - id: a\n    claim: NVLink 4.0 has 900 GB/s per GPU, edited\n"
                      "    status: verified\n    history:\n      - date: '2026-12-01'\n"
                      "        status: verified\n        evidence: datasheet\n"
                      "        claim_digest: 83670caecd5b\n",
    "unread and partly read": "facts:\n  - id: a\n    claim: NVLnk 4 is fast\n  - id: b\n"
                              "    claim: NVLink 4.0 has 900 GB/s per GPU and 7 TB/s too\n",
    "facts not a list": "facts: {}\n",
    "syntax error on line 1": "facts: [\n",
    "unknown top key": "factz: []\n",
    "duplicate ids and a field": "facts:\n  - id: a\n    claim: x\n    colour: red\n"
                                 "  - id: a\n    claim: y\n",
    "duplicate keys": "a: 1\na: 2\nfacts: []\n",
    "tabs": "facts:\n\t- id: a\n\t  claim: x\n",
    "merge markers": "<<<<<<< HEAD\nfacts: []\n=======\nfacts:\n  - id: a\n    claim: b\n"
                     ">>>>>>> other\n",
}


def checked(runner: CliRunner, path: Path) -> tuple[int, dict[str, object]]:
    result = runner.invoke(app, ["check", "--unread", "-f", "json", str(path)],
                           catch_exceptions=False)
    found = json.loads(result.stdout.replace(str(path), "STORE"))
    return result.exit_code, found


@pytest.mark.parametrize("name", list(STORES))
def test_a_byte_order_mark_changes_no_problem_or_notice(runner: CliRunner, tmp_path: Path,
                                                        name: str) -> None:
    plain, marked = tmp_path / "plain.yaml", tmp_path / "marked.yaml"
    plain.write_bytes(STORES[name].encode())
    marked.write_bytes(b"\xef\xbb\xbf" + STORES[name].encode())
    expected = checked(runner, plain)
    assert checked(runner, marked) == expected
    found = expected[1]
    assert any(found[key] for key in ("problems", "notices", "unread", "partly_read")), name


def test_the_notice_of_a_cut_claim_survives_a_byte_order_mark(runner: CliRunner,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_bytes(b"\xef\xbb\xbf" + STORES["claim cut by a hash"].encode())
    code, found = checked(runner, path)
    notices = found["notices"]
    assert code == 0 and isinstance(notices, list)
    assert [(n["line"], n["column"], n["id"]) for n in notices] == [(3, 29, "a")]


def test_a_cut_merged_wording_is_named_by_its_own_id(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(STORES["merged wording cut"])
    _, found = checked(runner, path)
    notices = found["notices"]
    assert isinstance(notices, list)
    assert [(n["line"], n["id"]) for n in notices] == [(6, "b")]
    assert notices[0]["message"].startswith("note: the claim of 'b' reads 'NVLink 4.0 is':")
