"""`nvfacts answer` measured on the blind questions, beside the classic truth-discovery methods.

    python scripts/eval_answers.py [--split test|dev] [--compare] [--verbose]

The questions (`tests/data/blind/answers/questions.yaml`, written by a helper session from the
reference figures without seeing the code) name a store (`bundled` or a file beside them), the
statement that must come first, rivals it must beat, facts it must cite, forms that must not be
rivals and, for one, the highest score allowed. A question passes when all of them hold; the
table also gives "first", the share whose first statement is the expected one.

`--compare` ranks the same candidate statements by majority voting (how many source ids assert
each) and by TruthFinder (Yin, Han and Yu, KDD 2007: t(w) = mean confidence of w's facts,
tau(w) = -ln(1 - t(w)), sigma*(f) = sum of tau over f's sources - rho * sum of sigma over f's
rivals, s(f) = 1 / (1 + exp(-gamma sigma*(f))), t0 = 0.9, rho = 0.5, gamma = 0.3, until the
trust vector moves by less than 1e-6 in cosine). Both see every source id as a source (they do
not know copies of one page) and every fact without a source as a source of its own; they are
implemented here because the `truthdiscovery` package does not install (it needs pycairo built
from source). Ties are broken by the ledger's order.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.analysis.answer import answer, read_question, subjects_for  # noqa: E402
from nvfacts.analysis.consensus import Consensus  # noqa: E402
from nvfacts.kb import KnowledgeBase, load  # noqa: E402
from nvfacts.lexicon import lexicon  # noqa: E402

FOLDER = ROOT / "tests" / "data" / "blind" / "answers"
QUESTIONS = FOLDER / "questions.yaml"
METHODS = ("nvfacts", "majority", "truthfinder")


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def _forms(value: float, direction: str | None) -> list[tuple[float, str | None]]:
    """A bandwidth's forms: the same figure in the other direction counts as the same entry."""
    if direction == "bidirectional":
        return [(value, direction), (value / 2, "unidirectional")]
    if direction == "unidirectional":
        return [(value, direction), (value * 2, "bidirectional")]
    return [(value, direction)]


def matches(record: dict[str, Any], entry: dict[str, Any]) -> bool:
    """Whether a statement (or rival) matches a must_beat / not_rivals entry, on the fields the
    entry gives, in any equivalent direction."""
    if "scope" in entry and record.get("scope") != entry["scope"]:
        return False
    for value, direction in _forms(record["value"], record.get("direction")):
        if "value" in entry and not _same(value, float(entry["value"])):
            continue
        if "direction" in entry and direction != entry["direction"]:
            continue
        return True
    return False


def expected(record: dict[str, Any], question: dict[str, Any]) -> bool:
    want = question["expect"]
    accept = question.get("accept") or {}
    if record["subject"] not in [want["subject"], *accept.get("subject", [])]:
        return False
    if record["attribute"] != want["attribute"] or not _same(record["value"], want["value"]):
        return False
    if want["attribute"] == "bandwidth":
        if record["direction"] not in [want["direction"], *accept.get("direction", [])]:
            return False
        if record["scope"] not in [want["scope"], *accept.get("scope", [])]:
            return False
    return True


def judge(found: list[dict[str, Any]], question: dict[str, Any]) -> list[str]:
    """What is wrong with an answer (nothing when it passes)."""
    if not found:
        return ["no answer"]
    first = found[0]
    wrong = []
    if not expected(first, question):
        wrong.append(f"first is {first['subject']} {first['value']:g} {first['direction']} "
                     f"{first['scope']}")
    for entry in question.get("must_beat") or []:
        if matches(first, entry) and not expected(first, question):
            wrong.append(f"did not beat {entry}")
    missing = set(question.get("must_cite") or []) - set(first["facts"])
    if missing:
        wrong.append(f"does not cite {sorted(missing)}")
    for entry in question.get("not_rivals") or []:
        same = [r for r in found[1:] if (r["subject"], r["attribute"], r["scope"]) ==
                (first["subject"], first["attribute"], first["scope"])]
        if any(matches(r, entry) for r in [*first["rivals"], *same]):
            wrong.append(f"{entry} is a rival")
    limit = question.get("max_score")
    if limit is not None and first["score"] > limit:
        wrong.append(f"score {first['score']} above {limit}")
    return wrong


# -- the classics ---------------------------------------------------------------------------


def _claims(kb: KnowledgeBase) -> tuple[Consensus, dict[int, set[str]]]:
    """Each statement's sources as the classics see them: source ids, unsourced facts."""
    found = kb.analysis.consensus
    by_id = {f.id: f for f in kb.facts}
    said: dict[int, set[str]] = defaultdict(set)
    for i, s in enumerate(found.statements):
        for fact_id in s.facts:
            cites = {c.source for c in by_id[fact_id].citations()}
            said[i] |= cites or {"fact:" + fact_id}
    return found, said


def majority(kb: KnowledgeBase) -> dict[int, float]:
    _, said = _claims(kb)
    return {i: float(len(s)) for i, s in said.items()}


