"""The store's data model: sources, facts and their citations (SPEC section 1), strictly typed."""

from __future__ import annotations

import datetime
import functools
import math
import re
from types import UnionType
from typing import Annotated, Any, Literal, NotRequired, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    TypeAdapter,
    ValidationError,
    WithJsonSchema,
)
from pydantic_core import PydanticCustomError
from typing_extensions import TypedDict  # pydantic reads this one on Python < 3.12

from .lang import language
from .plain import Plain
from .textsafe import visible

Status = Literal["verified", "unverified", "disputed", "refuted"]
STATUSES: tuple[str, ...] = get_args(Status)
SourceKind = Literal["knowledge-card", "datasheet", "whitepaper", "paper", "article", "forum",
                     "measurement", "curator"]
SOURCE_KINDS: tuple[str, ...] = get_args(SourceKind)

ID_PATTERN = re.compile(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}")
ID_RULE = "use 1-64 ASCII letters (A-Z, a-z), digits, '-', '_' or '.', not starting with '.'"
"""What ID_PATTERN allows, as the messages refusing an id say it: the letters are ASCII only
(new-user trial 30: '中文事实' was refused by a message saying 'letters')."""
MAX_CLAIM = 4000
_BOOL_WORDS = {"true", "false", "yes", "no", "on", "off", "y", "n"}
_DECIMAL = re.compile(r"\d+(?:\.\d*)?")
_NUMBER = re.compile(r"[-+]?(?=\.?\d)(?:\d[\d_]*)?(?:\.\d*)?(?:[eE][-+]?\d+)?")
"""A YAML number as nvfacts reads one: a digit before the exponent, '_' between digits."""


_PERCENT = re.compile(r"([0-9]+(?:\.[0-9]+)?)[ \t]*%")
"""A percentage ('90%'), where a fraction (0.9) belongs."""


def _fraction(value: Any) -> float:
    """A number in [0, 1]: from a YAML plain scalar or a real int/float, never a bool or text."""
    if type(value) is Plain and _DECIMAL.fullmatch(value):  # the usual '0.9', at once
        number = float(value)
        if number <= 1.0:
            return number
    if isinstance(value, bool):
        raise PydanticCustomError("fraction", "must be a number from 0 to 1, not a boolean")
    if isinstance(value, Plain):
        text = str(value)
        if text.lower() in _BOOL_WORDS:
            raise PydanticCustomError("fraction", "must be a number from 0 to 1, not the "
                                      "boolean-looking word '{text}'", {"text": text})
        percent = _PERCENT.fullmatch(text)
        if percent is not None and float(percent.group(1)) <= 100:
            raise PydanticCustomError("fraction", "must be a number from 0 to 1, got '{text}': "
                                      "write {fraction}", {"text": text, "fraction": format(
                                          float(percent.group(1)) / 100, ".10g")})
        if not _NUMBER.fullmatch(text):
            raise PydanticCustomError("fraction", "must be a number from 0 to 1, got '{text}'",
                                      {"text": text})
        number = float(text.replace("_", ""))
    elif isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        raise PydanticCustomError("fraction", "must be a number from 0 to 1, got the quoted "
                                  "text '{text}': remove the quotes", {"text": value[:40]})
    else:
        raise PydanticCustomError("fraction", "must be a number from 0 to 1, got a {kind}",
                                  {"kind": type(value).__name__})
    if math.isnan(number) or math.isinf(number) or not 0.0 <= number <= 1.0:
        raise PydanticCustomError("fraction", "must be a number from 0 to 1, got {number}",
                                  {"number": value})
    return number


def _identifier(value: Any) -> str:
    if value is None:
        raise PydanticCustomError("identifier", "is empty: give an id such as 'nvlink4-bw'")
    if not isinstance(value, str):
        raise PydanticCustomError("identifier", "must be text")
    text = str(value)
    if not text.strip():
        raise PydanticCustomError("identifier", "is blank: give an id such as 'nvlink4-bw'")
    if not ID_PATTERN.fullmatch(text):
        raise PydanticCustomError(
            "identifier", "'{text}' is not a valid id: " + ID_RULE, {"text": visible(text[:70])})
    return text


