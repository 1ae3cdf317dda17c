"""``join:``: a gold set reachable only through a join key (the base misses it, join: finds it), the
compatibility index's stale refusal, and a plain ranked run."""

import pytest

from mt_raig.errors import DataError
from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.retrieval.registry import load_retriever
from mt_raig.tables import Table

MATCHES = Table.create("World Cup 2014 - matches", ["match", "home_code", "away_code", "home_goals", "away_goals"],
                       [["1", "BRA", "GER", "1", "7"], ["2", "ARG", "NED", "0", "0"], ["3", "GER", "ARG", "1", "0"]])
CODES = Table.create("fifa_codes", ["code", "nation"], [["BRA", "Brazil"], ["GER", "Germany"], ["ARG", "Argentina"],
                                                       ["NED", "Netherlands"], ["FRA", "France"]])
DISTRACTORS = [
    Table.create("Euro 2012 - matches", ["match", "winner", "goals"], [["1", "Spain", "1"], ["2", "Italy", "2"]]),
    Table.create("Bundesliga goals by season", ["season", "goals"], [["2014", "967"], ["2015", "843"]]),
    Table.create("Cup winners - matches played", ["club", "matches", "goals"], [["Bayern", "34", "92"], ["Dortmund", "34", "82"]]),
    Table.create("World Cup 2018 - scorers", ["player", "goals"], [["Kane", "6"], ["Lukaku", "4"]]),
]
CORPUS = [MATCHES, CODES, *DISTRACTORS]
QUESTION = "Which team scored the most goals in the 2014 World Cup matches, by full name?"


def test_a_table_reachable_only_through_its_key_is_found():
    base = load_retriever("bm25")
    base.index(CORPUS, progress=False)
    top = [t for t, _ in base.search([QUESTION], 2, progress=False)[0]]
    assert MATCHES.id in top and CODES.id not in top  # no word of the question in the code table
    join = load_retriever("join:bm25@alpha=1.0")  # a join weighs as much as relevance
    join.index(CORPUS, progress=False)
    ranked = join.search([QUESTION], 2, progress=False)[0]
    assert [t for t, _ in ranked] == [MATCHES.id, CODES.id]
    assert [s for _, s in ranked] == sorted((s for _, s in ranked), reverse=True) and len({s for _, s in ranked}) == 2


def test_the_compatibility_index_links_by_values_not_by_row_numbers(tmp_path):
    idx = CompatibilityIndex.build(CORPUS)
    assert idx.weight(MATCHES.id, CODES.id) >= 1.0
    assert idx.weight(MATCHES.id, DISTRACTORS[0].id) == 0.0  # 'match' 1, 2 is a run of row numbers: no link
    path = idx.save(tmp_path / "compat.json")
    assert CompatibilityIndex.load(path, CORPUS).edges == idx.edges
    edited = [Table(CODES.id, CODES.title, CODES.header, (("BRA", "Brasil"),) + CODES.cells[1:]), *[t for t in CORPUS if t is not CODES]]
    with pytest.raises(DataError, match="another corpus"):
        CompatibilityIndex.load(path, edited)


def test_join_is_an_ordinary_spec_and_refuses_bad_options():
    from mt_raig.errors import ConfigError
    from mt_raig.retrieval.join import parse_spec

    assert parse_spec(None) == ("bm25", 0.2, 50) and parse_spec("hybrid:bm25+dense@alpha=0.5") == ("hybrid:bm25+dense", 0.5, 50)
    with pytest.raises(ConfigError, match="unknown or bad join option"):
        parse_spec("bm25@beta=1")
