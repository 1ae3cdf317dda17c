"""Build the text2sql-data check set again with rows in **every** table (issue 24: the rows-everywhere check set).

The check set of ``build_text2sql_checkset.py`` is mostly schema-only (10 of 78 tables carry rows), while the
independent held-out release that will check the join-aware figures has rows in every table. This builds the same
questions (same question texts, question ids and gold table sets, from that builder, imported, not copied) over
tables that all carry up to ``--rows`` rows:

- ``geography`` and ``restaurants``: every row of text2sql-data's own ``*-db.added-in-2020.sqlite`` (the original
  GeoQuery and restaurants data, as in the check set), then at most ``--rows`` per table by the join-consistent
  rule below;
- ``academic``, ``advising``, ``scholar``, ``yelp``: the rows of defog-ai/defog-data's Postgres dumps
  (``defog_data/<db>/<db>.sql``: small hand-made sample rows over the same schemas, 2-23 per table), projected onto
  the text2sql-data schema the SQL uses (columns matched case-insensitively; yelp's ``neighborhood`` and ``user``
  are defog's ``neighbourhood`` and ``users``; a schema column defog lacks stays empty, a defog column the schema
  lacks is left out; every mismatch is counted in ``report.json``);
- ``imdb`` has no dump anywhere public that is read here: its tables and questions are dropped, as are the
  advising tables defog does not have (``GSI``, ``JOBS``, ``REQUIREMENT``, ``TA``) and every question reading one.

A dump cell that is an expression rather than a literal (defog writes some dates as ``CURRENT_DATE - INTERVAL
'9 YEARS'``) is kept as its SQL text, so the build does not depend on the day it runs; they are counted.

**Rows, join-consistently.** The first ``--rows`` rows of every table would cut joins: restaurants' first 50
``LOCATION`` rows share no ``RESTAURANT_ID`` with its first 50 ``RESTAURANT`` rows. So within each database a
*key link* is a pair of same-named columns (case-insensitive) of two tables where, over all rows, one side's values
are unique and non-empty (the parent key) and at least 60% of the other side's distinct values are among them;
when both sides are unique (one-to-one), the table with more rows is the child (then the name). Tables are
processed children first (topological order over the links; name order breaks ties); a table with at most
``--rows`` rows keeps them all; a larger one keeps first the rows whose key value the already chosen rows of its
child tables reference (in dump order), then its first remaining rows in dump order, up to ``--rows``. The report
counts, under both this rule and plain first rows, the links whose child values are at least 60% contained in the
parent's chosen values. The same rule picks the distractors' rows.

``--with-distractors`` adds tables of other public databases, all with rows (the release has no schema-only
tables), titled ``"<database> - <table>"``, at most ``--rows`` rows each: defog-data's ``broker``,
``car_dealership``, ``derm_treatment``, ``ewallet``; Chinook (lerocha/chinook-database's SQLite file); Northwind
(jpwhite3/northwind-SQLite3's ``src/create.sql``; its BLOB picture columns left out); and the BIRD dev-database
tables of ``bird_beaver/dev`` that carry rows (copied as they are). Sakila is not used: the mirror read here has its
schema but not its rows.

``--control`` builds the same questions over the same table titles with the *check set's* contents (geography and
restaurants' first rows, the other four databases schema-only), so a run on both isolates what the rows change.

    python dataset_script/build_text2sql_rows.py                                    # -> dataset_script/devsets/text2sql_rows
    python dataset_script/build_text2sql_rows.py --with-distractors --out dataset_script/devsets/text2sql_rows/with_distractors
    python dataset_script/build_text2sql_rows.py --control [--with-distractors] --out out/text2sql_rows/control   # rows' effect

Every source is read from a bare git mirror under ``/work/.mirror`` (``--mirrors``) at its ``HEAD`` (each commit
is recorded in ``report.json``). The output is deterministic (byte-identical on a rebuild).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

import sqlglot
from sqlglot import exp

sys.path.insert(0, str(Path(__file__).resolve().parent))  # sibling scripts, not a package
from build_join_devset import write_release
from build_text2sql_checkset import (
    ORIGIN,
    REPO_URL,
    Repo,
    read_distractors,
    sqlite_tables,
)
from build_text2sql_checkset import build as build_checkset

from mt_raig.atomic import write_json
from mt_raig.data import example_id
from mt_raig.tables import Table

MIRRORS = Path("/work/.mirror")
TEXT2SQL, DEFOG = "jkkummerfeld+text2sql-data", "defog-ai+defog-data"
CHINOOK, NORTHWIND = "lerocha+chinook-database", "jpwhite3+northwind-SQLite3"
SQLITE_DBS = ("geography", "restaurants")  # rows from text2sql-data's own SQLite files
DEFOG_DBS = ("advising", "academic", "yelp", "scholar")  # rows from defog-data's dumps
DROPPED_DBS = ("imdb",)  # no public rows read here
# text2sql-data table -> (defog table, {text2sql column: defog column}) where the names differ beyond case
ALIASES = {("yelp", "neighborhood"): ("neighbourhood", {"neighborhood_name": "neighbourhood_name"}),
           ("yelp", "user"): ("users", {})}
DEFOG_DISTRACTORS = ("broker", "car_dealership", "derm_treatment", "ewallet")
CONTAINMENT = 0.6
LICENCES = {
    DEFOG: "Apache-2.0 (the repository's LICENSE)",
    CHINOOK: "MIT (the repository's LICENSE.md)",
    NORTHWIND: "MIT (the repository's LICENSE; Microsoft's Northwind sample data)",
    "bird": "CC BY-SA 4.0 (BIRD's rows via peterbaile/jar, as in bird_beaver)",
}

Content = dict[str, tuple[list[str], list[list[str]]]]  # table -> (columns, rows in dump order)


class Mirror:
    """One bare git mirror, read at one commit."""

    def __init__(self, folder: Path, commit: str = "HEAD") -> None:
        self.git_dir = folder / "repo"
        self.commit = subprocess.run(["git", "-C", str(self.git_dir), "rev-parse", commit], check=True,
                                     capture_output=True, text=True).stdout.strip()
        self.url = "github.com/" + folder.name.replace("+", "/", 1)

    def read(self, path: str) -> bytes:
        res = subprocess.run(["git", "-C", str(self.git_dir), "show", f"{self.commit}:{path}"], capture_output=True, check=False)
        if res.returncode != 0:
            raise SystemExit(f"{self.url}: {path} is not readable at commit {self.commit}")
        return res.stdout


def _cell(value: exp.Expression, counts: Counter) -> str:
    """A dump value as a cell: literals as written (NULL empty), anything else as its SQL text (counted)."""
    if isinstance(value, exp.Cast) and isinstance(value.this, exp.Literal):
        value = value.this
    if isinstance(value, exp.Literal):
        return str(value.this)
    if isinstance(value, exp.Neg) and isinstance(value.this, exp.Literal) and not value.this.is_string:
        return "-" + str(value.this.this)
    if isinstance(value, exp.Null):
        return ""
    if isinstance(value, exp.Boolean):
        return "true" if value.this else "false"
    counts["expression cells kept as SQL text"] += 1
    return value.sql(dialect="postgres")


def dump_tables(text: str, counts: Counter) -> Content:
    """``{table: (columns, rows)}`` of a Postgres dump's ``CREATE TABLE`` and ``INSERT ... VALUES`` statements."""
    out: Content = {}
    for tree in sqlglot.parse(text, read="postgres"):
        if isinstance(tree, exp.Create) and tree.kind == "TABLE" and isinstance(tree.this, exp.Schema):
            out[tree.this.this.name] = ([c.name for c in tree.this.expressions if isinstance(c, exp.ColumnDef)], [])
        elif isinstance(tree, exp.Insert):
            target = tree.this
            name = target.this.name if isinstance(target, exp.Schema) else target.name
            columns, rows = out[name]
            order = [c.name for c in target.expressions] if isinstance(target, exp.Schema) else columns
            if not set(order) <= set(columns):
                raise SystemExit(f"{name}: INSERT columns {order} are not all in its CREATE TABLE's {columns}")
            where = [order.index(c) if c in order else None for c in columns]  # a column not inserted is NULL
            for tup in tree.expression.expressions:
                values = [_cell(v, counts) for v in tup.expressions]
                rows.append(["" if i is None else values[i] for i in where])
    return out


