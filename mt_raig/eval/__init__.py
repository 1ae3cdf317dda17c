"""MT-RAIG Eval: faithfulness and completeness with LLM judges or the lexical proxy.

    >>> from mt_raig.eval import items_from_predictions, score, format_score_table   # doctest: +SKIP
    >>> report = score(items_from_predictions(bench, "preds.jsonl"), "llm:openai:gpt-4o-mini", mode="logprob")  # doctest: +SKIP
    >>> print(format_score_table(report)); report.save("scores.json")                # doctest: +SKIP

Modules: :mod:`~mt_raig.eval.judge` (the interface and statuses),
:mod:`~mt_raig.eval.prompts` (the paper's prompts, versioned variants),
:mod:`~mt_raig.eval.parsing` and :mod:`~mt_raig.eval.verdicts` (reading replies),
:mod:`~mt_raig.eval.llm_judge` (the LLM judge; its calls run on
:mod:`mt_raig.llm.calls`), :mod:`~mt_raig.eval.estimate` (dry runs),
:mod:`~mt_raig.eval.lexical` (the offline proxy), :mod:`~mt_raig.eval.scoring`
(run + score), :mod:`~mt_raig.eval.summary` (aggregate + table),
:mod:`~mt_raig.eval.registry`, :mod:`~mt_raig.eval.items`,
:mod:`~mt_raig.eval.config` and :mod:`~mt_raig.eval.cli`. The report format is
:mod:`mt_raig.io.scores`. How scores differ from the authors' code:
``evaluation/mt_raig_eval/README.md``.
"""

from mt_raig.eval.items import items_from_gold, items_from_predictions
from mt_raig.eval.judge import SYSTEM_FAILURES, Claims, EvalItem, Judge, Match, Status, Topics, Verdict
from mt_raig.eval.registry import load_judge
from mt_raig.eval.scoring import run_judge, score
from mt_raig.eval.summary import format_score_table, summarize
from mt_raig.io.scores import EvalReport, load_report

__all__ = [
    "Claims", "EvalItem", "EvalReport", "Judge", "Match", "SYSTEM_FAILURES", "Status", "Topics", "Verdict",
    "format_score_table", "items_from_gold", "items_from_predictions", "load_judge", "load_report", "run_judge", "score", "summarize",
]