def _claim(value: Any) -> str:
    if value is None:
        raise PydanticCustomError("claim", "is empty: write the statement the fact makes after "
                                  "'claim:'")
    if not isinstance(value, str):
        raise PydanticCustomError("claim", "must be text")
    text = str(value).rstrip()  # the line break a '>' or '|' block ends with is no part of it
    if not text:
        raise PydanticCustomError("claim", "is blank: write the statement the fact makes")
    if len(text) > MAX_CLAIM:
        raise PydanticCustomError("claim", "is {n} characters long, over the limit of {limit}: "
                                  "split it into several facts", {"n": len(text),
                                                                  "limit": MAX_CLAIM})
    return text


def _url(value: Any) -> str:
    if not isinstance(value, str) or not re.match(r"https?://\S+$", value):
        raise PydanticCustomError("url", "must be an http:// or https:// address")
    return str(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise PydanticCustomError("text", "must be text")
    return str(value)


def _language(value: Any) -> str:
    """A fact's ``lang`` as nvfacts compares it (lang.language: ``ZH``, ``zh-CN`` -> ``zh``);
    the file keeps what was written."""
    return language(_text(value))


def _number(value: Any) -> float:
    """Any real number: from a YAML plain scalar or an int/float, never a bool or quoted text."""
    if type(value) is str and _NUMBER.fullmatch(value):
        raise PydanticCustomError("number", "must be a number, got the quoted text '{text}': "
                                  "remove the quotes", {"text": value[:40]})
    if isinstance(value, bool) or not isinstance(value, int | float | Plain):
        raise PydanticCustomError("number", "must be a number")
    if isinstance(value, Plain):
        if not _NUMBER.fullmatch(str(value)):
            raise PydanticCustomError("number", "must be a number, got '{text}'",
                                      {"text": str(value)[:40]})
        value = float(str(value).replace("_", ""))
    number = float(value)
    if math.isnan(number) or math.isinf(number):
        raise PydanticCustomError("number", "must be a finite number")
    return number


def _count(value: Any) -> int:
    """A whole number from 0: from a YAML plain scalar of digits or an int, never a bool."""
    if isinstance(value, Plain) and str(value).isascii() and str(value).isdigit():
        return int(str(value))
    if type(value) is int and value >= 0:
        return value
    raise PydanticCustomError("count", "must be a whole number from 0")


def _boolean(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, Plain) and str(value).lower() in ("true", "false"):
        return str(value).lower() == "true"
    raise PydanticCustomError("boolean", "must be true or false")


Fraction = Annotated[float, BeforeValidator(_fraction),
                     WithJsonSchema({"type": "number", "minimum": 0, "maximum": 1})]
Number = Annotated[float, BeforeValidator(_number), WithJsonSchema({"type": "number"})]
SCALAR_TEXT = ["string", "number", "boolean"]
"""What a text field's schema allows: the store reads an unquoted ``5`` or ``true`` there as the
text written (yamlread.py), which an editor's YAML reads as a number or a boolean; a string's
pattern and lengths apply to strings only, as JSON Schema has it."""
Identifier = Annotated[str, BeforeValidator(_identifier), WithJsonSchema(
    {"type": SCALAR_TEXT, "pattern": "^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$"})]
Text = Annotated[str, BeforeValidator(_text), WithJsonSchema({"type": SCALAR_TEXT})]
ClaimText = Annotated[str, BeforeValidator(_claim), WithJsonSchema(
    {"type": SCALAR_TEXT, "minLength": 1, "maxLength": MAX_CLAIM, "pattern": "\\S"})]
Language = Annotated[str, BeforeValidator(_language), WithJsonSchema({"type": SCALAR_TEXT})]
Url = Annotated[str, BeforeValidator(_url), WithJsonSchema(
    {"type": "string", "pattern": "^https?://\\S+$"})]
Boolean = Annotated[bool, BeforeValidator(_boolean), WithJsonSchema({"type": "boolean"})]
Count = Annotated[int, BeforeValidator(_count), WithJsonSchema({"type": "integer", "minimum": 0})]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=False)


class Source(_Strict):
    """A document claims come from, with how far it is trusted."""

    id: Identifier
    title: Text | None = None
    kind: SourceKind | None = None
    url: Url | None = None
    reliability: Fraction | None = None
    description: Text | None = None


class Citation(_Strict):
    """One place a source makes a fact's claim, with what the source itself reported."""

    source: Identifier
    locator: Text | None = None
    confidence: Fraction | None = None
    status: Status | None = None
    independent: Boolean | None = None
    """False for a repeat: the same source citing the fact again (a page's Core Fact)."""


