"""What a sandboxed run may use (:class:`Limits`) and what it ended as (:class:`SandboxResult`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

#: Every status a run can end with. Only ``ok`` carries a value.
STATUSES = (
    "ok",               # the code ran and returned a JSON-serialisable value
    "error",            # the code raised (traceback's last line in ``reason``), or returned something not JSON
    "blocked",          # the code tried something refused (a process, a socket, a file outside its folder)
    "timeout",          # wall-clock limit: the whole process group was killed
    "cpu_limit",        # CPU-time limit (SIGXCPU / SIGKILL from RLIMIT_CPU)
    "memory_limit",     # address-space limit (MemoryError, or killed while allocating)
    "output_limit",     # stdout + stderr + result over ``max_output_bytes``: killed
    "file_size_limit",  # a file in the work folder grew past ``file_size_bytes`` (SIGXFSZ)
    "crashed",          # died without a result for another reason (a signal, os._exit)
)


@dataclass(frozen=True)
class Limits:
    """Resource limits of one sandboxed run. Defaults suit LLM-written table code (pandas import included)."""

    wall_seconds: float = field(default=20.0, metadata={"help": "wall-clock limit; the process group is killed after it"})
    cpu_seconds: int = field(default=10, metadata={"help": "CPU-time limit (RLIMIT_CPU), on top of the child's start-up"})
    memory_bytes: int = field(default=1 << 30, metadata={"help": "address-space limit (RLIMIT_AS)"})
    max_output_bytes: int = field(default=1 << 20, metadata={"help": "stdout + stderr + result bytes before the run is killed"})
    file_size_bytes: int = field(default=16 << 20, metadata={"help": "largest file the code may write in its work folder (RLIMIT_FSIZE)"})
    open_files: int = field(default=256, metadata={"help": "open file descriptors (RLIMIT_NOFILE)"})
    max_processes: int = field(default=16, metadata={"help": "RLIMIT_NPROC for the dropped user (only when privileges are dropped)"})
    network_namespace: bool = field(default=True, metadata={"help": "move the child into an empty network namespace when the kernel allows"})
    drop_privileges: bool = field(default=True, metadata={"help": "when root and the interpreter is world-readable, run as 'nobody'"})
    allow_unsandboxed: bool = field(default=False, metadata={"help": "where no kernel sandbox (bubblewrap namespaces) can be set up, run anyway with process limits only (--allow-unsandboxed-code)"})

    def __post_init__(self) -> None:
        from mt_raig.errors import ConfigError

        for name in ("wall_seconds", "cpu_seconds", "memory_bytes", "max_output_bytes", "file_size_bytes", "open_files", "max_processes"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"sandbox limit {name} must be positive, got {getattr(self, name)!r}")


@dataclass(frozen=True)
class SandboxResult:
    """The outcome of one run. ``value`` is set only when ``status == "ok"``; ``reason`` says why otherwise."""

    status: str
    value: Any = None
    reason: str = ""
    stdout: str = ""
    stderr: str = ""
    violations: tuple[str, ...] = ()
    wall_s: float = 0.0
    cpu_s: float = 0.0
    max_rss_kb: int = 0
    enforced: dict = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    @property
    def protection(self) -> str:
        """The protections this run had, in words, for records (prediction steps): the host's boundary, then
        what the child reports it loaded (seccomp, Landlock ABI)."""
        e = self.enforced or {}
        parts = [e.get("kernel_sandbox") or f"no kernel sandbox ({e.get('unsandboxed') or 'not recorded'})"]
        child = e.get("child_reported") or {}
        if child.get("seccomp") is True:
            parts.append("seccomp")
        if isinstance(child.get("landlock_abi"), int) and child["landlock_abi"] > 0:
            parts.append(f"Landlock ABI {child['landlock_abi']}")
        return "; ".join(parts)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["violations"] = list(self.violations)
        return d
