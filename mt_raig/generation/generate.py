"""``generate``: insights for a benchmark's examples, written to a resumable predictions file.

For each example: choose its tables (:mod:`.context`), cut rows until the prompt
fits the model's context (never sending an over-long prompt), ask the LLM in
batches, strip reasoning blocks (:mod:`.think`), and append one record per
example to the predictions file (:mod:`.predictions`) as soon as it is done.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Mapping, Sequence

from mt_raig import provenance
from mt_raig.data import Benchmark, Example
from mt_raig.generation.context import (
    DEFAULT_K,
    ContextError,
    ContextSpec,
    Fitted,
    NoiseSource,
    Setting,
    check_run,
    fit_tables,
    load_run,
    normalize_run,
    run_fingerprint,
    select_tables,
)
from mt_raig.generation.predictions import (
    Prediction,
    PredictionsError,
    PredictionsWriter,
    Usage,
    read_predictions,
    settings_differences,
    settings_path,
    write_json_atomic,
)
from mt_raig.generation.prompt import PROMPT_VERSION, insight_messages, insight_prompt, prompt_template
from mt_raig.generation.think import clean_insight, split_reasoning
from mt_raig.llm.base import LLM, Completion, Request, Sampling
from mt_raig.tables import Table

DEFAULT_SAMPLING = Sampling(temperature=0.0, max_new_tokens=512)
DEFAULT_RESERVE_TOKENS = 64
VERSIONED_PACKAGES = ("mt-raig", "torch", "transformers", "datasets", "vllm", "openai", "gguf", "xgrammar")


def package_versions() -> dict[str, str | None]:
    """Installed versions of the packages that can change an output (None when not installed)."""
    return provenance.package_versions(VERSIONED_PACKAGES)


@dataclass
class GenerationSummary:
    """What one ``generate`` call did. ``failed`` counts by failure kind; tokens are this call's only."""

    out_path: str
    settings_path: str
    examples: int
    already_done: int
    generated: int
    ok: int
    failed: dict[str, int] = field(default_factory=dict)
    cut_by_length: int = 0
    tables_truncated: int = 0
    rows_dropped: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float = 0.0
    wall_s: float = 0.0
    repaired_tail: bool = False

    @property
    def failed_total(self) -> int:
        return sum(self.failed.values())

    def to_dict(self) -> dict:
        return asdict(self)

    def format(self) -> str:
        failed = ", ".join(f"{k} {v}" for k, v in sorted(self.failed.items())) or "none"
        lines = [
            f"examples {self.examples}: {self.already_done} already done, {self.generated} generated now "
            f"({self.ok} ok, {self.failed_total} failed: {failed})",
            f"usage: {self.prompt_tokens} prompt + {self.completion_tokens} completion tokens, "
            f"backend latency {self.latency_s:.1f} s, wall {self.wall_s:.1f} s",
            f"{self.cut_by_length} ok insights were cut by max_new_tokens (finish_reason length)",
            f"truncation: {self.rows_dropped} rows dropped from {self.tables_truncated} tables to fit the context",
            f"predictions: {self.out_path} (settings: {self.settings_path})",
        ]
        if self.repaired_tail:
            lines.append("a cut-off last line from an interrupted run was removed before resuming")
        return "\n".join(lines)


def _use_chat(llm: LLM) -> bool:
    return bool(llm.capabilities().get("chat", False))


def _prompt_counter(llm: LLM, question: str, version: str):
    """Tokens of the whole prompt text for a set of tables (the chat template is covered by the reserve)."""

    def prompt_tokens(tables: Sequence[Table]) -> int:
        return llm.count_tokens(insight_prompt(question, tables, version))

    return prompt_tokens


def _request(question: str, tables: Sequence[Table], version: str, chat: bool, sampling: Sampling) -> Request:
    if chat:
        return Request(messages=insight_messages(question, tables, version), sampling=sampling)
    return Request(prompt=insight_prompt(question, tables, version), sampling=sampling)


