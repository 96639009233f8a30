"""A bandwidth figure whose claims state no scope and that matches no figure stated with one of
its subject: a possible rival, never a conflict.

docs/conflicts.md says why a figure of no stated scope is no side of a conflict: "H100 NVLink
600 GB/s" may be a link's, a system's or a GPU's, and setting it against each of them raised
false alarms among true claims. Yet when the store states its subject's figures with their
scope and the unscoped one is none of them in either direction (900 GB/s per GPU, 50 GB/s per
link: 600 GB/s is neither, nor half of either), a reader should hear of it: ``add`` warns
("may conflict with ... (scope not stated)") and ``answer`` marks it and lists it after the
statements standing, never above a figure that agrees with its own scope. Nothing is scored
otherwise: the mark is a reader's note, the consensus is unchanged."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..agreement import agree


def _stated(r: dict[str, Any]) -> bool:
    """Whether a statement record's scope is stated by a claim (not only assumed)."""
    return bool(r.get("scope_stated", r.get("scope") is not None))


def both_ways(r: dict[str, Any]) -> tuple[float, ...]:
    """A statement's figure both ways summed: itself when its direction is stated (records
    hold a stated direction as the bidirectional figure), else itself or twice it."""
    value = float(r["value"])
    return (value,) if r.get("direction") else (value, 2 * value)


def possible_rival(r: dict[str, Any], statements: Iterable[dict[str, Any]]
                   ) -> dict[str, Any] | None:
    """The statement ``r`` may rival, or None: ``r`` is a bandwidth figure of no stated scope,
    standing (not beaten, refuted or said of a family in general), and ``statements`` hold
    figures of its subject (and link width) whose scope is stated, standing, none of which it
    agrees with in either direction nor shares a claim with (a claim does not rival itself).
    The one it may rival is the statement of the scope it was grouped in (``scope_assumed``:
    per GPU for an NVLink figure), else the best scored of them."""
    if r.get("attribute") != "bandwidth" or _stated(r) or r.get("beaten") or \
            r.get("refuted") or r.get("generic"):
        return None
    scoped = [q for q in statements
              if q is not r and q.get("attribute") == "bandwidth" and _stated(q)
              and (q["subject"], q.get("lanes"), q.get("unit")) ==
              (r["subject"], r.get("lanes"), r.get("unit"))
              and not (q.get("beaten") or q.get("refuted"))]
    if not scoped:
        return None
    mine = set(r["facts"])
    for q in scoped:
        approx = bool(r.get("approx") or q.get("approx"))
        if mine & set(q["facts"]) or any(agree(a, b, approx) for a in both_ways(r)
                                          for b in both_ways(q)):
            return None
    return max(scoped, key=lambda q: (q["scope"] == r.get("scope_assumed"), q["score"]))


def possible_rivals(statements: Sequence[dict[str, Any]], fact_id: str
                    ) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each statement of ``fact_id`` that may rival another (possible_rival), with it."""
    return [(r, q) for r in statements if fact_id in r["facts"]
            if (q := possible_rival(r, statements)) is not None]
