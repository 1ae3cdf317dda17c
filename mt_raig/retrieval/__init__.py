"""Multi-table retrieval: retrievers behind one interface, the paper's metrics, runs.

Entry points: :func:`retrieve` (benchmark + spec -> :class:`RetrievalResult`),
:func:`load_retriever` (spec -> :class:`Retriever`), :func:`evaluate_run` and
:func:`format_metrics_table` (the paper's Table 19 layout). Run files are read
and written by :mod:`mt_raig.io.runs`.
"""

from mt_raig.retrieval.base import Encoder, EncoderOptions, Ranking, Retriever
from mt_raig.retrieval.config import RetrievalConfig
from mt_raig.retrieval.metrics import DEFAULT_KS, evaluate_run, format_breakdown, format_metrics_table
from mt_raig.retrieval.pipeline import RetrievalResult, retrieve, score_run
from mt_raig.retrieval.registry import known_retrievers, load_retriever, register

__all__ = [
    "DEFAULT_KS",
    "Encoder",
    "EncoderOptions",
    "Ranking",
    "RetrievalConfig",
    "RetrievalResult",
    "Retriever",
    "evaluate_run",
    "format_breakdown",
    "format_metrics_table",
    "known_retrievers",
    "load_retriever",
    "register",
    "retrieve",
    "score_run",
]
