"""Build the join-aware retrieval development set from public multi-table text-to-SQL data.

A development set of our own (issue 24, item 4) for tuning ``hybrid`` and ``join:`` retrieval without touching
MT-RAIG itself or SPIDER (reserved for an independent check). Two public sources, both schema-only because
their table contents are not in any public git repository (BIRD ships its SQLite files and BEAVER its dumps
as downloads):

- **BIRD mini-dev** (bird-bench/mini_dev, CC BY-SA 4.0): 500 questions with gold SQLite SQL over BIRD's 11 dev
  databases (``mini_dev_sqlite.json`` + ``dev_tables.json``), plus the schemas of BIRD's 69 *train* databases
  (``train_tables.json``) which have no question here and serve as distractor tables;
- **BEAVER** (peterbaile/beaver, MIT): 209 enterprise questions with gold MySQL over 6 warehouse databases
  (``dev_dw.json``, ``dev_nw.json``, ``dev_tables.json``).

Each table becomes one corpus entry titled ``"<database> - <table>"`` (the MT-RAIG SPIDER convention) with its
column names as the header. The 75 tables of BIRD's 11 *dev* databases also get their first 10 rows, from the
public copy in peterbaile/jar (``data/bird/tapas/test_t.csv``, the rows JAR's TAPAS baseline reads; BIRD's
data, CC BY-SA 4.0), so value containment can link them; every other table has no rows (schema-only). A question's gold table set is every table its SQL reads, found with
sqlglot (FROM, JOIN and subqueries; CTE names are not tables), matched case-insensitively to the database's
tables; a question whose SQL does not parse or names an unknown table is dropped (counted in the report), and
only questions reading two or more tables are kept (every MT-RAIG question has a multi-table gold set).
Questions get the type ``Analysis & Summary`` and an empty insight: the set is for retrieval only.

The split is **by database**: every database (with its tables and questions) is in exactly one of ``train``
(to tune on) and ``dev`` (to report on); BIRD's train-database distractors are split the same way.

    python dataset_script/build_join_devset.py --bird MINI_DEV_DATA_DIR --beaver BEAVER_DIR \
        --out dataset_script/devsets/bird_beaver

``MINI_DEV_DATA_DIR`` holds ``mini_dev_sqlite.json``, ``dev_tables.json`` and ``train_tables.json`` (from
``bird_evaluation/data/`` of bird-bench/mini_dev at commit 7a466879cb7cbda9cc0f9092b3fdc7ac5fba72f9);
``--bird-rows`` is that ``test_t.csv`` (peterbaile/jar at commit
5e48132751c28c53474cbdc1ae49db7fb2c608b2; optional: without it every table is schema-only);
``BEAVER_DIR`` holds ``dev_dw.json``, ``dev_nw.json`` and ``dev_tables.json`` (peterbaile/beaver at commit
3cd10d436f20d947eb3284a4ec96aeca9becde75). The output is deterministic.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import sqlglot
from sqlglot import exp

from mt_raig.atomic import write_json
from mt_raig.tables import Table

# databases held out for reporting; everything else (and every other database) is train
DEV_BIRD = {"financial", "formula_1", "superhero", "thrombosis_prediction", "toxicology"}
DEV_BEAVER = {"csail_stata_nova", "csail_stata_neutron", "keystone", "csail_stata_glance", "csail_stata_cinder"}
QUESTION_TYPE = "Analysis & Summary"
SOURCES = {
    "bird": {"name": "BIRD mini-dev (bird-bench/mini_dev)", "license": "CC BY-SA 4.0",
             "citation": "Li et al. (2023), Can LLM Already Serve as A Database Interface? A BIg Bench for Large-Scale "
                         "Database Grounded Text-to-SQLs (BIRD), NeurIPS 2023; github.com/bird-bench/mini_dev"},
    "beaver": {"name": "BEAVER (peterbaile/beaver)", "license": "MIT",
               "citation": "Chen et al. (2024), BEAVER: An Enterprise Benchmark for Text-to-SQL, arXiv:2409.02038; "
                           "github.com/peterbaile/beaver"},
}


def sql_tables(sql: str, dialect: str) -> set[str] | None:
    """Lower-cased names of every table ``sql`` reads (FROM, JOIN, subqueries); None when it does not parse."""
    try:
        trees = [t for t in sqlglot.parse(sql, read=dialect) if t is not None]
    except (sqlglot.errors.ParseError, sqlglot.errors.TokenError):
        return None
    names: set[str] = set()
    for tree in trees:
        ctes = {c.alias_or_name.lower() for c in tree.find_all(exp.CTE)}
        names |= {t.name.lower() for t in tree.find_all(exp.Table) if t.name and t.name.lower() not in ctes}
    return names or None


def gold_problem(names: set[str] | None, known: Callable[[str], bool]) -> str | None:
    """Why a question's gold table set is unusable, or None: its SQL does not parse (``names`` is None), names a
    table ``known`` (a test of a lower-cased name) rejects, or reads one table only (every MT-RAIG question has a
    multi-table gold set). The builders count each reason in their report."""
    if names is None:
        return "SQL does not parse"
    if not all(known(n) for n in names):
        return "SQL names a table not in the schema"
    return "single-table question" if len(names) < 2 else None


def bird_databases(path: Path) -> dict[str, dict[str, list[str]]]:
    """``{db_id: {table: [columns]}}`` from a BIRD/Spider-style ``*_tables.json``."""
    out: dict[str, dict[str, list[str]]] = {}
    for db in json.loads(path.read_text(encoding="utf-8")):
        tables = {name: [] for name in db["table_names_original"]}
        names = db["table_names_original"]
        for t, col in db["column_names_original"]:
            if t >= 0:
                tables[names[t]].append(col)
        out[db["db_id"]] = tables
    return out


def beaver_databases(path: Path) -> dict[str, dict[str, list[str]]]:
    out: dict[str, dict[str, list[str]]] = {}
    for rec in json.loads(path.read_text(encoding="utf-8")).values():
        out.setdefault(rec["db_id"], {})[rec["table_name_original"]] = list(rec["column_names_original"])
    return out


def bird_rows(path: Path) -> dict[tuple[str, str], tuple[list[str], list[list[str]]]]:
    """``{(db_id, table lower): (columns, rows)}`` from JAR's ``test_t.csv`` (first rows of BIRD dev tables)."""
    import csv

    csv.field_size_limit(1 << 30)
    out = {}
    with path.open(encoding="utf-8", newline="") as f:
        for rec in csv.DictReader(f):
            db, table = rec["schema"].split(",")[:2]
            columns = json.loads(rec["instance_tapas"])
            n = max((len(v) for v in columns.values()), default=0)
            rows = [["" if c[i] is None else str(c[i]) for c in columns.values()] for i in range(n)]
            out[(db, table.lower())] = (list(columns), rows)
    return out


