"""Reference-based n-gram metrics: SacreBLEU (``sacrebleu``) and ROUGE-L F1 (``rouge-score``).

Both compare the predicted insight with the gold insight, one item at a time
(sentence-level), and the paper's tables average the per-item scores (Table 21
reports the mean over question types). Values are stored in ``[0, 1]``.

- SacreBLEU: ``sacrebleu.sentence_bleu`` with its defaults (13a tokenizer,
  ``exp`` smoothing, effective order), divided by 100.
- ROUGE-L: the F-measure of ``rouge_scorer.RougeScorer(["rougeL"])``: one longest common subsequence over the
  whole text (``rougeLsum`` is the summary-level variant, split on newlines; the paper reports ROUGE-L). The
  Porter stemmer is on by default (``use_stemmer``), as recorded in ``info()``. rouge-score's default
  tokenizer keeps only ``[a-z0-9]``: CJK, Greek, Arabic and other non-ASCII letters are dropped, so such
  pairs are scored on their digits alone. ``rouge-l:unicode`` uses a tokenizer that keeps every letter
  (lower-cased words of any script, CJK characters one by one; no stemming for them).
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


class UnicodeTokenizer:
    """rouge-score's tokenizer interface, keeping letters of every script: words of ``\\w`` characters lower-cased
    (Porter-stemmed when ASCII and ``use_stemmer``), and each CJK character as its own token.

        >>> UnicodeTokenizer(False).tokenize("Αθήνα 2004 东京")
        ['αθήνα', '2004', '东', '京']
    """

    def __init__(self, use_stemmer: bool = True) -> None:
        import re

        self._word = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]|[^\W_]+", re.UNICODE)
        self._stemmer = None
        if use_stemmer:
            from nltk.stem import porter

            self._stemmer = porter.PorterStemmer()

    def tokenize(self, text: str) -> list[str]:
        tokens = self._word.findall((text or "").lower())
        if self._stemmer is not None:
            tokens = [self._stemmer.stem(t) if t.isascii() and len(t) > 3 else t for t in tokens]
        return tokens


class RougeL(Metric):
    """ROUGE-L F1 (longest common subsequence) of the insight against the gold insight."""

    name = "ROUGE-L"

    def __init__(self, arg: str | None = None, use_stemmer: bool = True) -> None:
        from rouge_score import rouge_scorer

        if arg not in (None, "", "unicode"):
            raise ValueError(f"ROUGE-L takes no argument or 'unicode', got {arg!r}")
        self.use_stemmer = use_stemmer
        self.tokenizer = "unicode" if arg == "unicode" else "rouge-score default ([a-z0-9] only)"
        tokenizer = UnicodeTokenizer(use_stemmer) if arg == "unicode" else None
        self._scorer = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=use_stemmer, tokenizer=tokenizer)

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        return self.score_each(items, self._one)

    def _one(self, it: EvalItem) -> MetricResult:
        s = self._scorer.score(it.reference, it.prediction)["rougeL"]
        return MetricResult("ok", {"score": s.fmeasure}, detail={"precision": s.precision, "recall": s.recall})

    def info(self) -> dict:
        return {"name": self.name, "variant": "rougeL (one LCS over the whole text; not rougeLsum)", "measure": "F1",
                "use_stemmer": self.use_stemmer, "tokenizer": self.tokenizer, "packages": package_versions(("rouge-score", "nltk"))}