Direction = Literal["bidirectional", "unidirectional"]
Scope = Literal["per-gpu", "per-link", "per-port", "aggregate"]
Approx = Literal["up-to", "about"]


class Assertion(_Strict):
    """What a claim states: a subject's attribute has a value (SPEC section 2)."""

    subject: Text
    attribute: Text
    value: Number
    unit: Text | None = None
    direction: Direction | None = None
    scope: Scope | None = None
    approx: Approx | None = None
    text: Text | None = None


def _date(value: Any) -> str:
    """A decision's date: a real calendar day, written YYYY-MM-DD, not after today (a decision
    dated in the future would outrank every later one, see ``Wording.latest_decision``)."""
    if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        raise PydanticCustomError("date", "must be a date written YYYY-MM-DD")
    try:
        day = datetime.date.fromisoformat(value)
    except ValueError as exc:
        raise PydanticCustomError("date", "'{value}' is not a calendar date ({why}): write "
                                  "the day the decision was made as YYYY-MM-DD",
                                  {"value": value, "why": str(exc)}) from None
    today = datetime.date.today()
    if day > today:
        raise PydanticCustomError("date", "'{value}' is dated in the future (today is {today}): "
                                  "write the day the decision was made",
                                  {"value": value, "today": today.isoformat()})
    return str(value)


class Decision(_Strict):
    """A curator's verdict on a fact, with when and on what evidence."""

    date: Annotated[str, BeforeValidator(_date), WithJsonSchema(
        {"type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"})]
    status: Literal["verified", "refuted"]
    evidence: Text
    source: Identifier | None = None
    claim_digest: Text | None = None
    """``claim_digest(claim)`` of the wording's claim as it was decided on (``verify`` and
    ``refute`` write it): once the claim is edited, the decision no longer stands. Absent in
    older entries, which stand whatever the claim says."""

    def judged(self, claim: str) -> bool:
        """Whether the decision was made on ``claim`` as written now (or says not what on). A
        digest taken when a claim written as a '>' or '|' block was read with the line break
        it ends with stands for the claim without it."""
        return self.claim_digest is None or self.claim_digest in (
            claim_digest(claim), claim_digest(claim + "\n"))


def claim_digest(claim: str) -> str:
    """The first 12 hex digits of the SHA-256 of ``claim`` (UTF-8): what a decision was made
    on."""
    import hashlib

    return hashlib.sha256(claim.encode("utf-8")).hexdigest()[:12]


class Wording(_Strict):
    """What a fact and a wording merged into it both hold: the claim and all that was said of
    it (citations, curators' assertions and decisions)."""

    id: Identifier
    claim: ClaimText
    lang: Language | None = None
    status: Status = "unverified"
    confidence: Fraction | None = None
    tags: list[Text] = Field(default_factory=list)
    sources: list[Citation] = Field(default_factory=list)
    assertions: list[Assertion] | None = None
    history: list[Decision] = Field(default_factory=list)

    def latest_decision(self) -> Decision | None:
        """The decision that stands: the latest by date; on one date, the one written last in
        ``history``. The list's order is not the order of time (a curator may add an older
        decision by hand); ``verify`` and ``refute`` set ``status`` to this decision's, and the
        score's curator term is this decision's (with those of merged wordings, see
        ``Fact.decisions``). A decision made on another wording of the claim (the claim was
        edited since, ``Decision.judged``) does not stand."""
        return max(reversed(self.current()), key=lambda d: d.date, default=None)

    def current(self) -> list[Decision]:
        """The decisions of ``history`` made on the claim as it is written now."""
        return [d for d in self.history if d.judged(self.claim)]

    def outdated(self) -> list[Decision]:
        """The decisions of ``history`` made on a claim since edited."""
        return [d for d in self.history if not d.judged(self.claim)]


class Original(_Strict):
    """Where and how a fact merged away by ``dedup --apply`` stood in the store file, so that
    ``unmerge`` puts it back there byte for byte."""

    after: Identifier | None = None
    """The fact right before it in the file; absent when it was the first."""
    gap: Count | None = None
    """The comment and blank lines between that fact and it (they stay in the file)."""
    lines: Text | None = None
    """Its lines as they were written (comments, quoting, layout), when nvfacts would not have
    written them so; written back when the wording is unchanged."""


class Mention(Wording):
    """A fact merged into another as a duplicate wording: all of it, so unmerge restores it.
    ``via`` names the wording it came in with when it had been merged into that one before:
    unmerging that wording takes it back along. ``original``: where and how it stood."""

    via: Identifier | None = None
    original: Original | None = None


