"""The settings of ``mt-raig retrieve`` as one dataclass: defaults < ``--config`` YAML < flags.

Parsed by :mod:`mt_raig.config` (strict types, unknown and duplicate keys
refused); the encoder fields become an :class:`~mt_raig.retrieval.base.EncoderOptions`
at the edge.

    >>> from mt_raig.config import build_config
    >>> build_config(RetrievalConfig, {"retriever": "bm25:plain", "k": 5}).k
    5
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mt_raig.errors import ConfigError
from mt_raig.retrieval.base import EncoderOptions


def _help(text: str, **extra) -> dict:
    return {"help": text, **extra}


@dataclass
class RetrievalConfig:
    """Everything ``mt-raig retrieve`` needs; ``data=None`` is the bundled sample."""

    data: str | None = field(default=None, metadata=_help("release folder, Hub folder or repo id (default: the bundled sample)"))
    retriever: str = field(default="bm25", metadata=_help(
        "bm25[:plain], dense[:MODEL][@format=paper|words], dpr[:Q,CTX], contriever[:MODEL], dtr[:MODEL], "
        "tablellama[:MODEL], hybrid[:A+B], join[:BASE]"))
    k: int = field(default=20, metadata=_help("tables retrieved per question"))
    ks: list[int] | None = field(default=None, metadata=_help("cut-offs to report, e.g. 2 5 10 20 (default: the paper's up to k, plus k)"))
    out: str | None = field(default=None, metadata=_help("run JSON {question_id: [table_id, ...]}"))
    results: str | None = field(default=None, metadata=_help("results JSON (default: <out stem>.results.json beside the run)"))
    official: str | None = field(default=None, metadata=_help(
        "also write the official list-of-lists layout (dpr_top_10_retrieved_table_ids_set.json)"))
    trec: str | None = field(default=None, metadata=_help("also write a TREC run (strictly decreasing scores in our order)"))
    qrels: str | None = field(default=None, metadata=_help("also write TREC qrels of the gold sets"))
    score: str | None = field(default=None, metadata=_help(
        "no retrieval: score this run file (ours, official layout or TREC), or 'official' for the release's shipped top-10"))
    index_dir: str | None = field(default=None, metadata=_help(
        "dense: load the FAISS index from here (refused if stale) or build and save it"))
    device: str | None = field(default=None, metadata=_help("cpu, cuda, cuda:1 ... (default: cuda when available)"))
    max_length: int | None = field(default=None, metadata=_help("encoder max tokens (default: the model's)"))
    adapter: str | None = field(default=None, metadata=_help("LoRA adapter folder (dtr, tablellama)"))
    load_in_4bit: bool = field(default=False, metadata=_help("4-bit weights via bitsandbytes (tablellama, GPU)"))
    batch_size: int = field(default=32, metadata=_help("encoding batch size"))
    progress: bool = field(default=True, metadata=_help("progress bars"))

    def validate(self) -> None:
        for name in ("k", "batch_size"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name!r} must be >= 1, got {getattr(self, name)}")
        if self.max_length is not None and self.max_length < 1:
            raise ConfigError(f"'max_length' must be >= 1, got {self.max_length}")
        if self.ks is not None and (not self.ks or min(self.ks) < 1):
            raise ConfigError(f"'ks' must be positive cut-offs, got {self.ks}")

    def encoder_options(self) -> EncoderOptions:
        return EncoderOptions(self.device, self.max_length, self.adapter, self.load_in_4bit, self.batch_size)


__all__ = ["RetrievalConfig"]
