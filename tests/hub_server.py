"""A small Hub-compatible HTTP server for tests: the endpoints ``huggingface_hub`` calls to create a repo and push
files (create, preupload, commit), and the file URLs ``evaluate.load("org/name")`` downloads a Space's module
from (``/spaces/org/name/resolve/REV/FILE``, HEAD and GET), on 127.0.0.1 with a free port.

Point the real client at it with ``HF_ENDPOINT=server.url`` (and any token). Pushed files land in ``repos``:
``{"datasets/org/name": {path: bytes}}``; every request is logged in ``requests`` as ``(method, path)``.
``fail_commits=True`` answers every commit with a 500 (a failed push; the client retries a 5xx with back-off for
about 20 s first), ``fail_commits=403`` with that status at once (a token without write access). Unknown endpoints answer 404 and are
logged, so a test sees what the client asked for.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class HubServer:
    def __init__(self, fail_commits: bool | int = False):
        self.repos: dict[str, dict[str, bytes]] = {}
        self.requests: list[tuple[str, str]] = []
        self.fail_commits = fail_commits
        self._lock = threading.Lock()
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, status: int, body: dict | None = None) -> None:
                data = json.dumps(body or {}).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _body(self) -> bytes:
                return self.rfile.read(int(self.headers.get("Content-Length") or 0))

            def _resolve(self, parts: list[str], send_body: bool) -> bool:
                """``/{datasets,spaces}/org/name/resolve/main/PATH``: the file, or 404 (as for any other revision: the
                repos here have no tags, so ``evaluate``'s first try at its version tag falls back to ``main``)."""
                if len(parts) < 6 or parts[0] not in ("datasets", "spaces") or parts[3] != "resolve":
                    return False
                files = hub.repos.get(f"{parts[0]}/{parts[1]}/{parts[2]}", {}) if parts[4] == "main" else {}
                data = files.get("/".join(parts[5:]))
                self.send_response(200 if data is not None else 404)
                self.send_header("Content-Length", str(len(data or b"")))
                if data is not None:
                    self.send_header("ETag", '"' + hashlib.sha1(data).hexdigest() + '"')
                self.end_headers()
                if send_body and data:
                    self.wfile.write(data)
                return True

            def do_HEAD(self):  # noqa: N802
                with hub._lock:
                    hub.requests.append(("HEAD", self.path))
                if not self._resolve(self.path.split("?")[0].strip("/").split("/"), send_body=False):
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()

            def do_GET(self):  # noqa: N802
                with hub._lock:
                    hub.requests.append(("GET", self.path))
                parts = self.path.split("?")[0].strip("/").split("/")
                if self._resolve(parts, send_body=True):
                    return None
                if len(parts) >= 4 and parts[0] == "api" and parts[1] in ("datasets", "spaces", "models"):
                    key = f"{parts[1]}/{parts[2]}/{parts[3]}"
                    if key in hub.repos:
                        return self._send(200, {"id": f"{parts[2]}/{parts[3]}", "sha": "0" * 40, "siblings": [{"rfilename": p} for p in hub.repos[key]]})
                return self._send(404, {"error": "not found"})

            def do_POST(self):  # noqa: N802
                body = self._body()
                with hub._lock:
                    hub.requests.append(("POST", self.path))
                parts = self.path.split("?")[0].strip("/").split("/")
                if parts[:2] == ["api", "validate-yaml"]:  # the client checks a README's YAML header before a commit
                    return self._send(200, {"errors": [], "warnings": []})
                if parts[:3] == ["api", "repos", "create"]:
                    req = json.loads(body or b"{}")
                    kind = {"dataset": "datasets", "space": "spaces", None: "models", "model": "models"}[req.get("type")]
                    name = f"{req['organization']}/{req['name']}" if req.get("organization") else req["name"]
                    with hub._lock:
                        hub.repos.setdefault(f"{kind}/{name}", {})
                    prefix = "" if kind == "models" else f"{kind}/"
                    return self._send(200, {"url": f"{hub.url}/{prefix}{name}", "name": name})
                if len(parts) >= 6 and parts[0] == "api" and parts[4] in ("preupload", "commit"):
                    key = f"{parts[1]}/{parts[2]}/{parts[3]}"
                    if key not in hub.repos:
                        return self._send(404, {"error": f"repository {key} not found"})
                    if parts[4] == "preupload":
                        files = json.loads(body)["files"]
                        return self._send(200, {"files": [{"path": f["path"], "uploadMode": "regular", "shouldIgnore": False} for f in files],
                                                "commitOid": "0" * 40})
                    if hub.fail_commits:
                        status = 500 if hub.fail_commits is True else int(hub.fail_commits)
                        return self._send(status, {"error": "the hub is down" if status >= 500 else "no write access"})
                    added = {}
                    for line in body.decode().splitlines():
                        if not line.strip():
                            continue
                        item = json.loads(line)
                        if item["key"] == "file":
                            added[item["value"]["path"]] = base64.b64decode(item["value"]["content"])
                        elif item["key"] == "lfsFile":
                            return self._send(400, {"error": "LFS uploads are not supported by this test server"})
                    with hub._lock:
                        hub.repos[key].update(added)
                    oid = hashlib.sha1(repr(sorted(added)).encode()).hexdigest()
                    return self._send(200, {"commitUrl": f"{hub.url}/{key}/commit/{oid}", "commitOid": oid, "pullRequestUrl": None})
                return self._send(404, {"error": f"unknown endpoint {self.path}"})

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> "HubServer":
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()
