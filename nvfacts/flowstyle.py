"""A fact written in YAML flow style (``- {id: ..., claim: ...}``): where its keys and values
stand, what to cut and put there to change some of them, and values written in flow style. The
writer (nvfacts/writer.py) uses it so that an edit of such a fact rewrites only what changes."""

from __future__ import annotations

import re
from typing import Any

from .model import DEFAULTS, Fact
from .textsafe import BIDI, HIDDEN, escape

_BIDI = re.compile(f"[{BIDI}]")


def flow_pairs(piece: str) -> tuple[dict[str, tuple[int, int, int]], int] | None:
    """The keys the flow mapping ``piece`` holds, each with where its key starts and its value
    starts and ends, and where its closing brace stands; None when ``piece`` is not one flow
    mapping with text keys and an ``id`` first."""
    import yaml

    pairs: dict[str, tuple[int, int, int]] = {}
    depth = 0
    key: tuple[str, int] | None = None
    value_start = 0
    close = -1
    try:
        events = list(yaml.parse(piece, Loader=yaml.CSafeLoader))
    except yaml.YAMLError:
        return None
    if len(events) < 3 or not isinstance(events[2], yaml.MappingStartEvent) \
            or not events[2].flow_style:
        return None
    for event in events[3:]:
        if isinstance(event, yaml.AliasEvent):
            return None
        if depth == 0 and isinstance(event, yaml.MappingEndEvent):
            close = _index(event.start_mark)
            break
        if depth == 0 and key is None:
            if not isinstance(event, yaml.ScalarEvent) or event.value in pairs:
                return None
            key = (event.value, _index(event.start_mark))
            continue
        if depth == 0:
            value_start = _index(event.start_mark)
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        if depth == 0 and key is not None:
            pairs[key[0]] = (key[1], value_start, _index(event.end_mark))
            key = None
    if close != len(piece) - 1 or list(pairs)[:1] != ["id"]:
        return None
    return pairs, close


def _index(mark: Any) -> int:
    """Where a PyYAML event's mark stands: a character offset."""
    return int(mark.index)


def flow_cuts(piece: str, pairs: dict[str, tuple[int, int, int]], close: int,
               was: dict[str, Any], now: dict[str, Any]) -> list[tuple[int, int, str]] | None:
    """What to cut from the flow mapping whose keys stand at ``pairs`` and put there to turn
    ``was`` into ``now``: (from, to, text). None when the keys they keep change order, or it
    holds a key the fact has not (a default written out counts as the fact's)."""
    keys = list(pairs)
    if [k for k in now if k in pairs] != [k for k in keys if k in now] \
            or any(k not in was and k not in DEFAULTS for k in keys):
        return None
    cuts: list[tuple[int, int, str]] = []
    for k, key in enumerate(keys):
        if key in now:
            if was.get(key, DEFAULTS.get(key)) != now[key]:
                cuts.append((pairs[key][1], pairs[key][2], flow(now[key])))
        elif key in was:  # the key goes, with its comma (a default written out stays)
            if not k:
                return None
            comma = _separator(piece, pairs[keys[k - 1]][2])
            if piece[comma + 1: pairs[key][0]].strip(" "):  # a comment between: it stays
                cuts += [(comma, comma + 1, ""), (pairs[key][0], pairs[key][2], "")]
            else:
                cuts.append((comma, pairs[key][2], ""))
    order = list(Fact.model_fields)
    for key in now:
        if key in pairs:
            continue
        previous = [k for k in keys if k in order and order.index(k) < order.index(key)]
        if not previous:
            return None
        at = close if previous[-1] == keys[-1] else pairs[previous[-1]][2]
        cuts.append((at, at, f", {key}: {flow(now[key])}"))
    return cuts


def _separator(piece: str, at: int) -> int:
    """Where the comma after a flow value ending at ``at`` stands (past blanks and comments)."""
    while at < len(piece) and piece[at] != ",":
        at = _line_end(piece, at) if piece[at] == "#" else at + 1
    return at


def flow(value: Any) -> str:
    """``value`` in YAML's flow style on one line, text with a hidden character or a line
    break double-quoted with escapes (so a review sees it)."""
    import yaml

    class Dumper(yaml.CSafeDumper):
        pass

    def text(dumper: Dumper, value: str) -> yaml.Node:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value,
                                       style='"' if HIDDEN.search(value) else None)

    Dumper.add_representer(str, text)
    out: str = yaml.dump(value, Dumper=Dumper, default_flow_style=True, allow_unicode=True,
                         sort_keys=False, width=1 << 30)
    return _BIDI.sub(_escaped, out.rstrip("\n").removesuffix("\n..."))


def _line_end(body: str, index: int) -> int:
    end = body.find("\n", index)
    return len(body) if end < 0 else end + 1


def _escaped(match: re.Match[str]) -> str:
    return escape(match.group())
