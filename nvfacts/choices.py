"""The values a store holds for the command line's choices: fact ids to complete, and the tags,
sources, languages and attributes that ``query``'s filters are checked against."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .errors import UsageError
from .lang import language
from .view import SEP, View


def fact_ids(view: View, prefix: str = "") -> list[str]:
    """Every id ``show`` resolves (merged wordings too) that starts with ``prefix``, sorted."""
    return sorted(i for (i,) in view.db.execute("SELECT id FROM alias") if i.startswith(prefix))


def check_filters(view: View, *, attribute: str | None = None, sources: Sequence[str] = (),
                  tags: Sequence[str] = (), lang: str | None = None) -> list[str]:
    """Notes on the tags and language no fact has; UsageError for an attribute or a source the
    store does not know, naming the nearest known ones (these can only ever match nothing)."""
    if attribute is not None and attribute not in (known := _attributes(view)):
        raise UsageError(f"unknown attribute '{attribute}' for --attribute: "
                         f"{_nearest(attribute, known, 'known attributes')}")
    declared = view.sources()
    for name in sources:
        if name not in declared:
            raise UsageError(f"unknown source '{name}' for --source: "
                             f"{_nearest(name, declared, 'declared sources')}")
    notes = []
    for tag in tags:
        if not _has(view, "instr(tags, ?) > 0", SEP + tag + SEP):
            everything = {t for (joined,) in view.db.execute("SELECT tags FROM fact")
                          for t in joined.split(SEP) if t}
            notes.append(f"note: no fact has the tag '{tag}': "
                         f"{_nearest(tag, everything, 'tags in the store')}")
    if lang and not _has(view, "instr(langs, ?) > 0", SEP + language(lang) + SEP):
        langs = {code for (code,) in view.db.execute("SELECT DISTINCT lang FROM fact")}
        notes.append(f"note: no fact is in the language '{lang}': "
                     f"{_nearest(lang, langs, 'languages in the store')}")
    return notes


def _has(view: View, condition: str, value: str) -> bool:
    return view.db.execute(f"SELECT 1 FROM fact WHERE {condition} LIMIT 1",
                           (value,)).fetchone() is not None


def _attributes(view: View) -> set[str]:
    """The lexicon's attributes and any other a curator's assertions name."""
    from .lexicon import lexicon

    known = set(lexicon().attributes)
    for (about,) in view.db.execute("SELECT about FROM fact WHERE about != ''"):
        parts = about.split(SEP)  # SEP subject SEP attribute SEP, once per assertion
        known.update(parts[2::3])
    return known


def _nearest(value: str, known: Iterable[str], what: str) -> str:
    from rapidfuzz import fuzz, process

    choices = sorted(known)
    if not choices:
        return f"there are no {what}"
    best = process.extract(value, choices, scorer=fuzz.WRatio, limit=3)
    return f"nearest {what}: {', '.join(name for name, _, _ in best)}"
