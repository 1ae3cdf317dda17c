"""Retrieval settings as plain data: defaults < YAML file < command line.

Unknown keys and values of the wrong type are errors naming the key. The
encoder fields become an :class:`~mt_raig.retrieval.base.EncoderOptions` at the edge.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from mt_raig.settings import read_yaml_mapping

from mt_raig.retrieval.base import EncoderOptions


class RetrievalConfigError(ValueError):
    """A retrieval config with an unknown key or a bad value."""


@dataclass
class RetrievalConfig:
    """Everything ``mt-raig retrieve`` needs; ``data=None`` is the bundled sample."""

    data: str | None = None
    retriever: str = "bm25"
    k: int = 20
    ks: list | None = None  # cut-offs to report (default: 2, 5, 10, 20 up to k, plus k)
    out: str | None = None
    results: str | None = None  # default: <out stem>.results.json beside the run
    official: str | None = None  # also write the official list-of-lists layout here
    trec: str | None = None  # also write a TREC run here
    qrels: str | None = None  # also write TREC qrels of the gold sets here
    score: str | None = None  # no retrieval: score this run file, or "official" (the release's top-10)
    index_dir: str | None = None  # dense only: load the index from here, or build and save it
    device: str | None = None
    max_length: int | None = None
    adapter: str | None = None
    load_in_4bit: bool = False
    batch_size: int = 32

    def encoder_options(self) -> EncoderOptions:
        return EncoderOptions(self.device, self.max_length, self.adapter, self.load_in_4bit, self.batch_size)

    def merged(self, values: dict, source: str) -> "RetrievalConfig":
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise RetrievalConfigError(f"{source}: unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
        cfg = dataclasses.replace(self, **values)
        cfg.validate(source)
        return cfg

    def validate(self, source: str) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            base = str(f.type).replace(" | None", "")
            if value is None:
                if "None" not in str(f.type):
                    raise RetrievalConfigError(f"{source}: {f.name!r} may not be null")
                continue
            ok = {
                "str": isinstance(value, str),
                "int": isinstance(value, int) and not isinstance(value, bool),
                "bool": isinstance(value, bool),
                "list": isinstance(value, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in value),
            }[base]
            if not ok:
                kind = "a list of integers" if base == "list" else base
                raise RetrievalConfigError(f"{source}: {f.name!r} must be {kind}, got {value!r}")
        for name in ("k", "batch_size"):
            if getattr(self, name) < 1:
                raise RetrievalConfigError(f"{source}: {name!r} must be >= 1, got {getattr(self, name)}")


def load_config(path: str | Path) -> RetrievalConfig:
    values = read_yaml_mapping(path, RetrievalConfigError)
    return RetrievalConfig().merged(values, str(path))
