"""Test fixtures: tiny randomly initialised TAPAS and Llama models with tokenizers trained on the spot.

For tests, benchmarks and the CPU smoke run of the trainer
(``training/make_tiny_model.py``), never for real retrieval: a few hundred
thousand parameters, built from transformers configs and a tokenizer trained
with the ``tokenizers`` library on the given texts, saved as an ordinary model
folder that ``from_pretrained`` loads. Nothing is downloaded.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

TINY_KINDS = ("dtr", "tablellama")
SPECIALS_BERT = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "[EMPTY]"]


def training_texts(limit: int | None = None) -> list[str]:
    """Questions and serialized tables of the bundled sample: a vocabulary close to the task."""
    from mt_raig.io.benchmark import load_benchmark

    bench = load_benchmark(None)
    texts = [e.question for e in bench.examples] + [t.serialize(max_rows=20) for t in bench.tables.values()]
    return texts[:limit] if limit else texts


def wordpiece_vocab(folder: Path, texts: Iterable[str] | None, vocab_size: int) -> Path:
    """A BERT-style WordPiece ``vocab.txt`` trained on ``texts`` (default: the sample's texts) in ``folder``."""
    from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, trainers

    folder.mkdir(parents=True, exist_ok=True)
    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    trainer = trainers.WordPieceTrainer(vocab_size=vocab_size, special_tokens=SPECIALS_BERT, show_progress=False)
    tok.train_from_iterator(list(texts if texts is not None else training_texts()), trainer)
    tok.model.save(str(folder))  # vocab.txt
    return folder / "vocab.txt"


def make_tiny_tapas(folder: str | os.PathLike, texts: Iterable[str] | None = None, vocab_size: int = 600,
                    hidden_size: int = 32, layers: int = 2, seed: int = 0, dropout: float = 0.0) -> Path:
    """A tiny TAPAS (TapasModel weights + WordPiece vocab for TapasTokenizer) in ``folder``."""
    import torch
    from transformers import TapasConfig, TapasModel, TapasTokenizer

    folder = Path(folder)
    wordpiece_vocab(folder, texts, vocab_size)
    tokenizer = TapasTokenizer(str(folder / "vocab.txt"), model_max_length=512)
    tokenizer.save_pretrained(str(folder))
    config = TapasConfig(
        vocab_size=tokenizer.vocab_size,
        hidden_size=hidden_size,
        num_hidden_layers=layers,
        num_attention_heads=2,
        intermediate_size=hidden_size * 2,
        max_position_embeddings=512,
        hidden_dropout_prob=dropout,  # 0 by default: tiny runs are then deterministic across process counts
        attention_probs_dropout_prob=dropout,
    )
    torch.manual_seed(seed)
    TapasModel(config, add_pooling_layer=False).save_pretrained(str(folder))
    return folder


def make_tiny_llama(folder: str | os.PathLike, texts: Iterable[str] | None = None, vocab_size: int = 600,
                    hidden_size: int = 32, layers: int = 2, seed: int = 0) -> Path:
    """A tiny Llama causal LM (random weights) with a BPE tokenizer (bos/eos/unk) in ``folder``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<unk>", "<s>", "</s>"], show_progress=False,
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet())
    from mt_raig.retrieval import tablellama

    prompts = [tablellama.prompt_text("question", "q"), tablellama.prompt_text("table", "t")] * 20
    tok.train_from_iterator(list(texts if texts is not None else training_texts()) + prompts, trainer)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>",
                                        model_max_length=2048)
    tokenizer.save_pretrained(str(folder))
    config = LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=hidden_size,
        intermediate_size=hidden_size * 2,
        num_hidden_layers=layers,
        num_attention_heads=2,
        num_key_value_heads=2,
        max_position_embeddings=2048,
        bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    torch.manual_seed(seed)
    LlamaForCausalLM(config).save_pretrained(str(folder))
    return folder


def make_tiny(kind: str, folder: str | os.PathLike) -> Path:
    """``dtr`` -> tiny TAPAS, ``tablellama`` -> tiny Llama, trained on the bundled sample's texts."""
    if kind == "dtr":
        return make_tiny_tapas(folder)
    if kind == "tablellama":
        return make_tiny_llama(folder)
    raise ValueError(f"unknown tiny model kind {kind!r}; known: {', '.join(TINY_KINDS)}")


def make_tiny_sentence_transformer(folder: str | os.PathLike, texts: Iterable[str] | None = None, vocab_size: int = 600,
                                   hidden_size: int = 32, layers: int = 2, seed: int = 0) -> Path:
    """A tiny random BERT saved as a sentence-transformers model (Transformer + mean Pooling + Normalize)."""
    import torch
    from sentence_transformers import SentenceTransformer
    from sentence_transformers import models as st_models
    from transformers import BertConfig, BertModel, BertTokenizerFast

    folder = Path(folder)
    bert = folder / "bert"
    wordpiece_vocab(bert, texts, vocab_size)
    BertTokenizerFast(str(bert / "vocab.txt"), model_max_length=128).save_pretrained(str(bert))
    config = BertConfig(vocab_size=len((bert / "vocab.txt").read_text().splitlines()), hidden_size=hidden_size,
                        num_hidden_layers=layers, num_attention_heads=2, intermediate_size=hidden_size * 2,
                        max_position_embeddings=128, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    torch.manual_seed(seed)
    BertModel(config, add_pooling_layer=False).save_pretrained(str(bert))
    transformer = st_models.Transformer(str(bert), max_seq_length=64)
    st = SentenceTransformer(modules=[transformer, st_models.Pooling(hidden_size, "mean"), st_models.Normalize()], device="cpu")
    st.save(str(folder / "st"))
    return folder / "st"
