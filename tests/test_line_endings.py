"""A write keeps the line ending of every line it does not change, and a line it adds ends as
the lines around it (new-user trial 18: in a CRLF store, a fact pasted in with LF endings had
its untouched lines rewritten to CRLF by `verify`)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

CRLF_PART = ("facts:\r\n  - id: nv4\r\n    claim: NVLink 4.0 has 900 GB/s per GPU\r\n"
             "    lang: en\r\n")
LF_FACT = "  - id: nv3\n    claim: NVLink 3.0 has 600 GB/s per GPU\n    lang: en\n"


def written(runner: CliRunner, path: Path, store: str, *args: str) -> str:
    """The store ``path`` holds after ``store`` is written there and the command ``args`` run."""
    path.write_bytes(store.encode())
    result = runner.invoke(app, [*args, "--store", str(path)], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return path.read_bytes().decode()


def test_verifying_a_pasted_lf_fact_keeps_its_lines_and_the_crlf_ones(
        runner: CliRunner, tmp_path: Path) -> None:
    text = written(runner, tmp_path / "facts.yaml", CRLF_PART + LF_FACT,
                   "verify", "nv3", "--evidence", "datasheet")
    assert text.startswith(CRLF_PART + LF_FACT + "    status: verified\n    history:\n")
    assert "\r" not in text[len(CRLF_PART):]  # the new lines end as the fact's own


def test_verifying_a_crlf_fact_leaves_the_pasted_lf_one_alone(runner: CliRunner,
                                                              tmp_path: Path) -> None:
    text = written(runner, tmp_path / "facts.yaml", CRLF_PART + LF_FACT,
                   "verify", "nv4", "--evidence", "datasheet")
    assert text.startswith(CRLF_PART + "    status: verified\r\n    history:\r\n")
    assert text.endswith("\r\n" + LF_FACT)
    assert text[:-len(LF_FACT)].count("\n") == text[:-len(LF_FACT)].count("\r\n")


def test_a_fact_with_lines_of_both_endings_keeps_each(runner: CliRunner,
                                                      tmp_path: Path) -> None:
    mixed = "  - id: nv3\r\n    claim: NVLink 3.0 has 600 GB/s per GPU\n    lang: en\r\n"
    text = written(runner, tmp_path / "facts.yaml", CRLF_PART + mixed,
                   "verify", "nv3", "--evidence", "datasheet")
    assert text.startswith(CRLF_PART + mixed + "    status: verified\r\n")


def test_a_fact_added_after_a_pasted_lf_fact_ends_its_lines_alike(
        runner: CliRunner, tmp_path: Path) -> None:
    path, add = tmp_path / "facts.yaml", ("add", "NVLink 5.0 has 1.8 TB/s per GPU", "--id", "nv5")
    assert written(runner, path, CRLF_PART + LF_FACT, *add) == CRLF_PART + LF_FACT + (
        "  - id: nv5\n    claim: NVLink 5.0 has 1.8 TB/s per GPU\n    lang: en\n")
    assert written(runner, path, CRLF_PART, *add) == CRLF_PART + (  # all CRLF: the new lines too
        "  - id: nv5\r\n    claim: NVLink 5.0 has 1.8 TB/s per GPU\r\n    lang: en\r\n")
