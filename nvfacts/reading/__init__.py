"""What one claim says: numbers, quantities, phrases and subjects, read with the lexicon."""

from .grammar import Reading, read

__all__ = ["Reading", "read"]
