"""The table operations of Chain-of-Table (also Dater's evidence selection), parsed strictly from LLM text.

An operation is written as a call, arguments separated by commas::

    f_add_column(Decade). values: 1990s | 2000s | 2000s     one value per row, in row order
    f_select_row(row 1, row 3)                               rows numbered from 1 as shown; f_select_row(*) keeps all
    f_select_column(carrier, on_time_pct)                    names as in the header (case and spacing forgiven)
    f_group_by(carrier)                                      -> the column and a Count column, first-seen order
    f_sort_by(on_time_pct, descending)                       numeric when every non-empty cell is a number

:func:`parse_operation` checks an operation against the frame it will run on (unknown columns, rows out of
range, a wrong number of values, a missing sort order, trailing text inside the call) and raises
:class:`PlanError` with the reason; callers turn that into a step status, never a crash. :func:`apply`
returns a new DataFrame and never changes its input.

    >>> import pandas as pd
    >>> df = pd.DataFrame({"a": ["x", "y", "x"], "n": ["3", "10", "2"]}, dtype=object)
    >>> op = parse_operation("I will use f_sort_by(n, descending)", df)
    >>> op.text(), list(apply(op, df)["n"])
    ('f_sort_by(n, descending)', ['10', '3', '2'])
    >>> parse_operation("f_select_column(b)", df)
    Traceback (most recent call last):
    ...
    mt_raig.tableqa.operations.PlanError: f_select_column: unknown column 'b' (columns: a, n)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pandas as pd

from mt_raig.tableqa.frames import numeric

#: The operations, in the order a chain may use them (each at most once; see :func:`allowed_after`).
OPERATIONS = ("f_add_column", "f_select_row", "f_select_column", "f_group_by", "f_sort_by")
END = "[E]"
_CALL = re.compile(r"\b(f_add_column|f_select_row|f_select_column|f_group_by|f_sort_by)\s*\(")
_ROW = re.compile(r"^(?:row\s*)?(\d+)$", re.IGNORECASE)
_ORDERS = {"ascending": True, "asc": True, "descending": False, "desc": False}
_VALUES = re.compile(r"^\s*[.,;:]?\s*(?:the\s+)?values?\s*(?:are|:)\s*", re.IGNORECASE)


class PlanError(ValueError):
    """An LLM-written operation that cannot be run on this table; the message says why."""


@dataclass(frozen=True)
class Operation:
    """One parsed operation: its name, its arguments as resolved on the table, and new values for f_add_column."""

    name: str
    args: tuple[str, ...]
    values: tuple[str, ...] = ()

    def text(self) -> str:
        call = f"{self.name}({', '.join(self.args)})"
        return call + (". values: " + " | ".join(self.values) if self.name == "f_add_column" else "")

    def to_dict(self) -> dict:
        d = {"op": self.name, "args": list(self.args)}
        if self.name == "f_add_column":
            d["values"] = list(self.values)
        return d


def allowed_after(chain: list[str]) -> tuple[str, ...]:
    """Operations that may follow ``chain``: those after its last one in :data:`OPERATIONS`."""
    if not chain:
        return OPERATIONS
    return OPERATIONS[OPERATIONS.index(chain[-1]) + 1 :]


def parse_choice(text: str, allowed: tuple[str, ...]) -> str:
    """The next operation's name (or :data:`END`) chosen in ``text``: the first operation name or end mark in it."""
    found = re.search(r"\[E\]|<END>|\b(f_add_column|f_select_row|f_select_column|f_group_by|f_sort_by)\b", text)
    if found is None:
        raise PlanError(f"no operation name or {END} in the reply")
    name = found.group(1) or END
    if name != END and name not in allowed:
        raise PlanError(f"{name} may not follow here (allowed: {', '.join(allowed) or 'none'}, or {END})")
    return name


def find_calls(text: str) -> list[tuple[str, str, str]]:
    """Every ``f_name(...)`` in ``text``: ``(name, argument text, text after the call up to the next call)``."""
    calls = []
    matches = list(_CALL.finditer(text))
    for i, m in enumerate(matches):
        depth, end = 1, None
        for j in range(m.end(), len(text)):
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            if depth == 0:
                end = j
                break
        if end is None:
            raise PlanError(f"{m.group(1)}: the call is not closed with ')'")
        tail_end = matches[i + 1].start() if i + 1 < len(matches) else len(text)
        calls.append((m.group(1), text[m.end() : end], text[end + 1 : tail_end]))
    return calls


def parse_operation(text: str, df: pd.DataFrame, expect: str | None = None) -> Operation:
    """The one operation in ``text`` (the first call found), checked against ``df``; ``expect`` names the required one."""
    calls = find_calls(text)
    if not calls:
        raise PlanError(f"no {expect or 'operation'}(...) call in the reply")
    if expect is not None:
        calls = [c for c in calls if c[0] == expect]
        if not calls:
            raise PlanError(f"the reply calls another operation than {expect}")
    return check(*calls[0], df)


