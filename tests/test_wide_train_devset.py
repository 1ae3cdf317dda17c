"""The wide training set (dataset_script/devsets/wide_train) is a valid release that shares no database with the
dev databases, the dev corpus's distractors or the text2sql-data check set, and keeps the old train split whole."""

import json
import sys
from pathlib import Path

import pytest

from mt_raig.io.benchmark import load_benchmark

DEVSETS = Path(__file__).resolve().parent.parent / "dataset_script" / "devsets"
sys.path.insert(0, str(DEVSETS.parent))
from build_train_devset import excluded_databases  # noqa: E402


def database(title: str) -> str:
    return title.split(" - ", 1)[0]


@pytest.fixture(scope="module")
def wide():
    return load_benchmark(str(DEVSETS / "wide_train"))


def test_no_dev_distractor_or_check_set_database_is_in_the_wide_set(wide):
    dbs = {database(t.title) for t in wide.tables.values()}
    for other in (DEVSETS / "bird_beaver" / "dev", DEVSETS / "text2sql_check"):
        theirs = {database(t.title) for t in load_benchmark(str(other)).tables.values()}
        assert theirs and not dbs & theirs, other.name
    excluded = excluded_databases(DEVSETS / "bird_beaver" / "dev", DEVSETS / "text2sql_check")
    assert {"financial", "keystone", "advising", "restaurant", "airline"} <= set(excluded)  # dev, check, alias, distractor
    assert not dbs & set(excluded)
    assert not {"spider", "concert_singer", "world_1"} & dbs  # Spider stays held out


def test_every_gold_set_is_multi_table_in_one_database_and_the_report_counts_it(wide):
    report = json.loads((DEVSETS / "wide_train" / "report.json").read_text())
    assert len(wide.examples) == report["questions"] and len(wide.tables) == report["tables"]
    assert sum(len(e.gold_table_ids) for e in wide.examples) == report["training_lines"]
    for e in wide.examples:
        assert len(e.gold_table_ids) >= 2
        assert len({database(wide.tables[t].title) for t in e.gold_table_ids}) == 1
    per_db = report["questions_per_database"]
    old = {e["db_id"] for e in json.loads((DEVSETS / "bird_beaver" / "train" / "databases.json").read_text())}
    assert all(n <= report["per_db_cap"] for db, n in per_db.items() if db not in old)


def test_the_old_train_split_is_kept_whole(wide):
    old = load_benchmark(str(DEVSETS / "bird_beaver" / "train"))
    old_questions = {(e.question, tuple(sorted(e.gold_table_ids))) for e in old.examples}
    new_questions = {(e.question, tuple(sorted(e.gold_table_ids))) for e in wide.examples}
    assert old_questions <= new_questions
    assert {t for e in old.examples for t in e.gold_table_ids} <= set(wide.tables)
