"""Query ranking measured on labelled searches.

    python scripts/eval_search.py [--split test|dev] [--verbose]

`tests/data/blind/answers/searches.yaml` holds 50 searches typed as users type them (keywords,
misspellings, questions, Chinese), written by a helper session that never saw the code, each
with the ids of the facts that answer it. A search passes when one of those ids is among the
first three facts `nvfacts query TEXT` returns on the bundled store. Tune on `dev`; `test` is
the held-out measure.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.kb import load  # noqa: E402

SEARCHES = ROOT / "tests" / "data" / "blind" / "answers" / "searches.yaml"
STORE = ROOT / "data" / "facts.yaml"
TOP = 3


@dataclass(frozen=True)
class Result:
    """One search: what was asked, the ids that answer it, and the first ids returned."""

    id: str
    split: str
    lang: str
    query: str
    wanted: tuple[str, ...]
    top: tuple[str, ...]

    @property
    def passed(self) -> bool:
        return any(i in self.wanted for i in self.top[:TOP])


def evaluate(split: str | None = None) -> list[Result]:
    """Run every labelled search (of ``split`` when given) on the bundled store."""
    rows = yaml.safe_load(SEARCHES.read_text(encoding="utf-8"))["searches"]
    kb = load(STORE)
    results = []
    for row in rows:
        if split not in (None, row["split"]):
            continue
        top = tuple(f["id"] for f in kb.query(row["query"], limit=TOP))
        results.append(Result(row["id"], row["split"], row["lang"], row["query"],
                              tuple(row["top3_any"]), top))
    return results


def share(results: list[Result]) -> float:
    """The share of searches with a right fact in the top three."""
    return sum(r.passed for r in results) / len(results) if results else 1.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["test", "dev"])
    parser.add_argument("--verbose", action="store_true", help="list the searches that fail")
    args = parser.parse_args()
    results = evaluate(args.split)
    print(f"{'split':<6} {'lang':<4} {'searches':>8} {'top-3':>6}")
    for split in sorted({r.split for r in results}, reverse=True):
        in_split = [r for r in results if r.split == split]
        for lang in sorted({r.lang for r in in_split}):
            group = [r for r in in_split if r.lang == lang]
            print(f"{split:<6} {lang:<4} {len(group):>8} {share(group):>6.2f}")
        print(f"{split:<6} {'all':<4} {len(in_split):>8} {share(in_split):>6.2f}")
    print(f"{'all':<6} {'all':<4} {len(results):>8} {share(results):>6.2f}")
    if args.verbose:
        for r in results:
            if not r.passed:
                print(f"FAIL {r.id} ({r.split}) {r.query!r}: got {', '.join(r.top) or 'nothing'}",
                      file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
