"""Whether a fact's score means what it says, measured on stores written blind to the code.

    python scripts/eval_calibration.py [--split dev|test|all] [--bins 5] [--verbose]

Each split is a store (`tests/data/blind/calibration/SPLIT.yaml`) that a helper session wrote
from the reference figures without seeing the code, as a curator's store looks (sources of
every kind, copied pages, knowledge cards' own confidence labels, popular errors repeated),
and a label of every fact, right or wrong by the reference figures (`SPLIT.truth.yaml`).

For each store: the facts binned by score (equal widths), and per bin how many, their mean
score and the share right: a calibrated score has the two equal (0.9: right nine times in
ten). Then the expected calibration error (ECE: each bin's |mean score - share right|
weighted by its size), the Brier score (mean squared distance of score and truth) and the AUC
(the chance that a right fact outscores a wrong one, ties half), for nvfacts' score and for a
baseline that reads no other claim: the best single citation's probability as scoring reads it
(p = r c + (1 - r) / 2 with the source's reliability r and the confidence c it reported, p = r
when it reported none; a fact citing nothing: its stored confidence, else 0.5). Figures are
also given per kind of input: the claim's language and how many sources a fact cites.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.kb import KnowledgeBase, load  # noqa: E402
from nvfacts.lang import detect  # noqa: E402
from nvfacts.model import Fact  # noqa: E402
from nvfacts.scoring import reliability, right  # noqa: E402

FOLDER = ROOT / "tests" / "data" / "blind" / "calibration"
SPLITS = ("dev", "test")


@dataclass(frozen=True)
class Judged:
    """One labelled fact: its id, what nvfacts scored it, the baseline, its truth, its kinds."""

    id: str
    score: float
    baseline: float
    right: bool
    lang: str
    cited: str


def baseline(kb: KnowledgeBase, fact: Fact) -> float:
    """The best single citation's probability, as scoring reads one source alone."""
    sources = {s.id: s for s in kb.sources}
    best = None
    for c in fact.sources:
        p = right(reliability(sources.get(c.source)), c.confidence)
        best = p if best is None else max(best, p)
    if best is not None:
        return best
    return fact.confidence if fact.confidence is not None else 0.5


def judged(split: str) -> list[Judged]:
    """Every labelled fact of a split's store, scored."""
    kb = load(FOLDER / f"{split}.yaml")
    truth = yaml.safe_load((FOLDER / f"{split}.truth.yaml").read_text(encoding="utf-8"))
    found = []
    for fact in kb.facts:
        label = truth.get(fact.id)
        if label is None:
            continue
        n = len({c.source for c in fact.sources})
        found.append(Judged(fact.id, kb.score(fact), baseline(kb, fact), bool(label["right"]),
                            detect(fact.claim), "none" if n == 0 else "one" if n == 1
                            else "several"))
    return found


def bins(items: Sequence[Judged], score: Callable[[Judged], float], n: int
         ) -> list[tuple[float, float, int, float, float]]:
    """Per bin of equal width: its bounds, how many, the mean score, the share right."""
    out = []
    for k in range(n):
        low, high = k / n, (k + 1) / n
        inside = [j for j in items if low <= score(j) < high or (k == n - 1 and score(j) == 1)]
        if inside:
            out.append((low, high, len(inside), sum(map(score, inside)) / len(inside),
                        sum(j.right for j in inside) / len(inside)))
    return out


def ece(items: Sequence[Judged], score: Callable[[Judged], float], n: int) -> float:
    return sum(size * abs(mean - share) for _, _, size, mean, share in bins(items, score, n)) \
        / max(1, len(items))


def brier(items: Sequence[Judged], score: Callable[[Judged], float]) -> float:
    return sum((score(j) - j.right) ** 2 for j in items) / max(1, len(items))


def auc(items: Sequence[Judged], score: Callable[[Judged], float]) -> float | None:
    right = [score(j) for j in items if j.right]
    wrong = [score(j) for j in items if not j.right]
    if not right or not wrong:
        return None
    won = sum(1.0 if r > w else 0.5 if r == w else 0.0 for r in right for w in wrong)
    return won / (len(right) * len(wrong))


def _ours(j: Judged) -> float:
    return j.score


def _theirs(j: Judged) -> float:
    return j.baseline


def summary(name: str, items: Sequence[Judged], n: int) -> str:
    wrong = sum(not j.right for j in items)
    parts = [f"{name:<22} {len(items):4d} facts {wrong:4d} wrong"]
    for label, score in (("nvfacts", _ours), ("baseline", _theirs)):
        a = auc(items, score)
        parts.append(f"{label} ECE {ece(items, score, n):.3f} Brier {brier(items, score):.3f} "
                     f"AUC {'-' if a is None else f'{a:.3f}'}")
    return "  ".join(parts)


def report(split: str, n: int, verbose: bool) -> list[str]:
    items = judged(split)
    lines = [summary(f"blind {split}", items, n)]
    for field, kinds in (("lang", ("en", "zh")), ("cited", ("none", "one", "several"))):
        for kind in kinds:
            part = [j for j in items if getattr(j, field) == kind]
            if part:
                lines.append(summary(f"  {field} {kind}", part, n))
    lines.append("  bins of the nvfacts score: range, facts, mean score, share right")
    for low, high, size, mean, share in bins(items, _ours, n):
        lines.append(f"    {low:.1f}-{high:.1f} {size:4d} {mean:.3f} {share:.3f}")
    if verbose:
        for j in sorted(items, key=lambda j: -abs(j.score - j.right)):
            lines.append(f"    {j.id}: score {j.score:.3f}, {'right' if j.right else 'wrong'}")
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=(*SPLITS, "all"), default="all")
    parser.add_argument("--bins", type=int, default=5)
    parser.add_argument("--verbose", action="store_true",
                        help="list every fact, worst calibrated first (dev only, please)")
    args = parser.parse_args(argv)
    for split in SPLITS if args.split == "all" else (args.split,):
        print("\n".join(report(split, args.bins, args.verbose)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
