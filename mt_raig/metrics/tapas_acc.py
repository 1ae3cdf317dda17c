"""TAPAS-Acc (Liu et al., 2022): the share of an insight's sentences a TabFact-trained TAPAS calls entailed.

Reference-free: each sentence of the predicted insight is classified against
the tables the generator saw by a ``TapasForSequenceClassification`` fine-tuned
on TabFact (default ``google/tapas-base-finetuned-tabfact``; any local folder
with ``tapas-acc:PATH``). MT-RAIG gives several tables per question and TabFact
models read one: a sentence counts as entailed when *any* of the item's tables
entails it (the highest entailment probability over tables is kept in
``detail``); this multi-table rule is ours, the paper does not state one.
Tables too long for the model lose rows from the end (``drop_rows_to_fit``).

The entailed class is the label whose name contains "entail" in the model's
``id2label`` (TabFact checkpoints: ``{0: "Refuted", 1: "Entailed"}``), else
class 1. Values are in ``[0, 1]``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mt_raig.errors import BackendError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import Metric, MetricResult
from mt_raig.provenance import package_versions
from mt_raig.tables import Table

DEFAULT_MODEL = "google/tapas-base-finetuned-tabfact"
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\[])")


def split_sentences(text: str) -> list[str]:
    """Sentences at ``.``/``!``/``?`` followed by space and a capital, digit or quote (so ``3.5`` stays whole)."""
    return [s.strip() for s in _SENTENCE_END.split(text.strip()) if s.strip()]


def table_frame(table: Table):
    """The table as a pandas DataFrame of strings with unique, non-empty column names (as TapasTokenizer needs)."""
    import pandas as pd

    seen: dict[str, int] = {}
    columns = []
    for k, h in enumerate(table.header, start=1):
        name = h.strip() or f"column {k}"
        seen[name] = seen.get(name, 0) + 1
        columns.append(name if seen[name] == 1 else f"{name} ({seen[name]})")
    return pd.DataFrame([list(r) for r in table.cells], columns=columns, dtype=str)


class TapasAcc(Metric):
    """Fraction of sentences entailed by the item's tables, according to a TAPAS TabFact classifier."""

    name = "TAPAS-Acc"
    needs_reference = False

    def __init__(self, arg: str | None = None, batch_size: int = 8, device: str | None = None, max_length: int = 512) -> None:
        import torch
        from transformers import TapasForSequenceClassification, TapasTokenizer

        self.model_id = arg or DEFAULT_MODEL
        try:
            self.tokenizer = TapasTokenizer.from_pretrained(self.model_id)
            self.model = TapasForSequenceClassification.from_pretrained(self.model_id)
        except (OSError, TypeError, ValueError) as e:  # offline and uncached, transformers 5 may fail with a TypeError
            raise BackendError(f"TAPAS-Acc cannot load {self.model_id!r} (a TabFact TAPAS checkpoint, local folder or cached hub id; "
                               f"offline, it must be in the HF cache): {(str(e).splitlines() or [type(e).__name__])[0][:200]}") from None
        self.device = torch.device(device or "cpu")
        self.model.to(self.device).eval()
        self.batch_size = batch_size
        self.max_length = max_length
        labels = {int(k): str(v) for k, v in (self.model.config.id2label or {}).items()}
        entailed = [k for k, v in labels.items() if "entail" in v.lower()]
        self.entailed_index = entailed[0] if entailed else 1

    def entailment_probabilities(self, table: Table, sentences: Sequence[str]) -> list[float]:
        """P(entailed) of each sentence given one table."""
        import torch

        frame = table_frame(table)
        probs: list[float] = []
        for start in range(0, len(sentences), self.batch_size):
            batch = list(sentences[start:start + self.batch_size])
            enc = self.tokenizer(table=frame, queries=batch, padding="max_length", truncation="drop_rows_to_fit",
                                 max_length=self.max_length, return_tensors="pt")
            with torch.no_grad():
                logits = self.model(**{k: v.to(self.device) for k, v in enc.items()}).logits
            probs.extend(torch.softmax(logits.float(), dim=-1)[:, self.entailed_index].tolist())
        return probs

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        from tqdm.auto import tqdm

        out = []
        for it in tqdm(items, desc="TAPAS-Acc", unit="item", disable=len(items) < 20):
            skipped = self.unscorable(it)
            if skipped:
                out.append(skipped)
                continue
            sentences = split_sentences(it.prediction)
            if not it.tables:
                out.append(MetricResult("failed", error="the item has no tables"))
                continue
            best = [0.0] * len(sentences)
            for table in it.tables:
                best = [max(a, b) for a, b in zip(best, self.entailment_probabilities(table, sentences))]
            entailed = [p > 0.5 for p in best]
            out.append(MetricResult("ok", {"score": sum(entailed) / len(entailed)},
                                    detail={"sentences": sentences, "p_entailed": best}))
        return out

    def info(self) -> dict:
        return {"name": self.name, "model": self.model_id, "entailed_label": self.model.config.id2label.get(self.entailed_index, self.entailed_index),
                "multi_table": "entailed by any table", "sentence_split": "regex at .!? + capital/digit",
                "max_length": self.max_length, "packages": package_versions(("transformers", "torch", "pandas"))}

    def close(self) -> None:
        self.model = None
