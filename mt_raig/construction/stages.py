"""The LLM stages of construction (paper Sections 2.2.2-2.2.4, prompts Tables 10-14), each over many items.

Every stage renders its prompt per item, sends the calls through one :class:`~mt_raig.llm.calls.CallEngine`
(cache, retries, budget), parses the replies and returns plain records with a ``status`` per item, so a
failure is counted, never fatal:

- :func:`annotate_questions` (Table 10): ``questions_per_set`` typed questions per set.
- :func:`expand_facts` (Table 11): the model writes ``extract_patterns``/``expand_facts``; the code runs in
  :func:`mt_raig.sandbox.run_python` on the set's tables; a failed run keeps the initial facts only.
- :func:`extract_knowledge` (Table 12) and :func:`annotate_insights` (Table 13), per question.
- :func:`verify` (Table 14): relevance, faithfulness and completeness verdicts per triple.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Callable

from tqdm.auto import tqdm

from mt_raig.construction.context import (DRIVER_ENTRY, fact_expansion_inputs, fact_expansion_program, initial_facts,
                                          keywords, overlapping_values)
from mt_raig.construction.prompts import format_seeds, prompt_id, render
from mt_raig.construction.sets import TableSet
from mt_raig.construction.sources import SourceTable
from mt_raig.data import QUESTION_TYPES, TYPE_ABBREVIATIONS, normalize_type
from mt_raig.llm.base import Completion, Request, Sampling
from mt_raig.llm.calls import Call, CallEngine, ReplyError
from mt_raig.sandbox import Limits, run_python

CRITERIA = ("relevance", "faithfulness", "completeness")
_TYPE_PATTERN = "|".join(re.escape(t) for t in list(QUESTION_TYPES) + list(TYPE_ABBREVIATIONS))
_QUESTION_LINE = re.compile(rf"^\s*(?:\d+\s*[.):]|[-*])?\s*[\[(]\s*({_TYPE_PATTERN})\s*[\])]\s*:?\s*(.+?)\s*$", re.IGNORECASE)
_TABLES_SUFFIX = re.compile(r"\s*\(tables?:.*$", re.IGNORECASE)  # closed or cut off
_VERDICT = re.compile(r"verdict\s*[:\-]?\s*\**\s*(yes|no|pass|fail)", re.IGNORECASE)


@dataclass(frozen=True)
class StageSettings:
    """What the stages need besides the engine: counts, sampling, sizes and sandbox limits."""

    questions_per_set: int = 10
    temperature: float = 0.0
    max_new_tokens: dict = field(default_factory=lambda: {"questions": 768, "code": 1024, "knowledge": 512, "insight": 512, "verify": 256})
    seed_examples_per_type: int = 2
    serialize_rows: int = 30
    max_facts: int = 60
    context_chars: int = 12000
    sandbox: Limits = field(default_factory=Limits)


def _request(prompt: str, settings: StageSettings, step: str) -> Request:
    return Request(messages=({"role": "user", "content": prompt},),
                   sampling=Sampling(temperature=settings.temperature, max_new_tokens=settings.max_new_tokens[step]))


def _text(c: Completion) -> str:
    return c.texts[0] if c.texts else ""


def _strip_label(text: str, label: str) -> str:
    text = text.strip()
    if text.lower().startswith(label.lower()):
        text = text[len(label):].lstrip(" :\n")
    return text.strip()


# ------------------------------------------------------------------------------------------------ questions


def question_call(tset: TableSet, tables: list[SourceTable], seeds: dict, settings: StageSettings) -> Call:
    prompt = render("question_annotation", num_questions=settings.questions_per_set, question_types=", ".join(QUESTION_TYPES),
                    seed_questions=format_seeds(seeds, settings.seed_examples_per_type), keywords=", ".join(keywords(tables)),
                    overlapping_values=overlapping_values(tables))
    return Call(prompt_id("question_annotation"), _request(prompt, settings, "questions"), step="questions")


def parse_questions(limit: int) -> Callable[[Completion], list[dict]]:
    """A parser for Table 10 replies: lines ``n. [type] question``; at least one typed question, at most ``limit``."""

    def parse(c: Completion) -> list[dict]:
        out, seen = [], set()
        for line in _text(c).splitlines():
            m = _QUESTION_LINE.match(line)
            if not m:
                continue
            qtype = normalize_type(m.group(1).upper() if "&" in m.group(1) and len(m.group(1)) <= 3 else m.group(1))
            question = _TABLES_SUFFIX.sub("", m.group(2)).strip()  # models copy the seeds' "(tables: ...)" note
            if qtype and len(question.split()) >= 4 and question.lower() not in seen:
                seen.add(question.lower())
                out.append({"type": qtype, "question": question})
        if not out:
            raise ReplyError("no line of the form '1. [question type] question'", _text(c))
        return out[:limit]

    return parse


def annotate_questions(engine: CallEngine, sets: list[TableSet], tables: dict[str, SourceTable], seeds: dict, settings: StageSettings) -> dict[str, dict]:
    """Per set: ``{"status", "questions": [{"qid", "type", "question"}], "error"}``."""
    calls = [question_call(s, [tables[t] for t in s.table_ids], seeds, settings) for s in sets]
    outs = engine.run(calls, parse_questions(settings.questions_per_set), desc="questions (Table 10)")
    result = {}
    for s, o in zip(sets, outs):
        qs = [{"qid": f"{s.id}-q{i}", **q} for i, q in enumerate(o.value or [])]
        result[s.id] = {"status": o.status, "questions": qs, "error": o.error}
    return result


# ------------------------------------------------------------------------------------------------ facts


def fact_call(tables: list[SourceTable], settings: StageSettings) -> Call:
    schemas = "\n".join(t.table.schema() for t in tables)
    facts = "\n".join(f for t in tables for f in initial_facts(t))
    return Call(prompt_id("fact_expansion"), _request(render("fact_expansion", table_schemas=schemas, nl_facts=facts), settings, "code"), step="code")


def parse_code(c: Completion) -> str:
    """The Python code of a Table 11 reply (a fenced block or the whole reply), defining both functions."""
    text = _text(c)
    blocks = re.findall(r"```(?:python|py)?\s*\n(.*?)```", text, re.DOTALL)
    code = max(blocks, key=len) if blocks else text
    try:
        tree = ast.parse(code)
    except SyntaxError as e:
        raise ReplyError(f"the code does not parse ({e.msg}, line {e.lineno})", text) from None
    defined = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    missing = {"extract_patterns", "expand_facts"} - defined
    if missing:
        raise ReplyError(f"the code defines no {', '.join(sorted(missing))}", text)
    return code


def expand_facts(engine: CallEngine, sets: list[TableSet], tables: dict[str, SourceTable], settings: StageSettings,
                 done: dict[str, dict] | None = None, on_result: Callable[[str, dict], None] | None = None) -> dict[str, dict]:
    """Per set: ``{"status", "sandbox_status", "reason", "facts", "expanded"}``; ``done`` records are kept as they are.

    ``status`` is ``ok`` when the sandboxed code returned facts, otherwise the LLM outcome (``parse_failed``...)
    or the sandbox status (``timeout``, ``blocked``...); the set then goes on with its initial facts only.
    """
    done = dict(done or {})
    todo = [s for s in sets if s.id not in done]
    outs = engine.run([fact_call([tables[t] for t in s.table_ids], settings) for s in todo], parse_code, desc="fact-expansion code (Table 11)")
    for s, o in tqdm(list(zip(todo, outs)), desc="sandboxed fact expansion", unit="set", disable=not (todo and engine.progress)):
        members = [tables[t] for t in s.table_ids]
        base = [f for t in members for f in initial_facts(t)]
        rec = {"status": o.status, "sandbox_status": None, "reason": o.error or "", "facts": base, "expanded": 0}
        if o.status == "ok":
            r = run_python(fact_expansion_program(o.value), fact_expansion_inputs(members, settings.max_facts), entry=DRIVER_ENTRY, limits=settings.sandbox)
            rec["sandbox_status"], rec["reason"] = r.status, r.reason
            if r.ok and isinstance(r.value, list):
                new = [f for f in r.value if isinstance(f, str) and f.strip()]
                rec["facts"], rec["expanded"] = base + [f for f in new if f not in base], len(new)
            else:
                rec["status"] = r.status if not r.ok else "error"
                rec["reason"] = rec["reason"] or "expand_facts did not return a list"
        done[s.id] = rec
        if on_result:
            on_result(s.id, rec)
    return done


# ------------------------------------------------------------------------------------------------ knowledge, insight


def _nonempty(label: str, min_words: int) -> Callable[[Completion], str]:
    def parse(c: Completion) -> str:
        text = _strip_label(_text(c), label)
        if len(text.split()) < min_words:
            raise ReplyError(f"fewer than {min_words} words", _text(c))
        return text

    return parse


def extract_knowledge(engine: CallEngine, triples: list[dict], facts: dict[str, dict], settings: StageSettings) -> None:
    """Sets ``knowledge`` (and ``status``/``error`` on failure) on each triple, in place."""
    calls = []
    for t in triples:
        context = "\n".join(facts[t["set_id"]]["facts"])[: settings.context_chars]
        calls.append(Call(prompt_id("knowledge_extraction"), _request(render("knowledge_extraction", question=t["question"], nl_context=context), settings, "knowledge"), step="knowledge"))
    for t, o in zip(triples, engine.run(calls, _nonempty("Question-relevant knowledge", 3), desc="knowledge (Table 12)")):
        t["knowledge"] = o.value
        if o.status != "ok":
            t["status"], t["error"] = f"knowledge_{o.status}", o.error


def annotate_insights(engine: CallEngine, triples: list[dict], settings: StageSettings) -> None:
    """Sets ``insight`` on each triple whose knowledge was extracted, in place."""
    todo = [t for t in triples if t.get("status") == "ok"]
    calls = [Call(prompt_id("insight_annotation"), _request(render("insight_annotation", question=t["question"], knowledge=t["knowledge"]), settings, "insight"), step="insight") for t in todo]
    for t, o in zip(todo, engine.run(calls, _nonempty("Insight", 5), desc="insights (Table 13)")):
        t["insight"] = o.value
        if o.status != "ok":
            t["status"], t["error"] = f"insight_{o.status}", o.error


# ------------------------------------------------------------------------------------------------ verification


def parse_verdict(c: Completion) -> bool:
    """True/False from the last ``Verdict: Yes|No`` line; else from per-criterion answers when all four are given."""
    text = _text(c)
    found = _VERDICT.findall(text)
    if found:
        return found[-1].lower() in ("yes", "pass")
    answers = re.findall(r"criterion\s*\d\s*[:\-]?\s*\**\s*(yes|no)\b", text, re.IGNORECASE)
    if len(answers) >= 4:
        return all(a.lower() == "yes" for a in answers)
    raise ReplyError("no 'Verdict: Yes|No' line", text)


def verify(engine: CallEngine, triples: list[dict], tables: dict[str, SourceTable], sets: dict[str, TableSet], settings: StageSettings) -> None:
    """Sets ``verdicts`` ({criterion: True/False/None}) and ``kept`` on each triple with an insight, in place."""
    todo = [t for t in triples if t.get("status") == "ok"]
    calls = []
    for t in todo:
        serialized = "\n".join(tables[i].table.serialize(max_rows=settings.serialize_rows) for i in sets[t["set_id"]].table_ids)
        prompts = {
            "relevance": render("verify_relevance", serialized_tables=serialized, question=t["question"]),
            "faithfulness": render("verify_faithfulness", serialized_tables=serialized, insight=t["insight"]),
            "completeness": render("verify_completeness", question=t["question"], insight=t["insight"]),
        }
        calls += [Call(prompt_id(f"verify_{k}"), _request(prompts[k], settings, "verify"), step=f"verify_{k}") for k in CRITERIA]
    outs = engine.run(calls, parse_verdict, desc="self-verification (Table 14)")
    for i, t in enumerate(todo):
        got = outs[3 * i: 3 * i + 3]
        t["verdicts"] = {k: (o.value if o.status == "ok" else None) for k, o in zip(CRITERIA, got)}
        t["verify_errors"] = {k: o.error for k, o in zip(CRITERIA, got) if o.status != "ok"}
        t["kept"] = all(v is True for v in t["verdicts"].values())


def discard_report(triples: list[dict]) -> dict:
    """The paper's Table 7: per criterion, the % of verified triples that failed it (a triple may fail several);
    plus triples left unverified (a verdict that never parsed discards the triple too)."""
    verified = [t for t in triples if "verdicts" in t]
    n = len(verified)
    failed = {k: sum(1 for t in verified if t["verdicts"][k] is False) for k in CRITERIA}
    unparsed = {k: sum(1 for t in verified if t["verdicts"][k] is None) for k in CRITERIA}
    return {
        "verified_triples": n,
        "kept": sum(1 for t in verified if t["kept"]),
        "discarded": sum(1 for t in verified if not t["kept"]),
        "failed": failed,
        "verdict_unparsed": unparsed,
        "discard_ratio_pct": {k: (round(100 * failed[k] / n, 2) if n else None) for k in CRITERIA},
    }


__all__ = ["StageSettings", "CRITERIA", "annotate_questions", "expand_facts", "extract_knowledge", "annotate_insights", "verify",
           "discard_report", "parse_questions", "parse_code", "parse_verdict", "question_call", "fact_call"]
