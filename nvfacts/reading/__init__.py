"""What one claim says: numbers, quantities, phrases and subjects, read with the lexicon.

``read`` and ``Reading`` are loaded when first asked for: a caller of one of the small modules
(``figures``: a figure as written, for an answer's table) does not load the grammar."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .grammar import Reading, read

__all__ = ["Reading", "read"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import grammar

        return getattr(grammar, name)
    raise AttributeError(name)
