"""Time claim extraction: every claim of the synthetic store through ``extract``, on one core.

    python -m benchmarks.extraction [--claims 10000] [--repeat 7] [--checkout PATH]

Prints the process time of each run and their median in seconds, the lexicon's patterns compiled
before the first. ``--checkout`` times another nvfacts checkout (a git worktree of an older
commit) on the same claims: run it and this checkout's in turn, on a machine otherwise idle, to
compare them (the benchmark's target: extraction no slower than at 8822fe9)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--checkout", help="the nvfacts checkout to time (default: this one)")
    args = parser.parse_args()
    if args.checkout:
        sys.path.insert(0, args.checkout)
    from nvfacts.extract import extract
    from nvfacts.lexicon import lexicon

    from .synthetic import generate

    claims = [c.text for c in generate(args.claims)[0]]
    lex = lexicon()
    extract(claims[0], lex)
    runs = []
    for _ in range(args.repeat):
        start = time.process_time()
        for claim in claims:
            extract(claim, lex)
        runs.append(time.process_time() - start)
    print(" ".join(f"{r:.3f}" for r in runs), f"median {statistics.median(runs):.3f} s")


if __name__ == "__main__":
    main()
