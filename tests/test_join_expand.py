"""The expand-from-chosen experiment of ``benchmarks/join_expand.py`` (issue 24, not adopted): without admissions
its greedy is exactly ``join.select`` (so its figures compare against the shipped selector), and with them a table
joinable only to a *chosen* table, outside the base's candidates and the old expand's reach, is found."""

import sys
from pathlib import Path

from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.retrieval.join import QuestionCoverage, select
from mt_raig.retrieval.join_mip import candidate_pool

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from join_corpus import CORPUS, DRIVERS, OTHER, QUESTION, RACES, RESULTS
from join_expand import select_expanding, strongest

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
