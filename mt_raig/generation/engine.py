"""The generation engine: plan a run (every check that needs no model), then execute it with an LLM.

:func:`plan` checks everything a user can get wrong before a model is loaded or
a call is paid for: the settings, the run file and whether it matches the
benchmark, the output paths (never one of the inputs, and writable), and
whether an existing predictions file can be resumed with these settings.
:func:`execute` then takes the file's lock (before anything is removed, also
with ``overwrite``), chooses each example's tables (:mod:`.context`), cuts rows
until the method's prompt fits the model's context, asks the method
(:mod:`.methods`) in chunks, and appends one record per example as it finishes.
"""

from __future__ import annotations

import json
import time
import warnings
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Mapping, Sequence

from mt_raig import provenance
from mt_raig.atomic import write_json
from mt_raig.data import Benchmark, Example
from mt_raig.errors import ConfigError, DataError
from mt_raig.generation.config import GenerationConfig
from mt_raig.generation.context import ContextSpec, Fitted, check_run, fit_tables, load_run, normalize_run, run_fingerprint, select_tables
from mt_raig.generation.methods import Generator, Task, load_method
from mt_raig.io.predictions import Prediction, PredictionsWriter, read_predictions, settings_differences, settings_path
from mt_raig.llm.base import LLM

VERSIONED_PACKAGES = ("mt-raig", "torch", "transformers", "datasets", "vllm", "openai", "gguf", "xgrammar")
# Settings that depend on the loaded model: compared only once it is loaded.
MODEL_SETTINGS = ("llm", "chat", "context_tokens", "prompt_token_limit")


@dataclass
class GenerationSummary:
    """What one run did. ``failed`` counts by failure kind; tokens and calls are this run's only."""

    out_path: str | None
    settings_path: str | None
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
    calls: int = 0
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
            f"usage: {self.calls} LLM calls, {self.prompt_tokens} prompt + {self.completion_tokens} completion tokens, "
            f"backend latency {self.latency_s:.1f} s, wall {self.wall_s:.1f} s",
            f"{self.cut_by_length} ok insights were cut by max_new_tokens (finish_reason length)",
            f"truncation: {self.rows_dropped} rows dropped from {self.tables_truncated} tables to fit the context",
        ]
        if self.out_path:
            lines.append(f"predictions: {self.out_path} (settings: {self.settings_path})")
        if self.repaired_tail:
            lines.append("a cut-off last line from an interrupted run was removed before resuming")
        return "\n".join(lines)

    def count(self, rec: Prediction) -> None:
        self.generated += 1
        if rec.status == "ok":
            self.ok += 1
            self.cut_by_length += rec.finish_reason == "length"
        else:
            self.failed[rec.failure] = self.failed.get(rec.failure, 0) + 1
        truncated = [n for n in rec.rows_dropped.values() if n]
        self.tables_truncated += len(truncated)
        self.rows_dropped += sum(truncated)
        self.prompt_tokens += rec.usage.prompt_tokens
        self.completion_tokens += rec.usage.completion_tokens
        self.calls += rec.usage.calls
        self.latency_s += rec.usage.latency_s


@dataclass
class Plan:
    """A checked run, ready for a model: what to generate, how, and where it goes."""

    benchmark: Benchmark
    config: GenerationConfig
    method: Generator
    context: ContextSpec
    run: dict[str, list[str]] | None
    run_source: str | None
    examples: list[Example]
    out: Path | None
    settings: dict  # the model-independent part of the sidecar's settings
    llm_spec: dict | None


def llm_spec_settings(spec: str | None, options: Mapping | None) -> dict | None:
    """What a spec says about the model before it is loaded: backend, model, reply-changing options."""
    if spec is None:
        return None
    from mt_raig.llm.registry import parse_spec, redact_url, strip_urls

    backend, target = parse_spec(spec)
    options = {k: [redact_url(u) for u in v] if k == "base_urls" else v for k, v in dict(options or {}).items()}
    return {"backend": backend, "model": strip_urls(backend, target), "options": options}


