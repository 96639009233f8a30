"""When two values agree: the tolerance conflicts, the ledger and answers share (kept apart from
the conflicts module so that answering a question does not import it)."""

from __future__ import annotations

TOLERANCE = 0.10
"""Relative gap under which two values agree."""
APPROX_TOLERANCE = 0.20
"""The same when either value is only approximate ('about 64 GB/s')."""


def agree(a: float, b: float, approx: bool) -> bool:
    """Whether two values agree: within TOLERANCE of each other (APPROX_TOLERANCE when one is
    approximate)."""
    tolerance = APPROX_TOLERANCE if approx else TOLERANCE
    return abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-9)
