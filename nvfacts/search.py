"""Ranked search over claims: what the query names first, rare words over common ones, typing
slips forgiven, and the computed score between equals.

Each fact is indexed (SQLite FTS5, in the View) with its words, the entities it names (lexicon
aliases in any language, its assertions' subjects and their families), the entities related to
those (a GPU's NVLink generation and architecture, a generation's GPUs and systems) and the
attributes it asserts. A query is read the same way: its words, each misspelt word first
replaced by the nearest indexed or lexicon word, and the entities and attributes it names. A
fact's rank is, in order: refuted or disputed facts after all others; how much of what the query
names it names (an entity 2, a related entity 1, an attribute 1); the BM25 weight of the words
it shares with the query, in steps of a quarter of the best (STEPS); its score; its place in
the store. A query naming an entity puts the facts naming it or a related entity first, and
lists another only when it shares a word of the query's own (``Query.own``).
"""

from __future__ import annotations

import math
import re
import sqlite3
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from .errors import UsageError
from .lexicon import Lexicon, lexicon

ENTITY, RELATED, ATTRIBUTE = 2, 1, 1
"""What a fact gains for naming an entity of the query, an entity related to one, an attribute."""
STEPS = 4
"""Word weights count in steps of 1/STEPS of the best hit's, so the score decides between near
equals."""
FLOOR = 1.0
"""The word weight (BM25) a share is taken of when the best hit's is below it: words as common
as 'NVLink' in an NVLink store weigh next to nothing, and their shares would say nothing."""
MIN_SHARE = 0.25
"""A fact naming nothing of the query must have at least this part of the best word weight."""
FUZZY = 80.0
"""rapidfuzz ratio from which a word the index lacks is read as the nearest word it has."""
LOW = ("refuted", "disputed")
"""Statuses ranked after every other match."""

SCHEMA = "CREATE VIRTUAL TABLE search USING fts5(words, ent, rel, attr, content = '', " \
         "tokenize = \"unicode61 tokenchars '_'\")"
"""Contentless: ranking reads only the index, so the text is not stored twice in the View."""
VOCABULARY = "CREATE VIRTUAL TABLE search_terms USING fts5vocab(search, 'row')"

STOPWORDS = frozenset({
    "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "doe", "for", "from", "has",
    "have", "how", "in", "is", "it", "many", "much", "of", "on", "or", "that", "the", "this",
    "to", "use", "vs", "was", "what", "when", "where", "which", "who", "why", "with"})
"""English words too common to weigh (as ``tokens`` gives them: 'does' is 'doe')."""

_RUNS = re.compile(r"[^\W_]+")
_CJK = re.compile(r"([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+)")
_NUMBER_BEFORE = re.compile(r"\d\s*$")
"""Text before a counted noun ('18 links') that makes it name an attribute."""
NEAR = 3
"""At most this many words (a measure word, a name: 'how many NVLink links', '多少条 NVLink 链路')
between a question's count word and the noun it counts."""


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "is")) and not (
            word.endswith("us") and len(word) > 4):  # 'gpus' is plural, 'status' is not
        return word[:-1]
    return word


class _Stems(dict[str, str]):
    def __missing__(self, word: str) -> str:
        stem = self[word] = _stem(word)
        return stem


_STEMS = _Stems()
_ASCII_WORDS = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[str]:
    """The words of ``text`` for the index: NFKC, lower case, a plural 's' dropped; Chinese and
    other unspaced scripts as overlapping pairs of characters."""
    if text.isascii():
        return list(map(_STEMS.__getitem__, _ASCII_WORDS.findall(text.lower())))
    out: list[str] = []
    for run in _RUNS.findall(unicodedata.normalize("NFKC", text).lower()):
        for i, part in enumerate(_CJK.split(run)):
            if not part:
                continue
            if i % 2:  # a CJK run
                out += [part[j:j + 2] for j in range(len(part) - 1)] if len(part) > 1 else [part]
            else:
                out.append(_STEMS[part])
    return out


def _code(prefix: str, name: str) -> str:
    return prefix + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@cache
