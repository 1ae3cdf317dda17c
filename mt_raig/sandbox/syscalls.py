"""The sandbox's system-call filter (seccomp), compiled once on the host and loaded by the child.

:func:`filter_program` builds the filter with libseccomp (``pyseccomp``) and exports it as a classic BPF program
(``seccomp_export_bpf``); the child loads those bytes with ``prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER)``
right before the untrusted code runs, so it needs neither libseccomp nor the ``ldconfig`` look-up that
importing ``pyseccomp`` costs at every start. The filter, for the child and every thread or process it makes:

- ends the whole run (``SECCOMP_RET_KILL_PROCESS``, SIGSYS, reported as ``blocked``) on ``execve``/``execveat``,
  ``fork``/``vfork``, ``clone`` without ``CLONE_THREAD`` (threads stay allowed), ``socket`` other than
  ``AF_UNIX``, ``ptrace`` and ``process_vm_readv``/``writev``: starting a program or a process, reaching the
  network or another process's memory is never table code, only an escape attempt;
- answers ``ENOSYS`` to ``clone3`` (its flags sit behind a pointer a filter cannot read, so the C library falls
  back to ``clone``, which the filter can inspect);
- answers ``EPERM`` to the calls in :data:`DENIED` (mounts, namespaces, keyrings, BPF, kernel modules,
  io_uring, file handles);
- kills on any call made through another architecture's ABI (libseccomp's default for a foreign arch).
"""

from __future__ import annotations

import errno
import functools
import os
import tempfile

#: Answer EPERM: calls that reach the mount table, namespaces or rarely used kernel surface.
DENIED = ("unshare", "setns", "mount", "umount2", "pivot_root", "chroot", "bpf", "keyctl", "add_key", "request_key",
          "userfaultfd", "perf_event_open", "open_by_handle_at", "name_to_handle_at", "init_module", "finit_module",
          "kexec_load", "io_uring_setup", "fanotify_init", "move_mount", "fsopen", "fsmount", "open_tree")
#: End the run: a program, a process, another process's memory.
FATAL = ("execve", "execveat", "fork", "vfork", "ptrace", "process_vm_readv", "process_vm_writev")
CLONE_THREAD = 0x00010000
AF_UNIX = 1


@functools.lru_cache(maxsize=1)
def filter_program() -> tuple[bytes | None, str]:
    """``(BPF bytes, "pyseccomp <version> (libseccomp)")``, or ``(None, why not)`` where libseccomp/pyseccomp is missing."""
    try:
        import pyseccomp as sc
    except Exception as e:  # noqa: BLE001 - the library or its shared object missing: recorded as not in force
        return None, f"pyseccomp/libseccomp unavailable ({e})"
    f = sc.SyscallFilter(sc.ALLOW)
    for names, action in ((DENIED, sc.ERRNO(errno.EPERM)), (FATAL, sc.KILL_PROCESS)):
        for name in names:
            try:
                f.add_rule(action, name)
            except Exception:  # noqa: BLE001 - a call this architecture lacks (fork/vfork on arm64)
                pass
    f.add_rule(sc.KILL_PROCESS, "clone", sc.Arg(0, sc.MASKED_EQ, CLONE_THREAD, 0))
    f.add_rule(sc.KILL_PROCESS, "socket", sc.Arg(0, sc.NE, AF_UNIX))
    try:
        f.add_rule(sc.ERRNO(errno.ENOSYS), "clone3")
    except Exception:  # noqa: BLE001 - a libseccomp that does not know clone3
        pass
    with tempfile.TemporaryFile() as out:
        f.export_bpf(out)
        out.seek(0)
        program = out.read()
    return program, f"pyseccomp {getattr(sc, '__version__', '?')} (libseccomp)"


def write_program(folder: str | os.PathLike) -> str | None:
    """Write the filter to ``folder/seccomp.bpf`` for the child; None (nothing written) where it cannot be built."""
    program, _ = filter_program()
    if program is None:
        return None
    path = os.path.join(folder, "seccomp.bpf")
    with open(path, "wb") as f:
        f.write(program)
    return path


__all__ = ["DENIED", "FATAL", "filter_program", "write_program"]
