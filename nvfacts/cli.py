"""The command line: parse options, call the library, hand the result to a renderer.

Heavy modules (pydantic, PyYAML, rapidfuzz, rich, ruamel.yaml) are imported inside the commands
that need them, so ``nvfacts --help`` stays quick. Annotations are not postponed (no ``from
__future__ import annotations``): typer reads every command's parameters on each run, and
postponed ones it would evaluate from their text each time (454 ``eval`` calls).
"""

import functools
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

from . import render
from .batch import no_gc
from .labelalone import LABEL_ALONE
from .plainvalues import plain_values
from .textsafe import shown

if TYPE_CHECKING:
    from .labelalone import LabelAlone
    from .locate import StoreLocation
    from .view import View


class _Group(typer.core.TyperGroup):
    """typer's group, whose parameters and those of the command it runs convert plain values
    without pydantic (plainvalues.py)."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        plain_values(self.get_params(ctx))
        return super().parse_args(ctx, args)

    def resolve_command(self, ctx: Any, args: list[str]
                        ) -> tuple[str | None, Any, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        if command is not None:
            plain_values(command.get_params(ctx))
        return name, command, rest


app = typer.Typer(name="nvfacts", help="A knowledge base of NVLink and interconnect claims, "
                  "with located validation and confidence scoring.",
                  no_args_is_help=True, pretty_exceptions_show_locals=False,
                  rich_markup_mode=None, cls=_Group)


class ListFormat(StrEnum):
    table = "table"
    json = "json"


class CheckFormat(StrEnum):
    table = "table"
    text = "text"
    json = "json"
    github = "github"


StoreOpt = Annotated[str | None, typer.Option(
    "--store", help="Store file (default: $NVFACTS_STORE, ./data/facts.yaml, the bundled one).",
    show_default=False)]
StoresArg = Annotated[list[Path] | None, typer.Argument(
    metavar="STORE", help="Store files, each read on its own, as pre-commit passes the "
    "staged ones (with --store, that one too).", show_default=False)]
FormatOpt = Annotated[ListFormat | None, typer.Option(
    "--format", "-f", help="table (default on a terminal) or json.", show_default=False)]

F = TypeVar("F", bound=Callable[..., Any])


def _complete_statuses(incomplete: str) -> list[str]:
    """Shell completion of --status."""
    from .model import STATUSES

    return [s for s in STATUSES if s.startswith(incomplete)]


def _complete_ids(ctx: typer.Context, incomplete: str) -> list[str]:
    """Shell completion of a fact id, from the store the command line names (or the default
    one); nothing when that store cannot be read."""
    from .cache import view_for
    from .choices import fact_ids
    from .locate import locate

    store = ctx.params.get("store") or (ctx.parent.params.get("store") if ctx.parent else None)
    try:
        return fact_ids(view_for(locate(store).path), incomplete)
    except Exception:  # a completion must never print an error into the shell
        return []


IdArg = Annotated[str, typer.Argument(metavar="ID", autocompletion=_complete_ids,
                                      help="A fact's id.")]


def _complete_kinds(incomplete: str) -> list[str]:
    """Shell completion of --source-kind."""
    from .model import SOURCE_KINDS

    return [k for k in SOURCE_KINDS if k.startswith(incomplete)]


SourceKindOpt = Annotated[str | None, typer.Option(
    "--source-kind", help="Kind of the source it declares (datasheet, whitepaper, paper, "
    "article, forum, measurement, curator, knowledge-card); for a declared source, only the "
    "kind it is declared with (another is refused).",
    autocompletion=_complete_kinds, show_default=False)]
SourceUrlOpt = Annotated[str | None, typer.Option(
    "--source-url", help="Web address (http:// or https://) of the source it declares; for a "
    "declared source, only the address it is declared with (another is refused).",
    show_default=False)]
SourceReliabilityOpt = Annotated[float | None, typer.Option(
    "--source-reliability", min=0.0, max=1.0, help="How far the source it declares is trusted "
    "(0-1; default: by its kind).")]
SourceTitleOpt = Annotated[str | None, typer.Option(
    "--source-title", help="Title of the source it declares.")]


def _lock_wait(seconds: float | None) -> float | None:
    """--lock-timeout: how long this command's write waits for the store's lock (the writer's
    ``lock_timeout``; without it, $NVFACTS_LOCK_TIMEOUT, else the default)."""
    import math

    if seconds is not None and not math.isfinite(seconds):
        raise typer.BadParameter(f"{seconds!r} is not a number of seconds (0 or more)")
    return seconds


LockOpt = Annotated[float | None, typer.Option(
    "--lock-timeout", min=0.0, metavar="SECONDS", callback=_lock_wait, help="How long to wait "
    "for another nvfacts process writing the store (default: $NVFACTS_LOCK_TIMEOUT, else 10); "
    "then exit 2, the store unchanged.", show_default=False)]


def _exits(func: F) -> F:
    """Turn nvfacts' errors into a message on stderr and the exit code docs/cli.md gives."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from .errors import InvalidStoreError, NvfactsError, ParseError

        atomic = sys.modules.get(f"{__package__}.atomic")  # what was written before this command
        before = len(atomic.WRITTEN) if atomic is not None else 0
        try:
            return func(*args, **kwargs)
        except InvalidStoreError as exc:
            import os

            if os.environ.get("PRE_COMMIT"):  # a hook: the nvfacts-check hook lists them
                render.message(f"the store is invalid ({len(exc.problems)} problem(s)); the "
                               "nvfacts-check hook lists them ('nvfacts check' does too)")
                raise typer.Exit(1) from None
            render.problems_text(exc.problems)
            render.message(f"the store is invalid ({len(exc.problems)} problem(s)); "
                           "'nvfacts check' lists them")
            raise typer.Exit(1) from None
        except ParseError as exc:
            _stderr(f"nvfacts: {exc.problem}")
            raise typer.Exit(2) from None
        except NvfactsError as exc:
            _stderr(f"nvfacts: {exc}")
            raise typer.Exit(2) from None
        except BrokenPipeError:
            raise  # the reader of stdout went away: main ends quietly
        except OSError as exc:
            from .errors import describe_os_error

            _stderr(f"nvfacts: {describe_os_error(exc)}")
            raise typer.Exit(2) from None
        except KeyboardInterrupt:  # Ctrl-C: typer would end without a word
            from .atomic import WRITTEN

            done = ", ".join(dict.fromkeys(map(str, WRITTEN[before:])))
            _stderr("nvfacts: interrupted; " + (f"{done} was written" if done else
                                                "nothing was written"))
            raise typer.Exit(130) from None
        except (typer.Exit, typer.Abort, typer.BadParameter):
            raise
        except Exception as exc:  # a bug: one line for the user, the traceback on request
            import os

            if os.environ.get("NVFACTS_DEBUG"):
                raise
            _stderr(f"nvfacts: internal error ({type(exc).__name__}: {exc}); rerun with "
                    "NVFACTS_DEBUG=1 for the traceback and report it")
            raise typer.Exit(2) from None

    return wrapper  # type: ignore[return-value]


def _stderr(text: str) -> None:
    sys.stderr.write(shown(text) + "\n")


def _json(data: Any) -> None:
    import orjson

    sys.stdout.write(orjson.dumps(data, option=orjson.OPT_INDENT_2).decode() + "\n")


def _as_table(fmt: ListFormat | None) -> bool:
    return fmt is ListFormat.table or (fmt is None and sys.stdout.isatty())


def _detail(view: "View", fact_id: str) -> dict[str, Any]:
    """The fact ``fact_id`` names, each conflict (and each held back as possible) with the
    other fact's id and claim."""
    record = view.detail(fact_id)
    for conflict in [*record.get("conflicts", []), *record.get("possible_conflicts", [])]:
        other = next(i for i in conflict["ids"] if i != record["id"])
        conflict["other"] = {"id": other, "claim": view.detail(other)["claim"]}
    return record


