"""Command-line values converted without pydantic when they are plainly valid.

typer 0.29 converts every parameter of the command it runs through a pydantic TypeAdapter,
given or not, which imports pydantic's validators and models and builds one validator per
parameter: about 0.08 s of a command that answers in 0.2 s. Here a parameter converts the
values whose result is not in doubt itself -- a string as a string, a list of strings as a
list, a member of an Enum through typer's own choice matching, a plain decimal within the
parameter's bounds as int or float -- and hands every other value (a path, a number out of
bounds or written otherwise, a wrong choice) to typer's own conversion, so what a command
receives and every error message stay typer's (tests/test_cli.py compares the two on every
parameter), but for the words pydantic puts before a refused choice's message ("Value error,"),
left out, and a 'did you mean' for a choice close to one (plain_message). typer before 0.29
converts with click's types and has nothing to replace.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

try:
    from typer._coercion import RuntimeParam, TypeDescriptor, build_runtime_param
    from typer._param_types import coerce_cli_choice
except ImportError:  # pragma: no cover - typer before 0.29
    RuntimeParam = None  # type: ignore[assignment,misc]

_INT = re.compile(r"0|[1-9][0-9]{0,17}")
_FLOAT = re.compile(r"(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?")
_TYPER = object()
"""What ``_plain`` returns for a value it leaves to typer."""


def plain_values(params: Iterable[object]) -> None:
    """Give these parameters the plain conversion (typer >= 0.29; any other is left as is)."""
    if _Plain is None:  # pragma: no cover
        return
    for param in params:
        descriptor = getattr(param, "type_descriptor", None)
        if isinstance(descriptor, TypeDescriptor) and \
                getattr(param, "_runtime_param", False) is None:
            try:
                plain = _Plain(parameter_info=descriptor.parameter_info,
                               annotation=descriptor.annotation, descriptor=descriptor)
            except (AttributeError, TypeError):  # a typer whose internals moved: its own way
                return
            param._runtime_param = plain  # type: ignore[attr-defined]


def _plain(annotation: Any, info: Any, value: Any, ctx: Any) -> Any:
    """``value`` converted as typer would, or _TYPER when typer must say."""
    if annotation is str:
        return value if type(value) is str else _TYPER
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        try:
            return coerce_cli_choice(value, choices=tuple(annotation),
                                     case_sensitive=info.case_sensitive, ctx=ctx)
        except ValueError:
            return _TYPER
    if annotation == list[str]:
        if isinstance(value, list | tuple) and all(type(v) is str for v in value):
            return list(value)
        return _TYPER
    if annotation in (int, float) and type(value) is str and not info.clamp and \
            (_INT if annotation is int else _FLOAT).fullmatch(value):
        number = annotation(value)
        if (info.min is None or number >= info.min) and (info.max is None or number <= info.max):
            return number
    return _TYPER


_PYDANTIC = re.compile(r"^(?:Value error|Assertion failed), ")
"""The words pydantic puts before the message of a ValueError (AssertionError) a validator
raised, which typer's error message would print as they are ("Invalid value for '--scope':
Value error, '每GPU' is not one of ...")."""


def plain_message(message: str, annotation: Any, value: Any) -> str:
    """typer's message for a value it refused, without pydantic's prefix, and for a choice
    (an Enum) close to one of its values, 'did you mean ...?'."""
    message = _PYDANTIC.sub("", message)
    if isinstance(annotation, type) and issubclass(annotation, Enum) and isinstance(value, str):
        import difflib

        choices = [str(c.value) for c in annotation]
        near = difflib.get_close_matches(value.lower(), choices, n=1, cutoff=0.6)
        if near:
            message = message.rstrip(".") + f"; did you mean '{near[0]}'?"
    return message


def _plain_param() -> Any:
    """The RuntimeParam subclass, or None where typer's is not one to extend."""
    if RuntimeParam is None:  # pragma: no cover
        return None
    try:
        return _define()
    except (AttributeError, TypeError):  # pragma: no cover - a typer whose internals moved
        return None


def _define() -> Any:
    @dataclass(frozen=True)
    class _Plain(RuntimeParam):
        """A parameter's conversion: plain values here, the rest by typer's own."""

        descriptor: TypeDescriptor

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            try:
                done = _plain(self.annotation, self.parameter_info, value, ctx)
            except (AttributeError, TypeError):  # a typer whose internals moved
                done = _TYPER
            if done is not _TYPER:
                return done
            try:
                return build_runtime_param(self.descriptor)._coerce_value(value, param=param,
                                                                          ctx=ctx)
            except Exception as exc:
                said = getattr(exc, "message", None)
                if isinstance(said, str):
                    exc.message = plain_message(said, self.annotation, value)  # type: ignore
                raise

    return _Plain


_Plain = _plain_param()
