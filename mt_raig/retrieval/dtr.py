"""DTR: a TAPAS dual encoder for table retrieval (Herzig et al., 2021), optionally with a LoRA adapter.

Questions go to the TAPAS tokenizer as text with an empty table; tables go to
it *as tables* (a pandas DataFrame of strings, the table title as the query
text, ``drop_rows_to_fit`` truncation), so TAPAS sees row and column ids. Each
side is pooled at ``[CLS]`` and mapped by a linear projection; the two sides
share one TAPAS tower (default) or use two. Embeddings are L2-normalised, so
scores are cosine similarities.

The projection starts as the identity when its size equals the hidden size
(the default), so an untrained encoder is plain CLS pooling. Training
(:mod:`mt_raig.retrieval.training`) writes a standard PEFT adapter folder plus
``dtr_head.safetensors`` and ``dtr_config.json`` beside it;
``build_encoder(None, EncoderOptions(adapter=folder))`` loads all of it.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Sequence

import torch

from mt_raig.errors import ConfigError, DataError
from mt_raig.retrieval.base import Encoder, EncoderOptions
from mt_raig.retrieval.dual_encoder import TrainableDualEncoder, absolute_model, build_dual_encoder
from mt_raig.tables import Table

DEFAULT_MODEL = "google/tapas-base"
HEAD_FILE = "dtr_head.safetensors"
CONFIG_FILE = "dtr_config.json"
TABLE_TOWER_DIR = "table_tower"
LORA_TARGETS = ("query", "value")  # BERT-style attention projections in TAPAS
TOWERS = ("shared", "separate")


@dataclass(frozen=True)
class DTRSettings:
    """What shapes the embeddings besides the weights (stored beside a trained adapter)."""

    model: str = DEFAULT_MODEL
    towers: str = "shared"
    projection_dim: int | None = None  # None: the backbone's hidden size (identity start)
    max_question_length: int = 64
    max_table_length: int = 512

    def __post_init__(self) -> None:
        if self.towers not in TOWERS:
            raise ConfigError(f"dtr towers must be one of {TOWERS}, got {self.towers!r}")
        if self.projection_dim is not None and self.projection_dim < 1:
            raise ConfigError(f"dtr projection_dim must be >= 1, got {self.projection_dim}")


def table_frame(table: Table, max_length: int):
    """The table as a DataFrame of strings, cut to the rows that could fit in ``max_length`` tokens.

    Every cell costs at least one token, so rows past ``max_length / columns``
    can never fit; dropping them first keeps tokenizing a huge table cheap.
    """
    import pandas as pd

    width = len(table.header)
    if not width:
        return pd.DataFrame()
    rows = max(1, max_length // width)
    return pd.DataFrame([list(r) for r in table.cells[:rows]], columns=list(table.header), dtype=str)


def _pad(features: list[dict], pad_id: int) -> dict[str, torch.Tensor]:
    """Right-pad TAPAS features (``token_type_ids`` is ``[len, 7]``) to the longest one."""
    length = max(len(f["input_ids"]) for f in features)
    types = len(features[0]["token_type_ids"][0]) if features[0]["token_type_ids"] else 7
    ids, mask, token_types = [], [], []
    for f in features:
        gap = length - len(f["input_ids"])
        ids.append(list(f["input_ids"]) + [pad_id] * gap)
        mask.append(list(f["attention_mask"]) + [0] * gap)
        token_types.append([list(t) for t in f["token_type_ids"]] + [[0] * types] * gap)
    return {
        "input_ids": torch.tensor(ids, dtype=torch.long),
        "attention_mask": torch.tensor(mask, dtype=torch.long),
        "token_type_ids": torch.tensor(token_types, dtype=torch.long),
    }


class TapasDualEncoder(TrainableDualEncoder):
    """Question and table towers (TAPAS), CLS pooling, one projection per side, L2 normalisation."""

    retriever = "dtr"
    config_file = CONFIG_FILE
    head_file = HEAD_FILE
    settings_class = DTRSettings

    def __init__(self, question_tower, table_tower, tokenizer, settings: DTRSettings) -> None:
        super().__init__()
        self.settings = settings
        self.tokenizer = tokenizer
        self.question_tower = question_tower
        self.table_tower = table_tower  # None when shared
        hidden = question_tower.config.hidden_size
        dim = settings.projection_dim or hidden
        self.question_projection = torch.nn.Linear(hidden, dim, bias=False)
        self.table_projection = torch.nn.Linear(hidden, dim, bias=False)
        with torch.no_grad():
            for proj in (self.question_projection, self.table_projection):
                if dim == hidden:
                    proj.weight.copy_(torch.eye(hidden))
                else:  # fixed seed: an untrained encoder is still reproducible
                    generator = torch.Generator().manual_seed(0)
                    proj.weight.copy_(torch.randn(dim, hidden, generator=generator) / hidden**0.5)

    @classmethod
    def from_pretrained(cls, settings: DTRSettings, **load_options) -> "TapasDualEncoder":
        """Backbone(s) and tokenizer from a Hub id or local folder (no adapter)."""
        from transformers import TapasModel, TapasTokenizer

        settings = DTRSettings(**{**asdict(settings), "model": absolute_model(settings.model)})
        tokenizer = TapasTokenizer.from_pretrained(settings.model)
        question = TapasModel.from_pretrained(settings.model, add_pooling_layer=False)
        table = TapasModel.from_pretrained(settings.model, add_pooling_layer=False) if settings.towers == "separate" else None
        return cls(question, table, tokenizer, settings)

    def tower_slots(self) -> list[tuple[str, str]]:
        return [("question_tower", "")] + ([("table_tower", TABLE_TOWER_DIR)] if self.table_tower is not None else [])

    @property
    def embedding_dim(self) -> int:
        return self.question_projection.out_features

    def head_state(self) -> dict[str, torch.Tensor]:
        return {
            "question_projection.weight": self.question_projection.weight,
            "table_projection.weight": self.table_projection.weight,
        }

    # -- features -----------------------------------------------------------------------------

    def question_inputs(self, questions: Sequence[str]) -> dict[str, torch.Tensor]:
        """``[CLS] question [SEP]`` with all-zero TAPAS token types (what TAPAS gives an empty table),
        cut to ``max_question_length`` word pieces (the TAPAS tokenizer cannot truncate queries)."""
        tok = self.tokenizer
        budget = self.settings.max_question_length - 2
        features = []
        for q in questions:
            ids = [tok.cls_token_id] + tok.convert_tokens_to_ids(tok.tokenize(q)[:budget]) + [tok.sep_token_id]
            features.append({"input_ids": ids, "attention_mask": [1] * len(ids), "token_type_ids": [[0] * 7] * len(ids)})
        return _pad(features, tok.pad_token_id)

    def table_inputs(self, tables: Sequence[Table]) -> dict[str, torch.Tensor]:
        return _pad([self._table_features(t) for t in tables], self.tokenizer.pad_token_id)

    def _table_features(self, table: Table) -> dict:
        """Tokenize one table; when title + header alone exceed the budget, shorten the title, then drop columns."""
        tok = self.tokenizer
        length = self.settings.max_table_length
        title = tok.convert_tokens_to_string(tok.tokenize(table.title)[: max(1, length // 8)])
        columns = min(len(table.header), tok.max_column_id - 1)
        while True:
            cut = Table(table.id, table.title, table.header[:columns], tuple(r[:columns] for r in table.cells))
            try:
                return tok(table=table_frame(cut, length), queries=title, truncation="drop_rows_to_fit", max_length=length)
            except ValueError as exc:
                if "header given the maximum length" not in str(exc) or columns <= 1:
                    raise DataError(f"table {table.id!r} cannot be encoded by TAPAS: {exc}") from exc
                columns //= 2

    # -- embeddings ---------------------------------------------------------------------------

    def _embed(self, tower, projection, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        out = tower(
            input_ids=inputs["input_ids"],
            attention_mask=inputs["attention_mask"],
            token_type_ids=inputs["token_type_ids"],
        )
        cls = out.last_hidden_state[:, 0]
        return torch.nn.functional.normalize(projection(cls.to(projection.weight.dtype)).float(), dim=-1)

    def embed_questions(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        return self._embed(self.question_tower, self.question_projection, inputs)

    def embed_tables(self, inputs: dict[str, torch.Tensor]) -> torch.Tensor:
        tower = self.table_tower if self.table_tower is not None else self.question_tower
        return self._embed(tower, self.table_projection, inputs)

    def info(self) -> dict:
        return {
            "retriever": "dtr",
            **asdict(self.settings),
            "pooling": "cls + linear projection, L2-normalised",
            "table_format": "TAPAS table tokenization (title as query text, drop_rows_to_fit)",
        }


def build_encoder(model: str | None, options: EncoderOptions) -> Encoder:
    """``dtr[:<model>]``: TAPAS dual encoder, with ``options.adapter`` (a trained folder) when given."""
    if options.load_in_4bit:
        raise ConfigError("dtr does not support 4-bit loading (TAPAS-base is small); drop load_in_4bit")
    return build_dual_encoder(TapasDualEncoder, model, options, DEFAULT_MODEL)
