"""A3CU (Liu et al., 2023b) F1 through the ``autoacu`` package, when its model can be loaded.

A3CU compares the insight with the gold insight using a BERT-Large model trained
to predict atomic-content-unit overlap (``Yale-LILY/a3cu`` on the hub). Neither
the ``autoacu`` package nor that checkpoint is available offline here, so this
metric is only a thin wrapper, untested against a real model in this project:
``a3cu`` (the hub checkpoint, cached) or ``a3cu:PATH`` (a local copy) loads it,
and a clear :class:`~mt_raig.errors.BackendError` says what is missing
otherwise. Values are F1 in ``[0, 1]``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mt_raig.errors import BackendError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import Metric, MetricResult
from mt_raig.provenance import package_versions

DEFAULT_MODEL = "Yale-LILY/a3cu"


class A3CU(Metric):
    name = "A3CU"

    def __init__(self, arg: str | None = None, batch_size: int = 16, device: int | str = "cpu") -> None:
        try:
            from autoacu import A3CU as _A3CU
        except ImportError:
            raise BackendError("A3CU needs the package 'autoacu' and the Yale-LILY/a3cu checkpoint (BERT-Large); "
                               "neither is installed (pip install autoacu; then a3cu or a3cu:LOCAL_PATH)") from None
        self.model_id = arg or DEFAULT_MODEL
        try:
            self._a3cu = _A3CU(model_pt=self.model_id, device=device)
        except Exception as e:  # noqa: BLE001 - autoacu raises whatever transformers raises for a missing checkpoint
            raise BackendError(f"A3CU cannot load {self.model_id!r}: {str(e).splitlines()[0] if str(e) else type(e).__name__}") from None
        self.batch_size = batch_size

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        out: list[MetricResult | None] = [self.unscorable(it) for it in items]
        live = [i for i, r in enumerate(out) if r is None]
        if live:
            recall, precision, f1 = self._a3cu.score(references=[items[i].reference for i in live],
                                                     candidates=[items[i].prediction for i in live], batch_size=self.batch_size)
            for j, i in enumerate(live):
                out[i] = MetricResult("ok", {"score": float(f1[j])}, detail={"precision": float(precision[j]), "recall": float(recall[j])})
        return out  # type: ignore[return-value]

    def info(self) -> dict:
        return {"name": self.name, "model": self.model_id, "measure": "F1", "packages": package_versions(("autoacu", "transformers"))}
