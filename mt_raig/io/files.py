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
import tempfile
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


def _links_into(path: Path, folder: Path, limit: int = 1000) -> bool:
    """Whether ``path`` is a hard link of a file directly in ``folder`` (the first ``limit`` entries)."""
    try:
        st = path.stat()
        with os.scandir(folder) as entries:
            for n, entry in enumerate(entries):
                if n >= limit:
                    break
                if entry.is_file() and entry.inode() == st.st_ino and entry.stat().st_dev == st.st_dev:
                    return True
    except OSError:
        return False
    return False


def _unwritable(path: Path) -> str | None:
    """Why ``path`` cannot be written (created, or replaced by a rename in its folder), or None.

    Tried for real: a temporary file is created in the folder that would receive it (the nearest one that
    exists) and removed again. ``os.access`` is not asked: it says yes to root on a read-only mount and in
    ``/sys``, where the first real write fails after the paid work is done.
    """
    folder = path if path.is_dir() else path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        return f"cannot be created: {folder} is a file, not a folder"
    try:
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".mt-raig-write-check-")
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        return f"cannot be written: {e.strerror or e} in {folder}"
    return None


OUTPUT_ARGS = ("out", "output_dir", "results", "cache", "queue")


def _existing_paths(value) -> list[Path]:
    """Existing paths named by an argument value: a path, ``name=path`` (report inputs), or a list of them."""
    values = value if isinstance(value, (list, tuple)) else [value]
    found = []
    for v in values:
        if not isinstance(v, (str, os.PathLike)) or not str(v):
            continue
        for candidate in (str(v), str(v).split("=", 1)[-1]):
            p = Path(candidate).expanduser()
            try:
                if p.exists():
                    found.append(p)
                    break
            except OSError:
                continue
    return found


def _sidecars(path: Path) -> list[Path]:
    """The existing settings sidecars ``X.settings.json`` of an input file: beside the name given and, for a
    symlink, beside the resolved target (where :func:`mt_raig.io.predictions.settings_path` writes it)."""
    if not path.is_file():
        return []
    from mt_raig.io.predictions import settings_path

    found = []
    for where in (path, Path(os.path.realpath(path))):
        for sidecar in (where.with_name(where.name.rsplit(".", 1)[0] + ".settings.json"), settings_path(where)):
            if sidecar.exists() and sidecar not in found:
                found.append(sidecar)
    return found


def check_command_paths(args) -> None:
    """The one guard every subcommand passes through (``mt_raig.cli``), before any model load or request.

    Outputs are the arguments named in :data:`OUTPUT_ARGS`; inputs are every other argument naming an existing
    path (the ``--config`` YAML included), each with its settings sidecar ``X.settings.json``. An output that
    is an input by identity (``./``, ``a/../``, symlinks, hard links), a file inside an input folder, or that
    cannot be written (trial create) is refused with one line.
    """
    values = vars(args)
    outputs = {f"--{k.replace('_', '-')}": values[k] for k in OUTPUT_ARGS if isinstance(values.get(k), (str, os.PathLike)) and str(values[k])}
    if not outputs:
        return
    inputs: dict[str, Path] = {}
    for key, value in values.items():
        if key in OUTPUT_ARGS or key == "func" or callable(value):
            continue
        label = "--config" if key == "_config" else f"--{key.replace('_', '-')}" if not key.startswith("_") else key
        for p in _existing_paths(value):
            inputs.setdefault(f"{label} {p}" if p.name not in label else label, p)
            for sidecar in _sidecars(p):
                inputs.setdefault(f"the settings file of {label} ({sidecar})", sidecar)
    check_output_paths(outputs, inputs)


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
        real = Path(os.path.realpath(out))  # "missing/../x" names x, though the kernel cannot stat it as written
        for in_label, src in ins:
            if _same_file(out, src) or _same_file(real, src):
                raise ConfigError(f"{name} is the same file as the input {in_label}; choose another output path")
            if src.is_dir() and real.is_file() and (_inside(real, src) or _links_into(real, src)):
                raise ConfigError(f"{name} is a file of the input folder {in_label}; choose another output path")
        for other_label, other in outs[:i]:
            if _same_file(out, other):
                raise ConfigError(f"{name} is also the output {other_label}; give each output its own path")
        why = _unwritable(real)
        if why:
            raise ConfigError(f"{name} {why}")


__all__ = ["read_text", "read_json", "check_output_paths", "check_command_paths", "OUTPUT_ARGS"]
