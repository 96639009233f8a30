"""Time the read after an edit: the next `query` after one fact is appended by hand.

    python -m benchmarks.after_edit                   # 100k claims, 3 edits
    python -m benchmarks.after_edit --claims 10000 --edits 5
    python -m benchmarks.after_edit --tree ../other   # another checkout's nvfacts, same steps
    python -m benchmarks.after_edit --against ../base # this tree and another, runs interleaved

The store is benchmarks.synthetic's (the default seed), in a fresh cache folder; one `query`
warms the cache, then each edit appends a fact citing one of the store's pages and stating a
figure that rivals NVLink 4.0's, and `query "NVLink 4.0 bandwidth" --limit 10 -f json` runs as
its own process. Printed: each run's CPU (user + system) and wall time, their medians and the
load average (the machine may be shared: compare CPU, or two trees run at the same time).
With --against, each tree reads its own copy of the store and cache folder, the same fact is
appended to both, their runs alternate in order, and the ratio of the CPU medians and whether
the two printed the same bytes are given: on a shared machine, a comparison the load reaches
alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.synthetic import generate, to_yaml
from benchmarks.writes import ROOT, run

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
    parser.add_argument("--against", type=Path,
                        help="another checkout, timed in turn with the first (--tree or this)")
    args = parser.parse_args()
    claims, _ = generate(args.claims)
    trees: list[Path | None] = [args.tree] if args.against is None else [args.tree, args.against]
    with tempfile.TemporaryDirectory() as folder:
        commands, envs, stores = [], [], []
        for k, tree in enumerate(trees):
            store = Path(folder) / f"store{k}.yaml"
            store.write_text(to_yaml(claims), encoding="utf-8")
            env = {**os.environ, "NVFACTS_CACHE_DIR": str(Path(folder) / f"cache{k}")}
            if tree is not None:
                env["PYTHONPATH"] = str(tree.resolve())
            # -P: not the folder the command runs in first on the path, so --tree is what runs
            command = [sys.executable, "-P", "-m", "nvfacts", "--store", str(store), *QUERY]
            run(command, env)  # the cold read that fills the cache
            commands.append(command)
            envs.append(env)
            stores.append(store)
        cpu: list[list[float]] = [[] for _ in trees]
        wall: list[list[float]] = [[] for _ in trees]
        for n in range(1, args.edits + 1):
            for store in stores:
                with store.open("a", encoding="utf-8") as handle:
                    handle.write(ADDED.format(n=n, value=800 + n,
                                              source=claims[len(claims) // 2].source))
            printed = []
            for k in range(len(trees)) if n % 2 else reversed(range(len(trees))):
                spent, took, _ = run(commands[k], envs[k])
                cpu[k].append(spent)
                wall[k].append(took)
                name = f" ({trees[k] or 'this tree'})" if len(trees) > 1 else ""
                print(f"edit {n}{name}: {spent:.2f} s CPU, {took:.2f} s wall")
                printed.append(_printed(commands[k], envs[k]) if len(trees) > 1 else b"")
            if len(set(printed)) > 1:
                print(f"edit {n}: the two trees print different bytes")
    for k, tree in enumerate(trees):
        name = f" ({tree or 'this tree'})" if len(trees) > 1 else ""
        print(f"{args.claims} claims{name}, median of {args.edits}: "
              f"{statistics.median(cpu[k]):.2f} s CPU, {statistics.median(wall[k]):.2f} s wall")
    if len(trees) > 1:
        print(f"CPU median of {trees[0] or 'this tree'} / {trees[1]}: "
              f"{statistics.median(cpu[0]) / statistics.median(cpu[1]):.2f}")
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def _printed(command: list[str], env: dict[str, str]) -> bytes:
    """What the command prints now (its View cached: no timing of this run)."""
    return subprocess.run(command, env=env, capture_output=True, check=True, cwd=ROOT).stdout


if __name__ == "__main__":
    main()
