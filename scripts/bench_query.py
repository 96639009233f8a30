"""Time a warm `nvfacts query` on the benchmark's synthetic store, as a whole command.

    python scripts/bench_query.py [--size 100000] [--repeat 3] [--tree PATH]

Makes the store of `python -m benchmarks.run` (benchmarks/synthetic.py, seed 13), builds the
cache with one cold `conflicts`, then runs `query TEXT --limit 10 -f json` --repeat times for
each query and prints the median wall time, and the size of the cache entry with the part the
search index takes. `--tree` runs the nvfacts of another checkout (say
a `git worktree` of an older commit) on the same store, for a side-by-side comparison.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.synthetic import generate, to_yaml  # noqa: E402

QUERIES = ("NVLink 4.0 bandwidth", "nvlnk 4 bandwith", "how many links does an H100 have",
           "第四代NVLink带宽", "gather cluster voltage")


def timed(argv: list[str], tree: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "nvfacts", *argv], cwd=tree, env=env, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def search_share(entry: Path) -> float:
    """The part of a cached View's pages that the search index and its ranking table hold."""
    db = sqlite3.connect(f"file:{entry}?mode=ro", uri=True)
    try:
        sizes: dict[str, int] = dict(db.execute(
            "SELECT name, sum(pgsize) FROM dbstat GROUP BY name"))
    except sqlite3.OperationalError:  # an SQLite built without the dbstat table
        return float("nan")
    finally:
        db.close()
    ours = sum(v for k, v in sizes.items() if k.startswith(("search", "ranking")))
    return ours / sum(sizes.values())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--tree", type=Path, default=ROOT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "store.yaml"
        claims, _ = generate(args.size, seed=13)
        store.write_text(to_yaml(claims), encoding="utf-8")
        env = {**os.environ, "NVFACTS_CACHE_DIR": str(Path(tmp) / "cache")}
        cold = timed(["--store", str(store), "conflicts", "-f", "json"], args.tree, env)
        print(f"{args.size} claims; cold conflicts (builds the cache) {cold:.1f} s")
        for entry in (Path(tmp) / "cache").glob("*.sqlite"):
            print(f"cache entry {entry.stat().st_size / 1e6:.0f} MB, of which the search "
                  f"index {100 * search_share(entry):.1f}%")
        for text in QUERIES:
            runs = [timed(["--store", str(store), "query", text, "--limit", "10", "-f", "json"],
                          args.tree, env) for _ in range(args.repeat)]
            print(f"warm query {text!r}: median {statistics.median(runs):.2f} s "
                  f"(of {args.repeat})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