def _settings(
    benchmark: Benchmark,
    llm: LLM,
    spec: ContextSpec,
    run: Mapping[str, Sequence[str]] | None,
    sampling: Sampling,
    prompt_limit: int | None,
    context_tokens: int | None,
    reserve_tokens: int,
    prompt_version: str,
    chat: bool,
) -> dict:
    """What identifies a predictions file's outputs (compared on resume), as plain JSON."""
    uses_run = spec.setting == "open" or (spec.noise_ratio and spec.noise_source == "retrieved")
    retrieval = None
    if uses_run:
        if run is not None:
            retrieval = {"official": False, "fingerprint": run_fingerprint(run)}
        else:
            retrieval = {"official": True, "fingerprint": run_fingerprint(benchmark.retrieved)}
    settings = {
        "benchmark": benchmark.name,
        "llm": llm.info(),
        "sampling": sampling.to_dict(),
        "prompt_version": prompt_version,
        "prompt_sha256": hashlib.sha256(prompt_template(prompt_version).encode("utf-8")).hexdigest(),
        "chat": chat,
        "context": spec.to_dict(),
        "retrieval": retrieval,
        "context_tokens": context_tokens,
        "reserve_tokens": reserve_tokens if context_tokens is not None else None,
        "prompt_token_limit": prompt_limit,
    }
    return json.loads(json.dumps(settings))  # tuples -> lists, as they will read back


def _prepare_settings_file(path: Path, settings: dict, overwrite: bool, out_path: Path, run_source: str | None) -> dict:
    """The sidecar to write: a new one, or the existing one if its settings match (else an error)."""
    session = {
        "started": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "run_source": run_source,
        "packages": package_versions(),
    }
    if path.is_file() and out_path.exists() and not overwrite:
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as e:
            raise PredictionsError(f"{path}: not valid JSON ({e}); pass overwrite to start over") from None
        diffs = settings_differences(old.get("settings", {}), settings)
        if diffs:
            raise PredictionsError(
                f"{out_path} was made with different settings ({'; '.join(diffs)}); "
                "write to a new output file, or pass overwrite to start over"
            )
        old.setdefault("sessions", []).append(session)
        return old
    if out_path.exists() and not overwrite and out_path.stat().st_size > 0:
        raise PredictionsError(f"{out_path} exists but has no settings file {path.name}; write to a new output file, or pass overwrite")
    return {"settings": settings, "sessions": [session]}


