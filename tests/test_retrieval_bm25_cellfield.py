"""``bm25:cellfield=X``: a table's cells as their own BM25 field, so its rows do not make its header "long".

In one document (the paper's BM25) a table with rows is long, and on a corpus mixing tables with rows and
schema-only tables BM25's length normalisation ranks every schema-only table that shares a word with the question
above the table with rows that answers it. With the cells as a second field the title and header are normalised
among titles and headers. Off for ``bm25`` itself, on (weight 1) for a BM25 under ``join:`` unless its spec sets it.
"""

import pytest

from mt_raig.errors import ConfigError
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import Table

# the answer (thrombosis_prediction's shape in BIRD): a wide laboratory table with rows and a patient table ...
LAB_COLUMNS = ["id", "date", "ldh", "alp", "got", "gpt", "tp", "alb", "ua", "un", "cre", "tbil", "tcho", "tg", "cpk", "glu",
               "wbc", "rbc", "hgb", "hct", "plt"]
LAB = Table.create("clinic - laboratory", LAB_COLUMNS,
                   [[str(i), f"1997-0{1 + i % 9}-1{i % 10}"] + [str(100 + 7 * i + j) for j in range(len(LAB_COLUMNS) - 2)]
                    for i in range(10)])
PATIENT = Table.create("clinic - patient", ["id", "sex", "birthday", "diagnosis"],
                       [[str(i), "F" if i % 2 else "M", f"1950-01-0{1 + i % 9}", "SLE"] for i in range(10)])
# ... among schema-only tables of another database, each holding the word "patient"
CORPUS = [
    LAB,
    PATIENT,
    Table.create("health - patients", ["id", "birthdate", "gender", "race"], []),
    Table.create("health - immunizations", ["date", "patient", "code", "description"], []),
    Table.create("health - encounters", ["id", "patient", "start", "stop"], []),
    Table.create("geo - rivers", ["river_id", "length", "source"], []),
]
QUESTION = "List the sex and birthday of each patient with an LDH beyond the normal range."


def ranked(spec: str, k: int = 5) -> list[str]:
    r = load_retriever(spec)
    r.index(CORPUS, progress=False)
    return [t for t, _ in r.search([QUESTION], k, progress=False)[0]]


def test_rows_no_longer_push_the_answering_table_below_schema_only_ones():
    one_document = ranked("bm25")
    assert one_document[0] == PATIENT.id and one_document.index(LAB.id) == 4  # its rows make it long: below three
    # schema-only tables that share only "patient" with the question
    assert ranked("bm25:cellfield=1")[:2] == [PATIENT.id, LAB.id]  # its header normalised among headers: second
    assert ranked("bm25:cellfield=0") == one_document  # 0: no cell field, the one document


def test_a_cell_word_still_counts_through_the_cell_field():
    finder = Table.create("shop - orders", ["order_id", "status"], [["1", "shipped"], ["2", "returned"]])
    other = Table.create("shop - customers", ["customer_id", "city"], [])
    r = load_retriever("bm25:cellfield=1")
    r.index([finder, other], progress=False)
    top = r.search(["orders that were returned"], 2, progress=False)[0]
    assert top[0][0] == finder.id and top[0][1] > 0
    r.index([Table.create("a", ["x"], []), Table.create("b", ["y"], [])], progress=False)  # no cell anywhere: no field
    assert r.search(["x"], 1, progress=False)[0][0][1] > 0


def test_on_by_default_under_join_and_recorded():
    join = load_retriever("join:bm25")
    assert join.base.cellfield == 1.0 and join.info()["cellfield"] == 1.0
    join.index(CORPUS, progress=False)
    assert join.base.info()["cellfield"] == 1.0
    assert load_retriever("join:bm25@cellfield=0").base.cellfield == 0.0
    assert load_retriever("join:bm25:cellfield=2").base.cellfield == 2.0  # the base spec's own value stays
    hybrid = load_retriever("join:hybrid:bm25+bm25:plain")
    assert [p.cellfield for p in hybrid.base.parts] == [1.0, None]  # the plain analyzer reads one serialized text
    assert load_retriever("bm25").cellfield is None  # the paper's BM25 stays one document outside join
    assert "cellfield" not in load_retriever("bm25").info()


@pytest.mark.parametrize("spec", ["bm25:plain,cellfield=1", "bm25:cellfield=-1", "bm25:cellfield=nan", "bm25:cellfield=x",
                                  "join:bm25@cellfield=-1", "join:bm25@cellfield=inf"])
def test_bad_cell_field_weights_are_refused(spec):
    with pytest.raises(ConfigError, match="cellfield"):
        load_retriever(spec)
