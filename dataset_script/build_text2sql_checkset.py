"""Build a rows-bearing multi-table retrieval *check* set from the public text2sql-data repository.

A second multi-table set (issue 24) to check, never to tune, whether the join-aware figures measured on the
BIRD + BEAVER development set (``build_join_devset.py``) carry over to tables **with rows** and identifier-style
headers, where value containment can link tables. Source: jkkummerfeld/text2sql-data (Finegan-Dollak et al.,
ACL 2018, "Improving Text-to-SQL Evaluation Methodology"), its ``data/`` folder:

- databases whose SQLite file ``<db>-db.added-in-2020.sqlite`` can be read (``geography``, ``restaurants``;
  ``advising`` too from a full checkout, but its file is too large for the mirror this project reads, so from the
  mirror it is schema-only) become tables with their first ``--rows`` rows (rowid order) and the SQLite's columns;
- every other database (``academic``, ``imdb``, ``yelp``, ``scholar``) becomes schema-only tables from its
  ``<db>-schema.csv`` (the repository does not hold their rows).

Each table is one corpus entry titled ``"<database> - <table>"`` (the MT-RAIG SPIDER convention). Each of a
record's ``sentences`` is one question, its variables (``state_name0``...) filled with the sentence's own values
(``sentences[i].variables``, else the record's ``variables[].example``). Its gold table set is every table the
record's *first* SQL reads (FROM and JOIN, subqueries included), found with sqlglot through
``build_join_devset.sql_tables`` and matched case-insensitively to the database's tables. Kept: questions whose gold
set has two or more tables, whose variables were all filled and whose text (case and spacing folded) was not
seen before; then at most ``--per-db`` questions per database, chosen deterministically to cover as many
distinct SQL queries as possible: records ordered by a SHA-256 of their first SQL, each record's questions by a
SHA-256 of their text, then taken round-robin (every record's first question, then every record's second...).
Everything dropped is counted in ``report.json``. No split: the whole set is for checking.

    python dataset_script/build_text2sql_checkset.py --out dataset_script/devsets/text2sql_check
    python dataset_script/build_text2sql_checkset.py --repo CHECKOUT_DIR --out DIR      # a checkout instead
    python dataset_script/build_text2sql_checkset.py --with-distractors dataset_script/devsets/bird_beaver/dev \\
        --out out/text2sql_check/with-bird-beaver-dev                                   # plus another corpus's tables

By default the repository is read from the bare git mirror ``/work/.mirror/jkkummerfeld+text2sql-data/repo`` at
its ``HEAD`` (``--mirror``, ``--commit``); ATIS (LDC), Spider (reserved for an independent check) and WikiSQL
are never read. The output is deterministic.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import re
import sqlite3
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # build_join_devset is a sibling script, not a package
from build_join_devset import gold_problem, sql_tables, write_release

from mt_raig.atomic import write_json
from mt_raig.tables import Table

MIRROR = Path("/work/.mirror/jkkummerfeld+text2sql-data/repo")
DATABASES = ("advising", "geography", "restaurants", "academic", "imdb", "yelp", "scholar")
FORBIDDEN = {"atis", "spider", "wikisql"}
QUESTION_TYPE = "Analysis & Summary"
DIALECT = "mysql"  # the repository's SQL quotes strings with double quotes, as MySQL reads them
REPO_URL = "github.com/jkkummerfeld/text2sql-data"
ORIGIN = {  # where each database comes from and the licence the repository states for it
    "advising": ("Advising (Finegan-Dollak et al., ACL 2018)", "CC BY 4.0 (data/advising-LICENSE.txt)"),
    "geography": ("GeoQuery (Zelle and Mooney, 1996; SQL by Iyer et al., 2017)",
                  "none stated in the repository"),
    "restaurants": ("Restaurants (Tang and Mooney, 2000; Popescu et al., 2003; Giordani and Moschitti, 2012)", "none stated in the repository"),
    "academic": ("Academic / Microsoft Academic Search (Li and Jagadish, 2014)", "none stated in the repository"),
    "imdb": ("IMDB (Yaghmazadeh et al., 2017)", "none stated in the repository"),
    "yelp": ("Yelp (Yaghmazadeh et al., 2017)", "none stated in the repository"),
    "scholar": ("Scholar (Iyer et al., 2017)", "none stated in the repository"),
}


class Repo:
    """The repository's ``data/`` files, from a checkout folder or a bare git directory at one commit."""

    def __init__(self, checkout: Path | None = None, git_dir: Path | None = None, commit: str = "HEAD") -> None:
        self.checkout, self.git_dir = checkout, git_dir
        self.commit = commit
        if git_dir is not None:
            self.commit = subprocess.run(["git", "-C", str(git_dir), "rev-parse", commit], check=True,
                                         capture_output=True, text=True).stdout.strip()

    def read(self, name: str) -> bytes | None:
        """``data/<name>``'s bytes, or None when the file (or, in a mirror, its blob) is absent."""
        if self.checkout is not None:
            path = self.checkout / "data" / name
            return path.read_bytes() if path.is_file() else None
        res = subprocess.run(["git", "-C", str(self.git_dir), "show", f"{self.commit}:data/{name}"], capture_output=True, check=False)
        return res.stdout if res.returncode == 0 else None

    def where(self) -> str:
        return str(self.checkout) if self.checkout is not None else f"{REPO_URL} at commit {self.commit}"