def _related(name: str) -> frozenset[str]:
    """Entities tied to ``name`` by the lexicon's relations, both ways: what it uses and its
    architecture; what uses it or has it as architecture."""
    lex = lexicon()
    entity = lex.entities[name]
    out = {entity.uses} if entity.uses else set()
    if entity.architecture:
        arch = lex.resolve(entity.architecture)
        out |= {arch.name} if arch else set()
    for other in lex.entities.values():
        arch = lex.resolve(other.architecture) if other.architecture else None
        if other.uses == name or (arch is not None and arch.name == name):
            out.add(other.name)
    return frozenset(out - {name})


def subjects(name: str) -> list[str]:
    """The subjects ``--subject name`` takes in: the entity under any alias, a family's
    generations, and the entities related to it or to one of them (an H100's or Hopper's NVLink
    4.0, NVLink 4.0's GPUs and systems, and so NVLink's too)."""
    lex = lexicon()
    entity = lex.resolve(name)
    if entity is None:
        raise UsageError(f"unknown subject '{name}': use an entity or alias from "
                         "data/lexicon.yaml, such as 'NVLink 4.0' or 'PCIe Gen5'")
    names = lex.members(entity.name) | _related(entity.name)
    return sorted(names | {r for member in lex.members(entity.name) for r in _related(member)})


# -- what a text names ---------------------------------------------------------------------


@cache
def _attribute_phrases() -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    """For each attribute, the words that name it anywhere (its triggers, the phrases before
    its figure and the question words that ask for it), and the nouns that name it when
    counted."""
    return tuple((name, (*spec.get("triggers", []), *spec.get("before", []),
                         *spec.get("asked", [])),
                  tuple(n for n in spec.get("nouns", []) if n.isascii() or len(n) > 1))
                 for name, spec in lexicon().attributes.items())


def _possible(phrases: Sequence[str], text: str) -> tuple[str, ...]:
    """The phrases that could match ``text`` (all of them unless it is ASCII): matching
    ASCII text regardless of case, a phrase's ASCII words are in its lower case, and a
    character without case (Chinese) matches none of it. A pattern of these alone finds what
    one of all the phrases finds, and compiling only these saves the 20 ms that compiling
    every phrase takes (case-insensitive Unicode patterns are slow to compile)."""
    if not text.isascii():
        return tuple(phrases)
    lower = text.lower()
    return tuple(p for p in phrases
                 if all(w.lower() in lower if w.isascii() else
                        any(c.lower() != c or c.upper() != c for c in w if not c.isascii())
                        for w in p.split()))


@cache
def _pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    """A case-insensitive pattern of any of ``phrases``, longest first, each ASCII one
    between word boundaries and with spaces or hyphens between its words; none matches
    nothing."""
    parts = []
    for phrase in sorted(phrases, key=len, reverse=True):
        body = r"[\s-]*".join(re.escape(w) for w in phrase.split())
        parts.append(rf"(?<![a-z0-9]){body}(?![a-z0-9])" if phrase.isascii() else body)
    return re.compile("|".join(parts) or r"(?!)", re.IGNORECASE)


@cache
def _count_words() -> re.Pattern[str]:
    """The question words that ask for a count ('how many', '多少'), from the lexicon."""
    words = {w for spec in lexicon().attributes.values() for w in spec.get("counted-by", [])}
    return re.compile("|".join(rf"(?<![a-z]){re.escape(w)}(?![a-z])" if w.isascii() else
                               re.escape(w) for w in sorted(words, key=len, reverse=True))
                      or r"(?!)", re.IGNORECASE)


def attributes(text: str) -> set[str]:
    """The attributes ``text`` names: a trigger or question word ('bandwidth', '带宽',
    'released', 'when', '几条'), a noun after a number ('18 links'), or the nearest noun a few
    words after a count question word ('how many NVLink links', '有多少条 NVLink 链路')."""
    found = set()
    counted: list[tuple[int, str]] = []
    for name, anywhere, nouns in _attribute_phrases():
        if _pattern(_possible(anywhere, text)).search(text):
            found.add(name)
        for m in _pattern(_possible(nouns, text)).finditer(text):
            counted.append((m.start(), name))
            if _NUMBER_BEFORE.search(text, 0, m.start()):
                found.add(name)
    for asked in _count_words().finditer(text):
        after = [(start, name) for start, name in counted if start >= asked.end()
                 and len(text[asked.end():start].split()) <= NEAR]
        if after:
            found.add(min(after)[1])
    return found


