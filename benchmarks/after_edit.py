"""Time the read after an edit: the next `query` after one fact is appended by hand.

    python -m benchmarks.after_edit                   # 100k claims, 3 edits
    python -m benchmarks.after_edit --claims 10000 --edits 5
    python -m benchmarks.after_edit --tree ../other   # another checkout's nvfacts, same steps

The store is benchmarks.synthetic's (the default seed), in a fresh cache folder; one `query`
warms the cache, then each edit appends a fact citing one of the store's pages and stating a
figure that rivals NVLink 4.0's, and `query "NVLink 4.0 bandwidth" --limit 10 -f json` runs as
its own process. Printed: each run's CPU (user + system) and wall time, their medians and the
load average (the machine may be shared: compare CPU, or two trees run at the same time).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from benchmarks.synthetic import generate, to_yaml
from benchmarks.writes import run

ADDED = """  - id: hand{n}
    claim: "NVLink 4.0 provides {value} GB/s of bidirectional bandwidth per GPU."
    sources:
      - source: {source}
"""
QUERY = ["query", "NVLink 4.0 bandwidth", "--limit", "10", "-f", "json"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=100_000)
    parser.add_argument("--edits", type=int, default=3)
    parser.add_argument("--tree", type=Path, help="a checkout whose nvfacts package to time")
    args = parser.parse_args()
    claims, _ = generate(args.claims)
    with tempfile.TemporaryDirectory() as folder:
        store = Path(folder) / "store.yaml"
        store.write_text(to_yaml(claims), encoding="utf-8")
        env = {**os.environ, "NVFACTS_CACHE_DIR": str(Path(folder) / "cache")}
        if args.tree is not None:
            env["PYTHONPATH"] = str(args.tree.resolve())
        # -P: not the folder the command runs in first on the path, so --tree is what runs
        command = [sys.executable, "-P", "-m", "nvfacts", "--store", str(store), *QUERY]
        run(command, env)  # the cold read that fills the cache
        cpu, wall = [], []
        for n in range(1, args.edits + 1):
            with store.open("a", encoding="utf-8") as handle:
                handle.write(ADDED.format(n=n, value=800 + n,
                                          source=claims[len(claims) // 2].source))
            spent, took, _ = run(command, env)
            cpu.append(spent)
            wall.append(took)
            print(f"edit {n}: {spent:.2f} s CPU, {took:.2f} s wall")
    print(f"{args.claims} claims, median of {args.edits}: {statistics.median(cpu):.2f} s CPU, "
          f"{statistics.median(wall):.2f} s wall; load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
