"""nvfacts: a knowledge base of technical claims about NVLink and its interconnects.

``nvfacts.load(path)`` returns a KnowledgeBase (without a path, of the store the command line
opens without --store); ``nvfacts.add``, ``nvfacts.verify`` and ``nvfacts.refute`` change a
store as the commands of those names do; errors derive from ``nvfacts.NvfactsError``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["InvalidStoreError", "KnowledgeBase", "NvfactsError", "add", "load", "refute",
           "verify"]

if TYPE_CHECKING:
    from .curate import add, refute, verify
    from .errors import InvalidStoreError, NvfactsError
    from .kb import KnowledgeBase, load


def __getattr__(name: str) -> Any:
    """Load the library lazily so that ``nvfacts --help`` imports nothing heavy."""
    if name in ("load", "KnowledgeBase"):
        from . import kb

        return getattr(kb, name)
    if name in ("add", "verify", "refute"):
        from . import curate

        return getattr(curate, name)
    if name in ("NvfactsError", "InvalidStoreError"):
        from . import errors

        return getattr(errors, name)
    raise AttributeError(name)
