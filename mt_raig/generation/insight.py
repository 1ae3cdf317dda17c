"""The plain insight method: one call with the insight prompt (:mod:`.prompt`), reasoning stripped (:mod:`.think`).

This is how the paper ran every generator of its Table 6 except the table-reasoning
methods: the question and the serialized tables in one prompt, one paragraph back.
Its single step records nothing beyond the raw output, so ``steps`` stays empty.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Sequence

from mt_raig.generation.methods import Generator, Outcome, Task, ask, usage_of
from mt_raig.generation.prompt import INSIGHT_PROMPTS, insight_messages, insight_prompt
from mt_raig.generation.think import clean_insight, split_reasoning
from mt_raig.llm.base import LLM, Completion, Request, Sampling

if TYPE_CHECKING:
    from mt_raig.tables import Table


def prompt_request(llm: LLM, text_messages: tuple[dict, ...], sampling: Sampling) -> Request:
    """Chat messages for chat backends, the same text as one plain prompt otherwise."""
    if llm.capabilities().get("chat", False):
        return Request(messages=text_messages, sampling=sampling)
    return Request(prompt="\n\n".join(m["content"] for m in text_messages), sampling=sampling)


def final_answer(completion: Completion, sampling: Sampling, **kw) -> Outcome:
    """The outcome of a method's last call: the insight with reasoning stripped, or why there is none.

    ``kw`` (``steps``, ``usage``) is passed to the :class:`Outcome`.
    """
    if completion.status != "ok" or not completion.texts:
        return Outcome.failed("backend", completion.error or "no text returned", **kw)
    raw = completion.texts[0]
    reason = completion.finish_reasons[0] if completion.finish_reasons else None
    answer = split_reasoning(raw)
    insight = clean_insight(answer.text)
    if answer.unfinished:
        error = f"the <think> block was not closed within max_new_tokens={sampling.max_new_tokens}"
        return Outcome.failed("unfinished_reasoning", error, raw_output=raw, finish_reason=reason, **kw)
    if not insight:
        return Outcome.failed("empty_insight", "the model returned no insight text", raw_output=raw, finish_reason=reason, **kw)
    return Outcome(status="ok", insight=insight, raw_output=raw, finish_reason=reason, **kw)


class InsightGenerator(Generator):
    """The plain prompt: ``[Instruction] / [Inputs] / [Output]`` with the tables and the question."""

    name = "insight"
    prompt_versions = tuple(INSIGHT_PROMPTS)

    def info(self) -> dict:
        template = INSIGHT_PROMPTS[self.prompt_version]
        return {**super().info(), "prompt_sha256": hashlib.sha256(template.encode("utf-8")).hexdigest()}

    def prompt_tokens(self, llm: LLM, question: str, tables: Sequence["Table"]) -> int:
        return llm.count_tokens(insight_prompt(question, tables, self.prompt_version))

    def request(self, llm: LLM, task: Task, sampling: Sampling) -> Request:
        """The one request this method sends for ``task``."""
        return prompt_request(llm, insight_messages(task.question, task.tables, self.prompt_version), sampling)

    def generate(self, llm: LLM, tasks: Sequence[Task], sampling: Sampling) -> list[Outcome]:
        completions = ask(llm, [self.request(llm, t, sampling) for t in tasks])
        return [final_answer(c, sampling, usage=usage_of(c)) for c in completions]


__all__ = ["InsightGenerator", "final_answer", "prompt_request"]
