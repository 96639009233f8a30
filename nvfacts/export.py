"""Render exported facts or statements as JSON, JSONL, CSV, YAML or Markdown, each safe for its
format.

JSON writes every control, line-break and bidi character as an escape (the values stay exact);
CSV quotes every field holding a separator, quote, CR or LF and prefixes formula-like cells;
Markdown cells show hidden characters as escapes and escape HTML and Markdown syntax, no more
('(bidirectional)' stays as written); YAML writes control and bidi characters as escapes.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from typing import Any

from .csvcells import escaped, guarded
from .render import FACT_SCORE, STATEMENT_SCORE
from .scopewords import SCOPE_WORDS
from .textsafe import BIDI, HIDDEN, shown, yaml_escaping
from .units import amount

_MARKDOWN = re.compile(r"[\\`*_~\[\]|<>&]")
"""What Markdown would read as syntax in a table cell: an escape, code, emphasis, a link or
image (which needs '['; '(' and '!' are text without it), a cell's end, HTML or an entity."""
_EDGE = re.compile(r"^\s+|\s+$")
"""Spaces at a cell's start or end, which a table reader trims."""
_BRACKETED = re.compile(r"[<>\\]")
"""What a Markdown link's <destination> would read as its end or an escape."""
_ENTITIES = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}
_JSON_RAW = re.compile(f"[\x7f-\x9f\u2028\u2029{BIDI}]")
"""Hidden characters a JSON writer leaves raw (it escapes C0 itself); some line readers split
at U+0085, U+2028 and U+2029."""


