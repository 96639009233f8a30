"""The lexicon (data/lexicon.yaml) compiled into matchers for entities and qualifier words."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .locate import bundled_data

_ASCII_ALNUM = re.compile(r"[A-Za-z0-9]")


@dataclass(frozen=True, slots=True)
class Entity:
    """A thing claims are about, with the relations the lexicon knows."""

    name: str
    kind: str
    family: str | None = None
    architecture: str | None = None
    uses: str | None = None
    default_scope: str | None = None
    links: int | None = None
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


def _pattern(alias: str) -> str:
    """A regex for ``alias`` that ignores letter case, spaces and hyphens between its parts."""
    parts: list[str] = []
    previous = ""
    for char in alias:
        if char in " -":
            parts.append(r"[\s\-]*")
        else:
            if previous and previous not in " -" and _transition(previous, char):
                parts.append(r"[\s\-]*")
            parts.append(re.escape(char))
        previous = char
    body = "".join(parts)
    start = r"(?<![A-Za-z0-9])" if _ASCII_ALNUM.match(alias[0]) else ""
    end = r"(?![A-Za-z0-9])" if _ASCII_ALNUM.match(alias[-1]) else ""
    return start + body + end


def _transition(a: str, b: str) -> bool:
    """Whether a space may stand between ``a`` and ``b`` (letter/digit or Latin/CJK change)."""
    def cls(c: str) -> int:
        return 0 if c.isdigit() else 1 if c.isascii() and c.isalpha() else 2 if not c.isascii() \
            else 3
    return cls(a) != cls(b) and {cls(a), cls(b)} != {0, 3} and {cls(a), cls(b)} != {1, 3}


@dataclass
class Lexicon:
    """Entities, attributes and qualifiers, with compiled matchers."""

    entities: dict[str, Entity]
    attributes: dict[str, dict[str, Any]]
    qualifiers: dict[str, dict[str, list[str]]]
    _alias: dict[str, str] = field(default_factory=dict)
    _entity_re: re.Pattern[str] | None = None
    _qualifier_re: re.Pattern[str] | None = None
    _qualifier: dict[str, tuple[str, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        aliases = []
        for entity in self.entities.values():
            for alias in (entity.name, *entity.aliases):
                self._alias.setdefault(_key(alias), entity.name)
                aliases.append(alias)
        aliases.sort(key=len, reverse=True)
        self._entity_re = re.compile("|".join(_pattern(a) for a in aliases), re.I)
        words = []
        for kind, values in self.qualifiers.items():
            for value, phrases in values.items():
                for phrase in phrases:
                    self._qualifier[_key(phrase)] = (kind, value)
                    words.append(phrase)
        words.sort(key=len, reverse=True)
        self._qualifier_re = re.compile("|".join(_pattern(w) for w in words), re.I)

    def resolve(self, name: str) -> Entity | None:
        """The entity ``name`` (a canonical name or any alias) stands for."""
        canonical = self._alias.get(_key(name))
        return self.entities[canonical] if canonical else None

    def find_entities(self, text: str) -> list[Match]:
        assert self._entity_re is not None
        found = []
        for m in self._entity_re.finditer(text):
            name = self._alias.get(_key(m.group(0)))
            if name:
                found.append(Match(m.start(), m.end(), name, self.entities[name].kind))
        return found

    def find_qualifiers(self, text: str) -> list[Match]:
        assert self._qualifier_re is not None
        found = []
        for m in self._qualifier_re.finditer(text):
            hit = self._qualifier.get(_key(m.group(0)))
            if hit:
                found.append(Match(m.start(), m.end(), hit[1], hit[0]))
        return found

    def members(self, name: str) -> set[str]:
        """``name`` and, for a family such as NVLink, every generation in it."""
        return {name} | {e.name for e in self.entities.values() if e.family == name}


@cache
def lexicon(path: Path | None = None) -> Lexicon:
    """The lexicon shipped with nvfacts (or the one at ``path``), read once."""
    source = path or bundled_data("lexicon.yaml")
    data = yaml.load(source.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    entities = {}
    for item in data["entities"]:
        entity = Entity(name=item["name"], kind=item["kind"], family=item.get("family"),
                        architecture=item.get("architecture"), uses=item.get("uses"),
                        default_scope=item.get("default_scope"), links=item.get("links"),
                        aliases=tuple(item.get("aliases", ())))
        entities[entity.name] = entity
    return Lexicon(entities, data["attributes"], data["qualifiers"])
