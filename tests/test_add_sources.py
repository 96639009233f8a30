"""`add --source` with a typo of a declared source id is refused with a suggestion (new-user
trial); `--new-source` declares the id all the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.loader import load

CLAIM = "H100 NVLink gives 900 GB/s of bidirectional bandwidth per GPU."


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize(("typed", "meant"), [
    ("h100-datashet", "h100-datasheet"),   # a letter left out
    ("h100-datasheeet", "h100-datasheet"),  # one too many
    ("H100-Datasheet", "h100-datasheet"),  # letter case
    ("nvlink-crad", "nvlink-card"),         # two letters swapped
])
def test_a_typo_of_a_declared_source_is_refused_and_nothing_written(
        runner: CliRunner, store: Path, typed: str, meant: str) -> None:
    before = store.read_bytes()
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--source", typed)
    assert code == 2
    assert out == ""
    assert f"did you mean {meant}?" in err
    assert f"--new-source {typed}" in err
    assert "Traceback" not in err
    assert store.read_bytes() == before


@pytest.mark.parametrize("other", ["a100-datasheet", "h200-datasheet", "H100-datasheet-2"])
def test_an_id_whose_product_code_differs_is_another_document_not_a_typo(
        runner: CliRunner, store: Path, other: str) -> None:
    """New-user trial 13: 'add --source a100-datasheet' was refused, 'did you mean
    h100-datasheet?'."""
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--source", other,
                         "-f", "json")
    assert code == 0, err
    assert "did you mean" not in err and f"declared new source '{other}'" in err
    assert [c["source"] for c in json.loads(out)["fact"]["sources"]] == [other]


@pytest.mark.parametrize(("other", "typo"), [
    ("h100-datasheet-en", "h100-datasheat-cn"), ("h100-datasheet-zh", "h100-datasheet-c"),
    ("h100-datasheet-v2", "h100-datasheeet-cn"), ("h100-datasheet-old", "h100-datashet-cn")])
def test_an_id_differing_in_a_whole_short_segment_is_another_document(
        runner: CliRunner, store: Path, other: str, typo: str) -> None:
    """Trial 27: `add ... --source h100-datasheet-en` beside a declared h100-datasheet-cn was
    refused, "did you mean h100-datasheet-cn?": a language, version or edition segment is
    chosen, not slipped; a slip inside a segment is still refused."""
    code, _, err = run(runner, "--store", str(store), "add", CLAIM, "--new-source",
                       "h100-datasheet-cn")
    assert code == 0, err
    code, out, err = run(runner, "--store", str(store), "add", CLAIM + " (2)", "--source",
                         other, "-f", "json")
    assert code == 0, err
    assert "did you mean" not in err and f"declared new source '{other}'" in err
    assert [c["source"] for c in json.loads(out)["fact"]["sources"]] == [other]
    before = store.read_bytes()
    code, _, err = run(runner, "--store", str(store), "add", CLAIM + " (3)", "--source", typo)
    assert code == 2 and "did you mean h100-datasheet" in err
    assert store.read_bytes() == before


def test_new_source_declares_an_id_close_to_a_declared_one(runner: CliRunner,
                                                            store: Path) -> None:
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--new-source",
                         "h100-datashet", "-f", "json")
    assert code == 0, err
    assert "declared new source 'h100-datashet'" in err
    assert [c["source"] for c in json.loads(out)["fact"]["sources"]] == ["h100-datashet"]
    assert "h100-datashet" in {s.id for s in load(store).store.sources}


def test_a_source_unlike_every_declared_one_is_declared_as_before(runner: CliRunner,
                                                                   store: Path) -> None:
    code, _, err = run(runner, "--store", str(store), "add", CLAIM, "--source", "my-notes")
    assert code == 0, err
    assert "declared new source 'my-notes'" in err


def test_a_declared_source_and_new_source_together(runner: CliRunner, store: Path) -> None:
    code, out, err = run(runner, "--store", str(store), "add", CLAIM, "--source",
                         "h100-datasheet", "--new-source", "h100-datashet", "-f", "json")
    assert code == 0, err
    cited = [c["source"] for c in json.loads(out)["fact"]["sources"]]
    assert cited == ["h100-datasheet", "h100-datashet"]


def test_help_names_the_option(runner: CliRunner) -> None:
    result = runner.invoke(app, ["add", "--help"], env={"COLUMNS": "200"})
    assert "--new-source" in result.stdout
    assert "did you mean" in result.stdout


PAGE = "P\nS.\nAll Facts (1)\nNVLink 2.0 has 6 links per V100.\n"


