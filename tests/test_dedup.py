"""Near-duplicate merging: safe (no hard negative merged), complete, reversible."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from benchmarks.synthetic import generate
from nvfacts import dedup
from nvfacts.cli import app
from nvfacts.ingest import ingest
from nvfacts.kb import load
from nvfacts.merging import find_clusters
from nvfacts.model import Fact
from nvfacts.writer import StoreEditor
from scripts.eval_dedup import evaluate

PARAPHRASE = "nvlink 4.0 offers a bidirectional bandwidth of up to 900GB/s, while the " \
    "bandwidth of a traditional PCIe bus is about 64 GB/s"
ORIGINAL = "nvlink-4-has-bidirectional-bandwidth-900-gb"


def test_labelled_pairs_meet_precision_and_recall() -> None:
    score = evaluate()
    assert score.pairs >= 150
    assert score.precision >= 0.98 and score.recall >= 0.90
    assert score.negatives_merged == []


def test_normalise_folds_spelling_but_keeps_meaning() -> None:
    assert dedup.normalise("NVLink 5.0 offers 1.8 TB/s!") == \
        dedup.normalise("nvlink 5.0 provides 1,800GB/s")
    assert dedup.normalise("200 Gb/s") == "25 gb/s"
    assert dedup.normalise("900 GB/s") != dedup.normalise("900 Gb/s")


def test_guard_names_what_differs() -> None:
    def sig(text: str) -> dedup.Signature:
        return dedup.signature(text, dedup.normalise(text), "en", dedup.lexicon())

    base = sig("NVLink 4.0 offers 900 GB/s bidirectional per GPU.")
    assert dedup.guard(base, sig("NVLink 4.0 offers 600 GB/s bidirectional per GPU.")) == \
        "numbers or units differ"
    assert dedup.guard(base, sig("PCIe 4.0 offers 900 GB/s bidirectional per GPU.")) == \
        "subjects differ"
    assert dedup.guard(base, sig("NVLink 4.0 offers 900 GB/s unidirectional per GPU.")) == \
        "direction or scope differs"
    assert dedup.guard(sig("MIG can use full NVLink bandwidth."),
                       sig("MIG cannot use full NVLink bandwidth.")) == "one is negated"
    assert dedup.guard(base, sig("NVLink 4.0 has 900GB/s bidirectional per GPU")) is None


def test_clusters_do_not_chain() -> None:
    """A~B and B~C with A not ~C: C never joins A's cluster."""
    matches = [dedup.Match(0, 1, 99, ""), dedup.Match(1, 2, 95, "")]
    assert dedup.cluster(matches) == [[0, 1]]
    triangle = [*matches, dedup.Match(0, 2, 91, "")]
    assert dedup.cluster(triangle) == [[0, 1, 2]]


def test_candidates_are_exactly_the_pairs_one_word_apart() -> None:
    numbers = [("900",), ("900",), ("900",), ("600",), ("900",)]
    words = [frozenset("abc"), frozenset("abcd"), frozenset("abde"), frozenset("abc"),
             frozenset("abc")]
    assert sorted(dedup.candidates(numbers, words)) == [(0, 1), (0, 4), (1, 4)]


def test_blocking_finds_what_exhaustive_comparison_finds() -> None:
    from rapidfuzz import fuzz, process

    claims, _ = generate(1000, seed=5)
    matcher = dedup.Deduper([c.text for c in claims], ["en"] * len(claims))
    pairs = list(dedup.candidates(matcher.numbers, matcher.words))
    assert len(pairs) < 1000 * 999 // 2 // 5
    first = matcher.first
    blocked = {(m.a, m.b) for m in matcher.matches()}
    matrix = process.cdist(matcher.norms, matcher.norms, scorer=fuzz.token_sort_ratio,
                           score_cutoff=dedup.THRESHOLD, dtype="uint8")
    exhaustive = {(int(i), int(j)) for i, j in zip(*matrix.nonzero(), strict=True)
                  if i < j and dedup.guard(matcher.sig(i), matcher.sig(j)) is None}
    found = {(i, j) for i, j in exhaustive
             if first[i] == first[j] or tuple(sorted((first[i], first[j]))) in blocked}
    assert exhaustive and len(found) / len(exhaustive) >= 0.99


