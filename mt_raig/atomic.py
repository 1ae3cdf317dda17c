"""Crash-safe file writes: write a temp file in the target's folder, then move it into place.

A reader (or a resumed run) sees either the old file or the new one, never half of one.

    >>> write_json(Path("out/run.json"), {"q1": ["t1"]})     # doctest: +SKIP
    >>> with replacing(Path("out/index.faiss")) as tmp:       # doctest: +SKIP
    ...     faiss.write_index(index, str(tmp))
"""

from __future__ import annotations

import json
import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def replacing(path: str | os.PathLike) -> Iterator[Path]:
    """A temp path beside ``path``; when the block ends without error it replaces ``path``, else it is removed."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    os.close(fd)
    try:
        yield Path(tmp)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_text(path: str | os.PathLike, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    with replacing(path) as tmp:
        tmp.write_text(text, encoding="utf-8")
    return Path(path)


def write_json(path: str | os.PathLike, data: object, indent: int | None = 1) -> Path:
    """Write ``data`` as JSON (UTF-8, non-ASCII kept) to ``path`` atomically."""
    return write_text(path, json.dumps(data, ensure_ascii=False, indent=indent) + "\n")
