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
    for spec in ("join:bm25@alpha=1.0", "join:bm25@alpha=1.0,neighbours=0"):  # a join weighs as much as relevance;
        join = load_retriever(spec)  # the selection step finds the code table without the base's key-linked words too
        join.index(CORPUS, progress=False)
        ranked = join.search([QUESTION], 2, progress=False)[0]
        assert [t for t, _ in ranked] == [MATCHES.id, CODES.id], spec
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


def test_numbers_link_two_databases_only_through_a_key_name_and_flags_never_link():
    courses = Table.create("college - course", ["course_id", "credits", "has_lab"], [["2", "3", "true"], ["5", "4", "false"], ["7", "4", "true"]])
    offerings = Table.create("college - offering", ["offering_id", "course_id", "has_exam"], [["1", "2", "true"], ["2", "5", "false"], ["3", "7", "true"]])
    cars = Table.create("dealer - inventory", ["car_id", "price", "in_stock"], [[str(i), str(9000 + i), "true" if i % 2 else "false"] for i in range(1, 9)])
    invoices = Table.create("dealer - invoice", ["invoice_no", "car_id"], [["A1", "2"], ["A2", "5"], ["A3", "7"]])
    idx = CompatibilityIndex.build([courses, offerings, cars, invoices])
    assert idx.weight(courses.id, offerings.id) >= 1.0  # course ids 2, 5, 7 within one database: a join
    assert idx.weight(invoices.id, cars.id) >= 1.0  # car_id names the link: a join
    assert idx.weight(courses.id, cars.id) == 0.0 and idx.weight(offerings.id, cars.id) == 0.0  # 2, 5, 7 among car ids 1-8 and
    # true/false in both: coincidences across databases
    assert idx.weight(courses.id, invoices.id) == 0.0  # the same three numbers, another database, no name in common


def test_join_is_an_ordinary_spec_and_refuses_bad_options():
    from mt_raig.errors import ConfigError
    from mt_raig.retrieval.join import parse_spec

    assert parse_spec(None) == ("bm25", {"alpha": 1.0, "gamma": 2.0, "depth": 50, "expand": 5, "select": "greedy", "size": 5,
                                       "neighbours": 1.0, "cellfield": 1.0, "titlefield": 1.0, "lexical": 0.4, "samedb": 0.4})
    base, options = parse_spec("hybrid:bm25+dense@alpha=0.7,select=mip,size=3")
    assert base == "hybrid:bm25+dense" and (options["alpha"], options["select"], options["size"]) == (0.7, "mip", 3)
    assert parse_spec("hybrid:bm25+dense@score")[0] == "hybrid:bm25+dense@score"  # the base's own options
    assert parse_spec("hybrid:bm25+dense@score@gamma=1") == ("hybrid:bm25+dense@score", {**parse_spec(None)[1], "gamma": 1.0})
    with pytest.raises(ConfigError, match="unknown or bad join option"):
        parse_spec("bm25@alpha=1,beta=1")
    with pytest.raises(ConfigError, match="select='exact'"):
        parse_spec("bm25@select=exact")
    with pytest.raises(ConfigError, match="size >= 1"):
        parse_spec("bm25@size=0")
    for bad in ("0", "1", "1.5"):
        with pytest.raises(ConfigError, match="strictly between 0 and 1"):
            parse_spec(f"hybrid@lexical={bad}")


def test_a_hybrid_base_leans_on_its_dense_part_unless_its_spec_sets_weights():
    from mt_raig.retrieval import EncoderOptions
    from mt_raig.retrieval.hybrid import HybridRetriever
    from mt_raig.retrieval.join import JoinRetriever, build_retriever, weigh_lexical_parts

    opts = EncoderOptions(device="cpu")
    assert build_retriever("hybrid", opts).base.weights == pytest.approx((0.4, 0.6))  # bm25's share 0.4, dense's 0.6
    assert build_retriever("hybrid@lexical=0.25", opts).base.weights == pytest.approx((0.25, 0.75))
    assert build_retriever("hybrid:dense+bm25", opts).base.weights == pytest.approx((0.6, 0.4))  # by part, not position
    assert build_retriever("hybrid:bm25+dense@w=0.5/0.5", opts).base.weights == (0.5, 0.5)  # the spec's own weights stay
    three = HybridRetriever([], ["bm25", "bm25:plain", "dense"])
    weigh_lexical_parts(three, 0.4)
    assert three.weights == pytest.approx((0.2, 0.2, 0.6))
    dense_only = HybridRetriever([], ["dense", "dense:BAAI/bge-small-en"])
    weigh_lexical_parts(dense_only, 0.4)
    assert dense_only.weights is None  # no lexical part: nothing to re-weigh
    info = JoinRetriever(HybridRetriever([], ["bm25", "dense"]), "hybrid").info()
    assert info["lexical"] == 0.4 and info["base"]["weights"] == pytest.approx([0.4, 0.6])  # recorded with the run


