"""Reference-based n-gram metrics: SacreBLEU (``sacrebleu``) and ROUGE-L F1 (``rouge-score``).

Both compare the predicted insight with the gold insight, one item at a time
(sentence-level), and the paper's tables average the per-item scores (Table 21
reports the mean over question types). Values are stored in ``[0, 1]``.

- SacreBLEU: ``sacrebleu.sentence_bleu`` with its defaults (13a tokenizer,
  ``exp`` smoothing, effective order), divided by 100.
- ROUGE-L: the F-measure of ``rouge_scorer.RougeScorer(["rougeL"])``; the
  Porter stemmer is on by default (``use_stemmer``), as recorded in ``info()``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import Metric, MetricResult
from mt_raig.provenance import package_versions


class SacreBLEU(Metric):
    """Sentence-level BLEU of the insight against the gold insight (Post, 2018)."""

    name = "SacreBLEU"

    def __init__(self, arg: str | None = None) -> None:
        from sacrebleu.metrics import BLEU

        if arg:
            raise ValueError(f"SacreBLEU takes no argument, got {arg!r}")
        self._bleu = BLEU(effective_order=True)

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        return self.score_each(items, lambda it: MetricResult("ok", {"score": self._bleu.sentence_score(it.prediction, [it.reference]).score / 100.0}))

    def info(self) -> dict:
        return {"name": self.name, "level": "sentence", "signature": str(self._bleu.get_signature()),
                "packages": package_versions(("sacrebleu",))}


class RougeL(Metric):
    """ROUGE-L F1 (longest common subsequence) of the insight against the gold insight."""

    name = "ROUGE-L"

    def __init__(self, arg: str | None = None, use_stemmer: bool = True) -> None:
        from rouge_score import rouge_scorer

        if arg:
            raise ValueError(f"ROUGE-L takes no argument, got {arg!r}")
        self.use_stemmer = use_stemmer
        self._scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=use_stemmer)

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        return self.score_each(items, self._one)

    def _one(self, it: EvalItem) -> MetricResult:
        s = self._scorer.score(it.reference, it.prediction)["rougeL"]
        return MetricResult("ok", {"score": s.fmeasure}, detail={"precision": s.precision, "recall": s.recall})

    def info(self) -> dict:
        return {"name": self.name, "variant": "rougeL (summary-level LCS not split on newlines)", "measure": "F1",
                "use_stemmer": self.use_stemmer, "packages": package_versions(("rouge-score", "nltk"))}
