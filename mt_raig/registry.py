"""One registry pattern for every pluggable family (retrievers, LLM backends, judges, metrics, methods).

A spec string is ``name`` or ``name:argument`` (``bm25``, ``dense:org/model``,
``openai:gpt-4o-mini@http://host/v1``, ``llm:vllm:Qwen/Qwen2-7B-Instruct``).
Each name maps to a lazy target ``"module:attribute"`` that is imported only
when the name is used, so heavy optional dependencies (vLLM, peft, openai)
cost nothing until asked for, and a missing one is a clear error that says
what to install.

    >>> judges = Registry("judge")
    >>> judges.register("lexical", "mt_raig.eval.lexical:LexicalJudge", help="offline proxy")
    >>> judges.parse("llm:openai:gpt-4o-mini")
    ('llm', 'openai:gpt-4o-mini')
    >>> judges.target("nope")
    Traceback (most recent call last):
    ...
    mt_raig.errors.ConfigError: unknown judge 'nope' (known: lexical)
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from mt_raig.errors import ConfigError, MtRaigError


@dataclass(frozen=True)
class Entry:
    """One registered name: where its factory lives, a one-line description, the extra it needs."""

    target: str
    help: str = ""
    extra: str | None = None


class Registry:
    """Names of one family mapped to lazily imported factories.

    ``error`` is the :class:`MtRaigError` subclass raised for an unknown name or
    a missing optional dependency.
    """

    def __init__(self, family: str, error: type[MtRaigError] = ConfigError):
        self.family = family
        self.error = error
        self._entries: dict[str, Entry] = {}

    def register(self, name: str, target: str | Any, *, help: str = "", extra: str | None = None) -> None:
        """Make ``name`` resolve to ``target``: a ``"module:attribute"`` string (imported lazily) or an object."""
        if not name or ":" in name or name != name.lower():
            raise ValueError(f"{self.family} names are lowercase and contain no ':', got {name!r}")
        if isinstance(target, str) and ":" not in target:
            raise ValueError(f"a lazy target is 'module:attribute', got {target!r}")
        self._entries[name] = Entry(target, help, extra)  # type: ignore[arg-type]

    def names(self) -> list[str]:
        return list(self._entries)

    def describe(self) -> dict[str, str]:
        """``{name: help}`` for listings (``mt-raig ... --help``)."""
        return {n: e.help for n, e in self._entries.items()}

    def __contains__(self, name: str) -> bool:
        return name in self._entries

    def parse(self, spec: str) -> tuple[str, str | None]:
        """``"dense:org/model"`` -> ``("dense", "org/model")``; ``"bm25"`` -> ``("bm25", None)``."""
        if not isinstance(spec, str) or not spec.strip():
            raise self.error(f"empty {self.family} spec (known: {', '.join(self.names())})")
        name, _, arg = spec.strip().partition(":")
        return name.strip().lower(), (arg.strip() or None)

    def target(self, name: str) -> Any:
        """The object registered as ``name``, importing its module on first use."""
        entry = self._entries.get(name)
        if entry is None:
            raise self.error(f"unknown {self.family} {name!r} (known: {', '.join(self.names())})")
        if not isinstance(entry.target, str):
            return entry.target
        module_name, _, attribute = entry.target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as e:
            if e.name and (e.name == module_name or module_name.startswith(e.name + ".")):
                raise  # our own module is missing: a broken install or a bug, not a user error
            hint = f"pip install 'mt-raig[{entry.extra}]'" if entry.extra else f"pip install {e.name}"
            raise self.error(f"{self.family} {name!r} needs the package {e.name!r}, which is not installed ({hint})") from None
        return getattr(module, attribute)

    def resolve(self, spec: str) -> tuple[Any, str | None]:
        """The target of ``spec``'s name and its argument."""
        name, arg = self.parse(spec)
        return self.target(name), arg


__all__ = ["Registry", "Entry"]