def truthfinder(kb: KnowledgeBase, *, t0: float = 0.9, rho: float = 0.5, gamma: float = 0.3,
                rounds: int = 100) -> dict[int, float]:
    found, said = _claims(kb)
    sources = sorted({w for ws in said.values() for w in ws})
    facts_of: dict[str, list[int]] = defaultdict(list)
    for i, ws in said.items():
        for w in ws:
            facts_of[w].append(i)
    trust = dict.fromkeys(sources, t0)
    belief: dict[int, float] = {}
    for _ in range(rounds):
        tau = {w: -math.log(max(1 - t, 1e-9)) for w, t in trust.items()}
        sigma = {i: sum(tau[w] for w in ws) for i, ws in said.items()}
        belief = {i: 1 / (1 + math.exp(-gamma * (sigma[i] - rho * sum(
            sigma.get(j, 0.0) for j in found.statements[i].rivals)))) for i in said}
        new = {w: sum(belief[i] for i in facts_of[w]) / len(facts_of[w]) for w in sources}
        dot = sum(trust[w] * new[w] for w in sources)
        norm = math.sqrt(sum(v * v for v in trust.values()) * sum(v * v for v in new.values()))
        trust = new
        if not sources or 1 - dot / norm < 1e-6:
            break
    return belief


# -- running ----------------------------------------------------------------------------------


@dataclass
class Row:
    """Questions of one store and split: how many, and how many each method got right."""

    questions: int = 0
    passed: dict[str, int] = field(default_factory=lambda: dict.fromkeys(METHODS, 0))
    first: dict[str, int] = field(default_factory=lambda: dict.fromkeys(METHODS, 0))
    failures: list[str] = field(default_factory=list)


def _kb(store: str, cache: dict[str, KnowledgeBase]) -> KnowledgeBase:
    if store not in cache:
        cache[store] = load(ROOT / "data" / "facts.yaml" if store == "bundled"
                            else FOLDER / store)
    return cache[store]


def _ask(kb: KnowledgeBase, text: str,
         belief: Callable[[dict[str, Any]], float] | None = None) -> list[dict[str, Any]]:
    lex = lexicon()
    question = read_question(text, lex)
    records = kb.view.statements(subjects_for(question, lex), question.attribute)
    return answer(records, question, lex, belief)


def evaluate(split: str | None = None, compare: bool = False) -> dict[tuple[str, str], Row]:
    """Rows by (split, store) for the questions of ``split`` (all when None)."""
    data = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    cache: dict[str, KnowledgeBase] = {}
    beliefs: dict[tuple[str, str], dict[tuple[str, ...], float]] = {}
    rows: dict[tuple[str, str], Row] = defaultdict(Row)
    for q in data["questions"]:
        if split and q["split"] != split:
            continue
        kb = _kb(q["store"], cache)
        row = rows[(q["split"], q["store"])]
        row.questions += 1
        methods = METHODS if compare else METHODS[:1]
        for method in methods:
            belief = None
            if method != "nvfacts":
                key = (method, q["store"])
                if key not in beliefs:
                    scores = (majority if method == "majority" else truthfinder)(kb)
                    statements = kb.analysis.consensus.statements
                    beliefs[key] = {(s.subject, s.attribute, *s.facts): scores.get(i, 0.0)
                                    for i, s in enumerate(statements)}
                table = beliefs[key]

                def belief(r: dict[str, Any], table: dict[tuple[str, ...], float] = table
                           ) -> float:
                    return table.get((r["subject"], r["attribute"], *r["facts"]), 0.0)

            found = _ask(kb, q["question"], belief)
            wrong = judge(found, q)
            row.first[method] += bool(found) and expected(found[0], q)
            if method != "nvfacts":  # the classics are judged on the first statement only
                continue
            row.passed[method] += not wrong
            if wrong:
                row.failures.append(f"{q['id']} ({q['question']}): {'; '.join(wrong)}")
    return dict(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--split", choices=["test", "dev"])
    parser.add_argument("--compare", action="store_true",
                        help="also majority voting and TruthFinder on the same statements")
    parser.add_argument("--verbose", action="store_true", help="list the failures")
    args = parser.parse_args()
    rows = evaluate(args.split, args.compare)
    methods = METHODS if args.compare else METHODS[:1]
    head = "| split | store | questions | all checks (nvfacts) | " + \
        " | ".join(f"first: {m}" for m in methods) + " |"
    print(head)
    print("|" + "---|" * (head.count("|") - 1))
    totals: dict[str, Row] = defaultdict(Row)
    for (split, store), row in sorted(rows.items()):
        print(f"| {split} | {store} | {row.questions} | {row.passed['nvfacts']} | " +
              " | ".join(str(row.first[m]) for m in methods) + " |")
        total = totals[split]
        total.questions += row.questions
        for m in methods:
            total.passed[m] += row.passed[m]
            total.first[m] += row.first[m]
        total.failures += row.failures
    for split, total in sorted(totals.items()):
        print(f"| {split} | all | {total.questions} | {total.passed['nvfacts']} | " +
              " | ".join(str(total.first[m]) for m in methods) + " |")
    if args.verbose:
        for split, total in sorted(totals.items()):
            for failure in total.failures:
                print(f"{split}: {failure}")


if __name__ == "__main__":
    main()
