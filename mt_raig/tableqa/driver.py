"""Running many multi-call methods at once: each task is a program that yields requests; calls are batched.

A table-QA method needs several dependent LLM calls per question (plan, then arguments, then answer), and a
different number for each question. Each task's method is written as a plain Python generator that yields a
list of :class:`~mt_raig.llm.base.Request` and receives the list of completions back; :func:`drive` sends the
pending requests of every task as one batch per round, so a vLLM or batched-API backend still sees batches.

    def program(task, steps):
        [plan] = yield [request_for_plan]          # any number of rounds
        steps.append({"step": "plan", "reply": plan.texts[0]})
        [answer] = yield [request_for_answer]
        return final_answer(answer, sampling)      # an Outcome

:func:`drive` keeps each task's ``steps`` list and adds every call to the task's usage; a program that raises
gives that task ``status="failed"`` (``failure="method_error"``) with the steps recorded so far, never an
exception for the batch.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import replace

from mt_raig.generation.insight import prompt_request
from mt_raig.generation.methods import Outcome, Task, ask, usage_of
from mt_raig.generation.think import split_reasoning
from mt_raig.io.predictions import Usage
from mt_raig.llm.base import LLM, Completion, Request, Sampling

Program = Generator[list[Request], list[Completion], Outcome]


def drive(llm: LLM, tasks: Sequence[Task], program: Callable[[Task, list[dict]], Program]) -> list[Outcome]:
    """Run ``program(task, steps)`` for every task, batching their requests round by round (see the module docstring)."""
    steps: list[list[dict]] = [[] for _ in tasks]
    usages = [Usage() for _ in tasks]
    outcomes: list[Outcome | None] = [None] * len(tasks)
    running: dict[int, Program] = {}
    pending: dict[int, list[Request]] = {}

    def advance(i: int, sent: list[Completion] | None) -> None:
        prog = running[i]
        try:
            while True:
                reqs = next(prog) if sent is None else prog.send(sent)
                if reqs:
                    pending[i] = list(reqs)
                    return
                sent = []  # a round without requests: continue at once
        except StopIteration as stop:
            outcomes[i] = stop.value
        except Exception as e:  # noqa: BLE001 - one task's bug or surprise is its status, never the batch's
            outcomes[i] = Outcome.failed("method_error", f"{type(e).__name__}: {e}")
        del running[i]

    for i, task in enumerate(tasks):
        running[i] = program(task, steps[i])
        advance(i, None)
    while pending:
        order = list(pending)
        flat = [(i, r) for i in order for r in pending.pop(i)]
        completions = ask(llm, [r for _, r in flat])
        back: dict[int, list[Completion]] = {i: [] for i in order}
        for (i, _), c in zip(flat, completions):
            back[i].append(c)
            usages[i].add(usage_of(c))
        for i in order:
            advance(i, back[i])
    for i, o in enumerate(outcomes):
        if o is None:  # pragma: no cover - a program always ends by return or raise
            o = outcomes[i] = Outcome.failed("method_error", "the method ended without an outcome")
        o.steps = steps[i]
        o.usage = usages[i]
    return outcomes  # type: ignore[return-value]


def request(llm: LLM, prompt: str, sampling: Sampling) -> Request:
    """One user turn (chat backends) or plain prompt with ``prompt``."""
    return prompt_request(llm, ({"role": "user", "content": prompt},), sampling)


def stage_sampling(sampling: Sampling, max_new_tokens: int) -> Sampling:
    """Settings of an intermediate call: the run's temperature and seed, one sample, its own token budget."""
    return replace(sampling, n=1, max_new_tokens=max_new_tokens, logprobs=None)


def reply_text(completion: Completion) -> tuple[str | None, str | None]:
    """``(text, None)`` for an intermediate call (reasoning stripped), or ``(None, why)`` when it failed."""
    if completion.status != "ok" or not completion.texts:
        return None, completion.error or "no text returned"
    answer = split_reasoning(completion.texts[0])
    if answer.unfinished:
        return None, "the <think> block was not closed"
    return answer.text, None


__all__ = ["Program", "drive", "reply_text", "request", "stage_sampling"]
