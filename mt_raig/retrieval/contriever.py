"""Contriever: one BERT encoder for questions and tables, mean pooling, dot product.

Spec: ``contriever`` (``facebook/contriever-msmarco``, as in the paper) or
``contriever:<model>``.
"""

from __future__ import annotations

from mt_raig.retrieval.base import EncoderOptions, refuse_adapter_options
from mt_raig.retrieval.hf_encoder import TransformersEncoder

DEFAULT_MODEL = "facebook/contriever-msmarco"


def build_encoder(model: str | None, options: EncoderOptions) -> TransformersEncoder:
    from transformers import AutoModel

    refuse_adapter_options("contriever", options)
    model_id = model or DEFAULT_MODEL
    return TransformersEncoder(
        "contriever", model_id, model_id, AutoModel.from_pretrained, AutoModel.from_pretrained,
        pooling="mean", normalize=False, max_length=options.max_length, device=options.device,
    )
