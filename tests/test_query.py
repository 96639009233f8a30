"""query: what the query names first, rare words over common ones, spelling forgiven, the score
between equals, refuted and disputed facts last; --subject through the lexicon's relations."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app
from nvfacts.kb import load
from scripts.eval_search import evaluate, share


def ids(runner: CliRunner, *args: str, store: Path = STORE) -> list[str]:
    result = runner.invoke(app, ["query", "--store", str(store), "-f", "json", *args])
    assert result.exit_code == 0, result.stderr
    return [f["id"] for f in json.loads(result.stdout)["facts"]]


def write(tmp_path: Path, facts: list[tuple[str, str, str]]) -> Path:
    """A store of (id, claim, status) facts."""
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n" + "".join(
        f"  - {{id: {i}, claim: {json.dumps(claim)}, status: {status}}}\n"
        for i, claim, status in facts), encoding="utf-8")
    return store


def test_blind_searches_find_a_right_fact_in_the_top_three() -> None:
    """The held-out split of the 50 searches written without seeing the code."""
    results = evaluate("test")
    assert len(results) == 25
    assert share(results) >= 0.90, [(r.query, r.top) for r in results if not r.passed]


def test_a_question_about_a_generation_never_puts_another_first(runner: CliRunner,
                                                                tmp_path: Path) -> None:
    """NVLink 1.0's claim shares more words with the query, but NVLink 4.0 is what it names."""
    store = write(tmp_path, [
        ("gen1", "NVLink 1.0 has 4 links per GPU, each with 40 GB/s of bandwidth per link.",
         "verified"),
        ("gen4", "NVLink 4.0 provides 900 GB/s per GPU.", "verified"),
        ("pcie", "PCIe 4.0 has 64 GB/s of bandwidth per x16 link.", "verified")])
    assert ids(runner, "NVLink 4.0 bandwidth per link", store=store)[0] == "gen4"
    assert ids(runner, "NVLink 4.0 bandwidth")[:6] and all(
        i.startswith(("ref-nvlink4", "nvlink-4", "fourth-generation", "h100"))
        for i in ids(runner, "NVLink 4.0 bandwidth", "--limit", "5"))


def test_refuted_and_disputed_facts_never_outrank_a_matching_verified_one(
        runner: CliRunner, tmp_path: Path) -> None:
    store = write(tmp_path, [
        ("wrong", "NVLink 4.0 bandwidth is 900 GB/s unidirectional bandwidth per GPU.",
         "refuted"),
        ("right", "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth.", "verified")])
    assert ids(runner, "NVLink 4.0 unidirectional bandwidth", store=store) == ["right", "wrong"]
    # on the bundled store the disputed unidirectional claim comes after the facts it loses to
    found = ids(runner, "H100 nvlink unidirectional")
    assert found.index("nvlink-4-used-h100-achieve-unidirectional") > found.index(
        "ref-nvlink4-bw-per-gpu")


def test_query_nvlink_lists_the_best_supported_first_and_disputed_last(runner: CliRunner) -> None:
    """Every fact here names NVLink: the score decides, not how short a claim is."""
    result = runner.invoke(app, ["query", "NVLink", "--store", str(STORE), "-f", "json"])
    facts = json.loads(result.stdout)["facts"]
    statuses = [f["status"] for f in facts]
    assert statuses[:3] == ["verified"] * 3
    assert "disputed" in statuses
    assert statuses[statuses.index("disputed"):] == ["disputed"] * statuses.count("disputed")
    scores = [f["score"] for f in facts if f["status"] != "disputed"]
    assert scores[:3] == sorted(scores, reverse=True)[:3]


def test_rare_words_weigh_more_than_common_ones(runner: CliRunner, tmp_path: Path) -> None:
    common = [(f"c{i}", f"Cluster {i} uses NVLink for its interconnect traffic.", "unverified")
              for i in range(8)]
    store = write(tmp_path, [*common, ("rare", "MIG slices do not get the whole link.",
                                       "unverified")])
    assert ids(runner, "MIG interconnect", store=store)[0] == "rare"


def test_a_word_in_every_fact_still_finds_them(runner: CliRunner, tmp_path: Path) -> None:
    """BM25 gives such a word no weight; alone in the query it must still match."""
    store = write(tmp_path, [(f"f{i}", f"Copper cable number {i}.", "unverified")
                             for i in range(3)] + [("other", "Optics.", "unverified")])
    assert sorted(ids(runner, "copper", store=store)) == ["f0", "f1", "f2"]


