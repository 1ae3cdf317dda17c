"""Build a wider *training* split for the join-retrieval development set, from more public text-to-SQL databases.

The BIRD + BEAVER development set (``build_join_devset.py``) trains the dense retriever on only 7 databases
(327 questions); the trained MiniLM gains on the dev databases but loses on the text2sql-data check set. This
script builds ``dataset_script/devsets/wide_train``: the same release layout, many more databases, for training
only. Sources (each read from a bare git mirror at a pinned commit, ``--mirrors``):

- the existing train split ``dataset_script/devsets/bird_beaver/train`` (its 327 questions and 379 tables, kept whole);
- **BIRD train questions** (Li et al., NeurIPS 2023; CC BY-SA 4.0): ``data/train/train.json`` of the public copy
  ArjunNargolwala04/bird-climb (6,601 of BIRD's train questions over all 69 train databases, with ``db_id``,
  ``question`` and SQLite ``SQL``), over the schemas of BIRD's ``train_tables.json`` (bird-bench/mini_dev,
  ``bird_evaluation/data/``, as ``build_join_devset.py`` reads it; the same table ids);
- **EHRSQL** (Lee et al., NeurIPS 2022 Datasets and Benchmarks; CC BY 4.0): the answerable questions of
  ``dataset/ehrsql/{mimic_iii,eicu}/valid.json`` with the schemas of ``dataset/ehrsql/tables.json``
  (glee4810/EHRSQL; its ``train.json`` files are too large for the mirror), two clinical databases with
  upper-case (MIMIC-III) and lower-case (eICU) identifiers.

Which databases may be in it (the split rule): none of the dev databases of ``bird_beaver/dev`` (its
``databases.json``), none whose tables sit in ``bird_beaver/dev``'s corpus (BIRD train databases used there as
distractors; title prefix ``"<database> - "``), none of the text2sql-data check set's databases (its
``databases.json`` and titles), and BIRD's ``restaurant``, which is the check set's ``restaurants`` database
(the same GEOGRAPHIC / LOCATION tables) under another name. Spider and everything derived from it is never read.

Tables are titled ``"<database> - <table>"`` with the schema's column names as header and no rows (schema-only,
as every BIRD train table of the dev set). A question's gold set is every table its SQL reads
(``build_join_devset.sql_tables``, sqlglot), matched case-insensitively; questions whose SQL does not parse or
names an unknown table, single-table questions, duplicates (database and folded text) and EHRSQL's unanswerable
questions are dropped and counted. Then at most ``--per-db`` new questions per database, chosen by
``build_text2sql_checkset.pick`` (round-robin over distinct SQL - EHRSQL: over question templates - in SHA-256
order), so that one training epoch over ``prepare_data.py``'s lines (one per question and gold table) stays
small enough for a 2-core CPU. The output is deterministic.

    python dataset_script/build_train_devset.py --out dataset_script/devsets/wide_train
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # sibling scripts, not a package
from build_join_devset import (
    QUESTION_TYPE,
    bird_databases,
    gold_problem,
    sql_tables,
    write_release,
)
from build_text2sql_checkset import pick

from mt_raig.atomic import write_json
from mt_raig.tables import Table

HERE = Path(__file__).resolve().parent
MIRRORS = Path("/work/.mirror")
# (repository, commit, path) of every file read
BIRD_TRAIN = ("ArjunNargolwala04/bird-climb", "3588e17f7719b11ffe95793f94edd6c4a9118e23", "data/train/train.json")
BIRD_TABLES = ("bird-bench/mini_dev", "7a466879cb7cbda9cc0f9092b3fdc7ac5fba72f9", "bird_evaluation/data/train_tables.json")
EHRSQL = "glee4810/EHRSQL", "01241a3c55bda895561c76923251ea2421d2e892"
EHRSQL_TABLES = "dataset/ehrsql/tables.json"
EHRSQL_QUESTIONS = {"mimic_iii": "dataset/ehrsql/mimic_iii/valid.json", "eicu": "dataset/ehrsql/eicu/valid.json"}
ALSO_EXCLUDED = {"restaurant": "the check set's restaurants database (same GEOGRAPHIC / LOCATION tables) under BIRD's name"}
SOURCES = {
    "bird": {"name": "BIRD train questions (public copy in ArjunNargolwala04/bird-climb) and train schemas "
                     "(bird-bench/mini_dev)", "license": "CC BY-SA 4.0",
             "citation": "Li et al. (2023), Can LLM Already Serve as A Database Interface? A BIg Bench for Large-Scale "
                         "Database Grounded Text-to-SQLs (BIRD), NeurIPS 2023; bird-bench.github.io"},
    "beaver": {"name": "BEAVER (peterbaile/beaver), via dataset_script/devsets/bird_beaver/train", "license": "MIT",
               "citation": "Chen et al. (2024), BEAVER: An Enterprise Benchmark for Text-to-SQL, arXiv:2409.02038; "
                           "github.com/peterbaile/beaver"},
    "ehrsql": {"name": "EHRSQL (glee4810/EHRSQL), valid split", "license": "CC BY 4.0",
               "citation": "Lee et al. (2022), EHRSQL: A Practical Text-to-SQL Benchmark for Electronic Health Records, "
                           "NeurIPS 2022 Datasets and Benchmarks; github.com/glee4810/EHRSQL"},
}


def read_git(repo: str, commit: str, path: str, mirrors: Path = MIRRORS) -> bytes:
    """``path`` at ``commit`` of the bare mirror of ``repo`` (``owner+name/repo`` under ``mirrors``)."""
    git_dir = mirrors / repo.replace("/", "+") / "repo"
    res = subprocess.run(["git", "-C", str(git_dir), "show", f"{commit}:{path}"], capture_output=True, check=False)
    if res.returncode != 0:
        raise SystemExit(f"{repo}@{commit[:12]}:{path}: not readable from {git_dir} ({res.stderr.decode().strip()})")
    return res.stdout


def _json(folder: Path, name: str) -> list:
    return json.loads((folder / name).read_text(encoding="utf-8"))


def excluded_databases(dev: Path, check: Path) -> dict[str, str]:
    """``{database: why}`` for every database that may not be in the training set."""
    out: dict[str, str] = {}
    for folder, what in ((dev, "a dev database"), (check, "a check-set database")):
        for e in _json(folder, "databases.json"):
            out.setdefault(e["db_id"], what)
        for t in _json(folder, "table_corpus.json"):
            out.setdefault(t["title"].split(" - ", 1)[0], f"its tables are in the {what.split()[1]} corpus")
    out.update(ALSO_EXCLUDED)
    return out


def _fold(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", text.lower()).split())


def build(train: Path, dev: Path, check: Path, per_db: int, mirrors: Path = MIRRORS) -> tuple[list[Table], list[dict], dict]:
    """``(tables, examples, report)`` of the wide training set."""
    excluded = excluded_databases(dev, check)
    base_tables = [Table.from_record(r) for r in _json(train, "table_corpus.json")]
    base_examples = [{**e, **d} for e, d in zip(_json(train, "benchmark.json"), _json(train, "databases.json"), strict=True)]
    schemas: dict[str, tuple[str, dict[str, list[str]]]] = {}
    bird = json.loads(read_git(*BIRD_TABLES, mirrors))
    for db, tables in _schemas(bird).items():
        schemas[db] = ("bird", tables)
    for db, tables in _schemas(json.loads(read_git(*EHRSQL, EHRSQL_TABLES, mirrors))).items():
        schemas[db] = ("ehrsql", tables)
    questions: list[tuple[str, str, str, str, str]] = []  # (source, db, question, SQL, pick key)
    for q in json.loads(read_git(*BIRD_TRAIN, mirrors)):
        questions.append(("bird", q["db_id"], q["question"], q["SQL"], q["SQL"]))
    dropped: Counter = Counter()
    for db, path in EHRSQL_QUESTIONS.items():
        for q in json.loads(read_git(*EHRSQL, path, mirrors)):
            if q.get("is_impossible") or not q.get("query"):
                dropped["EHRSQL unanswerable question"] += 1
                continue
            questions.append(("ehrsql", q["db_id"], q["question"], q["query"], q.get("q_tag") or q["query"]))

    table_of: dict[tuple[str, str], Table] = {}
    for t in base_tables:
        db, name = t.title.split(" - ", 1)
        if db not in excluded:  # BIRD's restaurant sits in the train split's corpus as a distractor
            table_of[(db, name.lower())] = t
    for db in sorted({q[1] for q in questions} - set(excluded)):
        for name, columns in sorted(schemas.get(db, ("", {}))[1].items()):
            t = Table.create(f"{db} - {name}", columns, [])
            if table_of.setdefault((db, name.lower()), t).id != t.id:
                raise SystemExit(f"{db} - {name}: the train split's table differs from the schema's")
    known_dbs = {db for db, _ in table_of}

    seen = {(e["db_id"], _fold(e["question"])) for e in base_examples}
    candidates: dict[str, list[tuple[str, str, tuple[str, ...], str]]] = {}
    for source, db, question, sql, key in questions:
        if db in excluded:
            dropped[f"database excluded ({excluded[db]})"] += 1
            continue
        if db not in known_dbs:
            dropped["database without a schema"] += 1
            continue
        names = sql_tables(sql, "sqlite")
        if problem := gold_problem(names, lambda n: (db, n) in table_of):
            dropped[problem] += 1
            continue
        if (db, _fold(question)) in seen:
            dropped["duplicate question"] += 1
            continue
        seen.add((db, _fold(question)))
        gold = tuple(sorted(table_of[(db, n)].id for n in names))
        candidates.setdefault(db, []).append((key, " ".join(question.split()), gold, source))

    examples = [{**{k: e[k] for k in ("gold_table_id_set", "question", "insight", "type")}, "db_id": e["db_id"],
                 "source": e["source"], "origin": "bird_beaver/train"} for e in base_examples]
    for db in sorted(candidates):
        chosen = pick([c for c in candidates[db]], per_db)
        dropped["over the per-database cap"] += len(candidates[db]) - len(chosen)
        examples += [{"gold_table_id_set": list(gold), "question": q, "insight": "", "type": QUESTION_TYPE,
                      "db_id": db, "source": source, "origin": source} for _, q, gold, source in chosen]
    dbs_with_questions = {e["db_id"] for e in examples}
    tables = sorted((t for (db, _), t in table_of.items()), key=lambda t: t.title)
    report = {
        "per_db_cap": per_db,
        "files": {"bird_questions": "@".join(BIRD_TRAIN[:2]) + ":" + BIRD_TRAIN[2],
                  "bird_schemas": "@".join(BIRD_TABLES[:2]) + ":" + BIRD_TABLES[2],
                  "ehrsql": f"{EHRSQL[0]}@{EHRSQL[1]}:" + ", ".join([EHRSQL_TABLES, *EHRSQL_QUESTIONS.values()]),
                  "base": "dataset_script/devsets/bird_beaver/train"},
        "excluded_databases": dict(sorted(excluded.items())),
        "databases_with_questions": len(dbs_with_questions), "databases_in_corpus": len({t.title.split(" - ")[0] for t in tables}),
        "tables": len(tables), "questions": len(examples),
        "training_lines": sum(len(e["gold_table_id_set"]) for e in examples),
        "gold_set_sizes": dict(sorted(Counter(len(e["gold_table_id_set"]) for e in examples).items())),
        "by_source": dict(sorted(Counter(e["origin"] for e in examples).items())),
        "questions_per_database": dict(sorted(Counter(e["db_id"] for e in examples).items())),
        "dropped": dict(sorted(dropped.items())),
    }
    return tables, examples, report


def _schemas(records: list) -> dict[str, dict[str, list[str]]]:
    """``bird_databases`` over already-parsed ``*_tables.json`` records."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tables.json"
        path.write_text(json.dumps(records), encoding="utf-8")
        return bird_databases(path)


