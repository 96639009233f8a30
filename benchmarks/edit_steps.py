"""Where the read after an edit spends its CPU: each step of it timed in the command's process.

    python -m benchmarks.edit_steps                   # 100k claims, 3 edits
    python -m benchmarks.edit_steps --claims 10000 --edits 5
    python -m benchmarks.edit_steps --tree ../other   # another checkout's nvfacts, same steps

The store and the edits are benchmarks.after_edit's: benchmarks.synthetic's store (the default
seed) read once to fill a fresh cache folder, then a fact citing one of its pages and rivalling
NVLink 4.0's figure appended by hand before each run. Each run is a process of its own that reads
the store as `query` does (cache.view_for, then the query of after_edit) with the named steps
wrapped: a step's CPU (user + system of the process) is its own, less that of the named steps it
calls. ``pass`` marks a step that goes over every fact of the store (or every row of the View),
so its cost grows with the store whatever the edit; ``start`` is Python's start and the imports
before the read. Printed: each step's median over the runs, in the order of their cost, and the
median of the runs' totals (the process's CPU when it ends).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.after_edit import ADDED, QUERY
from benchmarks.synthetic import generate, to_yaml
from benchmarks.writes import ROOT

STEPS = [
    # (module, owner of the function or "", its name, what it is, a pass over every fact)
    ("nvfacts.factcache", "FactCache", "read",
     "reading the store through the fact cache (split, unpickle, rows)", True),
    ("nvfacts.kb", "KnowledgeBase", "extract_all", "reading the changed claims", False),
    ("nvfacts.analysis.ledger", "", "build", "the statement ledger", True),
    ("nvfacts.analysis.consensus", "", "run", "the consensus but its trust rounds", True),
    ("nvfacts.analysis.consensus", "", "_rounds", "the trust rounds", False),
    ("nvfacts.analysis.consensus", "", "conflicts", "the conflicts", True),
    ("nvfacts.kb", "", "_with_shares", "the conflicts' system shares", True),
    ("nvfacts.analysis.consensus", "", "fact_scores", "every fact's score", True),
    ("nvfacts.view", "", "_stored", "the changed facts' stored rows and the analysis' own "
     "steps (statuses, statements of each fact)", True),
    ("nvfacts.view", "", "_analysed", "the View's analysed rows (a row a fact, conflicts)",
     True),
    ("nvfacts.view", "", "_statements", "the statements' records", True),
    ("nvfacts.view", "", "_unit_typos", "the unit typos", True),
    ("nvfacts.keptconsensus", "", "keep", "the kept consensus", False),
    ("nvfacts.search", "", "create", "the ranking table (a row a fact)", True),
    ("nvfacts.view", "View", "_keep_left_out", "an export's left-out lines (a line a fact)",
     True),
    ("nvfacts.view", "View", "patched", "copying and patching the View (the rest)", True),
    ("nvfacts.cache", "", "_digest", "the new entry's CRC-32", True),
    ("nvfacts.factcache", "FactCache", "save", "keeping the changed facts", False),
    ("nvfacts.cache", "", "view_for", "finding the entry (the rest)", False),
]


def _one(store: str) -> None:
    """One run, in this process: the read of ``store`` after an edit, its steps timed; prints
    each step's CPU as JSON."""
    start = time.process_time()
    import importlib

    from nvfacts import cache

    spent: dict[str, float] = {}
    inside: list[float] = []

    def timed(function: Callable[..., Any], label: str) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            began = time.process_time()
            inside.append(0.0)
            try:
                return function(*args, **kwargs)
            finally:
                took = time.process_time() - began
                spent[label] = spent.get(label, 0.0) + took - inside.pop()
                if inside:
                    inside[-1] += took
        return wrapper

    for module, owner, name, label, _ in STEPS:
        found: Any = importlib.import_module(module)
        holder = getattr(found, owner) if owner else found
        if hasattr(holder, name):  # another tree may lack a step
            setattr(holder, name, timed(getattr(holder, name), label))
    spent["start"] = time.process_time() - start
    view = cache.view_for(Path(store))
    began = time.process_time()
    view.query(QUERY[1], limit=int(QUERY[3]))
    spent["the query"] = time.process_time() - began
    spent["total"] = time.process_time()
    print(json.dumps(spent))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=100_000)
    parser.add_argument("--edits", type=int, default=3)
    parser.add_argument("--tree", type=Path, help="a checkout whose nvfacts package to time")
    parser.add_argument("--one", help=argparse.SUPPRESS)  # a run, in its own process
    args = parser.parse_args()
    if args.one:
        _one(args.one)
        return
    claims, _ = generate(args.claims)
    with tempfile.TemporaryDirectory() as folder:
        store = Path(folder) / "store.yaml"
        store.write_text(to_yaml(claims), encoding="utf-8")
        # the tree's nvfacts first, then this one's benchmarks
        paths = [*([str(args.tree.resolve())] if args.tree is not None else []), str(ROOT)]
        env = {**os.environ, "NVFACTS_CACHE_DIR": str(Path(folder) / "cache"),
               "PYTHONPATH": os.pathsep.join(paths)}
        # -P: not the folder the command runs in first on the path, so --tree is what runs
        subprocess.run([sys.executable, "-P", "-m", "nvfacts", "--store", str(store), *QUERY],
                       env=env, cwd=ROOT, check=True, capture_output=True)  # fills the cache
        runs: list[dict[str, float]] = []
        for n in range(1, args.edits + 1):
            with store.open("a", encoding="utf-8") as handle:
                handle.write(ADDED.format(n=n, value=800 + n,
                                          source=claims[len(claims) // 2].source))
            done = subprocess.run([sys.executable, "-P", "-m", "benchmarks.edit_steps",
                                   "--one", str(store)], env=env, cwd=ROOT, check=True,
                                  capture_output=True, text=True)
            runs.append(json.loads(done.stdout.splitlines()[-1]))
    labels = {label: every for *_, label, every in STEPS}
    medians = {label: statistics.median(run.get(label, 0.0) for run in runs)
               for label in {k for run in runs for k in run} - {"total"}}
    print(f"{args.claims} claims, the read after each of {args.edits} edits, CPU s "
          "(median; a step less the named steps it calls)")
    for label, took in sorted(medians.items(), key=lambda kv: -kv[1]):
        print(f"{took:7.3f}  {'pass' if labels.get(label) else '    '}  {label}")
    every = sum(took for label, took in medians.items() if labels.get(label))
    print(f"{every:7.3f}  pass  the steps over every fact, together")
    print(f"{statistics.median(run['total'] for run in runs):7.3f}        the process "
          f"(median of the totals); load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
