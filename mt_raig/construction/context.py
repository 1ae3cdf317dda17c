"""What the annotator is given about a set, computed programmatically (paper Section 2.2.2-2.2.3).

- :func:`keywords`: key terms from the table titles (decontextualization): the title parts, underscores as
  spaces, each kept once.
- :func:`overlapping_values`: the relation-focused context: column names shared by two or more tables of
  the set, and cell values that occur in two or more tables (non-numeric, or numeric in a shared column).
- :func:`initial_facts`: natural-language facts the fact expansion starts from: a table's own ``facts``
  when its record has them (e.g. human-written ones), otherwise one templated fact per leading row.
- :func:`fact_expansion_program`: the LLM's code plus a fixed driver that applies its ``extract_patterns``
  and ``expand_facts`` to each table as a DataFrame, run in :mod:`mt_raig.sandbox`.
"""

from __future__ import annotations

import re
from collections import defaultdict

from mt_raig.construction.sources import SourceTable

_NUMERIC = re.compile(r"^[-+]?\d[\d,]*(\.\d+)?%?$")


def keywords(tables: list[SourceTable]) -> list[str]:
    seen: dict[str, None] = {}
    for t in tables:
        for part in t.table.title.split(" - "):
            word = " ".join(part.replace("_", " ").split())
            if word and word.lower() not in {k.lower() for k in seen}:
                seen[word] = None
    return list(seen)


def overlapping_values(tables: list[SourceTable], max_values: int = 20) -> str:
    columns: dict[str, list[str]] = defaultdict(list)
    for t in tables:
        for h in dict.fromkeys(t.table.header):
            columns[h.strip().lower()].append(t.table.title)
    shared_cols = {c for c, owners in columns.items() if len(owners) >= 2}
    where: dict[str, set[str]] = defaultdict(set)
    col_of: dict[str, str] = {}
    for t in tables:
        for row in t.table.cells:
            for h, v in zip(t.table.header, row):
                v = v.strip()
                if not v or len(v) > 80:
                    continue
                if _NUMERIC.match(v) and h.strip().lower() not in shared_cols:
                    continue
                where[v].add(t.table.title)
                col_of.setdefault(v, h)
    values = [v for v, owners in where.items() if len(owners) >= 2][:max_values]
    parts = []
    if shared_cols:
        parts.append("shared columns: " + "; ".join(f"{c} (in {', '.join(columns[c])})" for c in sorted(shared_cols)))
    if values:
        parts.append("values found in more than one table: " + "; ".join(f"{v} (column {col_of[v]})" for v in values))
    return "\n".join(parts) if parts else "none found"


def initial_facts(table: SourceTable, rows: int = 3) -> list[str]:
    if table.facts:
        return list(table.facts)
    out = []
    h = table.table.header
    for row in table.table.cells[:rows]:
        pairs = ", ".join(f"{c} is {v}" for c, v in zip(h[1:], row[1:]) if v)
        out.append(f"In {table.table.title}, for {h[0]} {row[0]}: {pairs}." if pairs else f"In {table.table.title}, {h[0]} {row[0]} is listed.")
    return out


_DRIVER = '''

def __mt_raig_expand_all(tables, max_facts):
    import pandas as pd

    out = []
    for t in tables:
        df = pd.DataFrame(t["rows"], columns=t["header"])
        for j in range(df.shape[1]):
            col = df.iloc[:, j]
            num = pd.to_numeric(col.str.replace(",", "", regex=False), errors="coerce")
            if len(col) and num.notna().sum() == (col != "").sum() and num.notna().any():
                df[df.columns[j]] = num
        patterns = extract_patterns(df, t["facts"])
        for fact in expand_facts(df, patterns) or []:
            out.append(str(fact)[:500])
            if len(out) >= max_facts:
                return out
    return out
'''
DRIVER_ENTRY = "__mt_raig_expand_all"


def fact_expansion_program(code: str) -> str:
    """The model's code with the driver appended (entry :data:`DRIVER_ENTRY`, inputs ``tables``, ``max_facts``)."""
    return code + _DRIVER


def fact_expansion_inputs(tables: list[SourceTable], max_facts: int) -> dict:
    return {"tables": [{"title": t.table.title, "header": list(t.table.header), "rows": [list(r) for r in t.table.cells], "facts": initial_facts(t)} for t in tables],
            "max_facts": max_facts}


__all__ = ["keywords", "overlapping_values", "initial_facts", "fact_expansion_program", "fact_expansion_inputs", "DRIVER_ENTRY"]