def write(tables: list[Table], examples: list[dict], report: dict, folder: Path) -> None:
    write_release(folder, tables, examples, {
        "pretty_name": "Wide join-retrieval training set (BIRD train + EHRSQL + the BIRD/BEAVER train split; schema-only)",
        "license": "cc-by-sa-4.0",
        "description": f"Multi-table questions with gold table sets from their SQL over {report['databases_with_questions']} "
                       "public text-to-SQL databases (no dev or check-set database, and no BIRD database whose tables are "
                       "distractors in the dev corpus), at most "
                       f"{report['per_db_cap']} new questions per database; for training only; built by "
                       "dataset_script/build_train_devset.py.",
        "sources": [{"name": v["name"], "datasets": [k], "license": v["license"], "citation": v["citation"]}
                    for k, v in SOURCES.items()]})
    write_json(folder / "report.json", report, indent=1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--train", type=Path, default=HERE / "devsets/bird_beaver/train", help="the existing train split")
    p.add_argument("--dev", type=Path, default=HERE / "devsets/bird_beaver/dev", help="dev split: its databases are excluded")
    p.add_argument("--check", type=Path, default=HERE / "devsets/text2sql_check", help="check set: its databases are excluded")
    p.add_argument("--per-db", type=int, default=70, help="at most this many new questions per database")
    p.add_argument("--mirrors", type=Path, default=MIRRORS, help="folder of bare git mirrors (owner+name/repo)")
    p.add_argument("--out", type=Path, default=HERE / "devsets/wide_train")
    args = p.parse_args(argv)
    tables, examples, report = build(args.train, args.dev, args.check, args.per_db, args.mirrors)
    write(tables, examples, report, args.out)
    print(json.dumps({k: v for k, v in report.items() if k not in ("excluded_databases", "questions_per_database")}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