def _fact_detail(record: dict[str, Any]) -> None:
    """The fact as a table, each assertion's switch generation given to the renderer."""
    from .generations import assertion_generations
    from .lexicon import lexicon

    render.fact_detail(record, assertion_generations(record.get("assertions") or (), lexicon()))


def _print_fact(record: dict[str, Any], fmt: ListFormat | None) -> None:
    if _as_table(fmt):
        _fact_detail(record)
    else:
        _json({"fact": record})


def _version(asked: bool) -> None:
    """``--version``: the installed package's version (its metadata), else the source's."""
    if not asked:
        return
    from importlib.metadata import PackageNotFoundError, version

    try:
        number = version("nvfacts")
    except PackageNotFoundError:  # run from a checkout that is not installed
        from . import __version__ as number
    sys.stdout.write(f"nvfacts {number}\n")
    raise typer.Exit()


@app.callback()
def _root(ctx: typer.Context, store: StoreOpt = None,
          version: Annotated[bool, typer.Option(
              "--version", is_eager=True, callback=_version,
              help="Print nvfacts' version and exit.")] = False) -> None:
    ctx.obj = store
    render.command_starts()


def _where(ctx: typer.Context, store: str | None) -> "StoreLocation":
    from .locate import locate

    return locate(store or ctx.obj)


def _view(ctx: typer.Context, store: str | None) -> "View":
    return _view_at(_where(ctx, store).path)


def _view_at(path: Path) -> "View":
    from .cache import view_for

    with render.working("reading and analysing the store (cached for next time)"):
        return view_for(path)


def _stores(ctx: typer.Context, store: str | None, more: list[Path] | None) -> list[Path]:
    """The stores a command that reads several takes, each once in the order named: --store
    (after or before the command) and the files given; none named, the one ``_where`` finds."""
    named = [Path(store or ctx.obj)] if store or ctx.obj else []
    return list(dict.fromkeys([*named, *(more or [])])) or [_where(ctx, None).path]


def _writable(ctx: typer.Context, store: str | None) -> Path:
    from .errors import ReadOnlyStoreError

    where = _where(ctx, store)
    if where.bundled:
        raise ReadOnlyStoreError("the bundled store is read-only: pass --store PATH (or set "
                                 "NVFACTS_STORE) to choose the store to change; to build on "
                                 "the bundled facts, copy them first: nvfacts init PATH "
                                 "--bundled")
    return where.path


@app.command()
@_exits
def init(ctx: typer.Context,
         path: Annotated[Path | None, typer.Argument(
             metavar="PATH", help="The store to make (default: --store, $NVFACTS_STORE, "
             "else ./data/facts.yaml).", show_default=False)] = None,
         bundled: Annotated[bool, typer.Option(
             "--bundled", help="A copy of the bundled store (its reference facts and the "
             "seed page's), to build on, not an empty one.")] = False) -> None:
    """Make a new, empty store (and its JSON Schema beside it, for editors); a file that is
    there already is never overwritten (exit 2)."""
    import os

    from .locate import DEFAULT, ENV_VAR
    from .newstore import STARTER, bundled_copy, create

    chosen = path or Path(ctx.obj or os.environ.get(ENV_VAR) or DEFAULT)
    for written in create(chosen, bundled_copy() if bundled else STARTER):
        render.message(f"made the folder {written}" if written.is_dir() else f"wrote {written}")
    render.message(f"next: nvfacts --store {chosen} ingest PAGE --source-id ID"
                   if chosen != DEFAULT else "next: nvfacts ingest PAGE --source-id ID")


@app.command()
@_exits
def check(ctx: typer.Context, stores: StoresArg = None, store: StoreOpt = None,
          fmt: Annotated[CheckFormat, typer.Option(
              "--format", "-f", help="text (FILE:LINE:COL lines on stderr; table is the same), "
              "json, or github (workflow annotations).")] = CheckFormat.text,
          unread: Annotated[bool, typer.Option(
              "--unread", help="Also list, as notes, the claims of each valid store that "
              "nvfacts reads nothing from (no figure or attribute of an entity it knows: a "
              "misspelt name?); they do not change the exit code.")] = False,
          strict: Annotated[bool, typer.Option(
              "--strict", help="Exit 1 on notices too, as on problems: a figure in a unit "
              "nvfacts does not know ('900 GiB/s', '900 gb/s'), a comment cutting a claim, a "
              "decision on an edited claim; with --unread, a figure likely written in bits "
              "for bytes or bytes for bits. For a pre-commit hook or a CI gate.")] = False
          ) -> None:
    """Validate the store (or each store named); exit 1 with every problem when any is
    invalid (with --strict, also when a store has a notice)."""
    from .loader import check as check_store

    paths = _stores(ctx, store, stores)
    with render.working("checking"):
        found = {path: check_store(path) for path in paths}
    problems = [p for listed in found.values() for p in listed]
    valid = [path for path, listed in found.items() if not listed]
    notes, partly, derived = _unread_in(valid) if unread else ([], [], [])
    typos = [t for path in valid for t in _typos_in(path)] if unread else []
    notices = _notices_in(valid)
    failing = len(notices) + len(typos) if strict else 0  # notices counted as findings
    if fmt is CheckFormat.json:  # 'file': the first store, as when only one could be named
        _json({"ok": not problems, **({"passed": not problems and not failing}
                                      if strict else {}),
               "file": str(paths[0]),
               "files": [{"file": str(path), "ok": not listed} for path, listed in found.items()],
               "problems": [p.as_dict() for p in problems],
               "notices": [n.as_dict() for n in notices],
               **({"unread": [{**note.as_dict(), "id": item.id, "claim": item.claim,
                               "did_you_mean": item.near,
                               "unknown_units": [u.as_dict() for u in item.units]}
                              for note, item in notes],
                     "partly_read": [{**note.as_dict(), "id": item.id, "claim": item.claim,
                                      "figure": item.figures[0]}
                                     for note, item in partly],
                     "derived_figures": [{**note.as_dict(), "id": item.id, "claim": item.claim,
                                          "figure": d.figure, "of": d.of, "times": d.times}
                                         for note, item in derived for d in item.derived],
                     "unit_typos": _typo_records(typos)}
                  if unread else {})})
    elif fmt is CheckFormat.github:  # what fails the check, errors; the rest, notices
        flagged = [*(n.problem for n in notices), *(note for note, _ in typos)]
        render.problems_github([*problems, *(flagged if strict else [])])
        render.problems_github([*([] if strict else flagged), *(note for note, _ in notes),
                                *(note for note, _ in partly)], level="notice")
    else:
        render.problems_text([*problems, *(n.problem for n in notices),
                              *(note for note, _ in notes), *(note for note, _ in partly),
                              *(note for note, _ in typos)])
        for path in valid:
            counts = {"notice(s)": sum(x.problem.file == str(path) for x in notices)}
            for what, found_here in (("claim(s) nothing was read from", notes),
                                     ("figure(s) not read", partly),
                                     ("likely unit typo(s)", typos)):
                counts[what] = sum(note.file == str(path) for note, _ in found_here)
            said = [f"{n} {what}" for what, n in counts.items() if n]
            render.message(f"{path}: ok" + (f" ({'; '.join(said)})" if said else ""))
        if failing:
            said = [f"{n} {what}" for what, n in (("notice(s)", len(notices)),
                                                  ("likely unit typo(s)", len(typos))) if n]
            render.message(f"--strict: {' and '.join(said)} count as findings (exit 1): fix "
                           "each as its line says, or run without --strict to let them "
                           "through")
    if problems or failing:
        raise typer.Exit(1)


