"""Multi-table set collection on real SQLite databases built here, on metadata records and on the bundled sample."""

from __future__ import annotations

import json
import sqlite3

import pytest

from mt_raig.construction.sets import collect_sets, read_queries, sql_join_sets, topic_purity, topic_sets, without_numbers
from mt_raig.construction.sources import load_collection, read_records, read_sqlite, table_from_record
from mt_raig.errors import DataError
from mt_raig.io.benchmark import SAMPLE_DIR


@pytest.fixture
def car_db(tmp_path):
    path = tmp_path / "car_1.sqlite"
    con = sqlite3.connect(path)
    con.executescript("""
        CREATE TABLE car_makers (Id INTEGER PRIMARY KEY, Maker TEXT, FullName TEXT);
        CREATE TABLE model_list (ModelId INTEGER PRIMARY KEY, Maker INTEGER REFERENCES car_makers(Id), Model TEXT);
        CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE orders (order_no INTEGER, customer_id INTEGER, total REAL);
        CREATE TABLE notes (text TEXT);
        INSERT INTO car_makers VALUES (1, 'amc', 'American Motor Company'), (2, 'volkswagen', 'Volkswagen'), (3, 'bmw', 'BMW');
        INSERT INTO model_list VALUES (1, 1, 'amc'), (2, 2, 'audi'), (3, 3, 'bmw'), (4, 2, 'volkswagen');
        INSERT INTO customer VALUES (1, 'Ann'), (2, 'Bo'), (3, 'Cy');
        INSERT INTO orders VALUES (10, 1, 9.5), (11, 1, 3.0), (12, 3, NULL);
        INSERT INTO notes VALUES ('free text');
    """)
    con.commit()
    con.close()
    return path


def test_sqlite_tables_declared_and_inferred_foreign_keys(car_db):
    coll = read_sqlite(car_db, max_rows=2)
    titles = sorted(t.table.title for t in coll.tables)
    assert titles == ["car_1 - car_makers", "car_1 - customer", "car_1 - model_list", "car_1 - notes", "car_1 - orders"]
    makers = next(t for t in coll.tables if t.name == "car_makers")
    assert makers.table.header == ("Id", "Maker", "FullName") and makers.table.cells == (("1", "amc", "American Motor Company"), ("2", "volkswagen", "Volkswagen"))
    orders = next(t for t in coll.tables if t.name == "orders")
    assert orders.table.cells[0] == ("10", "1", "9.5")
    keys = {(fk.table, fk.columns, fk.ref_table, fk.ref_columns, fk.declared) for fk in coll.foreign_keys}
    assert ("model_list", ("Maker",), "car_makers", ("Id",), True) in keys
    assert ("orders", ("customer_id",), "customer", ("id",), False) in keys
    assert not any(fk.table == "notes" or fk.ref_table == "notes" for fk in coll.foreign_keys)


def test_inference_can_be_switched_off_and_needs_containment(car_db, tmp_path):
    assert all(fk.declared for fk in read_sqlite(car_db, infer_foreign_keys=False).foreign_keys)
    con = sqlite3.connect(car_db)
    con.execute("INSERT INTO orders VALUES (13, 99, 1.0)")  # a customer id that does not exist
    con.commit()
    con.close()
    assert not any(fk.table == "orders" for fk in read_sqlite(car_db).foreign_keys)


def test_joinable_sets_from_foreign_keys_have_reasons(car_db):
    sets, report = collect_sets(load_collection([car_db]), kinds=("joinable",))
    by_reason = {s.reason: s for s in sets}
    assert any("model_list.Maker -> car_makers.Id (declared)" in r for r in by_reason)
    assert any("orders.customer_id -> customer.id (inferred)" in r for r in by_reason)
    assert report["by_kind"] == {"joinable": 2} and report["size_distribution"] == {"2": 2}


