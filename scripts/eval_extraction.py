"""Precision and recall of claim extraction on the labelled set (tests/data/extraction.yaml).

    python scripts/eval_extraction.py [--verbose]

An extracted assertion counts as right when subject, attribute, value, direction and scope all
equal a labelled one's.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.extract import extract  # noqa: E402
from scripts.tally import Tally  # noqa: E402

LABELS = ROOT / "tests" / "data" / "extraction.yaml"
Key = tuple[str, str, float, str | None, str | None]


@dataclass
class Score(Tally):
    """Assertions labelled (expected) and extracted (predicted), and the claims read wrong."""

    claims: int = 0
    wrong: list[tuple[str, list[Key], list[Key]]] = field(default_factory=list)


def labelled() -> list[tuple[str, list[Key]]]:
    rows = yaml.safe_load(LABELS.read_text(encoding="utf-8"))
    return [(row["claim"], [(e["subject"], e["attribute"], float(e["value"]),
                             e.get("direction"), e.get("scope")) for e in row["expect"]])
            for row in rows]


def evaluate() -> Score:
    score = Score()
    for claim, expected in labelled():
        got: list[Key] = [(a.subject, a.attribute, a.value, a.direction, a.scope)
                          for a in extract(claim)]
        right = sum((Counter(got) & Counter(expected)).values())
        score.claims += 1
        score.expected += len(expected)
        score.predicted += len(got)
        score.right += right
        if Counter(got) != Counter(expected):
            score.wrong.append((claim, expected, got))
    return score


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--verbose", action="store_true", help="list the claims read wrong")
    args = parser.parse_args()
    score = evaluate()
    print(f"{score.claims} claims, {score.expected} labelled assertions, {score.predicted} "
          f"extracted, {score.right} right: precision {score.precision:.3f}, "
          f"recall {score.recall:.3f}")
    if args.verbose:
        for claim, expected, got in score.wrong:
            print(f"- {claim}\n    expected {expected}\n    got      {got}")


if __name__ == "__main__":
    main()
