"""Build the trainable dual encoder for a config: base model(s), LoRA, gradient checkpointing.

:func:`check_target_modules` instantiates the architecture on the meta device
(config file only, no weights) so a LoRA target that the model lacks is
refused before gigabytes of weights load.
"""

from __future__ import annotations

from mt_raig.retrieval import dtr, st_dual_encoder, st_models as st_encoder, tablellama
from mt_raig.retrieval.dual_encoder import import_peft
from mt_raig.errors import ConfigError
from mt_raig.retrieval.training.config import TrainConfig

DEFAULT_MODELS = {"dtr": dtr.DEFAULT_MODEL, "tablellama": tablellama.DEFAULT_MODEL, "dense": st_encoder.DEFAULT_MODEL}
DEFAULT_TARGETS = {"dtr": dtr.LORA_TARGETS, "tablellama": tablellama.LORA_TARGETS, "dense": st_dual_encoder.LORA_TARGETS}


def model_id(config: TrainConfig) -> str:
    return config.model or DEFAULT_MODELS[config.retriever]


def load_path(config: TrainConfig) -> str:
    """Where the base model loads from: for ``dense``, the bundled MiniLM copy stands for its Hub id."""
    if config.retriever == "dense":
        return st_encoder.resolve_model(model_id(config))[1]
    return model_id(config)


def target_modules(config: TrainConfig) -> list[str]:
    return list(config.target_modules or DEFAULT_TARGETS[config.retriever])


def check_target_modules(config: TrainConfig) -> list[str]:
    """The LoRA targets, after checking each names a Linear layer of the model (weights not loaded)."""
    import torch
    from accelerate import init_empty_weights
    from transformers import AutoConfig, AutoModel

    targets = target_modules(config)
    hf_config = AutoConfig.from_pretrained(load_path(config))
    with init_empty_weights():
        if config.retriever == "dtr":
            from transformers import TapasModel

            skeleton = TapasModel(hf_config, add_pooling_layer=False)
        else:
            skeleton = AutoModel.from_config(hf_config)
    linear_names = {name.rsplit(".", 1)[-1] for name, m in skeleton.named_modules() if isinstance(m, torch.nn.Linear)}
    missing = [t for t in targets if t not in linear_names]
    if missing:
        raise ConfigError(
            f"target_modules {missing} are not Linear layers of {model_id(config)!r} "
            f"({type(skeleton).__name__}); it has: {', '.join(sorted(linear_names))}"
        )
    return targets


def lora_config(config: TrainConfig, targets: list[str]):
    return import_peft().LoraConfig(
        r=config.lora_r,
        lora_alpha=config.lora_alpha,
        lora_dropout=config.lora_dropout,
        target_modules=targets,
        bias="none",
    )


def build_trainable(config: TrainConfig, targets: list[str]):
    """The dual encoder with fresh LoRA weights (only LoRA and DTR projections train)."""
    if config.retriever == "dense":
        lengths = {"max_question_length": config.max_question_length or st_dual_encoder.DenseSettings().max_question_length,
                   "max_table_length": config.max_table_length}
        module = st_dual_encoder.SentenceTransformerDualEncoder.from_pretrained(
            st_dual_encoder.DenseSettings(model=model_id(config), table_format=config.table_format, **lengths))
    elif config.retriever == "dtr":
        settings = dtr.DTRSettings(
            model=model_id(config),
            towers=config.towers,
            projection_dim=config.projection_dim,
            **_lengths(config, dtr.DTRSettings()),
        )
        module = dtr.TapasDualEncoder.from_pretrained(settings)
    else:
        settings = tablellama.TableLlamaSettings(model=model_id(config), **_lengths(config, tablellama.TableLlamaSettings()))
        module = tablellama.DecoderEmbedder.from_pretrained(settings, load_in_4bit=config.load_in_4bit)
    for tower in module.towers():
        tower.requires_grad_(False)
        if getattr(tower.config, "use_cache", None):
            tower.config.use_cache = False
    module.add_lora(lora_config(config, targets))
    if config.gradient_checkpointing:
        module.enable_gradient_checkpointing()
    return module


def _lengths(config: TrainConfig, defaults) -> dict:
    return {
        "max_question_length": config.max_question_length or defaults.max_question_length,
        "max_table_length": config.max_table_length or defaults.max_table_length,
    }
