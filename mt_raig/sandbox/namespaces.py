"""The kernel boundary of the sandbox: the child runs under bubblewrap in its own namespaces.

``bwrap`` (Debian's ``bubblewrap``; ``./run`` installs it) starts the child in new user, mount, PID, network,
IPC, UTS and cgroup namespaces, as uid/gid 65534 inside a user namespace (unprivileged there even when the
caller is root), with every capability dropped, ``NO_NEW_PRIVS``, a new session and death with its parent.
Its file system is a fresh tmpfs holding only:

- ``/usr`` and the ``/lib*`` / ``/bin`` links, read-only (the C library, libseccomp), and ``/etc/ld.so.cache``;
- the interpreter's prefix and the virtual environment's ``bin``/``lib`` (so pandas imports), read-only;
- the run's input folder read-only and its work folder writable, at their host paths;
- a private ``/proc`` (of the new PID namespace), a minimal ``/dev`` and an empty ``/tmp``.

Nothing else of the host exists inside: no other file of ``/etc``, not ``/root``, not the project or the user's files;
the only network device is a downed loopback. When the child (PID 1 of its namespace) ends or bwrap is
killed, the kernel kills every process left in the namespace, so nothing outlives a run. The child then
adds a seccomp filter and Landlock (:mod:`.child`).

Where bubblewrap is not installed, :mod:`.launcher` builds the same file system (:func:`mount_plan`) with
documented system calls (``unshare``, ``mount``, ``pivot_root``, a nested user namespace for uid 65534); only
the cgroup namespace is left out. Where neither works, :func:`require_kernel_sandbox` refuses.

    >>> ok, why = kernel_sandbox()
    >>> isinstance(ok, bool) and isinstance(why, str)
    True
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from mt_raig.errors import ConfigError

SANDBOX_UID = 65534
SYSTEM_DIRS = ("/usr",)
SYSTEM_LINKS = ("/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32")
DEVICES = ("null", "zero", "full", "random", "urandom")
LAUNCHER = Path(__file__).with_name("launcher.py")
#: What :func:`kernel_sandbox` reports when the built-in launcher (no bubblewrap) sets the boundary up.
BUILTIN = "built-in namespaces (unshare, pivot_root; no bubblewrap)"


class SandboxUnavailable(ConfigError):
    """No kernel boundary can be set up here, and running unsandboxed code was not allowed."""


def bwrap_path() -> str | None:
    return shutil.which("bwrap") or (("/usr/bin/bwrap") if os.path.exists("/usr/bin/bwrap") else None)


def _namespace_flags() -> list[str]:
    return ["--unshare-user", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID), "--unshare-pid", "--unshare-net",
            "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]


@functools.lru_cache(maxsize=1)
def kernel_sandbox() -> tuple[bool, str]:
    """``(True, "bubblewrap <version>")`` or ``(True, BUILTIN)`` when the boundary can be set up here, else
    ``(False, what is missing)``. Bubblewrap is preferred; without it the built-in launcher is tried."""
    if not sys.platform.startswith("linux"):
        return False, f"the kernel sandbox needs Linux namespaces (this is {sys.platform})"
    bwrap = bwrap_path()
    missing = "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
    if bwrap is not None:
        try:
            probe = subprocess.run([bwrap, *_namespace_flags(), "--ro-bind", "/", "/", "--", "true"],
                                   capture_output=True, text=True, timeout=30)
            if probe.returncode == 0:
                version = subprocess.run([bwrap, "--version"], capture_output=True, text=True).stdout.strip() or "bubblewrap"
                return True, version
            missing = f"bubblewrap cannot create namespaces here ({probe.stderr.strip()[:200] or probe.returncode})"
        except (OSError, subprocess.TimeoutExpired) as e:
            missing = f"bubblewrap could not start ({e})"
    ok, why = _probe_launcher()
    if ok:
        return True, BUILTIN
    return False, f"{missing}; the built-in launcher failed too ({why}): user namespaces may be disabled " \
                  "(user.max_user_namespaces, kernel.unprivileged_userns_clone, a locked-down container)"


def _probe_launcher() -> tuple[bool, str]:
    with tempfile.TemporaryDirectory(prefix="mt-raig-sandbox-probe-") as root:
        try:
            probe = subprocess.run([sys.executable, "-I", "-S", str(LAUNCHER), "--probe", root], capture_output=True, text=True, timeout=30)
        except (OSError, subprocess.TimeoutExpired) as e:
            return False, str(e)
    return probe.returncode == 0, probe.stderr.strip()[:200] or f"exit status {probe.returncode}"


def require_kernel_sandbox(allow_unsandboxed: bool = False, status: tuple[bool, str] | None = None) -> str:
    """Check before any paid work that LLM-written code can be confined; the protection in force, in words.

    Without a kernel boundary this raises :class:`SandboxUnavailable` naming what is missing, unless the user
    opted in with ``allow_unsandboxed`` (``--allow-unsandboxed-code``).
    """
    ok, why = status or kernel_sandbox()
    if ok:
        return why
    if allow_unsandboxed:
        return f"none (unsandboxed by request: {why})"
    raise SandboxUnavailable(f"refusing to run LLM-written code without a sandbox: {why}. "
                             "Install bubblewrap, or pass --allow-unsandboxed-code to run it with process limits only")


def _interpreter_binds() -> list[tuple[str, str]]:
    """Read-only binds ``(source, target)`` of the interpreter: its base prefix whole, of a virtual environment only bin/lib."""
    binds: list[tuple[str, str]] = []
    seen: set[str] = set()

    def bind(path: str) -> None:
        real = os.path.realpath(path)
        if os.path.exists(real) and real not in seen and not any(real.startswith(s + os.sep) for s in seen):
            seen.add(real)
            binds.append((real, real))
            if os.path.abspath(path) != real and os.path.lexists(path):
                seen.add(os.path.abspath(path))
                binds.append((real, os.path.abspath(path)))

    bind(sys.base_prefix)
    if sys.prefix != sys.base_prefix:
        for part in ("bin", "lib", "lib64", "pyvenv.cfg"):
            if os.path.lexists(os.path.join(sys.prefix, part)):
                bind(os.path.join(sys.prefix, part))
    return binds


def mount_plan(in_dir: Path, work_dir: Path) -> list[list]:
    """The confined file system, in order: ``[op, source, target]`` with op ``ro``/``rw``/``dev`` (binds),
    ``symlink``, ``tmpfs`` or ``proc``; rendered for bubblewrap by :func:`bwrap_argv`, run by :mod:`.launcher`."""
    plan: list[list] = []
    for d in SYSTEM_DIRS:
        if os.path.isdir(d):
            plan.append(["ro", d, d])
    for link in SYSTEM_LINKS:
        if os.path.islink(link):
            plan.append(["symlink", os.readlink(link), link])
        elif os.path.isdir(link):
            plan.append(["ro", link, link])
    plan.append(["tmpfs", None, "/tmp"])  # before the interpreter: a virtual environment under /tmp stays visible
    plan += [["ro", src, dst] for src, dst in _interpreter_binds()]
    if os.path.isfile("/etc/ld.so.cache"):  # the library index (ctypes.util.find_library reads it), nothing else of /etc
        plan.append(["ro", "/etc/ld.so.cache", "/etc/ld.so.cache"])
    plan += [["proc", None, "/proc"], ["tmpfs", None, "/dev"]]
    plan += [["dev", f"/dev/{n}", f"/dev/{n}"] for n in DEVICES if os.path.exists(f"/dev/{n}")]
    plan += [["symlink", "/proc/self/fd", "/dev/fd"],
             ["ro", str(in_dir), str(in_dir)], ["rw", str(work_dir), str(work_dir)]]
    return plan


def bwrap_argv(in_dir: Path, work_dir: Path) -> list[str]:
    """The ``bwrap ... --`` prefix that runs a command confined as described in the module docstring."""
    bwrap = bwrap_path()
    if bwrap is None:
        raise SandboxUnavailable("bubblewrap (bwrap) is not installed")
    args = [bwrap, *_namespace_flags(), "--tmpfs", "/"]
    for op, src, dst in mount_plan(in_dir, work_dir):
        if op == "tmpfs" and dst == "/dev":
            args += ["--dev", "/dev"]  # bubblewrap's own minimal /dev (null, zero, full, random, urandom, tty, fd links)
        elif op in ("ro", "rw", "symlink", "tmpfs", "proc") and not (dst.startswith("/dev/")):
            args += {"ro": ["--ro-bind", src, dst], "rw": ["--bind", src, dst], "symlink": ["--symlink", src, dst],
                     "tmpfs": ["--tmpfs", dst], "proc": ["--proc", dst]}[op]
    return args + ["--chdir", str(work_dir), "--remount-ro", "/", "--"]


def launcher_argv(in_dir: Path, work_dir: Path, run_root: Path) -> list[str]:
    """The built-in launcher's prefix (no bubblewrap): plan written to ``run_root/plan.json``, new root ``run_root/fs``."""
    (run_root / "fs").mkdir(exist_ok=True)
    (run_root / "plan.json").write_text(json.dumps({"plan": mount_plan(in_dir, work_dir), "chdir": str(work_dir)}), encoding="utf-8")
    return [sys.executable, "-I", "-S", str(LAUNCHER), str(run_root / "plan.json"), str(run_root / "fs"), "--"]


__all__ = ["BUILTIN", "SANDBOX_UID", "SandboxUnavailable", "bwrap_argv", "kernel_sandbox", "launcher_argv", "mount_plan", "require_kernel_sandbox"]
