"""Old import path (kept until the lead's integration removes it): use :mod:`mt_raig.eval.scoring` and :mod:`mt_raig.eval.summary`.

``evaluate`` was renamed :func:`~mt_raig.eval.scoring.score` (it clashed with Hugging Face ``evaluate``).
"""

from mt_raig.eval.scoring import run_judge as evaluate
from mt_raig.eval.scoring import score
from mt_raig.eval.summary import format_score_table, summarize
from mt_raig.io.scores import METRICS, EvalReport

__all__ = ["EvalReport", "METRICS", "evaluate", "format_score_table", "score", "summarize"]
