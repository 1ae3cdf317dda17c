"""Issue #21: escapes through ``run_python`` (default interface, as a user or a model's code would reach it) must
not get out, whatever happens to the in-process audit hook.

Each test is one route that got out of the previous sandbox (process limits + audit hook, commit a954868^),
as root with the interpreter under a private folder: the hook's state cleared through ``sys.modules['__main__']``,
the hook switched off through ``gc.get_objects()``, ``_posixsubprocess.fork_exec`` re-imported, ``sqlite3``
and ``ctypes`` reaching files and libc, the violations list cleared, a ``setsid`` grandchild; plus reading a
host file placed outside, ``/etc/shadow``, writing outside, connecting to a host socket, leaving a process
behind. What is asserted is the effect on this host (no file written, no secret in the output, no command run,
no connection accepted, no process left), and that the run does not end ``ok``. Only ``mt_raig.sandbox``'s
public names are imported, so the same file runs against the previous implementation (where each test fails).
"""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

import pytest

from mt_raig.sandbox import Limits, run_python

#: Switches the audit hook off from inside: its closure's ``busy`` list made non-empty (the hook then returns at once).
DISARM = """
import gc, sys
for _o in gc.get_objects():
    if callable(_o) and getattr(_o, "__name__", "") == "hook" and getattr(_o, "__closure__", None):
        for _cell in _o.__closure__:
            if isinstance(_cell.cell_contents, list):
                _cell.cell_contents.append(1)
"""
LIMITS = Limits(wall_seconds=20, cpu_seconds=10)


@pytest.fixture(autouse=True, params=["preferred", "built-in"])
def boundary(request, monkeypatch):
    """Every escape against the preferred boundary (bubblewrap here) and against the built-in launcher used
    where bubblewrap is not installed (bubblewrap hidden from the sandbox)."""
    if request.param == "preferred":
        yield request.param
        return
    try:
        import mt_raig.sandbox.namespaces as namespaces
    except ImportError:
        pytest.skip("this implementation has no built-in launcher")
    monkeypatch.setattr(namespaces, "bwrap_path", lambda: None)
    namespaces.kernel_sandbox.cache_clear()
    try:
        if namespaces.kernel_sandbox() != (True, namespaces.BUILTIN):
            pytest.skip(f"the built-in launcher cannot run here: {namespaces.kernel_sandbox()[1]}")
        yield request.param
    finally:
        namespaces.kernel_sandbox.cache_clear()


def _run(code: str, entry: str | None = None, inputs: dict | None = None):
    try:
        return run_python(code, inputs, entry=entry, limits=LIMITS)
    except Exception as e:  # noqa: BLE001 - only the sandbox's own refusal is a skip
        if type(e).__name__ == "SandboxUnavailable":
            pytest.skip(f"no kernel sandbox here, running code is refused: {e}")
        raise


@pytest.fixture
def marker(tmp_path):
    return tmp_path / "ran.txt"


def _ran(r, marker: Path) -> None:
    time.sleep(0.3)  # a command started in the background would have written by now
    assert not marker.exists(), marker.read_text()
    assert "uid=" not in r.stdout and "uid=" not in str(r.value)
    assert r.status != "ok", (r.status, r.reason, r.stdout[-300:])


def test_the_disarm_really_switches_the_audit_hook_off():
    # both refused by the hook when it is on (a signal, ctypes), both harmless for the kernel
    r = _run(DISARM + "import os, ctypes\nos.kill(os.getpid(), 0)\nprint('pid', ctypes.CDLL(None).getpid())\n"
                      "print([os.path.exists(p) for p in ('/etc/ld.so.cache', '/etc/passwd', '/etc/shadow')])")
    assert r.status == "ok" and "pid " in r.stdout, (r.status, r.reason)  # the hook is off: what stands now is the kernel's
    assert r.stdout.splitlines()[1] == "[True, False, False]"  # the sandbox's own root: nothing else of /etc


def test_hook_state_cleared_through_main_then_os_system(marker):
    r = _run(f"""
import os, sys
main = sys.modules["__main__"]
for name in dir(main):
    if isinstance(getattr(main, name), (dict, set, list)):
        getattr(main, name).clear()
print(os.system("id > {marker}"))
""")
    _ran(r, marker)


def test_hook_switched_off_through_gc_then_os_system(marker):
    _ran(_run(DISARM + f"import os\nprint(os.system('id > {marker}'))"), marker)