def test_a_plural_finds_the_singular_and_back(runner: CliRunner, tmp_path: Path) -> None:
    store = write(tmp_path, [("gpus", "A rack joins its GPUs over copper.", "unverified"),
                             ("link", "Each copper link carries one lane.", "unverified")])
    assert ids(runner, "GPU rack", store=store) == ["gpus"]
    assert ids(runner, "links", store=store) == ["link"]


def test_the_score_decides_between_equal_matches(runner: CliRunner, tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(
        "sources:\n  - {id: sheet, kind: datasheet}\n"
        "facts:\n"
        "  - {id: short, claim: NVLink 4.0 has 18 links., status: unverified}\n"
        "  - id: cited\n"
        "    claim: NVLink 4.0 gives each H100 GPU 18 links in all.\n"
        "    status: verified\n"
        "    sources: [{source: sheet}]\n", encoding="utf-8")
    assert ids(runner, "NVLink 4.0 links", store=store) == ["cited", "short"]


def test_misspelt_and_chinese_queries_find_the_facts(runner: CliRunner) -> None:
    assert ids(runner, "nvlnk 4 bandwith", "--limit", "3")[0].startswith(
        ("ref-nvlink4", "nvlink-4"))
    assert "ref-nvlink4-bw-per-gpu" in ids(runner, "第四代NVLink带宽", "--limit", "3")
    assert ids(runner, "第三代NVLink 链路数", "--limit", "1") == ["ref-nvlink3-links"]
    assert ids(runner, "how many links does H100 have", "--limit", "1") == ["ref-nvlink4-links"]


@pytest.mark.parametrize("subject", ["H100", "Hopper", "NVLink 4.0", "第四代NVLink"])
def test_subject_resolves_a_gpu_or_architecture_to_its_generation(runner: CliRunner,
                                                                  subject: str) -> None:
    assert ids(runner, "--subject", subject, "--attribute", "link-count") == ["ref-nvlink4-links"]


@pytest.mark.parametrize("subject", ["A100", "Ampere"])
def test_subject_a100_and_ampere_find_nvlink3s_links(runner: CliRunner, subject: str) -> None:
    assert ids(runner, "--subject", subject, "--attribute", "link-count") == ["ref-nvlink3-links"]


def test_a_generation_takes_in_facts_about_its_gpus_and_systems(runner: CliRunner,
                                                                tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(
        "facts:\n"
        "  - id: h100\n"
        "    claim: Each H100 has eighteen links.\n"
        "    assertions: [{subject: H100, attribute: link-count, value: 18}]\n"
        "  - {id: dgx, claim: A DGX H100 system connects 8 GPUs.}\n"
        "  - {id: a100, claim: NVLink 3.0 provides 12 links per GPU.}\n", encoding="utf-8")
    assert ids(runner, "--subject", "NVLink 4.0", store=store) == ["h100", "dgx"]
    assert ids(runner, "--subject", "H100", store=store) == ["h100"]
    assert ids(runner, "--subject", "Ampere", store=store) == ["a100"]


def test_query_text_is_never_read_as_search_syntax(runner: CliRunner) -> None:
    for text in ['NVLink" OR *', "NEAR(a b)", "ent : e_nvlink_4_0", "'; DROP TABLE fact; --",
                 "^", "?!", "nvlink*"]:
        result = runner.invoke(app, ["query", text, "--store", str(STORE), "-f", "json"])
        assert result.exit_code == 0, (text, result.stderr)


def test_library_and_command_agree_with_filters(runner: CliRunner) -> None:
    kb = load(STORE)
    for args, filters in ((["NVLink", "--lang", "zh"], {"lang": "zh"}),
                          (["bandwidth", "--subject", "H100"], {"subject": "H100"}),
                          (["NVLink 5", "--status", "verified", "--limit", "2"],
                           {"statuses": ["verified"], "limit": 2})):
        assert ids(runner, *args) == [f["id"] for f in kb.query(args[0], **filters)]


@pytest.mark.parametrize(("filters", "words"), [
    ({"statuses": ["bogus"]}, "not one of"), ({"statuses": "verified"}, "takes a list"),
    ({"tags": "reference"}, "takes a list"), ({"attribute": "nonsense"}, "unknown attribute"),
    ({"sources": ["h100-datashet"]}, "unknown source"), ({"min_confidence": 5}, "outside 0-1"),
    ({"limit": -1}, "below 1")])
def test_the_library_refuses_the_filters_the_command_line_refuses(filters: dict[str, object],
                                                                  words: str) -> None:
    from nvfacts.errors import UsageError

    with pytest.raises(UsageError, match=words):
        load(STORE).query("NVLink", **filters)


def test_a_language_written_as_a_tag_is_found_by_its_language(runner: CliRunner,
                                                               tmp_path: Path) -> None:
    """'lang: ZH', 'zh-CN', 'zh_Hans' are Chinese to --lang zh (they matched nothing), 'en-US'
    and 'English' English; the store's bytes stay as written, through a read and a verify of
    another fact."""
    store = tmp_path / "facts.yaml"
    written = "facts:\n" + "".join(
        f"  - id: {i}\n    claim: {claim}\n    lang: {lang}\n" for i, claim, lang in (
            ("a", "NVLink 4.0 提供 900 GB/s 带宽", "ZH"),
            ("b", "第四代 NVLink 有 18 条链路", "zh-CN"),
            ("c", "NVLink 3.0 每个 GPU 600 GB/s", "zh_Hans"),
            ("d", "NVLink 4.0 has 900 GB/s", "en-US"),
            ("e", "NVLink 3.0 has 600 GB/s", "English")))
    store.write_text(written, encoding="utf-8")
    for asked in ("zh", "ZH", "zh-TW"):
        assert sorted(ids(runner, "--lang", asked, store=store)) == ["a", "b", "c"], asked
    assert [(f["id"], f["lang"]) for f in load(store).query(lang="en")] == [("d", "en"),
                                                                              ("e", "en")]
    assert load(store).get("e").lang == "en"  # a language's name: its tag (new-user trial 7)
    assert store.read_text(encoding="utf-8") == written
    result = runner.invoke(app, ["verify", "d", "--evidence", "datasheet", "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert "    lang: ZH\n" in store.read_text(encoding="utf-8")


@pytest.mark.parametrize(("call", "error", "words"), [
    (lambda kb: kb.query(limit="5"), "UsageError", "limit takes a whole number"),
    (lambda kb: kb.query(limit=2.5), "UsageError", "limit takes a whole number"),
    (lambda kb: kb.query(limit=True), "UsageError", "limit takes a whole number"),
    (lambda kb: kb.query(5), "UsageError", "text takes text"),
    (lambda kb: kb.query(min_confidence="0.5"), "UsageError", "min_confidence takes a number"),
    (lambda kb: kb.query(statuse=["verified"]), "UsageError", "did you mean 'statuses'"),
    (lambda kb: kb.query(lang=5), "UsageError", "lang takes text"),
    (lambda kb: kb.query(subject=5), "UsageError", "subject takes text"),
    (lambda kb: kb.query(tags=[5]), "UsageError", "tags takes a list of texts"),
    (lambda kb: kb.query(tags=5), "UsageError", "tags takes a list of texts"),
    (lambda kb: kb.answer(5), "UsageError", "question takes text"),
    (lambda kb: kb.answer("NVLink", subjet="H100"), "UsageError", "did you mean 'subject'"),
    (lambda kb: kb.answer("NVLink 4.0", attribute="bandwith"), "UsageError",
     "unknown attribute 'bandwith'"),
    (lambda kb: kb.answer("NVLink 4.0", scope="per-chip"), "UsageError", "scope 'per-chip'"),
    (lambda kb: kb.answer(subject=5), "UsageError", "subject takes text"),
    (lambda kb: kb.get(5), "UsageError", "a fact id is text"),
    (lambda kb: kb.score(5), "UsageError", "takes a fact"),
    (lambda kb: kb.explain(None), "UsageError", "takes a fact"),
    (lambda kb: kb.score(kb.get("ref-nvlink4-bw-per-gpu").model_copy(update={"id": "zz"})),
     "UnknownFactError", "holds no fact 'zz'"),
    (lambda kb: kb.record("no-such-id"), "UnknownFactError", "no fact has the id"),
])
def test_the_library_refuses_wrong_arguments_with_typed_errors(
        call: Any, error: str, words: str) -> None:
    """Every public kb call given a wrong argument raises nvfacts' own error naming it (a bare
    TypeError or AttributeError before: kb.query(limit="5"), kb.score("id")...)."""
    from nvfacts import errors

    with pytest.raises(getattr(errors, error), match=re.escape(words)):
        call(load(STORE))


def test_the_library_takes_a_fact_or_its_id_and_a_path() -> None:
    from nvfacts import load as load_store
    from nvfacts.errors import UsageError

    kb = load(STORE)
    fact = kb.get("ref-nvlink4-bw-per-gpu")
    assert kb.score("ref-nvlink4-bw-per-gpu") == kb.score(fact) > 0.9
    assert kb.record(fact.id) == kb.record(fact)
    with pytest.raises(UsageError, match="takes the store's path"):
        load_store(5)  # type: ignore[arg-type]


def test_the_library_without_a_path_opens_the_store_the_cli_would(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """New-user trial 8: nvfacts.load() raised a bare TypeError; it opens what --store would
    default to: $NVFACTS_STORE, else ./data/facts.yaml, else the bundled store."""
    import nvfacts

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NVFACTS_STORE", raising=False)
    bundled = nvfacts.load()
    assert bundled.get("ref-nvlink4-bw-per-gpu").id == "ref-nvlink4-bw-per-gpu"
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "facts.yaml").write_text(
        "facts:\n  - {id: here, claim: NVLink 4.0 gives 900 GB/s per GPU.}\n", encoding="utf-8")
    assert [f.id for f in nvfacts.load().facts] == ["here"]
    elsewhere = tmp_path / "other.yaml"
    elsewhere.write_text("facts:\n  - {id: env, claim: NVLink 5.0 gives 1.8 TB/s per GPU.}\n",
                         encoding="utf-8")
    monkeypatch.setenv("NVFACTS_STORE", str(elsewhere))
    assert [f.id for f in nvfacts.load().facts] == ["env"]


def test_a_language_written_by_name_is_its_code(runner: CliRunner, tmp_path: Path) -> None:
    """New-user trial 7: check accepted 'lang: english', and query --lang en missed it."""
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n"
                     "  - {id: a, claim: NVLink 4.0 offers 900 GB/s per GPU., lang: english}\n"
                     "  - {id: b, claim: H100 拥有 18 条 NVLink 链路。, lang: 中文}\n"
                     "  - {id: c, claim: PCIe 5.0 x16 offers 64 GB/s., lang: English}\n"
                     "  - {id: d, claim: NVLink 5.0 offers 1.8 TB/s per GPU., lang: klingon}\n",
                     encoding="utf-8")
    assert ids(runner, "--lang", "en", store=store) == ["a", "c"]
    assert ids(runner, "--lang", "zh", store=store) == ["b"]
    assert ids(runner, "--lang", "Chinese", store=store) == ["b"]
    assert ids(runner, "--lang", "klingon", store=store) == ["d"]  # no name known: as written
    result = runner.invoke(app, ["show", "--store", str(store), "-f", "json", "b"])
    assert json.loads(result.stdout)["fact"]["lang"] == "zh"


def test_a_wording_merged_away_is_still_found_and_named(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    """After dedup --apply --cross-lingual, the Chinese wording merged into an English fact
    is still searched: --lang zh finds the fact it went into, first, and says which wording
    matched (new-user trial 7: it found only another fact, 6 -> 1)."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "facts:\n"
        "  - {id: en, claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.}\n"
        "  - {id: hopper, claim: 'Hopper GPUs get 900 GB/s of NVLink bandwidth, bidirectional,"
        " per GPU.'}\n"
        "  - {id: zh, claim: 第四代NVLink每块GPU的双向带宽为900GB/s。}\n"
        "  - {id: a100, claim: A100 的 NVLink 带宽为 600GB/s。}\n", encoding="utf-8")
    result = runner.invoke(app, ["dedup", "--apply", "--cross-lingual", "--store", str(store),
                                 "-f", "json"])
    assert result.exit_code == 0, result.stderr
    assert sorted(json.loads(result.stdout)["merged"]) == ["hopper", "zh"]
    result = runner.invoke(app, ["query", "第四代NVLink 双向带宽", "--lang", "zh",
                                 "--store", str(store), "-f", "json"])
    found = json.loads(result.stdout)["facts"]
    assert [f["id"] for f in found] == ["en"]  # the A100's NVLink 3.0 is another entity
    assert found[0]["matched_wording"] == {
        "id": "zh", "claim": "第四代NVLink每块GPU的双向带宽为900GB/s。", "lang": "zh"}
    found = json.loads(runner.invoke(app, ["query", "NVLink 双向带宽", "--lang", "zh", "--store",
                                           str(store), "-f", "json"]).stdout)["facts"]
    assert [f["id"] for f in found] == ["en", "a100"] and "matched_wording" not in found[1]
    found = json.loads(runner.invoke(app, ["query", "Hopper GPUs", "--store", str(store),
                                           "-f", "json"]).stdout)["facts"]
    assert found[0]["matched_wording"]["id"] == "hopper"
    found = json.loads(runner.invoke(app, ["query", "NVLink 4.0 provides", "--store", str(store),
                                           "-f", "json"]).stdout)["facts"]
    assert found[0]["id"] == "en" and "matched_wording" not in found[0]
    result = runner.invoke(app, ["query", "第四代NVLink 双向带宽", "--lang", "zh",
                                 "--store", str(store), "-f", "table"])
    assert "matched the merged wording zh: 第四代NVLink" in " ".join(result.stdout.split())
