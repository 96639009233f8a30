"""Numbers as claims write them: digits ("1,800", "0.9"), English words ("eighteen", "a dozen")
and Chinese numerals ("十八", "七十二")."""

from __future__ import annotations

import re

DIGITS = (r"\d(?<![A-Za-z0-9_.]\d)(?<!\d,\d)(?:\d{0,2}(?:,\d{3})+(?:\.\d+)?|\d*(?:\.\d+)?)"
          r"(?!\d*(?:st|nd|rd|th)(?![A-Za-z]))")
"""Digits of a number; never an ordinal's ("a 3rd-gen has 12": the 3 is no figure). The first
digit comes before the look behind it, so a pattern opening with a number skips to the digits
(the regular expression engine scans for a first character only when one is consumed)."""
_ONES = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen")
_WORDS = {w: i for i, w in enumerate(_ONES)} | {"a dozen": 12, "dozen": 12, "a pair of": 2}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
         "eighty": 80, "ninety": 90}
WORD = (r"(?<![A-Za-z])(?:(?:" + "|".join(_TENS) + r")(?:[\s-](?:" + "|".join(_ONES[1:10]) +
        r"))?|" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")(?![A-Za-z])")
_ZH_DIGIT = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
             "八": 8, "九": 9}
CHINESE = r"[零一二两三四五六七八九十百]+"
NUMBER = f"(?:{DIGITS}|{WORD}|{CHINESE})"
"""Any number a count may be written with (compile with re.I)."""
_HUNDREDS = r"(?:a|one|two|three|four|five|six|seven|eight|nine)[\s-]hundred"
SPELLED = (r"(?<![A-Za-z])(?:" + _HUNDREDS + r"(?:[\s-](?:and\s)?(?:" + "|".join(_TENS) +
           r")(?:[\s-](?:" + "|".join(_ONES[1:10]) + r"))?)?|(?:" + "|".join(_TENS) +
           r")(?:[\s-](?:" + "|".join(_ONES[1:10]) + r"))?|" + "|".join(_ONES[10:]) +
           r"|half\s+an?)(?![A-Za-z])")
_POINT = r"\s+point(?:\s+(?:" + "|".join(_ONES[:10]) + r"))+(?![A-Za-z])"
SPELLED = (r"(?:" + SPELLED + r")(?:" + _POINT + r")?|(?<![A-Za-z])(?:" + "|".join(_ONES[:10]) +
           r")" + _POINT)
"""An amount spelled out before a unit: "a hundred", "twenty-five", "eighteen" (compile with
re.I), "half a" ("half a terabyte per second"), "fourteen point four", "one point eight"; one to
nine alone are left out ("one GB/s" is not how figures are written, "a 900 GB/s" is)."""


def value(text: str) -> float | None:
    """The number ``text`` writes, or None."""
    text = text.strip().lower().replace(",", "")
    if not text:
        return None
    if text[0].isdigit():
        try:
            return float(text)
        except ValueError:
            return None
    if text in _WORDS:
        return float(_WORDS[text])
    if " point " in text:  # "fourteen point four", "one point eight"
        whole, _, digits = text.partition(" point ")
        head = value(whole)
        tail = [_WORDS.get(d) for d in digits.split()]
        if head is None or None in tail or any(t is not None and t > 9 for t in tail):
            return None
        return float(f"{int(head)}." + "".join(str(t) for t in tail))
    if re.fullmatch(r"half\s+an?", text):
        return 0.5
    parts = [p for p in re.split(r"[\s-]", text) if p != "and"]
    if len(parts) > 1 and parts[1] == "hundred":  # "a hundred", "two hundred and fifty"
        rest = value(" ".join(parts[2:])) if parts[2:] else 0.0
        head = 1 if parts[0] == "a" else _WORDS.get(parts[0])
        return None if head is None or rest is None else 100.0 * head + rest
    if parts[0] in _TENS:
        return float(_TENS[parts[0]] + (_WORDS.get(parts[1], 0) if len(parts) > 1 else 0))
    if all(c in _ZH_DIGIT or c in "十百" for c in text):
        return _chinese(text)
    return None


def _chinese(text: str) -> float | None:
    total, digit = 0, None
    for char in text:
        if char in _ZH_DIGIT:
            digit = _ZH_DIGIT[char]
        elif char == "十":
            total += (digit if digit is not None else 1) * 10
            digit = None
        elif char == "百":
            total += (digit if digit is not None else 1) * 100
            digit = None
    total += digit or 0
    return float(total) if total or text == "零" else None
