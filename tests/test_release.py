import json

import pytest

from mt_raig.data import ReleaseError, load_benchmark, read_release, write_release
from mt_raig.tables import Table

T1 = Table.create("db - a", ["id", "v"], [["1", "x"]])
T2 = Table.create("db - b", ["id", "w"], [["1", "y"], ["2", "z"]])


def write(folder, corpus, bench, retrieved=None):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "table_corpus.json").write_text(json.dumps(corpus))
    (folder / "benchmark.json").write_text(json.dumps(bench))
    if retrieved is not None:
        (folder / "dpr_top_10_retrieved_table_ids_set.json").write_text(json.dumps(retrieved))
    return folder


def good(tmp_path):
    bench = [{"gold_table_id_set": [T1.id, T2.id], "question": "q?", "insight": "i.", "type": "Trend & Pattern"}]
    return write(tmp_path / "rel", [T1.to_record(), T2.to_record()], bench, [[T2.id, T1.id]])


def test_roundtrip(tmp_path):
    b = read_release(good(tmp_path))
    assert len(b.examples) == 1 and b.gold_tables(b.examples[0]) == [T1, T2]
    assert b.retrieved == {b.examples[0].id: [T2.id, T1.id]}
    out = write_release(b, tmp_path / "out")
    b2 = load_benchmark(out)
    assert b2.examples == b.examples and b2.tables == b.tables and b2.retrieved == b.retrieved


def test_all_problems_reported_together(tmp_path):
    corpus = [T1.to_record(), T1.to_record(), {"id": "r", "title": "t", "header": ["a", "b"], "cell": [["1"]]}, {"id": "n", "title": "t", "header": ["a"], "cell": [[3]]}]
    bench = [
        {"gold_table_id_set": ["nope"], "question": "", "insight": "", "type": "Weird"},
        {"gold_table_id_set": [], "question": "q", "insight": "", "type": "A&S"},
    ]
    with pytest.raises(ReleaseError) as e:
        read_release(write(tmp_path / "bad", corpus, bench, [["zzz"], [T1.id]]))
    msg = str(e.value)
    for expected in ["duplicate table ids", "ragged", "non-string cells", "empty questions", "without a gold table set", "unknown gold table ids: entry 0: nope", "unknown question types", "'Weird'", "retrieved table ids not in the corpus"]:
        assert expected in msg
