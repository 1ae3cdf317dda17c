"""Options after ``@`` in retriever specs, and which retriever of a nested spec they belong to.

A spec may nest others (``join:hybrid:bm25+dense@format=words@score@alpha=0.5``); each ``@`` group is a
comma-separated list of ``key=value`` (or bare ``key``) options. The rule that keeps nesting unambiguous: a
retriever takes the *last* ``@`` group of its argument when a key in it is one of its own options (and then
refuses the group's other keys); otherwise the group is left to the spec inside it (and refused there if nobody
knows it). Options of several levels are therefore written as several groups, innermost first:

    >>> peel_options("hybrid:bm25+dense@format=words@alpha=0.5", {"alpha", "gamma"})
    ('hybrid:bm25+dense@format=words', 'alpha=0.5')
    >>> peel_options("dense@format=words", {"alpha", "gamma"})
    ('dense@format=words', '')
    >>> peel_options("bm25+dense@format=words,alpha=1", {"alpha", "gamma"})   # taken, then 'format' refused
    ('bm25+dense', 'format=words,alpha=1')
"""

from __future__ import annotations

from typing import Iterable


def option_keys(group: str) -> list[str]:
    """The keys of one ``@`` group: ``"rrf,w=0.3/0.7"`` -> ``["rrf", "w"]``."""
    return [o.partition("=")[0].strip() for o in group.split(",") if o.strip()]


def peel_options(spec: str, known: Iterable[str]) -> tuple[str, str]:
    """``(spec without its last @ group, that group)`` when a key of the group is in ``known``, else ``(spec, "")``."""
    if "@" not in spec:
        return spec, ""
    rest, _, group = spec.rpartition("@")
    keys = option_keys(group)
    if any(k in set(known) for k in keys):
        return rest, group
    return spec, ""


__all__ = ["option_keys", "peel_options"]
