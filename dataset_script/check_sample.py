"""Check every number in every gold insight of the bundled sample against its gold tables.

A number written in digits passes when a gold table cell holds it (after
normalisation and rounding to the written precision, see mt_raig.numbers) or
when the question's ``derived`` map gives an expression that recomputes it
(from cells read with col/cell/value, durations "H:MM:SS" with secs/secs_col).
Also checks word counts (150-250), one paragraph, no "Table 1" mentions, and
that the four question types are covered.

    python dataset_script/check_sample.py            # all parts
    python dataset_script/check_sample.py joinable   # one part
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mt_raig.data import QUESTION_TYPES  # noqa: E402
from mt_raig.numbers import cell_values, find_numbers, parse_number, rounds_to  # noqa: E402

PARTS = Path(__file__).resolve().parent / "sample_parts"


def part_names() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules([str(PARTS)]) if not m.name.startswith("_"))


def load_part(name: str):
    sys.path.insert(0, str(PARTS.parent))
    return importlib.import_module(f"sample_parts.{name}")


def _floats(values: list[str]) -> list[float]:
    out = []
    for v in values:
        n = parse_number(v)
        if n is None:
            raise ValueError(f"cell {v!r} is not a number")
        out.append(float(n.value))
    return out


def expression_env(tables: dict[str, dict], gold: list[str]) -> dict:
    def table(key):
        if key not in gold:
            raise KeyError(f"{key!r} is not a gold table of this question")
        return tables[key]

    def column(key, name):
        t = table(key)
        j = t["header"].index(name)
        return [row[j] for row in t["cell"]]

    def value(key, i, name):
        return column(key, name)[i]

    def secs(key, i, name):
        """A duration cell written "H:MM:SS" (or "MM:SS") in seconds."""
        total = 0
        for part in value(key, i, name).split(":"):
            total = total * 60 + int(part)
        return total

    def secs_col(key, name):
        return [secs(key, i, name) for i in range(len(table(key)["cell"]))]

    return {
        "__builtins__": {},
        "col": lambda key, name: _floats(column(key, name)),
        "cell": lambda key, i, name: _floats([value(key, i, name)])[0],
        "value": value,
        "secs": secs,
        "secs_col": secs_col,
        **{f.__name__: f for f in (sum, min, max, len, round, abs, sorted)},
    }


def check_question(q: dict, tables: dict[str, dict]) -> list[str]:
    problems = []
    key = q.get("key", "?")
    gold = q["gold"]
    missing = [g for g in gold if g not in tables]
    if missing:
        return [f"{key}: unknown gold tables {missing}"]
    if not 2 <= len(gold) <= 4:
        problems.append(f"{key}: {len(gold)} gold tables (want 2-4)")
    insight = q["insight"]
    words = len(insight.split())
    if not 150 <= words <= 250:
        problems.append(f"{key}: {words} words (want 150-250)")
    if "\n" in insight.strip():
        problems.append(f"{key}: insight is more than one paragraph")
    if re.search(r"\btable\s+\d", insight, re.I):
        problems.append(f"{key}: insight mentions a table by number")
    if q["type"] not in QUESTION_TYPES:
        problems.append(f"{key}: unknown type {q['type']!r}")
    values = [v for g in gold for row in tables[g]["cell"] for v in cell_values(row)]
    derived = q.get("derived", {})
    env = expression_env(tables, gold)
    for text, expr in derived.items():
        written = parse_number(text)
        if written is None:
            problems.append(f"{key}: derived key {text!r} is not a number")
            continue
        try:
            result = eval(expr, env)  # expressions are our own, from the part files
        except Exception as e:  # noqa: BLE001 - report, don't crash the whole check
            problems.append(f"{key}: derived {text!r} = {expr!r} fails: {e!r}")
            continue
        if not rounds_to(result, written):
            problems.append(f"{key}: derived {text!r} = {expr!r} evaluates to {result!r}")
    for n in find_numbers(insight):
        if n.text in derived or n.text.rstrip("%") in derived:
            continue
        if not any(rounds_to(v, n) for v in values):
            problems.append(f"{key}: number {n.text!r} is in no gold table cell and not derived")
    return problems


def check_part(name: str) -> list[str]:
    part = load_part(name)
    tables = part.build_tables()
    problems = []
    for q in part.QUESTIONS:
        problems.extend(f"[{name}] {p}" for p in check_question(q, tables))
    return problems


def main(argv: list[str]) -> int:
    names = argv or part_names()
    problems = []
    types = set()
    for name in names:
        problems.extend(check_part(name))
        types.update(q["type"] for q in load_part(name).QUESTIONS)
    if not argv and types != set(QUESTION_TYPES):
        problems.append(f"question types not covered: {sorted(set(QUESTION_TYPES) - types)}")
    for p in problems:
        print(p)
    print(f"checked parts {names}: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