def plan(
    benchmark: Benchmark,
    config: GenerationConfig,
    *,
    run: Mapping[str, Sequence[str]] | None = None,
    example_ids: Sequence[str] | None = None,
    inputs: Mapping[str, str | Path | None] | None = None,
) -> Plan:
    """Every check that needs no model (see the module docstring); ``run`` overrides ``config.run``.

    ``inputs`` names further input files (``{"--config": path}``) that the output must not overwrite.
    """
    from mt_raig.io.files import check_output_paths

    method = load_method(config.method, config.prompt_version)
    if hasattr(method, "limits"):  # a table-QA method runs model-written code: refuse before any model load or call
        from dataclasses import replace as _replace

        from mt_raig.sandbox.namespaces import require_kernel_sandbox

        require_kernel_sandbox(config.allow_unsandboxed_code)
        if config.allow_unsandboxed_code:
            method.limits = _replace(method.limits, allow_unsandboxed=True)
    context = ContextSpec(setting=config.setting, k=config.k, noise_ratio=config.noise_ratio, noise_source=config.noise_source, seed=config.seed)
    run_source = None
    if run is not None:
        run = normalize_run(dict(run))
    elif config.run is not None:
        run_source = config.run
        run = load_run(config.run, benchmark.examples)
    examples = _select_examples(benchmark, example_ids, config.limit)
    needs_ranking = config.setting == "open" or (config.noise_ratio and config.noise_source == "retrieved")
    if needs_ranking:
        if run is None and benchmark.retrieved is None:
            raise ConfigError(f"this setting needs a retrieval run: {benchmark.name!r} ships no official retrieved tables (pass a run)")
        check_run(benchmark, run if run is not None else benchmark.retrieved, examples)
        if config.setting == "open":
            _warn_short_rankings(run if run is not None else benchmark.retrieved, examples, config.k)

    out = Path(config.out) if config.out is not None else None
    if out is not None:
        if out.is_dir():
            raise ConfigError(f"--out {out} is a folder; give the predictions file's path (e.g. {out / 'predictions.jsonl'})")
        data_dir = config.data if config.data and Path(config.data).exists() else None
        ins = {"--run": run_source, "--data": data_dir, **dict(inputs or {})}
        check_output_paths({"--out": out, "its settings file": settings_path(out)}, ins)
    llm_spec = llm_spec_settings(config.backend, config.backend_options)
    settings = _settings(benchmark, method, context, run, config)
    if llm_spec is not None:
        settings["llm_spec"] = llm_spec
    p = Plan(benchmark, config, method, context, run, run_source, examples, out, settings, llm_spec)
    if out is not None and not config.overwrite:
        _check_resumable(p, settings, skip=MODEL_SETTINGS)
    return p


def _select_examples(benchmark: Benchmark, example_ids: Sequence[str] | None, limit: int | None) -> list[Example]:
    examples = list(benchmark.examples)
    if example_ids is not None:
        by_id = {e.id: e for e in examples}
        unknown = [i for i in example_ids if i not in by_id]
        if unknown:
            raise ConfigError(f"{len(unknown)} example ids are not in {benchmark.name!r}, first: {', '.join(unknown[:3])}")
        examples = [by_id[i] for i in dict.fromkeys(example_ids)]
    return examples[:limit] if limit is not None else examples


def _warn_short_rankings(run: Mapping[str, Sequence[str]], examples: Sequence[Example], k: int) -> None:
    short = [(e.id, len(dict.fromkeys(run[e.id]))) for e in examples if len(dict.fromkeys(run[e.id])) < k]
    if short:
        first = ", ".join(f"{i} has {n}" for i, n in short[:3])
        warnings.warn(f"the run holds fewer than k={k} tables for {len(short)} of {len(examples)} questions ({first}); "
                      "those prompts get fewer tables", stacklevel=3)