def test_sql_join_queries_are_parsed_with_sqlglot(car_db, tmp_path):
    coll = load_collection([car_db], infer_foreign_keys=False)
    queries = [
        {"db_id": "car_1", "query": "SELECT T1.FullName, count(*) FROM car_makers AS T1 JOIN model_list AS T2 ON T1.Id = T2.Maker GROUP BY T1.Id"},
        {"db_id": "car_1", "query": "select name from customer as c, orders as o where c.id = o.customer_id"},  # comma join
        {"db_id": "car_1", "query": "SELECT count(*) FROM car_makers"},
        {"db_id": "car_1", "query": "SELECT FROM WHERE ((("},
        {"db_id": "car_1", "query": "SELECT * FROM car_makers JOIN missing_table ON 1 = 1"},
        # multi-table queries without a JOIN: a nested subquery and a set operation (dropped before)
        {"db_id": "car_1", "query": "SELECT FullName FROM car_makers WHERE Id IN (SELECT Maker FROM model_list WHERE Model = 'amc')"},
        {"db_id": "car_1", "query": "SELECT name FROM customer EXCEPT SELECT Model FROM model_list"},
        {"db_id": "car_1", "query": "WITH big AS (SELECT * FROM orders WHERE total > 5) SELECT count(*) FROM big"},  # one table behind a CTE
    ]
    path = tmp_path / "queries.json"
    path.write_text(json.dumps(queries))
    sets, skipped = sql_join_sets(read_queries(path), coll)
    names = {s.id: sorted(coll.by_id()[t].name for t in s.table_ids) for s in sets}
    assert sorted(names.values()) == [["car_makers", "model_list"], ["customer", "model_list"], ["customer", "orders"]]
    assert all(s.reason.startswith("SQL query (car_1): ") for s in sets)
    assert len(sets) == 4 and len({s.id for s in sets}) == 3  # the JOIN and the nested query read the same two tables (collect_sets keeps one)
    assert skipped == {"queries reading one table": 2, "unparsable queries": 1, "queries naming tables not in the collection": 1}


def _rec(page, section, caption, header, rows=(("a", "1"),)):
    cells = [(list(r) + ["x"] * len(header))[: len(header)] for r in rows]
    return {"title": f"{page} - {section} - {caption}", "header": header, "cell": cells,
            "page_title": page, "section_title": section, "caption": caption}


def test_topic_sets_follow_appendix_a1(tmp_path):
    records = [
        _rec("La Cage aux Folles (musical)", "2004 Broadway revival", "2004 Broadway revival", ["Year", "Award", "Category", "Result"], [("2005", "Tony")]),
        _rec("La Cage aux Folles (musical)", "2010 Broadway revival", "2010 Broadway revival", ["Year", "Award", "Category", "Result"], [("2010", "Tony")]),
        _rec("La Cage aux Folles (musical)", "2004 London revival", "2004 London revival", ["Year", "Award", "Category", "Result"], [("2008", "Olivier")]),
        _rec("Elissa Sursara", "Filmography", "Filmography", ["Year", "Film", "Role"]),
        _rec("Elissa Sursara", "Filmography", "Filmography 2", ["Year", "Title", "Role", "Notes", "Language"]),  # headers differ by two
        _rec("Other page", "2004 Broadway revival", "2004 Broadway revival", ["Year", "Award", "Category", "Notes"]),  # titles match, header differs by one
    ]
    path = tmp_path / "wiki.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    coll = read_records(path)
    assert coll.tables[0].meta == ("La Cage aux Folles (musical)", "2004 Broadway revival", "2004 Broadway revival")
    sets = topic_sets(coll.tables)
    titles = [sorted(coll.by_id()[t].table.title for t in s.table_ids) for s in sets]
    # London shares only the page title; "Other page" shares section and caption (numbers removed) with both
    # Broadway revivals and its header differs by one column; the two Elissa tables differ by two columns.
    assert titles == [["La Cage aux Folles (musical) - 2004 Broadway revival - 2004 Broadway revival",
                       "La Cage aux Folles (musical) - 2010 Broadway revival - 2010 Broadway revival",
                       "Other page - 2004 Broadway revival - 2004 Broadway revival"]]
    assert "shared titles" in sets[0].reason and "Broadway revival" in sets[0].reason and sets[0].kind == "topic"


