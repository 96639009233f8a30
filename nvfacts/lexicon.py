"""The lexicon (data/lexicon.yaml) compiled into matchers for entities and qualifier words."""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import re
import zlib
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import accumulate
from pathlib import Path
from typing import Any, TypeVar

from .locate import bundled_data

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Entity:
    """A thing claims are about, with the relations the lexicon knows."""

    name: str
    kind: str
    family: str | None = None
    architecture: str | None = None
    uses: str | None = None
    pcie: str | None = None
    """The PCIe generation a GPU or card uses: its PCIe figure with no generation written."""
    gpu: str | None = None
    """The GPU a card is a form of (H100 PCIe: H100), whose other form "the SXM part" names."""
    cpu_link: str | None = None
    """The interconnect between a superchip's CPU and its GPUs (GH200: NVLink-C2C)."""
    cpu: str | None = None
    """A superchip's CPU (GH200: Grace): a link that CPU and a GPU are the two ends of is the
    superchip's cpu_link, whether the claim names the superchip or not."""
    default_scope: str | None = None
    links: int | None = None
    gpus: int | None = None
    """GPUs in a system or superchip: its aggregate figure is that many times a GPU's."""
    cut_total: bool = False
    """A system whose quoted totals are measured across a cut through its fabric (DGX-2's 2.4
    TB/s of bisection bandwidth, the NVLink Switch System's 57.6 TB/s all-to-all): no sum of its
    GPUs' figures, whatever its ``gpus``."""
    distinct: tuple[str, ...] = ()
    """Scopes under which each generation of a family has a bandwidth of its own."""
    first: str | None = None
    """A family's first generation (NVLink: NVLink 1.0): the year the family arrived, no
    generation named, is that one's."""
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Match:
    """A span of text and what it names (an entity, or a qualifier's value)."""

    start: int
    end: int
    value: str
    kind: str = ""


def _key(text: str) -> str:
    return re.sub(r"[\s\-]+", "", text.lower())


class _Matcher:
    """Finds phrases in text regardless of letter case, spaces and hyphens between their parts.

    Text and phrases are folded to 'keys' (lower case, no spaces or hyphens), and an Aho-Corasick
    automaton (pyahocorasick) finds every phrase in the key in one pass. A phrase may start where
    an ASCII word starts or at any other character (Chinese has no spaces); at each start the
    longest phrase is kept that does not cut through an ASCII word or a number at its end
    ('NVLink 40' and 'NVLink 3.6TB/s' are 'NVLink', not 'NVLink 4' or 'NVLink 3'), and the next
    phrase starts after it.
    """

    def __init__(self, phrases: dict[str, str]) -> None:
        import ahocorasick

        self._value = phrases
        self._automaton = ahocorasick.Automaton()
        for key in phrases:
            self._automaton.add_word(key, len(key))
        if phrases:
            self._automaton.make_automaton()

    def find(self, text: str) -> list[tuple[int, int, str]]:
        pieces = text.replace("-", " ").split(" ")  # the text between its spaces and hyphens
        stripped = "".join(pieces)
        if not stripped.isprintable():  # any other space is unprintable: split at each as well
            pieces = _GAPS.split(text)
            stripped = "".join(pieces)
        key = stripped.lower()
        if len(key) != len(stripped):  # a letter whose lower case is longer: keep it as is
            key = "".join(c.lower() if len(c.lower()) == 1 else c for c in stripped)
        if not self._value:
            return []
        lengths: dict[int, list[int]] = {}
        for end, length in self._automaton.iter(key):  # every phrase, by where its key starts
            lengths.setdefault(end - length + 1, []).append(length)
        if not lengths:  # most texts hold no phrase of a given table
            return []
        starts = list(accumulate(map(len, pieces[:-1]), initial=0))  # each piece's, in the key
        found: list[tuple[int, int, str]] = []
        done = -1
        for i in sorted(lengths):
            if i < done:
                continue
            start = _position(starts, i)
            if not _STARTS.match(text, start):
                continue
            for length in sorted(lengths[i], reverse=True):  # longest first
                end = _position(starts, i + length - 1) + 1
                if end >= len(text) or not _word(text[end - 1]) or not _cuts(text, end):
                    found.append((start, end, self._value[key[i:i + length]]))
                    done = i + length
                    break
        return found


def _position(starts: list[int], k: int) -> int:
    """The position in the text of key character ``k``, given where the text's pieces (between
    the spaces and hyphens the key leaves out) start in the key: ``k`` plus the gaps before it."""
    return k + bisect_right(starts, k) - 1