def build(bird: Path, beaver: Path, rows_file: Path | None = None) -> tuple[dict[str, dict], dict]:
    """``({"train": {"tables", "examples"}, "dev": ...}, report)``."""
    dbs: dict[str, tuple[str, dict[str, list[str]]]] = {}  # db_id -> (source, tables)
    for db, tables in bird_databases(bird / "train_tables.json").items():
        dbs[db] = ("bird", tables)
    for db, tables in bird_databases(bird / "dev_tables.json").items():
        dbs[db] = ("bird", tables)
    for db, tables in beaver_databases(beaver / "dev_tables.json").items():
        dbs[db] = ("beaver", tables)
    rows_of = bird_rows(rows_file) if rows_file is not None else {}
    table_of: dict[tuple[str, str], Table] = {}
    with_rows = 0
    for db, (_, tables) in sorted(dbs.items()):
        for name, columns in sorted(tables.items()):
            sample_columns, rows = rows_of.get((db, name.lower()), (None, []))
            if sample_columns is not None and [c.lower() for c in sample_columns] != [c.lower() for c in columns]:
                raise SystemExit(f"{db}.{name}: the rows file's columns {sample_columns} differ from the schema's {columns}")
            with_rows += bool(rows)
            table_of[(db, name.lower())] = Table.create(f"{db} - {name}", columns, rows)

    questions = [("bird", q["db_id"], q["question"], q["SQL"], "sqlite")
                 for q in json.loads((bird / "mini_dev_sqlite.json").read_text(encoding="utf-8"))]
    for f in ("dev_dw.json", "dev_nw.json"):
        questions += [("beaver", q["db_id"], q["question"], q["sql"], "mysql")
                      for q in json.loads((beaver / f).read_text(encoding="utf-8"))]
    dropped: Counter = Counter()
    split_of = {db: ("dev" if db in DEV_BIRD | DEV_BEAVER or (db not in questions_dbs(questions) and _odd(db)) else "train")
                for db in dbs}
    out = {s: {"tables": [], "examples": []} for s in ("train", "dev")}
    for (db, _), table in sorted(table_of.items()):
        out[split_of[db]]["tables"].append(table)
    seen: set[tuple[str, str]] = set()
    for source, db, question, sql, dialect in questions:
        names = sql_tables(sql, dialect)
        if problem := gold_problem(names, lambda n: (db, n) in table_of):
            dropped[problem] += 1
            continue
        if (db, question) in seen:
            dropped["duplicate question"] += 1
            continue
        seen.add((db, question))
        gold = sorted(table_of[(db, n)].id for n in names)
        out[split_of[db]]["examples"].append({"gold_table_id_set": gold, "question": question.strip(), "insight": "",
                                               "type": QUESTION_TYPE, "source": source, "db_id": db})
    report = {"dropped": dict(dropped), "tables_with_rows": with_rows}
    for s, part in out.items():
        sizes = Counter(len(e["gold_table_id_set"]) for e in part["examples"])
        report[s] = {"databases": sorted({db for db, sp in split_of.items() if sp == s and any(
            e["db_id"] == db for e in part["examples"])}), "tables": len(part["tables"]),
            "questions": len(part["examples"]), "gold_set_sizes": dict(sorted(sizes.items())),
            "by_source": dict(Counter(e["source"] for e in part["examples"]))}
    return out, report