def entities(text: str, lex: Lexicon | None = None) -> list[tuple[int, int, str]]:
    """(start, end, canonical name) of each entity ``text`` names, under any alias."""
    return [(m.start, m.end, m.value) for m in (lex or lexicon()).find_entities(text)]


# -- the index -----------------------------------------------------------------------------


def index_row(texts: Sequence[str], subjects: Iterable[str], asserted: Iterable[str]
              ) -> tuple[str, str, str, str]:
    """The indexed columns of a fact with these wordings, assertion subjects and attributes."""
    lex = lexicon()
    named = frozenset({m.value for text in texts for m in lex.find_entities(text)} |
                      set(subjects))
    words = tokens(texts[0]) if len(texts) == 1 else [t for x in texts for t in tokens(x)]
    return (" ".join(words), *_entity_columns(named), _attribute_column(frozenset(asserted)))


@cache
def _entity_columns(named: frozenset[str]) -> tuple[str, str]:
    """The entities column (those named and their families) and the related column."""
    lex = lexicon()
    named |= {lex.entities[n].family for n in named if lex.entities[n].family}  # type: ignore
    related = {r for n in named for r in _related(n)} - named
    return (" ".join(sorted(_code("e_", n) for n in named)),
            " ".join(sorted(_code("e_", n) for n in related)))


@cache
def _attribute_column(asserted: frozenset[str]) -> str:
    return " ".join(sorted(_code("a_", a) for a in asserted))


IndexRow = tuple[str, str, str, str]
"""A fact's indexed columns (index_row)."""


def create(db: sqlite3.Connection, rows: Sequence[IndexRow]) -> None:
    """The search index of a View, a row per fact (its position in ``rows`` is its rowid),
    and a narrow copy of the View's fact table with what orders equals (status, score) and what
    the filters and an export's list of facts left out read, so none needs the wide table.
    (In one process: at 100k facts, worker processes made the rows in 8.7 s against 6.0 s
    here, View.build timed in one process.)"""
    db.execute(SCHEMA)
    db.execute(VOCABULARY)
    db.executemany("INSERT INTO search(rowid, words, ent, rel, attr) VALUES (?,?,?,?,?)",
                   ((pos, *row) for pos, row in enumerate(rows)))
    db.execute("CREATE TABLE ranking(pos INTEGER PRIMARY KEY, low INTEGER, status TEXT, "
               "score REAL, tags TEXT, sources TEXT, lang TEXT, langs TEXT, about TEXT, "
               "id TEXT, opponents INTEGER)")
    db.execute(f"INSERT INTO ranking SELECT pos, status IN ({_LOW}), status, score, tags, "
               "sources, lang, langs, about, id, opponents FROM fact")


_LOW = ", ".join(f"'{s}'" for s in LOW)


# -- a query -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Query:
    """What a query text asks for: its weighed words, the entities and attributes it names."""

    words: tuple[str, ...]
    entities: frozenset[str]
    attributes: frozenset[str]
    corrected: str
    """The text as read, misspelt words replaced."""
    own: tuple[str, ...] = ()
    """Its words that are neither names nor the lexicon's general vocabulary (``_general``):
    what a fact naming none of its entities must share with it to be listed ('mig' of 'MIG
    nvlink bandwidth'; none in 'NDR 每个端口多快')."""


def _known(db: sqlite3.Connection, word: str) -> bool:
    row = db.execute("SELECT 1 FROM search WHERE search MATCH ? LIMIT 1",
                     (f'words : "{word}"',)).fetchone()
    return row is not None


@cache
def _lexicon_words() -> frozenset[str]:
    lex = lexicon()
    phrases = [a for e in lex.entities.values() for a in (e.name, *e.aliases)]
    phrases += [w for spec in lex.attributes.values() for key in ("triggers", "before", "nouns")
                for w in spec.get(key, [])]
    return frozenset(t for p in phrases for t in tokens(p))