def sqlite_content(path: Path) -> Content:
    """Every table of a SQLite file (rowid order), ``sqlite_*`` tables and BLOB-typed columns left out."""
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        out: Content = {}
        for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"):
            quoted = '"' + name.replace('"', '""') + '"'
            info = [(r[1], (r[2] or "").upper()) for r in con.execute(f"PRAGMA table_info({quoted})")]
            columns = [c for c, kind in info if kind != "BLOB"]
            select = ", ".join('"' + c.replace('"', '""') + '"' for c in columns)
            rows = con.execute(f"SELECT {select} FROM {quoted} ORDER BY rowid").fetchall()
            out[name] = (columns, [["" if v is None else str(v) for v in row] for row in rows])
        return out
    finally:
        con.close()


def key_links(content: Content) -> list[tuple[str, str, str, str]]:
    """``(child, child column, parent, parent column)`` for every key link of one database (see the module doc)."""
    def values(t: str, col: str) -> list[str]:
        j = content[t][0].index(col)
        return [r[j] for r in content[t][1]]

    links = []
    names = sorted(content)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            cols_b = {c.lower(): c for c in content[b][0]}
            for ca in content[a][0]:
                cb = cols_b.get(ca.lower())
                if cb is None:
                    continue
                va, vb = values(a, ca), values(b, cb)
                sa, sb = set(va) - {""}, set(vb) - {""}
                unique_a, unique_b = "" not in va and len(sa) == len(va) > 0, "" not in vb and len(sb) == len(vb) > 0
                a_in_b = len(sa & sb) / len(sa) if sa else 0.0
                b_in_a = len(sa & sb) / len(sb) if sb else 0.0
                child_a = unique_b and a_in_b >= CONTAINMENT
                child_b = unique_a and b_in_a >= CONTAINMENT
                if child_a and child_b:  # one-to-one: the larger table (then the later name) is the child
                    child_a = (len(va), b) > (len(vb), a)
                    child_b = not child_a
                if child_a:
                    links.append((a, ca, b, cb))
                elif child_b:
                    links.append((b, cb, a, ca))
    return links


