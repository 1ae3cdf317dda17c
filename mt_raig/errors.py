"""The errors a user can cause, under one base class.

Every mistake a user can make (a bad config value, a malformed release, a
backend that cannot be reached, a judge spec that names nothing) raises a
subclass of :class:`MtRaigError` with a one-line message naming the offending
item. Command-line entry points catch :class:`MtRaigError` and ``OSError``
only, print that line and exit non-zero; anything else is a bug and keeps its
traceback.

The subclasses also derive from the built-in exception a caller would expect
(``ValueError`` for bad input, ``RuntimeError`` for a failing backend), so
``except ValueError`` keeps working.

    >>> try:
    ...     raise ConfigError("configs/x.yaml: unknown key 'kk'")
    ... except MtRaigError as e:
    ...     print(e)
    configs/x.yaml: unknown key 'kk'
"""

from __future__ import annotations


class MtRaigError(Exception):
    """Base of every error caused by the user's input or environment (not a bug)."""


class ConfigError(MtRaigError, ValueError):
    """A setting that is unknown, duplicated, of the wrong type or out of range."""


class DataError(MtRaigError, ValueError):
    """A benchmark release, run, predictions or submission file that cannot be used as it is."""


class BackendError(MtRaigError, RuntimeError):
    """A model or service that cannot be loaded or reached (LLM backends, encoders)."""


class JudgeError(MtRaigError, ValueError):
    """A judge spec, option or cache that cannot be used."""


__all__ = ["MtRaigError", "ConfigError", "DataError", "BackendError", "JudgeError"]