def _settings(benchmark: Benchmark, method: Generator, context: ContextSpec, run, config: GenerationConfig) -> dict:
    uses_run = context.setting == "open" or (context.noise_ratio and context.noise_source == "retrieved")
    retrieval = None
    if uses_run:
        source = run if run is not None else benchmark.retrieved
        retrieval = {"official": run is None, "fingerprint": run_fingerprint(source)}
    settings = {
        "benchmark": benchmark.name,
        "method": method.info(),
        "prompt_version": method.prompt_version,
        "sampling": config.sampling().to_dict(),
        "context": context.to_dict(),
        "retrieval": retrieval,
        "reserve_tokens": config.reserve_tokens,
    }
    return json.loads(json.dumps(settings))  # tuples -> lists, as they will read back


def _model_settings(llm: LLM, config: GenerationConfig) -> dict:
    context_tokens = config.context_tokens if config.context_tokens is not None else llm.context_window
    prompt_limit = None
    if context_tokens is not None:
        prompt_limit = context_tokens - config.max_new_tokens - config.reserve_tokens
        if prompt_limit < 1:
            raise ConfigError(
                f"no room for a prompt: context {context_tokens} - max_new_tokens {config.max_new_tokens} "
                f"- reserve {config.reserve_tokens} = {prompt_limit} tokens"
            )
    return json.loads(json.dumps({
        "llm": llm.info(), "chat": bool(llm.capabilities().get("chat", False)),
        "context_tokens": context_tokens, "prompt_token_limit": prompt_limit,
    }))


def _comparable(settings: dict, skip: Sequence[str]) -> dict:
    """``settings`` without what may change on resume: transport settings of the backend, and ``skip``."""
    from mt_raig.llm.call_cache import TRANSPORT_OPTIONS, reply_identity

    out = {k: v for k, v in settings.items() if k not in skip}
    for key in ("llm", "llm_spec"):
        if isinstance(out.get(key), dict):
            part = reply_identity(out[key]) if key == "llm" else dict(out[key])
            if isinstance(part.get("options"), dict):
                part["options"] = {k: v for k, v in part["options"].items() if k not in TRANSPORT_OPTIONS}
            out[key] = part
    return out


def _check_resumable(p: Plan, settings: dict, skip: Sequence[str] = ()) -> dict | None:
    """The existing sidecar when the predictions file can be resumed with ``settings``; None for a fresh file."""
    out, side = p.out, settings_path(p.out)
    if not (side.is_file() and out.exists()):
        if out.exists() and out.stat().st_size > 0:
            raise DataError(f"{out} exists but has no settings file {side.name}; write to a new output file, or pass overwrite")
        return None
    from mt_raig.io.files import read_json

    old = read_json(side)
    old_settings = old.get("settings", {}) if isinstance(old, dict) else {}
    if "llm_spec" not in old_settings or "llm_spec" not in settings:
        skip = (*skip, "llm_spec")  # made through the API with a loaded LLM: compared on its info instead
    diffs = settings_differences(_comparable(old_settings, skip), _comparable(settings, skip))
    if diffs:
        raise DataError(f"{out} was made with different settings ({'; '.join(diffs)}); write to a new output file, or pass overwrite to start over")
    return old


