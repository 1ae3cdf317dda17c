"""What to score: :class:`EvalItem` records built from a benchmark and predictions (a file or records in memory).

The tables of an item are exactly those the generator was given (``table_ids``
of the prediction record: retrieved tables in the open setting, gold ones in
the closed setting), with the rows its context budget cut (``rows_dropped``)
removed: the verifier judges a claim against what the generator could read,
and the judge refuses (status ``context_overflow``) rather than cut anything
further. A failed generation becomes an item with ``generation_status``
``failed:<kind>``; the scorer decides whether that is the system's failure
(scored 0) or not scored at all (see :func:`mt_raig.eval.judge.prediction_status`).
"""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import Any, Iterable, Mapping

from mt_raig.data import Benchmark
from mt_raig.errors import DataError
from mt_raig.eval.judge import EvalItem


def _records(predictions: str | Path | Iterable[Any]) -> dict[str, Any]:
    from mt_raig.io.predictions import Prediction, load_predictions

    if isinstance(predictions, (str, Path)):
        return load_predictions(predictions)
    out: dict[str, Any] = {}
    for k, p in enumerate(predictions):
        if isinstance(p, Mapping):
            try:
                p = Prediction.from_dict(dict(p))
            except (TypeError, ValueError) as e:
                raise DataError(f"predictions[{k}]: not a prediction record ({e})") from None
        out[p.id] = p  # the latest record of an id wins, as in a predictions file
    return out


def items_from_predictions(benchmark: Benchmark, predictions: str | Path | Iterable[Any], include_missing: bool = False) -> list[EvalItem]:
    """One item per prediction (the latest record of each id), in benchmark order.

    ``predictions``: a predictions JSONL path, or prediction records (or their
    dicts) in memory. ``include_missing``: also add benchmark examples without a
    prediction, with ``generation_status="missing"`` (counted, not scored);
    without it a file that covers fewer questions than the benchmark gives a
    warning. A record whose id or table ids are not in ``benchmark`` is a
    :class:`DataError` naming it.
    """
    source = str(predictions) if isinstance(predictions, (str, Path)) else "predictions"
    preds = _records(predictions)
    by_id = {e.id: e for e in benchmark.examples}
    unknown = [i for i in preds if i not in by_id]
    if unknown:
        raise DataError(f"{source}: {len(unknown)} prediction ids are not in benchmark {benchmark.name!r}, first {unknown[0]!r} (wrong --data?)")
    if not include_missing and len(preds) < len(by_id):
        warnings.warn(f"{source} covers {len(preds)} of the {len(by_id)} questions of {benchmark.name!r}; "
                      "the others are not counted (include_missing=True / --include-missing counts them as missing)", stacklevel=2)
    items = []
    for ex in benchmark.examples:
        p = preds.get(ex.id)
        if p is None:
            if include_missing:
                items.append(EvalItem(ex.id, ex.question, ex.type, "", ex.insight, tuple(benchmark.gold_tables(ex)), generation_status="missing"))
            continue
        missing_tables = [t for t in p.table_ids if t not in benchmark.tables]
        if missing_tables:
            raise DataError(f"{source}: prediction {p.id!r} names table {missing_tables[0]!r}, which is not in the corpus of {benchmark.name!r}")
        if not p.table_ids:
            raise DataError(f"{source}: prediction {p.id!r} has no table_ids (which tables did the generator see?)")
        tables = []
        for t in p.table_ids:
            table = benchmark.table(t)
            dropped = p.rows_dropped.get(t, 0)
            if not 0 <= dropped <= table.num_rows:
                raise DataError(f"{source}: prediction {p.id!r} says {dropped} rows were dropped from table {t!r}, which has {table.num_rows}")
            tables.append(table.head(table.num_rows - dropped) if dropped else table)
        status = "ok" if p.status == "ok" else f"failed:{p.failure}"
        items.append(EvalItem(ex.id, ex.question, ex.type, p.insight if p.status == "ok" else "", ex.insight, tuple(tables),
                              generation_status=status, rows_dropped=sum(p.rows_dropped.get(t, 0) for t in p.table_ids)))
    return items


def items_from_gold(benchmark: Benchmark) -> list[EvalItem]:
    """The gold insight as the prediction over the gold tables: a sanity run (an oracle generator)."""
    return [EvalItem(e.id, e.question, e.type, e.insight, e.insight, tuple(benchmark.gold_tables(e))) for e in benchmark.examples]
