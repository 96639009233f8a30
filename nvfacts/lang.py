"""Tell a claim's language: enough to tell English from Chinese and mixed text."""

from __future__ import annotations

import re
from functools import cache

_TAG = re.compile(r"([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{1,8})*")
"""A language tag (BCP 47's shape): a 2- or 3-letter language, then script, region and other
subtags after '-' (or '_', as locales write them)."""


def language(code: str) -> str:
    """The language a written ``lang`` names, as nvfacts compares it: a language tag's language
    in lower case (``ZH``, ``zh-CN``, ``zh_Hans``, ``zh-Hant-TW`` -> ``zh``; ``en-US`` -> ``en``),
    a language's name the lexicon knows as its tag (``English``, ``中文`` -> ``en``, ``zh``),
    anything else as written (without surrounding spaces)."""
    text = code.strip()
    found = _TAG.fullmatch(text)
    if found:
        tag = found.group(1).lower()
        return tag if len(tag) == 2 else _names().get(tag, tag)  # 'eng', 'chi': names too
    return _names().get(text.casefold(), text)


@cache
def _names() -> dict[str, str]:
    """The tag of each language name of the lexicon (section ``languages``), by its case fold."""
    from .lexicon import raw

    return {str(name).casefold(): str(tag) for tag, names in (raw().get("languages") or {}).items()
            for name in names}


def _is_han(char: str) -> bool:
    code = ord(char)
    return 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF


def _is_chinese_mark(char: str) -> bool:
    """Full-width punctuation (colon, comma, full stop, brackets), which Chinese text uses and
    English text does not."""
    code = ord(char)
    return 0x3000 <= code <= 0x303F or 0xFF01 <= code <= 0xFF0F or 0xFF1A <= code <= 0xFF20 \
        or 0xFF3B <= code <= 0xFF40 or 0xFF5B <= code <= 0xFF65


def detect(text: str) -> str:
    """``zh`` when Han characters make up a fair share of the words, else ``en``.

    Chinese claims about NVLink are full of Latin names ("2024年GTC上NVIDIA发布Blackwell B200,
    NVLink 5.0单GPU带宽1.8TB/s"), so a Latin word counts as one, as a Han character does, and a
    claim is Chinese when at least 0.3 of them are Han characters (counting letters, the
    names outweighed the Chinese of that claim); full-width punctuation counts as Chinese too
    ("XDR InfiniBand" and a figure between a full-width colon and full stop).
    """
    han = latin = 0
    inside = False  # within a run of Latin letters
    for c in text:
        if _is_han(c) or _is_chinese_mark(c):
            han += 1
            inside = False
        elif c.isalpha():
            latin += not inside
            inside = True
        else:
            inside = False
    return "zh" if han and han / (han + latin) >= 0.3 else "en"