def _text(value: Any, item: Callable[[str], str] = str) -> str:
    """A table cell's text; ``item`` writes a list's text items (CSV's escaped: 'a\\;b').
    Citations name each source once, with its locators ('card (All Facts #1 / Core Facts
    #1)'); merged wordings are their claims, each with its id and language."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list) and value and all(
            isinstance(v, dict) and "source" in v and "label" not in v for v in value):
        value = _by_source(value)
    if isinstance(value, list):
        return ";".join(item(v) if isinstance(v, str) else _item(v) for v in value)
    if isinstance(value, dict):
        return _item(value)
    return "" if value is None else str(value)


def _by_source(citations: list[dict[str, Any]]) -> list[str]:
    """Each cited source once, first cited first, with the locators it is cited at."""
    where: dict[str, list[str]] = {}
    for c in citations:
        found = where.setdefault(str(c["source"]), [])
        if c.get("locator") and c["locator"] not in found:
            found.append(str(c["locator"]))
    return [f"{name} ({' / '.join(found)})" if found else name for name, found in where.items()]


def _item(value: Any) -> str:
    """A list item in a table cell: a merged wording as its claim, id, language and sources; a
    statement's variant as its figure (in the row's unit) and who stated it: '820
    bidirectional from blog2'; a statement's figure as stated: '900 bidirectional'."""
    if not isinstance(value, dict):
        return str(value)
    if "label" in value:
        return f"{value['source']} {value['label']}"
    if "claim" in value:
        about = [str(value[k]) for k in ("id", "lang") if value.get(k)]
        about += ["from " + " ".join(_by_source(value["sources"]))] if value.get("sources") \
            else []
        return f"{value['claim']} ({', '.join(about)})"
    figure = " ".join(w for w in (f"{value['value']:.15g}", value.get("direction") or "") if w)
    if "facts" not in value:
        return figure
    return f"{figure} from {','.join(value['sources'] or value['facts'])}"


def _cell(value: Any) -> str:
    """A CSV cell that a spreadsheet shows as text, never runs as a formula (OWASP), and that
    ingest reads back as the text (csvcells)."""
    return guarded(_text(value, escaped))


def _md_cell(value: Any) -> str:
    """A Markdown table cell that reads back as the text, hidden characters shown as escapes:
    no HTML, link, image, code span, emphasis, line break or cell separator of its own."""
    text = _MARKDOWN.sub(lambda m: _ENTITIES.get(m.group()) or "\\" + m.group(),
                          shown(_text(value)))
    return _EDGE.sub(lambda m: "".join(f"&#{ord(c)};" for c in m.group()), text)


def _json(data: Any, indent: bool = False) -> str:
    """JSON with the hidden characters JSON allows raw written as ``\\u`` escapes: the same
    values, safe to print and to split into lines."""
    import orjson

    text = orjson.dumps(data, option=orjson.OPT_INDENT_2 if indent else None).decode()
    if text.isascii() and "\x7f" not in text:  # most records: nothing to look for (isascii
        return text  # reads a flag Python keeps; the pattern took 0.4 s over 100k lines)
    return _JSON_RAW.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _yaml(data: Any) -> str:
    import yaml

    class Dumper(yaml.SafeDumper):
        def write_double_quoted(self, text: str, split: bool = True) -> None:
            with yaml_escaping(self):
                super().write_double_quoted(text, split)

    def text(dumper: Any, value: str) -> Any:  # PyYAML's Dumper or libyaml's: a ScalarNode
        style = '"' if HIDDEN.search(value) else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)

    Dumper.add_representer(str, text)
    if getattr(yaml, "__with_libyaml__", False) and not _hidden_in(data):
        class Fast(yaml.CSafeDumper):  # libyaml writes the same text four times as fast; a
            pass  # hidden character needs PyYAML's emitter, whose escaping is taken over above

        Fast.add_representer(str, text)
        return yaml.dump(data, Dumper=Fast, allow_unicode=True, sort_keys=False, width=100)
    return yaml.dump(data, Dumper=Dumper, allow_unicode=True, sort_keys=False, width=100)


_PYYAML_ONLY = re.compile("[\ufeff\U00010000-\U0010ffff]")
"""Characters libyaml writes otherwise than PyYAML's emitter (raw, where PyYAML escapes them in
a double-quoted scalar: an emoji, a byte order mark)."""


def _hidden_in(data: Any) -> bool:
    """Whether a string in ``data`` (a key or a value, at any depth) holds a hidden character
    or one libyaml would write otherwise than PyYAML."""
    if isinstance(data, str):
        return HIDDEN.search(data) is not None or _PYYAML_ONLY.search(data) is not None
    if isinstance(data, dict):
        return any(_hidden_in(k) or _hidden_in(v) for k, v in data.items())
    if isinstance(data, (list, tuple)):
        return any(_hidden_in(v) for v in data)
    return False


COLUMNS = {"facts": ["id", "claim", "lang", "status", "confidence", "score", "tags", "sources",
                     "stored_status"],
           "statements": ["subject", "attribute", "value", "unit", "direction", "scope", "score",
                          "facts", "sources", "scope_stated", "variants", "direction_assumed",
                          "scope_assumed", "approx", "support", "beaten", "tied", "refuted",
                          "stated", "summary", "lanes", "page_labels",
                          "system_totals", "generation"]}
"""The columns of the table formats (csv, md), by what is exported: a statement's ``scope`` is
the one its claims state, empty when none does (``scope_stated`` false), never one assumed;
``variants`` the figures merged into it within the tolerance, each with who stated it (a source
listed in ``sources`` for a variant only never stated the value itself); ``stated`` the figure
its claims state most ('900 bidirectional'); ``generation`` the one generation the claims of
a switch named alike in every generation name (NVSwitch: 3), empty otherwise; ``page_labels``
each label a page gave its
claims against them ('planner-card refuted 70%'); a fact's ``stored_status`` empty unless its
status was computed otherwise (``disputed``). New columns go last; in csv a fact's
``citations`` (its ``sources`` whole), ``merged`` and ``history``, as JSON, then
``source_links`` and ``cited_sources`` follow them."""


LAST = {"facts": ["asserts", "score_reason", "unread_figures"], "statements": ["figure"]}
"""The columns of csv and md after every other (csv's last, after ``cited_sources`` or
``source_links``; md's facts' after ``merged``; md's statements have ``figure`` already): a
fact's ``asserts``, what its claim asserts, an assertion a cell line ('NVLink 4.0 bandwidth 900
GB/s bidirectional per-gpu'), ``score_reason`` and ``unread_figures``, the figures of its claim
nothing was read from ('900 GB/s': nothing checked them), empty when none; a statement's
``figure`` as its claims write it ('400 Gb/s' of 50 GB/s: as_read)."""


def asserted(assertion: dict[str, Any]) -> str:
    """An assertion in a cell: 'NVLink 4.0 bandwidth up-to 900 GB/s bidirectional per-gpu x16',
    the words of ``show``'s assertions table."""
    approx, lanes = assertion.get("approx"), assertion.get("lanes")
    words = (assertion["subject"], assertion["attribute"], approx,
             amount(assertion["value"], assertion.get("unit")), assertion.get("direction"),
             assertion.get("scope"), f"x{lanes}" if lanes else None)
    return " ".join(str(w) for w in words if w)


def _last(record: dict[str, Any], kind: str) -> dict[str, Any]:
    """The values of a record's LAST columns."""
    if kind == "statements":
        return {"figure": as_read(record)["figure"]}
    return {"asserts": [asserted(a) for a in record.get("asserts") or ()],
            "score_reason": record.get("score_reason"),
            "unread_figures": record.get("unread_figures")}


MD_COLUMNS = {"facts": ["merged", *LAST["facts"]], "statements": LAST["statements"]}
"""md's columns after COLUMNS with ``--all-columns``: a fact's merged wordings, each as its
claim with its id and language (csv has them whole, as JSON: _WHOLE), then LAST's; a
statement's LAST."""

READER_COLUMNS = ["subject", "attribute", "figure", "direction", "scope", "standing", "score",
                  "sources"]
"""md's columns of a statement, for a reader rather than a tool: its figure as its claims write
it, the direction and scope they state ("not stated" for a bandwidth's when none does), where
it stands beside its rivals, its score and sources. The ledger's workings (support, variants,
what was assumed, the summary) stay in csv, json and yaml."""

NOT_STATED = "not stated"

FACT_READER_COLUMNS = ["claim", "value", "status", "score", "sources"]
"""md's columns of a fact, for a reader pasting the table into a write-up: its claim, what
nvfacts reads it to state (``value``: 'NVLink 4.0 bandwidth: up to 900 GB/s, bidirectional,
per GPU', each read value on its own, joined by '; ', a figure its claim writes in another
unit as written with nvfacts' in brackets, 'InfiniBand XDR bandwidth: 800 Gb/s (100 GB/s)',
then the figures nothing was read from, 'not read: 900 GB/s'), its computed status and score
(two decimals) and the sources it cites. Every other column (id, the reported confidence,
tags, merged wordings, the score's reason...) is ``--all-columns`` away, and always in csv,
json and yaml."""

MD_HEADERS = {"facts": {"confidence": "reported confidence", "score": FACT_SCORE},
              "statements": {"score": STATEMENT_SCORE}}
"""md's headers that name a column otherwise than its key, so that no table shows two numbers
each called 'score' or 'confidence' without saying which: a fact's stored confidence (what
its sources reported), its computed score, a statement's score (the consensus on one value)."""


def assertion_as_read(assertion: dict[str, Any]) -> str:
    """An assertion as a reader writes it: 'NVLink 4.0 bandwidth: up to 900 GB/s,
    bidirectional, per GPU, x16'. A figure its claim writes in another unit leads as written,
    the one nvfacts keeps in brackets ('800 Gb/s (100 GB/s)': bits stay bits, as ``answer``
    writes them); a rate in bits of a subject whose such rates are quoted each way (the
    lexicon's quoted-direction), its claim stating no direction, says the direction it is read
    in, as ``answer`` does ('direction not stated, read as unidirectional')."""
    approx = {"up-to": "up to ", "about": "about "}.get(assertion.get("approx") or "", "")
    scope = assertion.get("scope")
    lanes = assertion.get("lanes")
    figure, direction = amount(assertion["value"], assertion.get("unit")), \
        assertion.get("direction")
    if assertion["attribute"] == "bandwidth" and assertion.get("text"):
        figure, direction = _as_written(assertion, figure, direction)
    words = (approx + figure, direction, SCOPE_WORDS.get(scope or "", scope),
             f"x{lanes}" if lanes else None)
    return f"{assertion['subject']} {assertion['attribute'].replace('-', ' ')}: " + \
        ", ".join(str(w) for w in words if w)


def _as_written(assertion: dict[str, Any], figure: str, direction: str | None
                ) -> tuple[str, str | None]:
    """A bandwidth assertion's figure and direction as ``assertion_as_read`` writes them."""
    from .analysis.ledger import in_bits, quoted_direction
    from .aswritten import figure_written, shown_otherwise
    from .lexicon import lexicon
    from .render import NO_DIRECTION

    lex, value = lexicon(), float(assertion["value"])
    if (found := figure_written(value, direction, [assertion], lex)) and \
            (written := shown_otherwise(found, value, assertion.get("unit"))):
        figure = f"{written} ({figure})"
    if direction is None and in_bits(value, assertion["text"], lex) and \
            (quoted := quoted_direction(assertion["subject"], assertion.get("scope"), lex)):
        direction = f"{NO_DIRECTION}, read as {quoted}"
    return figure, direction


def _reader_fact(record: dict[str, Any]) -> dict[str, Any]:
    """A fact as FACT_READER_COLUMNS write it: its read values, then the figures its claim
    writes that nothing was read from ('not read: 900 GB/s'), its score to two decimals, the
    sources of every wording it stands on (its own claim's first, then its merged wordings':
    the status and score count them all)."""
    values = [assertion_as_read(a) for a in record.get("asserts") or ()]
    if record.get("unread_figures"):
        values.append("not read: " + ", ".join(record["unread_figures"]))
    return {**record, "value": "; ".join(values), "score": f"{record['score']:.2f}",
            "sources": [*record["sources"], *(c for m in record.get("merged") or ()
                                              for c in m.get("sources") or ())]}


def as_read(record: dict[str, Any]) -> dict[str, Any]:
    """A statement as READER_COLUMNS write it: '400 Gb/s', 'not stated', 'per port',
    'consensus'. Its ``stated`` figure (its ``written`` one when a claim writes it in another
    unit: View.quote_written) with the direction its claims state it in."""
    bandwidth = record["attribute"] == "bandwidth"
    stated = record.get("stated") or {"value": record["value"], "direction": None}
    figure = stated.get("written") or amount(stated["value"], record["unit"])
    scope = record["scope"] if record.get("scope_stated", True) else None
    where = SCOPE_WORDS.get(scope or "", scope) or (NOT_STATED if bandwidth else None)
    return {**record, "figure": ("about " if record.get("approx") else "") + figure,
            "direction": stated["direction"] or (NOT_STATED if bandwidth else None),
            "scope": ", ".join(w for w in (where, f"x{record['lanes']}" if record.get("lanes")
                                           else None) if w),
            "standing": "refuted by a curator" if record.get("refuted") else
            "beaten by a rival" if record.get("beaten") else
            "tied with a rival" if record.get("tied") else "consensus"}

_WHOLE = {"citations": "sources", "merged": "merged", "history": "history"}
"""A fact's CSV columns written as JSON, and the keys of the record they hold (``[]`` for no
citations; blank for no merged wording or decision)."""

LINKS = "source_links"
"""A column of the table formats after the record's own: each source the row rests on as a
reader cites it."""

DESCRIBED = "cited_sources"
"""A fact's last CSV column: the sources it cites described, as JSON (jsonl's
``cited_sources``), which ingest declares them with."""


WRITTEN = ("assertions", "diverged")
"""A fact's very last CSV columns, as JSON (blank when it has none), which ingest takes back:
a curator's ``assertions`` as the store holds them (``asserts`` is what the fact asserts, read
or written) and its ``diverged`` wordings, merged wordings edited to say otherwise (kept out of
``merged``, which counts for the fact)."""


def cited(record: dict[str, Any]) -> list[str]:
    """The ids of the sources a record names, first named first: a fact's citations and its
    merged (and diverged) wordings', then the sources of curators' decisions on either; a
    statement's sources."""
    wordings = (record, *record.get("merged", ()), *record.get("diverged", ()))
    names = {c["source"] if isinstance(c, dict) else c: None
             for w in wordings for c in w.get("sources", ())}
    names.update((d["source"], None) for w in wordings for d in w.get("history", ())
                 if d.get("source"))
    return list(names)


def _link(name: str, source: dict[str, Any] | None) -> str:
    """A source as a spreadsheet cell line: 'title <url>', its id when it has no title."""
    found = source or {}
    return (found.get("title") or name) + (f" <{found['url']}>" if found.get("url") else "")


def _md_link(name: str, source: dict[str, Any] | None) -> str:
    """A source as a Markdown list item: its id, its title linked to its URL, what it is."""
    found = source or {}
    title = _md_cell(found.get("title") or name)
    url = found.get("url")  # http(s), no spaces: between <> these three need escaping
    linked = f"[{title}](<{_BRACKETED.sub(lambda m: f'%{ord(m.group()):02X}', shown(url))}>)" \
        if url else title
    about = [_md_cell(found["kind"])] if found.get("kind") else []
    about += [f"{key} {found[key]:g}" for key in ("reliability", "trust")
              if found.get(key) is not None]
    return f"- {_md_cell(name)}: {linked}" + (f" ({', '.join(about)})" if about else "")


def statement_row(record: dict[str, Any]) -> dict[str, Any]:
    """A ledger statement as exported: the `answer` JSON's statement without its rivals."""
    return {k: v for k, v in record.items() if k != "rivals"}


def render(records: list[dict[str, Any]], fmt: str, kind: str = "facts",
           sources: dict[str, dict[str, Any]] | None = None, every_column: bool = False) -> str:
    """The records (``kind``: facts or statements) as text in ``fmt``: json, jsonl, csv, yaml
    or md. ``sources``: the table of the sources they cite (View.source_table), written beside
    them: as ``sources`` in json and yaml, as each record's ``cited_sources`` in jsonl (a line
    stands alone), as each row's ``source_links`` in csv (a fact's ``cited_sources`` too, as
    JSON, after them) and as a list after the table in md. md has a reader's columns
    (READER_COLUMNS, FACT_READER_COLUMNS) unless ``every_column``: the csv's, lists as cells."""
    table = sources or {}
    if fmt in ("json", "yaml"):
        document = {kind: records, **({"sources": sources} if sources is not None else {})}
        return _json(document, indent=True) + "\n" if fmt == "json" else _yaml(document)
    if fmt == "jsonl":
        return "".join(_json(r if sources is None else {**r, "cited_sources": {
            name: table.get(name) for name in cited(r)}}) + "\n" for r in records)
    columns = COLUMNS[kind]
    if fmt == "csv":  # the csv module's own line end, CRLF: a lone CR in a field is quoted too
        out = io.StringIO()
        writer = csv.writer(out)
        facts = kind == "facts"  # lists as JSON, as ingest reads them back
        whole = _WHOLE if facts else {}
        writer.writerow([*columns, *whole, LINKS, *([DESCRIBED] if facts else []),
                         *LAST[kind], *(WRITTEN if facts else ())])
        for r in records:
            names = cited(r)
            links = "\n".join(_link(name, table.get(name)) for name in names)
            described = [_json({name: table.get(name) for name in names})] if facts else []
            writer.writerow([*(_cell(r.get(c)) for c in columns),
                             *(_json(r[k]) if k == "sources" or r.get(k) else ""
                               for k in whole.values()), _cell(links), *described,
                             *(_cell(v) for v in _last(r, kind).values()),
                             *(_json(r[k]) if k in r else "" for k in WRITTEN if facts)])
        return out.getvalue()
    if every_column:
        columns = [*columns, *MD_COLUMNS[kind]]
    else:
        columns = READER_COLUMNS if kind == "statements" else FACT_READER_COLUMNS
    headers = [MD_HEADERS[kind].get(c, c) for c in columns]
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(columns)]
    for r in records:
        shown_row = {**r, **_last(r, kind)} if every_column else \
            as_read(r) if kind == "statements" else _reader_fact(r)
        lines.append("| " + " | ".join(_md_cell(shown_row.get(c)) for c in columns) + " |")
    names = sorted({name for r in records for name in cited(r)})
    if names:
        lines += ["", "## Sources", "", *(_md_link(name, table.get(name)) for name in names)]
    return "\n".join(lines) + "\n"
