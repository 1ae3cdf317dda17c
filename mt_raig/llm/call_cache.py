"""A persistent SQLite cache of LLM calls, so a killed run resumes and a rerun costs nothing.

One row per call whose reply was *used* (it parsed), keyed on a hash of what
determines the reply and nothing else: the model's identity
(:func:`reply_identity`: backend, model and the options that change outputs),
the sampling settings, the output constraint and the rendered prompt. Transport
settings (concurrency, timeouts, retries, the base URL of the server) are not
part of the key, so a rerun through another server or with more workers is
still served from the cache. Failed calls and replies that did not parse are
never stored: a rerun after a bad day tries them again. The database runs in
WAL mode and is committed after every batch, so a killed run loses at most one
batch.

    >>> cache = CallCache("judge.sqlite")                                    # doctest: +SKIP
    >>> key, settings = call_key(reply_identity(llm.info()), "claim_verification/paper-1", request)  # doctest: +SKIP
    >>> cache.get_many([key])                                                # doctest: +SKIP
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Sequence

from mt_raig.errors import DataError
from mt_raig.llm.base import Completion, Request

SCHEMA_VERSION = 2

# Backend info and options that change how a reply travels, never what it says.
TRANSPORT_INFO = frozenset({"base_url", "server", "versions", "device", "context_window", "loaded_from"})
TRANSPORT_OPTIONS = frozenset({
    "api_key_env", "concurrency", "timeout_s", "max_retries", "backoff_s", "max_backoff_s", "check_server", "server",
    "batch_size", "progress", "context_window", "max_model_len", "device", "device_map", "gpu_memory_utilization",
    "enable_prefix_caching", "max_num_seqs", "tensor_parallel_size", "enforce_eager",
    "base_urls", "max_retry_after_s", "poll_interval_s", "max_wait_s", "state_dir", "completion_window", "gguf_cache",
})


def reply_identity(llm_info: dict) -> dict:
    """The part of ``LLM.info()`` that can change a reply: backend, model, weights and decoding options.

    Transport settings (:data:`TRANSPORT_INFO`, :data:`TRANSPORT_OPTIONS`) are
    dropped; anything not listed there is kept, so an unknown new option costs a
    cache miss, never a wrong hit.

        >>> reply_identity({"backend": "openai", "model": "m", "base_url": "http://a/v1", "options": {"concurrency": 8, "reasoning_effort": None}})
        {'backend': 'openai', 'model': 'm', 'options': {'reasoning_effort': None}}
    """
    out = {k: v for k, v in llm_info.items() if k not in TRANSPORT_INFO and k != "options"}
    options = {k: v for k, v in (llm_info.get("options") or {}).items() if k not in TRANSPORT_OPTIONS}
    if options:
        out["options"] = options
    return out


def call_key(identity: dict, prompt_id: str, request: Request) -> tuple[str, dict]:
    """The cache key of one request and the settings it was computed from (stored beside the reply).

    ``prompt_id`` is stored for inspection but is not part of the key: the
    rendered prompt (hashed) is what the model reads.
    """
    content = request.prompt if request.prompt is not None else json.dumps(list(request.messages), ensure_ascii=False)
    keyed = {
        "llm": identity,
        "prompt_hash": hashlib.sha256(content.encode("utf-8")).hexdigest(),
        "chat": request.messages is not None,
        "sampling": request.sampling.to_dict(),
        "json_schema": request.json_schema,
        "regex": request.regex,
    }
    key = hashlib.sha256(json.dumps(keyed, sort_keys=True, ensure_ascii=False, default=str).encode("utf-8")).hexdigest()
    return key, dict(keyed, prompt_id=prompt_id)


class CallCache:
    """Completed calls by key; counts ``hits`` and ``misses`` of :meth:`get_many`."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        try:
            self._db = sqlite3.connect(str(self.path), check_same_thread=False, timeout=30)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS calls (key TEXT PRIMARY KEY, backend TEXT, model TEXT, prompt_id TEXT,"
                " prompt_hash TEXT, settings TEXT, completion TEXT, created REAL)"
            )
            self._db.execute("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT)")
            row = self._db.execute("SELECT value FROM meta WHERE name='schema_version'").fetchone()
        except sqlite3.DatabaseError as e:
            raise DataError(f"call cache {self.path}: not a usable SQLite database ({e})") from None
        if row is None:
            self._db.execute("INSERT INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
        elif row[0] != str(SCHEMA_VERSION):
            self._db.close()
            raise DataError(f"call cache {self.path} has schema version {row[0]}, expected {SCHEMA_VERSION}; use a new cache path")
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
        """Store ``(key, settings, completion)`` rows of successful completions and commit (one transaction);
        the settings metadata is redacted (:func:`mt_raig.redaction.redact_data`) like every other record."""
        from mt_raig.redaction import redact_data

        rows = []
        for key, settings, comp in entries:
            if comp.status != "ok":
                continue
            llm = settings.get("llm", {})
            rows.append((key, llm.get("backend"), llm.get("model"), settings.get("prompt_id"), settings.get("prompt_hash"),
                         json.dumps(redact_data(settings), ensure_ascii=False, default=str), json.dumps(comp.to_dict(), ensure_ascii=False), time.time()))
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


__all__ = ["CallCache", "call_key", "reply_identity", "SCHEMA_VERSION"]
