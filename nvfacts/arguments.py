"""The library's checks of what its callers pass (kb.py): a value of the wrong type or outside
what the command line accepts raises UsageError naming the argument, never a TypeError or an
AttributeError from deep inside."""

from __future__ import annotations

import difflib
import math
from collections.abc import Collection, Mapping
from typing import Any

from .errors import UsageError


def _kind(value: Any) -> str:
    return "None" if value is None else type(value).__name__


def keywords(call: str, given: Mapping[str, Any], known: Collection[str]) -> None:
    """UsageError for a keyword ``call`` does not take, naming the nearest it does."""
    for name in given:
        if name not in known:
            near = difflib.get_close_matches(name, list(known), n=1, cutoff=0.6)
            hint = f"did you mean '{near[0]}'?" if near else f"it takes {', '.join(known)}"
            raise UsageError(f"{call}() has no argument '{name}': {hint}")


def text(name: str, value: Any) -> str | None:
    """``value`` when it is text or None."""
    if value is None or isinstance(value, str):
        return value
    raise UsageError(f"{name} takes text, not {_kind(value)} ({value!r})")


def texts(name: str, value: Any) -> list[str]:
    """``value`` as a list of texts: a list or tuple of them, or None for none."""
    if value is None:
        return []
    if isinstance(value, str):
        raise UsageError(f"{name} takes a list: {name}=[{value!r}]")
    if not isinstance(value, list | tuple | set | frozenset):
        raise UsageError(f"{name} takes a list of texts, not {_kind(value)} ({value!r})")
    for item in value:
        if not isinstance(item, str):
            raise UsageError(f"{name} takes a list of texts; {item!r} is {_kind(item)}")
    return list(value)


def fraction(name: str, value: Any) -> float | None:
    """``value`` when it is None or a number from 0 to 1 (not a bool, not text)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise UsageError(f"{name} takes a number from 0 to 1, not {_kind(value)} ({value!r})")
    if math.isnan(value) or not 0 <= value <= 1:
        raise UsageError(f"{name} {value} is outside 0-1")
    return value


def count(name: str, value: Any) -> int | None:
    """``value`` when it is None or a whole number from 1 (not a bool, not text)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise UsageError(f"{name} takes a whole number from 1, not {_kind(value)} ({value!r})")
    if value < 1:
        raise UsageError(f"{name} {value} is below 1")
    return value


def choice(name: str, value: Any, allowed: Collection[str]) -> str | None:
    """``value`` when it is None or one of ``allowed``."""
    if text(name, value) is not None and value not in allowed:
        raise UsageError(f"{name} '{value}' is not one of {', '.join(allowed)}")
    return value  # type: ignore[no-any-return]