def choose_rows(content: Content, links: list[tuple[str, str, str, str]], cap: int) -> dict[str, list[list[str]]]:
    """At most ``cap`` rows per table: children first, a parent preferring the key values its children's chosen rows use."""
    children = {t: sorted({c for c, _, p, _ in links if p == t}) for t in content}
    chosen: dict[str, list[list[str]]] = {}
    pending = sorted(content)
    while pending:
        ready = [t for t in pending if all(c in chosen for c in children[t])] or pending[:1]  # a cycle: name order
        t = ready[0]
        pending.remove(t)
        columns, rows = content[t]
        if len(rows) <= cap:
            chosen[t] = rows
            continue
        wanted: dict[int, set[str]] = {}
        for c, ccol, p, pcol in links:
            if p == t and c in chosen:
                j = content[c][0].index(ccol)
                wanted.setdefault(columns.index(pcol), set()).update(r[j] for r in chosen[c])
        keep = {i for i, r in enumerate(rows) if any(r[j] in vals for j, vals in wanted.items())}
        keep = set(sorted(keep)[:cap])  # the referenced rows first (the first of them in dump order)
        keep |= set([i for i in range(len(rows)) if i not in keep][: cap - len(keep)])  # then the first others
        chosen[t] = [rows[i] for i in sorted(keep)]  # in dump order
    return chosen


