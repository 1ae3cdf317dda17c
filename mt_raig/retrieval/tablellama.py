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

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

import numpy as np
import torch
from tqdm.auto import tqdm

from mt_raig.atomic import write_json
from mt_raig.retrieval.base import Encoder, EncoderOptions, RetrievalError
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
            raise RetrievalError(
                f"adapter was trained with prompt {self.prompt_version!r}; this code has {PROMPT_VERSION!r}"
            )
        for name in ("max_question_length", "max_table_length"):
            if getattr(self, name) < 64:
                raise RetrievalError(f"tablellama {name} must be >= 64 (room for the prompt), got {getattr(self, name)}")


def prompt_text(kind: str, text: str) -> str:
    """The full prompt for a question or a serialized table (for display and tokenizer training)."""
    instruction = QUESTION_INSTRUCTION if kind == "question" else TABLE_INSTRUCTION
    return _HEAD.format(instruction=instruction) + text + _TAIL


def _peft():
    try:
        import peft
    except ImportError as exc:  # pragma: no cover - peft is in the train extra
        raise RetrievalError("loading or training a LoRA adapter needs peft: pip install 'mt-raig[train]'") from exc
    return peft


def quantization_config_4bit():
    """NF4 4-bit weights with bf16 compute; refuses clearly without CUDA or bitsandbytes."""
    if not torch.cuda.is_available():
        raise RetrievalError("load_in_4bit needs a CUDA GPU (bitsandbytes 4-bit); this machine has none")
    try:
        import bitsandbytes  # noqa: F401
    except ImportError as exc:
        raise RetrievalError("load_in_4bit needs bitsandbytes: pip install 'mt-raig[train]'") from exc
    from transformers import BitsAndBytesConfig

    return BitsAndBytesConfig(
        load_in_4bit=True,
        bnb_4bit_quant_type="nf4",
        bnb_4bit_use_double_quant=True,
        bnb_4bit_compute_dtype=torch.bfloat16,
    )


class DecoderEmbedder(torch.nn.Module):
    """A decoder backbone (no LM head) pooled at the appended EOS token, L2-normalised."""

    def __init__(self, backbone, tokenizer, settings: TableLlamaSettings, load_in_4bit: bool = False) -> None:
        super().__init__()
        self.backbone = backbone
        self.tokenizer = tokenizer
        self.settings = settings
        self.load_in_4bit = load_in_4bit
        if tokenizer.eos_token_id is None:
            raise RetrievalError(f"tokenizer of {settings.model!r} has no EOS token to pool at")
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
        tokenizer = AutoTokenizer.from_pretrained(settings.model)
        if load_in_4bit:
            backbone = AutoModel.from_pretrained(settings.model, quantization_config=quant, dtype=torch.bfloat16,
                                                 device_map={"": torch.cuda.current_device()})
        else:
            backbone = AutoModel.from_pretrained(settings.model, dtype=dtype or torch.float32)
        return cls(backbone, tokenizer, settings, load_in_4bit=load_in_4bit)

    @classmethod
    def from_adapter(cls, folder: str | os.PathLike, model: str | None = None, load_in_4bit: bool = False,
                     dtype: torch.dtype | None = None) -> "DecoderEmbedder":
        folder = Path(folder)
        config_path = folder / CONFIG_FILE
        if not config_path.is_file():
            raise RetrievalError(f"{folder} is not a tablellama adapter folder: {CONFIG_FILE} is missing")
        saved = json.loads(config_path.read_text(encoding="utf-8"))
        settings = TableLlamaSettings(**{**saved, **({"model": model} if model else {})})
        embedder = cls.from_pretrained(settings, load_in_4bit=load_in_4bit, dtype=dtype)
        embedder.backbone = _peft().PeftModel.from_pretrained(embedder.backbone, str(folder))
        return embedder

    def add_lora(self, lora_config) -> None:
        peft = _peft()
        if self.load_in_4bit:
            self.backbone = peft.prepare_model_for_kbit_training(
                self.backbone, use_gradient_checkpointing=False
            )
        self.backbone = peft.get_peft_model(self.backbone, lora_config)

    def enable_gradient_checkpointing(self) -> None:
        """Non-reentrant checkpointing: works with LoRA (frozen inputs) and DDP."""
        self.backbone.config.use_cache = False
        self.backbone.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})

    def towers(self) -> list:
        return [self.backbone]

    # -- persistence --------------------------------------------------------------------------

    def save_adapter(self, folder: str | os.PathLike, state_dict: dict | None = None) -> None:
        """PEFT adapter folder (``adapter_config.json``, ``adapter_model.safetensors``) + settings.

        ``state_dict`` is this module's full state (e.g. gathered from FSDP shards by accelerate);
        by default the live parameters.
        """
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        sub = None
        if state_dict is not None:
            sub = {k[len("backbone."):]: v for k, v in state_dict.items() if k.startswith("backbone.")}
        self.backbone.save_pretrained(str(folder), state_dict=sub)
        write_json(folder / CONFIG_FILE, asdict(self.settings), indent=2)

    def head_state(self) -> dict[str, torch.Tensor]:
        return {}

    # -- features -----------------------------------------------------------------------------

    def _features(self, kind: str, texts: Sequence[str], max_length: int) -> dict[str, torch.Tensor]:
        head, tail = self._head_ids[kind], self._tail_ids
        budget = max_length - len(head) - len(tail)
        if budget < 1:
            raise RetrievalError(f"tablellama max length {max_length} leaves no room for the {kind} text")
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

    def forward(self, questions: dict[str, torch.Tensor] | None = None, tables: dict[str, torch.Tensor] | None = None):
        """Both sides in one call, so DDP sees one forward per backward (a side given as None comes back None)."""
        q = self.embed_questions(questions) if questions is not None else None
        return q, (self.embed_tables(tables) if tables is not None else None)

    def info(self) -> dict:
        return {
            "retriever": "tablellama",
            **asdict(self.settings),
            "pooling": "last token (appended EOS), L2-normalised",
            "table_format": "paper serialization in a TableLlama instruction prompt, table tokens cut to budget",
            "load_in_4bit": self.load_in_4bit,
        }


