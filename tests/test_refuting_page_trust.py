"""New-user trial 28: a knowledge card labelling five true, well-supported datasheet facts
'90%Refuted' rose from its 0.55 prior to a learned trust of 0.82 ('5 standing, 0 beaten': the
statements it called false stood, and counted as its wins), and the higher trust made its
refutation bite harder (a true datasheet fact 0.945 -> 0.784). A page calling a standing
statement false is wrong about it, and one calling a beaten statement false is right."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app

TRUE_CLAIMS = [
    "The A100 has 12 NVLink 3.0 links.",
    "NVLink 4.0 was introduced in 2022 with the H100.",
    "The H100 SXM5 GPU has 18 NVLink 4.0 links.",
    "PCIe 5.0 x16 provides about 64 GB/s per direction.",
    "DGX H100 has 8 GPUs.",
]
WRONG_CLAIMS = [
    "The A100 has 18 NVLink 3.0 links.",
    "NVLink 4.0 was introduced in 2020.",
    "The H100 SXM5 GPU has 12 NVLink 4.0 links.",
    "PCIe 5.0 x16 provides about 128 GB/s per direction.",
    "DGX H100 has 16 GPUs.",
]


def _store(tmp_path: Path, labelled: list[str]) -> Path:
    """The datasheet and a forum state TRUE_CLAIMS, another forum WRONG_CLAIMS, and a card
    labels each of ``labelled`` 90%Refuted (and states one claim of its own, bare)."""
    lines = ["sources:", "  - {id: datasheet, kind: datasheet}", "  - {id: forum, kind: forum}",
             "  - {id: rumours, kind: forum}", "  - {id: card, kind: knowledge-card}",
             "facts:"]
    for n, claim in enumerate(TRUE_CLAIMS):
        cites = "[{source: datasheet}, {source: forum}]"
        if claim in labelled:
            cites = "[{source: datasheet}, {source: forum}, {source: card, confidence: 0.9, " \
                "status: refuted}]"
        lines.append(f"  - {{id: t{n}, claim: '{claim}', sources: {cites}}}")
    for n, claim in enumerate(WRONG_CLAIMS):
        cites = "[{source: rumours}]"
        if claim in labelled:
            cites = "[{source: rumours}, {source: card, confidence: 0.9, status: refuted}]"
        lines.append(f"  - {{id: w{n}, claim: '{claim}', sources: {cites}}}")
    lines.append("  - {id: own, claim: 'NVLink 5.0 provides 1.8 TB/s of bidirectional "
                 "bandwidth per GPU.', sources: [{source: card}]}")
    store = tmp_path / "facts.yaml"
    store.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return store


def _json(store: Path, *args: str) -> Any:
    result = CliRunner().invoke(app, ["--store", str(store), *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def _learned(term: dict[str, Any]) -> float:
    return float(re.search(r"learned trust ([0-9.]+)", term["term"]).group(1))  # type: ignore


def _card_term(store: Path, fact_id: str) -> dict[str, Any]:
    (term,) = [t for t in _json(store, "explain", fact_id)["terms"]
               if t["term"].startswith("source card ")]
    return dict(term)


def test_a_page_calling_standing_statements_false_loses_trust(tmp_path: Path) -> None:
    store = _store(tmp_path, TRUE_CLAIMS)
    trust = _json(store, "export", "--all")["sources"]["card"]["trust"]
    assert trust < 0.55  # its prior: wrong five times out of five
    term = _card_term(store, "t0")
    # in t0's group its trust is learned from the four other statements it calls false
    assert "0 standing, 0 beaten by a rival" in term["term"], term
    assert "4 it labels refuted that stand, 0 it labels refuted that lose" in term["term"]
    assert _learned(term) < 0.3 and term["logit"] > -0.6
    # the true datasheet fact keeps most of its score (0.945 -> 0.784 in the trial)
    (tmp_path / "none").mkdir()
    before = _json(_store(tmp_path / "none", []), "explain", "t0")["confidence"]
    assert before - 0.06 < _json(store, "explain", "t0")["confidence"] < before


def test_a_page_calling_beaten_statements_false_gains_trust(tmp_path: Path) -> None:
    store = _store(tmp_path, WRONG_CLAIMS)
    trust = _json(store, "export", "--all")["sources"]["card"]["trust"]
    assert trust > 0.55  # right five times out of five
    term = _card_term(store, "w0")
    assert "0 it labels refuted that stand, 4 it labels refuted that lose" in term["term"]
    # its own bare claim is backed at the trust it earned
    own = [t for t in _json(store, "explain", "own")["terms"]
           if t["term"].startswith("source card ")]
    assert own and _learned(own[0]) > 0.6


def test_the_python_api_names_what_a_trust_was_learned_from(tmp_path: Path) -> None:
    """The counts a learned trust rests on are named (TrustBasis), the same whether the page's
    labels were wrong or right, so a caller reads them without knowing their order."""
    from nvfacts.analysis.consensus import TrustBasis, trust_bases
    from nvfacts.kb import load

    wrong = trust_bases(load(_store(tmp_path, TRUE_CLAIMS)).analysis.consensus)
    (tmp_path / "right").mkdir()
    right = trust_bases(load(_store(tmp_path / "right", WRONG_CLAIMS)).analysis.consensus)
    card = [o for o, g in wrong if g == -1 and "card" in o]
    assert card, wrong
    assert wrong[(card[0], -1)] == TrustBasis(denied_standing=5)
    assert right[(card[0], -1)] == TrustBasis(denied_losing=5)
