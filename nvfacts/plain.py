"""The one type the YAML reader and the model share: a scalar written without quotes."""

from __future__ import annotations


class Plain(str):
    """A scalar written without quotes; only plain scalars may be read as numbers or booleans."""

    __slots__ = ()
