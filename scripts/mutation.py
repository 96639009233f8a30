"""Mutation testing of the modules where a silent bug costs users the most (not run in CI).

    pip install -e '.[test,mutation]'
    python scripts/mutation.py                  # every group, 2 workers, summary at the end
    python scripts/mutation.py export cache     # some groups only
    python scripts/mutation.py --list           # the groups, their modules and test files
    python scripts/mutation.py cache --keep /tmp/mut   # then: cd /tmp/mut/cache; mutmut show NAME
    python scripts/mutation.py cache --keep /tmp/mut --again   # after new tests: rerun the
        # survivors only, in the kept tree brought up to date (or --again 'nvfacts.cache.x_key*')

mutmut 3 puts each function behind a trampoline and runs, for each mutant, only the tests of
the group's test files that called the mutated function (it records which while running them
once unmutated). Each group runs in its own copy of the committed tree plus uncommitted changes
to tracked files, under a temporary folder, so the working tree is never touched. Surviving
mutants are listed per group; `docs/mutation.md` says which are equivalent and why.

The score is killed / (mutants - equivalent), equivalents being those listed in
docs/mutation.md; timeouts count as killed (the tests noticed), "no tests" as survivors.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EQUIVALENT = ROOT / "docs" / "mutation.md"

SLOW = ["tests/test_crash.py::test_kill_9_during_writes_never_breaks_or_loses_the_store",
        "tests/test_writer.py::test_eight_concurrent_adds_all_land"]
"""Tests of seconds to minutes each, run for every mutant of the functions they call: the
exact kill test covers the rename, the lock tests in tests/test_output_path.py the lock.
(tests/test_properties.py, the hypothesis fuzzing of the loader and writer, is left to the
suite for the same reason.)"""

GROUPS: dict[str, tuple[list[str], list[str]]] = {
    "write": (["nvfacts/writer.py", "nvfacts/atomic.py", "nvfacts/storelock.py"],
              ["tests/test_writer.py", "tests/test_writer_paths.py", "tests/test_output_path.py",
               "tests/test_crash.py"]),
    "load": (["nvfacts/loader.py", "nvfacts/yamlread.py", "nvfacts/model.py", "nvfacts/plain.py"],
             ["tests/test_cases.py", "tests/test_yamlread.py", "tests/test_loader_messages.py",
              "tests/test_newuser.py", "tests/test_writer_paths.py",
              "tests/test_merge_integrity.py"]),
    "export": (["nvfacts/export.py", "nvfacts/textsafe.py", "nvfacts/report.py"],
               ["tests/test_export.py", "tests/test_hostile.py", "tests/test_report.py",
                "tests/test_report_golden.py"]),
    "cache": (["nvfacts/cache.py"], ["tests/test_cache.py"]),
    "merge": (["nvfacts/merging.py", "nvfacts/decisions.py"],
              ["tests/test_merge_integrity.py", "tests/test_scoring.py"]),
}

OTHER_AREA = ("nvfacts.merging.x_find_clusters_", "nvfacts.merging.x__find_clusters_",
              "nvfacts.merging.x\u01c1Cluster\u01c1")
"""Mutants left out of the score: finding clusters is the dedup stage's, tested in
tests/test_dedup.py by that area; this project's part of merging.py is apply and unmerge."""


def equivalents() -> set[str]:
    """Mutant names docs/mutation.md lists as equivalent (a line starting with '| `name`')."""
    if not EQUIVALENT.exists():
        return set()
    return set(re.findall(r"^\| `([^`]+)`", EQUIVALENT.read_text(encoding="utf-8"), re.M))


def copy_tree(into: Path, head: bool = False) -> None:
    """The tracked files as they are in the working tree (a group never sees another's mutants),
    or as committed (``head``: without the work in progress of others sharing the tree)."""
    if head:
        into.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, check=True,
                                 capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
        return
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode().split("\0")
    for name in filter(None, files):
        source = ROOT / name
        if source.is_file():
            (into / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, into / name)


