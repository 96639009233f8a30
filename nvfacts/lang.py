"""Tell a claim's language: enough to tell English from Chinese and mixed text."""

from __future__ import annotations


def _is_han(char: str) -> bool:
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def detect(text: str) -> str:
    """``zh`` when Han characters make up a fair share of the letters, else ``en``.

    Chinese claims about NVLink are full of Latin names ("GB200 NVL72的72块GPU"), so a claim
    counts as Chinese when at least a fifth of its letters are Han characters.
    """
    han = sum(1 for c in text if _is_han(c))
    letters = sum(1 for c in text if c.isalpha())
    return "zh" if letters and han / letters >= 0.2 else "en"