class Fact(Wording):
    """One claim with its status, stored confidence, tags and citations.

    ``assertions``, when a curator writes them, replace what nvfacts would extract.
    """

    merged: list[Mention] = Field(default_factory=list)

    def citations(self) -> list[Citation]:
        """Its own citations and those of the wordings merged into it."""
        return [*self.sources, *(c for m in self.merged for c in m.sources)]

    def decisions(self) -> list[tuple[str, Decision]]:
        """Curators' decisions on the fact and on the wordings merged into it, each with the id
        it was made on, oldest first: by date; on one date, the fact's own come last and each
        list keeps its written order, so the last one is ``latest_decision``'s rule over them
        all. Decisions made on a claim since edited are left out (``Wording.current``)."""
        dated = [(d.date, 0, m.id, d) for m in self.merged for d in m.current()]
        dated += [(d.date, 1, self.id, d) for d in self.current()]
        return [(on, d) for _, _, on, d in sorted(dated, key=lambda x: (x[0], x[1]))]


def mark_repeats(citations: list[Citation], cited: set[str] | None = None) -> list[Citation]:
    """The citations with every repeat from one source (after its first, or from a source in
    ``cited`` already) marked ``independent: false``, and the others unmarked."""
    seen = set(cited or ())
    out = []
    for cite in citations:
        repeat = cite.source in seen
        seen.add(cite.source)
        out.append(cite.model_copy(update={"independent": False if repeat else None}))
    return out


class Store(_Strict):
    """The whole store file."""

    sources: list[Source] = Field(default_factory=list)
    facts: list[Fact]


def _as_records(annotation: Any) -> Any:
    """``annotation`` with each model in it replaced by the TypedDict of its fields."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _record(annotation)
    args = get_args(annotation)
    if not args:
        return annotation
    origin = get_origin(annotation)
    if origin is Annotated:
        return Annotated[(_as_records(args[0]), *annotation.__metadata__)]
    if origin is list:
        return list[_as_records(args[0])]  # type: ignore[misc]
    if origin in (Union, UnionType):
        return Union[tuple(_as_records(a) for a in args)]  # noqa: UP007 - built at run time
    return annotation


@functools.cache
def _record(model: type[BaseModel]) -> Any:
    make: Any = TypedDict  # built from the model, so the two cannot drift apart
    fields = {name: _as_records(info.rebuild_annotation()) if info.is_required()
              else NotRequired[_as_records(info.rebuild_annotation())]
              for name, info in model.model_fields.items()}
    record = make(f"{model.__name__}Record", fields)
    record.__pydantic_config__ = model.model_config
    return record


@functools.cache
def _store_records() -> TypeAdapter[Any]:
    return TypeAdapter(_record(Store))


def validate_records(value: Any) -> bool:
    """Whether ``value`` (the store as plain data) is valid, checked field for field as
    ``Store.model_validate`` checks it but into plain dicts, several times cheaper than building
    the models: for ``check``, which keeps nothing. The errors, when there are any, are the
    models' to give."""
    try:
        _store_records().validate_python(value)
    except ValidationError:
        return False
    return True


def known_fields(loc: tuple[str | int, ...]) -> list[str]:
    """The field names allowed for the object an error location points into."""
    model: type[BaseModel] = Store
    names = [p for p in loc if isinstance(p, str)]
    for name in names[:-1]:
        nested = {"facts": Fact, "sources": Citation if issubclass(model, Wording) else Source,
                  "assertions": Assertion, "history": Decision, "merged": Mention,
                  "original": Original}.get(name)
        if nested is None:
            break
        model = nested
    return list(model.model_fields)


DEFAULTS: dict[str, Any] = {"status": "unverified", "tags": [], "sources": [], "history": [],
                            "merged": []}


def to_data(item: BaseModel, *, keep: frozenset[str] = frozenset()) -> dict[str, Any]:
    """The item as plain data in field order, leaving out unknowns and defaults not in ``keep``
    (the defaults of the wordings merged into a fact too: a merge writes no line the merged
    fact did not have)."""
    data = item.model_dump(exclude_none=True)
    if data.get("merged"):
        data["merged"] = [{k: v for k, v in m.items() if DEFAULTS.get(k, object()) != v}
                          for m in data["merged"]]
    return {k: v for k, v in data.items() if k in keep or DEFAULTS.get(k, object()) != v}
