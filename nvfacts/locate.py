"""Which store a command works on (SPEC section 2)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

ENV_VAR = "NVFACTS_STORE"
DEFAULT = Path("data") / "facts.yaml"


@dataclass(frozen=True, slots=True)
class StoreLocation:
    """A store's path, and whether it is the read-only copy bundled with the package."""

    path: Path
    bundled: bool


def bundled_data(name: str) -> Path:
    """A data file shipped with the package (in the wheel) or beside it (in a checkout)."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "data" / name, here.parent / "data" / name):
        if candidate.is_file():
            return candidate
    return here / "data" / name


def locate(option: str | None) -> StoreLocation:
    """``--store``, else $NVFACTS_STORE, else ./data/facts.yaml, else the bundled store."""
    if option:
        return StoreLocation(Path(option), False)
    env = os.environ.get(ENV_VAR)
    if env:
        return StoreLocation(Path(env), False)
    if DEFAULT.is_file():
        return StoreLocation(DEFAULT, False)
    return StoreLocation(bundled_data("facts.yaml"), True)