def generate(
    benchmark: Benchmark,
    llm: LLM,
    out_path: str | Path,
    *,
    setting: Setting = "open",
    run: Mapping[str, Sequence[str]] | str | Path | None = None,
    k: int = DEFAULT_K,
    noise_ratio: float | None = None,
    noise_source: NoiseSource = "random",
    seed: int = 0,
    sampling: Sampling = DEFAULT_SAMPLING,
    context_tokens: int | None = None,
    reserve_tokens: int = DEFAULT_RESERVE_TOKENS,
    prompt_version: str = PROMPT_VERSION,
    limit: int | None = None,
    example_ids: Sequence[str] | None = None,
    chunk_size: int = 8,
    retry_failed: bool = True,
    overwrite: bool = False,
    progress: bool = True,
) -> GenerationSummary:
    """Generate insights for ``benchmark``'s examples with ``llm`` into the JSONL file ``out_path``.

    ``setting``/``run``/``k``/``noise_ratio``/``noise_source``/``seed`` choose the
    tables (see :mod:`mt_raig.generation.context`; ``run`` is a mapping or a JSON
    file path, and defaults to the benchmark's official retrieved tables).
    ``context_tokens`` is the model's context window (default
    ``llm.context_window``; ``None`` for both means no budget): prompts are cut to
    ``context_tokens - sampling.max_new_tokens - reserve_tokens`` tokens, the
    reserve covering the chat template. ``chunk_size`` examples go to the
    backend per call (the backend batches inside a call; records are written
    after each call, so a larger chunk is faster on vLLM and loses more on a
    kill). ``limit`` keeps the first N examples,
    ``example_ids`` a chosen subset. Examples already finished in ``out_path``
    are skipped; failed ones are retried unless ``retry_failed`` is False;
    ``overwrite`` starts the file over. Returns a :class:`GenerationSummary`.
    """
    start = time.perf_counter()
    if sampling.n != 1:
        raise ValueError(f"insight generation takes one sample per example (sampling.n = 1), got n = {sampling.n}")
    if chunk_size < 1:
        raise ValueError(f"chunk_size must be >= 1, got {chunk_size}")
    if limit is not None and limit < 0:
        raise ValueError(f"limit must be >= 0, got {limit}")
    if reserve_tokens < 0:
        raise ValueError(f"reserve_tokens must be >= 0, got {reserve_tokens}")
    prompt_template(prompt_version)
    spec = ContextSpec(setting=setting, k=k, noise_ratio=noise_ratio, noise_source=noise_source, seed=seed)
    run_source = None
    if isinstance(run, (str, Path)):
        run_source = str(run)
        run = load_run(run, benchmark.examples)
    elif run is not None:
        run = normalize_run(dict(run))

    examples: list[Example] = list(benchmark.examples)
    if example_ids is not None:
        by_id = {e.id: e for e in examples}
        unknown = [i for i in example_ids if i not in by_id]
        if unknown:
            raise ContextError(f"{len(unknown)} example ids are not in {benchmark.name!r}, first: {', '.join(unknown[:3])}")
        examples = [by_id[i] for i in dict.fromkeys(example_ids)]
    if limit is not None:
        examples = examples[:limit]
    needs_ranking = setting == "open" or (noise_ratio and noise_source == "retrieved")
    if needs_ranking and run is not None:
        check_run(benchmark, run, examples)
    if needs_ranking and run is None and benchmark.retrieved is None:
        raise ContextError(f"this setting needs a retrieval run: {benchmark.name!r} ships no official retrieved tables (pass run=)")

    if context_tokens is None:
        context_tokens = llm.context_window
    prompt_limit = None
    if context_tokens is not None:
        prompt_limit = context_tokens - sampling.max_new_tokens - reserve_tokens
        if prompt_limit < 1:
            raise ValueError(
                f"no room for a prompt: context {context_tokens} - max_new_tokens {sampling.max_new_tokens} "
                f"- reserve {reserve_tokens} = {prompt_limit} tokens"
            )
    chat = _use_chat(llm)

    out_path = Path(out_path)
    side = settings_path(out_path)
    settings = _settings(benchmark, llm, spec, run, sampling, prompt_limit, context_tokens, reserve_tokens, prompt_version, chat)
    if overwrite and out_path.exists():
        out_path.unlink()
    sidecar = _prepare_settings_file(side, settings, overwrite, out_path, run_source)
    back = read_predictions(out_path)
    done = back.done
    skip = done | ({i for i, p in back.latest.items() if p.status == "failed"} if not retry_failed else set())
    pending = [e for e in examples if e.id not in skip]
    summary = GenerationSummary(
        out_path=str(out_path),
        settings_path=str(side),
        examples=len(examples),
        already_done=len(examples) - len(pending),
        generated=0,
        ok=0,
        repaired_tail=back.truncated_tail,
    )

    from tqdm import tqdm

    bar = tqdm(total=len(examples), initial=summary.already_done, desc=f"generate ({llm.model})", unit="ex", disable=not progress)
    with PredictionsWriter(out_path) as writer:
        write_json_atomic(side, sidecar)
        for i in range(0, len(pending), chunk_size):
            batch = pending[i : i + chunk_size]
            records = _run_batch(batch, benchmark, llm, spec, run, sampling, prompt_limit, prompt_version, chat)
            for rec in records:
                writer.write(rec)
                summary.generated += 1
                if rec.status == "ok":
                    summary.ok += 1
                    summary.cut_by_length += rec.finish_reason == "length"
                else:
                    summary.failed[rec.failure] = summary.failed.get(rec.failure, 0) + 1
                truncated = [n for n in rec.rows_dropped.values() if n]
                summary.tables_truncated += len(truncated)
                summary.rows_dropped += sum(truncated)
                summary.prompt_tokens += rec.usage.prompt_tokens
                summary.completion_tokens += rec.usage.completion_tokens
                summary.latency_s += rec.usage.latency_s
            bar.update(len(batch))
            bar.set_postfix(ok=summary.ok, failed=summary.failed_total)
    bar.close()
    summary.wall_s = time.perf_counter() - start
    return summary


