"""``build_benchmark``: every construction stage from a table collection to an official-layout release.

    >>> report = build_benchmark(BuildConfig(tables=["my.sqlite"], llm="openai:gpt-4o-mini", out="release/"))  # doctest: +SKIP

The output folder gets the release (``benchmark.json``, ``table_corpus.json``, ``release_info.json``), a
``build_report.json`` (counts per stage, discards per criterion as the paper's Table 7, calls, tokens and
cost, settings, prompt versions, package versions) and ``build/`` with each stage's records and the call
cache. A killed build resumes where it stopped when run again with the same settings: every parsed LLM reply
is in the cache (``build/calls.sqlite``) and every sandboxed fact expansion in ``build/facts.jsonl``.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.config import to_dict
from mt_raig.construction.prompts import PROMPT_VERSIONS, load_seeds
from mt_raig.construction.sets import TableSet, collect_sets, read_queries
from mt_raig.construction.sources import load_collection
from mt_raig.construction.stages import (StageSettings, annotate_insights, annotate_questions, discard_report, expand_facts,
                                         extract_knowledge, fact_call, question_call, verify)
from mt_raig.errors import ConfigError, DataError
from mt_raig.redaction import redact
from mt_raig.sandbox import Limits

WORK_DIR = "build"
REPORT_FILE = "build_report.json"


@dataclass
class BuildConfig:
    """Settings of ``mt-raig build-benchmark``."""

    tables: list[str] = field(default_factory=list, metadata={"help": "SQLite files, table corpora (JSON/JSONL), CSV files or folders of them; required"})
    out: str = field(default="", metadata={"help": "release folder to write (and resume); required"})
    llm: str = field(default="", metadata={"help": "annotator LLM spec, e.g. openai:gpt-4o-mini (the paper's annotator); required"})
    llm_options: dict = field(default_factory=dict, metadata={"help": "backend options KEY=VALUE"})
    queries: str | None = field(default=None, metadata={"help": "SQL queries ({db_id, query} JSON/JSONL, as Spider) whose joins form sets"})
    seeds: str | None = field(default=None, metadata={"help": "extra seed questions (JSON: question type -> [{question, tables}])"})
    kinds: list[str] = field(default_factory=lambda: ["joinable", "topic"], metadata={"help": "set kinds to collect"})
    max_sets: int | None = field(default=None, metadata={"help": "annotate at most this many sets (sampled with --seed)"})
    seed: int = field(default=0, metadata={"help": "seed of the set sample"})
    max_rows: int = field(default=30, metadata={"help": "rows read per table"})
    max_set_size: int = field(default=4, metadata={"help": "largest set"})
    min_shared_titles: int = field(default=2, metadata={"help": "topic sets: page/section/caption titles that must match"})
    max_header_diff: int = field(default=1, metadata={"help": "topic sets: column names that may differ"})
    questions_per_set: int = field(default=10, metadata={"help": "questions asked per set (paper: 10)"})
    temperature: float = field(default=0.0, metadata={"help": "annotator sampling temperature"})
    max_new_tokens: dict = field(default_factory=lambda: {"questions": 768, "code": 1024, "knowledge": 512, "insight": 512, "verify": 256},
                                 metadata={"help": "new tokens per stage: questions, code, knowledge, insight, verify"})
    max_facts: int = field(default=60, metadata={"help": "facts kept from one set's expansion"})
    sandbox_wall_seconds: float = field(default=20.0, metadata={"help": "fact-expansion code: wall-clock limit"})
    sandbox_cpu_seconds: int = field(default=10, metadata={"help": "fact-expansion code: CPU-time limit"})
    sandbox_memory_mb: int = field(default=1024, metadata={"help": "fact-expansion code: address-space limit"})
    max_calls: int | None = field(default=None, metadata={"help": "stop sending LLM calls after this many"})
    max_retries: int = field(default=2, metadata={"help": "retries of a failed or unparseable call"})
    batch_size: int = field(default=8, metadata={"help": "calls per backend batch (committed to the cache after each)"})
    cache: str | None = field(default=None, metadata={"help": "call cache (default OUT/build/calls.sqlite)"})
    name: str = field(default="MT-RAIG-style benchmark", metadata={"help": "pretty name written into release_info.json"})
    license: str = field(default="other", metadata={"help": "licence of the built release (that of your tables)"})
    allow_unsandboxed_code: bool = field(default=False, metadata={"help": "run the model-written fact-expansion code even where no kernel sandbox (bubblewrap) can be set up (process limits only)"})
    dry_run: bool = field(default=False, metadata={"help": "collect sets and print the calls, tokens and cost it would take; no LLM call"})
    progress: bool = field(default=True, metadata={"help": "progress bars"})

    def require(self) -> None:
        """The settings a run needs whatever the layer (a config file may leave them to the flags)."""
        if not self.tables or not self.out or not self.llm:
            raise ConfigError("'tables', 'out' and 'llm' are required")
        self.validate()

    def validate(self) -> None:
        unknown = set(self.kinds) - {"joinable", "topic"}
        if unknown or not self.kinds:
            raise ConfigError(f"kinds must be joinable and/or topic, got {self.kinds}")
        steps = {"questions", "code", "knowledge", "insight", "verify"}
        if set(self.max_new_tokens) != steps or not all(isinstance(v, int) and v > 0 for v in self.max_new_tokens.values()):
            raise ConfigError(f"max_new_tokens needs positive integers for exactly {', '.join(sorted(steps))}")
        for name in ("max_rows", "max_set_size", "questions_per_set", "max_facts", "min_shared_titles"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be >= 1, got {getattr(self, name)}")
        if self.max_set_size < 2:
            raise ConfigError("max_set_size must be >= 2")

    def stage_settings(self) -> StageSettings:
        limits = Limits(wall_seconds=self.sandbox_wall_seconds, cpu_seconds=self.sandbox_cpu_seconds, memory_bytes=self.sandbox_memory_mb << 20,
                        allow_unsandboxed=self.allow_unsandboxed_code)
        return StageSettings(questions_per_set=self.questions_per_set, temperature=self.temperature, max_new_tokens=dict(self.max_new_tokens),
                             serialize_rows=self.max_rows, max_facts=self.max_facts, sandbox=limits)


def _fingerprint(data: object) -> str:
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode("utf-8")).hexdigest()[:16]


def _select(sets: list[TableSet], cfg: BuildConfig) -> list[TableSet]:
    sets = sorted(sets, key=lambda s: s.id)
    if cfg.max_sets is not None and len(sets) > cfg.max_sets:
        sets = sorted(random.Random(cfg.seed).sample(sets, cfg.max_sets), key=lambda s: s.id)
    return sets


def collect(cfg: BuildConfig):
    """Stage 1: the collection, the chosen sets and the set report."""
    collection = load_collection(cfg.tables, max_rows=cfg.max_rows)
    queries = read_queries(cfg.queries) if cfg.queries else []
    sets, report = collect_sets(collection, queries=queries, kinds=tuple(cfg.kinds), min_shared_titles=cfg.min_shared_titles,
                                max_header_diff=cfg.max_header_diff, max_size=cfg.max_set_size)
    chosen = _select(sets, cfg)
    report["annotated_sets"] = len(chosen)
    return collection, chosen, report


def estimate(cfg: BuildConfig, sets: list[TableSet], tables: dict) -> dict:
    """Calls, tokens (about 4 characters a token) and cost a build would take at most, without loading the model."""
    from mt_raig.llm.pricing import PRICES_AS_OF, cost_usd, price_for
    from mt_raig.llm.registry import parse_spec

    backend, model = parse_spec(cfg.llm)
    st, seeds = cfg.stage_settings(), load_seeds(cfg.seeds)
    chars = lambda call: sum(len(m["content"]) for m in call.request.messages)  # noqa: E731
    q_in = sum(chars(question_call(s, [tables[t] for t in s.table_ids], seeds, st)) for s in sets)
    c_in = sum(chars(fact_call([tables[t] for t in s.table_ids], st)) for s in sets)
    serialized = sum(len("\n".join(tables[t].table.serialize(st.serialize_rows) for t in s.table_ids)) for s in sets)
    n_q = len(sets) * st.questions_per_set
    mt = st.max_new_tokens
    per_step = {
        "questions": (len(sets), q_in // 4, len(sets) * mt["questions"]),
        "code": (len(sets), c_in // 4, len(sets) * mt["code"]),
        "knowledge": (n_q, n_q * (min(st.context_chars, 150 * st.max_facts) // 4 + 150), n_q * mt["knowledge"]),
        "insight": (n_q, n_q * (mt["knowledge"] + 120), n_q * mt["insight"]),
        "verify": (3 * n_q, st.questions_per_set * (2 * serialized // 4) + n_q * (3 * 250 + mt["insight"]), 3 * n_q * mt["verify"]),
    }
    price = price_for(backend.split("-")[0] if backend.startswith("openai") else backend, model.split("@")[0])
    rows = {k: {"calls": c, "prompt_tokens": p, "max_completion_tokens": o, "max_cost_usd": cost_usd(price, p, o)} for k, (c, p, o) in per_step.items()}
    total = {key: sum(r[key] for r in rows.values()) for key in ("calls", "prompt_tokens", "max_completion_tokens")}
    total["max_cost_usd"] = cost_usd(price, total["prompt_tokens"], total["max_completion_tokens"])
    return {"sets": len(sets), "questions_at_most": n_q, "by_step": rows, "total": total, "llm": cfg.llm,
            "price_usd_per_mtok": list(price) if price else None, "prices_as_of": PRICES_AS_OF if price else None,
            "note": "tokens estimated at 4 characters each; completions at their max_new_tokens (an upper bound); cached calls cost nothing"}


def _read_jsonl(path: Path, fingerprint: str) -> dict[str, dict]:
    done = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut by a kill
            if rec.get("fingerprint") == fingerprint:
                done[rec["set_id"]] = rec["record"]
    return done


def build_benchmark(cfg: BuildConfig, llm=None) -> dict:
    """Run every stage (see the module docstring); returns the build report (or the estimate on ``dry_run``)."""
    from mt_raig.llm.calls import CallEngine
    from mt_raig.provenance import package_versions

    cfg.require()
    start = time.time()
    out = Path(cfg.out)
    work = out / WORK_DIR
    collection, sets, set_report = collect(cfg)
    tables = collection.by_id()
    if cfg.dry_run:
        return {"dry_run": True, "set_collection": set_report, "estimate": estimate(cfg, sets, tables)}
    if not sets:
        raise DataError(f"no multi-table sets found in {', '.join(cfg.tables)}; nothing to annotate")
    from mt_raig.sandbox.namespaces import require_kernel_sandbox

    protection = require_kernel_sandbox(cfg.allow_unsandboxed_code)  # before any paid call: refuse rather than pretend
    work.mkdir(parents=True, exist_ok=True)
    write_json(work / "sets.json", {"report": set_report, "sets": [s.to_dict() for s in sets]})
    if llm is None:
        from mt_raig.llm.registry import load_llm

        llm = load_llm(cfg.llm, cfg.llm_options)
    engine = CallEngine(llm, cache=cfg.cache or work / "calls.sqlite", max_calls=cfg.max_calls, max_retries=cfg.max_retries,
                        batch_size=cfg.batch_size, progress=cfg.progress)
    st = cfg.stage_settings()
    by_set = {s.id: s for s in sets}

    questions = annotate_questions(engine, sets, tables, load_seeds(cfg.seeds), st)
    write_json(work / "questions.json", questions)

    fp = _fingerprint([engine.identity, PROMPT_VERSIONS["fact_expansion"], to_dict(st.sandbox), st.max_facts, st.temperature, st.max_new_tokens["code"], cfg.max_rows])
    facts_path = work / "facts.jsonl"
    with_questions = [s for s in sets if questions[s.id]["questions"]]
    with facts_path.open("a", encoding="utf-8") as log:
        def keep(set_id: str, rec: dict) -> None:
            log.write(redact(json.dumps({"set_id": set_id, "fingerprint": fp, "record": rec}, ensure_ascii=False)) + "\n")
            log.flush()

        facts = expand_facts(engine, with_questions, tables, st, done=_read_jsonl(facts_path, fp), on_result=keep)

    triples = [{"qid": q["qid"], "set_id": s.id, "type": q["type"], "question": q["question"], "status": "ok", "error": None}
               for s in with_questions for q in questions[s.id]["questions"]]
    extract_knowledge(engine, triples, facts, st)
    annotate_insights(engine, triples, st)
    verify(engine, triples, tables, by_set, st)
    write_json(work / "triples.json", triples)

    kept = [t for t in triples if t.get("kept")]
    report = {
        "release": str(out), "examples": len(kept),
        "set_collection": set_report,
        "questions": {"sets": Counter(v["status"] for v in questions.values()), "questions": len(triples),
                      "by_type": Counter(t["type"] for t in triples)},
        "fact_expansion": {"sandbox": protection, "by_status": Counter(f["status"] for k, f in facts.items() if k in questions),
                           "expanded_facts": sum(f["expanded"] for f in facts.values())},
        "triples": {"by_status": Counter(t["status"] for t in triples)},
        "self_verification": discard_report(triples),
        "kept_by_type": Counter(t["type"] for t in kept),
        "usage": engine.usage(), "engine": engine.info(), "llm": llm.info(),
        "settings": to_dict(cfg), "prompt_versions": dict(PROMPT_VERSIONS),
        "package_versions": package_versions(["mt-raig", "sqlglot", "pandas", "transformers", "openai", "vllm"]),
        "wall_s": round(time.time() - start, 2),
    }
    if kept:
        _write_release(cfg, out, kept, by_set, tables)
    else:
        report["release"] = None
    write_json(out / REPORT_FILE, json.loads(json.dumps(report, default=str)))
    engine.close()
    return report


def _write_release(cfg: BuildConfig, out: Path, kept: list[dict], by_set: dict, tables: dict) -> None:
    from mt_raig.data import Benchmark, Example, ReleaseInfo, Source, example_id
    from mt_raig.io.release import write_release

    examples = []
    for i, t in enumerate(kept):
        gold = list(by_set[t["set_id"]].table_ids)
        examples.append(Example(example_id(i, t["question"], gold), t["question"], t["type"], tuple(gold), t["insight"]))
    info = ReleaseInfo(cfg.name, cfg.license, f"Built with mt-raig build-benchmark from {len(tables)} tables ({', '.join(cfg.tables)}) by {cfg.llm}.",
                       (Source(", ".join(cfg.tables), cfg.license),))
    write_release(Benchmark(examples, {k: v.table for k, v in tables.items()}, None, cfg.name, info), out)


__all__ = ["BuildConfig", "build_benchmark", "collect", "estimate", "REPORT_FILE", "WORK_DIR"]
