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


def _found(runner: CliRunner, question: str, store: Path, *options: str) -> list[dict[str, str]]:
    result = runner.invoke(app, ["query", question, "--store", str(store), "-f", "json",
                                 *options])
    assert result.exit_code == 0, result.stderr
    return list(json.loads(result.stdout)["facts"])


@pytest.mark.parametrize(("question", "named", "not_named"), [
    ("NDR 每个端口多快", ("NDR",), ("H100", "NVLink", "PCIe")),
    ("NVL72 一共多少 GPU", ("NVL72", "NVLink 5", "Blackwell", "B200"), ("DGX", "H100", "A100"))])
def test_a_question_naming_an_entity_lists_no_fact_about_another(
        runner: CliRunner, question: str, named: tuple[str, ...],
        not_named: tuple[str, ...]) -> None:
    """New-user trial: 'NDR 每个端口多快 --limit 5' gave the NDR fact, then H100 900 GB/s facts
    (they share only 'bandwidth', which 多快 asks for); 'NVL72 一共多少 GPU' gave a DGX H100
    fact. A fact naming neither the entity asked about nor one related to it (GB200 NVL72's
    NVLink 5.0 and Blackwell GPUs) is not listed, short of a word of the question's own."""
    found = _found(runner, question, STORE, "--limit", "5")
    assert found
    for fact in found:
        assert any(n in fact["claim"] for n in named), fact["claim"]
        assert not any(n in fact["claim"] for n in not_named), fact["claim"]


OTHERS = """\
facts:
  - {id: ndr-port, claim: InfiniBand NDR runs at 400 Gb/s per port in each direction.}
  - {id: ndr-switch, claim: 'Quantum-2 switches have 64 InfiniBand NDR ports.'}
  - {id: hdr-port, claim: InfiniBand HDR runs at 200 Gb/s per port in each direction.}
  - {id: hdr-sharp, claim: 'InfiniBand HDR switches run SHARP reductions at 200 Gb/s a port.'}
  - {id: h100, claim: NVLink 4.0 gives each H100 900 GB/s of bidirectional bandwidth.}
  - {id: plain, claim: 每个端口的带宽都不一样。}
"""


def test_a_fact_about_another_entity_needs_a_word_of_the_questions_own(
        runner: CliRunner, tmp_path: Path) -> None:
    """In a store of NDR, HDR and H100 facts, 'NDR 每个端口多快' lists the NDR facts alone: HDR's
    and H100's share only what is asked (a port's speed), and a fact naming nothing shares only
    '每个端口' with it. 'NDR SHARP' also lists the HDR fact that runs SHARP, a word of the
    question's own, after every fact naming NDR."""
    store = tmp_path / "facts.yaml"
    store.write_text(OTHERS, encoding="utf-8")
    assert [f["id"] for f in _found(runner, "NDR 每个端口多快", store)] == \
        ["ndr-port", "ndr-switch"]
    assert [f["id"] for f in _found(runner, "how fast is an NDR port", store)] == \
        ["ndr-port", "ndr-switch"]
    found = [f["id"] for f in _found(runner, "NDR SHARP", store)]
    assert sorted(found[:2]) == ["ndr-port", "ndr-switch"] and found[2:] == ["hdr-sharp"]
    assert {"plain", "hdr-port", "ndr-port"} <= {  # naming no entity: nothing is left out
        f["id"] for f in _found(runner, "端口 带宽", store)}