@app.command()
@_exits
def query(ctx: typer.Context,
          text: Annotated[str | None, typer.Argument(metavar="TEXT",
                                                              help="Words to look for.")] = None,
          status: Annotated[list[str] | None, typer.Option(
              "--status", help="Only facts with this status (repeatable).",
              autocompletion=_complete_statuses)] = None,
          min_confidence: Annotated[float | None, typer.Option(
              "--min-confidence", min=0.0, max=1.0, help="Only facts scoring at least this."
          )] = None,
          tag: Annotated[list[str] | None, typer.Option("--tag", help="Only facts with this tag "
                                                        "(repeatable: all must match).")] = None,
          source: Annotated[list[str] | None, typer.Option(
              "--source", help="Only facts citing this source id (repeatable).")] = None,
          lang: Annotated[str | None, typer.Option("--lang", help="en, zh, ...")] = None,
          subject: Annotated[str | None, typer.Option(
              "--subject", help="Only facts asserting something of this entity (any alias; "
              "'NVLink' includes its generations).")] = None,
          attribute: Annotated[str | None, typer.Option(
              "--attribute", help="Only facts asserting this attribute (bandwidth, "
              "link-count, gpu-count, introduced).")] = None,
          limit: Annotated[int | None, typer.Option("--limit", min=1, help="At most this many "
                                                    "facts.")] = None,
          store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Search the claims, best match first."""
    from .choices import check_filters

    _check_statuses(status)
    view = _view(ctx, store)
    for note in check_filters(view, attribute=attribute, sources=source or [], tags=tag or [],
                              lang=lang):
        render.message(note, style="yellow")
    found = view.query(
        text, statuses=status or [], min_confidence=min_confidence, tags=tag or [],
        sources=source or [], lang=lang, subject=subject, attribute=attribute, limit=limit)
    if _as_table(fmt):
        render.facts_table(found)
        render.message(f"{len(found)} fact(s)")
    else:
        _json({"facts": found})


@app.command()
@_exits
def show(ctx: typer.Context, fact_id: IdArg,
         store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Show one fact: citations, assertions, conflicts and how its score was reached."""
    record = _detail(_view(ctx, store), fact_id)
    if record["id"] != fact_id:
        record["resolved_from"] = fact_id
        _stderr(f"nvfacts: '{fact_id}' was merged into '{record['id']}'")
    _print_fact(record, fmt)


def _decision_of_add(status: str, evidence: str | None) -> bool:
    """Whether ``add`` records a curator's decision (--status verified or refuted, which only
    --evidence may back, as 'verify' and 'refute' take it); UsageError for one without
    evidence, or evidence with no decision."""
    from .errors import UsageError

    decided = status in ("verified", "refuted")
    if decided and not (evidence or "").strip():
        verb = "verify" if status == "verified" else "refute"
        raise UsageError(f"--status {status} is a curator's decision: give --evidence TEXT (what "
                         f"it rests on), recorded with today's date in the fact's history as "
                         f"'nvfacts {verb} ID --evidence TEXT' records it; or add the fact and "
                         f"run that")
    if evidence is not None and not decided:
        raise UsageError("--evidence backs a decision: give it with --status verified or "
                         "--status refuted")
    return decided


@app.command()
@_exits
def add(ctx: typer.Context, claim: Annotated[str, typer.Argument(metavar="CLAIM",
                                                             help="The claim's text.")],
        fact_id: Annotated[str | None, typer.Option("--id", help="Id (default: made from the "
                                                    "claim).")] = None,
        source: Annotated[list[str] | None, typer.Option(
            "--source", help="Source id to cite (repeatable); an undeclared id is declared, "
            "unless close to a declared one (a typo: refused with 'did you mean').")
            ] = None,
        new_source: Annotated[list[str] | None, typer.Option(
            "--new-source", help="Source id to cite and declare, even when it is close to a "
            "declared one (repeatable).")] = None,
        confidence: Annotated[float | None, typer.Option(
            "--confidence", min=0.0, max=1.0, help="What the sources reported (0-1), stored "
            "on their citations.")] = None,
        status: Annotated[str, typer.Option(
            "--status", autocompletion=_complete_statuses, help="verified, unverified, "
            "disputed or refuted; verified and refuted are a curator's decision, recorded as "
            "'nvfacts verify' or 'refute' records it, and need --evidence.")
                          ] = "unverified",
        evidence: Annotated[str | None, typer.Option(
            "--evidence", help="With --status verified or refuted: what the decision rests "
            "on, written to the fact's dated history.")] = None,
        tag: Annotated[list[str] | None, typer.Option("--tag", help="A tag (repeatable).")
                       ] = None,
        source_kind: SourceKindOpt = None, source_reliability: SourceReliabilityOpt = None,
        source_title: SourceTitleOpt = None, source_url: SourceUrlOpt = None,
        lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Add a fact to the store (a claim it holds word for word gets the --source citations)."""
    from .adding import add_fact, trust_note

    _check_statuses([status])
    decided = _decision_of_add(status, evidence)
    path = _writable(ctx, store)
    with render.working("adding"):
        result = add_fact(path, claim, fact_id=fact_id, sources=source or [],
                          confidence=confidence, status="unverified" if decided else status,
                          tags=tag or [], new_sources=new_source or [], source_kind=source_kind,
                          source_reliability=source_reliability, source_title=source_title,
                          source_url=source_url, lock_timeout=lock_timeout)
    if decided:
        from .decisions import decide

        decide(path, result.record["id"], status, str(evidence), lock_timeout=lock_timeout)
        result.record = _detail(_view(ctx, store), result.record["id"])

    if not result.added:
        cited = f"; cited it from {', '.join(result.cited)}" if result.cited else \
            "; nothing changed"
        render.message(f"already in the store as '{result.record['id']}'{cited}")
    for duplicate in result.duplicates:
        render.message(f"warning: near-duplicate of '{duplicate['id']}': {duplicate['claim']}",
                       style="yellow")
    said = {tuple(c["ids"]): c.get("as_written") for c in result.record.get("conflicts", ())}
    for conflict in result.conflicts:
        other = next(i for i in conflict.ids if i != result.record["id"])
        render.message(f"warning: conflicts with '{other}': "
                       f"{said.get(conflict.ids) or conflict.said}", style="yellow")
    possible = result.record.get("possible_conflicts", []) if result.added else []
    for conflict in possible:
        render.message(render.possible_note(conflict, result.record["id"]))
    for rival in result.rivals:
        render.message(render.possible_rival_note(rival["statement"], rival["rival"],
                                                  result.record["id"]), style="yellow")
    for name in result.declared:
        render.message(f"declared new source '{name}'")
    trust = None if decided else trust_note(result)  # a decided fact is the whole store's
    if trust:
        render.message(trust)
    if result.unread:
        from .unread import note

        for item in result.unread:
            render.message(note(item.id, item.near, item.units, item.claim), style="yellow")
    if _as_table(fmt):
        _fact_detail(result.record)
    else:
        _json({"fact": result.record, "added": result.added, "duplicates": result.duplicates,
               "conflicts": [c.as_dict() for c in result.conflicts], "possible": possible,
               "possible_rivals": result.rivals,
               "unread": [u.id for u in result.unread], "trust_note": trust,
               "did_you_mean": {u.id: u.near for u in result.unread if u.near}})


@app.command()
@_exits
def ingest(ctx: typer.Context,
           files: Annotated[list[Path], typer.Argument(metavar="FILE", help="Knowledge-card "
                                                       "pages (.txt), "
                                                       "JSONL or CSV files; with --prose, "
                                                       "articles.")],
           source_id: Annotated[str | None, typer.Option(
               "--source-id", help="Id of the source these files are; an undeclared id close "
               "to a declared one (a typo) is refused with 'did you mean'.")] = None,
           new_source: Annotated[list[str] | None, typer.Option(
               "--new-source", help="A source id to declare even when it is close to a declared "
               "one (repeatable): the files' source when --source-id is not given, or a JSONL "
               "or CSV row's.")] = None,
           title: Annotated[str | None, typer.Option(
               "--title", "--source-title", help="Title of the files' source when new.")
               ] = None,
           reliability: Annotated[float | None, typer.Option(
               "--reliability", min=0.0, max=1.0, help="How far the files' source is trusted "
               "when new (0-1; default: by its kind); for a declared source, only the "
               "reliability it is declared with (another is refused).")] = None,
           source_kind: SourceKindOpt = None, source_url: SourceUrlOpt = None,
           prose: Annotated[bool, typer.Option(
               "--prose", help="The files are articles (a blog post, a forum answer, a vendor "
               "page; Markdown, plain text or .html): each sentence nvfacts reads a figure or "
               "a year from becomes a claim.")] = False,
           another_page: Annotated[bool, typer.Option(
               "--another-page", help="Ingest a file even though another source cites each of "
               "its claims at the same line already: it is another page, not the same one "
               "under a second id (which is refused: it would count twice).")] = False,
           encoding: Annotated[str | None, typer.Option(
               "--encoding", help="The files' text encoding when not UTF-8 (a Chinese page "
               "saved as GBK: gb18030).")] = None,
           lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Read claims from pages and files into the store; the same input twice changes nothing."""
    from .errors import NothingReadError
    from .ingest import ingest as run

    try:
        with render.working("ingesting"):
            report = run(_writable(ctx, store), files, source_id, title=title,
                         reliability=reliability, source_kind=source_kind,
                         new_sources=new_source or [], url=source_url, prose=prose,
                         another_page=another_page, lock_timeout=lock_timeout,
                         encoding=encoding)
    except NothingReadError as exc:  # what was passed by, as a page read in part lists it
        if exc.left_out:
            render.message(f"{len(exc.left_out)} sentence(s) with a figure gave nothing and "
                           "were left out:")
            _sentences_left_out(exc.left_out)
        raise
    if _as_table(fmt):
        render.ingest_summary(report.added, report.merged, report.unchanged,
                              report.sources_added)
    else:
        _json({"added": report.added, "merged": report.merged, "unchanged": report.unchanged,
               "sources_added": report.sources_added,
               "unread": [u.id for u in report.unread],
               "did_you_mean": {u.id: u.near for u in report.unread if u.near},
               "partly_read": [{"id": p.id, "figures": p.figures,
                                **({"units": [u.as_dict() for u in p.units]} if p.units else {})}
                               for p in report.partly],
               "same_as": report.same_as,
               **({"sentences": report.sentences, "left_out": report.left_out,
                   "pronoun_subject": report.pronoun_subject} if prose else {})})
    for name, other in report.same_as.items():
        render.message(f"note: {name} gives the same claims at the same places as source "
                       f"'{other}': " + ("taken as another page (--another-page)"
                                         if another_page else "the two count once (a shared "
                                         "URL or description)"), style="yellow")
    if prose:
        render.message(f"{report.sentences} sentence(s) read; {len(report.left_out)} with a "
                       "figure gave nothing and were left out" +
                       (":" if report.left_out else ""))
        _sentences_left_out(report.left_out)
        if report.pronoun_subject:
            render.message(f"{len(report.pronoun_subject)} sentence(s) whose subject is only a "
                           "pronoun ('It', 'the latter', '它') or stands for a system named "
                           "before ('The 72 GPUs', 'the rack') were left out: what they state is "
                           "of a thing named before, not of the family they name; add each "
                           "with its subject written (nvfacts add):")
            _sentences_left_out(report.pronoun_subject)
    _unread_notes(report.unread, "'nvfacts check --unread' lists them")
    if report.partly:
        render.message(f"note: {len(report.partly)} claim(s) were read only in part: a figure "
                       "of each gave nothing and takes no part in conflicts, answer or dedup "
                       "(rewrite the claim, or give the fact its assertions):", style="yellow")
        _sentences_left_out([f"{p.id}: {', '.join([*p.figures, *(u.figure for u in p.units)])}"
                             f" not read in: {p.claim}" + "".join(f" ({u.said()})"
                                                                  for u in p.units)
                             for p in report.partly])


_LEFT_SHOWN = 10
"""Sentences of prose left out that ``ingest --prose`` names on stderr; JSON has them all."""


def _sentences_left_out(lines: list[str]) -> None:
    """The first sentences of prose left out, a line each, and how many more JSON lists."""
    for line in lines[:_LEFT_SHOWN]:
        render.message(f"  {line}", style="yellow")
    if len(lines) > _LEFT_SHOWN:
        render.message(f"  ... and {len(lines) - _LEFT_SHOWN} more (-f json lists them all)")


def _notices_in(paths: list[Path]) -> list[Any]:
    """The notices (integrity.Notice) of the valid stores at ``paths``: hand edits that leave a
    curator's decision or a written status saying other than what the store reads."""
    from .integrity import in_store

    return [notice for path in paths for notice in in_store(path)]


def _typos_in(path: Path, view: "View | None" = None) -> list[Any]:
    """(note, typos.UnitTypo) for each figure of the store at ``path`` likely written in the
    wrong unit (its View's, made when not given)."""
    from .typos import in_store

    return in_store(path, (view or _view_at(path)).unit_typos())


def _typo_records(typos: list[Any]) -> list[dict[str, Any]]:
    return [{**note.as_dict(), "id": t.id, "subject": t.subject, "written": t.written,
             "meant": t.meant} for note, t in typos]


def _unread_in(paths: list[Path]) -> tuple[list[Any], list[Any], list[Any]]:
    """(note, Unread) for each claim of the stores at ``paths`` nothing was read from,
    (note, Partly) for each bandwidth figure of a claim read in part that nothing stands on,
    and (place, Partly) for each figure read as a read one times a count (unread.in_store)."""
    from .unread import in_store

    unread: list[Any] = []
    partly: list[Any] = []
    derived: list[Any] = []
    with render.working("reading the claims"):
        for path in paths:
            whole, part, arithmetic = in_store(path)
            unread += whole
            partly += part
            derived += arithmetic
    return unread, partly, derived


def _unread_notes(found: Sequence[Any], hint: str) -> None:
    """On stderr: each unread claim a word of which looks like a misspelt name, then how many
    claims nothing was read from."""
    for item in found:
        if item.near or item.units:
            render.message(f"note: nothing read from '{item.id}' ({item.claim}): " + "; ".join(
                [*(u.said() for u in item.units),
                 *([f"did you mean {' or '.join(item.near)}?"] if item.near else [])]),
                style="yellow")
    if found:
        render.message(f"note: nothing was read from {len(found)} claim(s) (no figure or "
                       "attribute of an entity nvfacts knows): they take no part in conflicts, "
                       f"answer or dedup; {hint}", style="yellow")


@app.command()
@_exits
def dedup(ctx: typer.Context,
          apply: Annotated[bool, typer.Option("--apply", help="Merge each cluster into the "
                                              "fact it keeps.")] = False,
          threshold: Annotated[float | None, typer.Option(
              "--threshold", min=0.0, max=100.0, help="Similarity (0-100) of the claims with "
              "names, figures and qualifiers read as what they stand for, from which guarded "
              "pairs match (default 50).")] = None,
          cross_lingual: Annotated[bool, typer.Option(
              "--cross-lingual", help="Also pair English and Chinese wordings whose "
              "assertions match, beyond those the guard finds equal that dedup always pairs "
              "(merged only with --apply).")] = False,
          one_language: Annotated[bool, typer.Option(
              "--one-language", help="Pair only wordings in one language: an English and a "
              "Chinese claim stay apart.")] = False,
          statements: Annotated[bool, typer.Option(
              "--statements", help="Also list the groups of facts that state the same thing "
              "inside different claims (never merged: their other parts differ).")] = False,
          keep: Annotated[list[str] | None, typer.Option(
              "--keep", metavar="ID", help="Keep this fact of its cluster (repeatable); by "
              "default a decided fact (verified, refuted) is kept over undecided ones, then "
              "the best supported.")] = None,
          lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Find near-duplicate claims; --apply merges them, keeping every wording and citation."""
    from .dedup import THRESHOLD
    from .kb import load
    from .merging import apply as merge
    from .merging import find_clusters, keep_chosen

    if threshold is not None and threshold < 1:
        from .errors import UsageError

        raise UsageError(f"--threshold {threshold:g} is below 1 on a scale of 0-100" + (
            f": did you mean {threshold * 100:g}?" if threshold > 0 else
            f" (every pair the guard lets through would match): give 1-100, default "
            f"{THRESHOLD:g}"))
    path = _writable(ctx, store) if apply else _where(ctx, store).path
    with render.working("looking for near-duplicates"):
        kb = load(path)
        clusters = find_clusters(kb, threshold=threshold or THRESHOLD,
                                 cross_lingual=cross_lingual, one_language=one_language)
        keep_chosen(clusters, [kb.get(i).id for i in keep or []])
        merged = merge(path, clusters, kb.loaded, lock_timeout) if apply and clusters else []
    shared = _same_statement(ctx, store, clusters) if statements else []
    if _as_table(fmt):
        render.clusters_table([c.as_dict() for c in clusters])
        if statements:
            render.same_statement_table(shared)
        render.message(f"{len(clusters)} cluster(s)"
                       + (f", merged {len(merged)} fact(s)" if apply else "")
                       + (f"; {len(shared)} statement(s) stated by several claims"
                          if statements else ""))
    else:
        _json({"clusters": [c.as_dict() for c in clusters], "merged": merged,
               **({"statements": shared} if statements else {})})


def _same_statement(ctx: typer.Context, store: str | None,
                    clusters: Sequence[Any]) -> list[dict[str, Any]]:
    """The ledger's statements that two or more facts make in claims that are not one cluster's
    wordings: the same figure inside claims that differ elsewhere."""
    keys = ("subject", "attribute", "value", "unit", "direction", "scope", "lanes")
    groups = []
    for r in _view(ctx, store).statements():
        ids = list(dict.fromkeys(r["facts"]))
        if len(ids) > 1 and not any(set(ids) <= set(c.ids) for c in clusters):
            groups.append({**{k: r[k] for k in keys}, "ids": ids})
    return groups


@app.command()
@_exits
def unmerge(ctx: typer.Context, fact_id: IdArg,
            lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Split a merged wording back out as the fact it was."""
    from .merging import unmerge as split

    fact = split(_writable(ctx, store), fact_id, lock_timeout)
    record = _detail(_view(ctx, store), fact.id)
    _print_fact(record, fmt)


@app.command()
@_exits
def conflicts(ctx: typer.Context, stores: StoresArg = None,
              fail: Annotated[bool, typer.Option("--fail", help="Exit 1 when there is any "
                                                 "conflict, settled by curators or not.")
                              ] = False,
              fail_open: Annotated[bool, typer.Option(
                  "--fail-unsettled", help="Exit 1 when there is a conflict no curator has "
                  "settled by refuting a side (a CI gate that passes once each is curated).")
                              ] = False,
              everything: Annotated[bool, typer.Option(
                  "--all", help="Also list the conflicts curators settled (verify, refute) in "
                  "the table; the JSON always lists them, marked settled.")] = False,
              baseline: Annotated[Path | None, typer.Option(
                  "--baseline", metavar="FILE", help="'conflicts -f json' of the base branch's "
                  "store: --fail and --fail-unsettled count only the conflicts it does not "
                  "list (by their two fact ids), those a change brings.", show_default=False)
                              ] = None,
              store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """List statements that cannot all hold, grouped, with their support and the consensus;
    each store named is its own knowledge base (docs/cli.md says why)."""
    before = _baseline(baseline) if baseline is not None else None
    paths = _stores(ctx, store, stores)
    several = len(paths) > 1
    found: list[dict[str, Any]] = []
    groups: list[dict[str, Any]] = []
    typos: list[Any] = []
    possible: list[dict[str, Any]] = []
    for path in paths:
        view = _view_at(path)
        mine, grouped = view.conflicts(), view.conflict_groups()
        maybe = view.possible_conflicts()
        typos += _typos_in(path, view)
        if several:  # each names its store
            mine = [{**c, "file": str(path)} for c in mine]
            grouped = [{**g, "file": str(path)} for g in grouped]
            maybe = [{**c, "file": str(path)} for c in maybe]
        found += mine
        groups += grouped
        possible += maybe
        if _as_table(fmt):
            count = _conflicts_count(mine, grouped, everything)
            if several:  # the store before its table
                render.message(f"{path}: {count}")
            shown = [g for g in grouped if everything or not g.get("settled")]
            if shown:  # no empty table with its legend: the count on stderr says it
                render.conflict_groups_table(shown, mine)
            if not several:
                render.message(count)
            if maybe:
                render.message(_possible_count(maybe))
    if before is not None:  # each conflict says whether the base branch had it
        found = [{**c, "new": frozenset(c["ids"]) not in before} for c in found]
    # what the gates count: with --baseline, the new conflicts, and those the base had settled
    counted = [c for c in found if before is None or c["new"]]
    left_open = [c for c in found if not c["settled"] and (
        before is None or before.get(frozenset(c["ids"]), True))]
    if _as_table(fmt):
        render.problems_text(note for note, _ in typos)
        if before is not None:
            render.message(_baseline_said(found, counted, left_open, before, baseline))
    else:
        _json({"conflicts": found, "groups": groups, "unit_typos": _typo_records(typos),
               "possible": possible,
               **({"files": [str(p) for p in paths]} if several else {})})
    unsettled = fail_open and bool(left_open)
    if unsettled:
        render.message(_how_to_settle(left_open, paths[0]))
    elif fail and counted:  # the last line on stderr says how, as for --fail-unsettled
        still_open = [c for c in counted if not c["settled"]]
        render.message(_how_to_settle(still_open, paths[0]) if still_open else (
            f"--fail: {len(counted)} conflict(s), each settled by a curator (--fail counts "
            "settled ones too; --fail-unsettled passes once each conflict is settled)"))
    if (fail and counted) or unsettled:
        raise typer.Exit(1)


def _baseline_said(found: list[dict[str, Any]], counted: list[dict[str, Any]],
                   left_open: list[dict[str, Any]], before: dict[frozenset[str], bool],
                   baseline: Path | None) -> str:
    """What ``conflicts --baseline`` says on stderr of what it counts: the conflicts new since
    the base branch, those that would fail --fail-unsettled (unsettled, and not unsettled on the
    base branch already), and those it lets through because the base branch had them
    unsettled too."""
    old_open = sum(not c["settled"] and before.get(frozenset(c["ids"])) is False for c in found)
    return (f"--baseline {baseline}: {len(counted)} of the {len(found)} conflict(s) are new "
            f"(the base branch does not have them; --fail counts these); {len(left_open)} "
            "unsettled here and not on the base branch (--fail-unsettled fails on these)" +
            (f"; {old_open} unsettled on the base branch already, not counted" if old_open
             else ""))


def _baseline(path: Path) -> dict[frozenset[str], bool]:
    """The pair of fact ids of each conflict in ``path``, the base branch's ``conflicts -f
    json`` output (--baseline), to whether it was settled there; UnreadableInputError when it
    cannot be read or is no such output."""
    import orjson

    from .errors import UnreadableInputError, describe_os_error

    try:
        data = orjson.loads(path.read_bytes())
    except OSError as exc:
        raise UnreadableInputError(f"--baseline {describe_os_error(exc, path)}") from None
    except orjson.JSONDecodeError:
        data = None
    listed = data.get("conflicts") if isinstance(data, dict) else None
    if not isinstance(listed, list) or not all(
            isinstance(c, dict) and isinstance(c.get("ids"), list) and
            all(isinstance(i, str) for i in c["ids"]) for c in listed):
        raise UnreadableInputError(f"--baseline {path}: not the JSON that 'nvfacts conflicts -f "
                                   "json' prints (an object whose \"conflicts\" list each "
                                   "conflict's \"ids\"): make it with that command on the base "
                                   "branch's store")
    return {frozenset(c["ids"]): c.get("settled") is True for c in listed}


def _how_to_settle(found: list[dict[str, Any]], path: Path) -> str:
    """What to do about what ``--fail-unsettled`` fails on (settlehint): refute the losing side
    of the first conflict left open, or correct how a true claim was read."""
    from .settlehint import Hinted, how_to_settle

    first = next((c for c in found if not c["settled"] and c["favoured"]),
                 next(c for c in found if not c["settled"]))
    where = Path(first.get("file", path))
    view = _view_at(where)
    kinds = {sid: str(s.get("kind") or "") for sid, s in view.sources().items()}
    return how_to_settle(found, str(where), Hinted(view.assertions, view.detail, kinds,
                                                   view.conflict_groups()))


def _possible_count(possible: list[dict[str, Any]]) -> str:
    """What ``conflicts`` says on stderr of the conflicts it held back (a side's figure not
    stated plainly): how many, the first, and where the JSON lists them."""
    first = possible[0]
    return (f"{len(possible)} possible conflict(s) held back, not counted: a side's figure is "
            "not stated plainly in its claim (its subject carried from another clause, or its "
            f"clause crowded with figures), e.g. {' / '.join(first['ids'])}: {first['reason']} "
            "('conflicts -f json' lists them under \"possible\"; 'show ID' gives what was "
            "read)")


def _conflicts_count(found: list[dict[str, Any]], groups: list[dict[str, Any]],
                     everything: bool) -> str:
    """What ``conflicts`` says of one store's conflicts on stderr: those left open, and how
    many curators settled ('--all' lists them)."""
    settled = sum(c["settled"] for c in found)
    done = sum(bool(g.get("settled")) for g in groups)
    if everything:
        return (f"{len(found)} conflict(s) between facts, in {len(groups)} group(s) of rival "
                f"statements; {settled} of them settled by curators")
    left_out = {f for g in groups if g.get("settled") for v in g["values"] for f in v["facts"]}
    hidden = sum(c["settled"] and left_out.issuperset(c["ids"]) for c in found)
    return (f"{len(found) - settled} conflict(s) between facts, in {len(groups) - done} "
            "group(s) of rival statements" + (
                f"; {hidden} settled by curators, in {done} group(s) (--all lists them)"
                if hidden else "") + (
                f"; {settled - hidden} settled by curators in the groups listed (the refuted "
                "side marked)" if settled - hidden else ""))


class Scope(StrEnum):
    per_gpu = "per-gpu"
    per_link = "per-link"
    per_port = "per-port"
    aggregate = "aggregate"


def _scope(value: str | None) -> str | None:
    """``--scope``'s value as the scope it names: one of Scope, or a word the lexicon reads as
    a scope in a claim or question (每GPU, 每链路, 总, 'per GPU'), the whole value; else a
    BadParameter naming the scopes and the nearest word."""
    if value is None or value in set(Scope):
        return value
    from .lexicon import lexicon

    lex = lexicon()
    found = [m for m in lex.find_qualifiers(value.strip()) if m.kind == "scope"]
    if len(found) == 1 and (found[0].start, found[0].end) == (0, len(value.strip())):
        return str(found[0].value)
    import difflib

    words = [str(s) for s in Scope] + [w for ws in lex.qualifiers["scope"].values() for w in ws]
    near = difflib.get_close_matches(value, words, n=1, cutoff=0.6)
    raise typer.BadParameter(
        f"'{shown(value)}' is no scope: per-gpu, per-link, per-port or aggregate, or a scope "
        f"word of the lexicon (每GPU, 每链路, 每端口, 总, 'per GPU', 'in total')"
        + (f"; did you mean '{near[0]}'?" if near else ""))


@app.command()
@_exits
def answer(ctx: typer.Context,
           question: Annotated[str | None, typer.Argument(
               metavar="QUESTION", help="A question in English or Chinese, such as 'NVLink 4.0 "
               "bandwidth'.")] = None,
           subject: Annotated[str | None, typer.Option(
               "--subject", help="The entity asked about (any alias).")] = None,
           attribute: Annotated[str | None, typer.Option(
               "--attribute", help="bandwidth, link-count, gpu-count, introduced...")] = None,
           scope: Annotated[str | None, typer.Option(
               "--scope", help="Only statements of this scope: per-gpu, per-link, per-port or "
               "aggregate, or a scope word the lexicon knows (每GPU, 每链路, 每端口, 总, "
               "'per GPU', 'in total').", callback=lambda v: _scope(v),
               autocompletion=lambda incomplete: [str(s) for s in Scope
                                                  if s.startswith(incomplete)])] = None,
           store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """The store's consensus on a question: each distinct statement, best first, with the facts
    and sources behind it and the rivals it beats."""
    from .analysis.answer import asked_something
    from .choices import check_filters

    asked_something(question, subject)  # before the store is read
    view = _view(ctx, store)
    check_filters(view, attribute=attribute)
    found = view.answer(question or "", subject=subject, attribute=attribute, scope=scope)
    for what in found.not_known:  # one side of a comparison may be
        render.message(f"not known: {what}; nothing answers "
                       f"{'that side' if found else 'the question'}")
    for name, lanes, scaled in dict.fromkeys((r["subject"], r["lanes"], r["scaled_from"])
                                             for r in found if r.get("scaled_from")):
        claimed = any((r["subject"], r["lanes"], r.get("scaled_from")) == (name, lanes, None)
                      for r in found)  # a figure of the width asked, beaten or refuted
        render.message(f"{'no claim standing' if claimed else 'no claim'} gives {name}'s "
                       f"x{lanes} bandwidth: x{scaled}'s figure scaled by the lanes "
                       f"({lanes}/{scaled})")
    for why in found.no_claim:
        render.message(why)
    if _as_table(fmt):
        if found:  # no empty table with its legend: the count and the reason say it
            render.answers_table(found, found.sides, related=found.related_only)
        render.message(f"{len(found)} statement(s)")
    else:  # a comparison's sides and what is not known beside the answers
        _json(found.as_json())
    if found.ratio is not None:
        render.message(render.comparison(found, found.sides, *found.ratio))


@app.command()
@_exits
def explain(ctx: typer.Context, fact_id: IdArg,
            store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Show how a fact's confidence was computed, term by term."""
    result = _view(ctx, store).explain(fact_id)
    if _as_table(fmt):
        render.explanation(result)
    else:
        _json(result)


@dataclass(frozen=True)
class _Described:
    """How --source-kind, --source-reliability, --source-title and --source-url describe the
    evidence's source when verify or refute declares it."""

    kind: str | None
    reliability: float | None
    title: str | None
    url: str | None


def _decide(ctx: typer.Context, fact_id: str, status: str, evidence: str, source: str | None,
            new_source: str | None, lock_timeout: float | None, store: str | None,
            fmt: ListFormat | None, described: _Described) -> None:
    from .decisions import decide
    from .errors import UsageError

    if not evidence.strip():
        raise UsageError("--evidence must say what the decision rests on")
    if source and new_source and source != new_source:
        raise UsageError("give the evidence's source once: --source for a declared one, "
                         "--new-source for a new one")
    path = _writable(ctx, store)
    decide(path, fact_id, status, evidence, source=new_source or source,
           new_source=new_source is not None, lock_timeout=lock_timeout,
           source_kind=described.kind, source_reliability=described.reliability,
           source_title=described.title, source_url=described.url)
    record = _detail(_view(ctx, store), fact_id)
    _print_fact(record, fmt)


EvidenceOpt = Annotated[str, typer.Option("--evidence", help="What the decision rests on.")]
SourceOpt = Annotated[str | None, typer.Option("--source", help="Source id of the evidence "
                                               "(declared as a curator source if new, unless "
                                               "close to a declared one: a typo, refused).")]
NewSourceOpt = Annotated[str | None, typer.Option("--new-source", help="Source id of the "
                                                  "evidence, declared even when it is close "
                                                  "to a declared one.")]


@app.command()
@_exits
def verify(ctx: typer.Context, fact_id: IdArg,
           evidence: EvidenceOpt, source: SourceOpt = None, new_source: NewSourceOpt = None,
           source_kind: SourceKindOpt = None, source_reliability: SourceReliabilityOpt = None,
           source_title: SourceTitleOpt = None, source_url: SourceUrlOpt = None,
           lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Record a curator's verification of a fact (with date and evidence)."""
    _decide(ctx, fact_id, "verified", evidence, source, new_source, lock_timeout, store, fmt,
            _Described(source_kind, source_reliability, source_title, source_url))


@app.command()
@_exits
def refute(ctx: typer.Context, fact_id: IdArg,
           evidence: EvidenceOpt, source: SourceOpt = None, new_source: NewSourceOpt = None,
           source_kind: SourceKindOpt = None, source_reliability: SourceReliabilityOpt = None,
           source_title: SourceTitleOpt = None, source_url: SourceUrlOpt = None,
           lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Record a curator's refutation of a fact (with date and evidence)."""
    _decide(ctx, fact_id, "refuted", evidence, source, new_source, lock_timeout, store, fmt,
            _Described(source_kind, source_reliability, source_title, source_url))


@app.command("read-as")
@_exits
def read_as(ctx: typer.Context, fact_id: IdArg,
            text: Annotated[str | None, typer.Argument(
                metavar="[TEXT]", help="A plain sentence of what the claim asserts ('NVLink "
                "4.0 has 900 GB/s bidirectional per GPU'): its reading becomes the fact's "
                "assertions.", show_default=False)] = None,
            nothing: Annotated[bool, typer.Option(
                "--nothing", help="The claim asserts nothing (assertions: []).")] = False,
            clear: Annotated[bool, typer.Option(
                "--clear", help="Take the curator's reading away: the claim is read again.")
            ] = False,
            lock_timeout: LockOpt = None, store: StoreOpt = None, fmt: FormatOpt = None) -> None:
    """Correct how a fact's claim is read: its assertions become what TEXT says plainly."""
    from .curatedreading import read_as as reread
    from .curatedreading import reading_of
    from .errors import UsageError

    if (text is not None) + nothing + clear != 1:
        raise UsageError("give one of TEXT (what the claim asserts, said plainly), --nothing or "
                         "--clear")
    assertions = reading_of(text) if text is not None else [] if nothing else None
    reread(_writable(ctx, store), fact_id, assertions, lock_timeout=lock_timeout)
    _print_fact(_detail(_view(ctx, store), fact_id), fmt)


class ExportFormat(StrEnum):
    json = "json"
    jsonl = "jsonl"
    csv = "csv"
    yaml = "yaml"
    md = "md"
    html = "html"


@app.command()
@_exits
def export(ctx: typer.Context,
           everything: Annotated[bool, typer.Option("--all", help="Every fact, not only the "
                                                    "verified ones.")] = False,
           status: Annotated[list[str] | None, typer.Option(
               "--status", help="Facts with this computed status (repeatable).",
               autocompletion=_complete_statuses)] = None,
           min_confidence: Annotated[float | None, typer.Option(
               "--min-confidence", min=0.0, max=1.0, help="Only facts scoring at least this."
           )] = None,
           fmt: Annotated[ExportFormat, typer.Option(
               "--format", "-f", help="What to write (html: a report of the facts).")
           ] = ExportFormat.json,
           output: Annotated[Path | None, typer.Option(
               "-o", "--output", help="Write here (atomically); '-' is stdout.")] = None,
           curated: Annotated[bool, typer.Option(
               "--curated", help="Only facts a curator verified ('nvfacts verify'), not those "
               "a page's own label or a hand-written status calls verified.")] = False,
           statements: Annotated[bool, typer.Option(
               "--statements", help="The statement table instead of the facts: the consensus "
               "(statements no rival beats, scoring more than 0.5), or every statement with "
               "--all, or those scoring at least --min-confidence.")] = False,
           lang: Annotated[str | None, typer.Option(
               "--lang", help="Only facts in this language (en, zh, ...; as query's).")
           ] = None,
           source_ids: Annotated[list[str] | None, typer.Option(
               "--source", help="Only facts citing this source id (repeatable; as query's).")
           ] = None,
           bom: Annotated[bool, typer.Option(
               "--bom", help="Begin the csv with a UTF-8 byte order mark, which Excel needs to "
               "read it as UTF-8 (Chinese claims garbled without it); ingest reads it either "
               "way.")] = False,
           all_columns: Annotated[bool, typer.Option(
               "--all-columns", help="md: every column (the csv's), not only a reader's "
               "(claim, value, status, score, sources).")] = False,
           explain_left_out: Annotated[bool, typer.Option(
               "--explain-left-out", help=f"On stderr, a line for each fact (or statement) "
               f"left out, with why; without it, over {_LEFT_SHOWN} are counted by reason.")
               ] = False,
           store: StoreOpt = None) -> None:
    """Export the verified, undisputed facts (or the ones chosen) for other tools."""
    from .errors import UsageError
    from .export import render as render_records

    if bom and fmt is not ExportFormat.csv:
        raise UsageError(f"--bom is for csv, which Excel reads as UTF-8 only with one; a "
                         f"{fmt.value} reader expects none: drop --bom, or add -f csv")
    if all_columns and fmt is not ExportFormat.md:
        raise UsageError(f"--all-columns is for md, which has a reader's columns by default; "
                         f"{fmt.value} has every column already: drop --all-columns, or add "
                         "-f md")
    if statements and (status or curated or lang or source_ids or fmt is ExportFormat.html):
        if lang:
            raise UsageError("--lang chooses facts; a statement stands for claims in any "
                             "language: drop --lang, or export the facts")
        if source_ids:
            raise UsageError("--source chooses facts; a statement stands for the claims of "
                             "every source: drop --source, or export the facts")
        if curated:
            raise UsageError("--curated chooses facts a curator verified; with --statements "
                             "choose by --min-confidence or --all")
        if fmt is ExportFormat.html:
            raise UsageError("--statements is written as " + ", ".join(
                f.value for f in ExportFormat if f is not ExportFormat.html) + "; the html "
                "report is of the facts (drop --statements)")
        raise UsageError("--status chooses facts; with --statements choose by --min-confidence "
                         "or --all")
    _check_statuses(status)
    source = _where(ctx, store).path
    if output is not None and str(output) == "-":
        output = None  # stdout, as '-' means to most tools
    if output is not None:  # a folder, a device, the store itself: refused before any work
        from .atomic import target

        target(output, store=source)
    view = _view(ctx, store)
    if lang or source_ids:
        from .choices import check_filters

        for note in check_filters(view, lang=lang, sources=source_ids or []):
            render.message(note, style="yellow")
    with no_gc():  # 100k facts' rows and lines: the collector would walk them (0.03 s)
        if statements:
            from .export import statement_row

            chosen, left_out = view.consensus(everything=everything, min_confidence=min_confidence)
            rows = [statement_row(r) for r in chosen]
            for r in rows:  # figures as claims write them: stated's 'written'
                view.quote_written(r)
            text = render_records(rows, fmt.value, "statements", _sources_of(view, rows),
                                  all_columns)
            _left_out([f"left out {name}: {why}\n" for name, why in left_out],
                      explain_left_out)
            _write_export(text, output, source, bom)
            render.message(f"exported {len(chosen)} statement(s), left out {len(left_out)}")
            return
        records, left, alone = view.select(everything=everything, statuses=status or [],
                                           min_confidence=min_confidence, curated=curated,
                                           lang=lang, sources=source_ids or [])
        if fmt is ExportFormat.html:
            from .report import render_html

            text = render_html(view, records, f"nvfacts report: {_where(ctx, store).path.name}")
        else:
            text = render_records(records, fmt.value, sources=_sources_of(view, records),
                                  every_column=all_columns)

        _left_out(left.lines.splitlines(keepends=True), explain_left_out)
        _write_export(text, output, source, bom)
        sys.stderr.write("".join(_unread_note(r) for r in records if r.get("unread_figures")))
        sys.stderr.write("".join(_contested_note(r, view) for r in records))
        if alone:
            sys.stderr.write("".join(map(_label_alone_note, alone)) + _LABEL_ALONE_HINT)
        render.message(f"exported {len(records)} fact(s), left out {left.facts}")
        if left.facts and not records:
            render.message(_nothing_exported(everything or bool(
                status or curated or lang or source_ids) or min_confidence is not None))


def _left_out(lines: list[str], every: bool) -> None:
    """On stderr, what an export leaves out (``lines``: 'left out ID: why'): each line when
    they are few or ``every`` (--explain-left-out), else how many for each reason."""
    if every or len(lines) <= _LEFT_SHOWN:
        sys.stderr.write("".join(lines))
        return
    reasons: dict[str, int] = {}
    for line in lines:
        reason = _reason(line.split(": ", 1)[1].rstrip("\n"))
        reasons[reason] = reasons.get(reason, 0) + 1
    render.message("left out, by reason: " + "; ".join(
        f"{n} {why}" for why, n in sorted(reasons.items(), key=lambda item: -item[1])) +
        " (--explain-left-out lists each with why)")


def _reason(why: str) -> str:
    """A 'left out' line's reason as counted: 'disputed by other facts' for 'disputed by 4
    fact(s)', 'score below 0.9' for 'score 0.85 is below 0.9', without the details after a
    colon (a tie's statements, what a score rests on) or, in a long one, in brackets."""
    head = why.split(": ", 1)[0]
    if head.startswith("score ") and " is below " in head:
        return "score below " + head.rsplit(" ", 1)[1]
    if head.startswith("disputed by "):
        return "disputed by other facts"
    return head.split(" (", 1)[0] if len(head) > 40 else head


def _unread_note(record: dict[str, Any]) -> str:
    """What export says of a fact it keeps whose claim writes figures nothing was read from."""
    figures = record["unread_figures"]
    return (f"note: exported {record['id']} with {', '.join(figures)} not read: nothing "
            f"checked {'it' if len(figures) == 1 else 'them'} against the other facts (marked "
            "unread_figures)\n")


def _contested_note(record: dict[str, Any], view: "View") -> str:
    """What export says of a fact a curator verified that it keeps though a figure of it loses
    to a rival or ties with one (a curator's verification keeps a fact verified): the figure
    and its rival, or nothing."""
    if record.get("status") != "verified" or not (parts := view.contested(record["id"])):
        return ""
    return (f"note: exported {record['id']}, which a curator verified, though a figure read "
            f"from it does not stand: {'; '.join(parts)} (`nvfacts conflicts` lists the pair; "
            "refute the wrong side, or, if it was misread, say what it asserts with "
            f"nvfacts read-as {record['id']} \"...\")\n")


_LABEL_ALONE_HINT = (
    "warning: these are verified by a status no curator set, with a score below "
    f"{LABEL_ALONE:g} or no figure read; for a retrieval feed export --curated (what a curator "
    f"verified) or --all --min-confidence {LABEL_ALONE:g} (what the sources support), or check "
    "each and nvfacts verify ID / refute ID (README, \"Exporting\")\n")


def _label_alone_note(alone: "LabelAlone") -> str:
    """What export says of a fact it keeps as verified though no curator verified it, whose
    score is low or from whose claim nothing was read (labelalone.labelled_alone)."""
    why = [f"score {alone.score:.2f}"] if alone.score is not None else []
    if alone.unread:
        why.append("no figure read from its claim, so nothing checked it against other facts")
    said = f"its page's own label ({', '.join(alone.labels)})" if alone.labels else \
        "a status written by hand"
    return f"warning: exported {alone.fact} as verified on {said} alone: {'; '.join(why)}\n"


def _nothing_exported(chosen: bool) -> str:
    """What to do when an export leaves every fact out: by the default filter (only verified,
    undisputed facts), or by the filters ``chosen``."""
    if chosen:
        return "nothing left to export by these options: loosen them (--all alone exports " \
            "every fact)"
    return ("nothing to export: by default only verified, undisputed facts are; --all exports "
            "every fact, --status unverified those not verified yet, and 'nvfacts verify ID' "
            "records a curator's verification")


def _sources_of(view: "View", records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The table of the sources ``records`` cite (their merged wordings' and decisions'
    too), by id."""
    from .export import cited

    return view.source_table(name for r in records for name in cited(r))


def _write_export(text: str, output: Path | None, store: Path, bom: bool = False) -> None:
    """Write an export to ``output`` (stdout when None), after a UTF-8 byte order mark with
    ``bom``."""
    from .storefile import BOM

    text = BOM * bom + text
    if output is None:
        sys.stdout.write(text)
    else:
        from .atomic import atomic_write

        atomic_write(output, text.encode("utf-8"), store=store)


def _check_statuses(values: list[str] | None) -> None:
    if not values:
        return
    from .model import STATUSES

    for value in values or []:
        if value not in STATUSES:
            raise typer.BadParameter(f"'{shown(value)}' is not one of {', '.join(STATUSES)}",
                                     param_hint="--status")


@app.command()
@_exits
def schema() -> None:
    """Print the store's JSON Schema (draft-07)."""
    from .schema import store_schema

    _json(store_schema())


@app.command("merge-driver")
@_exits
def merge_driver(
        base: Annotated[Path, typer.Argument(metavar="BASE", help="The common ancestor (%O).")],
        ours: Annotated[Path, typer.Argument(metavar="OURS", help="This branch's version "
                                             "(%A): the merge is written over it.")],
        theirs: Annotated[Path, typer.Argument(metavar="THEIRS", help="The other branch's "
                                               "version (%B).")],
        name: Annotated[str | None, typer.Argument(metavar="PATH", help="The store's path "
                                                   "in the repository (%P), for messages.",
                                                   show_default=False)] = None) -> None:
    """Git's merge driver for a store: merges fact by fact (and source by source), so that
    facts added on two branches are both kept whole; a fact changed on both sides is left
    between conflict markers, each side whole (exit 1). Set up with: git config
    merge.nvfacts.driver "nvfacts merge-driver %O %A %B %P", and the line
    "data/facts.yaml merge=nvfacts" in .gitattributes (docs/cli.md)."""
    from .errors import UnreadableInputError, describe_os_error
    from .mergedriver import merge_files

    try:
        conflicts = merge_files(base, ours, theirs)
    except OSError as exc:
        raise UnreadableInputError(f"merge-driver: {describe_os_error(exc)}") from None
    if conflicts:
        render.message(f"{name or ours}: {conflicts} entr{'y' if conflicts == 1 else 'ies'} "
                       "changed on both branches, left between conflict markers with each side "
                       "whole: keep one side (or both, under two ids), delete the marker lines, "
                       "then run nvfacts check")
        raise typer.Exit(1)


def main() -> None:
    """Entry point of the ``nvfacts`` script."""
    from .wholewrites import UnwritableOutputError, install

    stdout = install()  # every write goes out whole, or ends the command (docs/cli.md)
    try:
        try:
            app()
        finally:
            sys.stdout.flush()  # what is still buffered meets a closed pipe here, not at exit
    except KeyboardInterrupt:
        _stderr("nvfacts: interrupted")
        sys.exit(130)
    except BrokenPipeError:
        _stdout_closed()
    except UnwritableOutputError as exc:  # met by the flush above, outside any command
        _stderr(f"nvfacts: {exc}")
        sys.exit(2)
    except SystemExit:
        if sys.stdout is not stdout:  # click met a closed pipe, wrapped stdout, exit 1
            _stdout_closed()
        raise


def _stdout_closed() -> None:
    """End quietly when the reader of stdout has gone away (``nvfacts ... | head``): that is
    no error of the input, so no message. Exit 141, 128 + SIGPIPE, the status the shell gives
    cat, grep or git when a closed pipe ends them, so that a script (``set -o pipefail``)
    tells a cut-short output from a whole one as it does for them; 0 would say everything was
    written. stdout is pointed at /dev/null first: Python would otherwise flush it again on
    exit and print 'Exception ignored ... BrokenPipeError'."""
    import os

    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    sys.exit(141)