@pytest.mark.parametrize("verb", ["verify", "refute"])
def test_a_decision_citing_a_typo_is_refused_unless_the_source_is_new(
        runner: CliRunner, store: Path, verb: str) -> None:
    before = store.read_bytes()
    args = ["--store", str(store), verb, "ref-nvlink4-bw-per-gpu", "--evidence", "read it"]
    code, out, err = run(runner, *args, "--source", "h100-datasheeet")
    assert (code, out) == (2, "")
    assert "did you mean h100-datasheet?" in err and "--new-source h100-datasheeet" in err
    assert store.read_bytes() == before
    code, out, err = run(runner, *args, "--new-source", "h100-datasheeet", "-f", "json")
    assert code == 0, err
    assert json.loads(out)["fact"]["history"][-1]["source"] == "h100-datasheeet"
    assert "h100-datasheeet" in {s.id for s in load(store).store.sources}


def test_ingest_source_id_typo_is_refused_unless_the_source_is_new(
        runner: CliRunner, store: Path, tmp_path: Path) -> None:
    page = tmp_path / "f.txt"
    page.write_text(PAGE, encoding="utf-8")
    before = store.read_bytes()
    code, out, err = run(runner, "--store", str(store), "ingest", str(page), "--source-id",
                         "nvlink-crad")
    assert (code, out) == (2, "")
    assert "did you mean nvlink-card?" in err and "--new-source nvlink-crad" in err
    assert store.read_bytes() == before
    code, out, err = run(runner, "--store", str(store), "ingest", str(page), "--new-source",
                         "nvlink-crad", "-f", "json")
    assert code == 0, err
    assert json.loads(out)["sources_added"] == ["nvlink-crad"]


def test_ingest_row_source_typo_is_refused_at_its_line(runner: CliRunner, store: Path,
                                                        tmp_path: Path) -> None:
    rows = tmp_path / "r.jsonl"
    rows.write_text('{"claim": "B200 has 18 NVLink links.", "source": "blackwell-brief"}\n'
                    '{"claim": "B200 has 18 links.", "source": "blackwel-brief"}\n',
                    encoding="utf-8")
    before = store.read_bytes()
    args = ["--store", str(store), "ingest", str(rows), "--source-id", "blackwell-brief"]
    code, out, err = run(runner, *args)
    assert (code, out) == (2, "")
    assert f"{rows}:2:1: unknown source 'blackwel-brief': did you mean blackwell-brief?" in err
    assert store.read_bytes() == before
    code, out, err = run(runner, *args, "--new-source", "blackwel-brief", "-f", "json")
    assert code == 0, err
    assert json.loads(out)["sources_added"] == ["blackwel-brief"]


def test_ids_with_other_numbers_are_other_sources_not_typos(runner: CliRunner, store: Path,
                                                             tmp_path: Path) -> None:
    code, _, err = run(runner, "--store", str(store), "add", CLAIM, "--source", "h200-datasheet")
    assert code == 0, err
    assert "declared new source 'h200-datasheet'" in err
    rows = tmp_path / "posts.jsonl"
    rows.write_text("".join(json.dumps({"claim": f"NVLink claim number {k}.",
                                        "source": f"forum-post-{k}"}) + "\n"
                            for k in (12, 13, 14)), encoding="utf-8")
    code, out, err = run(runner, "--store", str(store), "ingest", str(rows), "--source-id",
                         "forum", "-f", "json")
    assert code == 0, err
    assert json.loads(out)["sources_added"] == ["forum", "forum-post-12", "forum-post-13",
                                                "forum-post-14"]