_GAPS = re.compile(r"[\s\-]")
_STARTS = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9]|[^\x00-\x7f\s]|[~/]")
"""Where a phrase may begin: an ASCII word's first character, or any non-ASCII character."""


def _word(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _cuts(text: str, end: int) -> bool:
    """Whether a phrase ending at ``end``, after a letter or digit, would cut through a word or
    a number ("NVLink 3" in "NVLink 3.6TB/s")."""
    return _word(text[end]) or (text[end - 1].isdigit() and text[end] == "." and
                                text[end + 1:end + 2].isdigit())


@dataclass
class Lexicon:
    """Entities, attributes and qualifiers, with compiled matchers."""

    entities: dict[str, Entity]
    attributes: dict[str, dict[str, Any]]
    qualifiers: dict[str, dict[str, list[str]]]
    units: dict[str, dict[str, float]] = field(default_factory=dict)
    """Bandwidth units to their factor to GB/s: ``symbols`` (case as written), ``words``, and
    ``amounts`` that are a rate after one of the ``rate-before`` words ("每秒600GB")."""
    not_a_property: dict[str, list[str]] = field(default_factory=dict)
    """Words that make a figure a measurement or a memory figure, not the subject's property."""
    ratio_words: list[str] = field(default_factory=list)
    anaphora: dict[str, list[str]] = field(default_factory=dict)
    """Words that stand for the thing of a kind named before them ("the rack"), by kind."""
    paraphrase: dict[str, Any] = field(default_factory=dict)
    """The paraphrase tables dedup folds wordings with, by section name (PARAPHRASE_SECTIONS)."""
    questions: dict[str, Any] = field(default_factory=dict)
    """What a question may name that the store cannot answer (section ``questions``)."""
    status_words: dict[str, list[str]] = field(default_factory=dict)
    """Words a knowledge-card label may print for a status, by status ("已验证": verified)."""
    usual_direction: dict[str, dict[str, str]] = field(default_factory=dict)
    """By subject or family ('*': any) and scope, the direction a bandwidth figure with none
    stated is read in beside figures that state one (section ``usual-direction``)."""
    lane_widths: dict[str, Any] = field(default_factory=dict)
    """Families whose figures are of a link width, the usual width and the patterns that find
    one written (section ``lane-widths``)."""
    quoted_direction: dict[str, dict[str, str]] = field(default_factory=dict)
    """By subject or family and scope, the direction a line rate written in bits with none
    stated is quoted in by convention (a network port's, each way), read so even alone (section
    ``quoted-direction``)."""
    pronoun_subjects: dict[str, list[str]] = field(default_factory=dict)
    """Words opening a sentence that stand for a thing named in a sentence before ("It", "the
    former", "它": ``words``) and openings that begin with one and are none (``not``: "此外"):
    section ``pronoun-subjects``."""
    relation_words: dict[str, Any] = field(default_factory=dict)
    """The words of the relations a claim states beside its assertions, by role (section
    ``relation-words``: reading/relations.py)."""
    either_direction: list[str] = field(default_factory=list)
    """Subjects or families whose figures are quoted both ways, each way and both summed, with
    nothing said of it (section ``either-direction``: PCIe)."""
    path: Path | None = None
    """The file the lexicon was read from, to name where a broken entry stands."""
    _derived: dict[str, Any] = field(default_factory=dict, repr=False)
    """What ``derived`` made of the lexicon, by name."""
    _alias: dict[str, str] = field(default_factory=dict)
    _entities: _Matcher | None = None
    _qualifiers: _Matcher | None = None

    def __post_init__(self) -> None:
        for entity in self.entities.values():
            for alias in (entity.name, *entity.aliases):
                self._alias.setdefault(_key(alias), entity.name)
        self._entities = _Matcher(self._alias)
        words: dict[str, str] = {}
        for kind, values in self.qualifiers.items():
            for value, phrases in values.items():
                for phrase in phrases:
                    words.setdefault(_key(phrase), f"{kind}:{value}")
        self._qualifiers = _Matcher(words)

    def derived(self, name: str, build: Callable[[Lexicon], T]) -> T:
        """What ``build`` makes of this lexicon (compiled patterns), made once and kept."""
        try:
            return self._derived[name]  # type: ignore[no-any-return]
        except KeyError:
            made = self._derived[name] = build(self)
            return made

    def words(self, key: str) -> list[str]:
        """The words of the list ``key`` of section ``relation-words`` (none when it is not
        there; a lexicon lacking one of NEEDED_WORDS is no lexicon). An entry that is no word,
        or a ``key`` that is no list, is a ParseError naming where the list stands in the
        lexicon file."""
        listed = self.relation_words.get(key)
        if listed is None:
            return []
        if not isinstance(listed, list):
            raise _words_error(self.path, key, f"{listed!r} is not a list of words: write "
                                               f"them as {key}: [word, 'two words', ...]")
        for n, word in enumerate(listed, 1):
            if not isinstance(word, str) or not word.strip():
                hint = " (YAML reads on, off, yes and no unquoted as true or false: quote " \
                    "the word)" if isinstance(word, bool) else ""
                raise _words_error(self.path, key, f"entry {n}, {word!r}, is not a word: write "
                                                   "each as text, quoted where YAML would "
                                                   f"read it otherwise{hint}")
        return listed

    def resolve(self, name: str) -> Entity | None:
        """The entity ``name`` (a canonical name or any alias) stands for."""
        canonical = self._alias.get(_key(name))
        return self.entities[canonical] if canonical else None

    def find_entities(self, text: str) -> list[Match]:
        assert self._entities is not None
        return [Match(b, e, name, self.entities[name].kind)
                for b, e, name in self._entities.find(text)]

    def find_qualifiers(self, text: str) -> list[Match]:
        assert self._qualifiers is not None
        return [Match(b, e, name, kind) for b, e, value in self._qualifiers.find(text)
                for kind, _, name in (value.partition(":"),)]

    def members(self, name: str) -> set[str]:
        """``name`` and, for a family such as NVLink, every generation in it."""
        return {name} | {e.name for e in self.entities.values() if e.family == name}


def _words_error(path: Path | None, key: str | None, what: str) -> Exception:
    """A ParseError at the line of section ``relation-words`` in the lexicon file (the bundled
    one when ``path`` is None), or of its list ``key``."""
    from .errors import ParseError, Problem

    path = path or bundled_data("lexicon.yaml")
    line, column = 1, 1
    with contextlib.suppress(OSError, UnicodeDecodeError):
        lines = path.read_text(encoding="utf-8").splitlines()
        section = next((n for n, text in enumerate(lines)
                        if re.match(r"relation-words\s*:", text)), None)
        if section is not None:
            line = section + 1
            pattern = re.compile(r"(\s+)" + re.escape(key or "") + r"\s*:")
            for n in range(section + 1, len(lines) if key else 0):
                if (found := pattern.match(lines[n])) is not None:
                    line, column = n + 1, len(found.group(1)) + 1
                    break
                if lines[n][:1].strip() and not lines[n].startswith("#"):
                    break  # the next section
    return ParseError(Problem(str(path), line, column,
                              f"relation-words: {key + ': ' if key else ''}{what}"))


def lexicon_text(raw: bytes | None = None, file: Path | None = None) -> str:
    """The lexicon file's text (the bundled one's unless ``raw`` is given); bytes that are no
    UTF-8 are a ParseError at their line and column."""
    raw = bundled_data("lexicon.yaml").read_bytes() if raw is None else raw
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        from .errors import ParseError, Problem
        from .storefile import line_col

        good = raw[: exc.start].decode("utf-8")
        line, column = line_col(good, len(good))
        raise ParseError(Problem(str(file or bundled_data("lexicon.yaml")), line, column,
                                 f"byte 0x{raw[exc.start]:02x} is not UTF-8: save the lexicon "
                                 "as UTF-8")) from None


def raw() -> Any:
    """The bundled lexicon file's data, as written (plain values)."""
    return _parsed(bundled_data("lexicon.yaml").read_bytes())


@cache
def lexicon(path: Path | None = None) -> Lexicon:
    """The lexicon shipped with nvfacts (or the one at ``path``), read once."""
    file = path or bundled_data("lexicon.yaml")
    data = _parsed(file.read_bytes(), file)
    said = data.get("relation-words") or {}
    if not isinstance(said, dict):
        raise _words_error(path, None, f"{said!r} is not a section of word lists: write each "
                                       "list on a line of its own under it, indented, as "
                                       "name: [word, 'two words', ...]")
    if missing := [key for key in NEEDED_WORDS if not said.get(key)]:
        raise _words_error(path, missing[0] if len(missing) == 1 and missing[0] in said else None,
                           f"the list {missing[0]} is missing or empty: the reader needs it; "
                           f"add it as {missing[0]}: [word, 'two words', ...]"
                           if len(missing) == 1 else
                           f"the lists {', '.join(missing)} are missing or empty: the reader "
                           "needs each; add each as NAME: [word, 'two words', ...]")
    entities = {}
    for item in data["entities"]:
        entity = Entity(name=item["name"], kind=item["kind"], family=item.get("family"),
                        architecture=item.get("architecture"), uses=item.get("uses"),
                        pcie=item.get("pcie"), gpu=item.get("gpu"),
                        cpu_link=item.get("cpu-link"), cpu=item.get("cpu"),
                        default_scope=item.get("default_scope"), links=item.get("links"),
                        gpus=item.get("gpus"), cut_total=bool(item.get("cut-total")),
                        distinct=tuple(item.get("distinct", ())), first=item.get("first"),
                        aliases=tuple(item.get("aliases", ())))
        entities[entity.name] = entity
    return Lexicon(entities, data["attributes"], data["qualifiers"], data.get("units", {}),
                   data.get("not-a-property", {}), data.get("ratio-words", []),
                   data.get("anaphora", {}),
                   {name: data.get(name) or {} for name in PARAPHRASE_SECTIONS},
                   data.get("questions") or {}, data.get("status-words") or {},
                   data.get("usual-direction") or {}, data.get("lane-widths") or {},
                   data.get("quoted-direction") or {}, data.get("pronoun-subjects") or {},
                   said, data.get("either-direction") or [],
                   path=path)


NEEDED_WORDS = ("separator-words", "comma-before-joins", "comma-before-for",
                "comma-before-determiners", "tight-words", "touching-words", "back-words",
                "contrast-words", "contrast-exceptions", "clause-joins", "clause-against",
                "bound-than", "each-with", "first-before", "first-arrival", "first-arrival-be",
                "head-or", "date-year", "date-month", "date-day", "list-times-of",
                "list-possessive", "machine-within", "machine-determiners", "machine-single",
                "machine-per", "machine-gpus", "machine-one-zh", "machine-measures-zh",
                "machine-gpus-zh", "compound-to")
"""Lists of section ``relation-words`` the reader cannot do without: words it once held in
code, whose absence would change what it reads unnoticed."""

KEPT = 4
"""Parsed lexicons kept in the cache folder (the newest: one a lexicon edit)."""


def _parsed(raw: bytes, file: Path | None = None) -> Any:
    """The lexicon file's data: as kept in the cache folder for these bytes (marshal: plain
    values, read in 0.3 ms, after a CRC-32 of them), else parsed from YAML (12 ms, and 10 to
    18 ms to import PyYAML) and kept. A kept file that cannot be read, whose bytes fail their
    CRC or that cannot be written is parsed again: the cache folder is safe to lose. Text
    that is no YAML is a ParseError where it goes wrong in ``file`` (a curator's edit)."""
    from .cache import cache_dir

    folder = cache_dir()
    kept = folder / f"lexicon-{hashlib.sha256(b'marshal 1 ' + raw).hexdigest()}.marshal"
    with contextlib.suppress(OSError, EOFError, ValueError, TypeError):
        stored = kept.read_bytes()
        if zlib.crc32(stored[4:]).to_bytes(4, "big") == stored[:4]:
            return marshal.loads(stored[4:])
    import yaml

    from .errors import ParseError, Problem

    where = str(file or bundled_data("lexicon.yaml"))
    try:
        data = yaml.load(lexicon_text(raw, file), Loader=yaml.CSafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise ParseError(Problem(where, line, column, "the lexicon is no valid YAML: "
                                 f"{exc.problem or exc.context}: fix the syntax here "
                                 "(indentation, quotes, brackets)")) from None
    temporary = kept.with_name(f".{kept.name}.{os.getpid()}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        written = marshal.dumps(data)
        temporary.write_bytes(zlib.crc32(written).to_bytes(4, "big") + written)
        os.replace(temporary, kept)
        for old in sorted(folder.glob("lexicon-*.marshal"), key=lambda p: p.stat().st_mtime,
                          reverse=True)[KEPT:]:
            old.unlink()
    except (OSError, ValueError):  # ValueError: a value marshal cannot write
        with contextlib.suppress(OSError):
            temporary.unlink()
    return data


PARAPHRASE_SECTIONS = ("number-words", "ordinals", "measure-units", "contractions",
                       "abbreviations", "hyphenation", "paraphrases", "word-classes",
                       "chinese-particles", "general-stop-words", "domain-terms", "order-markers",
                       "negation", "number-bounds", "multiples", "compared-with",
                       "percent-more")
"""Sections of the lexicon that say how one meaning may be worded (used by dedup)."""
