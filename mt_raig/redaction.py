"""The one redaction of secrets, applied by every writer of the project before anything reaches a file.

Results, settings sidecars, logs, reports, cache metadata, board files and pushed results are written through
:mod:`mt_raig.atomic`, which passes every text and every JSON value through :func:`redact` (and
:func:`redact_data`). What goes: the ``user:password@`` part of URLs (with or without a scheme), secret-looking query parameters
(``api_key=``, ``token=``, ``key=``, ``sig=``, ``password=``, ...), bearer tokens and provider API keys
(``sk-...``, ``hf_...``). What stays: everything else, so a record still names its server and model.

    >>> redact("llm:openai:m@http://admin:pw@host:8000/v1?api_key=abc&x=1 Bearer s3cr3t-t0ken-123 sk-abcdefghijklmnopqrstu")
    'llm:openai:m@http://***@host:8000/v1?api_key=***&x=1 Bearer *** sk-***'
    >>> redact("spec 'openai:m@admin:pw@host:8000/v1' has no scheme")
    "spec 'openai:m@***@host:8000/v1' has no scheme"
    >>> redact_server("admin:pw@host:8000/v1"), redact("openai:gpt-4o-mini@2024 and openai:m@host:8000/v1")
    ('***@host:8000/v1', 'openai:gpt-4o-mini@2024 and openai:m@host:8000/v1')
    >>> redact_data({"judge": "openai:m@https://u:p@h/v1", "n": 3})
    {'judge': 'openai:m@https://***@h/v1', 'n': 3}
"""

from __future__ import annotations

import re
from typing import Any

_URL_USERINFO = re.compile(r"\b([a-z][a-z0-9+.-]*://)[^/\s@'\"]+@", re.IGNORECASE)
# ``user:pass@host`` without a scheme after a spec's model (``m@admin:pw@host/v1``: two '@', never a model name)
_BARE_USERINFO = re.compile(r"""(@)[^\s/@'":]+:[^\s/@'"]+@(?=[A-Za-z0-9.-]+(?::\d+)?(?:[/'"\s),]|$))""")
_QUERY_SECRET = re.compile(r"([?&;](?:api[_-]?key|apikey|key|token|access[_-]?token|auth|sig|signature|password|passwd|secret|client[_-]?secret)=)[^&\s'\"#]+",
                           re.IGNORECASE)
_BEARER = re.compile(r"(Authorization:\s*(?:Bearer|Basic)|\bBearer)\s+[A-Za-z0-9._~+/=-]{12,}", re.IGNORECASE)
_API_KEYS = re.compile(r"\b(sk-(?:proj-|ant-)?|hf_|ghp_|gho_|xox[bp]-|AKIA)[A-Za-z0-9_-]{16,}")


def redact(text: str) -> str:
    """``text`` with credentials in URLs, secret query parameters, bearer tokens and API keys replaced by ``***``."""
    if not text or not isinstance(text, str):
        return text
    text = _URL_USERINFO.sub(r"\1***@", text)
    text = _BARE_USERINFO.sub(r"\1***@", text)
    text = _QUERY_SECRET.sub(r"\1***", text)
    text = _BEARER.sub(r"\1 ***", text)
    return _API_KEYS.sub(r"\1***", text)


def redact_server(address: str) -> str:
    """One server address redacted, with or without its scheme (``admin:pw@host/v1`` -> ``***@host/v1``).

    Only for a string known to be a server address: in free text, ``openai:m@host`` is a model at a server.
    """
    if not address or "://" in address:
        return redact(address)
    return redact("x://" + address)[len("x://"):]


def redact_data(value: Any) -> Any:
    """Every string inside ``value`` (dicts, lists, tuples; keys too) passed through :func:`redact`."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {redact_data(k) if isinstance(k, str) else k: redact_data(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(redact_data(v) for v in value)
    return value


__all__ = ["redact", "redact_data", "redact_server"]
