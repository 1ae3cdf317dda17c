"""The text2sql-data check-set builder (dataset_script/build_text2sql_checkset.py) on a tiny repository written here:
gold sets from the first SQL, variables filled per question, the row cap, de-duplication and the per-database cap."""

import json
import sqlite3
import sys
from pathlib import Path

import pytest

from mt_raig.io.benchmark import load_benchmark

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "dataset_script"))
import build_text2sql_checkset as checkset


def record(sql: list[str], sentences: list[tuple[str, dict]], variables: dict[str, str]) -> dict:
    return {"query-split": "train", "sql": sql,
            "sentences": [{"question-split": "train", "text": t, "variables": v} for t, v in sentences],
            "variables": [{"name": n, "example": e, "location": "both", "type": n.rstrip("0123456789")} for n, e in variables.items()]}


@pytest.fixture()
def repo(tmp_path):
    """``data/`` with a 3-table SQLite database ``shop`` (customer 60 rows, orders 3, product 2) and its questions,
    plus a schema-only database ``lib`` (a schema CSV, no SQLite)."""
    data = tmp_path / "repo" / "data"
    data.mkdir(parents=True)
    con = sqlite3.connect(data / "shop-db.added-in-2020.sqlite")
    con.execute("CREATE TABLE customer (customer_id INTEGER, name TEXT, city TEXT)")
    con.execute("CREATE TABLE orders (order_id INTEGER, customer_id INTEGER, product_id INTEGER)")
    con.execute("CREATE TABLE product (product_id INTEGER, title TEXT, price REAL)")
    con.executemany("INSERT INTO customer VALUES (?, ?, ?)", [(i, f"name{i}", None if i == 0 else "oslo") for i in range(60)])
    con.executemany("INSERT INTO orders VALUES (?, ?, ?)", [(1, 3, 7), (2, 4, 8), (3, 3, 8)])
    con.executemany("INSERT INTO product VALUES (?, ?, ?)", [(7, "lamp", 9.5), (8, "desk", 120.0)])
    con.commit()
    con.close()
    shop = [
        # two tables; the sentence's own value wins over the record's example; a variable name inside a longer one
        record([('SELECT P.TITLE FROM CUSTOMER AS C JOIN ORDERS AS O ON C.CUSTOMER_ID = O.CUSTOMER_ID '
                 'WHERE C.CITY = "city_name0" ;'), "SELECT 1 FROM PRODUCT ;"],
               [("what did customers in city_name0 order", {"city_name0": "bergen"}),
                ("what did customers in city_name0 order", {"city_name0": "bergen"}),   # identical text: dropped
                ("orders from city_name0 or city_name01", {"city_name0": "oslo", "city_name01": "tromso"})],
               {"city_name0": "oslo", "city_name01": "x"}),
        # three tables through a subquery; no sentence variables: the record's example fills it
        record([('SELECT P.TITLE FROM PRODUCT AS P WHERE P.PRODUCT_ID IN ( SELECT O.PRODUCT_ID FROM ORDERS AS O , '
                 'CUSTOMER AS C WHERE O.CUSTOMER_ID = C.CUSTOMER_ID AND C.NAME = "name0" ) ;')],
               [("which products did name0 buy", {})], {"name0": "name3"}),
        # one table: dropped
        record(["SELECT COUNT( * ) FROM PRODUCT ;"], [("how many products", {})], {}),
    ]
    (data / "shop.json").write_text(json.dumps(shop))
    (data / "lib-schema.csv").write_text("Table Name, Field Name, Is Primary Key, Is Foreign Key, Type\n"
                                         "BOOK, BOOK_ID, y, n, int(11)\nBOOK, TITLE, n, n, varchar(255)\n-, -, -, -, -\n"
                                         "LOAN, BOOK_ID, n, y, int(11)\nLOAN, DAY, n, n, int(11)\n")
    lib = [record(["SELECT B.TITLE FROM BOOK AS B , LOAN AS L WHERE B.BOOK_ID = L.BOOK_ID AND L.DAY = day0 ;"],
                  [(f"books lent on day day0 version {i}", {"day0": str(i)}) for i in range(5)], {"day0": "1"}),
           record(["SELECT B.TITLE FROM BOOK AS B JOIN LOAN AS L ON B.BOOK_ID = L.BOOK_ID ;"],
                  [("books ever lent", {}), ("Books  ever LENT", {})], {}),   # same text up to case and spacing
           record(["SELECT X FROM BOOK , NOSUCH ;"], [("broken", {})], {})]
    (data / "lib.json").write_text(json.dumps(lib))
    return tmp_path / "repo"