def test_reimported_posixsubprocess_fork_exec(marker):
    r = _run(f"""
import os, sys
del sys.modules["_posixsubprocess"]
import _posixsubprocess
r, w = os.pipe()
print(_posixsubprocess.fork_exec([b"/bin/sh", b"-c", b"id > {marker}"], [b"/bin/sh"], True, (), None, None, -1, -1, -1, -1,
                                 -1, -1, r, w, True, False, -1, None, None, None, -1, None, False))
""")
    _ran(r, marker)


def test_ctypes_libc_system(marker):
    _ran(_run(DISARM + f"import ctypes\nprint(ctypes.CDLL(None).system(b'id > {marker}'))"), marker)


def test_sqlite_connect_outside_the_work_folder(tmp_path):
    db = tmp_path / "x.db"
    r = _run(f"import sqlite3\nsqlite3.connect({str(db)!r}).execute('create table t(a)')\nprint('created')")
    assert not db.exists() and "created" not in r.stdout and r.status != "ok"


@pytest.mark.parametrize("which", ["host file", "/etc/shadow"])
def test_reading_a_host_file(tmp_path, which):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-42\n")
    path = secret if which == "host file" else Path("/etc/shadow")
    first = path.read_text().splitlines()[0] if path.exists() else "TOP-SECRET-42"
    r = _run(DISARM + f"def solve():\n    return open({str(path)!r}).readline()\nprint(solve())", entry="solve")
    assert first not in r.stdout and first not in str(r.value) and first not in r.reason
    assert r.status != "ok"


def test_writing_outside(tmp_path):
    target = tmp_path / "written.txt"
    r = _run(DISARM + f"open({str(target)!r}, 'w').write('x')\nprint('written')")
    assert not target.exists() and "written" not in r.stdout and r.status != "ok"


def test_clearing_the_violations_list_does_not_make_a_refusal_ok(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP-SECRET-42")
    r = _run(f"""
import sys
try:
    open({str(secret)!r}).read()
except OSError:
    pass
main = sys.modules["__main__"]
for name in dir(main):
    if isinstance(getattr(main, name), list):
        getattr(main, name).clear()
print("clean")
""")
    assert "TOP-SECRET" not in r.stdout
    assert r.status == "blocked" and any(str(secret) in v for v in r.violations), (r.status, r.violations)


def test_no_connection_to_a_host_tcp_socket():
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.setblocking(False)
    port = server.getsockname()[1]
    try:
        r = _run(DISARM + f"import socket\nsocket.create_connection(('127.0.0.1', {port}), timeout=2).sendall(b'hello')\nprint('connected')")
        time.sleep(0.2)
        with pytest.raises(BlockingIOError):
            server.accept()  # nothing ever arrived
        assert "connected" not in r.stdout
        assert r.status == "blocked"  # a network socket is an escape attempt, not a plain error
    finally:
        server.close()


def test_no_connection_to_a_host_unix_socket(tmp_path):
    path = tmp_path / "host.sock"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.listen(1)
    server.setblocking(False)
    try:
        r = _run(DISARM + f"import socket\ns = socket.socket(socket.AF_UNIX)\ns.connect({str(path)!r})\ns.sendall(b'hello')\nprint('connected')")
        time.sleep(0.2)
        with pytest.raises(BlockingIOError):
            server.accept()
        assert "connected" not in r.stdout and r.status != "ok"
    finally:
        server.close()


def _sandbox_processes() -> list[str]:
    found = []
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                cmd = (p / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            except OSError:
                continue
            if "mt-raig-sandbox-" in cmd and "child.py" in cmd:
                found.append(f"{p.name}: {cmd[:120]}")
    return found


@pytest.mark.parametrize("detach", ["os.setsid()", "os.setpgid(0, 0)"])
def test_no_process_outlives_the_run(tmp_path, detach):
    late = tmp_path / "late.txt"
    r = _run(DISARM + f"""
import os, time
if os.fork() == 0:
    {detach}
    if os.fork() == 0:
        time.sleep(2)
        open({str(late)!r}, "w").write("still alive")
        time.sleep(30)
    os._exit(0)
print("parent done")
""")
    try:
        time.sleep(0.5)
        assert _sandbox_processes() == []
        assert r.status != "ok"
        time.sleep(2.5)
        assert not late.exists()
    finally:
        for line in _sandbox_processes():  # against the previous sandbox: do not leave its stray behind
            os.kill(int(line.split(":")[0]), 9)
