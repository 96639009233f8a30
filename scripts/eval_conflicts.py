"""Conflict detection measured on labelled claims.

    python scripts/eval_conflicts.py [--verbose]

Three sets. The blind ones were written by a helper session that saw the reference figures,
never the code: `tests/data/blind/true-claims.yaml` (claims all consistent with the reference
figures: any conflict among them is a false alarm) and `tests/data/blind/wrong-pairs.yaml` (a
right claim and a realistic wrong one: each pair should be flagged, with the right side favoured
when it cites a datasheet). The older `tests/data/conflict_pairs.yaml` was written alongside the
code. Each pair is put in a store of its own two facts; a pair is flagged when `nvfacts
conflicts` would list it.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.conflicts import find_conflicts  # noqa: E402
from nvfacts.extract import extract  # noqa: E402
from nvfacts.lexicon import lexicon  # noqa: E402
from scripts.tally import Tally  # noqa: E402

PAIRS = ROOT / "tests" / "data" / "conflict_pairs.yaml"
BLIND = ROOT / "tests" / "data" / "blind"
DATASHEET = 2.944
"""Support of a fact citing a datasheet (log-odds of reliability 0.95); the other side has none."""


@dataclass
class Score(Tally):
    """Pairs labelled conflicting (expected), flagged (predicted), and the pairs judged wrong."""

    pairs: int = 0
    wrong: list[tuple[bool, str, str]] = field(default_factory=list)


def flagged(a: str, b: str) -> bool:
    assertions = [("a", x) for x in extract(a)] + [("b", x) for x in extract(b)]
    return bool(find_conflicts(assertions, lambda _: 0.0, lexicon()))


def false_alarms() -> list[tuple[str, str, str]]:
    """Conflicts among the blind true claims, all read together: (id, id, reason)."""
    rows = yaml.safe_load((BLIND / "true-claims.yaml").read_text(encoding="utf-8"))
    assertions = [(row["id"], a) for row in rows for a in extract(row["claim"])]
    return [(*c.ids, c.reason) for c in find_conflicts(assertions, lambda _: 0.0, lexicon())]


@dataclass
class Pairs:
    """Wrong pairs flagged, and favoured the right way, by kind."""

    total: int = 0
    flagged: int = 0
    right_favoured: int = 0
    missed: list[tuple[str, str, str]] = field(default_factory=list)


def wrong_pairs(split: str | None = None) -> dict[str, Pairs]:
    rows = yaml.safe_load((BLIND / "wrong-pairs.yaml").read_text(encoding="utf-8"))
    by_kind: dict[str, Pairs] = {}
    for row in rows:
        if split not in (None, row["split"]):
            continue
        tally = by_kind.setdefault(row["kind"], Pairs())
        assertions = [("right", x) for x in extract(row["right"])] + \
            [("wrong", x) for x in extract(row["wrong"])]
        found = find_conflicts(assertions, lambda i: DATASHEET if i == "right" else 0.0,
                               lexicon())
        tally.total += 1
        tally.flagged += bool(found)
        tally.right_favoured += any(c.favoured == "right" for c in found)
        if not found:
            tally.missed.append((row["id"], row["right"], row["wrong"]))
    return by_kind


def evaluate() -> Score:
    score = Score()
    for label, a, b in yaml.safe_load(PAIRS.read_text(encoding="utf-8")):
        got = flagged(a, b)
        score.pairs += 1
        score.expected += label
        score.predicted += got
        score.right += got and label
        if got != label:
            score.wrong.append((label, a, b))
    return score


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    alarms = false_alarms()
    print(f"blind true claims: {len(alarms)} conflict(s) among them")
    for split in ("test", "dev"):
        kinds = wrong_pairs(split)
        total = sum(p.total for p in kinds.values())
        flagged = sum(p.flagged for p in kinds.values())
        favoured = sum(p.right_favoured for p in kinds.values())
        print(f"blind wrong pairs {split}: {flagged}/{total} flagged ({flagged / total:.3f}), "
              f"right side favoured in {favoured}")
        for kind, p in sorted(kinds.items()):
            print(f"  {kind:<22} {p.flagged}/{p.total} flagged, {p.right_favoured} favoured right")
    s = evaluate()
    print(f"written alongside: {s.pairs} pairs, {s.expected} conflicts labelled, {s.predicted} "
          f"flagged, {s.right} right: precision {s.precision:.3f}, recall {s.recall:.3f}")
    if args.verbose:
        for a, b, reason in alarms:
            print(f"- false alarm {a} / {b}: {reason}")
        for split in ("test", "dev"):
            for kind, p in wrong_pairs(split).items():
                for pid, right, wrong in p.missed:
                    print(f"- missed [{split} {kind} {pid}]\n    {right}\n    {wrong}")
        for label, a, b in s.wrong:
            print(f"- labelled {'conflict' if label else 'no conflict'}:\n    {a}\n    {b}")


if __name__ == "__main__":
    main()
