"""A small OpenAI-compatible HTTP server for tests, on 127.0.0.1 with a free port.

``POST /v1/chat/completions`` calls ``respond(body)`` for each request; it returns
a :class:`Reply` (status, JSON body or raw bytes, headers, delay, or an event to
wait for) or a plain string (a 200 answer with that text for each of the ``n``
choices). ``GET /v1/models`` lists one model. With ``api_key`` set, other bearer
tokens get 401. Every chat body received is kept in ``requests`` with its
arrival time in ``arrivals`` (thread-safe); ``max_in_flight`` is the most chat
requests handled at once.

The Batch API is faked too: ``POST /v1/files`` (multipart upload),
``GET /v1/files/{id}/content``, ``POST /v1/batches``, ``GET /v1/batches/{id}``.
A batch moves validating -> in_progress -> completed, one step per status
poll; on completion every line of its input file is answered through
``respond`` (200 replies go to the output file, others to the error file).
``batches`` holds every batch created.

:func:`malformed_reply` serves the 200 replies that hold no usable text (:data:`MALFORMED_KINDS`).
"""

from __future__ import annotations

import email.parser
import email.policy
import itertools
import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


@dataclass
class Reply:
    status: int = 200
    body: dict | None = None
    delay_s: float = 0.0
    raw: bytes | None = None  # sent as is instead of ``body`` (a malformed reply)
    headers: dict = field(default_factory=dict)
    wait_for: threading.Event | None = None  # hold the answer until this is set (or the client gives up)


def chat_reply(texts: list[str], model: str = "test-model", logprobs: list[dict[str, float]] | None = None,
               finish_reason: str = "stop", prompt_tokens: int = 11) -> dict:
    """A chat.completion JSON body with one choice per text (usage counts words)."""
    choices = []
    for i, text in enumerate(texts):
        choice = {"index": i, "message": {"role": "assistant", "content": text}, "finish_reason": finish_reason, "logprobs": None}
        if logprobs is not None:
            top = [{"token": t, "logprob": lp, "bytes": None} for t, lp in logprobs[i].items()]
            first = top[0] if top else {"token": "", "logprob": 0.0, "bytes": None}
            choice["logprobs"] = {"content": [{**first, "top_logprobs": top}], "refusal": None}
        choices.append(choice)
    completion_tokens = sum(len(t.split()) for t in texts)
    return {
        "id": "chatcmpl-test", "object": "chat.completion", "created": int(time.time()), "model": model, "choices": choices,
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens, "total_tokens": prompt_tokens + completion_tokens},
    }


def error_reply(status: int, message: str, headers: dict | None = None) -> Reply:
    return Reply(status=status, body={"error": {"message": message, "type": "server_error", "code": status}}, headers=headers or {})


def _malformed_body(choices: list) -> dict:
    return {"id": "chatcmpl-bad", "object": "chat.completion", "created": 0, "model": "test-model", "choices": choices,
            "usage": {"prompt_tokens": 5, "completion_tokens": 1, "total_tokens": 6}}