class TableLlamaEncoder(Encoder):
    """:class:`Encoder` over a :class:`DecoderEmbedder` (batched, no grad, float32 numpy)."""

    def __init__(self, module: DecoderEmbedder, device: str, adapter: str | None) -> None:
        self.module = module if module.load_in_4bit else module.to(device)  # 4-bit weights are placed at load
        self.module.eval()
        self.device = device
        self.adapter = adapter
        self.name = f"tablellama:{module.settings.model}"

    def _run(self, items: Sequence, featurize, batch_size: int, progress: bool, what: str) -> np.ndarray:
        parts = []
        with torch.no_grad():
            for start in tqdm(range(0, len(items), batch_size), desc=f"tablellama {what}", disable=not progress):
                inputs = {k: v.to(self.device) for k, v in featurize(items[start : start + batch_size]).items()}
                parts.append(self.module._embed(inputs).cpu().numpy())
        dim = self.module.backbone.config.hidden_size
        return np.concatenate(parts).astype(np.float32) if parts else np.zeros((0, dim), np.float32)

    def encode_questions(self, questions: Sequence[str], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return self._run(list(questions), self.module.question_inputs, batch_size, progress, "questions")

    def encode_tables(self, tables: Sequence[Table], batch_size: int = 32, progress: bool = True) -> np.ndarray:
        return self._run(list(tables), self.module.table_inputs, batch_size, progress, "tables")

    def info(self) -> dict:
        return {**self.module.info(), "adapter": self.adapter, "normalize": True}


def build_encoder(model: str | None, options: EncoderOptions) -> Encoder:
    """``tablellama[:<model>]``: decoder-LLM embedder, with ``options.adapter`` and 4-bit when given."""
    device = options.device or ("cuda" if torch.cuda.is_available() else "cpu")
    dtype = torch.bfloat16 if device.startswith("cuda") else torch.float32
    if options.adapter:
        module = DecoderEmbedder.from_adapter(options.adapter, model=model, load_in_4bit=options.load_in_4bit,
                                              dtype=dtype)
    else:
        module = DecoderEmbedder.from_pretrained(TableLlamaSettings(model=model or DEFAULT_MODEL),
                                                 load_in_4bit=options.load_in_4bit, dtype=dtype)
    if options.max_length is not None:
        module.settings = TableLlamaSettings(**{**asdict(module.settings), "max_table_length": options.max_length})
    return TableLlamaEncoder(module, device, options.adapter)