def configure(tree: Path, modules: list[str], tests: list[str]) -> None:
    """The group's modules and test files in the copy's [tool.mutmut] (the rest is shared)."""
    pyproject = tree / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert "mutmut" in tomllib.loads(text)["tool"], "pyproject.toml has no [tool.mutmut]"
    listed = ", ".join(f'"{m}"' for m in modules)
    selection = ", ".join(f'"{t}"' for t in [*tests, *(a for t in SLOW for a in ("--deselect", t))])
    text = text.replace("[tool.mutmut]\n", f"[tool.mutmut]\nonly_mutate = [{listed}]\n"
                        f"pytest_add_cli_args_test_selection = [{selection}]\n", 1)
    pyproject.write_text(text, encoding="utf-8")


def results(tree: Path) -> dict[str, str]:
    """Each mutant's status in a group's tree, the other area's left out."""
    done = subprocess.run(["mutmut", "results", "--all", "true"], cwd=tree, text=True,
                          capture_output=True, check=False).stdout
    found = dict(re.findall(r"^\s*(\S+): (\S[^\n]*)$", done, re.M))
    return {m: s for m, s in found.items() if not m.startswith(OTHER_AREA)}


def run_group(name: str, workers: int, keep: Path | None, again: list[str] | None = None,
              head: bool = False) -> dict[str, str]:
    """Run a group's mutants in a fresh copy; with ``again`` (a kept tree's group rerun), only
    the mutants matching those patterns, or the survivors when it is empty, in the kept tree
    brought up to date: mutmut takes up new tests and reruns only the mutants it is named."""
    modules, tests = GROUPS[name]
    with tempfile.TemporaryDirectory(prefix=f"nvfacts-mutation-{name}-") as folder:
        tree = keep / name if keep else Path(folder)
        names: list[str] = []
        if again is not None:
            same = equivalents()
            names = again or [m for m, s in results(tree).items()
                              if s not in ("killed", "timeout") and m not in same]
            if not names:
                return results(tree)
        else:
            shutil.rmtree(tree, ignore_errors=True)
        copy_tree(tree, head)
        configure(tree, modules, tests)
        start = time.monotonic()
        subprocess.run(["mutmut", "run", "--max-children", str(workers), *names], cwd=tree,
                       stdout=subprocess.DEVNULL, check=False)
        print(f"{name}: {time.monotonic() - start:.0f} s", file=sys.stderr)
        return results(tree)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("groups", nargs="*", choices=[[], *GROUPS], default=[])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="run each group in DIR/GROUP and leave it there, for `mutmut show "
                             "NAME` and `mutmut browse` in it")
    parser.add_argument("--again", nargs="*", metavar="PATTERN",
                        help="with --keep, after a run there: rerun only the mutants matching "
                             "the patterns (mutmut's globs), or the survivors if none is given")
    parser.add_argument("--head", action="store_true",
                        help="mutate the committed tree, leaving out uncommitted changes")
    args = parser.parse_args()
    if args.again is not None and not (args.keep and all(
            (args.keep / g / "mutants").is_dir() for g in args.groups or GROUPS)):
        parser.error("--again reruns a group kept by an earlier --keep run in the same DIR")
    if args.list:
        for name, (modules, tests) in GROUPS.items():
            print(f"{name}: {' '.join(modules)}\n    tests: {' '.join(tests)}")
        return 0
    if shutil.which("mutmut") is None:
        print("mutation: mutmut is missing: pip install -e '.[mutation]'", file=sys.stderr)
        return 2
    same = equivalents()
    total = {"mutants": 0, "killed": 0, "equivalent": 0}
    for name in args.groups or list(GROUPS):
        found = run_group(name, args.workers, args.keep, args.again, args.head)
        killed = [m for m, s in found.items() if s in ("killed", "timeout")]
        equivalent = [m for m, s in found.items() if m in same and s not in ("killed",
                                                                              "timeout")]
        left = sorted(m for m, s in found.items() if m not in killed and m not in equivalent)
        for mutant in left:
            print(f"  {name}: {mutant}: {found[mutant]}")
        counted = len(found) - len(equivalent)
        score = len(killed) / counted if counted else 1.0
        print(f"{name}: {len(found)} mutants, {len(killed)} killed, {len(equivalent)} "
              f"equivalent, {len(left)} left: {score:.1%}")
        total["mutants"] += len(found)
        total["killed"] += len(killed)
        total["equivalent"] += len(equivalent)
    counted = total["mutants"] - total["equivalent"]
    print(f"all: {total['mutants']} mutants, {total['killed']} killed, {total['equivalent']} "
          f"equivalent: {total['killed'] / max(counted, 1):.1%} killed of non-equivalent")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
