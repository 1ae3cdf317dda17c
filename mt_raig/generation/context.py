"""Which tables each example's prompt gets, and fitting them into a model's context.

Settings (paper, Section 4 and Figure 5):

- ``open``: the top-``k`` tables of a retrieval run ``{example_id: [table_id, ...]}``
  (best first), or of the benchmark's official DPR top-10 when no run is given.
  The paper uses k = 10; varying ``k`` is its first analysis.
- ``closed``: the gold tables only (the paper's upper bound and its
  multi-table-difficulty analysis).
- ``closed`` with ``noise_ratio``: the gold tables kept fixed plus
  ``noise_ratio * n_gold`` (rounded half up) irrelevant (non-gold) tables, the paper's
  noise-sensitivity analysis ("the ratio of irrelevant to gold tables"). Noise
  comes from the run's ranking (``noise_source="retrieved"``: the highest-ranked
  non-gold tables, i.e. hard negatives) or uniformly from the corpus
  (``"random"``). Table order is shuffled so gold tables are not always first.
  All randomness is seeded per example (seed + example id), so a selection does
  not depend on ``--limit``, on resumption or on the order examples are run in.

A context budget then cuts rows from the end of the largest tables until the
prompt fits (:func:`fit_tables`), reporting the rows dropped per table.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Literal, Mapping, Sequence

from mt_raig.data import Benchmark, Example
from mt_raig.errors import ConfigError, DataError
from mt_raig.tables import Table, truncate_to_budget

Setting = Literal["open", "closed"]
NoiseSource = Literal["random", "retrieved"]
SETTINGS = ("open", "closed")
NOISE_SOURCES = ("random", "retrieved")
DEFAULT_K = 10


def load_run(path: str | Path, examples: Sequence[Example] | None = None) -> dict[str, list[str]]:
    """Read a retrieval run: our JSON ``{example_id: [table_id, ...]}`` (entries may carry
    scores), a TREC run, or, with ``examples``, the official layout
    (``dpr_top_10_retrieved_table_ids_set.json``: id lists in benchmark order).
    Only the order of ids is used. See :mod:`mt_raig.io.runs`.
    """
    from mt_raig.io.runs import read_any_run

    return read_any_run(path, examples)


def normalize_run(raw: object, source: str = "run") -> dict[str, list[str]]:
    """Validate an in-memory run and reduce every entry to a list of table ids."""
    from mt_raig.io.runs import normalize_run as normalize

    return normalize(raw, source)


def run_fingerprint(run: Mapping[str, Sequence[str]] | None) -> str | None:
    """sha256 of the run's canonical JSON: identifies the retrieval a prediction file used."""
    if run is None:
        return None
    canonical = json.dumps({k: list(v) for k, v in run.items()}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ContextSpec:
    """How to choose each example's tables (see the module docstring)."""

    setting: Setting = "open"
    k: int = DEFAULT_K
    noise_ratio: float | None = None
    noise_source: NoiseSource = "random"
    seed: int = 0

    def __post_init__(self) -> None:
        if self.setting not in SETTINGS:
            raise ConfigError(f"setting must be one of {', '.join(SETTINGS)}, got {self.setting!r}")
        if self.setting == "open" and self.k < 1:
            raise ConfigError(f"k must be >= 1, got {self.k}")
        if self.noise_ratio is not None:
            if self.setting != "closed":
                raise ConfigError("noise_ratio applies to the closed setting (gold tables kept, irrelevant ones added); use setting='closed'")
            if self.noise_ratio < 0:
                raise ConfigError(f"noise_ratio must be >= 0 (irrelevant tables per gold table), got {self.noise_ratio}")
        if self.noise_source not in NOISE_SOURCES:
            raise ConfigError(f"noise_source must be one of {', '.join(NOISE_SOURCES)}, got {self.noise_source!r}")

    def to_dict(self) -> dict:
        """Only what affects the selection (k is meaningless in the closed setting)."""
        d = {"setting": self.setting, "k": self.k if self.setting == "open" else None, "noise_ratio": self.noise_ratio}
        if self.noise_ratio is not None:
            d.update(noise_source=self.noise_source, seed=self.seed)
        return d


@dataclass(frozen=True)
class Selection:
    """The tables chosen for one example, in prompt order.

    ``noise_requested`` > ``noise_given`` when the run had too few non-gold
    tables for the requested noise ratio (recorded, not hidden).
    """

    table_ids: tuple[str, ...]
    gold_given: int
    noise_requested: int = 0
    noise_given: int = 0


def _example_rng(seed: int, example_id: str) -> random.Random:
    digest = hashlib.sha256(f"{seed}|{example_id}".encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def check_run(benchmark: Benchmark, run: Mapping[str, Sequence[str]], examples: Sequence[Example]) -> None:
    """Every example has a ranking and every ranked table is in the corpus; one error lists the problems."""
    missing = [e.id for e in examples if e.id not in run]
    unknown = sorted({t for e in examples for t in run.get(e.id, ()) if t not in benchmark.tables})
    problems = []
    if missing:
        problems.append(f"{len(missing)} examples have no ranking in the run, first: {', '.join(missing[:3])}")
    if unknown:
        problems.append(f"{len(unknown)} ranked table ids are not in the corpus of {benchmark.name!r}, first: {', '.join(unknown[:3])}")
    if problems:
        raise DataError("the run does not match the benchmark: " + "; ".join(problems))


def select_tables(
    example: Example,
    benchmark: Benchmark,
    spec: ContextSpec,
    run: Mapping[str, Sequence[str]] | None,
) -> Selection:
    """The table ids for ``example`` under ``spec`` (``run`` falls back to ``benchmark.retrieved``)."""
    ranking_source = run if run is not None else benchmark.retrieved
    gold = list(example.gold_table_ids)
    if spec.setting == "open":
        if ranking_source is None:
            raise DataError(f"the open setting needs a retrieval run: {benchmark.name!r} ships no official retrieved tables")
        if example.id not in ranking_source:
            raise DataError(f"example {example.id!r} has no ranking in the run")
        top = list(dict.fromkeys(ranking_source[example.id]))[: spec.k]
        return Selection(tuple(top), gold_given=len(set(top) & set(gold)))
    if not spec.noise_ratio:
        return Selection(tuple(gold), gold_given=len(gold))
    want = int(spec.noise_ratio * len(gold) + 0.5)  # rounded half up
    gold_set = set(gold)
    rng = _example_rng(spec.seed, example.id)
    if spec.noise_source == "retrieved":
        if ranking_source is None or example.id not in ranking_source:
            raise DataError(f"noise_source='retrieved' needs a run with a ranking for example {example.id!r}")
        noise = [t for t in dict.fromkeys(ranking_source[example.id]) if t not in gold_set][:want]
    else:
        pool = sorted(t for t in benchmark.tables if t not in gold_set)
        noise = rng.sample(pool, min(want, len(pool)))
    ids = gold + noise
    rng.shuffle(ids)
    return Selection(tuple(ids), gold_given=len(gold), noise_requested=want, noise_given=len(noise))


def fully_retrieved(benchmark: Benchmark, run: Mapping[str, Sequence[str]] | None, k: int = DEFAULT_K) -> list[str]:
    """Ids of the examples whose whole gold set is in the run's top-``k``.

    The paper's noise analysis uses only these examples ("samples where the
    entire gold table set is successfully retrieved"); pass them to
    ``generate(..., example_ids=...)``.
    """
    ranking_source = run if run is not None else benchmark.retrieved
    if ranking_source is None:
        raise DataError(f"no run given and {benchmark.name!r} ships no official retrieved tables")
    return [e.id for e in benchmark.examples if set(e.gold_table_ids) <= set(ranking_source.get(e.id, [])[:k])]


@dataclass(frozen=True)
class Fitted:
    """Tables cut to a budget: the tables to send and the rows dropped from each (by table id)."""

    tables: tuple[Table, ...]
    rows_dropped: dict[str, int]

    @property
    def total_rows_dropped(self) -> int:
        return sum(self.rows_dropped.values())


def allocate(tables: Sequence[Table], budget: int, count: Callable[[str], int]) -> Fitted:
    """Share ``budget`` (measured by ``count`` over each serialized table) among ``tables``.

    Water-filling: tables smaller than an equal share keep all their rows and
    leave what they do not use to the others; the rest are each cut to the
    equal share of what remains, dropping rows from the end (never the schema).
    """
    sizes = [count(t.serialize()) for t in tables]
    kept: list[Table | None] = list(tables)
    dropped = {t.id: 0 for t in tables}
    if sum(sizes) <= budget:
        return Fitted(tuple(tables), dropped)
    remaining = max(budget, 0)
    order = sorted(range(len(tables)), key=lambda i: sizes[i])
    for pos, i in enumerate(order):
        share = remaining // (len(order) - pos)
        if sizes[i] <= share:
            remaining -= sizes[i]
            continue
        for j in order[pos:]:
            cut = truncate_to_budget(tables[j], share, count)
            kept[j] = cut.table
            dropped[tables[j].id] = cut.rows_dropped
        break
    return Fitted(tuple(t for t in kept if t is not None), dropped)


def fit_tables(
    tables: Sequence[Table],
    limit: int,
    prompt_tokens: Callable[[Sequence[Table]], int],
    count: Callable[[str], int],
    max_rounds: int = 8,
) -> Fitted | None:
    """Cut rows until ``prompt_tokens(tables) <= limit``; ``None`` when even the schemas alone do not fit.

    ``prompt_tokens`` measures the whole prompt built from the tables (so the
    template and question are counted exactly); the tables' share starts at
    ``limit`` minus the prompt without tables and shrinks by any overflow
    (token counts of a joined text can differ from the sum of its parts).
    """
    full = Fitted(tuple(tables), {t.id: 0 for t in tables})
    if prompt_tokens(tables) <= limit:
        return full
    overhead = prompt_tokens(())
    budget = limit - overhead
    for _ in range(max_rounds):
        if budget < 0:
            break
        fitted = allocate(tables, budget, count)
        over = prompt_tokens(fitted.tables) - limit
        if over <= 0:
            return fitted
        budget -= max(over, budget // 20, 1)
    schemas_only = allocate(tables, 0, count)
    if prompt_tokens(schemas_only.tables) <= limit:
        return schemas_only
    return None
