"""Run untrusted Python (LLM-written code) in a confined child process: :func:`run_python`.

    >>> r = run_python("def expand_facts(tables):\\n    return [len(t) for t in tables]", {"tables": [[1, 2], [3]]})
    >>> r.status, r.value
    ('ok', [2, 1])
    >>> run_python("import os\\nos.system('id')", entry=None).status
    'blocked'

The boundary is the kernel's (:mod:`mt_raig.sandbox.namespaces`): the child runs under bubblewrap (or, where it
is not installed, the built-in :mod:`~mt_raig.sandbox.launcher` doing the same with ``unshare``/``pivot_root``)
in new user, mount, PID, network, IPC and UTS namespaces, as uid 65534 with no capabilities (even when the
caller is root), over a tmpfs root that holds only ``/usr``, the interpreter (read-only), the inputs (read-only)
and its work folder. The child then loads a seccomp filter (starting a program or a process, or opening a
network socket, ends the run as ``blocked``) and Landlock where the kernel has it (:mod:`.child`). Every
process of a run dies with the PID namespace. The host also applies: stdin closed; stdout, stderr and the
result read with a byte budget (``Limits.max_output_bytes``); the run killed when that is exceeded or the
wall-clock limit passes; the temp folder removed. The child sets the CPU-time, address-space, file-size,
open-files and core limits (``resource``) and installs an audit hook, which only turns refusals into tidy
``blocked`` statuses: it is no security boundary, and code that switches it off meets the kernel. A refusal
reaches the host as it happens, so code cannot clear it afterwards. ``SandboxResult.enforced`` holds what the
host set up; what the child says of itself is kept apart under ``child_reported`` (the code runs in that
process and could forge it).

Where no namespace can be created (user namespaces disabled, a locked-down container) running the code is
refused with a :class:`~mt_raig.sandbox.namespaces.SandboxUnavailable` naming what is missing, unless the
caller passes ``Limits(allow_unsandboxed=True)`` (``--allow-unsandboxed-code``): then the process limits,
seccomp, Landlock and the hook stand, and ``enforced["unsandboxed"]`` says so. Not covered: disk use is
bounded per file, not in total; CPU time per process. Linux only. Start-up cost: ``benchmarks/bench_sandbox.py``.
"""

from __future__ import annotations

import json
import os
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from dataclasses import replace

from mt_raig.errors import DataError
from mt_raig.sandbox.namespaces import BUILTIN, SANDBOX_UID, bwrap_argv, kernel_sandbox, launcher_argv, require_kernel_sandbox
from mt_raig.sandbox.records import Limits, SandboxResult
from mt_raig.sandbox.syscalls import filter_program, write_program

_CHILD = Path(__file__).with_name("child.py")
_ENV = {
    "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "OPENBLAS_NUM_THREADS": "1",
    "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "NUMEXPR_MAX_THREADS": "1",
}


