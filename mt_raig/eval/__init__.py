"""MT-RAIG Eval: faithfulness and completeness with LLM judges or the lexical proxy.

    >>> from mt_raig.eval import evaluate, load_judge, format_score_table   # doctest: +SKIP
    >>> from mt_raig.eval.items import items_from_predictions                # doctest: +SKIP
    >>> report = evaluate(items_from_predictions(bench, "preds.jsonl"), load_judge("llm:openai:gpt-4o-mini"))  # doctest: +SKIP
    >>> print(format_score_table(report)); report.save("scores.json")        # doctest: +SKIP

Modules: :mod:`~mt_raig.eval.judge` (the interface), :mod:`~mt_raig.eval.prompts`
(the paper's prompts, versioned), :mod:`~mt_raig.eval.parsing`,
:mod:`~mt_raig.eval.llm_judge`, :mod:`~mt_raig.eval.cache`,
:mod:`~mt_raig.eval.pricing`, :mod:`~mt_raig.eval.lexical` (the offline proxy),
:mod:`~mt_raig.eval.pipeline` (run + aggregate), :mod:`~mt_raig.eval.registry`,
:mod:`~mt_raig.eval.items`, :mod:`~mt_raig.eval.cli`.

How this differs from the authors' public implementation (same definitions,
Eq. 2 and 3 of the paper; faults fixed):

- A claim with no valid 0/1 answer, an insight with no claims, a reply that
  cannot be parsed and any backend error are statuses (``parse_failed``,
  ``no_claims``, ``backend_failed``), not 0; averages are over scored items with
  failure counts and rates beside them. Unparseable replies are retried (bounded).
- Numbered lists split only at a marker starting a line (or, for a one-line
  list, at markers numbered 1, 2, 3 in sequence): a claim ending in a number is
  kept whole.
- Matched topic indices are deduplicated and range-checked (dropped ones are
  recorded), so precision and recall never exceed 1.
- The prompts add one output-format sentence to the paper's text (numbered list,
  single digit, or JSON under structured output).
- Extra verification modes (``logprob``, ``greedy``, ``batched``) are named in
  every result; ``official`` (n=20, temperature 2.0, 5 tokens) is the default.
- The summary's ``Macro`` (mean of the per-type means) is the paper's "Avg."
  (Tables 6 and 20) and is the ``Avg.`` row of printed tables; the summary's
  ``Avg`` (the ``All`` row) is the mean over all scored items.
"""

from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Status, Topics, Verdict
from mt_raig.eval.pipeline import EvalReport, evaluate, format_score_table, summarize
from mt_raig.eval.registry import load_judge

__all__ = [
    "Claims", "EvalItem", "EvalReport", "Judge", "Match", "Status", "Topics", "Verdict",
    "evaluate", "format_score_table", "load_judge", "summarize",
]
