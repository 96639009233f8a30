"""Merges lose nothing: curators' decisions, tags, assertions and wordings survive merge and
unmerge, whatever the order of verify, refute, merge and unmerge."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.decisions import decide
from nvfacts.kb import load
from nvfacts.merging import Cluster, apply, find_clusters, unmerge
from nvfacts.model import Fact

CLAIM = "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU."
STORE = """sources:
  - id: card
    kind: knowledge-card
  - id: sheet
    kind: datasheet
facts:
  - id: kept
    claim: "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU."
    sources:
      - source: sheet
  - id: c8
    claim: "NVLink 4.0 provides 900GB/s of bidirectional bandwidth per GPU"
    tags: [hopper]
    confidence: 0.7
    assertions:
      - {subject: NVLink 4.0, attribute: bandwidth, value: 900, unit: GB/s}
    sources:
      - source: card
        confidence: 0.7
  - id: c9
    claim: "NVLink 4.0 provides 900 GB/s bidirectional bandwidth per GPU."
    sources:
      - source: card
"""
DAY = datetime.date(2026, 11, 30)


def _store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE, encoding="utf-8")
    return path


def _facts(path: Path) -> dict[str, Fact]:
    return {f.id: f for f in load(path).facts}


def _score(path: Path, fact_id: str) -> float:
    kb = load(path)
    return kb.score(kb.get(fact_id))


def test_a_refuted_fact_is_not_merged_into_one_that_stands(tmp_path: Path) -> None:
    path = _store(tmp_path)
    assert {frozenset(c.ids) for c in find_clusters(load(path))} == \
        {frozenset({"kept", "c8", "c9"})}
    decide(path, "c8", "refuted", "the card misquotes the datasheet", today=DAY)
    result = CliRunner().invoke(app, ["dedup", "--apply", "--store", str(path), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    assert "c8" not in json.loads(result.stdout)["merged"]
    assert _facts(path)["c8"].history[0].evidence == "the card misquotes the datasheet"


def test_merge_carries_history_tags_and_assertions_and_unmerge_restores_them(
        tmp_path: Path) -> None:
    path = _store(tmp_path)
    decide(path, "c8", "verified", "checked against the datasheet", today=DAY)
    # a decided fact merges only into a decided one (merging.DECIDED)
    decide(path, "kept", "verified", "the datasheet", today=DAY)
    before = _facts(path)["c8"]
    score_before = _score(path, "c8")
    apply(path, [Cluster(["kept", "c8"], "kept")])
    mention = _facts(path)["kept"].merged[0]
    assert (mention.history, mention.tags, mention.assertions, mention.status) == \
        (before.history, before.tags, before.assertions, "verified")
    restored = unmerge(path, "c8")
    assert restored == before
    assert _facts(path)["c8"] == before
    assert abs(_score(path, "c8") - score_before) < 1e-9


def test_a_decision_on_a_merged_id_applies_to_its_wording(tmp_path: Path) -> None:
    path = _store(tmp_path)
    apply(path, [Cluster(["kept", "c8"], "kept")])
    unrefuted = _score(path, "kept")
    result = CliRunner().invoke(app, ["refute", "c8", "--evidence", "wrong figure", "--store",
                                      str(path), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    kept = _facts(path)["kept"]
    assert kept.history == [] and kept.merged[0].history[0].evidence == "wrong figure"
    assert _score(path, "kept") < unrefuted
    explained = CliRunner().invoke(app, ["explain", "kept", "--store", str(path), "-f", "json"])
    assert any("merged wording c8" in t["term"] for t in json.loads(explained.stdout)["terms"])
    restored = unmerge(path, "c8")
    assert restored.status == "refuted" and restored.history[0].evidence == "wrong figure"
    assert _score(path, "c8") < 0.05


def test_a_decision_landing_between_finding_and_applying_a_merge_is_kept(
        tmp_path: Path) -> None:
    path = _store(tmp_path)
    read = load(path)
    clusters = find_clusters(read)
    decide(path, "c9", "verified", "seen in the datasheet", today=DAY)  # lands meanwhile
    apply(path, clusters, read.loaded)
    everything = [d.evidence for f in _facts(path).values() for _, d in f.decisions()]
    assert everything == ["seen in the datasheet"]


def test_unmerging_a_wording_takes_back_the_wordings_that_came_with_it(
        tmp_path: Path) -> None:
    path = _store(tmp_path)
    apply(path, [Cluster(["c8", "c9"], "c8")])
    c8 = _facts(path)["c8"]
    apply(path, [Cluster(["kept", "c8"], "kept")])
    assert [(m.id, m.via) for m in _facts(path)["kept"].merged] == [("c8", None), ("c9", "c8")]
    assert unmerge(path, "c8") == c8
    assert _facts(path)["kept"].merged == []


_OPS = st.lists(st.tuples(st.sampled_from(["verify", "refute", "merge", "unmerge"]),
                          st.sampled_from(["kept", "c8", "c9"]),
                          st.sampled_from(["kept", "c8", "c9"])), max_size=12)


@settings(max_examples=40, deadline=None)
@given(ops=_OPS)
def test_no_sequence_of_decisions_merges_and_unmerges_loses_a_history_entry(
        ops: list[tuple[str, str, str]]) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = _store(Path(folder))
        made: list[str] = []
        for n, (op, a, b) in enumerate(ops):
            facts = _facts(path)
            if op in ("verify", "refute"):
                decide(path, a, "verified" if op == "verify" else "refuted", f"e{n}", today=DAY)
                made.append(f"e{n}")
            elif op == "merge" and a != b and a in facts and b in facts:
                apply(path, [Cluster([a, b], a)])
            elif op == "unmerge" and a not in facts:
                unmerge(path, a)
            kept = [d.evidence for f in _facts(path).values() for _, d in f.decisions()]
            assert sorted(kept) == sorted(made)
        while top := [m.id for f in _facts(path).values() for m in f.merged if m.via is None]:
            unmerge(path, top[0])  # everything split back out
        final = _facts(path)
        assert set(final) == {"kept", "c8", "c9"}
        assert sorted(d.evidence for f in final.values() for d in f.history) == sorted(made)


def test_a_member_refuted_since_the_clusters_were_found_is_left_out_alone(tmp_path: Path) -> None:
    """apply skips a wording refuted after the clusters were found and still merges the others;
    it returns the ids it merged."""
    path = _store(tmp_path)
    clusters = find_clusters(load(path))
    decide(path, "c8", "refuted", "misquoted", today=DAY)
    assert apply(path, [Cluster(["kept", "c8", "c9"], "kept")]) == ["c9"]
    facts = _facts(path)
    assert set(facts) == {"kept", "c8"} and [m.id for m in facts["kept"].merged] == ["c9"]
    assert clusters  # found before the decision
    decide(path, "kept", "refuted", "all wrong", today=DAY)  # now the kept one is refuted
    assert apply(path, [Cluster(["kept", "c8"], "kept")]) == ["c8"]


def test_merge_errors_name_the_id(tmp_path: Path) -> None:
    import pytest

    from nvfacts.errors import UnknownFactError, UsageError

    path = _store(tmp_path)
    with pytest.raises(UnknownFactError, match="no fact has the id 'gone'"):
        apply(path, [Cluster(["gone", "c8"], "gone")])
    with pytest.raises(UsageError, match="'c8' is a fact of its own, not a merged wording"):
        unmerge(path, "c8")
    with pytest.raises(UnknownFactError, match="no merged wording has the id 'nope'"):
        unmerge(path, "nope")
    with pytest.raises(UnknownFactError, match="no fact has the id 'nope'"):
        decide(path, "nope", "verified", "x", today=DAY)


def test_unmerge_takes_back_only_what_came_with_the_wording(tmp_path: Path) -> None:
    """Two wordings merged one after the other are independent: unmerging one leaves the other
    in the kept fact, and its citations are counted once again where they stand."""
    path = _store(tmp_path)
    apply(path, [Cluster(["kept", "c8"], "kept")])
    apply(path, [Cluster(["kept", "c9"], "kept")])
    unmerge(path, "c8")
    facts = _facts(path)
    assert [m.id for m in facts["kept"].merged] == ["c9"]
    assert facts["c8"].merged == [] and facts["c8"].sources[0].independent is None


def test_wordings_that_come_along_are_marked_repeats_of_the_kept_facts_sources(
        tmp_path: Path) -> None:
    """c9 merged into c8 first (both cite the card), then c8 into a fact citing the card: every
    citation of the card that comes along is marked not independent; unmerging c8 gives back
    c9 as it was inside c8."""
    path = _store(tmp_path)
    path.write_text(STORE.replace("      - source: sheet\n", "      - source: sheet\n"
                                  "      - source: card\n", 1), encoding="utf-8")
    apply(path, [Cluster(["c8", "c9"], "c8")])
    inside = _facts(path)["c8"].merged[0]
    apply(path, [Cluster(["kept", "c8"], "kept")])
    merged = {m.id: m for m in _facts(path)["kept"].merged}
    assert merged["c9"].via == "c8"
    assert [c.independent for c in merged["c8"].sources] == [False]
    assert [c.independent for c in merged["c9"].sources] == [False]
    restored = unmerge(path, "c8")
    assert restored.merged == [inside]


def test_a_decision_names_its_source_and_declares_it_as_a_curator(tmp_path: Path) -> None:
    """verify --source S records S in the dated decision and declares S (kind curator) when the
    store did not have it; a decision on one merged wording leaves the others as they were."""
    path = _store(tmp_path)
    apply(path, [Cluster(["kept", "c8", "c9"], "kept")])
    decide(path, "c8", "verified", "checked", source="review-2026", today=DAY)
    kept = _facts(path)["kept"]
    c8, c9 = kept.merged
    assert c8.history[0].source == "review-2026" and c8.status == "verified"
    assert c9.history == [] and c9.status == "unverified"
    declared = {s.id: s for s in load(path).sources}
    assert declared["review-2026"].kind == "curator"


CHAIN = """sources:
  - {id: card, kind: knowledge-card}
  - {id: sheet, kind: datasheet}
  - {id: blog, kind: article}
