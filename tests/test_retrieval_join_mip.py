"""``select_mip``: the exact join-aware set selection equals brute force on small cases, finds a joinable pair
that greedy misses, and keeps ``select``'s contract (plain ranking, same length, strictly decreasing scores)."""

import itertools
import random

from mt_raig.retrieval.compat_index import CompatibilityIndex
from mt_raig.retrieval.join import select
from mt_raig.retrieval.join_mip import candidate_pool, objective, select_mip
from mt_raig.tables import Table


def random_case(rng: random.Random, n: int) -> tuple[list[tuple[str, float]], CompatibilityIndex]:
    ids = [f"t{i}" for i in range(n)]
    scores = sorted((round(rng.uniform(0, 10), 1) for _ in ids), reverse=True)  # rounding makes some ties
    edges: dict[str, dict[str, float]] = {}
    for a, b in itertools.combinations(ids, 2):
        if rng.random() < 0.4:
            w = rng.choice([0.6, 0.8, 1.0, 1.5])
            edges.setdefault(a, {})[b] = edges.setdefault(b, {})[a] = w
    return list(zip(ids, scores)), CompatibilityIndex(edges, "-", {})


def is_connected(chosen: tuple[str, ...], index: CompatibilityIndex) -> bool:
    seen, todo = {chosen[0]}, [chosen[0]]
    while todo:
        t = todo.pop()
        for c in chosen:
            if c not in seen and index.weight(t, c) > 0:
                seen.add(c)
                todo.append(c)
    return len(seen) == len(chosen)


def test_the_mip_objective_equals_the_best_subset_by_brute_force():
    rng = random.Random(7)
    checked = connected_checked = 0
    for _ in range(40):
        n = rng.randint(2, 8)
        cands, idx = random_case(rng, n)
        k, alpha = rng.randint(1, min(4, n)), rng.choice([0.2, 0.5, 1.0, 3.0])
        rel = candidate_pool(cands, idx, expand=0)
        best = max(objective(list(s), rel, idx, alpha) for s in itertools.combinations(rel, k))
        chosen = [t for t, _ in select_mip(cands, idx, k, alpha, expand=0)]
        assert len(chosen) == k == len(set(chosen))
        assert abs(objective(chosen, rel, idx, alpha) - best) < 1e-4, (cands, idx.edges, k, alpha)
        checked += 1
        joined = [s for s in itertools.combinations(rel, k) if is_connected(s, idx)]
        if joined:  # connected=True: the best set among those connected through joins
            best_joined = max(objective(list(s), rel, idx, alpha) for s in joined)
            chosen = [t for t, _ in select_mip(cands, idx, k, alpha, expand=0, connected=True)]
            assert is_connected(tuple(chosen), idx)
            assert abs(objective(chosen, rel, idx, alpha) - best_joined) < 1e-4, (cands, idx.edges, k, alpha)
            connected_checked += 1
    assert checked == 40 and connected_checked > 20


ORDERS = Table.create("shop - orders", ["order_no", "customer_code", "total"],
                      [["A17", "C-ANN", "20"], ["B22", "C-BOB", "35"], ["C31", "C-ANN", "12"]])
CUSTOMERS = Table.create("shop - customers", ["customer_code", "city"], [["C-ANN", "Oslo"], ["C-BOB", "Bergen"]])
REVIEWS = Table.create("reviews - products", ["product", "stars"], [["kettle", "4"], ["toaster", "5"]])
OTHER = Table.create("weather", ["day", "rain"], [["mon", "3.5"], ["tue", "0.0"]])


def test_the_mip_takes_a_joinable_pair_that_greedy_misses():
    idx = CompatibilityIndex.build([ORDERS, CUSTOMERS, REVIEWS, OTHER])
    assert idx.weight(ORDERS.id, CUSTOMERS.id) == 1.5 and idx.weight(REVIEWS.id, ORDERS.id) == 0.0
    # the top table joins nothing; the next two join each other: 0.9 + 0.85 + 0.2 x 1.5 for each = 2.35 > 1.0 + 0.9
    cands = [(REVIEWS.id, 10.0), (ORDERS.id, 9.0), (CUSTOMERS.id, 8.5), (OTHER.id, 0.0)]
    greedy = [t for t, _ in select(cands, idx, 2)]
    mip = select_mip(cands, idx, 2)
    assert set(greedy) == {REVIEWS.id, ORDERS.id}
    assert [t for t, _ in mip] == [ORDERS.id, CUSTOMERS.id]
    rel = candidate_pool(cands, idx)
    assert objective([t for t, _ in mip], rel, idx, 0.2) > objective(greedy, rel, idx, 0.2) + 0.1
    assert len(mip) == len(select(cands, idx, 2)) and [s for _, s in mip] == [2.0, 1.0]


def test_the_contract_of_select_ties_expansion_and_depth():
    rng = random.Random(3)
    for n, k in [(6, 3), (8, 8), (5, 9), (1, 1)]:
        cands, idx = random_case(rng, n)
        ranked, greedy = select_mip(cands, idx, k), select(cands, idx, k)
        assert len(ranked) == len(greedy) and len({t for t, _ in ranked}) == len(ranked)
        assert all(a[1] > b[1] for a, b in zip(ranked, ranked[1:]))
    assert select_mip([], CompatibilityIndex({}, "-", {}), 3) == [] and select_mip([("a", 1.0)], CompatibilityIndex({}, "-", {}), 0) == []
    # exact ties, no joins: the base order decides, every time
    flat = [(f"t{i}", 1.0) for i in range(6)]
    assert [t for t, _ in select_mip(flat, CompatibilityIndex({}, "-", {}), 3)] == ["t0", "t1", "t2"]
    # expansion: a strong partner of a top candidate enters from outside the candidates
    idx = CompatibilityIndex({"a": {"z": 1.5}, "z": {"a": 1.5}}, "-", {})
    cands = [("a", 5.0), ("b", 4.9), ("c", 0.0)]
    assert [t for t, _ in select_mip(cands, idx, 2, alpha=1.0)] == ["a", "z"]
    assert [t for t, _ in select_mip(cands, idx, 2, alpha=1.0, expand=0)] == ["a", "b"]
    # only the top depth_mip candidates enter the MIP; the rest follow in base order when k is larger
    many = [(f"t{i}", float(20 - i)) for i in range(12)]
    ranked = select_mip(many, CompatibilityIndex({"t0": {"t11": 1.5}, "t11": {"t0": 1.5}}, "-", {}), 5, alpha=5.0,
                        expand=0, depth_mip=3)
    assert [t for t, _ in ranked] == ["t0", "t1", "t2", "t3", "t4"]
