"""Contrastive InfoNCE over in-batch (and cross-process) negatives.

Every process embeds its own questions and tables, gathers everyone's
embeddings, and computes the loss of *all* questions against *all* tables. The
gathered copies carry no gradient except the process's own slice, so each
process back-propagates exactly the part of the full-batch gradient that flows
through its own embeddings; DDP then averages over processes, and scaling the
loss by the world size makes the sum the full-batch gradient. So 4 GPUs x
batch 1 trains like one device with batch 4.

Tables of a batch are laid out per example as ``[positive, negative_1, ..,
negative_n]``. A table that is another in-batch positive of the *same
question* (multi-table questions) or a copy of the question's own positive is
masked out rather than pushed away.
"""

from __future__ import annotations

import hashlib

import torch


def id_hash(text: str) -> int:
    """A stable signed 63-bit integer for an id (gatherable as int64)."""
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:15], 16)


def gather_with_local_grad(accelerator, tensor: torch.Tensor) -> torch.Tensor:
    """All processes' ``tensor`` concatenated in rank order; only this process's slice has gradient.

    Every process must pass the same shape (the trainer drops incomplete global batches).
    """
    if accelerator.num_processes == 1:
        return tensor
    gathered = accelerator.gather(tensor.detach().contiguous())
    n = tensor.shape[0]
    rank = accelerator.process_index
    return torch.cat([gathered[: rank * n], tensor, gathered[(rank + 1) * n :]])


def info_nce(
    questions: torch.Tensor,
    tables: torch.Tensor,
    question_keys: torch.Tensor,
    table_keys: torch.Tensor,
    temperature: float,
) -> torch.Tensor:
    """Mean cross-entropy of each question over all tables; its positive sits at ``i * (tables/questions)``.

    ``question_keys`` (hash of the question text, one per question) and
    ``table_keys`` (hash of the table id, one per table) identify false negatives.
    """
    n_q, n_t = questions.shape[0], tables.shape[0]
    if n_t % n_q:
        raise ValueError(f"{n_t} tables for {n_q} questions: every example needs the same number of negatives")
    per = n_t // n_q
    positives = torch.arange(n_q, device=questions.device) * per
    logits = questions.float() @ tables.float().T / temperature
    positive_keys = table_keys[positives]  # [n_q]
    same_question = question_keys[:, None] == question_keys[None, :]  # [n_q, n_q]
    # table j is gold for question i if it equals the positive of some in-batch record of i's question
    gold = (same_question.float() @ (positive_keys[:, None] == table_keys[None, :]).float()) > 0  # [n_q, n_t]
    gold[torch.arange(n_q), positives] = False
    logits = logits.masked_fill(gold, torch.finfo(logits.dtype).min)
    return torch.nn.functional.cross_entropy(logits, positives)