def test_schema_only_tables_link_by_key_names_within_one_database():
    from mt_raig.retrieval.compat_index import name_links

    orders = Table.create("shop - orders", ["order_id", "customerId", "region_code", "total"], [])
    customers = Table.create("shop - customers", ["id", "name", "city"], [])
    stores = Table.create("shop - stores", ["region_code", "city"], [])
    stock = Table.create("shop - stock", ["region_code", "item"], [])
    elsewhere = Table.create("library - customers", ["id", "name"], [])
    idx = CompatibilityIndex.build([orders, customers, stores, stock, elsewhere])
    assert idx.weight(orders.id, customers.id) == 1.0  # customerId names the customers table
    assert idx.weight(orders.id, stores.id) == pytest.approx(2 / 3)  # region_code held by 3 tables, named for none
    assert idx.weight(orders.id, elsewhere.id) == 0.0  # another database
    assert idx.weight(customers.id, stores.id) == 0.0  # 'city' is no key
    assert CompatibilityIndex.build([orders, customers], name_weight=0).weight(orders.id, customers.id) == 0.0
    assert {(a, b) for a, b, _ in name_links([orders, customers], {orders.id: "orders", customers.id: "customers"})} == {(orders.id, customers.id)}


COVER = [
    Table.create("league - player goals and assists", ["player", "goals", "assists"], [["Kane", "30", "10"], ["Salah", "25", "12"]]),
    Table.create("cup - player goals and assists", ["player", "goals", "assists"], [["Kane", "3", "1"], ["Salah", "2", "2"]]),
    Table.create("league - stadium capacity", ["stadium", "capacity", "city"], [["Anfield", "61000", "Liverpool"]]),
    Table.create("weather - rain", ["city", "mm"], [["Leeds", "700"]]),
]


def test_coverage_prefers_a_table_answering_another_part_of_the_question():
    question = "Which player had the most goals and assists, and in which stadium?"
    base = load_retriever("bm25")
    base.index(COVER, progress=False)
    top2 = [t for t, _ in base.search([question], 2, progress=False)[0]]
    assert COVER[2].id not in top2  # the two 'player goals and assists' tables outrank the stadium table
    for spec in ("join:bm25@alpha=0,gamma=4", "join:bm25@alpha=0,gamma=4,select=mip,size=2"):
        join = load_retriever(spec)
        join.index(COVER, progress=False)
        ranked = [t for t, _ in join.search([question], 2, progress=False)[0]]
        assert set(ranked) == {top2[0], COVER[2].id}, spec  # the second part (the stadium) is covered
    no_cover = load_retriever("join:bm25@alpha=0,gamma=0")
    no_cover.index(COVER, progress=False)
    assert [t for t, _ in no_cover.search([question], 2, progress=False)[0]] == top2


def test_retrieve_saves_the_compatibility_index_and_refuses_it_for_an_edited_corpus(tmp_path):
    from mt_raig.data import Benchmark, Example
    from mt_raig.retrieval.pipeline import retrieve

    ex = Example("q1", QUESTION, "Analysis & Summary", (MATCHES.id, CODES.id), "")
    bench = Benchmark([ex], {t.id: t for t in CORPUS}, None, "join-test")
    first = retrieve(bench, "join:bm25", k=3, index_dir=tmp_path / "idx", progress=False)
    assert (tmp_path / "idx" / "compat_index.json").exists() and first.settings["index"]["loaded"] is False
    again = retrieve(bench, "join:bm25", k=3, index_dir=tmp_path / "idx", progress=False)
    assert again.settings["index"]["loaded"] is True and again.run == first.run
    edited = {t.id: t for t in CORPUS}
    edited[CODES.id] = Table(CODES.id, CODES.title, CODES.header, (("BRA", "Brasil"),) + CODES.cells[1:])
    with pytest.raises(DataError, match="another corpus"):
        retrieve(Benchmark([ex], edited, None, "join-test"), "join:bm25", k=3, index_dir=tmp_path / "idx", progress=False)


def test_prefix_filtered_pairs_equal_the_brute_force_containment_test():
    import math
    import random
    from collections import defaultdict

    from mt_raig.retrieval.compat_index import _containing_pairs

    rng = random.Random(7)
    columns = []
    for i in range(120):  # columns of 40 tables over a small shared vocabulary: many overlaps, many equal sizes
        values = frozenset(f"K{rng.randint(0, 59)}" for _ in range(rng.randint(1, 9)))
        columns.append((f"t{i // 3}", f"c{i % 3}", values, False))
    postings = defaultdict(list)
    for c, (_, _, values, _) in enumerate(columns):
        for v in values:
            postings[v].append(c)
    for max_postings in (8, 50):
        expected = set()
        for x in range(len(columns)):
            for y in range(x + 1, len(columns)):
                if columns[x][0] == columns[y][0]:
                    continue
                n = sum(1 for v in columns[x][2] & columns[y][2] if len(postings[v]) <= max_postings)
                small = min(len(columns[x][2]), len(columns[y][2]))
                if n >= max(2, math.ceil(0.6 * small - 1e-9)):
                    expected.add((x, y, n))
        found = list(_containing_pairs(columns, postings, 0.6, 2, max_postings))
        assert len(found) == len(set(found)) and set(found) == expected and expected