def test_a_claim_copied_many_times_is_one_cluster_compared_once() -> None:
    text = "NVLink 4.0 offers 900 GB/s bidirectional per GPU."
    texts = [text] * 3000 + ["NVLink 4.0 has 900GB/s bidirectional per GPU",
                            "nvlink 4.0 offers 900 GB/s bidirectional per gpu!"]
    matcher = dedup.Deduper(texts, ["en"] * len(texts))
    assert matcher.distinct == [0, 3000, 3001]
    (group,) = matcher.clusters(matcher.matches())
    assert group == list(range(3002))
    assert len(matcher.repeats) == 2999


def _with_paraphrase(store: Path) -> None:
    with StoreEditor(store) as editor:
        editor.append_fact(Fact(id="para", claim=PARAPHRASE, confidence=0.5,
                                sources=[{"source": "nvlink-card", "locator": "copy"}]))  # type: ignore[list-item]
        editor.save()


def test_apply_merges_and_unmerge_restores(runner: CliRunner, store: Path) -> None:
    _with_paraphrase(store)
    before = load(store)
    original = {f.id: f for f in before.facts}
    result = runner.invoke(app, ["dedup", "--store", str(store), "-f", "json"])
    (group,) = json.loads(result.stdout)["clusters"]
    assert set(group["ids"]) == {ORIGINAL, "para"} and group["keep"] == ORIGINAL
    assert group["pairs"][0]["score"] >= dedup.THRESHOLD and group["pairs"][0]["reason"]
    assert load(store).facts == before.facts  # the report writes nothing

    result = runner.invoke(app, ["dedup", "--apply", "--store", str(store), "-f", "json"])
    assert json.loads(result.stdout)["merged"] == ["para"]
    merged = load(store)
    kept = merged.get(ORIGINAL)
    assert [m.id for m in kept.merged] == ["para"]
    assert kept.merged[0].claim == PARAPHRASE
    assert kept.merged[0].sources[0].independent is False  # same page again
    assert kept.status == original[ORIGINAL].status
    assert kept.confidence == original[ORIGINAL].confidence
    shown = runner.invoke(app, ["show", "para", "--store", str(store)])
    assert json.loads(shown.stdout)["fact"]["id"] == ORIGINAL
    assert "merged into" in shown.stderr

    result = runner.invoke(app, ["unmerge", "para", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    after = {f.id: f for f in load(store).facts}
    assert after == original
    assert "# yaml-language-server" in store.read_text(encoding="utf-8")


def test_cross_lingual_pairs_are_reported_only_on_request(tmp_path: Path) -> None:
    store = tmp_path / "s.yaml"
    store.write_text("facts:\n  - id: en\n    claim: NVLink 4.0 has a bidirectional bandwidth "
                     "of 900 GB/s.\n  - id: zh\n    claim: 第四代NVLink提供900 GB/s的双向带宽\n",
                     encoding="utf-8")
    kb = load(store)
    assert find_clusters(kb) == []
    (group,) = find_clusters(kb, cross_lingual=True)
    assert group.ids == ["en", "zh"] and "cross-lingual" in group.pairs[0]["reason"]


def test_ingest_turns_a_near_duplicate_into_a_wording_of_the_fact(store: Path,
                                                                  tmp_path: Path) -> None:
    page = tmp_path / "claims.jsonl"
    page.write_text(json.dumps({"claim": PARAPHRASE, "confidence": 0.6}) + "\n",
                    encoding="utf-8")
    report = ingest(store, [page], "forum-copy")
    assert report.added == [] and report.merged == [ORIGINAL]
    fact = load(store).get(ORIGINAL)
    assert fact.merged[0].claim == PARAPHRASE and fact.merged[0].sources[0].source == \
        "forum-copy"


def test_add_warns_about_duplicates_and_conflicts(runner: CliRunner, store: Path) -> None:
    result = runner.invoke(app, ["add", PARAPHRASE, "--store", str(store), "-f", "json"])
    data = json.loads(result.stdout)
    assert data["duplicates"][0]["id"] == ORIGINAL
    result = runner.invoke(app, ["add", "NVLink 4.0 offers 900 GB/s per direction per GPU.",
                                 "--store", str(store), "-f", "json"])
    data = json.loads(result.stdout)
    others = {i for c in data["conflicts"] for i in c["ids"]} - {data["fact"]["id"]}
    assert "ref-nvlink4-bw-per-gpu" in others
    assert "conflicts with" in result.stderr