def contained_links(content: Content, chosen: dict[str, list[list[str]]], links: list) -> int:
    """How many links' child values are at least 60% among the parent's values, over ``chosen`` rows."""
    n = 0
    for c, ccol, p, pcol in links:
        cv = {r[content[c][0].index(ccol)] for r in chosen[c]} - {""}
        pv = {r[content[p][0].index(pcol)] for r in chosen[p]}
        n += bool(cv) and len(cv & pv) / len(cv) >= CONTAINMENT
    return n


def database_tables(db: str, content: Content, cap: int, report: dict) -> dict[str, tuple[list[str], list[list[str]]]]:
    """``{table: (columns, chosen rows)}`` of one database by the join-consistent rule; its counts into ``report``."""
    links = key_links(content)
    chosen = choose_rows(content, links, cap)
    first = {t: rows[:cap] for t, (_, rows) in content.items()}
    report[db] = {"tables": len(content), "rows_in_source": sum(len(r) for _, r in content.values()),
                  "rows_kept": sum(len(r) for r in chosen.values()), "key_links": len(links),
                  "links_contained_first_rows": contained_links(content, first, links),
                  "links_contained_chosen_rows": contained_links(content, chosen, links),
                  "links": [f"{c}.{cc} -> {p}.{pc}" for c, cc, p, pc in links]}
    return {t: (content[t][0], chosen[t]) for t in content}


def project(db: str, name: str, header: list[str], columns: list[str], rows: list[list[str]], report: dict) -> list[list[str]]:
    """Defog rows onto the text2sql-data header (case-insensitive; ALIASES); mismatches counted in ``report``."""
    renames = ALIASES.get((db, name.lower()), (None, {}))[1]
    where = {c.lower(): j for j, c in enumerate(columns)}
    index = [where.get(renames.get(h.lower(), h).lower()) for h in header]
    missing = [h for h, j in zip(header, index) if j is None]
    extra = sorted(set(range(len(columns))) - {j for j in index if j is not None})
    if missing or extra:
        report[f"{db}.{name}"] = {"schema columns not in the dump (left empty)": missing,
                                  "dump columns not in the schema (left out)": [columns[j] for j in extra]}
    return [["" if j is None else r[j] for j in index] for r in rows]


def question_tables(mirrors: Path, cap: int, report: dict, control: bool = False) -> tuple[list[Table], list[dict], dict]:
    """``(tables, examples, check-set report)``: the check set's questions (with their check-set ids) over rows; with
    ``control``, over the check set's own tables instead (the same questions and titles, mostly schema-only)."""
    t2s = Repo(git_dir=mirrors / TEXT2SQL / "repo")
    defog = Mirror(mirrors / DEFOG)
    check_tables, check_examples, check_report = build_checkset(t2s)
    for i, e in enumerate(check_examples):
        e["id"] = example_id(i, e["question"], e["gold_table_id_set"])
    counts: Counter = Counter()
    rows_of: dict[str, Content] = {}
    for db in SQLITE_DBS:
        rows_of[db] = database_tables(db, sqlite_tables(t2s.read(f"{db}-db.added-in-2020.sqlite"), 10 ** 9), cap, report["row_rule"])
    for db in DEFOG_DBS:
        dump = dump_tables(defog.read(f"defog_data/{db}/{db}.sql").decode("utf-8"), counts)
        rows_of[db] = database_tables(db, dump, cap, report["row_rule"])
    new_of: dict[str, Table | None] = {}  # check-set table id -> rows-bearing table (None: dropped)
    tables = []
    for t in check_tables:
        db, name = t.title.split(" - ", 1)
        if db in DROPPED_DBS:
            new_of[t.id] = None
            counts[f"{db} tables dropped (no rows)"] += 1
            continue
        source = {k.lower(): k for k in rows_of[db]}
        found = source.get(ALIASES.get((db, name.lower()), (name,))[0].lower())
        if found is None:
            new_of[t.id] = None
            counts[f"{db} tables dropped (not in the dump)"] += 1
            report["dropped_tables"].append(t.title)
            continue
        columns, rows = rows_of[db][found]
        if db in SQLITE_DBS and [c.lower() for c in columns] != [h.lower() for h in t.header]:
            raise SystemExit(f"{t.title}: the SQLite columns {columns} differ from the check set's {list(t.header)}")
        cells = rows if db in SQLITE_DBS else project(db, name, list(t.header), columns, rows, report["column_mismatches"])
        if not cells:
            raise SystemExit(f"{t.title}: no rows")
        new_of[t.id] = t if control else Table.create(t.title, t.header, cells)
        tables.append(new_of[t.id])
    examples = []
    for e in check_examples:
        gold = [new_of[g] for g in e["gold_table_id_set"]]
        if any(g is None for g in gold):
            counts[f"{e['db_id']} questions dropped (a gold table without rows)"] += 1
            continue
        examples.append({**e, "gold_table_id_set": sorted(g.id for g in gold)})
    report["counts"] = dict(sorted(counts.items()))
    report["sources"] = {TEXT2SQL: t2s.where(), DEFOG: f"{defog.url} at commit {defog.commit}"}
    return tables, examples, check_report


