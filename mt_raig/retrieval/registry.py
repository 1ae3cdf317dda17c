"""Retrievers by spec string: ``name`` or ``name:argument``.

=====================  ===============================================================
``bm25``               BM25 with the table-aware analyzer; ``bm25:plain`` for the plain one;
                       options ``bm25:table,title=2,header=1,k1=1.5,b=0.75``
``dense[:model]``      any sentence-transformers model (default: bundled all-MiniLM-L6-v2)
``dpr[:q,ctx]``        DPR question / context encoders (default: the multiset-base pair)
``contriever[:model]`` mean-pooled Contriever (default: facebook/contriever-msmarco)
``dtr[:model]``        TAPAS dual encoder (mt_raig.retrieval.dtr)
``tablellama[:model]`` decoder LLM as embedder (mt_raig.retrieval.tablellama)
=====================  ===============================================================

A new retriever is one :func:`register` call with a factory
``(argument: str | None, options: EncoderOptions) -> Retriever``; a new
bi-encoder only needs an :class:`~mt_raig.retrieval.base.Encoder` wrapped in
:class:`~mt_raig.retrieval.dense.DenseRetriever`.
"""

from __future__ import annotations

import importlib
from typing import Callable

from mt_raig.retrieval.base import Encoder, EncoderOptions, RetrievalError, Retriever

Factory = Callable[[str | None, EncoderOptions], Retriever]

# Dense encoders: module exposing build_encoder(model, options); imported only when used.
ENCODER_MODULES = {
    "dense": "mt_raig.retrieval.st_encoder",
    "dpr": "mt_raig.retrieval.dpr",
    "contriever": "mt_raig.retrieval.contriever",
    "dtr": "mt_raig.retrieval.dtr",
    "tablellama": "mt_raig.retrieval.tablellama",
}
_FACTORIES: dict[str, Factory] = {}


def parse_spec(spec: str) -> tuple[str, str | None]:
    """``"dense:org/model"`` -> ``("dense", "org/model")``; ``"bm25"`` -> ``("bm25", None)``."""
    if not isinstance(spec, str) or not spec.strip():
        raise RetrievalError(f"empty retriever spec (known: {', '.join(known_retrievers())})")
    name, _, arg = spec.strip().partition(":")
    return name.strip().lower(), (arg.strip() or None)


def known_retrievers() -> list[str]:
    return ["bm25", *ENCODER_MODULES, *(n for n in _FACTORIES if n not in ENCODER_MODULES and n != "bm25")]


def register(name: str, factory: Factory) -> None:
    """Make ``name[:argument]`` resolve to ``factory(argument, options)``."""
    if not name or ":" in name or name != name.lower():
        raise ValueError(f"retriever names are lowercase and contain no ':', got {name!r}")
    _FACTORIES[name] = factory


def _bm25(arg: str | None, options: EncoderOptions) -> Retriever:
    from mt_raig.retrieval.bm25 import BM25Retriever, make_analyzer

    parts = [p.strip() for p in (arg or "table").split(",") if p.strip()]
    analyzer = "table"
    if parts and "=" not in parts[0]:
        analyzer = parts.pop(0)
    allowed = {"title": int, "header": int, "k1": float, "b": float}
    values: dict[str, float] = {}
    for part in parts:
        key, eq, raw = part.partition("=")
        if not eq or key not in allowed:
            raise RetrievalError(f"bm25:{arg}: unknown option {part!r} (known: {', '.join(allowed)})")
        try:
            values[key] = allowed[key](raw)
        except ValueError:
            raise RetrievalError(f"bm25:{arg}: {key} must be a {allowed[key].__name__}, got {raw!r}") from None
    if analyzer == "plain" and ({"title", "header"} & set(values)):
        raise RetrievalError(f"bm25:{arg}: title/header weights only apply to the table analyzer")
    return BM25Retriever(
        make_analyzer(analyzer, int(values.get("title", 1)), int(values.get("header", 1))),
        k1=values.get("k1", 1.5),
        b=values.get("b", 0.75),
    )


def load_encoder(spec: str, options: EncoderOptions | None = None) -> Encoder:
    """The :class:`Encoder` of a dense spec (``dense``, ``dpr``, ``contriever``, ``dtr``, ``tablellama``)."""
    name, arg = parse_spec(spec)
    if name not in ENCODER_MODULES:
        raise RetrievalError(f"{spec!r} is not a dense encoder (known: {', '.join(ENCODER_MODULES)})")
    module_name = ENCODER_MODULES[name]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as e:
        if e.name == module_name:
            raise RetrievalError(f"retriever {name!r} is not available yet: its module {module_name} does not exist") from None
        raise
    try:
        return module.build_encoder(arg, options or EncoderOptions())
    except OSError as e:  # transformers / huggingface_hub: not cached and no hub, bad local folder
        raise RetrievalError(f"retriever {spec!r}: cannot load its model: {' '.join(str(e).split())}") from e


def load_retriever(spec: str, options: EncoderOptions | None = None) -> Retriever:
    """A ready-to-index retriever for ``spec``; unknown names raise :class:`RetrievalError` listing the known ones."""
    options = options or EncoderOptions()
    name, arg = parse_spec(spec)
    if name in _FACTORIES:
        return _FACTORIES[name](arg, options)
    if name == "bm25":
        return _bm25(arg, options)
    if name in ENCODER_MODULES:
        from mt_raig.retrieval.dense import DenseRetriever

        return DenseRetriever(load_encoder(spec, options), batch_size=options.batch_size)
    raise RetrievalError(f"unknown retriever {name!r} in spec {spec!r} (known: {', '.join(known_retrievers())})")
