"""The OpenAI Batch API as an LLM backend (``openai-batch:MODEL[@URL]``): half the price, results within 24 h.

Each :meth:`OpenAIBatch.generate` call sends its requests as one batch: a JSONL
file of ``/v1/chat/completions`` bodies (the same bodies the ``openai`` backend
sends) is uploaded, a batch is created, polled every ``poll_interval_s``, and
its output and error files are read back into one :class:`Completion` per
request, in order. A request the batch answered with an error comes back
``status="failed"`` alone.

Resumable: the batch id is kept in ``state_dir`` under a key made of the
server, the model and the exact request file. Running the same requests again
(a resumed ``mt-raig generate`` or ``evaluate`` after a kill, or after
``max_wait_s`` ran out) attaches to that batch instead of paying for a second
one; a batch that failed, expired or was cancelled is submitted anew. Callers
fill their predictions file or judge cache from the completions as usual, so a
whole run is one batch when its chunk (``--chunk-size``, the judge's
``batch_size``) holds every pending request.

    mt-raig generate --backend openai-batch:gpt-4o-mini --chunk-size 100000 --out preds.jsonl
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from tqdm.auto import tqdm

from mt_raig.atomic import write_json
from mt_raig.errors import ConfigError
from mt_raig.llm.base import Completion, Request
from mt_raig.llm.openai_api import OpenAICompatible, OpenAIOptions, build_chat_body, completion_from_reply
from mt_raig.llm.registry import redact_url

ENDPOINT = "/v1/chat/completions"
RUNNING = ("validating", "in_progress", "finalizing")
RESUBMIT = ("failed", "expired", "cancelling", "cancelled")


@dataclass(frozen=True)
class OpenAIBatchOptions(OpenAIOptions):
    """The ``openai`` options (request bodies, key, HTTP timeouts and retries of the file and batch calls) plus:

    ``poll_interval_s`` between status checks; ``max_wait_s`` before giving up
    for now (the requests come back failed with the batch id; running the same
    requests again picks the batch up; None waits until it ends);
    ``state_dir`` for the batch ids (default ``$HF_HOME/mt_raig/openai-batches``).
    """

    poll_interval_s: float = 30.0
    max_wait_s: float | None = None
    state_dir: str | None = None
    completion_window: str = "24h"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.poll_interval_s < 0 or (self.max_wait_s is not None and self.max_wait_s < 0):
            raise ConfigError("openai-batch options poll_interval_s and max_wait_s must be >= 0")


def default_state_dir() -> Path:
    from huggingface_hub import constants

    return Path(constants.HF_HOME) / "mt_raig" / "openai-batches"


def request_lines(requests: Sequence[Request], model: str, options: OpenAIOptions, server: str) -> bytes:
    """The batch input file: one ``{"custom_id", "method", "url", "body"}`` line per request (``r0``, ``r1``, ...)."""
    lines = []
    for i, request in enumerate(requests):
        body = build_chat_body(request, model, options, server)
        body.update(body.pop("extra_body", {}))
        lines.append(json.dumps({"custom_id": f"r{i}", "method": "POST", "url": ENDPOINT, "body": body}, sort_keys=True))
    return ("\n".join(lines) + "\n").encode("utf-8")


class OpenAIBatch(OpenAICompatible):
    """The Batch API; see the module docstring."""

    backend = "openai-batch"

    def __init__(self, model: str, base_urls: Sequence[str] | None = None, options: OpenAIBatchOptions | None = None):
        if base_urls and len(base_urls) > 1:
            raise ConfigError("openai-batch sends a batch to one server; give one URL")
        super().__init__(model, base_urls=base_urls, options=options or OpenAIBatchOptions())
        self.state_dir = Path(self.options.state_dir) if self.options.state_dir else default_state_dir()

    @property
    def client(self):
        """The one server's client, retrying its file and batch calls as the options say."""
        return self._pool.clients[0].with_options(max_retries=self.options.max_retries)

    def _state_path(self, content: bytes) -> Path:
        where = f"{redact_url(self.base_url or 'https://api.openai.com/v1')}|{self.model}|".encode()
        return self.state_dir / f"{hashlib.sha256(where + content).hexdigest()[:32]}.json"

    def generate(self, requests: Sequence[Request], progress: bool = True) -> list[Completion]:
        if not requests:
            return []
        started = time.perf_counter()
        content = request_lines(requests, self.model, self.options, self.server)
        state_path = self._state_path(content)
        try:
            batch = self._attach(state_path) or self._submit(content, state_path, len(requests))
            batch = self._wait(batch, len(requests), progress)
        except Exception as exc:  # noqa: BLE001 - the service failing is every request's status, never a crash
            return self._all_failed(requests, f"{type(exc).__name__}: {exc}", started)
        if batch.status in RUNNING:
            return self._all_failed(requests, f"batch {batch.id} is still {batch.status} after max_wait_s; "
                                              "run the same requests again to collect its results", started)
        if batch.status != "completed":
            return self._all_failed(requests, f"batch {batch.id} ended {batch.status}: {getattr(batch, 'errors', None)}", started)
        try:
            return self._collect(requests, batch, time.perf_counter() - started)
        except Exception as exc:  # noqa: BLE001 - the result files could not be fetched: every request's status
            return self._all_failed(requests, f"{type(exc).__name__} reading the results of batch {batch.id}: {exc}", started)

    def _attach(self, state_path: Path):
        """The batch these requests went out in before, unless it can no longer deliver."""
        if not state_path.is_file():
            return None
        batch = self.client.batches.retrieve(json.loads(state_path.read_text(encoding="utf-8"))["batch_id"])
        return None if batch.status in RESUBMIT else batch

    def _submit(self, content: bytes, state_path: Path, n: int):
        upload = self.client.files.create(file=("requests.jsonl", content), purpose="batch")
        batch = self.client.batches.create(input_file_id=upload.id, endpoint=ENDPOINT, completion_window=self.options.completion_window,
                                           metadata={"source": "mt-raig", "requests": str(n)})
        write_json(state_path, {"batch_id": batch.id, "input_file_id": upload.id, "model": self.model, "requests": n,
                                "submitted": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})
        return batch

    def _wait(self, batch, n: int, progress: bool):
        waited, bar = 0.0, tqdm(total=n, desc=f"batch {batch.id} requests done", unit="request", disable=not progress)
        try:
            while True:
                batch = self.client.batches.retrieve(batch.id)
                counts = getattr(batch, "request_counts", None)
                if counts is not None:
                    bar.n = int(counts.completed or 0) + int(counts.failed or 0)
                    bar.refresh()
                if batch.status not in RUNNING:
                    return batch
                if self.options.max_wait_s is not None and waited >= self.options.max_wait_s:
                    return batch
                time.sleep(self.options.poll_interval_s)
                waited += self.options.poll_interval_s
        finally:
            bar.close()

    def _lines(self, file_id: str | None) -> tuple[dict[str, dict], int]:
        """The result rows of a file by ``custom_id``, and how many lines could not be read (cut, no id): those
        requests then have no result and fail alone, the rest of the batch is kept."""
        if not file_id:
            return {}, 0
        text = self.client.files.content(file_id).content.decode("utf-8", errors="replace")
        rows, unreadable = {}, 0
        for line in filter(str.strip, text.splitlines()):
            try:
                row = json.loads(line)
                rows[str(row["custom_id"])] = row
            except (ValueError, KeyError, TypeError):
                unreadable += 1
        return rows, unreadable

    def _collect(self, requests: Sequence[Request], batch, latency: float) -> list[Completion]:
        from openai.types.chat import ChatCompletion

        (errors, bad_errors), (outputs, bad_outputs) = self._lines(batch.error_file_id), self._lines(batch.output_file_id)
        rows, unreadable = {**errors, **outputs}, bad_errors + bad_outputs
        out = []
        for i, request in enumerate(requests):
            row = rows.get(f"r{i}")
            try:
                if row is None:
                    raise LookupError(f"batch {batch.id} has no result for request r{i}"
                                      + (f" ({unreadable} result lines could not be read)" if unreadable else ""))
                response = row.get("response") or {}
                if row.get("error") or response.get("status_code") != 200:
                    body = response.get("body") or {}
                    message = (row.get("error") or body.get("error") or {}).get("message", "no message")
                    raise RuntimeError(f"HTTP {response.get('status_code')} in batch {batch.id}: {message}")
                reply = ChatCompletion.model_validate(response["body"])
                out.append(completion_from_reply(request, reply, latency, self.backend, self.model))
            except Exception as exc:  # noqa: BLE001 - one unreadable result fails its request only
                out.append(Completion(texts=[], status="failed", error=f"{type(exc).__name__}: {exc}", latency_s=latency,
                                      backend=self.backend, model=self.model))
        return out

    def _all_failed(self, requests: Sequence[Request], error: str, started: float) -> list[Completion]:
        latency = time.perf_counter() - started
        return [Completion(texts=[], status="failed", error=error, latency_s=latency, backend=self.backend, model=self.model)
                for _ in requests]


__all__ = ["OpenAIBatch", "OpenAIBatchOptions", "request_lines"]
