"""TableLlama (or any decoder LLM) as a table/question embedder, optionally with a LoRA adapter.

Each question and each serialized table (the paper's ``[TITLE] .. [HEADER] ..
[ROW 1] ..`` form) is wrapped in an instruction prompt in TableLlama's own
Alpaca-style format, an EOS token is appended, and the last hidden state at
that EOS token is the embedding (L2-normalised). Only the table (or question)
text is cut to the token budget, so the instruction and the ``### Response:``
tail are always seen. The prompts are versioned (``PROMPT_VERSION``) and
recorded in :meth:`DecoderEmbedder.info`.

Training (:mod:`mt_raig.retrieval.training`) writes a standard PEFT adapter
folder plus ``tablellama_config.json``; ``build_encoder(None,
EncoderOptions(adapter=folder))`` loads it. ``load_in_4bit`` loads the base
weights in 4-bit NF4 through bitsandbytes, which needs a CUDA GPU.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import torch

from mt_raig.errors import BackendError, ConfigError, DataError
from mt_raig.retrieval.base import Encoder, EncoderOptions
from mt_raig.retrieval.dual_encoder import TrainableDualEncoder, absolute_model, build_dual_encoder
from mt_raig.retrieval.hf_encoder import resolve_device
from mt_raig.tables import Table

DEFAULT_MODEL = "osunlp/TableLlama"
CONFIG_FILE = "tablellama_config.json"
LORA_TARGETS = ("q_proj", "v_proj")  # Llama-style attention projections
PROMPT_VERSION = "tablellama-embed-v1"
_HEAD = (
    "Below is an instruction that describes a task, paired with an input that provides further context. "
    "Write a response that appropriately completes the request.\n\n### Instruction:\n{instruction}\n\n### Input:\n"
)
_TAIL = "\n\n### Response:"
QUESTION_INSTRUCTION = "Represent this question for retrieving the tables needed to answer it."
TABLE_INSTRUCTION = "Represent this table for retrieving it for the questions it can answer."


@dataclass(frozen=True)
class TableLlamaSettings:
    """What shapes the embeddings besides the weights (stored beside a trained adapter)."""

    model: str = DEFAULT_MODEL
    max_question_length: int = 160
    max_table_length: int = 1024
    prompt_version: str = PROMPT_VERSION

    def __post_init__(self) -> None:
        if self.prompt_version != PROMPT_VERSION:
            raise DataError(
                f"adapter was trained with prompt {self.prompt_version!r}; this code has {PROMPT_VERSION!r}"
            )
        for name in ("max_question_length", "max_table_length"):
            if getattr(self, name) < 64:
                raise ConfigError(f"tablellama {name} must be >= 64 (room for the prompt), got {getattr(self, name)}")


def prompt_text(kind: str, text: str) -> str:
    """The full prompt for a question or a serialized table (for display and tokenizer training)."""
    instruction = QUESTION_INSTRUCTION if kind == "question" else TABLE_INSTRUCTION
    return _HEAD.format(instruction=instruction) + text + _TAIL


def quantization_config_4bit():
    """NF4 4-bit weights with bf16 compute; refuses clearly without CUDA or bitsandbytes."""
    if not torch.cuda.is_available():
        raise BackendError("load_in_4bit needs a CUDA GPU (bitsandbytes 4-bit); this machine has none")
    try:
        import bitsandbytes  # noqa: F401
    except ImportError as exc:
        raise BackendError("load_in_4bit needs bitsandbytes: pip install 'mt-raig[train]'") from exc
    from transformers import BitsAndBytesConfig

    return BitsAndBytesConfig(
        load_in_4bit=True,
        bnb_4bit_quant_type="nf4",
        bnb_4bit_use_double_quant=True,
        bnb_4bit_compute_dtype=torch.bfloat16,
    )


class DecoderEmbedder(TrainableDualEncoder):
    """A decoder backbone (no LM head) pooled at the appended EOS token, L2-normalised."""

    retriever = "tablellama"
    config_file = CONFIG_FILE
    settings_class = TableLlamaSettings

    def __init__(self, backbone, tokenizer, settings: TableLlamaSettings, load_in_4bit: bool = False) -> None:
        super().__init__()
        self.backbone = backbone
        self.tokenizer = tokenizer
        self.settings = settings
        self.load_in_4bit = load_in_4bit
        if tokenizer.eos_token_id is None:
            raise ConfigError(f"tokenizer of {settings.model!r} has no EOS token to pool at")
        self._head_ids = {
            kind: tokenizer(_HEAD.format(instruction=instr), add_special_tokens=True)["input_ids"]
            for kind, instr in (("question", QUESTION_INSTRUCTION), ("table", TABLE_INSTRUCTION))
        }
        self._tail_ids = tokenizer(_TAIL, add_special_tokens=False)["input_ids"] + [tokenizer.eos_token_id]

    # -- construction -------------------------------------------------------------------------

    @classmethod
    def from_pretrained(cls, settings: TableLlamaSettings, load_in_4bit: bool = False,
                        dtype: torch.dtype | None = None) -> "DecoderEmbedder":
        """Backbone (``AutoModel``: the decoder without its LM head) and tokenizer, no adapter."""
        from transformers import AutoModel, AutoTokenizer

        quant = quantization_config_4bit() if load_in_4bit else None  # refuse before loading anything
        settings = TableLlamaSettings(**{**asdict(settings), "model": absolute_model(settings.model)})
        tokenizer = AutoTokenizer.from_pretrained(settings.model)
        if load_in_4bit:
            backbone = AutoModel.from_pretrained(settings.model, quantization_config=quant, dtype=torch.bfloat16,
                                                 device_map={"": torch.cuda.current_device()})
        else:
            backbone = AutoModel.from_pretrained(settings.model, dtype=dtype or torch.float32)
        return cls(backbone, tokenizer, settings, load_in_4bit=load_in_4bit)

    def tower_slots(self) -> list[tuple[str, str]]:
        return [("backbone", "")]

    @property
    def embedding_dim(self) -> int:
        return self.backbone.config.hidden_size

    def before_lora(self, peft) -> None:
        if self.load_in_4bit:
            self.backbone = peft.prepare_model_for_kbit_training(self.backbone, use_gradient_checkpointing=False)

    # -- features -----------------------------------------------------------------------------

    def _features(self, kind: str, texts: Sequence[str], max_length: int) -> dict[str, torch.Tensor]:
        head, tail = self._head_ids[kind], self._tail_ids
        budget = max_length - len(head) - len(tail)
        if budget < 1:
            raise ConfigError(f"tablellama max length {max_length} leaves no room for the {kind} text")
        bodies = self.tokenizer(list(texts), add_special_tokens=False)["input_ids"]
        rows = [head + body[:budget] + tail for body in bodies]
        length = max(len(r) for r in rows)
        pad = self.tokenizer.pad_token_id if self.tokenizer.pad_token_id is not None else self.tokenizer.eos_token_id
        ids = torch.full((len(rows), length), pad, dtype=torch.long)
        mask = torch.zeros((len(rows), length), dtype=torch.long)
        for i, r in enumerate(rows):  # right padding; pooling finds the last real token
            ids[i, : len(r)] = torch.tensor(r)
            mask[i, : len(r)] = 1
        return {"input_ids": ids, "attention_mask": mask}

    def question_inputs(self, questions: Sequence[str]) -> dict[str, torch.Tensor]:
        return self._features("question", questions, self.settings.max_question_length)

    def table_inputs(self, tables: Sequence[Table]) -> dict[str, torch.Tensor]:
        # rows past max_length can never fit (each costs tokens): cut first to keep tokenizing cheap
        texts = [t.serialize(max_rows=self.settings.max_table_length) for t in tables]
        return self._features("table", texts, self.settings.max_table_length)

    # -- embeddings ---------------------------------------------------------------------------

    def _embed(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        mask = inputs["attention_mask"]
        hidden = self.backbone(input_ids=inputs["input_ids"], attention_mask=mask).last_hidden_state
        positions = torch.arange(mask.shape[1], device=mask.device)
        last = (mask * positions).argmax(dim=1)  # index of the EOS we appended
        pooled = hidden[torch.arange(hidden.shape[0], device=hidden.device), last]
        return torch.nn.functional.normalize(pooled.float(), dim=-1)

    def embed_questions(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        return self._embed(inputs)

    def embed_tables(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        return self._embed(inputs)

    def info(self) -> dict:
        return {
            "retriever": "tablellama",
            **asdict(self.settings),
            "pooling": "last token (appended EOS), L2-normalised",
            "table_format": "paper serialization in a TableLlama instruction prompt, table tokens cut to budget",
            "load_in_4bit": self.load_in_4bit,
        }


def build_encoder(model: str | None, options: EncoderOptions) -> Encoder:
    """``tablellama[:<model>]``: decoder-LLM embedder, with ``options.adapter`` and 4-bit when given."""
    dtype = torch.bfloat16 if resolve_device(options.device).startswith("cuda") else torch.float32
    return build_dual_encoder(DecoderEmbedder, model, options, DEFAULT_MODEL, load_in_4bit=options.load_in_4bit, dtype=dtype)
