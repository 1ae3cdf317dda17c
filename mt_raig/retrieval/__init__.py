"""Multi-table retrieval: retrievers behind one interface, metrics, run files.

Entry points: :func:`retrieve` (benchmark + spec -> run, results),
:func:`load_retriever` (spec -> :class:`Retriever`), :func:`evaluate_run` and
:func:`format_metrics_table` (the paper's Table 19 layout).
"""

from mt_raig.retrieval.base import Encoder, EncoderOptions, Ranking, RetrievalError, Retriever
from mt_raig.retrieval.metrics import DEFAULT_KS, evaluate_run, format_breakdown, format_metrics_table
from mt_raig.retrieval.pipeline import retrieve, run_retrieval, score_run
from mt_raig.retrieval.registry import known_retrievers, load_retriever, register

__all__ = [
    "DEFAULT_KS",
    "Encoder",
    "EncoderOptions",
    "Ranking",
    "RetrievalError",
    "Retriever",
    "evaluate_run",
    "format_breakdown",
    "format_metrics_table",
    "known_retrievers",
    "load_retriever",
    "register",
    "retrieve",
    "run_retrieval",
    "score_run",
]