def test_plain_titles_match_with_numbers_excluded():
    a = table_from_record({"title": "2008 Summer Olympics medal table", "header": ["Nation", "Gold"], "cell": [["USA", "36"]]}, "a")
    b = table_from_record({"title": "2012 Summer Olympics medal table", "header": ["Nation", "Gold"], "cell": [["USA", "46"]]}, "b")
    c = table_from_record({"title": "2012 Winter Olympics medal table", "header": ["Nation", "Gold"], "cell": [["NOR", "11"]]}, "c")
    sets = topic_sets([a, b, c])
    assert [set(s.table_ids) for s in sets] == [{a.id, b.id}]
    assert without_numbers("Semi-final 1 - 14 February 2009") == "Semi-final - February"
    # the paper's rule ignores numbers, so this set spans two literal pages: purity is reported both ways
    purity = topic_purity(sets, {t.id: t for t in (a, b, c)})
    assert purity == {"topic_sets": 1, "one_page_numbers_ignored": 1.0, "one_page_numbers_counted": 0.0}


def test_bundled_sample_yields_both_kinds():
    coll = load_collection([SAMPLE_DIR])
    sets, report = collect_sets(coll)
    assert report["tables"] == len(coll.tables) == 64
    assert report["by_kind"]["joinable"] > 0 and report["by_kind"]["topic"] > 0
    assert sum(report["size_distribution"].values()) == report["sets"] == len(sets)
    purity = report["topic_purity"]
    assert purity["topic_sets"] == report["by_kind"]["topic"]
    assert 0 <= purity["one_page_numbers_counted"] <= purity["one_page_numbers_ignored"] <= 1
    titles = {frozenset(coll.by_id()[t].table.title for t in s.table_ids) for s in sets}
    assert frozenset({"nycflights13 - carrier_delay_stats", "nycflights13 - airlines"}) in titles
    gap = [t for t in titles if all(x.startswith("Gapminder life expectancy and income - Europe") for x in t)]
    assert gap and max(len(t) for t in gap) == 4
    assert len({s.id for s in sets}) == len(sets)


def test_unreadable_inputs_are_data_errors(tmp_path):
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"not a database at all" * 100)
    with pytest.raises(DataError, match="bad.sqlite"):
        read_sqlite(bad)
    with pytest.raises(DataError, match="no such file"):
        load_collection([tmp_path / "missing"])
    (tmp_path / "q.json").write_text("{\"db_id\": 1}")
    with pytest.raises(DataError, match="db_id, query"):
        read_queries(tmp_path / "q.json")


def _db(path, script):
    con = sqlite3.connect(path)
    con.executescript(script)
    con.commit()
    con.close()
    return path