def _run_batch(
    batch: Sequence[Example],
    benchmark: Benchmark,
    llm: LLM,
    spec: ContextSpec,
    run: Mapping[str, Sequence[str]] | None,
    sampling: Sampling,
    prompt_limit: int | None,
    prompt_version: str,
    chat: bool,
) -> list[Prediction]:
    """One record per example of ``batch``, in order; the LLM sees only prompts that fit."""
    plans: list[tuple[Example, list[str], dict | None, Fitted | None]] = []
    for ex in batch:
        sel = select_tables(ex, benchmark, spec, run)
        tables = [benchmark.table(t) for t in sel.table_ids]
        noise = None
        if spec.noise_ratio is not None:
            noise = {"requested": sel.noise_requested, "given": sel.noise_given}
        if prompt_limit is None:
            fitted = Fitted(tuple(tables), {t.id: 0 for t in tables})
        else:
            fitted = fit_tables(tables, prompt_limit, _prompt_counter(llm, ex.question, prompt_version), llm.count_tokens)
        plans.append((ex, list(sel.table_ids), noise, fitted))

    requests = [_request(ex.question, fitted.tables, prompt_version, chat, sampling) for ex, _, _, fitted in plans if fitted is not None]
    completions: list[Completion]
    try:
        completions = llm.generate(requests, progress=False) if requests else []
        if len(completions) != len(requests):
            raise RuntimeError(f"backend returned {len(completions)} completions for {len(requests)} requests")
    except Exception as e:  # a backend that breaks its contract fails this batch, not the run
        completions = [Completion(texts=[], status="failed", error=f"{type(e).__name__}: {e}") for _ in requests]

    out: list[Prediction] = []
    it = iter(completions)
    for ex, table_ids, noise, fitted in plans:
        base = dict(
            id=ex.id,
            question=ex.question,
            type=ex.type,
            table_ids=table_ids,
            gold_table_ids=list(ex.gold_table_ids),
            prompt_version=prompt_version,
            noise=noise,
        )
        if fitted is None:
            out.append(
                Prediction(
                    **base,
                    rows_dropped={t: benchmark.table(t).num_rows for t in table_ids},
                    insight="",
                    raw_output=None,
                    status="failed",
                    failure="over_budget",
                    error=f"the prompt does not fit {prompt_limit} tokens even with every row dropped",
                )
            )
            continue
        c = next(it)
        usage = Usage(c.prompt_tokens, c.completion_tokens, c.latency_s)
        if c.status != "ok" or not c.texts:
            out.append(Prediction(**base, rows_dropped=fitted.rows_dropped, insight="", raw_output=None, status="failed", failure="backend", error=c.error or "no text returned", usage=usage))
            continue
        raw = c.texts[0]
        reasons = getattr(c, "finish_reasons", None)
        base["finish_reason"] = reasons[0] if reasons else None
        answer = split_reasoning(raw)
        insight = clean_insight(answer.text)
        failure, error = None, None
        if answer.unfinished:
            failure, error = "unfinished_reasoning", f"the <think> block was not closed within max_new_tokens={sampling.max_new_tokens}"
        elif not insight:
            failure, error = "empty_insight", "the model returned no insight text"
        if failure:
            out.append(Prediction(**base, rows_dropped=fitted.rows_dropped, insight="", raw_output=raw, status="failed", failure=failure, error=error, usage=usage))
        else:
            out.append(Prediction(**base, rows_dropped=fitted.rows_dropped, insight=insight, raw_output=raw, status="ok", usage=usage))
    return out