def _choice(content) -> dict:
    return {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop", "logprobs": None}


MALFORMED_KINDS = ("empty choices", "choice without message", "null content", "number content", "list content", "truncated JSON body")


def malformed_reply(kind: str) -> Reply:
    """A 200 reply a real server may send that holds no usable text: ``"choices": []``, a choice without
    ``message``, ``null`` content, non-text content (a number, a list of parts), or a body cut mid-JSON."""
    if kind == "empty choices":
        return Reply(body=_malformed_body([]))
    if kind == "choice without message":
        return Reply(body=_malformed_body([{"index": 0, "finish_reason": "stop"}]))
    if kind == "null content":
        return Reply(body=_malformed_body([_choice(None)]))
    if kind == "number content":
        return Reply(body=_malformed_body([_choice(17)]))
    if kind == "list content":
        return Reply(body=_malformed_body([_choice([{"type": "text", "text": "1"}])]))
    if kind == "truncated JSON body":
        return Reply(raw=json.dumps(chat_reply(["1"]))[:40].encode())
    raise ValueError(f"unknown malformed reply {kind!r}; one of {', '.join(MALFORMED_KINDS)}")


class OpenAIServer:
    """Context manager: ``with OpenAIServer(respond) as server: ... server.url``."""

    def __init__(self, respond: Callable[[dict], Reply | str], api_key: str | None = None):
        self.respond = respond
        self.api_key = api_key
        self.requests: list[dict] = []
        self.arrivals: list[float] = []
        self.max_in_flight = 0
        self.files: dict[str, bytes] = {}
        self.batches: dict[str, dict] = {}
        self._in_flight = 0
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._released = threading.Event()  # set on exit: held replies give up
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _send_bytes(self, status: int, data: bytes, headers: dict | None = None, ctype: str = "application/json") -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", ctype)
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in (headers or {}).items():
                        self.send_header(k, str(v))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
                    pass

            def _send(self, status: int, body: dict, headers: dict | None = None) -> None:
                self._send_bytes(status, json.dumps(body).encode(), headers)

            def _authorized(self) -> bool:
                if server.api_key is None or self.headers.get("Authorization") == f"Bearer {server.api_key}":
                    return True
                self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error", "code": "invalid_api_key"}})
                return False

            def do_GET(self):
                if not self._authorized():
                    return
                path = self.path.split("?")[0].rstrip("/")
                if path == "/v1/models":
                    self._send(200, {"object": "list", "data": [{"id": "test-model", "object": "model", "created": 0, "owned_by": "test"}]})
                elif path.startswith("/v1/files/") and path.endswith("/content"):
                    data = server.files.get(path.split("/")[3])
                    self._send_bytes(200, data, ctype="application/octet-stream") if data is not None else self._send(404, {"error": {"message": "no such file"}})
                elif path.startswith("/v1/batches/"):
                    batch = server._poll_batch(path.split("/")[3])
                    self._send(200, batch) if batch else self._send(404, {"error": {"message": "no such batch"}})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                raw = self.rfile.read(length)
                if not self._authorized():
                    return
                path = self.path.rstrip("/")
                if path == "/v1/files":
                    self._send(200, server._upload(self.headers.get("Content-Type", ""), raw))
                    return
                if path == "/v1/batches":
                    self._send(200, server._create_batch(json.loads(raw)))
                    return
                if path != "/v1/chat/completions":
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                body = json.loads(raw or b"{}")
                with server._lock:
                    server.requests.append(body)
                    server.arrivals.append(time.monotonic())
                    server._in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server._in_flight)
                try:
                    reply = server._reply(body)
                    if reply.delay_s:
                        time.sleep(reply.delay_s)
                    if reply.wait_for is not None:
                        while not (reply.wait_for.wait(0.05) or server._released.is_set()):
                            pass
                finally:
                    with server._lock:
                        server._in_flight -= 1
                if reply.raw is not None:
                    self._send_bytes(reply.status, reply.raw, reply.headers)
                else:
                    self._send(reply.status, reply.body or {}, reply.headers)

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    # ----- chat
    def _reply(self, body: dict) -> Reply:
        reply = self.respond(body)
        if isinstance(reply, str):
            reply = Reply(body=chat_reply([reply] * int(body.get("n", 1)), model=body.get("model", "test-model")))
        return reply

    # ----- batch API
    def _new_id(self, prefix: str) -> str:
        with self._lock:
            return f"{prefix}-{next(self._ids)}"

    def _upload(self, content_type: str, raw: bytes) -> dict:
        message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            f"Content-Type: {content_type}\r\n\r\n".encode() + raw)
        parts = {p.get_param("name", header="content-disposition"): p for p in message.iter_parts()}
        data = parts["file"].get_payload(decode=True)
        file_id = self._new_id("file")
        self.files[file_id] = data
        return {"id": file_id, "object": "file", "bytes": len(data), "created_at": int(time.time()),
                "filename": parts["file"].get_filename() or "upload.jsonl", "purpose": parts["purpose"].get_content().strip(), "status": "processed"}

    def _create_batch(self, body: dict) -> dict:
        batch_id = self._new_id("batch")
        batch = {"id": batch_id, "object": "batch", "endpoint": body["endpoint"], "input_file_id": body["input_file_id"],
                 "completion_window": body["completion_window"], "status": "validating", "created_at": int(time.time()),
                 "output_file_id": None, "error_file_id": None, "metadata": body.get("metadata"),
                 "request_counts": {"total": 0, "completed": 0, "failed": 0}}
        self.batches[batch_id] = batch
        return batch

    def _poll_batch(self, batch_id: str) -> dict | None:
        with self._lock:
            batch = self.batches.get(batch_id)
            if batch is None:
                return None
            if batch["status"] == "validating":
                batch["status"] = "in_progress"
            elif batch["status"] == "in_progress":
                self._finish(batch)
            return dict(batch)

    def _finish(self, batch: dict) -> None:
        out, err = [], []
        lines = [json.loads(line) for line in self.files[batch["input_file_id"]].decode().splitlines() if line.strip()]
        for line in lines:
            self.requests.append(line["body"])
            reply = self._reply(line["body"])
            record = {"id": f"resp-{line['custom_id']}", "custom_id": line["custom_id"],
                      "response": {"status_code": reply.status, "request_id": "req", "body": reply.body}, "error": None}
            line_text = json.dumps(record) if reply.raw is None else json.dumps(record)[:60]  # a raw reply: a result line cut short
            (out if reply.status == 200 else err).append(line_text)
        for key, rows in (("output_file_id", out), ("error_file_id", err)):
            if rows:
                file_id = f"file-{next(self._ids)}"
                self.files[file_id] = ("\n".join(rows) + "\n").encode()
                batch[key] = file_id
        batch["status"] = "completed"
        batch["request_counts"] = {"total": len(lines), "completed": len(out), "failed": len(err)}

    # ----- helpers
    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def calls(self, predicate: Callable[[dict], bool]) -> int:
        with self._lock:
            return sum(1 for b in self.requests if predicate(b))

    def __enter__(self) -> "OpenAIServer":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._released.set()
        self._httpd.shutdown()
        self._httpd.server_close()