def questions_dbs(questions: list) -> set[str]:
    return {q[1] for q in questions}


def _odd(db: str) -> bool:
    """Distractor-only databases alternate between the splits by a stable hash of their name."""
    import hashlib

    return hashlib.sha256(db.encode("utf-8")).digest()[0] % 2 == 1


def write_release(folder: Path, tables: list[Table], examples: list[dict], info: dict,
                  database_keys: tuple[str, ...] = ("question", "db_id", "source")) -> None:
    """One set in the official release layout: ``table_corpus.json``, ``benchmark.json`` (the release's fields),
    ``databases.json`` (each question's database and source) and ``release_info.json`` (``info``)."""
    folder.mkdir(parents=True, exist_ok=True)
    write_json(folder / "table_corpus.json", [t.to_record() for t in tables], indent=None)
    write_json(folder / "benchmark.json", [{k: e[k] for k in ("gold_table_id_set", "question", "insight", "type")} for e in examples], indent=1)
    write_json(folder / "databases.json", [{k: e[k] for k in database_keys} for e in examples], indent=None)
    write_json(folder / "release_info.json", info)


def write(out: dict, report: dict, folder: Path) -> None:
    for s, part in out.items():
        write_release(folder / s, part["tables"], part["examples"], {
            "pretty_name": f"BIRD mini-dev + BEAVER join-retrieval {s} set (schema-only but BIRD dev tables' first rows)", "license": "cc-by-sa-4.0",
            "description": "Multi-table questions with gold table sets from their SQL, over the tables of "
                           "public text-to-SQL databases (the 75 BIRD dev tables with their first 10 rows, the rest schema-only), split by database; built by dataset_script/build_join_devset.py.",
            "sources": [{"name": v["name"], "datasets": [k], "license": v["license"], "citation": v["citation"]}
                        for k, v in SOURCES.items()]})
    write_json(folder / "report.json", report, indent=1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--bird", type=Path, required=True, help="folder with mini_dev_sqlite.json, dev_tables.json, train_tables.json")
    p.add_argument("--beaver", type=Path, required=True, help="folder with dev_dw.json, dev_nw.json, dev_tables.json")
    p.add_argument("--bird-rows", type=Path, default=None, help="JAR's data/bird/tapas/test_t.csv (first rows of BIRD dev tables)")
    p.add_argument("--out", type=Path, default=Path("dataset_script/devsets/bird_beaver"))
    args = p.parse_args(argv)
    out, report = build(args.bird, args.beaver, args.bird_rows)
    write(out, report, args.out)
    print(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
