"""``join:...@samedb=X``: a weak link between any two tables of one database (default 0.4, below the expand bar).

A question's tables come from one database; once ``join:`` has chosen one, its database's other tables are
likelier partners than equally relevant tables elsewhere, even when no shared column says how they join (BIRD's
thrombosis_prediction joins ``Patient`` and ``Laboratory`` on a generic ``ID`` whose ten-row samples share no value).
"""

import pytest

from mt_raig.errors import ConfigError
from mt_raig.retrieval.compat_index import CompatibilityIndex, SameDatabaseLinks
from mt_raig.retrieval.join import select
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import Table

PATIENT = Table.create("clinic - patient", ["ID", "sex", "birthday", "diagnosis"], [["1", "F", "1950-01-01", "SLE"], ["2", "M", "1961-03-04", "RA"]])
LAB = Table.create("clinic - laboratory", ["ID", "date", "ldh", "ua", "hgb"], [["7", "1991-02-01", "301", "5.1", "12"]] * 2)
ELSEWHERE = [Table.create(f"registry {i} - visits", ["visit_id", "patient", "reason"], []) for i in range(3)]
CORPUS = [PATIENT, LAB, *ELSEWHERE]
QUESTION = "What are the sex, birthday and diagnosis of each patient whose uric acid was abnormal?"  # ua: no word


def test_the_link_reorders_candidates_of_the_chosen_tables_database():
    index = CompatibilityIndex({}, "-", {})  # no column links the two clinic tables
    candidates = [(PATIENT.id, 10.0), (ELSEWHERE[0].id, 6.0), (ELSEWHERE[1].id, 5.9), (LAB.id, 5.5)]
    plain = [t for t, _ in select(candidates, index, 2)]
    linked = [t for t, _ in select(candidates, SameDatabaseLinks(index, CORPUS, 0.4), 2)]
    assert plain == [PATIENT.id, ELSEWHERE[0].id]
    assert linked == [PATIENT.id, LAB.id]  # relevance 0 + 0.4 x the patient table's 1.0 beats 0.11
    # a stronger link of the index is kept; a table of no database ("Page" titles without " - ") links nothing
    strong = CompatibilityIndex({PATIENT.id: {LAB.id: 1.5}, LAB.id: {PATIENT.id: 1.5}}, "-", {})
    both = SameDatabaseLinks(strong, CORPUS + [Table.create("untitled", ["x"], [])], 0.4)
    assert both.weight(PATIENT.id, LAB.id) == 1.5 and both.neighbours(PATIENT.id) == {LAB.id: 1.5}
    assert both.neighbours(Table.create("untitled", ["x"], []).id) == {}


def test_below_the_expand_bar_it_never_adds_a_table():
    links = SameDatabaseLinks(CompatibilityIndex({}, "-", {}), CORPUS, 0.9)
    ranked = select([(PATIENT.id, 3.0), (ELSEWHERE[0].id, 1.0)], links, 5)
    assert LAB.id not in [t for t, _ in ranked]  # outside the base's candidates: not reached through its database
    with pytest.raises(ValueError, match="less than 1"):
        SameDatabaseLinks(CompatibilityIndex({}, "-", {}), CORPUS, 1.0)


def test_on_by_default_in_join_and_off_with_samedb_0():
    def top(spec: str) -> list[str]:
        r = load_retriever(spec)
        r.index(CORPUS, progress=False)
        return [t for t, _ in r.search([QUESTION], 5, progress=False)[0]]

    assert top("join:bm25")[:2] == [PATIENT.id, LAB.id]
    assert top("join:bm25@samedb=0")[-1] == LAB.id  # below the visit tables, which share "patient"
    r = load_retriever("join:bm25@samedb=0.2")
    assert r.samedb == 0.2 and r.info()["samedb"] == 0.2 and load_retriever("join").info()["samedb"] == 0.4


@pytest.mark.parametrize("spec", ["join:bm25@samedb=1", "join:bm25@samedb=-0.1", "join:bm25@samedb=x"])
def test_bad_samedb_is_refused(spec):
    with pytest.raises(ConfigError, match="samedb"):
        load_retriever(spec)


def test_links_at_the_expand_bar_list_no_database_members():
    # the expand step asks for links of at least 1: a database's weak links to its every table are never listed, so a
    # corpus whose tables share one database costs no more per question than one of small databases
    strong = CompatibilityIndex({PATIENT.id: {LAB.id: 1.5, ELSEWHERE[0].id: 0.7}, LAB.id: {PATIENT.id: 1.5}, ELSEWHERE[0].id: {PATIENT.id: 0.7}}, "-", {})
    links = SameDatabaseLinks(strong, CORPUS, 0.4)
    assert links.neighbours(PATIENT.id, at_least=1.0) == {LAB.id: 1.5}
    assert links.neighbours(PATIENT.id) == {LAB.id: 1.5, ELSEWHERE[0].id: 0.7}
    assert strong.neighbours(PATIENT.id, at_least=1.0) == {LAB.id: 1.5}
    # select reads each remaining candidate's weight, the same links the neighbours list: the weak same-database link
    assert links.weight(LAB.id, PATIENT.id) == 1.5 and links.weight(ELSEWHERE[1].id, ELSEWHERE[2].id) == 0.0
