"""Traditional Chinese characters read as their simplified forms, so every Chinese word of the
lexicon (qualifiers, measure words, year verbs) holds for a claim from a traditional-character
page: "單鏈路 100 GB/s 單向" reads as "单链路 100 GB/s 单向". The forms are lexicon data
(relation-words ``traditional-forms``); each replaces a piece of the same length, so every
offset into the claim stays where it was. A generation's ordinal written in digits is read the
same way as the one written in characters ("第5代 NVLink" as "第五代 NVLink": relation-words
``numeral-forms``)."""

from __future__ import annotations

import re

from ..lexicon import Lexicon, _words_error

_KEYS = ("traditional-forms", "numeral-forms")


def _forms(lex: Lexicon) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """The pattern finding any traditional form, and each one's simplified form: an entry is
    the traditional form followed by the simplified one, of the same length ("單单", "頻寬带宽")."""
    pairs: dict[str, str] = {}
    for key in _KEYS:
        for n, entry in enumerate(lex.words(key), 1):
            half = len(entry) // 2
            if len(entry) % 2 or entry[:half] == entry[half:]:
                raise _words_error(lex.path, key, f"entry {n}, {entry!r}, is no pair: write the "
                                                  "form as written, then the one it is read as, "
                                                  "of the same length (單单, 頻寬带宽)")
            pairs[entry[:half]] = entry[half:]
    if not pairs:
        return None
    said = sorted(pairs, key=len, reverse=True)  # a word before the characters it is made of
    return re.compile("|".join(map(re.escape, said))), pairs


def simplified(text: str, lex: Lexicon) -> str:
    """``text`` with each traditional form the lexicon lists replaced by its simplified one."""
    if text.isascii():
        return text
    found = lex.derived("traditional-forms", _forms)
    if found is None:
        return text
    pattern, pairs = found
    return pattern.sub(lambda m: pairs[m[0]], text)
