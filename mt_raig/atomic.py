"""Crash-safe file writes: write a temp file in the target's folder, then move it into place.

A reader (or a resumed run) sees either the old file or the new one, never half
of one. The file gets the permissions a plain ``open(path, "w")`` would give
(the user's umask), or keeps those of the file it replaces; a temp file alone
would leave it readable by its owner only.

    >>> write_json(Path("out/run.json"), {"q1": ["t1"]})     # doctest: +SKIP
    >>> with replacing(Path("out/index.faiss")) as tmp:       # doctest: +SKIP
    ...     faiss.write_index(index, str(tmp))
"""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

_UMASK_LOCK = threading.Lock()


def current_umask() -> int:
    """The process's umask, read without changing it where the OS allows (Linux), else set and restored."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            found = re.search(r"^Umask:\s*([0-7]+)", f.read(), re.M)
        if found:
            return int(found.group(1), 8)
    except OSError:
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def _mode_for(path: Path, default: int) -> int:
    """The mode of the file being replaced, else ``default`` less the umask."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        return default & ~current_umask()


@contextmanager
def replacing(path: str | os.PathLike) -> Iterator[Path]:
    """A temp path beside ``path``; when the block ends without error it replaces ``path``, else it is removed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        yield Path(tmp)
        os.chmod(tmp, _mode_for(path, 0o666))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def new_folder(path: str | os.PathLike) -> Iterator[Path]:
    """A temp folder beside ``path``, moved into place when the block ends without error, else removed.

    ``path`` must not exist or be an empty folder (``FileExistsError`` otherwise,
    checked before and after the block); the folder gets the umask's permissions.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)

    def refuse_nonempty() -> None:
        if path.exists() and (not path.is_dir() or any(path.iterdir())):
            raise FileExistsError(f"{path} exists and is not an empty folder; choose another output or remove it")

    refuse_nonempty()
    tmp = Path(tempfile.mkdtemp(dir=path.parent, prefix=f".{path.name}."))
    try:
        yield tmp
        os.chmod(tmp, 0o777 & ~current_umask())
        refuse_nonempty()
        if path.exists():
            path.rmdir()
        os.replace(tmp, path)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def write_text(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically, secrets redacted (:func:`mt_raig.redaction.redact`)."""
    from mt_raig.redaction import redact

    text = redact(text)
    with replacing(path) as tmp:
        tmp.write_text(text, encoding="utf-8")
    return Path(path)


def write_json(path: str | os.PathLike, data: object, indent: int | None = 1) -> Path:
    """Write ``data`` as JSON (UTF-8, non-ASCII kept) to ``path`` atomically."""
    return write_text(path, json.dumps(data, ensure_ascii=False, indent=indent) + "\n")