def distractor_tables(mirrors: Path, bird_dev: Path, cap: int, report: dict) -> list[Table]:
    """Tables of other public databases, all with rows (see the module doc); their sources into ``report``."""
    defog, chinook, northwind = Mirror(mirrors / DEFOG), Mirror(mirrors / CHINOOK), Mirror(mirrors / NORTHWIND)
    counts: Counter = Counter()
    content: dict[str, Content] = {db: dump_tables(defog.read(f"defog_data/{db}/{db}.sql").decode("utf-8"), counts)
                                   for db in DEFOG_DISTRACTORS}
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "chinook.sqlite"
        path.write_bytes(chinook.read("ChinookDatabase/DataSources/Chinook_Sqlite.sqlite"))
        content["chinook"] = sqlite_content(path)
        path = Path(tmp) / "northwind.sqlite"
        con = sqlite3.connect(path)
        con.executescript(northwind.read("src/create.sql").decode("utf-8"))
        con.commit()
        con.close()
        content["northwind"] = sqlite_content(path)
    tables = []
    for db, tabs in content.items():
        for name, (columns, rows) in sorted(database_tables(db, tabs, cap, report["row_rule"]).items()):
            if rows:
                tables.append(Table.create(f"{db} - {name}", columns, rows))
            else:
                counts["distractor tables left out (no rows)"] += 1
    bird = [t for t in read_distractors(bird_dev) if t.cells]
    tables += bird
    report["distractors"] = {
        "sources": {f"defog-data ({', '.join(DEFOG_DISTRACTORS)})": f"{defog.url} at commit {defog.commit}; {LICENCES[DEFOG]}",
                    "chinook": f"{chinook.url} at commit {chinook.commit}; {LICENCES[CHINOOK]}",
                    "northwind": f"{northwind.url} at commit {northwind.commit}; {LICENCES[NORTHWIND]}",
                    f"bird ({bird_dev})": f"{len(bird)} tables with rows; {LICENCES['bird']}"},
        "tables": dict(sorted(Counter(t.title.split(" - ", 1)[0] for t in tables).items())),
        "counts": dict(sorted(counts.items()))}
    return tables