def _correct(db: sqlite3.Connection, text: str) -> str:
    """``text`` with each ASCII word of four letters or more that neither the index nor the
    lexicon knows (nor STOPWORDS) replaced by the nearest one they know (rapidfuzz ratio >=
    FUZZY)."""
    known = _lexicon_words()
    slips = {w for w in re.findall(r"[A-Za-z][A-Za-z0-9]{3,}", text)
             if _stem(w.lower()) not in known | STOPWORDS and not _known(db, _stem(w.lower()))}
    if not slips:
        return text
    from rapidfuzz import fuzz, process

    vocabulary = known | {t for (t,) in db.execute("SELECT term FROM search_terms")
                          if t.isascii() and t.isalpha()}
    choices = sorted(vocabulary)
    fixed = {}
    for slip in slips:
        best = process.extractOne(_stem(slip.lower()), choices, scorer=fuzz.ratio,
                                  score_cutoff=FUZZY)
        if best is not None:
            fixed[slip] = best[0]
    return re.sub(r"[A-Za-z][A-Za-z0-9]{3,}", lambda m: fixed.get(m[0], m[0]), text)


def parse(db: sqlite3.Connection, text: str) -> Query:
    """Read a query: spelling first, then entities, attributes and words."""
    corrected = _correct(db, text)
    found = entities(corrected)
    words = []
    last = 0
    for start, end, _ in [*found, (len(corrected), len(corrected), "")]:
        words += tokens(corrected[last:start])
        # an entity's own words count as words too, but not its numbers ('4', '0' of NVLink 4.0)
        words += [t for t in tokens(corrected[start:end]) if not t.isdigit() and len(t) > 2]
        last = end
    kept = [w for w in words if w not in STOPWORDS] or words
    rest = corrected
    for start, end, _ in found:
        rest = rest[:start] + " " * (end - start) + rest[end:]
    lower = rest.lower()  # compiled of the phrases the text holds: all of them take 0.5 s
    rest = _pattern(tuple(p for p in _general() if p.lower() in lower)).sub(
        lambda m: " " * len(m[0]), rest)
    own = [w for w in tokens(rest) if w not in STOPWORDS and (w.isascii() or len(w) > 1)]
    return Query(tuple(dict.fromkeys(kept)), frozenset(name for _, _, name in found),
                 frozenset(attributes(corrected)), corrected, tuple(dict.fromkeys(own)))


