"""Time the commands that write: ingest of a knowledge-card page and of JSONL, and add.

    python -m benchmarks.writes                  # 100k claims, 3 runs each
    python -m benchmarks.writes --claims 10000 --repeat 1

The claims are those of benchmarks.run's synthetic store (seed 13): ingested into an empty store
as one knowledge card (a label every claim, as benchmarks.run makes it) and as JSONL, and one
fact added to the store of them, twice: a claim naming nothing (benchmarks.run's add) and one
naming NVLink 4.0 and a figure, after a `query` has read the store. Each runs as its own
process on a fresh copy; the table gives the median CPU time (user + system, the process and
its workers: the machine may be shared), the median wall time and the peak memory, with
`check` on the same store for scale.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.synthetic import generate, to_card, to_yaml

ROOT = Path(__file__).resolve().parent.parent
NAMED = "NVLink 4.0 offers 900 GB/s per GPU in training setups."


def run(argv: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """CPU seconds (with children), wall seconds and peak memory (MiB) of one process."""
    before = os.times()
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            cwd=ROOT)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    after = os.times()
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(argv)}")
    workers = (after.children_user - before.children_user
               + after.children_system - before.children_system)
    return max(workers, usage.ru_utime + usage.ru_stime), wall, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    env = {**os.environ, "NVFACTS_CACHE_DIR": tempfile.mkdtemp(prefix="nvfacts-bench-")}
    py = [sys.executable, "-m", "nvfacts", "--store"]
    print(f"{args.claims} claims; median of {args.repeat} runs; CPU = user + system")
    print("| command | CPU s | wall s | peak MiB |")
    print("|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        claims, _ = generate(args.claims, seed=13)
        store = folder / "store.yaml"
        store.write_text(to_yaml(claims), encoding="utf-8")
        distinct = list({c.text: c for c in claims}.values())
        page, jsonl = folder / "card.txt", folder / "claims.jsonl"
        page.write_text(to_card(distinct), encoding="utf-8")
        jsonl.write_text("".join(json.dumps({"claim": c.text}) + "\n" for c in distinct),
                         encoding="utf-8")
        subprocess.run([*py, str(store), "query", "NVLink", "-f", "json"], env=env, cwd=ROOT,
                       stdout=subprocess.DEVNULL, check=True)  # the readings a query keeps
        copy = folder / "copy.yaml"
        cases: dict[str, tuple[Path | str, list[str]]] = {
            "check": (store, ["check"]),
            "ingest (card page, empty store)": ("facts: []\n", ["ingest", str(page),
                                                                "--source-id", "card"]),
            "ingest (JSONL, empty store)": ("facts: []\n", ["ingest", str(jsonl),
                                                            "--source-id", "card"]),
            "add (a claim naming nothing)": (store, ["add", "A benchmark claim."]),
            "add (a claim naming NVLink 4.0)": (store, ["add", NAMED]),
        }
        for name, (start, argv) in cases.items():
            runs = []
            for _ in range(args.repeat):
                if isinstance(start, Path):
                    shutil.copyfile(start, copy)
                else:
                    copy.write_text(start, encoding="utf-8")
                runs.append(run([*py, str(copy), *argv, "-f", "json"], env))
            cpu, wall = (statistics.median(r[i] for r in runs) for i in (0, 1))
            print(f"| {name} | {cpu:.1f} | {wall:.1f} | {max(r[2] for r in runs):.0f} |",
                  flush=True)


if __name__ == "__main__":
    main()