def build(repo: Path, out: Path, *args: str):
    assert checkset.main(["--repo", str(repo), "--databases", "shop", "lib", "--out", str(out), *args]) == 0
    return load_benchmark(str(out)), json.loads((out / "report.json").read_text())


def test_gold_sets_variables_row_cap_and_dedup(repo, tmp_path):
    bench, report = build(repo, tmp_path / "out", "--rows", "50", "--per-db", "60")
    titles = {t.title: t for t in bench.tables.values()}
    assert set(titles) == {"shop - customer", "shop - orders", "shop - product", "lib - BOOK", "lib - LOAN"}
    assert len(titles["shop - customer"].cells) == 50 and titles["shop - customer"].cells[0] == ("0", "name0", "")
    assert titles["shop - customer"].header == ("customer_id", "name", "city")
    assert titles["shop - product"].cells == (("7", "lamp", "9.5"), ("8", "desk", "120.0"))
    assert titles["lib - BOOK"].header == ("BOOK_ID", "TITLE") and not titles["lib - BOOK"].cells
    gold = {e.question: {bench.tables[t].title for t in e.gold_table_ids} for e in bench.examples}
    assert gold == {
        "what did customers in bergen order": {"shop - customer", "shop - orders"},          # first SQL only
        "orders from oslo or tromso": {"shop - customer", "shop - orders"},
        "which products did name3 buy": {"shop - product", "shop - orders", "shop - customer"},
        **{f"books lent on day {i} version {i}": {"lib - BOOK", "lib - LOAN"} for i in range(5)},
        "books ever lent": {"lib - BOOK", "lib - LOAN"},
    }
    assert report["databases"]["shop"]["dropped"] == {"duplicate question": 1, "single-table question": 1}
    assert report["databases"]["lib"]["dropped"] == {"duplicate question": 1, "SQL names a table not in the schema": 1}
    assert report["databases"]["lib"]["rows"] == "schema-only" and report["totals"]["tables_with_rows"] == 3
    assert report["totals"]["questions"] == len(bench.examples) == 9


def test_per_database_cap_covers_distinct_queries_first_and_is_deterministic(repo, tmp_path):
    bench, report = build(repo, tmp_path / "a", "--rows", "2", "--per-db", "2")
    assert all(len(t.cells) <= 2 for t in bench.tables.values())
    lib = [e for e in bench.examples if any(bench.tables[t].title.startswith("lib") for t in e.gold_table_ids)]
    assert len(lib) == 2 and "books ever lent" in [e.question for e in lib]   # one question of each of the two queries
    assert report["databases"]["lib"]["dropped"]["over the per-database cap"] == 4
    assert report["databases"]["lib"]["distinct_sql"] == 2
    build(repo, tmp_path / "b", "--rows", "2", "--per-db", "2")
    for name in ("benchmark.json", "table_corpus.json", "report.json"):
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text()


def test_distractors_are_added_and_forbidden_sources_refused(repo, tmp_path):
    build(repo, tmp_path / "plain")
    other = tmp_path / "other"
    other.mkdir()
    (other / "table_corpus.json").write_text(json.dumps([{"id": "x1", "title": "zoo - animal", "header": ["name"], "cell": [["cat"]]}]))
    bench, report = build(repo, tmp_path / "with", "--with-distractors", str(other), "--with-distractors", str(tmp_path / "plain"))
    assert report["distractor_tables"] == 1 and "x1" in bench.tables and len(bench.tables) == 6
    with pytest.raises(SystemExit, match="spider"):
        checkset.main(["--repo", str(repo), "--databases", "spider", "--out", str(tmp_path / "no")])
