"""What to score: :class:`EvalItem` records built from a benchmark and a predictions file.

The tables of an item are those the generator was given (``table_ids`` of the
prediction record: retrieved tables in the open setting, gold ones in the
closed setting), in full: the verifier checks claims against the tables, not
against the rows a generator's context budget happened to keep. A failed
generation becomes an item with ``generation_status`` ``failed:<kind>``, which
the pipeline reports and never scores.
"""

from __future__ import annotations

from pathlib import Path

from mt_raig.data import Benchmark
from mt_raig.eval.judge import EvalItem


def items_from_predictions(benchmark: Benchmark, predictions_path: str | Path, include_missing: bool = False) -> list[EvalItem]:
    """One item per prediction record (the latest record of each id), in benchmark order.

    ``include_missing``: also add benchmark examples without a prediction, with
    ``generation_status="missing"`` (for a full-benchmark report whose failure
    rate counts them). A record whose id or table ids are not in ``benchmark``
    is an error naming it.
    """
    from mt_raig.generation.predictions import load_predictions

    preds = load_predictions(predictions_path)
    by_id = {e.id: e for e in benchmark.examples}
    unknown = [i for i in preds if i not in by_id]
    if unknown:
        raise ValueError(f"{predictions_path}: {len(unknown)} prediction ids are not in benchmark {benchmark.name!r}, first {unknown[0]!r} (wrong --data?)")
    items = []
    for ex in benchmark.examples:
        p = preds.get(ex.id)
        if p is None:
            if include_missing:
                items.append(EvalItem(ex.id, ex.question, ex.type, "", ex.insight, tuple(benchmark.gold_tables(ex)), generation_status="missing"))
            continue
        missing_tables = [t for t in p.table_ids if t not in benchmark.tables]
        if missing_tables:
            raise ValueError(f"{predictions_path}: prediction {p.id!r} names table {missing_tables[0]!r}, which is not in the corpus of {benchmark.name!r}")
        if not p.table_ids:
            raise ValueError(f"{predictions_path}: prediction {p.id!r} has no table_ids (which tables did the generator see?)")
        tables = tuple(benchmark.table(t) for t in p.table_ids)
        status = "ok" if p.status == "ok" else f"failed:{p.failure}"
        items.append(EvalItem(ex.id, ex.question, ex.type, p.insight if p.status == "ok" else "", ex.insight, tables, generation_status=status))
    return items


def items_from_gold(benchmark: Benchmark) -> list[EvalItem]:
    """The gold insight as the prediction over the gold tables: a sanity run (an oracle generator)."""
    return [EvalItem(e.id, e.question, e.type, e.insight, e.insight, tuple(benchmark.gold_tables(e))) for e in benchmark.examples]
