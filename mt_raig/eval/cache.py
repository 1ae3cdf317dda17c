"""A persistent SQLite cache of judge calls, so a killed evaluation resumes and a rerun costs nothing.

One row per successful backend call, keyed on a hash of everything that
determines the reply: backend, model and backend settings, sampling settings,
output constraint, prompt id/version and the rendered prompt. Failed calls are
not cached (a rerun tries them again). The database runs in WAL mode and the
judge commits after every batch, so at most one batch is lost when a run is
killed.

    >>> cache = JudgeCache("judge.sqlite")                       # doctest: +SKIP
    >>> cache.get_many(["k1"]), cache.hits, cache.misses          # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Sequence

from mt_raig.llm.base import Completion, Request

SCHEMA_VERSION = 1


def call_key(llm_info: dict, prompt_id: str, request: Request) -> tuple[str, dict]:
    """The cache key of one request and the settings it was computed from (stored beside the reply)."""
    content = request.prompt if request.prompt is not None else json.dumps(list(request.messages), ensure_ascii=False)
    settings = {
        "llm": llm_info,
        "prompt_id": prompt_id,
        "prompt_hash": hashlib.sha256(content.encode("utf-8")).hexdigest(),
        "chat": request.messages is not None,
        "sampling": request.sampling.to_dict(),
        "json_schema": request.json_schema,
        "regex": request.regex,
    }
    key = hashlib.sha256(json.dumps(settings, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")).hexdigest()
    return key, settings


class JudgeCache:
    """Completed judge calls by key; counts ``hits`` and ``misses`` of :meth:`get_many`."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS calls (key TEXT PRIMARY KEY, backend TEXT, model TEXT, prompt_id TEXT,"
            " prompt_hash TEXT, settings TEXT, completion TEXT, created REAL)"
        )
        self._db.execute("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT)")
        row = self._db.execute("SELECT value FROM meta WHERE name='schema_version'").fetchone()
        if row is None:
            self._db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        elif int(row[0]) != SCHEMA_VERSION:
            raise ValueError(f"judge cache {self.path} has schema version {row[0]}, expected {SCHEMA_VERSION}; use a new --cache path")
        self._db.commit()
        self.hits = 0
        self.misses = 0
        self.writes = 0

    def get_many(self, keys: Sequence[str], count: bool = True) -> dict[str, Completion]:
        """The cached completions among ``keys``; ``count=False`` for look-ups that should not count (dry runs)."""
        found: dict[str, Completion] = {}
        unique = list(dict.fromkeys(keys))
        with self._lock:
            for start in range(0, len(unique), 500):
                chunk = unique[start:start + 500]
                marks = ",".join("?" * len(chunk))
                for key, comp in self._db.execute(f"SELECT key, completion FROM calls WHERE key IN ({marks})", chunk):
                    found[key] = Completion(**json.loads(comp))
        if count:
            self.hits += sum(1 for k in keys if k in found)
            self.misses += sum(1 for k in keys if k not in found)
        return found

    def put_many(self, entries: Sequence[tuple[str, dict, Completion]]) -> None:
        """Store ``(key, settings, completion)`` for successful completions and commit (one transaction)."""
        rows = []
        for key, settings, comp in entries:
            if comp.status != "ok":
                continue
            llm = settings.get("llm", {})
            rows.append((key, llm.get("backend"), llm.get("model"), settings.get("prompt_id"), settings.get("prompt_hash"),
                         json.dumps(settings, ensure_ascii=False, default=str), json.dumps(comp.to_dict(), ensure_ascii=False), time.time()))
        if not rows:
            return
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO calls VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
            self._db.commit()
            self.writes += len(rows)

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM calls").fetchone()[0]

    def stats(self) -> dict:
        return {"path": str(self.path), "hits": self.hits, "misses": self.misses, "writes": self.writes}

    def close(self) -> None:
        with self._lock:
            self._db.close()
