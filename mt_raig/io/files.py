"""Reading input files and checking output paths, with one-line errors that name the file.

Every reader of a user's file goes through :func:`read_text` / :func:`read_json`
so that a file that is not UTF-8, not JSON, or JSON nested too deeply to read
is a :class:`~mt_raig.errors.DataError` naming the file (never a bare
``UnicodeDecodeError`` or ``RecursionError``). Every command calls
:func:`check_output_paths` before any work, so an output that would overwrite
one of its inputs, or that cannot be written, is refused before the first model
call is paid for.

    >>> check_output_paths({"--out": "preds.jsonl"}, {"--predictions": "preds.jsonl"})
    Traceback (most recent call last):
    ...
    mt_raig.errors.ConfigError: --out preds.jsonl is the same file as the input --predictions; choose another output path
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Mapping, Union

from mt_raig.errors import ConfigError, DataError

PathLike = Union[str, "os.PathLike[str]"]
Paths = Union[Mapping[str, "PathLike | None"], Iterable["PathLike | None"]]


def read_text(path: PathLike) -> str:
    """The UTF-8 text of ``path``; a file that is not UTF-8 is a :class:`DataError` naming it and the byte."""
    path = Path(path)
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise DataError(f"{path}: not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})") from None


def read_json(path: PathLike) -> Any:
    """The JSON value in ``path``; invalid, non-UTF-8 or too deeply nested JSON is a :class:`DataError`."""
    path = Path(path)
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(f"{path}: not valid JSON (line {e.lineno} column {e.colno}: {e.msg})") from None
    except RecursionError:
        raise DataError(f"{path}: JSON nested too deeply to read (arrays or objects inside each other hundreds of levels deep)") from None


def _labelled(paths: Paths) -> list[tuple[str, Path]]:
    items = paths.items() if isinstance(paths, Mapping) else ((None, p) for p in paths)
    return [(label or str(p), Path(p).expanduser()) for label, p in items if p is not None and str(p) != ""]


def _same_file(a: Path, b: Path) -> bool:
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _inside(path: Path, folder: Path) -> bool:
    return Path(os.path.realpath(path)).is_relative_to(os.path.realpath(folder))


def _unwritable(path: Path) -> str | None:
    """Why ``path`` cannot be written (created or replaced), or None."""
    if path.exists():
        if not os.access(path, os.W_OK):
            return "is not writable"
        parent = path.parent
    else:
        parent = path.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            return f"cannot be created: {parent} is not a folder"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"cannot be written: no write permission in {parent}"
    return None


def check_output_paths(outputs: Paths, inputs: Paths = ()) -> None:
    """Refuse, before any work, outputs that would overwrite an input or each other, or cannot be written.

    ``outputs`` and ``inputs`` are paths, or mappings from a label (the flag,
    e.g. ``"--out"``) to a path; ``None`` entries are skipped. An output is
    refused when it is the same file as an input (symlinks and hard links
    included), as another output, or an existing file inside an input folder
    (a release folder's files), and when it could not be created or replaced.
    Raises :class:`~mt_raig.errors.ConfigError` with a one-line message.
    """
    outs, ins = _labelled(outputs), _labelled(inputs)
    for i, (label, out) in enumerate(outs):
        name = f"{label} {out}" if label != str(out) else str(out)
        for in_label, src in ins:
            if _same_file(out, src):
                raise ConfigError(f"{name} is the same file as the input {in_label}; choose another output path")
            if src.is_dir() and out.is_file() and _inside(out, src):
                raise ConfigError(f"{name} is a file of the input folder {in_label}; choose another output path")
        for other_label, other in outs[:i]:
            if _same_file(out, other):
                raise ConfigError(f"{name} is also the output {other_label}; give each output its own path")
        why = _unwritable(out)
        if why:
            raise ConfigError(f"{name} {why}")


__all__ = ["read_text", "read_json", "check_output_paths"]