facts:
  - {id: kept, claim: "NVLink 4.0 provides 900 GB/s per GPU.", sources: [{source: blog}]}
  - {id: c8, claim: "NVLink 4.0 provides 900GB/s per GPU.", sources: [{source: card}]}
  - {id: c9, claim: "NVLink 4.0 provides 900 GB/s per GPU", sources: [{source: sheet}]}
  - {id: d, claim: "NVLink 4.0 provides 900 GB/s per GPU!", sources: [{source: card}]}
"""


def test_a_chain_of_merges_unmerges_with_its_ways_and_repeats(tmp_path: Path) -> None:
    """d into c9, c9 into c8, c8 into kept; unmerging c8 gives back c9 (come directly) and d
    (come through c9), each citation marked a repeat exactly when an earlier part of c8 cites
    the same source; a citation that comes along into a fact citing its source is a repeat."""
    path = tmp_path / "facts.yaml"
    path.write_text(CHAIN.replace("{source: blog}", "{source: blog}, {source: sheet}", 1),
                    encoding="utf-8")
    apply(path, [Cluster(["c9", "d"], "c9")])
    apply(path, [Cluster(["c8", "c9"], "c8")])
    apply(path, [Cluster(["kept", "c8"], "kept")])
    inside = {m.id: m for m in _facts(path)["kept"].merged}
    assert [c.independent for c in inside["c9"].sources] == [False]  # kept cites the sheet
    path.write_text(CHAIN, encoding="utf-8")
    apply(path, [Cluster(["c9", "d"], "c9")])
    apply(path, [Cluster(["c8", "c9"], "c8")])
    apply(path, [Cluster(["kept", "c8"], "kept")])
    assert {m.id: m.via for m in _facts(path)["kept"].merged} == \
        {"c8": None, "c9": "c8", "d": "c9"}
    restored = unmerge(path, "c8")
    assert [(m.id, m.via) for m in restored.merged] == [("c9", None), ("d", "c9")]
    assert [c.independent for c in restored.sources] == [None]
    assert [c.independent for c in restored.merged[0].sources] == [None]  # sheet: first
    assert [c.independent for c in restored.merged[1].sources] == [False]  # card: c8's
    assert _facts(path)["kept"].merged == []


PLAIN = """facts:
  - id: kept
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.
    status: verified
  - id: c8
    claim: NVLink 4.0 provides 900GB/s of bidirectional bandwidth per GPU
    status: verified
    history:
      - date: '2026-11-29'
        status: refuted
        evidence: quoted by hand
      - date: 2026-11-30
        status: verified
        evidence: datasheet p3
  - id: c9
    claim: NVLink 4.0 provides 900 GB/s bidirectional bandwidth per GPU.
    status: verified
