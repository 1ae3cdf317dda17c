"""Join inference measured against declared keys: how many declared foreign keys are found, and how many
inferred joins are false, when the constraints are hidden — ours against the previous rule (commit c62b2bf,
containment of same-name columns), in one run.

Two paths of ``build-benchmark`` infer joins from values:

1. SQLite databases without declared constraints (``read_sqlite(..., declared=False)``): every inferred key is
   compared with the declared ones (self-references left out: a set needs two tables).
2. The same databases exported as table records (``"db - table"`` titles, first 30 rows, as in an official
   ``table_corpus.json``): each inferred pair of tables is true when a declared key links the two tables.

    python benchmarks/bench_key_inference.py DB.sqlite [DB.sqlite ...]     # or folders of them
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

from mt_raig.construction import sets as new_sets
from mt_raig.construction import sources as new_sources

OLD_COMMIT = "c62b2bf"
ROOT = Path(__file__).resolve().parents[1]


def _old_module(name: str, relpath: str):
    """The module at ``relpath`` as it was at ``OLD_COMMIT`` (the previous rule), importable beside ours."""
    text = subprocess.run(["git", "show", f"{OLD_COMMIT}:{relpath}"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    path = Path(tempfile.mkdtemp()) / f"{name}.py"
    path.write_text(text)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _databases(paths: list[str]) -> list[Path]:
    out = []
    for p in map(Path, paths):
        out += sorted(q for q in p.rglob("*") if q.suffix in new_sources.SQLITE_SUFFIXES) if p.is_dir() else [p]
    return out


def _keys(collection) -> set:
    return {(fk.table.lower(), fk.columns, fk.ref_table.lower(), fk.ref_columns) for fk in collection.foreign_keys
            if fk.table.lower() != fk.ref_table.lower()}


def sqlite_path(dbs: list[Path], old_sources) -> dict:
    rows = {"ours": [0, 0, 0], "previous": [0, 0, 0]}  # found, inferred, declared
    for db in dbs:
        declared = _keys(new_sources.read_sqlite(db, infer_foreign_keys=False))
        ours = _keys(new_sources.read_sqlite(db, declared=False))
        old = _old_inferred(db, old_sources)
        for name, inferred in (("ours", ours), ("previous", old)):
            rows[name][0] += len(inferred & declared)
            rows[name][1] += len(inferred)
            rows[name][2] += len(declared)
    return rows


def _old_inferred(db: Path, old_sources) -> set:
    """The previous rule on a database whose declared keys are hidden (its inference ran on the same tables)."""
    import sqlite3

    con = sqlite3.connect(f"file:{db.resolve()}?mode=ro", uri=True)
    try:
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
        columns, unique = {}, {}
        for name in names:
            info = con.execute(f"PRAGMA table_info({old_sources._quote(name)})").fetchall()
            if not info:
                continue
            columns[name] = [r[1] for r in info]
            pk = [r[1] for r in sorted(info, key=lambda r: r[5]) if r[5]]
            unique[name] = {pk[0]} if len(pk) == 1 else set()
        found = old_sources._infer_foreign_keys(con, db.stem, columns, unique, [])
    finally:
        con.close()
    return {(fk.table.lower(), fk.columns, fk.ref_table.lower(), fk.ref_columns) for fk in found if fk.table.lower() != fk.ref_table.lower()}


def records_path(dbs: list[Path], old_sets) -> dict:
    rows = {"ours": [0, 0], "previous": [0, 0]}  # true pairs, inferred pairs
    for db in dbs:
        coll = new_sources.read_sqlite(db, infer_foreign_keys=False)
        linked = {frozenset((fk.table.lower(), fk.ref_table.lower())) for fk in coll.foreign_keys}
        records = [new_sources.table_from_record({"title": t.table.title, "header": list(t.table.header),
                                                  "cell": [list(r) for r in t.table.cells]}, "x") for t in coll.tables]
        names = {t.id: t.name.lower() for t in records}
        for name, fn in (("ours", new_sets.inferred_record_sets), ("previous", old_sets.inferred_record_sets)):
            pairs = {frozenset(names[i] for i in s.table_ids) for s in fn(records)}
            rows[name][0] += len(pairs & linked)
            rows[name][1] += len(pairs)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+", help="SQLite files or folders of them (with declared foreign keys)")
    args = ap.parse_args()
    dbs = _databases(args.paths)
    old_sources = _old_module("old_sources", "mt_raig/construction/sources.py")
    old_sets = _old_module("old_sets", "mt_raig/construction/sets.py")
    print(f"{len(dbs)} databases")
    print("1. SQLite, declared keys hidden:        found/declared (recall)   correct/inferred (precision)")
    for name, (found, inferred, declared) in sqlite_path(dbs, old_sources).items():
        print(f"   {name:<9} {found:>4}/{declared:<4} ({found / max(declared, 1):.2f})            {found:>4}/{inferred:<4} ({found / max(inferred, 1):.2f})")
    print("2. Records ('db - table' titles, 30 rows): true/inferred pairs (false pairs)")
    for name, (true, inferred) in records_path(dbs, old_sets).items():
        print(f"   {name:<9} {true:>4}/{inferred:<4} (false: {inferred - true})")


if __name__ == "__main__":
    main()
