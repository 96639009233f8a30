"""A fact exported in the language asked (``export --lang``): shown as its wording in that
language when its own claim is in another and a wording in it was merged into it."""

from __future__ import annotations

from typing import Any

STORED_AS = "stored_as"
"""The key of an exported record shown as a wording merged into a fact: the fact's id, the one
the store keeps it under (``show``, ``verify`` and ``unmerge`` take either id)."""

_WORDING = ("id", "claim", "lang", "confidence", "tags", "sources")
"""What a record takes from the wording it is shown as (the fact's own go into ``merged``)."""


def worded_as_asked(record: dict[str, Any]) -> dict[str, Any]:
    """The record as the store would hold it had ``dedup --apply`` kept its wording in the
    language asked (its ``matched_wording``, which ``View.select`` gave it): that wording's id,
    claim, language, reported confidence, tags, citations, stored status, decisions and a
    curator's assertions lead; the fact's own wording is the first of ``merged``, with all of
    them; ``stored_as`` names the fact's id. What is computed of the whole fact (its status,
    score, ``asserts``, ``score_reason``, ``unread_figures``) stays: every wording says the
    same, and the score counts them all. A record with no such wording (its own claim is in
    that language, or its wording there diverged) is returned as it was, without
    ``matched_wording``, which is no column ingest reads back."""
    found = record.pop("matched_wording", None)
    if not found or found.get("diverged"):
        return record
    merged = record.get("merged") or []
    wording = next((m for m in merged if m.get("id") == found["id"]), None)
    if wording is None:
        return record
    own: dict[str, Any] = {key: record[key] for key in _WORDING if key in record}
    own["status"] = record.get("stored_status", record["status"])
    for key in ("history", "assertions"):
        if key in record:
            own[key] = record[key]
    shown: dict[str, Any] = {}
    for key, value in record.items():
        if key in _WORDING:
            shown[key] = found["lang"] if key == "lang" else \
                wording.get(key, [] if key in ("tags", "sources") else None)
            if key == "sources" and \
                    (stored := wording.get("status", "unverified")) != record["status"]:
                shown["stored_status"] = stored
        elif key == "merged":
            shown[key] = [own, *(m for m in merged if m is not wording)]
        elif key not in ("stored_status", "history", "assertions"):
            shown[key] = value
    for key in ("history", "assertions"):
        if key in wording:
            shown[key] = wording[key]
    shown[STORED_AS] = record["id"]
    return shown
