"""The false alarms each blind set of true claims raised on arrival, and how many the conflicts
gate (nvfacts/analysis/certainty.py, as it is now) holds back.

    python scripts/arrival_alarms.py [SPLIT:COMMIT ...]

For each set (by default dev7..dev10 with the commits that added their true claims): a worktree
of the commit before (``git worktree add --detach``, kept under $TMPDIR/arrival-SPLIT), today's
scripts/eval_conflicts.py and the set's blind files copied in, ``--split SPLIT --verbose`` run
there: the false alarms as that code saw the set. Each alarm's two claims are read at that
commit; an alarm is held back when, on one side, every reading the alarm's reason names (its
subject, and its figure where the reason quotes it) is uncertain by today's rule
(docs/conflicts.md, "The gate"). Never give it a held-out split.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts.analysis.certainty import uncertain  # noqa: E402
from nvfacts.lexicon import lexicon  # noqa: E402
from nvfacts.model import Assertion  # noqa: E402
from nvfacts.units import amount  # noqa: E402
from scripts.eval_conflicts import HELD_OUT  # noqa: E402

ARRIVALS = ("dev7:fae5699", "dev8:a779bd8", "dev9:74772dc", "dev10:dedc8bc")
"""Each set with the commit that added its true claims."""
ALARM = re.compile(r"- false alarm( across sets)? \[\S+\] (\S+) / (\S+): (.*)")
READ = ("import json, sys; from nvfacts.extract import extract; "
        "print(json.dumps([[a.model_dump() for a in extract(c)] for c in json.load(sys.stdin)]))")


def arrival(split: str, commit: str) -> Path:
    """A worktree of the commit before ``commit``, with today's eval script and ``split``'s
    blind files."""
    tree = Path(tempfile.gettempdir()) / f"arrival-{split}"
    if not tree.exists():
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree),
                        f"{commit}^"], check=True, capture_output=True)
    for name in ("scripts/eval_conflicts.py", "scripts/tally.py",
                 f"tests/data/blind/true-claims-{split}.yaml",
                 f"tests/data/blind/wrong-pairs-{split}.yaml"):
        shutil.copy(ROOT / name, tree / name)
    return tree


def alarms(split: str, tree: Path) -> list[tuple[bool, str, str, str]]:
    """(across sets, id, id, reason) of each false alarm the code at ``tree`` raises."""
    env = {**os.environ, "PYTHONPATH": str(tree),
           "NVFACTS_CACHE_DIR": str(tree / ".arrival-cache")}
    out = subprocess.run([sys.executable, "scripts/eval_conflicts.py", "--split", split,
                          "--verbose"], cwd=tree, env=env, check=True, capture_output=True,
                         text=True).stdout
    return [(bool(m[1]), m[2], m[3], m[4]) for m in map(ALARM.match, out.splitlines()) if m]


def readings(claims: list[str], tree: Path) -> list[list[dict[str, object]]]:
    """What the code at ``tree`` reads in each claim."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", READ], cwd=tree, env=env, check=True,
                         input=json.dumps(claims), capture_output=True, text=True).stdout
    found: list[list[dict[str, object]]] = json.loads(out)
    return found


def named(found: list[Assertion], reason: str) -> list[int]:
    """The indexes of the readings a conflict's reason is about: of its subject (or of the
    generation it uses), its figure quoted where any is."""
    lex = lexicon()

    def subjects(a: Assertion) -> set[str]:
        entity = lex.entities.get(a.subject)
        return {a.subject} | ({entity.uses} if entity is not None and entity.uses else set())

    about = [i for i, a in enumerate(found) if any(s in reason for s in subjects(found[i]))] \
        or list(range(len(found)))
    quoted = [i for i in about if f"{found[i].value:g}" in reason or (
        found[i].unit and amount(found[i].value, found[i].unit) in reason)]
    return quoted or about


def held_back(found: list[Assertion], reason: str) -> bool:
    why = uncertain(found, lexicon())
    ids = named(found, reason)
    return bool(ids) and all(why[i] is not None for i in ids)


def main() -> None:
    pairs = [a.split(":") for a in (sys.argv[1:] or ARRIVALS)]
    if any(split in HELD_OUT for split, _ in pairs):
        sys.exit("the held-out splits are never looked into")
    for split, commit in pairs:
        tree = arrival(split, commit)
        rows = {}
        for path in (tree / "tests" / "data" / "blind").glob("true-claims*.yaml"):
            rows.update({r["id"]: r["claim"] for r in yaml.safe_load(path.read_text("utf-8"))})
        found = alarms(split, tree)
        claims = sorted({rows[i] for _, a, b, _ in found for i in (a, b)})
        read = dict(zip(claims, readings(claims, tree), strict=True))
        counts = {False: [0, 0], True: [0, 0]}
        for across, a, b, reason in found:
            counts[across][1] += 1
            counts[across][0] += any(held_back(
                [Assertion.model_validate(r) for r in read[rows[i]]], reason) for i in (a, b))
        own, other = counts[False], counts[True]
        print(f"{split} (before {commit}): {own[0]} of its {own[1]} false alarms held back, "
              f"{other[0]} of {other[1]} across sets")


if __name__ == "__main__":
    main()
