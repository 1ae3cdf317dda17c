"""A sandbox for untrusted, LLM-written Python: :func:`run_python` with :class:`Limits`, returning :class:`SandboxResult`.

    >>> from mt_raig.sandbox import Limits, run_python
    >>> r = run_python(code, {"tables": tables}, entry="expand_facts", limits=Limits(wall_seconds=10))  # doctest: +SKIP
    >>> r.status, r.reason, r.value                                                                      # doctest: +SKIP

What is and is not enforced is stated in :mod:`mt_raig.sandbox.process`.
"""

from mt_raig.sandbox.process import run_python
from mt_raig.sandbox.records import STATUSES, Limits, SandboxResult

__all__ = ["run_python", "Limits", "SandboxResult", "STATUSES"]
