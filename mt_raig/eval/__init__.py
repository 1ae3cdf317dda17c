"""MT-RAIG Eval: faithfulness and completeness with LLM judges or the lexical proxy.

    >>> from mt_raig.eval import evaluate, load_judge, format_score_table   # doctest: +SKIP
"""

from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Status, Topics, Verdict
from mt_raig.eval.pipeline import EvalReport, evaluate, format_score_table, summarize
from mt_raig.eval.registry import load_judge

__all__ = [
    "Claims", "EvalItem", "EvalReport", "Judge", "Match", "Status", "Topics", "Verdict",
    "evaluate", "format_score_table", "load_judge", "summarize",
]