def sqlite_tables(blob: bytes, max_rows: int) -> dict[str, tuple[list[str], list[list[str]]]]:
    """``{table: (columns, first max_rows rows as strings)}`` of a SQLite file's bytes (rowid order)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "db.sqlite"
        path.write_bytes(blob)
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            out = {}
            names = [n for (n,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
            for name in names:
                quoted = '"' + name.replace('"', '""') + '"'
                columns = [r[1] for r in con.execute(f"PRAGMA table_info({quoted})")]
                has_rowid = _has_rowid(con, quoted)
                order = " ORDER BY rowid" if has_rowid else ""
                rows = con.execute(f"SELECT * FROM {quoted}{order} LIMIT ?", (max_rows,)).fetchall()
                out[name] = (columns, [["" if v is None else str(v) for v in row] for row in rows])
            return out
        finally:
            con.close()


def _has_rowid(con: sqlite3.Connection, quoted: str) -> bool:
    try:
        con.execute(f"SELECT rowid FROM {quoted} LIMIT 0")
        return True
    except sqlite3.OperationalError:
        return False


def schema_tables(text: str) -> dict[str, list[str]]:
    """``{table: [columns]}`` from a ``<db>-schema.csv`` (first field the table, second the column; ``-`` rows
    separate tables; the first line is the header)."""
    out: dict[str, list[str]] = {}
    for i, row in enumerate(csv.reader(io.StringIO(text), skipinitialspace=True)):
        if i == 0 or len(row) < 2:
            continue
        table, column = row[0].strip(), row[1].strip()
        if table == "-" or not table or not column:
            continue
        out.setdefault(table, []).append(column)
    return out


def fill(text: str, values: dict[str, str]) -> str:
    """``text`` with every variable name (a whole token) replaced by its value, longest names first."""
    for name in sorted(values, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", lambda _m, v=str(values[name]): v, text)
    return " ".join(text.split())


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def pick(candidates: list[tuple[str, str, tuple[str, ...]]], cap: int) -> list[tuple[str, str, tuple[str, ...]]]:
    """At most ``cap`` of ``(first SQL, question, gold)``: round-robin over the SQL queries (ordered by hash),
    each query's questions ordered by hash, so the most distinct queries are covered; the result in that order."""
    by_sql: dict[str, list] = {}
    for c in candidates:
        by_sql.setdefault(c[0], []).append(c)
    queues = [sorted(v, key=lambda c: _digest(c[1])) for _, v in sorted(by_sql.items(), key=lambda kv: _digest(kv[0]))]
    out: list = []
    depth = 0
    while len(out) < cap and any(depth < len(q) for q in queues):
        out += [q[depth] for q in queues if depth < len(q)][: cap - len(out)]
        depth += 1
    return out


def build(repo: Repo, databases: tuple[str, ...] = DATABASES, max_rows: int = 50, per_db: int = 60,
          distractors: list[Table] | None = None) -> tuple[list[Table], list[dict], dict]:
    """``(tables, examples, report)``; examples carry ``db_id`` beside the release fields."""
    bad = FORBIDDEN & set(databases)
    if bad:
        raise SystemExit(f"{min(bad)}: not used here (ATIS is LDC-licensed, Spider is reserved for an independent check)")
    tables: list[Table] = []
    examples: list[dict] = []
    report: dict = {"source": repo.where(), "max_rows": max_rows, "per_db_cap": per_db, "databases": {}}
    seen: set[str] = set()
    for db in databases:
        blob = repo.read(f"{db}-db.added-in-2020.sqlite")
        if blob is not None:
            content = sqlite_tables(blob, max_rows)
        else:
            schema = repo.read(f"{db}-schema.csv")
            if schema is None:
                raise SystemExit(f"{db}: neither data/{db}-db.added-in-2020.sqlite nor data/{db}-schema.csv in {repo.where()}")
            content = {t: (cols, []) for t, cols in schema_tables(schema.decode("utf-8")).items()}
        table_of = {}
        for name, (columns, rows) in sorted(content.items()):
            if name.lower() in table_of:
                raise SystemExit(f"{db}.{name}: two tables differ only in case")
            table_of[name.lower()] = Table.create(f"{db} - {name}", columns, rows)
        tables += table_of.values()
        raw = repo.read(f"{db}.json")
        if raw is None:
            raise SystemExit(f"{db}: data/{db}.json not in {repo.where()}")
        dropped: Counter = Counter()
        candidates = []
        for record in json.loads(raw.decode("utf-8")):
            names = sql_tables(record["sql"][0], DIALECT) if record.get("sql") else None
            problem = gold_problem(names, table_of.__contains__)
            defaults = {v["name"]: v.get("example", "") for v in record.get("variables", [])}
            for sentence in record["sentences"]:
                if problem:
                    dropped[problem] += 1
                    continue
                values = {**defaults, **sentence.get("variables", {})}
                if any(not str(v) and re.search(rf"(?<!\w){re.escape(n)}(?!\w)", sentence["text"]) for n, v in values.items()):
                    dropped["variable without a value"] += 1
                    continue
                question = fill(sentence["text"], values)
                key = question.lower()
                if key in seen:
                    dropped["duplicate question"] += 1
                    continue
                seen.add(key)
                candidates.append((record["sql"][0], question, tuple(sorted(table_of[n].id for n in names))))
        chosen = pick(candidates, per_db)
        dropped["over the per-database cap"] += len(candidates) - len(chosen)
        examples += [{"gold_table_id_set": list(gold), "question": q, "insight": "", "type": QUESTION_TYPE, "db_id": db}
                     for _, q, gold in chosen]
        origin, licence = ORIGIN.get(db, (db, "none stated in the repository"))
        report["databases"][db] = {
            "origin": origin, "license": licence, "rows": "first rows from the SQLite file" if blob is not None else "schema-only",
            "tables": len(table_of), "tables_with_rows": sum(bool(t.cells) for t in table_of.values()),
            "questions": len(chosen), "distinct_sql": len({c[0] for c in chosen}),
            "gold_set_sizes": dict(sorted(Counter(len(g) for _, _, g in chosen).items())),
            "dropped": dict(sorted((k, v) for k, v in dropped.items() if v))}
    own = {t.id for t in tables}
    extra = []
    for t in distractors or []:  # each table once, even when two distractor folders share it
        if t.id not in own:
            own.add(t.id)
            extra.append(t)
    tables += extra
    report["distractor_tables"] = len(extra)
    report["totals"] = {"tables": len(tables), "tables_with_rows": sum(bool(t.cells) for t in tables),
                        "questions": len(examples),
                        "gold_set_sizes": dict(sorted(Counter(len(e["gold_table_id_set"]) for e in examples).items()))}
    return tables, examples, report


