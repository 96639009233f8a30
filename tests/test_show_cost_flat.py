"""Showing a fact (show, explain, and export -f html, which shows every fact) costs the same
however many conflicts the rest of the store holds (new-user trial 30: export --all -f html took
17 s on 5k claims, 159 s on 20k and 27 min on 78k; each fact shown scanned every conflict of
the store for its own)."""

from __future__ import annotations

from benchmarks.synthetic import generate, to_yaml
from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text
from nvfacts.view import View


def _conflict_steps(claims: int) -> tuple[float, int]:
    """The SQLite steps spent looking for the conflicts of a fact that has none, on average
    over the first such facts, and the number of conflicts in the store."""
    view = View.build(KnowledgeBase(load_text(to_yaml(generate(claims)[0]), "s.yaml")))
    current, steps = [""], [0]

    def traced(sql: str) -> None:
        current[0] = sql

    def step() -> int:
        steps[0] += " FROM conflict " in current[0]
        return 0

    view.db.set_trace_callback(traced)
    spent = []
    for record in list(view.query())[:200]:
        steps[0] = 0
        view.db.set_progress_handler(step, 1)
        shown = view.detail(record["id"])
        view.db.set_progress_handler(None, 0)
        if not shown.get("conflicts"):
            spent.append(steps[0])
    (total,) = view.db.execute("SELECT count(*) FROM conflict").fetchone()
    assert len(spent) >= 10
    return sum(spent) / len(spent), total


def test_a_facts_conflicts_are_found_without_reading_the_others() -> None:
    small, small_total = _conflict_steps(300)
    large, large_total = _conflict_steps(1200)
    assert large_total > 2 * small_total  # the larger store has many more conflicts
    assert large < 1.5 * small  # finding a fact's own costs about the same
