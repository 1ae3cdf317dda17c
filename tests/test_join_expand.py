"""The expand-from-chosen experiment of ``benchmarks/join_expand.py`` (issue 24, not adopted): without admissions
its greedy is exactly ``join.select`` (so its figures compare against the shipped selector), and with them a table
joinable only to a *chosen* table, outside the base's candidates and the old expand's reach, is found."""

import sys
from pathlib import Path

from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.retrieval.join import QuestionCoverage, select
from mt_raig.retrieval.join_mip import candidate_pool
from mt_raig.tables import Table

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from join_expand import select_expanding, strongest

RACES = Table.create("formula_1 - races", ["raceId", "year", "name"], [["1", "2009", "Australian"], ["2", "2009", "Malaysian"]])
RESULTS = Table.create("formula_1 - results", ["resultId", "raceId", "driverId", "points"], [["7", "1", "20", "10"], ["8", "2", "21", "8"]])
DRIVERS = Table.create("formula_1 - drivers", ["driverId", "surname"], [["20", "Button"], ["21", "Vettel"]])
OTHER = [Table.create("superhero - hero_power", ["hero_id", "power", "points"], [["1", "flight", "9"], ["2", "speed", "8"]]),
         Table.create("superhero - superhero", ["id", "name", "year"], [["1", "Storm", "1975"], ["2", "Flash", "1940"]]),
         Table.create("financial - loan", ["loan_id", "year", "amount"], [["5", "1993", "80952"], ["6", "1994", "30276"]])]
CORPUS = [RACES, RESULTS, DRIVERS, *OTHER]
QUESTION = "Which driver scored the most points in the 2009 races?"
# the base misses drivers altogether; it is joinable to results only, not to the top table (races)
CANDS = [(RACES.id, 3.0), (RESULTS.id, 2.6), (OTHER[0].id, 2.5), (OTHER[1].id, 2.4), (OTHER[2].id, 2.3)]


def test_without_admissions_it_is_the_shipped_greedy():
    index = CompatibilityIndex.build(CORPUS)
    covers = QuestionCoverage(CORPUS).for_question(QUESTION)
    for expand in (0, 1, 5):
        for k in (1, 3, 6):
            shipped = [t for t, _ in select(CANDS, index, k, 1.0, expand, 2.0, covers)]
            assert select_expanding(candidate_pool(CANDS, index, expand), index, k, covers) == shipped


def test_a_chosen_table_admits_its_join_partner():
    index = CompatibilityIndex.build(CORPUS)
    covers = QuestionCoverage(CORPUS).for_question(QUESTION)
    assert index.weight(RESULTS.id, DRIVERS.id) > 0 and index.weight(RACES.id, DRIVERS.id) == 0
    pool = candidate_pool(CANDS, index, 1)  # the old expand: partners of the base's top table (races) only
    assert DRIVERS.id not in pool
    assert DRIVERS.id not in [t for t, _ in select(CANDS, index, 6, 1.0, 1, 2.0, covers)]
    found = select_expanding(pool, index, 6, covers, m=3, admit=strongest(index, 5, 0.0))
    assert DRIVERS.id in found and found.index(RESULTS.id) < found.index(DRIVERS.id)
    assert set(found[:3]) == {RACES.id, RESULTS.id, DRIVERS.id}
