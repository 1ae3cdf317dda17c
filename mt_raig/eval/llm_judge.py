"""The MT-RAIG Eval judge over any LLM backend: the paper's four prompts, read strictly, run by the call engine.

Verification modes (named in every result; see :mod:`mt_raig.eval.verdicts` for how replies are read):

- ``official`` (default): the authors' published procedure: 20 samples at
  temperature 2.0, at most 5 new tokens; each sample's first number is its vote
  (no number = a 0 vote, outside [0, 1] = no vote); the claim's score is the mean.
- ``strict``: the same samples, only exact 0/1 answers counted.
- ``logprob``: one step, one new token; the score is P("1") / (P("0") + P("1"))
  from the first token's log-probabilities (the greedy-limit expectation), with
  the temperature-2.0 expectation beside it; below ``min_verdict_mass`` of
  probability on the two digits the claim is ``low_verdict_mass``, not a number.
- ``greedy``: one answer at temperature 0.

``constrain_verdicts=True`` (official/strict/greedy, backends with regex output)
constrains each verdict to ``[01]`` and is named ``+regex``. ``batched=True``
verifies all claims of an insight in one call; ``evidence=True`` (greedy) also
asks for the table and row behind each verdict. Both are this toolkit's
extensions, named in results.

The verifier reads the tables exactly as the generator saw them, never cut: a
prompt that does not fit the model's context window (with the step's own
``max_new_tokens`` reserved) is not sent and the claim is ``context_overflow``.
Cache, budget, retries and request dedup are :class:`~mt_raig.llm.calls.CallEngine`'s.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Literal, Sequence

from mt_raig.config import build_config
from mt_raig.errors import ConfigError
from mt_raig.eval import verdicts
from mt_raig.eval.judge import Claims, EvalItem, Judge, Match, Topics, Verdict
from mt_raig.eval.parsing import _NONE_WORDS, IndexSet, ReplyParseError, first_text, index_set, parse_json_object, parse_match, parse_numbered_list, string_list
from mt_raig.eval.prompts import (
    CLAIM_DECOMPOSITION, CLAIM_VERIFICATION, CLAIM_VERIFICATION_BATCHED, CLAIM_VERIFICATION_EVIDENCE, CLAIMS_SCHEMA,
    EVIDENCE_SCHEMA, PROMPTS, TOPIC_DECOMPOSITION, TOPIC_MATCHING, TOPICS_SCHEMA, PromptTemplate, match_schema, numbered,
    schemas_block, tables_block, verdicts_schema,
)
from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.llm.call_cache import CallCache
from mt_raig.llm.calls import Call, CallEngine

MODES = ("official", "strict", "logprob", "greedy")
OFFICIAL_SAMPLES = 20
OFFICIAL_TEMPERATURE = 2.0
VERDICT_MAX_TOKENS = 5
LOGPROB_TOP = 20
BATCHED_TOKENS_PER_CLAIM = 6
EVIDENCE_MAX_TOKENS = 24
MATCH_MAX_TOKENS = 160
VERDICT_REGEX = "[01]"


@dataclass
class LLMJudgeOptions:
    """Settings of an ``llm:`` judge (YAML keys and ``load_judge`` options have these names)."""

    mode: Literal["official", "strict", "logprob", "greedy"] = field(default="official", metadata={"help": "claim verification mode"})
    prompts: Literal["paper", "paper+format"] = field(default="paper", metadata={"help": "prompt variant: the paper's text, or with the authors' format sentences"})
    batched: bool = field(default=False, metadata={"help": "verify all claims of an insight in one call"})
    evidence: bool = field(default=False, metadata={"help": "greedy mode: also name the table and row behind each verdict"})
    structured: bool = field(default=False, metadata={"help": "JSON-schema outputs for decomposition and matching, where the backend supports them"})
    cache: str | None = field(default=None, metadata={"help": "SQLite call cache (reruns and resumed runs are served from it)"})
    max_calls: int | None = field(default=None, metadata={"help": "budget: at most N backend calls (retries included)"})
    max_cost: float | None = field(default=None, metadata={"help": "budget in USD (priced API models only), never passed: each call reserves its worst case"})
    max_retries: int = field(default=2, metadata={"help": "retries of an unreadable reply or failed call"})
    batch_size: int = field(default=16, metadata={"help": "calls per backend batch, committed to the cache after each"})
    max_new_tokens: int = field(default=512, metadata={"help": "length limit of decomposition replies"})
    chat: bool | None = field(default=None, metadata={"help": "chat messages (default: when the backend takes them); false sends plain text"})
    constrain_verdicts: bool = field(default=False, metadata={"help": "verdicts constrained to [01] (weak or base models; named +regex)"})
    min_verdict_mass: float = field(default=0.5, metadata={"help": "logprob mode: least probability on the tokens 0 and 1 for a verdict"})
    progress: bool = field(default=True, metadata={"help": "progress bars"})

    def validate(self) -> None:
        if self.max_retries < 0 or self.batch_size < 1 or self.max_new_tokens < 1:
            raise ConfigError("max_retries must be >= 0, batch_size and max_new_tokens >= 1")
        if self.max_calls is not None and self.max_calls < 0:
            raise ConfigError(f"max_calls must be >= 0, got {self.max_calls}")
        if not 0.0 <= self.min_verdict_mass <= 1.0:
            raise ConfigError(f"min_verdict_mass must be in [0, 1], got {self.min_verdict_mass}")
        if self.batched and self.mode == "logprob":
            raise ConfigError("batched verification reads a list of verdicts, which one logprob step cannot give; use mode official or greedy")
        if self.evidence and (self.mode != "greedy" or self.batched):
            raise ConfigError("evidence=True needs mode 'greedy' without batching (the official 5-token samples cannot name a table and row)")


class LLMJudge(Judge):
    """MT-RAIG Eval with an LLM: decomposer, verifier and matcher are the same backend."""

    name = "llm"
    proxy = False

    def __init__(self, llm: LLM, **options):
        cache_obj = options.pop("cache") if isinstance(options.get("cache"), CallCache) else None
        if isinstance(options.get("cache"), Path):
            options["cache"] = str(options["cache"])
        o = self.options = build_config(LLMJudgeOptions, options, source="llm judge options")
        caps = llm.capabilities()
        if o.mode == "logprob" and not caps.get("logprobs"):
            raise ConfigError(f"mode 'logprob' needs first-token log-probabilities, which backend {llm.backend!r} does not return; use official or greedy")
        if o.constrain_verdicts and (o.mode == "logprob" or o.batched or o.evidence or not caps.get("regex")):
            raise ConfigError("constrain_verdicts needs mode official, strict or greedy, single-claim verification and a backend with regex output")
        if o.chat and not caps.get("chat", True):
            raise ConfigError(f"backend {llm.backend!r} takes no chat messages; leave chat unset or False")
        self.llm = llm
        self.mode = o.mode
        self.variant = o.prompts
        self.structured = bool(o.structured and caps.get("json_schema"))
        self._chat = bool(caps.get("chat", True)) if o.chat is None else bool(o.chat)
        self.engine = CallEngine(llm, cache=cache_obj or o.cache, max_calls=o.max_calls, max_cost=o.max_cost,
                                 max_retries=o.max_retries, batch_size=o.batch_size, progress=o.progress)
        self._suffix = self._verdict_suffix()

    # ----- settings -----
    @property
    def cache(self) -> CallCache | None:
        return self.engine.cache

    @property
    def verification(self) -> str:
        o = self.options
        return self.mode + ("+batched" if o.batched else "") + ("+evidence" if o.evidence else "") + ("+regex" if o.constrain_verdicts else "")

    def _verdict_suffix(self) -> str:
        """" " when a plain-text logprob prompt must end in a space so that the verdict digit is the very next token.

        Tokenizers that split digits from the space before them (Llama 3, GPT-4
        style) would otherwise spend the one generated token on the space.
        """
        if self._chat or self.mode != "logprob":
            return ""
        n = self.llm.count_tokens
        return " " if n("Verification: 1") == n("Verification: ") + 1 == n("Verification:") + 2 else ""

    def _sampling(self, step: str, n_claims: int = 1) -> Sampling:
        o = self.options
        if step == "decompose":
            return Sampling(temperature=0.0, max_new_tokens=o.max_new_tokens)
        if step == "match":
            return Sampling(temperature=0.0, max_new_tokens=o.max_new_tokens if self.structured else min(o.max_new_tokens, MATCH_MAX_TOKENS))
        if self.mode == "logprob":
            return Sampling(temperature=0.0, max_new_tokens=1, logprobs=LOGPROB_TOP)
        tokens = EVIDENCE_MAX_TOKENS if o.evidence else VERDICT_MAX_TOKENS
        if o.batched:
            tokens = BATCHED_TOKENS_PER_CLAIM * n_claims + 8
        if self._verify_structured():
            tokens += 16
        if self.mode in ("official", "strict"):
            return Sampling(temperature=OFFICIAL_TEMPERATURE, max_new_tokens=tokens, n=OFFICIAL_SAMPLES, seed=0)
        return Sampling(temperature=0.0, max_new_tokens=tokens)

    def _verify_prompt(self) -> PromptTemplate:
        if self.options.batched:
            return CLAIM_VERIFICATION_BATCHED
        return CLAIM_VERIFICATION_EVIDENCE if self.options.evidence else CLAIM_VERIFICATION

    def _verify_structured(self) -> bool:
        # Single-claim verdicts stay unconstrained text, as in the published setting.
        return self.structured and (self.options.batched or self.options.evidence)

    def _verify_id(self) -> str:
        return self._verify_prompt().id(self.variant, self._verify_structured()) + ("+regex" if self.options.constrain_verdicts else "")

    def info(self) -> dict:
        samplings = {"claim_decomposition": self._sampling("decompose").to_dict(), "claim_verification": self._sampling("verify").to_dict(),
                     "topic_decomposition": self._sampling("decompose").to_dict(), "topic_matching": self._sampling("match").to_dict()}
        if self.options.batched:
            samplings["claim_verification"]["max_new_tokens"] = f"{BATCHED_TOKENS_PER_CLAIM} per claim + 8"
        options = asdict(self.options)
        return {
            "name": self.name, "proxy": False, "backend": self.llm.backend, "model": self.llm.model, "llm": self.llm.info(),
            "mode": self.verification, "verification_mode": self.mode, "prompt_variant": self.variant,
            "batched": self.options.batched, "evidence": self.options.evidence, "structured_output": self.structured, "chat": self._chat,
            "min_verdict_mass": self.options.min_verdict_mass if self.mode == "logprob" else None,
            "verdict_prompt_suffix": self._suffix, "sampling": samplings,
            "prompts": {
                "claim_decomposition": CLAIM_DECOMPOSITION.id(self.variant, self.structured),
                "claim_verification": self._verify_id(),
                "topic_decomposition": TOPIC_DECOMPOSITION.id(self.variant, self.structured),
                "topic_matching": TOPIC_MATCHING.id(self.variant, self.structured),
            },
            "prompt_hashes": {name: p.hash for name, p in PROMPTS.items()},
            "options": {k: options[k] for k in ("max_new_tokens", "batch_size", "constrain_verdicts")},
            **self.engine.info(),
        }

    def usage(self) -> dict:
        return self.engine.usage()

    def close(self) -> None:
        self.engine.close()
        self.llm.close()

    # ----- building calls -----
    def request(self, text: str, sampling: Sampling, json_schema: dict | None = None, regex: str | None = None) -> Request:
        if self._chat:
            return Request(messages=({"role": "user", "content": text},), sampling=sampling, json_schema=json_schema, regex=regex)
        return Request(prompt=text, sampling=sampling, json_schema=json_schema, regex=regex)

    def claims_call(self, item: EvalItem) -> Call:
        text = CLAIM_DECOMPOSITION.render(self.variant, self.structured, serialized_table_schemas=schemas_block(item.tables), insight=item.prediction)
        return Call(CLAIM_DECOMPOSITION.id(self.variant, self.structured), self.request(text, self._sampling("decompose"), CLAIMS_SCHEMA if self.structured else None))

    def topics_call(self, question: str, insight: str) -> Call:
        text = TOPIC_DECOMPOSITION.render(self.variant, self.structured, question=question, insight=insight)
        return Call(TOPIC_DECOMPOSITION.id(self.variant, self.structured), self.request(text, self._sampling("decompose"), TOPICS_SCHEMA if self.structured else None))

    def match_call(self, predicted: Sequence[str], gold: Sequence[str]) -> Call:
        text = TOPIC_MATCHING.render(self.variant, self.structured, decomposed_ground_truth_topic_set=numbered(gold), decomposed_predicted_topic_set=numbered(predicted))
        return Call(TOPIC_MATCHING.id(self.variant, self.structured), self.request(text, self._sampling("match"), match_schema(len(gold), len(predicted)) if self.structured else None))

    def verify_calls(self, tables_text: str, claims: Sequence[str]) -> list[Call]:
        """One call per claim, or one for all claims when batched."""
        prompt, structured, pid = self._verify_prompt(), self._verify_structured(), self._verify_id()
        if self.options.batched:
            text = prompt.render(self.variant, structured, serialized_tables=tables_text, decomposed_claims=numbered(claims))
            return [Call(pid, self.request(text, self._sampling("verify", len(claims)), verdicts_schema(len(claims)) if structured else None), step="claim_verification")]
        schema = EVIDENCE_SCHEMA if structured and self.options.evidence else None
        regex = VERDICT_REGEX if self.options.constrain_verdicts else None
        return [Call(pid, self.request(prompt.render(self.variant, structured, serialized_tables=tables_text, decomposed_claim=c) + self._suffix,
                                        self._sampling("verify"), schema, regex), step="claim_verification") for c in claims]

    def list_parser(self, key: str) -> Callable[[Completion], list[str]]:
        if self.structured:
            return lambda c: string_list(parse_json_object(first_text(c)), key)

        def parse(c: Completion) -> list[str]:
            text = first_text(c).strip()
            if text and _NONE_WORDS.match(text.splitlines()[-1]) and not any(ln.strip()[:1].isdigit() for ln in text.splitlines()):
                return []
            return parse_numbered_list(text)

        return parse

    def verdict_reader(self) -> Callable[[Completion], dict]:
        if self.mode == "logprob":
            return verdicts.logprob(self.options.min_verdict_mass)
        if self.options.evidence:
            return verdicts.evidence(self.structured)
        if self.mode == "official":
            return lambda c: verdicts.official(c, n_asked=OFFICIAL_SAMPLES)
        if self.mode == "strict":
            return lambda c: verdicts.strict(c, n_asked=OFFICIAL_SAMPLES)
        return verdicts.single

    # ----- the four steps -----
    def decompose_claims(self, items: Sequence[EvalItem]) -> list[Claims]:
        live = [i for i, it in enumerate(items) if it.prediction.strip()]
        outs = self.engine.run([self.claims_call(items[i]) for i in live], self.list_parser("claims"), "decompose claims")
        result = [Claims("no_claims", error="empty insight") for _ in items]
        for i, o in zip(live, outs):
            result[i] = Claims("ok", list(o.value)) if o.status == "ok" else Claims(o.status, error=o.error)  # type: ignore[arg-type]
        return result

    def decompose_topics(self, questions: Sequence[str], insights: Sequence[str]) -> list[Topics]:
        if len(questions) != len(insights):
            raise ValueError(f"{len(questions)} questions but {len(insights)} insights")
        live = [i for i, ins in enumerate(insights) if ins.strip()]
        outs = self.engine.run([self.topics_call(questions[i], insights[i]) for i in live], self.list_parser("topics"), "decompose topics")
        result = [Topics("ok", []) for _ in insights]
        for i, o in zip(live, outs):
            result[i] = Topics("ok", list(o.value)) if o.status == "ok" else Topics(o.status, error=o.error)  # type: ignore[arg-type]
        return result

    def match_topics(self, questions: Sequence[str], predicted: Sequence[Sequence[str]], gold: Sequence[Sequence[str]]) -> list[Match]:
        if not len(questions) == len(predicted) == len(gold):
            raise ValueError("match_topics needs as many questions, predicted and gold topic lists")
        calls = [self.match_call(p, g) for p, g in zip(predicted, gold)]
        outs = self.engine.run(calls, [self._match_parser(len(g), len(p)) for p, g in zip(predicted, gold)], "match topics")
        result = []
        for o in outs:
            if o.status != "ok":
                result.append(Match(o.status, error=o.error))  # type: ignore[arg-type]
                continue
            a, b = o.value
            dropped = {f"{label}_{kind}": getattr(s, kind) for label, s in (("gold", a), ("predicted", b))
                       for kind in ("out_of_range", "duplicates") if getattr(s, kind)}
            result.append(Match("ok", matched_predicted=b.indices, matched_gold=a.indices, dropped=dropped or None))
        return result

    def _match_parser(self, n_a: int, n_b: int) -> Callable[[Completion], tuple[IndexSet, IndexSet]]:
        if not self.structured:
            return lambda c: parse_match(first_text(c), n_a, n_b)

        def parse(c: Completion) -> tuple[IndexSet, IndexSet]:
            obj = parse_json_object(first_text(c))
            if not isinstance(obj.get("matched_a"), list) or not isinstance(obj.get("matched_b"), list):
                raise ReplyParseError("JSON needs lists matched_a and matched_b", first_text(c))
            return index_set(obj["matched_a"], n_a), index_set(obj["matched_b"], n_b)

        return parse

    def verify_claims(self, items: Sequence[EvalItem], claims: Sequence[Sequence[str]]) -> list[list[Verdict]]:
        if len(items) != len(claims):
            raise ValueError(f"{len(items)} items but {len(claims)} claim lists")
        calls, readers, where = [], [], []
        for i, (it, cl) in enumerate(zip(items, claims)):
            if not cl:
                continue
            item_calls = self.verify_calls(tables_block(it.tables), cl)  # serialized per item: two items never share tables by id
            calls.extend(item_calls)
            if self.options.batched:
                readers.append(verdicts.batched(len(cl), self._verify_structured(), n_asked=item_calls[0].request.sampling.n))
                where.append((i, None))
            else:
                readers.extend([self.verdict_reader()] * len(cl))
                where.extend((i, k) for k in range(len(cl)))
        outs = self.engine.run(calls, readers, "verify claims")
        result: list[list[Verdict | None]] = [[None] * len(cl) for cl in claims]
        for (i, k), o in zip(where, outs):
            for j, kk in enumerate(range(len(claims[i])) if k is None else [k]):
                claim = claims[i][kk]
                if o.status != "ok":
                    result[i][kk] = Verdict(claim, o.status, error=o.error)  # type: ignore[arg-type]
                    continue
                v = o.value[j] if k is None else o.value
                result[i][kk] = Verdict(claim, "ok", score=v["score"], votes=v.get("votes"), evidence=v.get("evidence"),
                                        probabilities=v.get("probabilities"), score_t2=v.get("score_t2"))
        return result  # type: ignore[return-value]


def build_llm_judge(llm_spec: str | None, options: dict) -> LLMJudge:
    """The ``llm:<LLM spec>`` judge: ``options`` are :class:`LLMJudgeOptions` plus ``llm_options`` for the backend."""
    if not llm_spec:
        raise ConfigError("judge spec 'llm:' needs an LLM spec after the colon, e.g. llm:openai:gpt-4o-mini")
    options = dict(options)
    llm_options = options.pop("llm_options", None) or {}
    build_config(LLMJudgeOptions, {k: v for k, v in options.items() if not isinstance(v, (Path, CallCache))}, source="llm judge options")
    from mt_raig.llm import load_llm

    return LLMJudge(load_llm(llm_spec, llm_options), **options)
