"""The sandbox's own namespace launcher, used where bubblewrap is not installed: the same boundary from
documented Linux system calls (``unshare(2)``, ``mount(2)``, ``pivot_root(2)``, ``user_namespaces(7)``).

Run as its own interpreter, never imported by the host (standard library only)::

    python -I -S launcher.py PLAN.json NEW_ROOT -- PROGRAM ARGS...     # confine, then execve PROGRAM
    python -I -S launcher.py --probe NEW_ROOT                          # only check that it can be done here

In order: ``unshare`` new user, mount, PID, network, IPC and UTS namespaces (the caller's uid mapped to 0
there, which holds no capability over the host); ``fork``, so that the child is PID 1 of the new PID namespace
(when it ends the kernel kills every process left in it) and dies with this launcher (``PR_SET_PDEATHSIG``).
The child makes every mount private, mounts a tmpfs on ``NEW_ROOT``, builds the plan's file system there
(read-only binds of ``/usr`` and the interpreter, the inputs read-only, the work folder writable, a private
``/proc``, a minimal ``/dev``, an empty ``/tmp``), ``pivot_root``s into it, detaches the old root and
remounts the new one read-only. It then enters a second user namespace mapping uid/gid 65534 onto the first
one's 0, so that the program runs unprivileged with every capability dropped at ``execve``, with
``PR_SET_NO_NEW_PRIVS`` set. This launcher waits and exits as the program did (128 + N when killed by signal
N, as bubblewrap does). Any failed step is one line on stderr and exit status 125.
"""

import ctypes
import json
import os
import platform
import signal
import sys

CLONE_NEWNS, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET = (
    0x00020000, 0x04000000, 0x08000000, 0x10000000, 0x20000000, 0x40000000)
MS_RDONLY, MS_NOSUID, MS_NODEV, MS_NOEXEC, MS_REMOUNT, MS_NOATIME, MS_NODIRATIME, MS_BIND, MS_REC, MS_PRIVATE, MS_RELATIME = (
    1, 2, 4, 8, 32, 1024, 2048, 4096, 16384, 1 << 18, 1 << 21)
ST_TO_MS = ((1, MS_RDONLY), (2, MS_NOSUID), (4, MS_NODEV), (8, MS_NOEXEC), (1024, MS_NOATIME), (2048, MS_NODIRATIME), (4096, MS_RELATIME))
MNT_DETACH, PR_SET_PDEATHSIG, PR_SET_NO_NEW_PRIVS = 2, 1, 38
SYS_PIVOT_ROOT = {"x86_64": 155, "aarch64": 41, "riscv64": 41, "ppc64le": 203, "s390x": 217}
SANDBOX_UID = 65534
FAILED = 125

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mount.argtypes = (ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p)


def _fail(step):
    err = ctypes.get_errno()
    sys.stderr.write(f"mt-raig sandbox launcher: {step} failed: {os.strerror(err) if err else 'error'}\n")
    sys.stderr.flush()
    os._exit(FAILED)


def _check(rc, step):
    if rc != 0:
        _fail(step)


def _mount(src, target, fstype, flags, data=None):
    enc = (lambda s: None if s is None else os.fsencode(s))
    _check(_libc.mount(enc(src), enc(target), enc(fstype), flags, enc(data)), f"mount {target}")


def _write(path, text):
    try:
        with open(path, "w") as f:
            f.write(text)
    except OSError as e:
        sys.stderr.write(f"mt-raig sandbox launcher: writing {path} failed: {e.strerror}\n")
        os._exit(FAILED)


def _map_ids(inside, outside_uid, outside_gid):
    """``user_namespaces(7)``: deny setgroups, then map one uid and one gid (allowed without privilege)."""
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"{inside} {outside_uid} 1\n")
    _write("/proc/self/gid_map", f"{inside} {outside_gid} 1\n")


def _enter_namespaces():
    uid, gid = os.getuid(), os.getgid()
    _check(_libc.unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS), "unshare")
    _map_ids(0, uid, gid)


def _locked_flags(path):
    """The mount flags ``path`` already has: a bind remount inside a user namespace must keep them."""
    f = os.statvfs(path).f_flag
    return sum(ms for st, ms in ST_TO_MS if f & st)


def _create(target, like):
    if os.path.isdir(like):
        os.makedirs(target, exist_ok=True)
    else:
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not os.path.exists(target):
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT, 0o644))


def _build(root, plan):
    for op, src, dst in plan:
        target = root + dst
        if op in ("ro", "rw", "dev"):
            _create(target, src)
            _mount(src, target, None, MS_BIND | MS_REC)
            flags = _locked_flags(target) | MS_BIND | MS_REMOUNT | MS_NOSUID | (0 if op == "dev" else MS_NODEV)
            _mount(None, target, None, flags | (MS_RDONLY if op == "ro" else 0))
        elif op == "symlink":
            os.makedirs(os.path.dirname(target), exist_ok=True)
            os.symlink(src, target)
        elif op == "tmpfs":
            os.makedirs(target, exist_ok=True)
            _mount("tmpfs", target, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755")
        elif op == "proc":
            os.makedirs(target, exist_ok=True)
            _mount("proc", target, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
        else:
            sys.stderr.write(f"mt-raig sandbox launcher: unknown plan step {op!r}\n")
            os._exit(FAILED)


def _pivot(root):
    number = SYS_PIVOT_ROOT.get(platform.machine())
    if number is None:
        sys.stderr.write(f"mt-raig sandbox launcher: pivot_root number unknown on {platform.machine()}\n")
        os._exit(FAILED)
    os.chdir(root)
    _check(_libc.syscall(number, b".", b"."), "pivot_root")  # pivot_root(2): old root stacked on the new, then detached
    _check(_libc.umount2(b".", MNT_DETACH), "umount old root")
    os.chdir("/")
    _mount(None, "/", None, _locked_flags("/") | MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV)


def _confine(plan, root, chdir):
    _check(_libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0), "PR_SET_PDEATHSIG")
    _mount(None, "/", None, MS_REC | MS_PRIVATE)
    _mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755")
    _build(root, plan)
    _pivot(root)
    _check(_libc.unshare(CLONE_NEWUSER), "unshare (unprivileged user)")
    _map_ids(SANDBOX_UID, 0, 0)
    _check(_libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "PR_SET_NO_NEW_PRIVS")
    if chdir:
        os.chdir(chdir)


def _wait_and_exit(pid):
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except ChildProcessError:
            os._exit(FAILED)
        except InterruptedError:
            continue
    if os.WIFSIGNALED(status):
        os._exit(128 + os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status))


def main(argv):
    if argv[:1] == ["--probe"]:
        root = argv[1]
        _enter_namespaces()
        pid = os.fork()
        if pid == 0:
            _confine([["proc", None, "/proc"]], root, None)
            os._exit(0)
        _wait_and_exit(pid)
    plan_path, root, sep, *program = argv
    if sep != "--" or not program:
        sys.stderr.write("usage: launcher.py PLAN.json NEW_ROOT -- PROGRAM ARGS...\n")
        os._exit(2)
    with open(plan_path, encoding="utf-8") as f:
        spec = json.load(f)
    _enter_namespaces()
    pid = os.fork()
    if pid == 0:
        _confine(spec["plan"], root, spec.get("chdir"))
        try:
            os.execv(program[0], program)
        except OSError as e:
            sys.stderr.write(f"mt-raig sandbox launcher: execv {program[0]} failed: {e.strerror}\n")
            os._exit(FAILED)
    _wait_and_exit(pid)


if __name__ == "__main__":
    main(sys.argv[1:])