def _strings(data: object) -> Iterable[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from _strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from _strings(value)


@cache
def _general() -> tuple[str, ...]:
    """The lexicon's general vocabulary, which says what is asked and not of what: the words of
    its attributes (triggers, question words, counted nouns), qualifiers (direction, scope),
    measure words, Chinese particles and general stop words ('每个端口', '多快', '一共',
    '多少', 'GPU', '哪年', '发布')."""
    lex = lexicon()
    phrases = {*(w for spec in lex.attributes.values() for key, value in spec.items()
                 if isinstance(value, list) for w in _strings(value)),
               *_strings(lex.qualifiers), *_strings(lex.questions.get("measure-words", [])),
               *_strings(lex.paraphrase.get("general-stop-words", [])),
               *_strings(lex.paraphrase.get("chinese-particles", []))}
    return tuple(sorted(phrases))


def _any(column: str, terms: Sequence[str]) -> str:
    return f"{column} : ({' OR '.join(terms)})" if terms else ""


def _either(*expressions: str) -> str:
    return " OR ".join(e for e in expressions if e)


def _weighed(db: sqlite3.Connection, words: Sequence[str], alone: bool
             ) -> list[tuple[str, int]]:
    """The words to look for, with the number of facts holding each: those that weigh
    anything, unless they are all there is (``alone``). FTS5's BM25 gives a word in half the
    facts or more next to no weight (its idf is clamped to 1e-6): beside a rarer word or a
    name, it would only widen the search."""
    (last,) = db.execute("SELECT coalesce(max(pos), -1) FROM ranking").fetchone()
    marks = ",".join("?" * len(words))
    docs = dict(db.execute(f"SELECT term, doc FROM search_terms WHERE term IN ({marks})",
                           words).fetchall())
    rare = [w for w in words if docs.get(w, 0) * 2 < last + 1]
    return [(w, docs.get(w, 0)) for w in (rare if rare or not alone else words)]


K1, B = 1.2, 0.75
"""The constants of FTS5's bm25()."""


def _weight_bound(db: sqlite3.Connection, weighed: Sequence[tuple[str, int]]) -> float:
    """More than the word weight (BM25, the words column alone) of any fact for these words.

    FTS5 adds, for each word, idf * f (k1 + 1) / (f + k1 (1 - b + b D / avgdl)), under
    idf (k1 + 1) for any f (the word's count in the fact) and D (the fact's length), where
    idf = log((N - n + 0.5) / (n + 0.5)), 1e-6 when not positive, N the rows FTS5 counts (the
    first number of its averages record) and n the rows holding the word: the vocabulary's
    count (a word is only ever in the words column), or 0, which gives a larger idf, for a
    word the vocabulary lacks. inf when the record cannot be read."""
    row = db.execute("SELECT block FROM search_data WHERE id = 1").fetchone()
    if row is None or not isinstance(row[0], bytes) or not row[0]:
        return math.inf
    total = _varint(row[0])
    if total is None:
        return math.inf
    idf = [max(math.log((total - n + 0.5) / (n + 0.5)), 1e-6) for _, n in weighed]
    return sum(idf) * (K1 + 1) * (1 + 1e-9)


def _varint(data: bytes) -> int | None:
    """The first SQLite varint of ``data`` (FTS5's records are written in them)."""
    value = 0
    for i, byte in enumerate(data[:9]):
        if i == 8:
            return (value << 8) | byte
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value
    return None


def rank(db: sqlite3.Connection, text: str, where: str, args: Sequence[Any],
         limit: int | None) -> list[tuple[int, float]] | None:
    """(position, match 0-100) of the facts matching ``text`` and the filters ``where`` (a
    clause on the View's fact table's filter columns, with ``args``), best first; None when
    the text has nothing to look for.

    The best word weight among the facts the filters keep is what a fact's share of it is
    counted against, but never less than FLOOR: when _weight_bound puts every weight below
    FLOOR, a search that only reads facts naming the query's entities (every one counted by
    what it names, not by MIN_SHARE) needs no best weight, and when it puts every share below
    a step, no weight at all (in a 100k store, a common word such as 'nvlink' takes 0.04 to
    0.07 s to weigh in every fact holding it). The inner query's ``LIMIT -1`` keeps SQLite
    from flattening it into the outer one, which evaluated ``named`` twice (in WHERE and in
    ORDER BY), each time listing the facts of every entity and attribute again (66k rows for
    'bandwidth' at 100k: 0.07 against 0.03 s)."""
    query = parse(db, text)
    if not (query.words or query.entities or query.attributes):
        return None
    ents = [_code("e_", n) for n in sorted(query.entities)]
    attrs = [_code("a_", a) for a in sorted(query.attributes)]
    weighed = _weighed(db, query.words, alone=not (ents or attrs))
    words = _any("words", [f'"{w}"' for w, _ in weighed])
    named_ = _either(_any("ent", ents), _any("rel", ents))
    join = f"JOIN ranking ON ranking.pos = hit.at {where}" if where else ""

    def best_weight() -> float:  # the best word weight among the facts the filters keep
        (best,) = db.execute(
            "SELECT coalesce(max(hit.words), 0) FROM (SELECT rowid AS at, -bm25(search, 1, 0, "
            f"0, 0) AS words FROM search WHERE search MATCH ? LIMIT -1) AS hit {join}",
            (words, *args)).fetchone()
        return float(best)

    named = " + ".join(
        [f"{ENTITY} * (hit.at IN (SELECT rowid FROM search WHERE search MATCH 'ent : {c}'))"
         for c in ents] +
        [f"{RELATED} * (hit.at IN (SELECT rowid FROM search WHERE search MATCH 'rel : {c}'))"
         for c in ents] +
        [f"{ATTRIBUTE} * (hit.at IN (SELECT rowid FROM search WHERE search MATCH 'attr : {c}'))"
         for c in attrs]) or "0"

    # a query naming an entity: facts naming it (or one related to it) first, and a fact
    # naming none of it listed only when it shares a word of the query's own
    mine = f"(hit.at IN (SELECT rowid FROM search WHERE search MATCH '{named_}'))" \
        if ents else "1"
    own = _any("words", [f'"{w}"' for w in query.own])
    kept = f"mine OR at IN (SELECT rowid FROM search WHERE search MATCH '{own}')" \
        if ents and own else "mine"

    def sql(best: float, weigh: bool = True) -> str:
        weight = "-bm25(search, 1, 0, 0, 0)" if weigh else "0"
        return f"""
        SELECT at, named, share, low FROM (
            SELECT hit.at, ranking.low, ranking.score, {named} AS named, {mine} AS mine,
                   hit.words / {max(best, FLOOR)} AS share, hit.words AS weight
            FROM (SELECT rowid AS at, {weight} AS words
                  FROM search WHERE search MATCH ?) AS hit
            JOIN ranking ON ranking.pos = hit.at {where} LIMIT -1)
        WHERE (named > 0 OR weight >= {MIN_SHARE * best}) AND ({kept})
        ORDER BY low, mine DESC, named DESC, CAST(share * {STEPS} AS INTEGER) DESC, score DESC,
                 at
        {"LIMIT ?" if limit is not None else ""}"""

    tail = [limit] if limit is not None else []
    most = ENTITY * len(ents) + ATTRIBUTE * len(attrs) + 1
    rows: list[tuple[int, int, float, int]] = []
    best: float | None = 0.0
    bound = math.inf
    if words:
        bound = _weight_bound(db, weighed) if limit is not None and named_ else math.inf
        best = None if bound < FLOOR else best_weight()
    if limit is not None and named_:
        # Facts naming an entity of the query first: when enough of them outrank anything that
        # names none (more than the attributes alone can give, not refuted or disputed), the
        # rest of the store need not be read. Each names something: MIN_SHARE is not read.
        weigh = best is not None or bound * STEPS >= FLOOR
        rows = db.execute(sql(best or 0.0, weigh),
                          (f"({named_}) AND ({_either(words, named_)})", *args, *tail)
                          ).fetchall()
        if len(rows) < limit or any(low or named <= ATTRIBUTE * len(attrs)
                                    for _, named, _, low in rows):
            rows = []
    everything = _either(words, named_, _any("attr", attrs))
    if not rows and everything:
        if best is None:
            best = best_weight()
        rows = db.execute(sql(best), (everything, *args, *tail)).fetchall()
    return [(pos, round(100 * (named + int(share * STEPS) / STEPS) / most, 1))
            for pos, named, share, _ in rows]


def mark_wordings(db: sqlite3.Connection, text: str | None, lang: str | None,
                  records: Iterable[dict[str, Any]]) -> None:
    """Give each record (with its ``merged`` wordings) whose wording the query matched best is
    one merged into it ``matched_wording``: that wording's id, claim and language. The best is
    the one naming most of what the query names (as ``rank`` counts it), then sharing most of
    its words, the fact's own claim first among equals; with ``lang``, among the wordings in
    that language (a fact whose own claim is in another has one merged in it). A wording edited
    to state another figure (the record's ``diverged``) is one too, as it reads now: its
    ``matched_wording`` says ``diverged: true`` (it does not count for the fact)."""
    from .lang import detect, language

    query = parse(db, text) if text and text.strip() else None
    asked = language(lang) if lang else None
    for record in records:
        merged = [*record.get("merged", ()), *record.get("diverged", ())]
        if not merged:
            continue
        wordings = [(record["claim"], record["lang"], None),
                    *((m["claim"], m.get("lang") or detect(m["claim"]), m) for m in merged)]
        fitting = [w for w in wordings if asked is None or w[1] == asked] or wordings
        best = fitting[0] if query is None else max(
            fitting, key=lambda w: _fit(query, w[0]))  # max keeps the first of equals
        if best[2] is not None:
            record["matched_wording"] = {"id": best[2]["id"], "claim": best[0], "lang": best[1]}
            if best[2] in record.get("diverged", ()):
                record["matched_wording"]["diverged"] = True


def _fit(query: Query, text: str) -> tuple[int, int]:
    """How well a wording fits a query: what of the query it names (an entity or its family
    ENTITY, an attribute ATTRIBUTE), then how many of the query's words it holds."""
    lex = lexicon()
    named = {m.value for m in lex.find_entities(text)}
    named |= {lex.entities[n].family for n in named if lex.entities[n].family}  # type: ignore
    return (ENTITY * len(query.entities & named) +
            ATTRIBUTE * len(query.attributes & attributes(text)),
            len(set(query.words) & set(tokens(text))))


def ordered(db: sqlite3.Connection, where: str, args: Sequence[Any],
            limit: int | None) -> list[int]:
    """Positions of the facts the filters keep, when there is no text: refuted and disputed
    facts last, then by score."""
    tail = [limit] if limit is not None else []
    return [pos for (pos,) in db.execute(
        f"SELECT pos FROM ranking {where} ORDER BY low, score DESC, pos "
        f"{'LIMIT ?' if tail else ''}", (*args, *tail))]
