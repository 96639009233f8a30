"""query and answer read what a question asks for: question words that name an attribute
(how many / 多少条 / 几条: a count; 带宽 / bandwidth / how fast; when / 哪一年: a year), from the
lexicon, so the fact stating what is asked comes first in either language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app
from nvfacts.search import attributes


def _first_asserts(runner: CliRunner, question: str, store: Path = STORE) -> set[tuple[str, str]]:
    """(subject, attribute) of each assertion of the first fact ``query`` gives."""
    result = runner.invoke(app, ["query", question, "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    first = json.loads(result.stdout)["facts"][0]["id"]
    shown = runner.invoke(app, ["show", first, "--store", str(store), "-f", "json"])
    return {(a["subject"], a["attribute"]) for a in json.loads(shown.stdout)["fact"]["assertions"]}


@pytest.mark.parametrize("question", [
    "H100 有多少条 NVLink 链路", "H100 有几条 NVLink 链路", "H100 的 NVLink 有多少条",
    "how many NVLink links does H100 have", "how many links does an H100 have",
    "number of NVLink links on the H100"])
def test_a_link_count_question_puts_the_link_count_first(runner: CliRunner,
                                                         question: str) -> None:
    """New-user trial: '多少条 NVLink 链路' (a measure word and a name between the question word
    and the noun) ranked the link-count fact third, after H100 bandwidth and launch facts."""
    assert {("NVLink 4.0", "link-count"), ("H100", "link-count")} & \
        _first_asserts(runner, question)


@pytest.mark.parametrize(("question", "attribute"), [
    ("NVLink 4.0 是哪一年推出的", "introduced"), ("when did NVLink 4.0 come out", "introduced"),
    ("H100 的 NVLink 带宽是多少", "bandwidth"), ("how fast is H100 NVLink", "bandwidth")])
def test_a_question_word_puts_the_fact_stating_that_attribute_first(
        runner: CliRunner, question: str, attribute: str) -> None:
    assert attribute in {a for _, a in _first_asserts(runner, question)}


@pytest.mark.parametrize(("text", "asked"), [
    ("how many NVLink 4.0 links", {"link-count"}), ("有几条高速链路", {"link-count"}),
    ("how many GPUs share NVLink links", {"gpu-count"}),  # the nearest noun is counted
    ("DGX H100 有几块 GPU", {"gpu-count"}), ("18 links", {"link-count"}),
    ("NVLink links", set()), ("H100 的带宽是多少", {"bandwidth"})])
def test_the_count_a_question_asks_for_is_its_nearest_noun(text: str, asked: set[str]) -> None:
    assert attributes(text) == asked


def test_answer_reads_the_same_question_words(runner: CliRunner) -> None:
    for question in ("H100 有多少条 NVLink 链路", "how many NVLink links does H100 have"):
        result = runner.invoke(app, ["answer", question, "--store", str(STORE), "-f", "json"])
        first = json.loads(result.stdout)["answers"][0]
        assert (first["attribute"], first["value"]) == ("link-count", 18), question