def execute(p: Plan, llm: LLM, *, progress: bool | None = None) -> tuple[list[Prediction], GenerationSummary]:
    """Run a plan with ``llm``: the selected examples' predictions (in order) and what this run did."""
    start = time.perf_counter()
    config = p.config
    progress = config.progress if progress is None else progress
    settings = {**p.settings, **_model_settings(llm, config)}
    prompt_limit = settings["prompt_token_limit"]
    summary = GenerationSummary(str(p.out) if p.out else None, str(settings_path(p.out)) if p.out else None, len(p.examples), 0, 0, 0)
    records: dict[str, Prediction] = {}
    writer = PredictionsWriter(p.out, overwrite=config.overwrite) if p.out is not None else None
    try:
        if writer is not None:
            old = None if config.overwrite else _check_resumable(p, settings)
            session = {"started": datetime.now(timezone.utc).isoformat(timespec="seconds"), "run_source": p.run_source,
                       "llm": llm.info(), "packages": provenance.package_versions(VERSIONED_PACKAGES)}
            sidecar = {"settings": settings, "sessions": []} if old is None else old
            sidecar.setdefault("sessions", []).append(json.loads(json.dumps(session)))
            write_json(settings_path(p.out), sidecar)
            back = writer.existing
            summary.repaired_tail = writer.repaired_tail
            keep = {i for i, r in back.latest.items() if r.status == "ok" or not config.retry_failed}
            records = {e.id: back.latest[e.id] for e in p.examples if e.id in keep}
        pending = [e for e in p.examples if e.id not in records]
        summary.already_done = len(p.examples) - len(pending)
        from tqdm.auto import tqdm

        bar = tqdm(total=len(p.examples), initial=summary.already_done, desc=f"questions answered ({llm.model})",
                   unit="question", disable=not progress)
        for i in range(0, len(pending), config.chunk_size):
            for rec in _run_chunk(p, llm, pending[i : i + config.chunk_size], prompt_limit):
                if writer is not None:
                    writer.write(rec)
                records[rec.id] = rec
                summary.count(rec)
            bar.update(len(pending[i : i + config.chunk_size]))
            bar.set_postfix(ok=summary.ok, failed=summary.failed_total)
        bar.close()
    finally:
        if writer is not None:
            writer.close()
    summary.wall_s = time.perf_counter() - start
    if p.out is not None:
        _warn_coverage(p)
    return [records[e.id] for e in p.examples], summary


def _warn_coverage(p: Plan) -> None:
    done = read_predictions(p.out).done & {e.id for e in p.benchmark.examples}
    total = len(p.benchmark.examples)
    if len(done) < total:
        warnings.warn(f"{p.out} holds finished insights for {len(done)} of the {total} questions of {p.benchmark.name!r}; "
                      "scores over it cover only those", stacklevel=3)


def _run_chunk(p: Plan, llm: LLM, chunk: Sequence[Example], prompt_limit: int | None) -> list[Prediction]:
    """One record per example of ``chunk``, in order; the method sees only tables that fit the context."""
    bench, method = p.benchmark, p.method
    planned: list[tuple[Example, list[str], dict | None, Fitted | None]] = []
    for ex in chunk:
        sel = select_tables(ex, bench, p.context, p.run)
        tables = [bench.table(t) for t in sel.table_ids]
        noise = {"requested": sel.noise_requested, "given": sel.noise_given} if p.context.noise_ratio is not None else None
        if prompt_limit is None:
            fitted = Fitted(tuple(tables), {t.id: 0 for t in tables})
        else:
            fitted = fit_tables(tables, prompt_limit, lambda ts, q=ex.question: method.prompt_tokens(llm, q, ts), llm.count_tokens)
        planned.append((ex, list(sel.table_ids), noise, fitted))
    tasks = [Task(ex.id, ex.question, fitted.tables) for ex, _, _, fitted in planned if fitted is not None]
    outcomes = iter(method.generate(llm, tasks, p.config.sampling()) if tasks else [])
    out = []
    for ex, table_ids, noise, fitted in planned:
        base = dict(id=ex.id, question=ex.question, type=ex.type, table_ids=table_ids, gold_table_ids=list(ex.gold_table_ids),
                    prompt_version=method.prompt_version, method=method.name, noise=noise)
        if fitted is None:
            out.append(Prediction(**base, rows_dropped={t: bench.table(t).num_rows for t in table_ids}, insight="", raw_output=None,
                                  status="failed", failure="over_budget",
                                  error=f"the prompt does not fit {prompt_limit} tokens even with every row dropped"))
            continue
        o = next(outcomes)
        out.append(Prediction(**base, rows_dropped=fitted.rows_dropped, insight=o.insight if o.status == "ok" else "",
                              raw_output=o.raw_output, status=o.status, failure=o.failure, error=o.error, usage=o.usage,
                              finish_reason=o.finish_reason, steps=o.steps))
    return out


__all__ = ["GenerationSummary", "Plan", "execute", "plan"]
