"""G-Eval (Liu et al., 2023a) with the paper's Table 18 prompts: faithfulness and completeness on 1-5.

Spec ``g-eval:<LLM spec>`` (``g-eval:openai:gpt-4o-mini``,
``g-eval:transformers:gemma3-270m-gguf``), or pass an :class:`~mt_raig.llm.base.LLM`.
Each item gets two prompts (the paper's wording, tables serialized as the
paper does and numbered "Table 1", "Table 2", ... as MT-RAIG Eval's verifier
sees them). Scoring modes:

- ``logprob`` (default when the backend reports first-token log-probabilities):
  G-Eval's probability-weighted score ``sum_s s * p(s)`` over the score tokens
  ``1``-``5`` among the top first tokens, renormalised over those five;
- ``sample``: G-Eval's fallback without probabilities: ``n`` samples (default
  20, temperature 1) and the mean of the scores parsed from them;
- ``greedy``: one greedy reply, its score parsed.

A reply with no score 1-5 (or top tokens without one) is ``failed`` with the
reply quoted, never a guessed number. Values are on the 1-5 scale.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Literal

from mt_raig.eval.judge import EvalItem
from mt_raig.eval.prompts import tables_block
from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.metrics.base import Metric, MetricResult

PROMPT_VERSION = "g-eval/1"
DIMENSIONS = ("faithfulness", "completeness")
SCORES = ("1", "2", "3", "4", "5")

_FAITHFULNESS = """[Instruction]

You will be given retrieved tables, a question, and an insight. Your task is to evaluate how faithful the insight is to the data in the retrieved tables when answering the question. Please make sure you read and understand these instructions carefully.

Evaluation Criteria:

Faithfulness (1–5) - A good insight must be consistent with the retrieved tables and must not include contradictory or fabricated information.

Evaluation Steps:

1. Carefully review the retrieved tables and the question, noting all critical data.

2. Check if the insight strictly relies on the table data without contradicting any key details.

3. Assign a Faithfulness score (1–5) based on the insight’s accuracy and adherence to the tables.

[Inputs]

Retrieved tables: {serialized_tables}

Question: {question}

Insight: {insight}

[Output]

Faithfulness (scores ONLY):"""

_COMPLETENESS = """[Instruction]

You will be given retrieved tables, a question, and an insight. Your task is to evaluate whether the insight fully addresses the question using the data provided. Please make sure you read and understand these instructions carefully.

Evaluation Criteria:

Completeness (1–5) - A good insight must address all relevant elements of the question, leaving no key points from the tables unaddressed.

Evaluation Steps:

1. Review the retrieved tables and question to identify the essential information.

2. Compare the insight against the question and tables, checking if all crucial points are covered.

3. Assign a Completeness score (1–5) based on how thoroughly the insight uses the table data to fulfill the question.

[Inputs]

Retrieved tables: {serialized_tables}

Question: {question}

Insight: {insight}

[Output]