def test_generic_columns_link_only_with_evidence(tmp_path):
    """Issue 21 item 5: ``id``, ``rank``, ``year`` and empty headers are shared by unrelated tables."""
    db = _db(tmp_path / "league.sqlite", """
        CREATE TABLE ranking (rank INTEGER, team TEXT);
        CREATE TABLE scorers (rank INTEGER, player TEXT, goals INTEGER);
        CREATE TABLE team (id INTEGER PRIMARY KEY, city TEXT);
        CREATE TABLE coach (id INTEGER PRIMARY KEY, name TEXT, team_id INTEGER);
        INSERT INTO ranking VALUES (1, 'Ajax'), (2, 'PSV'), (3, 'AZ'), (4, 'Twente');
        INSERT INTO scorers VALUES (1, 'Luuk', 20), (2, 'Brian', 15);
        INSERT INTO team VALUES (1, 'Amsterdam'), (2, 'Eindhoven'), (3, 'Alkmaar');
        INSERT INTO coach VALUES (1, 'Erik', 2), (2, 'Peter', 3);
    """)
    keys = {(fk.table, fk.columns[0], fk.ref_table, fk.ref_columns[0]) for fk in read_sqlite(db).foreign_keys}
    # scorers.rank 1..2 lies in ranking.rank 1..4 and coach.id in team.id, but nothing but row numbers links them
    assert keys == {("coach", "team_id", "team", "id")}

    def rec(title, header, rows):
        return {"title": title, "header": header, "cell": rows}

    records = [
        rec("school - students", ["id", "name", "grade"], [["1", "Ann", "A"], ["2", "Bo", "B"]]),
        rec("school - teachers", ["id", "name", "subject", "room"], [["1", "Cy", "math", "4"], ["2", "Di", "art", "5"], ["3", "Ed", "music", "6"]]),
        rec("2008 Summer Olympics - Medal table", ["Rank", "Nation", "Gold", "Silver"], [["1", "China", "48", "22"], ["2", "USA", "36", "39"], ["3", "Russia", "24", "13"]]),
        rec("2008 Summer Olympics - Top scorers", ["Rank", "Player", "Goals"], [["1", "Messi", "5"], ["2", "Adu", "4"]]),
        rec("2008 Summer Olympics - Venues", ["", "Venue", "Capacity"], [["1", "Bird's Nest", "91000"], ["2", "Water Cube", "17000"]]),
        rec("2008 Summer Olympics - Events", ["", "Event"], [["1", "Swimming"]]),
        rec("league - teams", ["Team", "City", "Founded"], [["Ajax", "Amsterdam", "1900"], ["PSV", "Eindhoven", "1913"]]),
        rec("league - players", ["Player", "Team", "Goals"], [["Luuk", "PSV", "20"], ["Dusan", "Ajax", "12"]]),
        rec("shop - customer", ["customer_id", "name"], [["1", "Ann"], ["2", "Bo"], ["3", "Cy"]]),
        rec("shop - orders", ["order_no", "customer_id", "total"], [["10", "1", "9.5"], ["11", "2", "3.0"]]),
    ]
    path = tmp_path / "corpus.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    coll = read_records(path)
    sets, _ = collect_sets(coll, kinds=("joinable",))
    pairs = {frozenset(coll.by_id()[t].table.title for t in s.table_ids) for s in sets}
    assert pairs == {frozenset({"league - teams", "league - players"}), frozenset({"shop - customer", "shop - orders"})}


def test_differently_named_and_one_to_one_keys_are_found(tmp_path):
    """Issue 21 item 6: foreign keys whose columns are named differently, and a 1:1 key that is the child's primary key."""
    db = _db(tmp_path / "tennis.sqlite", """
        CREATE TABLE players (player_id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE tournaments (tourney_id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE matches (match_id INTEGER PRIMARY KEY, winner_id INTEGER, tourney INTEGER, score TEXT);
        CREATE TABLE player_details (player_id INTEGER PRIMARY KEY, hand TEXT);
        INSERT INTO players VALUES (103, 'Federer'), (207, 'Nadal'), (311, 'Djokovic'), (415, 'Murray');
        INSERT INTO tournaments VALUES (1, 'Wimbledon'), (2, 'US Open');
        INSERT INTO matches VALUES (1, 103, 1, '6-4'), (2, 311, 2, '7-5'), (3, 103, 2, '6-3');
        INSERT INTO player_details VALUES (103, 'R'), (207, 'L');
    """)
    keys = {(fk.table, fk.columns[0], fk.ref_table, fk.ref_columns[0]) for fk in read_sqlite(db).foreign_keys}
    assert ("matches", "winner_id", "players", "player_id") in keys  # no shared name: values lie in one table's key
    assert any({fk[0], fk[2]} == {"player_details", "players"} for fk in keys)  # 1:1, the child's own primary key
    # matches.tourney holds 1, 2: a run of row numbers that also lies in matches.match_id-like keys, and its
    # name is no key name: not linked on values alone
    assert not any(fk[1] == "tourney" for fk in keys)
