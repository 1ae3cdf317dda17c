import pytest

from mt_raig.tables import Table, corpus_fingerprint, table_id, truncate_to_budget


def make():
    return Table.create("car_1 - car_makers", ["Id", "Maker", "FullName"], [["1", "amc", "American Motor Company"], ["2", "volkswagen", "Volkswagen"], ["3", "bmw", "BMW"]])


def test_serialize_matches_paper_format():
    t = make()
    assert t.serialize() == (
        "[TITLE] car_1 - car_makers [HEADER] Id | Maker | FullName "
        "[ROW 1] 1 | amc | American Motor Company [ROW 2] 2 | volkswagen | Volkswagen [ROW 3] 3 | bmw | BMW"
    )
    assert t.schema() == "[TITLE] car_1 - car_makers [HEADER] Id | Maker | FullName"
    assert t.serialize(max_rows=1).endswith("[ROW 1] 1 | amc | American Motor Company")


def test_content_id_is_sha256_and_stable():
    t = make()
    assert len(t.id) == 64 and all(c in "0123456789abcdef" for c in t.id)
    assert t.id == table_id(t.title, t.header, t.cells)
    other = Table.create(t.title, t.header, t.cells[:2])
    assert other.id != t.id
    assert Table.from_record(t.to_record()) == t


def test_release_ids_kept():
    rec = {"id": "abc", "title": "x", "header": ["a"], "cell": [["1"]]}
    assert Table.from_record(rec).id == "abc"


def test_truncation_reports_dropped_rows():
    t = make()
    budget = len(t.serialize(max_rows=2))
    cut = truncate_to_budget(t, budget)
    assert cut.rows_dropped == 1 and cut.table.num_rows == 2
    assert truncate_to_budget(t, 10**6).rows_dropped == 0
    assert truncate_to_budget(t, 0).table.num_rows == 0


@pytest.mark.parametrize(
    "header,cells,message",
    [(["a", "b"], [["1"]], "ragged"), (["a"], [[1]], "non-string cells"), ([2], [["1"]], "non-string header")],
)
def test_bad_tables_name_the_problem(header, cells, message):
    with pytest.raises(ValueError, match=message):
        Table("t1", "title", tuple(header), tuple(tuple(r) for r in cells))


def test_fingerprint_order_independent():
    a, b = make(), Table.create("x", ["a"], [["1"]])
    assert corpus_fingerprint([a, b]) == corpus_fingerprint([b, a]) != corpus_fingerprint([a])
