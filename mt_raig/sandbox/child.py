"""The sandbox's child program: confine itself further, then run the untrusted code once.

This file runs as its own interpreter (``python -I child.py IN_DIR WORK_DIR RESULT_FD``), never imported by
the host, normally already inside the kernel boundary (:mod:`.namespaces`). It uses the standard library
only. In order, before any untrusted byte runs, it:

1. only when unsandboxed by request: moves into a fresh network namespace and, when root with a world-readable
   interpreter, drops to ``nobody``;
2. sets ``PR_SET_NO_NEW_PRIVS`` and loads the seccomp filter the host compiled (:mod:`mt_raig.sandbox.syscalls`):
   ``execve``, ``fork``, ``clone`` of a process and network sockets end the run (SIGSYS, reported ``blocked``),
   mount/namespace/kernel-module calls answer ``EPERM``;
3. applies Landlock where the kernel has it (:func:`_landlock`): reads beneath the interpreter, ``/usr`` and the
   inputs, writes beneath the work folder only;
4. sets ``PR_SET_PDEATHSIG`` and the CPU-time, address-space, file-size, open-files and core-dump limits;
5. installs an audit hook (PEP 578) that refuses processes, sockets, ``ctypes``, signals and file access outside
   its folders with a tidy ``PermissionError``. It is an error-message layer, not a boundary: code can switch
   it off, and then meets steps 2-3 and the namespaces. Each refusal is written to ``RESULT_FD`` at once, as a
   JSON line, so code that runs later cannot retract it.

The result goes to ``RESULT_FD`` as a last JSON line: status, value, reason, enforced.
"""

import json
import os
import resource
import sys
import traceback

_REPORT = []  # [result fd]: every refusal is written there at once, so code that runs later cannot retract it

_FORBIDDEN_EVENTS = {
    "os.system": "os.system", "os.exec": "exec", "os.posix_spawn": "posix_spawn", "os.spawn": "spawn",
    "os.fork": "fork", "os.forkpty": "forkpty", "subprocess.Popen": "subprocess",
    "socket.__new__": "socket", "socket.connect": "socket", "socket.bind": "socket", "socket.sendto": "socket",
    "socket.getaddrinfo": "socket", "socket.gethostbyname": "socket", "socket.gethostbyaddr": "socket",
    "socket.getnameinfo": "socket", "ctypes.dlopen": "ctypes", "ctypes.dlsym": "ctypes",
    "ctypes.dlsym/handle": "ctypes", "ctypes.cdata": "ctypes", "ctypes.call_function": "ctypes",
    "os.kill": "signal", "os.killpg": "signal", "signal.pthread_kill": "signal",
    "resource.setrlimit": "setrlimit", "resource.prlimit": "setrlimit", "sys.addaudithook": "audit hook",
    "os.startfile": "startfile", "webbrowser.open": "browser", "urllib.Request": "network",
    "os.chroot": "chroot", "os.setxattr": "xattr", "os.removexattr": "xattr", "fcntl.ioctl": "ioctl",
    "pty.spawn": "spawn", "os.add_dll_directory": "dll",
}
_PATH_CHANGE_EVENTS = {
    "os.remove", "os.rename", "os.mkdir", "os.rmdir", "os.chmod", "os.chown", "os.symlink", "os.link",
    "os.truncate", "os.utime", "shutil.rmtree", "shutil.copyfile", "shutil.copymode", "shutil.copystat",
    "shutil.copytree", "shutil.move", "shutil.chown", "os.chflags", "os.lchflags", "os.mkfifo", "os.mknod",
}
_READ_EVENTS = {"os.listdir", "os.scandir", "glob.glob", "os.chdir"}
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _libc():
    import ctypes

    return ctypes.CDLL(None, use_errno=True)  # the C library already loaded (no ldconfig look-up)


def _unshare_network(libc):
    clone_newnet, clone_newuser = 0x40000000, 0x10000000
    if libc.unshare(clone_newnet) == 0:
        return True
    return libc.unshare(clone_newuser | clone_newnet) == 0


def _world_readable(path):
    path = os.path.realpath(path)
    while True:
        try:
            mode = os.stat(path).st_mode
        except OSError:
            return False
        if not mode & 0o005:
            return False
        parent = os.path.dirname(path)
        if parent == path:
            return True
        path = parent


def _drop_to_nobody(work_dir, roots, max_processes):
    import pwd

    if os.geteuid() != 0:
        return False
    if not all(_world_readable(r) for r in roots if os.path.exists(r)):
        return False
    try:
        user = pwd.getpwnam("nobody")
    except KeyError:
        return False
    os.chown(work_dir, user.pw_uid, user.pw_gid)
    os.setgroups([])
    os.setgid(user.pw_gid)
    os.setuid(user.pw_uid)
    resource.setrlimit(resource.RLIMIT_NPROC, (max_processes, max_processes))
    return True