"""
"""The facts are all verified: a decided fact merges only into a decided one
(merging.DECIDED)."""


def test_a_merged_wording_keeps_each_date_as_its_fact_wrote_it(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(PLAIN, encoding="utf-8")
    before = _facts(path)
    apply(path, [Cluster(["kept", "c8"], "kept")])
    merged = path.read_text(encoding="utf-8")
    head = merged.split("        original:")[0]
    assert "          - date: 2026-11-30\n" in head  # written plain, as c8 had it
    assert "          - date: '2026-11-29'\n" in head  # quoted, as c8 had it
    mention = _facts(path)["kept"].merged[0]
    assert mention.history == before["c8"].history
    # merged on: the wording comes along from 'kept' into 'c9', its dates still as written
    apply(path, [Cluster(["c9", "kept"], "c9")])
    head = path.read_text(encoding="utf-8").split("      - id: c8\n")[1].split("original:")[0]
    assert "          - date: 2026-11-30\n" in head
    assert "          - date: '2026-11-29'\n" in head
    assert [m.history for m in _facts(path)["c9"].merged] == [[], before["c8"].history]
    unmerge(path, "kept")
    assert path.read_text(encoding="utf-8") == merged
    unmerge(path, "c8")
    assert path.read_text(encoding="utf-8") == PLAIN