def test_a_new_source_is_declared_with_the_kind_and_reliability_given(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    claim = "The B200 has 18 NVLink 5.0 links."
    plain = tmp_path / "plain.yaml"
    plain.write_text("facts: []\n", encoding="utf-8")
    code, out, err = run(runner, "--store", str(empty_store), "add", claim, "--new-source",
                         "b200-brief", "--source-kind", "datasheet", "--source-reliability",
                         "0.97", "-f", "json")
    assert code == 0, err
    source = load(empty_store).store.sources[0]
    assert (source.id, source.kind, source.reliability) == ("b200-brief", "datasheet", 0.97)
    code, bare, err = run(runner, "--store", str(plain), "add", claim, "--new-source",
                          "b200-brief", "-f", "json")
    assert code == 0, err
    assert load(plain).store.sources[0].kind is None
    assert json.loads(out)["fact"]["score"] > json.loads(bare)["fact"]["score"]


@pytest.mark.parametrize("options", [["--source-kind", "forum"],
                                     ["--source-reliability", "0.3"],
                                     ["--source-kind", "forum", "--source-reliability", "0.9"]])
def test_kind_or_reliability_of_a_declared_source_is_refused_naming_its_kind(
        runner: CliRunner, empty_store: Path, options: list[str]) -> None:
    empty_store.write_text("sources:\n  - id: a100-paper\n    kind: whitepaper\n"
                           "    reliability: 0.9\nfacts: []\n", encoding="utf-8")
    before = empty_store.read_bytes()
    code, out, err = run(runner, "--store", str(empty_store), "add", CLAIM, "--source",
                         "a100-paper", *options)
    assert (code, out) == (2, "")
    assert "'a100-paper' is declared already (kind whitepaper, reliability 0.9)" in err
    assert options[0] in err
    assert empty_store.read_bytes() == before


def test_the_kind_a_declared_source_has_may_be_given_again(runner: CliRunner,
                                                          empty_store: Path) -> None:
    empty_store.write_text("sources:\n  - id: a100-paper\n    kind: whitepaper\nfacts: []\n",
                           encoding="utf-8")
    code, _, err = run(runner, "--store", str(empty_store), "add", CLAIM, "--source",
                       "a100-paper", "--source-kind", "whitepaper", "-f", "json")
    assert code == 0, err
    assert [c.source for c in load(empty_store).store.facts[0].sources] == ["a100-paper"]


def test_an_unknown_source_kind_is_refused_with_the_kinds(runner: CliRunner,
                                                          empty_store: Path) -> None:
    code, out, err = run(runner, "--store", str(empty_store), "add", CLAIM, "--source",
                         "blog-1", "--source-kind", "blog")
    assert (code, out) == (2, "")
    assert "'blog' is not a source kind" in err
    assert "datasheet (0.95), whitepaper (0.9), paper (0.85), article (0.7), forum (0.6), " \
        "measurement (0.85), curator (0.9)" in " ".join(err.split())  # each with its trust
    assert load(empty_store).store.facts == []


def test_add_and_ingest_declare_a_source_with_its_title_and_url(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    """New-user trial 8: a source's title and URL could be set only by editing the YAML."""
    code, _, err = run(runner, "--store", str(empty_store), "add", CLAIM, "--new-source",
                       "h100-brief", "--source-title", "H100 product brief", "--source-url",
                       "https://example.com/h100.pdf", "-f", "json")
    assert code == 0, err
    page = tmp_path / "claims.jsonl"
    page.write_text('{"claim": "The B200 has 18 NVLink 5.0 links."}\n', encoding="utf-8")
    code, _, err = run(runner, "--store", str(empty_store), "ingest", str(page), "--source-id",
                       "b200-card", "--source-title", "B200 card", "--source-url",
                       "https://example.com/b200", "-f", "json")
    assert code == 0, err
    sources = {s.id: (s.title, s.url) for s in load(empty_store).store.sources}
    assert sources == {"h100-brief": ("H100 product brief", "https://example.com/h100.pdf"),
                       "b200-card": ("B200 card", "https://example.com/b200")}
    # given again as declared: nothing to refuse
    code, _, err = run(runner, "--store", str(empty_store), "ingest", str(page), "--source-id",
                       "b200-card", "--title", "B200 card", "--source-url",
                       "https://example.com/b200", "-f", "json")
    assert code == 0, err


@pytest.mark.parametrize(("command", "option", "value"), [
    ("add", "--source-url", "https://example.com/other"),
    ("add", "--source-title", "Another paper"),
    ("ingest", "--source-url", "https://example.com/other"),
    ("ingest", "--title", "Another paper"),
])
def test_a_title_or_url_unlike_a_declared_sources_is_refused(
        runner: CliRunner, empty_store: Path, tmp_path: Path, command: str, option: str,
        value: str) -> None:
    empty_store.write_text("sources:\n  - id: a100-paper\n    title: A100 whitepaper\n"
                           "    url: https://example.com/a100\nfacts: []\n", encoding="utf-8")
    before = empty_store.read_bytes()
    page = tmp_path / "claims.jsonl"
    page.write_text('{"claim": "The A100 has 12 NVLink 3.0 links."}\n', encoding="utf-8")
    given = [CLAIM, "--source"] if command == "add" else [str(page), "--source-id"]
    code, out, err = run(runner, "--store", str(empty_store), command, *given, "a100-paper",
                         option, value)
    assert (code, out) == (2, "")
    assert "'a100-paper' is declared already" in err
    assert "https://example.com/a100" in err and option in err
    assert empty_store.read_bytes() == before


@pytest.mark.parametrize("command", ["add", "ingest"])
def test_a_source_url_that_is_no_web_address_is_refused(runner: CliRunner, empty_store: Path,
                                                       tmp_path: Path, command: str) -> None:
    page = tmp_path / "claims.jsonl"
    page.write_text('{"claim": "The A100 has 12 NVLink 3.0 links."}\n', encoding="utf-8")
    given = [CLAIM, "--new-source"] if command == "add" else [str(page), "--source-id"]
    code, out, err = run(runner, "--store", str(empty_store), command, *given, "a100-paper",
                         "--source-url", "example.com/a100")
    assert (code, out) == (2, "")
    assert "--source-url 'example.com/a100'" in err and "https://" in err
    assert load(empty_store).store.facts == []