def _seccomp(in_dir, libc):
    """Load the system-call filter the host compiled (:mod:`mt_raig.sandbox.syscalls`) with
    ``prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER)``; needs ``NO_NEW_PRIVS``. False where there is none."""
    import ctypes

    try:
        with open(os.path.join(in_dir, "seccomp.bpf"), "rb") as f:
            program = f.read()
    except OSError:
        return False

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    buf = ctypes.create_string_buffer(program, len(program))
    prog = SockFprog(len(program) // 8, ctypes.addressof(buf))
    return libc.prctl(22, 2, ctypes.byref(prog), 0, 0) == 0  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER


SYSTEM_READ = ("/usr", "/lib", "/lib64", "/lib32", "/etc/ld.so.cache", "/proc")
_LL_EXECUTE, _LL_WRITE_FILE, _LL_READ_FILE, _LL_READ_DIR, _LL_TRUNCATE, _LL_IOCTL_DEV = 1, 2, 4, 8, 1 << 14, 1 << 15
_LL_FILE_RIGHTS = _LL_EXECUTE | _LL_WRITE_FILE | _LL_READ_FILE | _LL_TRUNCATE | _LL_IOCTL_DEV
_SYS_LANDLOCK_CREATE_RULESET, _SYS_LANDLOCK_ADD_RULE, _SYS_LANDLOCK_RESTRICT_SELF = 444, 445, 446  # same on every architecture


def _landlock(read_paths, write_paths):
    """Landlock (``landlock(7)``), where the kernel has it: from here on this process and its threads may read
    only beneath ``read_paths`` and change files only beneath ``write_paths``; execute nothing; with ABI 4+ no TCP
    bind or connect; with ABI 6+ no signal or abstract-socket connection out of the sandbox. Returns the ABI in
    force, 0 when the kernel has no Landlock (then the namespaces alone confine the files)."""
    import ctypes

    libc = ctypes.CDLL(None, use_errno=True)
    libc.syscall.restype = ctypes.c_long
    abi = libc.syscall(_SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(1))  # LANDLOCK_CREATE_RULESET_VERSION
    if abi < 1:
        return 0
    fs = (1 << 13) - 1 | (1 << 13 if abi >= 2 else 0) | (_LL_TRUNCATE if abi >= 3 else 0) | (_LL_IOCTL_DEV if abi >= 5 else 0)

    class RulesetAttr(ctypes.Structure):
        _fields_ = [("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64)]

    class PathBeneath(ctypes.Structure):
        _pack_ = 1
        _fields_ = [("allowed", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]

    attr = RulesetAttr(fs, 3 if abi >= 4 else 0, 3 if abi >= 6 else 0)
    size = 8 if abi < 4 else 16 if abi < 6 else 24
    ruleset = libc.syscall(_SYS_LANDLOCK_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0))
    if ruleset < 0:
        return 0
    try:
        rules = [(p, _LL_READ_FILE | _LL_READ_DIR) for p in read_paths] + [(p, fs & ~_LL_EXECUTE) for p in write_paths]
        for path, access in rules:
            try:
                fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
            except OSError:
                continue
            try:
                allowed = access & fs if os.path.isdir(path) else access & fs & _LL_FILE_RIGHTS
                rule = PathBeneath(allowed, fd)
                if libc.syscall(_SYS_LANDLOCK_ADD_RULE, ctypes.c_int(ruleset), ctypes.c_int(1), ctypes.byref(rule), ctypes.c_uint32(0)) != 0:
                    return 0
            finally:
                os.close(fd)
        if libc.syscall(_SYS_LANDLOCK_RESTRICT_SELF, ctypes.c_int(ruleset), ctypes.c_uint32(0)) != 0:
            return 0
    finally:
        os.close(ruleset)
    return int(abi)


def _set_limits(cfg):
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu = int(used.ru_utime + used.ru_stime + cfg["cpu_seconds"] + 0.999)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (cfg["file_size_bytes"], cfg["file_size_bytes"]))
    resource.setrlimit(resource.RLIMIT_NOFILE, (cfg["open_files"], cfg["open_files"]))
    resource.setrlimit(resource.RLIMIT_AS, (cfg["memory_bytes"], cfg["memory_bytes"]))


def _inside(path, roots):
    return any(path == r or path.startswith(r.rstrip(os.sep) + os.sep) for r in roots)


def _report_violation(text):
    """One JSON line on the result pipe, written now (the host reads every line; the last one is the result)."""
    if _REPORT:
        try:
            os.write(_REPORT[0], (json.dumps({"violation": text[:300]}) + "\n").encode("utf-8"))
        except OSError:
            pass


def _make_hook(read_roots, write_roots):
    busy = []

    def deny(event, what):
        _report_violation(f"{event}: {what}")
        raise PermissionError(f"sandbox: {event} is not allowed ({what})")

    def norm(arg):
        if isinstance(arg, int):
            return None
        return os.path.realpath(os.fsdecode(os.fspath(arg)))

    def hook(event, args):
        if busy:
            return
        if event in _FORBIDDEN_EVENTS:
            deny(event, _FORBIDDEN_EVENTS[event])
        if event == "open" or event in _PATH_CHANGE_EVENTS or event in _READ_EVENTS:
            busy.append(1)
            try:
                paths = [a for a in args if isinstance(a, (str, bytes, os.PathLike))]
                if event == "open":
                    paths = paths[:1]
                    mode, flags = args[1], args[2]
                    write = bool(flags & _WRITE_FLAGS) or (isinstance(mode, str) and any(c in mode for c in "wax+"))
                else:
                    write = event in _PATH_CHANGE_EVENTS
                roots = write_roots if write else read_roots
                for p in paths:
                    real = norm(p)
                    if real is not None and not _inside(real, roots):
                        busy.clear()
                        deny(event, f"{'write' if write else 'read'} {real}")
            finally:
                busy.clear()

    return hook


def _neuter_process_spawning():
    try:
        import _posixsubprocess

        def refused(*args, **kwargs):
            _report_violation("_posixsubprocess.fork_exec: subprocess")
            raise PermissionError("sandbox: subprocess is not allowed")

        _posixsubprocess.fork_exec = refused
    except ImportError:
        pass


def main():
    in_dir, work_dir, result_fd = sys.argv[1], sys.argv[2], int(sys.argv[3])
    _REPORT.append(result_fd)
    with open(os.path.join(in_dir, "config.json"), encoding="utf-8") as f:
        cfg = json.load(f)
    interpreter_roots = sorted({os.path.realpath(p) for p in [sys.prefix, sys.base_prefix, sys.exec_prefix, *sys.path] if p and os.path.isdir(p)})
    enforced = {}
    libc = _libc()
    if not cfg.get("kernel"):  # unsandboxed by request: what a process can still do to itself
        enforced["network_namespace"] = bool(cfg["network_namespace"]) and _unshare_network(libc)
        enforced["uid_drop"] = bool(cfg["drop_privileges"]) and _drop_to_nobody(work_dir, interpreter_roots, cfg["max_processes"])
    enforced["no_new_privs"] = libc.prctl(38, 1, 0, 0, 0) == 0
    enforced["seccomp"] = _seccomp(in_dir, libc)
    devices = ["/dev/urandom", "/dev/random", "/dev/zero"]
    enforced["landlock_abi"] = _landlock([*interpreter_roots, *SYSTEM_READ, *devices, os.path.realpath(in_dir)], [os.path.realpath(work_dir), "/dev/null"])
    enforced["parent_death_signal"] = libc.prctl(1, 9, 0, 0, 0) == 0
    _set_limits(cfg)
    enforced["rlimits"] = True
    with open(os.path.join(in_dir, "code.py"), encoding="utf-8") as f:
        code = f.read()
    with open(os.path.join(in_dir, "inputs.json"), encoding="utf-8") as f:
        inputs = json.load(f)
    os.chdir(work_dir)
    read_roots = [*interpreter_roots, os.path.realpath(in_dir), os.path.realpath(work_dir), "/dev/null", "/dev/urandom", "/dev/zero", "/usr/share/zoneinfo"]
    _neuter_process_spawning()
    sys.addaudithook(_make_hook(read_roots, [os.path.realpath(work_dir)]))
    enforced["audit_hook"] = True
    del libc

    status, value, reason = "ok", None, ""
    try:
        namespace = {"__name__": "__sandbox__", "__builtins__": __builtins__}
        exec(compile(code, "<sandboxed code>", "exec"), namespace)
        if cfg["entry"]:
            fn = namespace.get(cfg["entry"])
            if not callable(fn):
                raise NameError(f"the code defines no function named {cfg['entry']!r}")
            value = fn(**inputs)
    except MemoryError:
        status, reason, value = "memory_limit", "MemoryError: allocation over the address-space limit", None
    except BaseException as e:  # noqa: BLE001 - untrusted code may raise anything, SystemExit included
        status, value = "error", None
        reason = "".join(traceback.format_exception_only(type(e), e)).strip()[-2000:]
        if isinstance(e, PermissionError) and str(e).startswith("sandbox:"):
            status = "blocked"
        elif isinstance(e, OSError) and e.errno == 27:  # EFBIG: CPython ignores SIGXFSZ, so RLIMIT_FSIZE shows here
            status = "file_size_limit"
    try:
        payload = json.dumps({"status": status, "value": value, "reason": reason, "enforced": enforced})
    except (TypeError, ValueError) as e:
        payload = json.dumps({"status": "error", "value": None, "reason": f"result is not JSON-serialisable: {e}", "enforced": enforced})
    except MemoryError:
        payload = json.dumps({"status": "memory_limit", "value": None, "reason": "MemoryError while encoding the result", "enforced": enforced})
    data = ("\n" + payload + "\n").encode("utf-8")
    while data:
        data = data[os.write(result_fd, data):]
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
