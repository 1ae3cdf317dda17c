"""The requests queue: a folder (or a local copy of a requests dataset) of submissions waiting to be scored.

Each request is a folder ``<queue>/<request_id>/`` holding a copy of the
submission and ``request.json``::

    {"id": ..., "model_id": ..., "setting": ..., "status": "pending" | "running" | "finished" | "failed",
     "reason": null | "why it failed", "submitted": ..., "updated": ..., "result": null | "path"}

:func:`process_queue` scores pending requests one at a time. It holds a lock on
the queue, so two processors never score the same request; a request left
``running`` by a killed processor is scored again on the next run (the judge
cache makes that cost only the calls that had not finished). Every status
change is written crash-safely, so a kill leaves each request in one of its
states, never a torn file. With a ``retry`` function it then gives every
finished request a chance to have its unscored items judged again
(:mod:`~mt_raig.leaderboard.retry`); the request stays ``finished`` throughout,
its published result replaced only once the retry has succeeded.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import shutil
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from mt_raig.atomic import write_json
from mt_raig.errors import DataError, MtRaigError
from mt_raig.leaderboard.submission import META_FILE, PREDICTIONS_FILE, validate_submission

REQUEST_FILE = "request.json"
STATUSES = ("pending", "running", "finished", "failed")


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def add_request(submission_folder: str | Path, queue: str | Path, benchmark) -> dict:
    """Validate a submission and add it to ``queue`` as a pending request; an invalid one is refused."""
    sub = validate_submission(submission_folder, benchmark)
    if not sub.report.ok:
        raise DataError(f"{submission_folder}: invalid submission, not queued ({len(sub.report.errors)} errors; first: {sub.report.errors[0]}); see `mt-raig submit validate`")
    digest = hashlib.sha256((Path(submission_folder) / PREDICTIONS_FILE).read_bytes()).hexdigest()[:10]
    slug = sub.meta.model_id.replace("/", "__")
    request_id = f"{slug}-{sub.meta.setting}-{digest}"
    folder = Path(queue) / request_id
    if (folder / REQUEST_FILE).exists():
        raise DataError(f"{request_id}: these predictions are already queued ({read_request(folder)['status']})")
    folder.mkdir(parents=True, exist_ok=True)
    for name in (META_FILE, PREDICTIONS_FILE):
        shutil.copyfile(Path(submission_folder) / name, folder / name)
    request = {"id": request_id, "model_id": sub.meta.model_id, "setting": sub.meta.setting, "status": "pending",
               "reason": None, "submitted": _now(), "updated": _now(), "result": None}
    write_json(folder / REQUEST_FILE, request)  # last: a folder without request.json is not a request
    return request


def read_request(folder: Path) -> dict:
    try:
        request = json.loads((folder / REQUEST_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise DataError(f"{folder / REQUEST_FILE}: unreadable request ({e})") from None
    if request.get("status") not in STATUSES:
        raise DataError(f"{folder / REQUEST_FILE}: unknown status {request.get('status')!r}")
    return request


def list_requests(queue: str | Path) -> list[dict]:
    """Every request of the queue, oldest first."""
    queue = Path(queue)
    if not queue.is_dir():
        return []
    found = [read_request(f) for f in sorted(queue.iterdir()) if (f / REQUEST_FILE).is_file()]
    return sorted(found, key=lambda r: (r["submitted"], r["id"]))


def _set_status(queue: Path, request: dict, status: str, **fields) -> dict:
    request = {**request, **fields, "status": status, "updated": _now()}
    write_json(queue / request["id"] / REQUEST_FILE, request)
    return request


@contextmanager
def _queue_lock(queue: Path) -> Iterator[None]:
    queue.mkdir(parents=True, exist_ok=True)
    with open(queue / ".lock", "w") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise DataError(f"{queue}: another processor is running on this queue") from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@dataclass
class ProcessSummary:
    finished: list[str]
    failed: list[str]
    retried: dict[str, str] = field(default_factory=dict)  # request id -> what the retry did
    retry_failed: dict[str, str] = field(default_factory=dict)  # request id -> why (its result is unchanged)


def process_queue(queue: str | Path, score: Callable[[Path], dict[str, Path]], *, limit: int | None = None,
                  retry: Callable[[Path, dict], dict | None] | None = None) -> ProcessSummary:
    """Score pending (and interrupted ``running``) requests one by one with ``score(request_folder) -> paths``.

    A user-level failure (:class:`MtRaigError`, ``OSError``) marks the request
    ``failed`` with its reason and the queue goes on; any other exception is a
    bug: the request goes back to ``pending`` and the exception propagates.
    ``retry(request_folder, request) -> {"result": path, "note": text} | None``
    (None: nothing to retry) is then called on every request finished before this run, within the same ``limit``;
    its failure leaves the request and its result as they were.
    """
    queue = Path(queue)
    done = ProcessSummary([], [])
    with _queue_lock(queue):
        todo = [r for r in list_requests(queue) if r["status"] in ("pending", "running")]
        for request in todo[: limit if limit is not None else len(todo)]:
            request = _set_status(queue, request, "running", reason=None)
            try:
                paths = score(queue / request["id"])
            except (MtRaigError, OSError) as e:
                _set_status(queue, request, "failed", reason=" ".join(str(e).split())[:500])
                done.failed.append(request["id"])
                continue
            except BaseException:
                _set_status(queue, request, "pending")
                raise
            _set_status(queue, request, "finished", result=str(paths["result"]))
            done.finished.append(request["id"])
        if retry is not None:
            for request in [r for r in list_requests(queue) if r["status"] == "finished" and r["id"] not in done.finished]:
                if limit is not None and len(done.finished) + len(done.failed) + len(done.retried) >= limit:
                    break
                try:
                    outcome = retry(queue / request["id"], request)
                except (MtRaigError, OSError) as e:
                    done.retry_failed[request["id"]] = " ".join(str(e).split())[:500]
                    continue
                if outcome is not None:
                    _set_status(queue, request, "finished", result=str(outcome["result"]), retried=outcome["note"])
                    done.retried[request["id"]] = outcome["note"]
    return done


__all__ = ["add_request", "list_requests", "read_request", "process_queue", "ProcessSummary", "STATUSES"]
