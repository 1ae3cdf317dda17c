"""DPR question / context encoders (the paper used the ``multiset-base`` pair).

Spec: ``dpr`` or ``dpr:<question_model>,<context_model>``. Scores are inner
products of the unnormalised pooler outputs, as DPR was trained.
"""

from __future__ import annotations

from mt_raig.errors import ConfigError
from mt_raig.retrieval.base import EncoderOptions, refuse_adapter_options
from mt_raig.retrieval.hf_encoder import TransformersEncoder

DEFAULT_QUESTION_MODEL = "facebook/dpr-question_encoder-multiset-base"
DEFAULT_CONTEXT_MODEL = "facebook/dpr-ctx_encoder-multiset-base"


def build_encoder(model: str | None, options: EncoderOptions) -> TransformersEncoder:
    """``model`` is ``None`` (the paper's pair) or ``"<question_model>,<context_model>"``."""
    from transformers import DPRContextEncoder, DPRQuestionEncoder

    if model is None:
        q_id, ctx_id = DEFAULT_QUESTION_MODEL, DEFAULT_CONTEXT_MODEL
    else:
        parts = [p.strip() for p in model.split(",")]
        if len(parts) != 2 or not all(parts):
            raise ConfigError(f"dpr:{model}: expected dpr:<question_model>,<context_model>")
        q_id, ctx_id = parts
    refuse_adapter_options("dpr", options)
    return TransformersEncoder(
        "dpr", q_id, ctx_id, DPRQuestionEncoder.from_pretrained, DPRContextEncoder.from_pretrained,
        pooling="pooler", normalize=False, max_length=options.max_length, device=options.device,
    )
