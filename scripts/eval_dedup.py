"""Measure the duplicate matcher: precision and recall on the labelled pairs, and candidate
recall against exhaustive comparison on a synthetic store.

    python scripts/eval_dedup.py                 # labelled pairs, with the chosen scorer
    python scripts/eval_dedup.py --scorers       # every rapidfuzz scorer at several thresholds
    python scripts/eval_dedup.py --candidates 10000
    python scripts/eval_dedup.py --planted 100000  # the pairs planted in a synthetic store
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts import dedup  # noqa: E402
from nvfacts.lang import detect  # noqa: E402
from scripts.tally import Tally  # noqa: E402

PAIRS = ROOT / "tests" / "data" / "dedup_pairs.yaml"


@dataclass
class Score(Tally):
    """Duplicate pairs labelled (expected), matched (predicted), and what went wrong."""

    pairs: int = 0
    negatives_merged: list[tuple[str, str, str]] = field(default_factory=list)
    missed: list[tuple[str, str]] = field(default_factory=list)


def evaluate(threshold: float = dedup.THRESHOLD) -> Score:
    rows = yaml.safe_load(PAIRS.read_text(encoding="utf-8"))
    texts = [t for row in rows for t in (row["a"], row["b"])]
    matcher = dedup.Deduper(texts, [detect(t) for t in texts], threshold=threshold)
    found = {(m.a, m.b) for m in matcher.matches((2 * k, 2 * k + 1) for k in range(len(rows)))}
    score = Score()
    for k, row in enumerate(rows):
        got = (2 * k, 2 * k + 1) in found
        score.pairs += 1
        score.expected += row["duplicate"]
        score.predicted += got
        score.right += got and row["duplicate"]
        if got and not row["duplicate"]:
            score.negatives_merged.append((row["kind"], row["a"], row["b"]))
        if row["duplicate"] and not got:
            score.missed.append((row["a"], row["b"]))
    return score


def scorers() -> None:
    from rapidfuzz import fuzz

    rows = yaml.safe_load(PAIRS.read_text(encoding="utf-8"))
    norms = [(dedup.normalise(r["a"]), dedup.normalise(r["b"]), r["duplicate"]) for r in rows]
    for name in ("ratio", "token_sort_ratio", "token_set_ratio", "partial_ratio", "WRatio"):
        scorer = getattr(fuzz, name)
        cells = []
        for threshold in (80, 85, 90, 95):
            hits = [(scorer(a, b) >= threshold, d) for a, b, d in norms]
            tp = sum(h and d for h, d in hits)
            fp = sum(h and not d for h, d in hits)
            fn = sum(d and not h for h, d in hits)
            cells.append(f"@{threshold}: P {tp / max(1, tp + fp):.2f} R {tp / max(1, tp + fn):.2f}")
        print(f"{name:17} (score alone, no guard) " + "; ".join(cells))


def candidate_recall(n: int) -> None:
    from rapidfuzz import fuzz, process

    from benchmarks.synthetic import generate

    claims, _ = generate(n, seed=11)
    texts = [c.text for c in claims]
    start = time.perf_counter()
    matcher = dedup.Deduper(texts, ["en"] * n)
    blocked = {(m.a, m.b) for m in matcher.matches()}
    took = time.perf_counter() - start
    first = matcher.first
    start = time.perf_counter()
    matrix = process.cdist(matcher.norms, matcher.norms, scorer=fuzz.token_sort_ratio,
                           score_cutoff=dedup.THRESHOLD, workers=-1, dtype="uint8")
    exhaustive = set()
    for i, j in zip(*matrix.nonzero(), strict=True):
        if i < j and dedup.guard(matcher.sig(i), matcher.sig(j)) is None:
            exhaustive.add((int(i), int(j)))
    exhaustive_took = time.perf_counter() - start
    found = sum(first[i] == first[j] or tuple(sorted((first[i], first[j]))) in blocked
                for i, j in exhaustive)
    print(f"{n} claims: blocking found {found} of {len(exhaustive)} exhaustive matches "
          f"(candidate recall {found / max(1, len(exhaustive)):.4f}); matcher {took:.1f} s, "
          f"exhaustive comparison {exhaustive_took:.1f} s")


def planted(n: int) -> None:
    """How many of the duplicates and hard negatives planted in a synthetic store of ``n``
    claims end up in one cluster, and why the missed duplicates were refused."""
    from collections import Counter

    from benchmarks.synthetic import generate

    claims, pairs = generate(n, seed=13)  # the benchmark's store
    start = time.perf_counter()
    matcher = dedup.Deduper([c.text for c in claims], ["en"] * n)
    owner = {i: k for k, group in enumerate(matcher.clusters(matcher.matches()))
             for i in group}
    took = time.perf_counter() - start
    position = {c.id: i for i, c in enumerate(claims)}
    merged: Counter[bool] = Counter()
    refused: Counter[str] = Counter()
    for pair in pairs:
        a, b = position[str(pair["a"])], position[str(pair["b"])]
        together = a in owner and owner.get(a) == owner.get(b)
        merged[bool(pair["duplicate"])] += together
        if pair["duplicate"] and not together:
            refused[dedup.guard(matcher.sig(a), matcher.sig(b)) or "scored under the "
                    "threshold or not a candidate"] += 1
    total = Counter(bool(p["duplicate"]) for p in pairs)
    print(f"{n} claims ({took:.1f} s): planted duplicates merged {merged[True]} of "
          f"{total[True]}, planted hard negatives merged {merged[False]} of {total[False]}; "
          f"duplicates missed: {dict(refused)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scorers", action="store_true")
    parser.add_argument("--candidates", type=int)
    parser.add_argument("--planted", type=int)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if args.scorers:
        scorers()
    if args.candidates:
        candidate_recall(args.candidates)
    if args.planted:
        planted(args.planted)
    s = evaluate()
    print(f"{s.pairs} labelled pairs, {s.expected} duplicates: {s.predicted} matched, "
          f"{s.right} right: precision {s.precision:.3f}, recall {s.recall:.3f}, "
          f"hard negatives merged {len(s.negatives_merged)}")
    if args.verbose:
        for kind, a, b in s.negatives_merged:
            print(f"- merged a hard negative ({kind}):\n    {a}\n    {b}")
        for a, b in s.missed:
            print(f"- missed:\n    {a}\n    {b}")


if __name__ == "__main__":
    main()
