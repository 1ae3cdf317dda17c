"""Separating a reasoning model's ``<think>...</think>`` blocks from its answer.

Reasoning models (DeepSeek-R1 distills, Qwen3, ...) write their chain of thought
between ``<think>`` and ``</think>`` before the answer. Only the answer is the
insight that gets scored; the full raw output stays in the prediction record.
Some chat templates already open the ``<think>`` block inside the prompt, so the
output then starts inside the block and only the closing tag appears.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

OPEN, CLOSE = "<think>", "</think>"
_BLOCK = re.compile(r"<think>.*?</think>", re.DOTALL)
_LABEL = re.compile(r"^\s*(?:\*\*)?insight(?:\*\*)?\s*:\s*(?:\*\*)?", re.IGNORECASE)


@dataclass(frozen=True)
class Answer:
    """The answer part of an output, the reasoning text (if any), and whether reasoning was left unfinished."""

    text: str
    reasoning: str | None
    unfinished: bool


def split_reasoning(output: str) -> Answer:
    """Strip every ``<think>`` block; an unclosed block (out of tokens) leaves no answer.

    >>> split_reasoning("<think>add 2 and 2</think> The sum is 4.").text
    'The sum is 4.'
    >>> split_reasoning("add 2 and 2</think>The sum is 4.").text
    'The sum is 4.'
    >>> split_reasoning("<think>add 2 and").unfinished
    True
    """
    reasoning: list[str] = []
    text = output
    if CLOSE in text and OPEN not in text.split(CLOSE, 1)[0]:
        head, text = text.split(CLOSE, 1)
        reasoning.append(head)
    for m in _BLOCK.finditer(text):
        reasoning.append(m.group(0)[len(OPEN) : -len(CLOSE)])
    text = _BLOCK.sub("", text)
    unfinished = False
    if OPEN in text:
        text, rest = text.split(OPEN, 1)
        reasoning.append(rest)
        unfinished = True
    return Answer(text.strip(), "\n".join(r.strip() for r in reasoning) if reasoning else None, unfinished)


def clean_insight(answer: str) -> str:
    """The answer without an echoed ``Insight:`` label (the prompt ends with one)."""
    return _LABEL.sub("", answer, count=1).strip()
