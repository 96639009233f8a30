"""Time nvfacts' commands on synthetic stores of 1k, 10k and 100k claims.

    python -m benchmarks.run                     # 1k, 10k, 100k; 3 runs each (1 at 100k)
    python -m benchmarks.run --sizes 1000 --repeat 1

Each command runs as its own process (`python -m nvfacts ...`); the table gives the median wall
time, the peak resident memory, and the ratio of the time to a bare libyaml parse of the same
file (`yaml.load` with CSafeLoader) timed in the same run.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.synthetic import generate, to_card, to_yaml

ROOT = Path(__file__).resolve().parent.parent
BARE = ("import sys, yaml; yaml.load(open(sys.argv[1], encoding='utf-8').read(), "
        "Loader=yaml.CSafeLoader)")
EVENTS = ("import sys, yaml; [None for _ in yaml.parse(open(sys.argv[1], encoding='utf-8')"
          ".read(), Loader=yaml.CSafeLoader)]")
IMPORTS = "import typer, rich, rich.console, pydantic, yaml, rapidfuzz.fuzz, rapidfuzz.process"


def run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak memory (MiB) of one process."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                            cwd=ROOT)
    _, status, usage = os.wait4(proc.pid, 0)
    took = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(argv)}")
    return took, usage.ru_maxrss / 1024


def measure(argv: list[str], env: dict[str, str], repeat: int) -> tuple[float, float]:
    runs = [run(argv, env) for _ in range(repeat)]
    return statistics.median(t for t, _ in runs), max(m for _, m in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python "
          f"{platform.python_version()}; median of {args.repeat} run(s) (1 at 100k)")
    env = {**os.environ, "NVFACTS_CACHE_DIR": tempfile.mkdtemp(prefix="nvfacts-bench-")}
    # 'conflicts (cold)' parses, analyses and caches the store; the commands after it read the
    # cache, as they would on an unchanged store.
    py = sys.executable
    help_time, _ = measure([py, "-m", "nvfacts", "--help"], env, 5)
    import_time, _ = measure([py, "-c", IMPORTS], env, 5)
    bundled, _ = measure([py, "-m", "nvfacts", "query", "NVLink", "-f", "json"],
                         {**env, "NVFACTS_STORE": str(ROOT / "data" / "facts.yaml")}, 5)
    print(f"nvfacts --help {help_time:.3f} s; importing typer, rich, pydantic, PyYAML and "
          f"rapidfuzz {import_time:.3f} s; query on the bundled store {bundled:.3f} s")
    print("| claims | MB | command | median s | peak MiB | x bare parse |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for size in args.sizes:
            store = Path(tmp) / f"store-{size}.yaml"
            claims, _ = generate(size, seed=13)
            store.write_text(to_yaml(claims), encoding="utf-8")
            repeat = 1 if size >= 100_000 else args.repeat
            megabytes = store.stat().st_size / 1e6
            bare, bare_mem = measure([py, "-c", BARE, str(store)], env, repeat)
            print(f"| {size} | {megabytes:.1f} | bare libyaml parse | {bare:.2f} | "
                  f"{bare_mem:.0f} | 1.00 |", flush=True)
            events, events_mem = measure([py, "-c", EVENTS, str(store)], env, repeat)
            print(f"| {size} | {megabytes:.1f} | bare libyaml event stream | {events:.2f} | "
                  f"{events_mem:.0f} | {events / bare:.2f} |", flush=True)
            target = claims[size // 2].id
            commands = {
                "check": ["check"],
                "conflicts (cold)": ["conflicts", "-f", "json"],
                "query": ["query", "NVLink 4.0 bandwidth", "--limit", "10", "-f", "json"],
                "show": ["show", target, "-f", "json"],
                "answer": ["answer", "NVLink 4.0 bandwidth", "-f", "json"],
                "export": ["export", "-f", "json"],
                "conflicts": ["conflicts", "-f", "json"],
                "dedup": ["dedup", "-f", "json"],
            }
            for name, argv in commands.items():
                took, mem = measure([py, "-m", "nvfacts", "--store", str(store), *argv], env,
                                    1 if name.endswith("(cold)") else repeat)
                print(f"| {size} | {megabytes:.1f} | {name} | {took:.2f} | {mem:.0f} | "
                      f"{took / bare:.2f} |", flush=True)
            edited = Path(tmp) / f"edited-{size}.yaml"  # a hand edit of one claim
            text = store.read_text(encoding="utf-8")
            old = f"claim: {json.dumps(claims[size // 3].text)}"
            assert old in text
            edited.write_text(text.replace(old, 'claim: "NVLink 4.0 has 18 links per GPU."', 1),
                              encoding="utf-8")
            took, mem = measure([py, "-m", "nvfacts", "--store", str(edited), *commands["query"]],
                                env, 1)
            print(f"| {size} | {megabytes:.1f} | query after a one-claim edit | {took:.2f} | "
                  f"{mem:.0f} | {took / bare:.2f} |", flush=True)
            page = Path(tmp) / f"card-{size}.txt"  # the same claims as one knowledge card
            distinct = list({c.text: c for c in claims}.values())
            page.write_text(to_card(distinct), encoding="utf-8")
            writes = {"add": ["add", "A benchmark claim.", "-f", "json"],
                      "dedup --apply": ["dedup", "--apply", "-f", "json"],
                      "ingest (card page, empty store)": ["ingest", str(page), "--source-id",
                                                          "card", "-f", "json"]}
            for name, argv in writes.items():
                runs = []
                for _ in range(repeat):  # a write: each run on a fresh copy of the store
                    copy = Path(tmp) / f"copy-{size}.yaml"
                    if name.startswith("ingest"):
                        copy.write_text("facts: []\n", encoding="utf-8")
                    else:
                        shutil.copyfile(store, copy)
                    runs.append(run([py, "-m", "nvfacts", "--store", str(copy), *argv], env))
                took, mem = statistics.median(t for t, _ in runs), max(m for _, m in runs)
                print(f"| {size} | {megabytes:.1f} | {name} | {took:.2f} | {mem:.0f} | "
                      f"{took / bare:.2f} |", flush=True)


if __name__ == "__main__":
    main()