def build(mirrors: Path = MIRRORS, cap: int = 50, distractors: bool = False,
          bird_dev: Path = Path("dataset_script/devsets/bird_beaver/dev"), control: bool = False) -> tuple[list[Table], list[dict], dict]:
    """``(tables, examples, report)``; examples carry ``id`` (the check set's question id) and ``db_id``."""
    report: dict = {"max_rows": cap, "row_rule": {}, "column_mismatches": {}, "dropped_tables": [], "control": control}
    tables, examples, check_report = question_tables(mirrors, cap, report, control)
    report["check_set_questions"] = check_report["totals"]["questions"]
    if distractors:
        own = {t.id for t in tables}
        tables += [t for t in distractor_tables(mirrors, bird_dev, cap, report) if t.id not in own]
    report["totals"] = {"tables": len(tables), "tables_with_rows": sum(bool(t.cells) for t in tables),
                        "rows_per_table": round(sum(t.num_rows for t in tables) / len(tables), 2),
                        "questions": len(examples),
                        "questions_per_database": dict(Counter(e["db_id"] for e in examples)),
                        "gold_set_sizes": dict(sorted(Counter(len(e["gold_table_id_set"]) for e in examples).items()))}
    return tables, examples, report


def write(tables: list[Table], examples: list[dict], report: dict, folder: Path) -> None:
    with_distractors = "distractors" in report
    sources = [{"name": f"{ORIGIN[db][0]} via {REPO_URL}", "datasets": [db], "license": ORIGIN[db][1],
                "citation": "Finegan-Dollak et al. (2018), Improving Text-to-SQL Evaluation Methodology, ACL 2018; " + REPO_URL}
               for db in (*SQLITE_DBS, *DEFOG_DBS)]
    sources.append({"name": "defog-data (rows of academic, advising, scholar, yelp)", "datasets": list(DEFOG_DBS),
                    "license": "apache-2.0", "citation": report["sources"][DEFOG]})
    write_release(folder, tables, examples, database_keys=("id", "question", "db_id"), info={
        "pretty_name": ("text2sql-data check set, control: the rows set's questions and tables, the check set's contents" if report["control"]
                        else "text2sql-data multi-table retrieval check set, rows in every table") + (" with distractors" if with_distractors else ""),
        "license": "other",
        "description": ("A control: the rows set's questions and table titles with the text2sql-data check set's own "
                        "contents (geography and restaurants' first rows, the rest schema-only)" if report["control"] else
                        "The text2sql-data check set's questions (imdb's dropped) over tables that all carry rows (at most "
                        f"{report['max_rows']}, chosen join-consistently): geography and restaurants from text2sql-data's "
                        "SQLite files, academic, advising, scholar and yelp from defog-data's dumps")
                       + "; a check set, never tuned on; built by dataset_script/build_text2sql_rows.py"
                       + (f". Plus {sum(report['distractors']['tables'].values())} distractor tables with rows." if with_distractors else "."),
        "sources": sources})
    # the check set's question ids, so a run on either set is keyed alike (the loader reads an entry's "id")
    write_json(folder / "benchmark.json", [{k: e[k] for k in ("id", "gold_table_id_set", "question", "insight", "type")}
                                           for e in examples], indent=1)
    write_json(folder / "report.json", report, indent=1)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--mirrors", type=Path, default=MIRRORS, help="folder of the bare git mirrors (owner+name/repo)")
    p.add_argument("--rows", type=int, default=50, help="rows kept per table at most")
    p.add_argument("--with-distractors", action="store_true", help="add the distractor databases' tables (module doc)")
    p.add_argument("--bird-dev", type=Path, default=Path("dataset_script/devsets/bird_beaver/dev"),
                   help="release folder whose tables with rows join the distractors")
    p.add_argument("--control", action="store_true", help="the same questions and tables with the check set's contents "
                   "(geography and restaurants' first rows, the rest schema-only): what the rows change, measured alone")
    p.add_argument("--out", type=Path, default=Path("dataset_script/devsets/text2sql_rows"))
    args = p.parse_args(argv)
    tables, examples, report = build(args.mirrors, args.rows, args.with_distractors, args.bird_dev, args.control)
    write(tables, examples, report, args.out)
    print(json.dumps(report["totals"], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
