"""The learned-step join selector of ``benchmarks/join_learned.py`` (issue 24's experiment, not adopted): at the
hand weights it is exactly ``join.select`` (so the fitting script compares against the shipped greedy), its
features follow the tables chosen, and its teacher-forced roll-outs record only steps with a gold table left."""

import sys
from pathlib import Path

import numpy as np
import pytest

from mt_raig.retrieval.compat_index import CompatibilityIndex, database
from mt_raig.retrieval.join import QuestionCoverage, select

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from join_corpus import CORPUS, DRIVERS, OTHER, QUESTION, RACES, RESULTS
from join_learned import FEATURES, HAND, SelectionState, as_vector, rollout_steps, select_learned


@pytest.fixture(scope="module")
def parts():
    index = CompatibilityIndex.build(CORPUS)
    covers = QuestionCoverage(CORPUS).for_question(QUESTION)
    titles = {t.id: t.title for t in CORPUS}
    # a base ranking that puts the other databases' tables (sharing "points", "year") above results and drivers
    cands = [(RACES.id, 3.0), (OTHER[0].id, 2.5), (OTHER[1].id, 2.4), (OTHER[2].id, 2.3), (RESULTS.id, 2.0), (DRIVERS.id, 1.0)]
    return index, covers, (lambda t: database(titles[t])), cands


def test_at_the_hand_weights_it_is_the_shipped_greedy(parts):
    index, covers, db, cands = parts
    assert index.weight(RACES.id, RESULTS.id) > 0 and index.weight(RESULTS.id, DRIVERS.id) > 0
    for k in (1, 3, 6):
        for cover in (covers, None):
            assert select_learned(cands, index, k, 5, cover, db, HAND) == select(cands, index, k, 1.0, 5, 2.0, cover)
    # and with other weights the order can change (the comparison is not vacuous)
    assert select(cands, index, 3, 0.0, 5, 0.0, None) != select(cands, index, 3, 1.0, 5, 2.0, covers)


def test_the_features_follow_the_chosen_tables(parts):
    index, covers, db, cands = parts
    state = SelectionState(cands, index, 5, covers, db)
    col = {f: j for j, f in enumerate(FEATURES)}
    i = {t: state.pos[t] for t in state.ids}
    before = state.features()
    assert before[i[RACES.id], col["rel"]] == 1.0 and before[i[DRIVERS.id], col["rel"]] == 0.0
    assert not before[:, col["link"]].any() and not before[:, col["same_db_first"]].any()
    state.take(i[RACES.id])
    after = state.features()
    assert after[i[RESULTS.id], col["joins_first"]] == 1.0 and after[i[RESULTS.id], col["link"]] > 0
    assert after[i[OTHER[0].id], col["joins_first"]] == 0.0
    assert [after[i[t.id], col["same_db_first"]] for t in CORPUS] == [1, 1, 1, 0, 0, 0]
    # "race" is covered by races now: results' new coverage drops by its share, its total coverage does not
    drop = before[i[RESULTS.id], col["new_cover"]] - after[i[RESULTS.id], col["new_cover"]]
    assert drop == pytest.approx(covers(RESULTS.id)["race"]) and drop > 0
    assert after[i[RESULTS.id], col["cover"]] == before[i[RESULTS.id], col["cover"]]
    assert after[i[OTHER[0].id], col["new_cover"]] == before[i[OTHER[0].id], col["new_cover"]] > 0  # "point": not covered
    # a weight on same_db_first brings the two other formula_1 tables up right after races
    w = dict(HAND, same_db_first=3.0)
    assert [t for t, _ in select_learned(cands, index, 3, 5, covers, db, w)] == [RACES.id, RESULTS.id, DRIVERS.id]
    assert [t for t, _ in select_learned(cands, index, 3, 5, None, db, {"rel": 1.0})] == [t for t, _ in cands[:3]]
    with pytest.raises(ValueError, match="unknown join features"):
        as_vector({"relevance": 1.0})


def test_teacher_forced_rollouts_take_gold_tables_and_stop_when_none_is_left(parts):
    index, covers, db, cands = parts
    gold = [RESULTS.id, DRIVERS.id]
    state = SelectionState(cands, index, 5, covers, db)
    steps = rollout_steps(state, gold, as_vector({"rel": 1.0}), k=10, forced=True)
    assert state.chosen == [RESULTS.id, DRIVERS.id] and len(steps) == 2
    assert [int(g.sum()) for _, g in steps] == [2, 1] and [len(x) for x, _ in steps] == [6, 5]
    free = SelectionState(cands, index, 5, covers, db)
    steps = rollout_steps(free, gold, as_vector({"rel": 1.0}), k=10)
    assert free.chosen == [t for t, _ in cands] and len(steps) == 6  # base order: drivers is last
    assert np.array_equal(steps[-1][1], np.array([True]))