def read_distractors(folder: Path) -> list[Table]:
    """The tables of another release folder's ``table_corpus.json`` (e.g. the BIRD + BEAVER dev databases)."""
    path = folder / "table_corpus.json"
    if not path.is_file():
        raise SystemExit(f"{folder}: no table_corpus.json")
    return [Table.from_record(r) for r in json.loads(path.read_text(encoding="utf-8"))]


def write(tables: list[Table], examples: list[dict], report: dict, folder: Path, distractors_from: str | None = None) -> None:
    rows = [db for db, r in report["databases"].items() if r["tables_with_rows"]]
    description = (f"Multi-table questions with gold table sets from their first SQL, over the tables of {len(report['databases'])} "
                   f"text2sql-data databases ({', '.join(rows) or 'none'} with their first {report['max_rows']} rows, the rest "
                   "schema-only); a check set for join-aware retrieval, never tuned on; built by "
                   "dataset_script/build_text2sql_checkset.py from " + report["source"] + ".")
    if distractors_from:
        description += f" Plus {report['distractor_tables']} distractor tables from {distractors_from}."
    write_release(folder, tables, examples, database_keys=("question", "db_id"), info={
        "pretty_name": "text2sql-data multi-table retrieval check set" + (" with distractors" if distractors_from else ""),
        "license": "other",
        "description": description,
        "sources": [{"name": f"{ORIGIN.get(db, (db,))[0]} via {REPO_URL}", "datasets": [db],
                     "license": ORIGIN.get(db, (db, "none stated in the repository"))[1],
                     "citation": "Finegan-Dollak et al. (2018), Improving Text-to-SQL Evaluation Methodology, ACL 2018; "
                                 + REPO_URL} for db in report["databases"]]})
    write_json(folder / "report.json", report, indent=1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repo", type=Path, default=None, help="a checkout of text2sql-data (a folder with data/) instead of the mirror")
    p.add_argument("--mirror", type=Path, default=MIRROR, help="a bare git directory of text2sql-data")
    p.add_argument("--commit", default="HEAD", help="the mirror's commit to read")
    p.add_argument("--databases", nargs="+", default=list(DATABASES))
    p.add_argument("--rows", type=int, default=50, help="rows kept per table of a database with a SQLite file")
    p.add_argument("--per-db", type=int, default=60, help="questions kept per database")
    p.add_argument("--with-distractors", type=Path, action="append", default=[], metavar="DIR",
                   help="add the tables of this release folder's table_corpus.json to the corpus (repeatable)")
    p.add_argument("--out", type=Path, default=Path("dataset_script/devsets/text2sql_check"))
    args = p.parse_args(argv)
    repo = Repo(checkout=args.repo) if args.repo is not None else Repo(git_dir=args.mirror, commit=args.commit)
    distractors = [t for folder in args.with_distractors for t in read_distractors(folder)]
    tables, examples, report = build(repo, tuple(args.databases), args.rows, args.per_db, distractors)
    write(tables, examples, report, args.out, " and ".join(map(str, args.with_distractors)) or None)
    print(json.dumps(report["totals"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
