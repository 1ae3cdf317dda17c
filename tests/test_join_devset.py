"""The join-retrieval development set (dataset_script/devsets/bird_beaver) is a valid release, split by database."""

import json
from pathlib import Path

import pytest

from mt_raig.io.benchmark import load_benchmark

ROOT = Path(__file__).resolve().parent.parent / "dataset_script" / "devsets" / "bird_beaver"


def database(title: str) -> str:
    return title.split(" - ", 1)[0]


@pytest.fixture(scope="module")
def splits():
    return {s: load_benchmark(str(ROOT / s)) for s in ("train", "dev")}


def test_the_splits_share_no_database_and_every_gold_set_is_multi_table(splits):
    dbs = {s: {database(t.title) for t in b.tables.values()} for s, b in splits.items()}
    assert not dbs["train"] & dbs["dev"]
    report = json.loads((ROOT / "report.json").read_text())
    for s, b in splits.items():
        assert len(b.examples) == report[s]["questions"] and len(b.tables) == report[s]["tables"]
        for e in b.examples:
            assert len(e.gold_table_ids) >= 2
            assert len({database(b.tables[t].title) for t in e.gold_table_ids}) == 1  # one database per gold set
        assert set(report[s]["databases"]) <= dbs[s]
    assert not {"spider", "concert_singer", "world_1"} & (dbs["train"] | dbs["dev"])  # Spider stays held out


def test_bird_dev_tables_carry_their_first_rows_and_the_rest_are_schema_only(splits):
    rows = {database(t.title) for b in splits.values() for t in b.tables.values() if t.cells}
    assert rows == {"california_schools", "card_games", "codebase_community", "debit_card_specializing", "european_football_2",
                    "student_club", "financial", "formula_1", "superhero", "thrombosis_prediction", "toxicology"}
    assert all(len(t.cells) <= 50 for b in splits.values() for t in b.tables.values())
    assert json.loads((ROOT / "report.json").read_text())["tables_with_rows"] == sum(bool(t.cells) for b in splits.values() for t in b.tables.values())
