"""A small OpenAI-compatible HTTP server for tests, on 127.0.0.1 with a free port.

``POST /v1/chat/completions`` calls ``respond(body)`` for each request; it returns
a :class:`Reply` (status, JSON body, delay) or a plain string (a 200 answer with
that text for each of the ``n`` choices). ``GET /v1/models`` lists one model.
With ``api_key`` set, other bearer tokens get 401. Every chat body received is
kept in ``requests`` (thread-safe).
"""

from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


@dataclass
class Reply:
    status: int = 200
    body: dict | None = None
    delay_s: float = 0.0


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


def error_reply(status: int, message: str) -> Reply:
    return Reply(status=status, body={"error": {"message": message, "type": "server_error", "code": status}})


class OpenAIServer:
    """Context manager: ``with OpenAIServer(respond) as server: ... server.url``."""

    def __init__(self, respond: Callable[[dict], Reply | str], api_key: str | None = None):
        self.respond = respond
        self.api_key = api_key
        self.requests: list[dict] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):  # keep test output clean
                pass

            def _send(self, status: int, body: dict) -> None:
                data = json.dumps(body).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client gave up (timeout test)
                    pass

            def _authorized(self) -> bool:
                if server.api_key is None or self.headers.get("Authorization") == f"Bearer {server.api_key}":
                    return True
                self._send(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error", "code": "invalid_api_key"}})
                return False

            def do_GET(self):
                if not self._authorized():
                    return
                if self.path.rstrip("/") == "/v1/models":
                    self._send(200, {"object": "list", "data": [{"id": "test-model", "object": "model", "created": 0, "owned_by": "test"}]})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self._authorized():
                    return
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                with server._lock:
                    server.requests.append(body)
                reply = server.respond(body)
                if isinstance(reply, str):
                    reply = Reply(body=chat_reply([reply] * int(body.get("n", 1)), model=body.get("model", "test-model")))
                if reply.delay_s:
                    time.sleep(reply.delay_s)
                self._send(reply.status, reply.body or {})

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

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
        self._httpd.shutdown()
        self._httpd.server_close()