Completeness (scores ONLY):"""

PROMPTS = {"faithfulness": _FAITHFULNESS, "completeness": _COMPLETENESS}
_SCORE = re.compile(r"(?<![\d.])([1-5](?:\.\d+)?)(?![\d])")
_LABELLED = re.compile(r"(?:faithfulness|completeness|score)[^:\n]*:\s*\**\s*([1-5](?:\.\d+)?)(?![\d])", re.IGNORECASE)
# the scale as the prompt writes it, often echoed before the score: "(1-5)", "1 to 5", "out of 5", "/5"
_SCALE = re.compile(r"\(?\b1\s*(?:-|–|to)\s*5\b\)?|\bout of 5\b|/\s*5\b", re.IGNORECASE)


def render(dimension: str, item: EvalItem) -> str:
    """The Table 18 prompt of ``dimension`` for ``item``."""
    return PROMPTS[dimension].format(serialized_tables=tables_block(item.tables), question=item.question, insight=item.prediction)


def parse_score(text: str) -> float:
    """The score 1-5 of a reply: the number after a label (``"Faithfulness (1-5): 5"`` -> 5), else the first number
    once an echoed scale is removed (``"4/5"`` -> 4); decimals are kept (``"3.5"``). ValueError when there is none.

        >>> parse_score("Faithfulness (1-5): 5"), parse_score("3.5"), parse_score("4/5"), parse_score("Score: 2")
        (5.0, 3.5, 4.0, 2.0)
    """
    text = text or ""
    m = _LABELLED.search(text) or _SCORE.search(_SCALE.sub(" ", text))
    if not m or not 1.0 <= float(m.group(1)) <= 5.0:
        raise ValueError(f"no score 1-5 in the reply {text[:80]!r}")
    return float(m.group(1))


def weighted_score(first_token_logprobs: dict[str, float]) -> tuple[float, dict[str, float]]:
    """``sum_s s * p(s)`` over the score tokens among the top first tokens, renormalised; ValueError when none.

    Tokens are compared after stripping spaces (``" 4"`` and ``"4"`` both count for 4).

        >>> round(weighted_score({"4": math.log(0.6), "5": math.log(0.2), "x": math.log(0.2)})[0], 4)
        4.25
    """
    probs = {s: 0.0 for s in SCORES}
    for token, lp in first_token_logprobs.items():
        t = token.strip()
        if t in probs and lp is not None and math.isfinite(lp):
            probs[t] += math.exp(lp)
    total = sum(probs.values())
    if total <= 0:
        raise ValueError("no score token 1-5 among the first-token log-probabilities")
    probs = {s: p / total for s, p in probs.items()}
    return sum(int(s) * p for s, p in probs.items()), probs


class GEval(Metric):
    """Two LLM ratings (faithfulness, completeness) per item on the paper's 1-5 scale."""

    name = "G-Eval"
    dimensions = DIMENSIONS
    display_factor = 1.0
    floor = 1.0  # the 1-5 scale's lowest score
    needs_reference = False

    def __init__(self, arg: str | LLM | None = None, mode: Literal["auto", "logprob", "sample", "greedy"] = "auto",
                 n: int = 20, temperature: float = 1.0, top_logprobs: int = 20, max_new_tokens: int = 5,
                 chat: bool | None = None, llm_options: dict | None = None, progress: bool = True) -> None:
        if arg is None:
            raise ValueError("G-Eval needs an LLM: g-eval:<LLM spec>, e.g. g-eval:openai:gpt-4o-mini")
        if isinstance(arg, LLM):
            self.llm = arg
        else:
            from mt_raig.llm import load_llm

            self.llm = load_llm(arg, llm_options)
        caps = self.llm.capabilities()
        if mode == "auto":
            mode = "logprob" if caps.get("logprobs") else "greedy"
        if mode not in ("logprob", "sample", "greedy"):
            raise ValueError(f"G-Eval mode must be auto, logprob, sample or greedy, got {mode!r}")
        if mode == "logprob" and not caps.get("logprobs"):
            raise ValueError(f"G-Eval mode logprob needs first-token log-probabilities, which backend {self.llm.backend!r} does not give")
        self.mode = mode
        self.n = n if mode == "sample" else 1
        self.temperature = temperature if mode == "sample" else 0.0
        self.top_logprobs = top_logprobs
        self.max_new_tokens = max_new_tokens
        self.chat = bool(caps.get("chat", True)) if chat is None else bool(chat)
        self.progress = progress

    def _request(self, text: str) -> Request:
        sampling = Sampling(temperature=self.temperature, max_new_tokens=self.max_new_tokens, n=self.n,
                            logprobs=self.top_logprobs if self.mode == "logprob" else None)
        if self.chat:
            return Request(messages=({"role": "user", "content": text},), sampling=sampling)
        return Request(prompt=text, sampling=sampling)

    def _value(self, c: Completion) -> tuple[float, dict]:
        if c.status != "ok":
            raise ValueError(f"backend failed: {c.error}")
        if self.mode == "logprob":
            if not c.first_token_logprobs:
                raise ValueError("the backend returned no first-token log-probabilities")
            value, probs = weighted_score(c.first_token_logprobs[0])
            return value, {"probabilities": probs, "reply": c.texts[0] if c.texts else ""}
        scores = []
        for t in c.texts:
            try:
                scores.append(parse_score(t))
            except ValueError:
                continue
        if not scores:
            raise ValueError(f"no score 1-5 in the reply {(c.texts or [''])[0][:80]!r}")
        return sum(scores) / len(scores), {"votes": scores}

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        out: list[MetricResult | None] = [self.unscorable(it) for it in items]
        live = [i for i, r in enumerate(out) if r is None]
        requests = [self._request(render(d, items[i])) for i in live for d in DIMENSIONS]
        completions = self.llm.generate(requests, progress=self.progress) if requests else []
        if len(completions) != len(requests):
            raise RuntimeError(f"backend returned {len(completions)} completions for {len(requests)} requests")
        for j, i in enumerate(live):
            values, detail, errors = {}, {}, []
            for k, d in enumerate(DIMENSIONS):
                try:
                    values[d], detail[d] = self._value(completions[2 * j + k])
                except ValueError as e:
                    errors.append(f"{d}: {e}")
            if errors:
                out[i] = MetricResult("failed", values, error="; ".join(errors), detail=detail)
            else:
                out[i] = MetricResult("ok", values, detail=detail)
        return out  # type: ignore[return-value]

    def info(self) -> dict:
        return {"name": self.name, "llm": self.llm.info(), "mode": self.mode, "n": self.n, "temperature": self.temperature,
                "top_logprobs": self.top_logprobs if self.mode == "logprob" else None, "chat": self.chat,
                "prompt_version": PROMPT_VERSION, "scale": "1-5"}

    def close(self) -> None:
        self.llm.close()
