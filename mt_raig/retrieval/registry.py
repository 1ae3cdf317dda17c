"""Retrievers by spec string: ``name`` or ``name:argument``.

=====================  ===============================================================
``bm25``               BM25 with the table-aware analyzer; ``bm25:plain`` for the plain one;
                       options ``bm25:table,title=2,header=1,k1=1.5,b=0.75``
``dense[:model]``      any sentence-transformers model (default: bundled all-MiniLM-L6-v2);
                       ``dense@format=words``: title and header identifiers split into words
``dpr[:q,ctx]``        DPR question / context encoders (default: the multiset-base pair)
``contriever[:model]`` mean-pooled Contriever (default: facebook/contriever-msmarco)
``dtr[:model]``        TAPAS dual encoder (mt_raig.retrieval.dtr)
``tablellama[:model]`` decoder LLM as embedder (mt_raig.retrieval.tablellama)
=====================  ===============================================================

Each name maps (through :class:`mt_raig.registry.Registry`, imported only when
used) to a factory ``(argument: str | None, options: EncoderOptions)`` that
returns a :class:`~mt_raig.retrieval.base.Retriever`, or an
:class:`~mt_raig.retrieval.base.Encoder`, which is then wrapped in a
:class:`~mt_raig.retrieval.dense.DenseRetriever`. A new retriever is one
:func:`register` call.
"""

from __future__ import annotations

from typing import Any, Callable

from mt_raig.errors import BackendError, ConfigError
from mt_raig.registry import Registry
from mt_raig.retrieval.base import Encoder, EncoderOptions, Retriever

Factory = Callable[[str | None, EncoderOptions], Any]

RETRIEVERS = Registry("retriever", ConfigError)
RETRIEVERS.register("bm25", "mt_raig.retrieval.bm25:build_retriever", help="BM25, table-aware analyzer (bm25:plain for the plain one; options title=N,header=N,k1=X,b=X,neighbours=X,cellfield=X,titlefield=X)")
RETRIEVERS.register("dense", "mt_raig.retrieval.st_encoder:build_encoder", help="any sentence-transformers model (default: bundled all-MiniLM-L6-v2): dense[:MODEL][@format=paper|words]")
RETRIEVERS.register("dpr", "mt_raig.retrieval.dpr:build_encoder", help="DPR question,context encoders (default: multiset-base)")
RETRIEVERS.register("contriever", "mt_raig.retrieval.contriever:build_encoder", help="Contriever, mean pooling (default: contriever-msmarco)")
RETRIEVERS.register("dtr", "mt_raig.retrieval.dtr:build_encoder", help="TAPAS dual encoder (--adapter for a trained LoRA)", extra="train")
RETRIEVERS.register("hybrid", "mt_raig.retrieval.hybrid:build_retriever", help="fusion of retrievers: hybrid[:A+B][@rrf|score,w=A/B,depth=N] (default bm25+dense, score)")
RETRIEVERS.register("join", "mt_raig.retrieval.join:build_retriever", help="join-aware set selection over a base: join[:BASE][@alpha=X,gamma=X,depth=N,expand=N,select=greedy|mip,neighbours=X,cellfield=X,titlefield=X,lexical=X,samedb=X] (default base bm25, reading its key-linked tables' words, its cells and its title as fields)")
RETRIEVERS.register("tablellama", "mt_raig.retrieval.tablellama:build_encoder", help="decoder LLM as embedder (--adapter, --load-in-4bit)", extra="train")


def known_retrievers() -> list[str]:
    return RETRIEVERS.names()


def register(name: str, factory: Factory | str, *, help: str = "") -> None:
    """Make ``name[:argument]`` resolve to ``factory(argument, options)`` (an object or a lazy ``"module:attr"``)."""
    RETRIEVERS.register(name, factory, help=help)


def _split_spec(spec: str) -> str:
    """``dense@format=words`` -> ``dense:@format=words``: options straight after the name go to its argument."""
    name, _, rest = spec.partition(":") if isinstance(spec, str) else (spec, "", "")
    if isinstance(spec, str) and "@" in name:
        name, _, opts = name.partition("@")
        return f"{name}:@{opts}" + (f":{rest}" if rest else "")
    return spec


def _build(spec: str, options: EncoderOptions) -> Retriever | Encoder:
    factory, arg = RETRIEVERS.resolve(_split_spec(spec))
    try:
        return factory(arg, options)
    except OSError as e:  # transformers / huggingface_hub: not cached and no Hub, bad local folder
        raise BackendError(f"retriever {spec!r}: cannot load its model: {' '.join(str(e).split())[:300]}") from None


def load_encoder(spec: str, options: EncoderOptions | None = None) -> Encoder:
    """The :class:`Encoder` of a dense spec (``dense``, ``dpr``, ``contriever``, ``dtr``, ``tablellama``, or a registered one)."""
    built = _build(spec, options or EncoderOptions())
    if not isinstance(built, Encoder):
        raise ConfigError(f"{spec!r} is not a dense encoder")
    return built


def load_retriever(spec: str, options: EncoderOptions | None = None) -> Retriever:
    """A ready-to-index retriever for ``spec``; unknown names raise :class:`~mt_raig.errors.ConfigError` listing the known ones."""
    options = options or EncoderOptions()
    built = _build(spec, options)
    if isinstance(built, Encoder):
        from mt_raig.retrieval.dense import DenseRetriever

        return DenseRetriever(built, batch_size=options.batch_size)
    if not isinstance(built, Retriever):
        raise TypeError(f"the factory of {spec!r} returned {type(built).__name__}, not a Retriever or an Encoder")
    return built


__all__ = ["RETRIEVERS", "known_retrievers", "load_encoder", "load_retriever", "register"]
