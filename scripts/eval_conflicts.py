"""Precision and recall of conflict detection on labelled pairs (tests/data/conflict_pairs.yaml).

    python scripts/eval_conflicts.py [--verbose]

Each pair is put in a store of its own two facts; a pair is flagged when `nvfacts conflicts`
would list it.
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


@dataclass
class Score(Tally):
    """Pairs labelled conflicting (expected), flagged (predicted), and the pairs judged wrong."""

    pairs: int = 0
    wrong: list[tuple[bool, str, str]] = field(default_factory=list)


def flagged(a: str, b: str) -> bool:
    assertions = [("a", x) for x in extract(a)] + [("b", x) for x in extract(b)]
    return bool(find_conflicts(assertions, lambda _: 0.0, lexicon()))


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
    s = evaluate()
    print(f"{s.pairs} pairs, {s.expected} conflicts labelled, {s.predicted} flagged, {s.right} "
          f"right: precision {s.precision:.3f}, recall {s.recall:.3f}")
    if args.verbose:
        for label, a, b in s.wrong:
            print(f"- labelled {'conflict' if label else 'no conflict'}:\n    {a}\n    {b}")


if __name__ == "__main__":
    main()
