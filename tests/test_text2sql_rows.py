"""The rows-everywhere check set (dataset_script/devsets/text2sql_rows/, built by dataset_script/build_text2sql_rows.py):
the committed set is well-formed (every table has rows, ids unique, gold tables in the corpus), keeps the text2sql-data
check set's questions, ids, gold sets and headers, rebuilds byte-identically from the mirrors, and its two parts (the
Postgres dump reader, the join-consistent row rule) do what the module says on small inputs."""

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from mt_raig.io.benchmark import load_benchmark

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "dataset_script"))
import build_text2sql_rows as rows

SET = ROOT / "dataset_script" / "devsets" / "text2sql_rows"
WITH = SET / "with_distractors"
CHECK = ROOT / "dataset_script" / "devsets" / "text2sql_check"


@pytest.mark.parametrize("folder", [SET, WITH], ids=["alone", "with_distractors"])
def test_committed_set_is_well_formed(folder):
    bench = load_benchmark(folder)  # validates: gold ids in the corpus, ids well-formed, no duplicate table ids
    raw = json.loads((folder / "table_corpus.json").read_text(encoding="utf-8"))
    assert len({t["id"] for t in raw}) == len(raw) == len(bench.tables)
    assert len({t["title"] for t in raw}) == len(raw)
    assert all(len(t.cells) >= 1 for t in bench.tables.values()), "a table without rows"
    assert max(t.num_rows for t in bench.tables.values()) <= 50
    ids = [e.id for e in bench.examples]
    assert len(ids) == len(set(ids)) == 360
    for e in bench.examples:
        assert len(e.gold_table_ids) >= 2 and all(g in bench.tables for g in e.gold_table_ids)
    dbs = Counter(bench.tables[e.gold_table_ids[0]].title.split(" - ", 1)[0] for e in bench.examples)
    assert dbs == {db: 60 for db in ("advising", "geography", "restaurants", "academic", "yelp", "scholar")}
    assert not any(t.title.startswith("imdb - ") for t in bench.tables.values())


def test_same_questions_ids_gold_sets_and_headers_as_the_check_set():
    check, ours = load_benchmark(CHECK), load_benchmark(SET)
    by_id = {e.id: e for e in check.examples}
    for e in ours.examples:
        old = by_id[e.id]  # the check set's own (computed) question id
        assert e.question == old.question
        assert sorted(ours.tables[g].title for g in e.gold_table_ids) == sorted(check.tables[g].title for g in old.gold_table_ids)
    dropped = [e for e in check.examples if e.id not in {x.id for x in ours.examples}]
    assert len(dropped) == 60 and all(check.tables[e.gold_table_ids[0]].title.startswith("imdb - ") for e in dropped)
    headers = {t.title: t.header for t in check.tables.values()}
    for t in ours.tables.values():
        assert t.header == headers[t.title]  # the schema the SQL reads, exactly
    # every check-set table but imdb's 16 and advising's 4 without a dump (GSI, JOBS, REQUIREMENT, TA)
    assert len(check.tables) - len(ours.tables) == 16 + 4
    assert {t.title for t in check.tables.values()} - {t.title for t in ours.tables.values()} - {
        t.title for t in check.tables.values() if t.title.startswith("imdb - ")} == {
        f"advising - {n}" for n in ("GSI", "JOBS", "REQUIREMENT", "TA")}


def test_distractor_build_holds_the_same_questions_and_more_tables():
    alone, more = load_benchmark(SET), load_benchmark(WITH)
    assert [(e.id, e.gold_table_ids) for e in alone.examples] == [(e.id, e.gold_table_ids) for e in more.examples]
    assert set(alone.tables) < set(more.tables)
    prefixes = {t.title.split(" - ", 1)[0] for t in more.tables.values()} - {t.title.split(" - ", 1)[0] for t in alone.tables.values()}
    assert {"broker", "car_dealership", "derm_treatment", "ewallet", "chinook", "northwind", "financial"} <= prefixes


@pytest.mark.skipif(not all((rows.MIRRORS / m / "repo").is_dir() for m in (rows.TEXT2SQL, rows.DEFOG, rows.CHINOOK, rows.NORTHWIND)),
                    reason="the source mirrors are not on this machine")
def test_rebuild_is_byte_identical(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)  # the default --bird-dev is relative to the repository
    for args, folder in (([], SET), (["--with-distractors"], WITH)):
        out = tmp_path / folder.name
        assert rows.main([*args, "--out", str(out)]) == 0
        for name in ("benchmark.json", "table_corpus.json", "databases.json", "release_info.json", "report.json"):
            assert (out / name).read_bytes() == (folder / name).read_bytes(), name


def test_dump_reader_literals_nulls_partial_inserts_and_expressions():
    counts = Counter()
    content = rows.dump_tables(
        "CREATE SCHEMA IF NOT EXISTS s;\n"
        "CREATE TABLE s.t (a bigint, b text, c date, d boolean);\n"
        "INSERT INTO s.t (b, a, c, d) VALUES ('it''s', -1.5, '2020-01-02'::date, TRUE), (NULL, 2, CURRENT_DATE - INTERVAL '3 DAYS', false);\n"
        "INSERT INTO s.t (a, b) VALUES (7, 'x');\n", counts)
    assert content == {"t": (["a", "b", "c", "d"], [["-1.5", "it's", "2020-01-02", "true"],
                                                    ["2", "", "CURRENT_DATE - INTERVAL '3 DAYS'", "false"],
                                                    ["7", "x", "", ""]])}
    assert counts["expression cells kept as SQL text"] == 1


def test_row_rule_keeps_the_rows_children_reference():
    # child's first 3 rows reference parent keys 9, 8, 9; plain first rows of the parent (0, 1, 2) would hold none
    content = {"parent": (["pid", "name"], [[str(i), f"p{i}"] for i in range(10)]),
               "child": (["cid", "PID"], [["c0", "9"], ["c1", "8"], ["c2", "9"], ["c3", "0"], ["c4", "1"]]),
               "other": (["name"], [["q1"], ["q2"]])}
    links = rows.key_links(content)
    assert links == [("child", "PID", "parent", "pid")]  # 'name' is unique in both tables, but no value is shared
    chosen = rows.choose_rows(content, links, 3)
    assert chosen["child"] == [["c0", "9"], ["c1", "8"], ["c2", "9"]]
    assert chosen["parent"] == [["0", "p0"], ["8", "p8"], ["9", "p9"]]  # referenced first, then the first rows, dump order
    assert rows.contained_links(content, chosen, links) == 1
    assert rows.contained_links(content, {t: r[:3] for t, (_, r) in content.items()}, links) == 0


def test_one_to_one_link_points_from_the_larger_table():
    content = {"a": (["k"], [["1"], ["2"]]), "b": (["K"], [["1"], ["2"], ["3"]])}
    assert rows.key_links(content) == [("b", "K", "a", "k")]