def check(name: str, arg_text: str, tail: str, df: pd.DataFrame) -> Operation:
    """One call resolved against ``df`` (see the module docstring for each operation's rules)."""
    args = [a.strip() for a in arg_text.split(",")] if arg_text.strip() else []
    if name == "f_select_row":
        return Operation(name, _rows(args, len(df)))
    if name == "f_select_column":
        if not args:
            raise PlanError("f_select_column: no column named")
        return Operation(name, tuple(dict.fromkeys(_columns(name, args, df))))
    if name == "f_group_by":
        cols = _columns(name, args, df)
        if len(cols) != 1:
            raise PlanError(f"f_group_by: takes one column, got {len(cols)}")
        return Operation(name, tuple(cols))
    if name == "f_sort_by":
        if len(args) < 2 or args[-1].lower() not in _ORDERS:
            raise PlanError("f_sort_by: needs a column and an order (ascending or descending) as last argument")
        cols = _columns(name, args[:-1], df)
        if len(cols) != 1:
            raise PlanError(f"f_sort_by: takes one column, got {len(cols)}")
        return Operation(name, (cols[0], "ascending" if _ORDERS[args[-1].lower()] else "descending"))
    return _add_column(arg_text, tail, df)


def _rows(args: list[str], n_rows: int) -> tuple[str, ...]:
    if args == ["*"]:
        return ("*",)
    if not args:
        raise PlanError("f_select_row: no row named")
    rows = []
    for a in args:
        m = _ROW.match(a)
        if m is None:
            raise PlanError(f"f_select_row: {a!r} is not 'row N' or '*'")
        i = int(m.group(1))
        if not 1 <= i <= n_rows:
            raise PlanError(f"f_select_row: row {i} is out of range (the table has {n_rows} rows)")
        rows.append(f"row {i}")
    return tuple(dict.fromkeys(rows))


def _columns(name: str, args: list[str], df: pd.DataFrame) -> list[str]:
    """Resolve argument pieces to column names; a name holding commas is matched by joining pieces greedily."""
    by_key = {_key(c): str(c) for c in df.columns}
    out, i = [], 0
    while i < len(args):
        for j in range(len(args), i, -1):
            key = _key(", ".join(args[i:j]))
            if key in by_key:
                out.append(by_key[key])
                i = j
                break
        else:
            raise PlanError(f"{name}: unknown column {args[i]!r} (columns: {', '.join(map(str, df.columns))})")
    return out


def _key(name: str) -> str:
    return " ".join(name.strip().strip("`'\"").split()).lower()


def _add_column(arg_text: str, tail: str, df: pd.DataFrame) -> Operation:
    header = " ".join(arg_text.strip().strip("`'\"").split())
    if not header:
        raise PlanError("f_add_column: no name for the new column")
    if _key(header) in {_key(c) for c in df.columns}:
        raise PlanError(f"f_add_column: a column named {header!r} exists already")
    m = _VALUES.match(tail)
    if m is None:
        raise PlanError("f_add_column: no 'values: v1 | v2 | ...' after the call")
    line = tail[m.end() :].strip().splitlines()[0] if tail[m.end() :].strip() else ""
    values = tuple(v.strip() for v in line.split("|"))
    if len(values) != len(df) or (len(df) and not any(values)):
        raise PlanError(f"f_add_column: {len(values)} values given for {len(df)} rows")
    return Operation("f_add_column", (header,), values)


def apply(op: Operation, df: pd.DataFrame) -> pd.DataFrame:
    """The table after ``op`` (a new frame, rows renumbered from 0)."""
    if op.name == "f_add_column":
        return df.assign(**{op.args[0]: list(op.values)}).reset_index(drop=True)
    if op.name == "f_select_row":
        if op.args == ("*",):
            return df.reset_index(drop=True)
        return df.iloc[[int(a.split()[1]) - 1 for a in op.args]].reset_index(drop=True)
    if op.name == "f_select_column":
        return df.loc[:, list(op.args)].reset_index(drop=True)
    col = op.args[0]
    if op.name == "f_group_by":
        counts = df[col].astype(str).value_counts(sort=False)
        return pd.DataFrame({col: list(counts.index), "Count": [str(n) for n in counts.to_numpy()]}, dtype=object)
    ascending = op.args[1] == "ascending"
    key = numeric(df[col])
    if key is None:
        key = df[col].astype(str).str.lower()
    order = key.sort_values(ascending=ascending, kind="stable", na_position="last").index
    return df.loc[order].reset_index(drop=True)


__all__ = ["END", "OPERATIONS", "Operation", "PlanError", "allowed_after", "apply", "check", "find_calls", "parse_choice", "parse_operation"]