def run_python(code: str, inputs: dict | None = None, *, entry: str | None = "expand_facts", limits: Limits | None = None, python: str | None = None) -> SandboxResult:
    """Execute ``code`` in a sandbox, then call ``entry(**inputs)`` and return its value (JSON round-tripped).

    ``entry=None`` only executes the module (its stdout is in the result). Never raises for anything the code
    does; raises :class:`~mt_raig.errors.DataError` when ``inputs`` are not JSON-serialisable (a host bug).
    """
    limits = limits or Limits()
    try:
        inputs_json = json.dumps(inputs or {}, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise DataError(f"sandbox inputs must be JSON-serialisable: {e}") from None
    root = Path(tempfile.mkdtemp(prefix="mt-raig-sandbox-"))
    try:
        in_dir, work_dir = root / "in", root / "work"
        in_dir.mkdir()
        work_dir.mkdir(mode=0o700)
        kernel, why = kernel_sandbox()
        if not kernel:
            require_kernel_sandbox(limits.allow_unsandboxed, (kernel, why))  # raises SandboxUnavailable unless the user opted in
        config = {"entry": entry, "cpu_seconds": limits.cpu_seconds, "memory_bytes": limits.memory_bytes, "file_size_bytes": limits.file_size_bytes,
                  "open_files": limits.open_files, "max_processes": limits.max_processes, "network_namespace": limits.network_namespace,
                  "drop_privileges": limits.drop_privileges, "kernel": kernel}
        for name, text in (("config.json", json.dumps(config)), ("code.py", code), ("inputs.json", inputs_json), ("child.py", _CHILD.read_text(encoding="utf-8"))):
            (in_dir / name).write_text(text, encoding="utf-8")
            (in_dir / name).chmod(0o444)
        bpf = write_program(in_dir)
        in_dir.chmod(0o555)
        root.chmod(0o711)
        env = dict(_ENV, HOME=str(work_dir), TMPDIR=str(work_dir))
        argv = [python or sys.executable, "-I", "-B", str(in_dir / "child.py"), str(in_dir), str(work_dir)]
        host = {"kernel_sandbox": why if kernel else None, "seccomp": filter_program()[1] if bpf else None}
        if kernel:
            builtin = why == BUILTIN
            argv = (launcher_argv(in_dir, work_dir, root) if builtin else bwrap_argv(in_dir, work_dir)) + argv
            host.update({"namespaces": ["user", "mount", "pid", "net", "ipc", "uts"] + ([] if builtin else ["cgroup"]), "uid_inside": SANDBOX_UID,
                         "capabilities": "none", "host_files_visible": "interpreter and /usr read-only, inputs read-only, work folder"})
        else:
            host["unsandboxed"] = why
        result = _supervise(argv, env, str(work_dir), limits, relayed_signals=kernel)
        # what the host set up is recorded by the host; what the child reports of itself stands apart (code can forge it)
        return replace(result, enforced={**host, "child_reported": result.enforced})
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _supervise(argv: list[str], env: dict, cwd: str, limits: Limits, relayed_signals: bool = False) -> SandboxResult:
    """Run ``argv``, read its streams within the limits, and classify its end. ``relayed_signals``: the child runs
    under bwrap, which exits with 128 + N when the confined process was killed by signal N."""
    start = time.monotonic()
    deadline = start + limits.wall_seconds
    result_r, result_w = os.pipe()
    proc = subprocess.Popen([*argv, str(result_w)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            pass_fds=(result_w,), start_new_session=True, env=env, cwd=cwd)
    os.close(result_w)
    out_fd, err_fd = proc.stdout.fileno(), proc.stderr.fileno()
    streams = {out_fd: bytearray(), err_fd: bytearray(), result_r: bytearray()}
    killed_for, total = None, 0
    with selectors.DefaultSelector() as sel:
        for fd in streams:
            os.set_blocking(fd, False)
            sel.register(fd, selectors.EVENT_READ)
        while sel.get_map() and killed_for is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                killed_for = "timeout"
                break
            for key, _ in sel.select(timeout=min(remaining, 0.5)):
                chunk = os.read(key.fd, 65536)
                if not chunk:
                    sel.unregister(key.fd)
                    continue
                total += len(chunk)
                if total > limits.max_output_bytes:
                    killed_for = "output_limit"
                    break
                streams[key.fd] += chunk
    status_code, rusage = (None, None) if killed_for else _reap(proc.pid, deadline)
    if status_code is None:
        killed_for = killed_for or "timeout"
        _kill_group(proc.pid)
        status_code, rusage = _reap(proc.pid, None)
    _kill_group(proc.pid)  # stray members of the group, if any
    proc.returncode = -1  # reaped with os.wait4 above; keeps Popen from waiting again
    proc.stdout.close()
    proc.stderr.close()
    os.close(result_r)
    wall = time.monotonic() - start
    cpu = (rusage.ru_utime + rusage.ru_stime) if rusage else 0.0
    stdout = bytes(streams[out_fd]).decode("utf-8", "replace")
    stderr = bytes(streams[err_fd]).decode("utf-8", "replace")
    common = {"stdout": stdout, "stderr": stderr, "wall_s": round(wall, 4), "cpu_s": round(cpu, 4), "max_rss_kb": rusage.ru_maxrss if rusage else 0}
    reply = _parse_reply(bytes(streams[result_r]))
    common["violations"] = tuple(reply.get("violations") or ())
    common["enforced"] = reply.get("enforced") or {}
    if killed_for == "timeout":
        return SandboxResult("timeout", reason=f"wall-clock limit of {limits.wall_seconds:g} s reached; process group killed", **common)
    if killed_for == "output_limit":
        return SandboxResult("output_limit", reason=f"output over {limits.max_output_bytes} bytes; process group killed", **common)
    sig = os.WTERMSIG(status_code) if os.WIFSIGNALED(status_code) else None
    if sig is None and relayed_signals and os.WIFEXITED(status_code) and 128 < os.WEXITSTATUS(status_code) < 128 + 65 and not reply.get("status"):
        sig = os.WEXITSTATUS(status_code) - 128
    if sig is not None:
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and cpu >= limits.cpu_seconds):
            return SandboxResult("cpu_limit", reason=f"CPU-time limit of {limits.cpu_seconds} s reached", **common)
        if sig == signal.SIGXFSZ:
            return SandboxResult("file_size_limit", reason=f"a file grew past {limits.file_size_bytes} bytes", **common)
        if sig == signal.SIGSYS:
            return SandboxResult("blocked", reason="the code tried to start a process or a program, or to open a network socket: "
                                 "the kernel's system-call filter (seccomp) ended the run", **common)
        return SandboxResult("crashed", reason=f"killed by signal {signal.Signals(sig).name}", **common)
    if not reply.get("status"):
        if "MemoryError" in stderr:
            return SandboxResult("memory_limit", reason="MemoryError before a result was written", **common)
        code = os.WEXITSTATUS(status_code) if os.WIFEXITED(status_code) else status_code
        return SandboxResult("crashed", reason=f"exited with code {code} without a result: {stderr.strip()[-300:]}", **common)
    status, reason = reply["status"], reply.get("reason", "")
    if status in ("ok", "error") and common["violations"]:
        status, reason = "blocked", f"{common['violations'][0]}" + (f"; then {reason}" if reason else "")
    return SandboxResult(status, value=reply.get("value") if status == "ok" else None, reason=reason, **common)


def _parse_reply(raw: bytes) -> dict:
    """The child's result pipe: one JSON line per refusal as it happened (``{"violation": ...}``), then the result.

    Violations are gathered from every line, so code cannot retract a refusal recorded before it ran on; the
    result is the last line holding a ``status``."""
    reply: dict = {}
    violations: list[str] = []
    for line in raw.decode("utf-8", "replace").splitlines():
        try:
            item = json.loads(line)
        except ValueError:
            continue
        if not isinstance(item, dict):
            continue
        if isinstance(item.get("violation"), str):
            if len(violations) < 50:
                violations.append(item["violation"])
        elif "status" in item:
            reply = item
    return {**reply, "violations": violations}


def _reap(pid: int, deadline: float | None):
    """Wait for ``pid``: until ``deadline`` (None: block). Returns (wait status, rusage), or (None, None) on time-out."""
    while True:
        try:
            done, status_code, rusage = os.wait4(pid, 0 if deadline is None else os.WNOHANG)
        except ChildProcessError:
            return 0, None
        if done:
            return status_code, rusage
        if time.monotonic() >= deadline:
            return None, None
        time.sleep(0.005)


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
