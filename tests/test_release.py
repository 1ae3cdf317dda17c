import json
import math

import pytest

from mt_raig.errors import DataError
from mt_raig.io.benchmark import load_benchmark
from mt_raig.io.release import ReleaseError, read_release, write_release
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


def entry(**changes):
    return {"gold_table_id_set": [T1.id, T2.id], "question": "q?", "insight": "i.", "type": "Trend & Pattern", **changes}


def test_release_error_is_a_data_error():
    assert issubclass(ReleaseError, DataError)


def test_deeply_nested_json_is_a_clear_error_not_recursion(tmp_path):
    folder = write(tmp_path / "rel", [T1.to_record(), T2.to_record()], [entry()])
    (folder / "benchmark.json").write_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(DataError, match=r"benchmark\.json: JSON nested too deeply"):
        read_release(folder)


def test_deep_value_inside_an_entry_is_refused_without_recursion(tmp_path):
    deep = json.loads("[" * 900 + "]" * 900)
    folder = write(tmp_path / "rel", [T1.to_record(), T2.to_record()], [entry(insight=deep, type=deep)])
    with pytest.raises(ReleaseError, match="entry 0: insight is a list, not a string") as e:
        read_release(folder)
    assert "entry 0: a list" in str(e.value)  # the bad type is shown by kind, never by its repr


@pytest.mark.parametrize(
    "corpus_change,bench_change,expected",
    [
        ({"cell": [["1", None]]}, {}, "non-string cells"),
        ({"header": None}, {}, "header is null, not a list of strings"),
        ({"header": "id"}, {}, "header is 'id', not a list of strings"),
        ({"cell": ["1"]}, {}, "rows that are not lists of cells"),
        ({"title": None}, {}, "title is null, not a string"),
        ({}, {"insight": None}, "entry 0: insight is null, not a string"),
        ({}, {"insight": math.nan}, "entry 0: insight is NaN, not a string"),
        ({}, {"question": 7}, "entry 0: question is 7, not a string"),
        ({}, {"type": None}, "entry 0: null"),
    ],
)
def test_values_of_the_wrong_type_are_refused_with_the_entry_named(tmp_path, corpus_change, bench_change, expected):
    t2 = dict(T2.to_record(), **{k: v for k, v in corpus_change.items()})
    folder = write(tmp_path / "rel", [T1.to_record(), t2], [entry(**bench_change)])
    with pytest.raises(ReleaseError) as e:
        read_release(folder)
    assert expected in str(e.value)
    if corpus_change:
        assert f"table {T2.id} (entry 1)" in str(e.value)


def test_non_string_ids_are_refused_never_converted(tmp_path):
    t = dict(T2.to_record(), id=7)
    folder = write(tmp_path / "rel", [T1.to_record(), t], [entry(gold_table_id_set=[T1.id, 7])], [[7, T1.id]])
    with pytest.raises(ReleaseError) as e:
        read_release(folder)
    msg = str(e.value)
    assert "entry 1: id 7 is not a string" in msg  # corpus entry
    assert "invalid gold table ids: entry 0: id 7 is not a string" in msg
    assert "invalid retrieved table ids: entry 0: id 7 is not a string" in msg


@pytest.mark.parametrize("bad_id", ["a\tb", "a\nb", "", "  ", "a\rb"])
def test_ids_with_tabs_newlines_or_nothing_are_refused(tmp_path, bad_id):
    t = dict(T2.to_record(), id=bad_id)
    folder = write(tmp_path / "rel", [T1.to_record(), t], [entry(gold_table_id_set=[T1.id, bad_id])])
    with pytest.raises(ReleaseError, match="invalid table ids: entry 1: id .* (contains a tab|is empty)"):
        read_release(folder)


def test_empty_benchmark_and_empty_corpus_are_refused(tmp_path):
    with pytest.raises(ReleaseError, match="empty benchmark: the benchmark has no examples"):
        read_release(write(tmp_path / "a", [T1.to_record()], []))
    with pytest.raises(ReleaseError, match="empty corpus"):
        read_release(write(tmp_path / "b", [], []))


def test_non_utf8_file_is_named(tmp_path):
    folder = good(tmp_path)
    (folder / "table_corpus.json").write_bytes(json.dumps([T1.to_record()]).encode("utf-8").replace(b"db - a", b"db \xff a"))
    with pytest.raises(DataError, match=r"table_corpus\.json: not UTF-8 text \(byte 0xff at offset \d+\)"):
        read_release(folder)


def test_not_json_is_named(tmp_path):
    folder = good(tmp_path)
    (folder / "benchmark.json").write_text("[{,]")
    with pytest.raises(DataError, match=r"benchmark\.json: not valid JSON \(line 1 column 3"):
        read_release(folder)


def test_release_info_round_trips_and_is_validated(tmp_path):
    folder = good(tmp_path)
    info = {"pretty_name": "Eurovision tables", "license": "cc-by-4.0", "description": "d", "sources": [{"name": "Wikipedia", "license": "CC BY-SA 4.0", "citation": "c", "datasets": []}]}
    (folder / "release_info.json").write_text(json.dumps(info))
    b = read_release(folder)
    assert b.info.pretty_name == "Eurovision tables" and b.info.sources[0].name == "Wikipedia"
    again = read_release(write_release(b, tmp_path / "out"))
    assert again.info == b.info
    (folder / "release_info.json").write_text(json.dumps(dict(info, licence="x")))
    with pytest.raises(ReleaseError, match="release_info.json: expected an object"):
        read_release(folder)
