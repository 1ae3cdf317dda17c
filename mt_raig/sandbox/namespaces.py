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
adds a seccomp filter refusing ``execve`` and other escape-prone system calls (:mod:`.child`).

    >>> ok, why = kernel_sandbox()
    >>> isinstance(ok, bool) and isinstance(why, str)
    True
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from mt_raig.errors import ConfigError

SANDBOX_UID = 65534
SYSTEM_DIRS = ("/usr",)
SYSTEM_LINKS = ("/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32")


class SandboxUnavailable(ConfigError):
    """No kernel boundary can be set up here, and running unsandboxed code was not allowed."""


def bwrap_path() -> str | None:
    return shutil.which("bwrap") or (("/usr/bin/bwrap") if os.path.exists("/usr/bin/bwrap") else None)


def _namespace_flags() -> list[str]:
    return ["--unshare-user", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID), "--unshare-pid", "--unshare-net",
            "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]


@functools.lru_cache(maxsize=1)
def kernel_sandbox() -> tuple[bool, str]:
    """``(True, "bubblewrap <version>")`` when the boundary can be set up here, else ``(False, what is missing)``."""
    if not sys.platform.startswith("linux"):
        return False, f"the kernel sandbox needs Linux namespaces (this is {sys.platform})"
    bwrap = bwrap_path()
    if bwrap is None:
        return False, "bubblewrap (bwrap) is not installed: apt-get install bubblewrap"
    try:
        probe = subprocess.run([bwrap, *_namespace_flags(), "--ro-bind", "/", "/", "--", "true"],
                               capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as e:
        return False, f"bubblewrap could not start ({e})"
    if probe.returncode != 0:
        return False, f"bubblewrap cannot create namespaces here ({probe.stderr.strip()[:200] or probe.returncode}); " \
                      "user namespaces may be disabled (kernel.unprivileged_userns_clone, a locked-down container)"
    version = subprocess.run([bwrap, "--version"], capture_output=True, text=True).stdout.strip() or "bubblewrap"
    return True, version


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


def _interpreter_binds() -> list[str]:
    """Read-only binds of the interpreter: its base prefix whole, and of a virtual environment only bin/lib."""
    args: list[str] = []
    seen: set[str] = set()

    def bind(path: str) -> None:
        real = os.path.realpath(path)
        if os.path.exists(real) and real not in seen and not any(real.startswith(s + os.sep) for s in seen):
            seen.add(real)
            args.extend(["--ro-bind", real, real])
            if os.path.abspath(path) != real and os.path.lexists(path):
                seen.add(os.path.abspath(path))
                args.extend(["--ro-bind", real, os.path.abspath(path)])

    bind(sys.base_prefix)
    if sys.prefix != sys.base_prefix:
        for part in ("bin", "lib", "lib64", "pyvenv.cfg"):
            if os.path.lexists(os.path.join(sys.prefix, part)):
                bind(os.path.join(sys.prefix, part))
    return args


def bwrap_argv(in_dir: Path, work_dir: Path) -> list[str]:
    """The ``bwrap ... --`` prefix that runs a command confined as described in the module docstring."""
    bwrap = bwrap_path()
    if bwrap is None:
        raise SandboxUnavailable("bubblewrap (bwrap) is not installed")
    args = [bwrap, *_namespace_flags(), "--tmpfs", "/"]
    for d in SYSTEM_DIRS:
        if os.path.isdir(d):
            args += ["--ro-bind", d, d]
    for link in SYSTEM_LINKS:
        if os.path.islink(link):
            args += ["--symlink", os.readlink(link), link]
        elif os.path.isdir(link):
            args += ["--ro-bind", link, link]
    args += ["--tmpfs", "/tmp"]  # before the interpreter: a virtual environment under /tmp stays visible
    args += _interpreter_binds()
    if os.path.isfile("/etc/ld.so.cache"):  # the library index (ctypes.util.find_library reads it), nothing else of /etc
        args += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    args += ["--proc", "/proc", "--dev", "/dev",
             "--ro-bind", str(in_dir), str(in_dir), "--bind", str(work_dir), str(work_dir),
             "--chdir", str(work_dir), "--remount-ro", "/", "--"]
    return args


__all__ = ["SANDBOX_UID", "SandboxUnavailable", "bwrap_argv", "kernel_sandbox", "require_kernel_sandbox"]
