"""Insight generation with the scripted LLM at the edge: prompt, context choice, truncation, think
stripping, resumable predictions and recorded failures, on the bundled sample."""

from __future__ import annotations

import json

import pytest
from scripted_llm import ScriptedLLM

from pathlib import Path

from mt_raig.config import build_config
from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import ConfigError, DataError
from mt_raig.generation import PROMPT_VERSION, GenerationConfig, GenerationSummary, load_predictions, run_generation
from mt_raig.generation.context import ContextSpec, allocate, fit_tables, fully_retrieved, load_run, select_tables
from mt_raig.generation.prompt import insight_messages, insight_prompt
from mt_raig.generation.think import clean_insight, split_reasoning
from mt_raig.io.predictions import read_predictions, settings_path
from mt_raig.llm.base import Completion
from mt_raig.tables import Table


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


def _run_for(bench, n_noise_first: int = 3) -> dict[str, list[str]]:
    """A deterministic fake retrieval run: a few non-gold tables ranked above the gold ones."""
    ids = sorted(bench.tables)
    run = {}
    for i, ex in enumerate(bench.examples):
        others = [t for t in ids if t not in ex.gold_table_ids]
        distractors = [others[(i * 7 + j) % len(others)] for j in range(n_noise_first + 8)]
        run[ex.id] = list(dict.fromkeys(distractors[:n_noise_first] + list(ex.gold_table_ids) + distractors[n_noise_first:]))
    return run


def gen(bench, llm, out, *, run=None, example_ids=None, **settings) -> GenerationSummary:
    """One run into ``out`` through the config object, as the CLI makes it; what the run did."""
    if isinstance(run, (str, Path)):
        settings["run"], run = str(run), None
    cfg = build_config(GenerationConfig, {"progress": False, **settings, "out": str(out)})
    return run_generation(bench, llm, cfg, run=run, example_ids=example_ids)[1]


def _reply(request) -> str:
    content = request.messages[-1]["content"] if request.messages else request.prompt
    question = content.rsplit("Question: ", 1)[1].split("\n", 1)[0]
    return f"Insight: An answer to: {question[:40]}"


# --- prompt -------------------------------------------------------------------------------


def test_prompt_states_the_task_and_serializes_tables_in_paper_format(bench):
    ex = bench.examples[0]
    tables = bench.gold_tables(ex)
    text = insight_prompt(ex.question, tables)
    assert text.startswith("[Instruction]") and text.rstrip().endswith("Insight:")
    assert "single paragraph" in text and '"Table 1"' in text and "Fully answer" in text
    assert "only facts" in text.lower()
    # every gold table appears in the paper's flattened form, one per line, then the question
    for t in tables:
        assert t.serialize() in text
    assert "Tables: " + tables[0].serialize() + "\n" + tables[1].serialize() in text
    assert text.index("[TITLE]") < text.index("Question: " + ex.question)
    [msg] = insight_messages(ex.question, tables)
    assert msg == {"role": "user", "content": text}
    with pytest.raises(ConfigError, match="unknown prompt version 'v0'.*insight-v1"):
        insight_prompt(ex.question, tables, version="v0")


# --- context selection ----------------------------------------------------------------------


def test_closed_setting_gives_the_gold_tables(bench):
    ex = bench.examples[3]
    sel = select_tables(ex, bench, ContextSpec(setting="closed"), None)
    assert sel.table_ids == ex.gold_table_ids and sel.gold_given == len(ex.gold_table_ids)


def test_open_setting_takes_top_k_of_the_run_in_rank_order(bench):
    run = _run_for(bench)
    ex = bench.examples[0]
    for k in (1, 3, 5, 10):
        sel = select_tables(ex, bench, ContextSpec(setting="open", k=k), run)
        assert list(sel.table_ids) == run[ex.id][:k]
        assert sel.gold_given == len(set(run[ex.id][:k]) & set(ex.gold_table_ids))
    assert select_tables(ex, bench, ContextSpec(k=3), run).gold_given == 0


def test_open_setting_falls_back_to_the_official_retrieved_lists(bench):
    import dataclasses

    run = _run_for(bench)
    with_official = dataclasses.replace(bench, retrieved=run)
    ex = bench.examples[2]
    assert list(select_tables(ex, with_official, ContextSpec(k=4), None).table_ids) == run[ex.id][:4]
    with pytest.raises(DataError, match="ships no official retrieved tables"):
        select_tables(ex, bench, ContextSpec(k=4), None)


def test_noise_ratio_adds_seeded_irrelevant_tables_to_the_gold_set(bench):
    ex = next(e for e in bench.examples if len(e.gold_table_ids) == 2)
    spec = ContextSpec(setting="closed", noise_ratio=1.5, seed=7)
    sel = select_tables(ex, bench, spec, None)
    assert sel.noise_requested == 3 and sel.noise_given == 3 and len(sel.table_ids) == 5
    assert set(ex.gold_table_ids) <= set(sel.table_ids)
    noise = [t for t in sel.table_ids if t not in ex.gold_table_ids]
    assert len(set(noise)) == 3 and all(t in bench.tables for t in noise)
    # deterministic: same seed, same tables in the same order; another seed, another draw
    assert select_tables(ex, bench, spec, None) == sel
    draws = {select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=1.5, seed=s), None).table_ids for s in range(6)}
    assert len(draws) > 1
    assert select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=0.5, seed=7), None).noise_given == 1
    assert select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=1.25, seed=7), None).noise_given == 3  # 2.5 rounds up
    assert select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=0.0), None).table_ids == ex.gold_table_ids


def test_noise_from_the_run_takes_the_best_ranked_non_gold_tables(bench):
    run = _run_for(bench, n_noise_first=3)
    ex = bench.examples[1]
    sel = select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=1.0, noise_source="retrieved"), run)
    n = len(ex.gold_table_ids)
    expected_noise = [t for t in run[ex.id] if t not in ex.gold_table_ids][:n]
    assert sorted(sel.table_ids) == sorted(list(ex.gold_table_ids) + expected_noise)
    # a run too short for the ratio gives what it has, and says so
    short = {ex.id: list(ex.gold_table_ids) + run[ex.id][:1]}
    few = select_tables(ex, bench, ContextSpec(setting="closed", noise_ratio=3.0, noise_source="retrieved"), short)
    assert few.noise_requested == 3 * n and few.noise_given == len(set(run[ex.id][:1]) - set(ex.gold_table_ids))


def test_fully_retrieved_picks_examples_whose_gold_set_is_in_the_top_k(bench):
    run = _run_for(bench, n_noise_first=3)
    assert fully_retrieved(bench, run, k=3) == []
    full = fully_retrieved(bench, run, k=10)
    assert full == [e.id for e in bench.examples if 3 + len(e.gold_table_ids) <= 10]
    assert len(full) > 0
    run[bench.examples[0].id] = []
    assert bench.examples[0].id not in fully_retrieved(bench, run, k=10)


def test_bad_context_settings_are_errors(bench):
    with pytest.raises(ConfigError, match="noise_ratio applies to the closed setting"):
        ContextSpec(setting="open", noise_ratio=0.5)
    with pytest.raises(ConfigError, match="setting must be one of open, closed"):
        ContextSpec(setting="half")
    with pytest.raises(ConfigError, match="k must be >= 1"):
        ContextSpec(k=0)
    run = _run_for(bench)
    del run[bench.examples[4].id]
    run[bench.examples[0].id] = ["no-such-table"]
    with pytest.raises(DataError, match=r"1 examples have no ranking.*" + bench.examples[4].id + r".*no-such-table"):
        gen(bench, ScriptedLLM(_reply), "unused.jsonl", run=run, limit=6, progress=False)


def test_run_files_with_ids_pairs_or_objects(tmp_path):
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"q1": ["a", "b"], "q2": [["c", 0.9], ["d", 0.1]], "q3": [{"id": "e", "score": 1.0}]}))
    assert load_run(path) == {"q1": ["a", "b"], "q2": ["c", "d"], "q3": ["e"]}
    path.write_text(json.dumps({"q1": [3]}))
    with pytest.raises(DataError, match="entry 'q1' has 3"):
        load_run(path)
    with pytest.raises(FileNotFoundError):
        load_run(tmp_path / "missing.json")


def test_the_official_top_10_layout_is_read_in_benchmark_order(bench, tmp_path):
    run = _run_for(bench)
    path = tmp_path / "dpr_top_10_retrieved_table_ids_set.json"
    path.write_text(json.dumps([run[e.id][:10] for e in bench.examples]))
    assert load_run(path, bench.examples) == {e.id: run[e.id][:10] for e in bench.examples}
    with pytest.raises(DataError, match=f"a list of {len(bench.examples)} rankings, but the benchmark has 3 examples"):
        load_run(path, bench.examples[:3])
    llm = ScriptedLLM(_reply)
    gen(bench, llm, tmp_path / "p.jsonl", run=path, k=2, limit=1, progress=False)
    assert load_predictions(tmp_path / "p.jsonl")[bench.examples[0].id].table_ids == run[bench.examples[0].id][:2]


# --- truncation -----------------------------------------------------------------------------


def _table(name: str, rows: int) -> Table:
    return Table.create(name, ["year", "value"], [[str(2000 + i), str(i * 11)] for i in range(rows)])


def test_allocate_keeps_small_tables_whole_and_cuts_large_ones_to_an_equal_share():
    small, big1, big2 = _table("small", 2), _table("big one", 60), _table("big two", 80)
    budget = len(small.serialize()) + 2 * 400
    fitted = allocate([small, big1, big2], budget, len)
    assert fitted.rows_dropped[small.id] == 0
    assert fitted.rows_dropped[big1.id] > 0 and fitted.rows_dropped[big2.id] > 0
    for orig, cut in zip([small, big1, big2], fitted.tables):
        assert cut.id == orig.id and cut.num_rows == orig.num_rows - fitted.rows_dropped[orig.id]
        assert cut.cells == orig.cells[: cut.num_rows]  # rows dropped from the end only
    assert sum(len(t.serialize()) for t in fitted.tables) <= budget
    assert len(fitted.tables[1].serialize()) <= 400 and len(fitted.tables[2].serialize()) <= 400


def test_fit_tables_meets_the_whole_prompt_limit_or_gives_up():
    tables = [_table("alpha", 50), _table("beta", 50)]
    measure = lambda ts: len(insight_prompt("What changed?", ts))  # noqa: E731
    limit = measure(tables) // 2
    fitted = fit_tables(tables, limit, measure, len)
    assert fitted is not None and measure(fitted.tables) <= limit
    assert fitted.total_rows_dropped > 0 and set(fitted.rows_dropped) == {t.id for t in tables}
    untouched = fit_tables(tables, measure(tables), measure, len)
    assert untouched.total_rows_dropped == 0 and untouched.tables == tuple(tables)
    assert fit_tables(tables, measure([]) + 10, measure, len) is None  # not even the schemas fit


def test_over_budget_prompts_are_never_sent_and_truncation_is_recorded(bench, tmp_path):
    llm = ScriptedLLM(_reply)
    examples = bench.examples[:4]
    full = [llm.count_tokens(insight_prompt(e.question, bench.gold_tables(e))) for e in examples]
    schemas = [llm.count_tokens(insight_prompt(e.question, [t.head(0) for t in bench.gold_tables(e)])) for e in examples]
    assert min(full) > max(schemas) + 20, "the sample's first examples should have tables worth cutting"
    limit_tokens = max(schemas) + (min(full) - max(schemas)) // 2
    out = tmp_path / "p.jsonl"
    s = gen(bench, llm, out, setting="closed", limit=4, context_tokens=limit_tokens + 100, reserve_tokens=0,
                 max_new_tokens=100, progress=False)
    preds = load_predictions(out)
    assert s.ok == 4 and s.rows_dropped > 0 and s.tables_truncated > 0
    for r in llm.requests:
        assert llm.count_tokens(r.messages[0]["content"]) <= limit_tokens
    total = 0
    for ex in examples:
        p = preds[ex.id]
        assert set(p.rows_dropped) == set(ex.gold_table_ids)
        total += sum(p.rows_dropped.values())
        sent = next(r for r in llm.requests if ex.question in r.messages[0]["content"]).messages[0]["content"]
        for tid, dropped in p.rows_dropped.items():
            t = bench.table(tid)
            assert t.serialize(max_rows=t.num_rows - dropped) in sent
            if dropped:
                assert t.serialize() not in sent
        assert sent == insight_prompt(ex.question, p.given_tables(bench))
    assert total == s.rows_dropped

    tiny = ScriptedLLM(_reply)
    too_small = min(schemas[:2]) - 1
    s2 = gen(bench, tiny, tmp_path / "q.jsonl", setting="closed", limit=2, context_tokens=too_small + 100, reserve_tokens=0,
                  max_new_tokens=100, progress=False)
    assert tiny.requests == [] and s2.failed == {"over_budget": 2} and s2.ok == 0
    p = next(iter(load_predictions(tmp_path / "q.jsonl").values()))
    assert p.status == "failed" and p.insight == "" and f"does not fit {too_small} tokens" in p.error


# --- think blocks ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "raw, answer, unfinished",
    [
        ("<think>Compare the two.</think>\n\nDelta led with 81%.", "Delta led with 81%.", False),
        ("Let me see.\n</think>Delta led.", "Delta led.", False),
        ("<think>a</think>Delta <think>b</think>led.", "Delta led.", False),
        ("<think>still thinking about the del", "", True),
        ("Plain answer.", "Plain answer.", False),
    ],
)
def test_split_reasoning(raw, answer, unfinished):
    a = split_reasoning(raw)
    assert a.text == answer and a.unfinished is unfinished
    assert (a.reasoning is None) == ("think>" not in raw)


def test_clean_insight_drops_an_echoed_label_only():
    assert clean_insight("Insight: Delta led.") == "Delta led."
    assert clean_insight("**Insight:** Delta led.") == "Delta led."
    assert clean_insight("Delta's insight: led.") == "Delta's insight: led."


def test_reasoning_is_stripped_from_the_insight_but_kept_raw(bench, tmp_path):
    raws = ["<think>first compare</think>Delta led the on-time table.", "<think>never finished"]
    s = gen(bench, ScriptedLLM(list(raws)), tmp_path / "p.jsonl", setting="closed", limit=2, chunk_size=2, progress=False)
    preds = load_predictions(tmp_path / "p.jsonl")
    first, second = (preds[e.id] for e in bench.examples[:2])
    assert first.status == "ok" and first.insight == "Delta led the on-time table." and first.raw_output == raws[0]
    assert second.status == "failed" and second.failure == "unfinished_reasoning" and second.raw_output == raws[1]
    assert s.ok == 1 and s.failed == {"unfinished_reasoning": 1}


# --- predictions file: resume, failures, settings ----------------------------------------------


class Interrupting(ScriptedLLM):
    """Replies normally, then simulates a kill (KeyboardInterrupt) on the n-th request."""

    def __init__(self, kill_at: int):
        super().__init__(_reply)
        self.kill_at = kill_at

    def generate(self, requests, progress=True):
        if len(self.requests) + len(requests) >= self.kill_at:
            raise KeyboardInterrupt
        return super().generate(requests, progress)


def test_a_killed_run_resumes_without_redoing_or_losing_examples(bench, tmp_path):
    out = tmp_path / "p.jsonl"
    with pytest.raises(KeyboardInterrupt):
        gen(bench, Interrupting(kill_at=4), out, setting="closed", limit=6, chunk_size=1, progress=False)
    first = read_predictions(out)
    assert first.done == {e.id for e in bench.examples[:3]}
    # the kill came in the middle of writing the 4th record: a cut-off line is left behind
    with open(out, "a", encoding="utf-8") as f:
        f.write('{"id": "' + bench.examples[3].id + '", "question": "Among the car')
    again = ScriptedLLM(_reply)
    s = gen(bench, again, out, setting="closed", limit=6, chunk_size=2, progress=False)
    asked = [r.messages[0]["content"] for r in again.requests]
    assert len(asked) == 3 and all(e.question in a for e, a in zip(bench.examples[3:6], asked))
    assert s.already_done == 3 and s.generated == 3 and s.ok == 3 and s.repaired_tail
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 6 and all(json.loads(line)["status"] == "ok" for line in lines)
    assert [json.loads(line)["id"] for line in lines] == [e.id for e in bench.examples[:6]]
    # a finished run does nothing more
    idle = ScriptedLLM([])
    s = gen(bench, idle, out, setting="closed", limit=6, progress=False)
    assert idle.requests == [] and s.generated == 0 and s.already_done == 6


def test_failures_are_recorded_then_retried_on_resume(bench, tmp_path):
    out = tmp_path / "p.jsonl"
    replies = ["Insight one.", RuntimeError("HTTP 500 after 5 tries"), "Insight three.", ""]
    s = gen(bench, ScriptedLLM(replies), out, setting="closed", limit=4, progress=False)
    assert s.ok == 2 and s.failed == {"backend": 1, "empty_insight": 1}
    preds = load_predictions(out)
    bad = preds[bench.examples[1].id]
    assert bad.status == "failed" and bad.insight == "" and "HTTP 500" in bad.error
    assert preds[bench.examples[3].id].failure == "empty_insight"
    # without retry nothing is asked; with retry only the two failures are
    none = ScriptedLLM([])
    assert gen(bench, none, out, setting="closed", limit=4, retry_failed=False, progress=False).generated == 0
    retry = ScriptedLLM(["Insight two.", "Insight four."])
    s = gen(bench, retry, out, setting="closed", limit=4, progress=False)
    assert len(retry.requests) == 2 and s.ok == 2 and s.already_done == 2
    preds = load_predictions(out)
    assert all(p.status == "ok" for p in preds.values()) and preds[bench.examples[1].id].insight == "Insight two."
    assert len(out.read_text().splitlines()) == 6  # the failed records stay in the log


def test_a_backend_that_raises_fails_its_batch_not_the_run(bench, tmp_path):
    class Broken(ScriptedLLM):
        def generate(self, requests, progress=True):
            if len(self.requests) == 0:
                self.requests.extend(requests)
                raise RuntimeError("CUDA out of memory")
            return super().generate(requests, progress)

    s = gen(bench, Broken(_reply), tmp_path / "p.jsonl", setting="closed", limit=4, chunk_size=2, progress=False)
    assert s.failed == {"backend": 2} and s.ok == 2
    preds = load_predictions(tmp_path / "p.jsonl")
    assert "CUDA out of memory" in preds[bench.examples[0].id].error


def test_settings_sidecar_records_the_run_and_refuses_a_different_resume(bench, tmp_path):
    out = tmp_path / "preds.jsonl"
    run = _run_for(bench)
    gen(bench, ScriptedLLM(_reply), out, run=run, k=5, limit=2, progress=False)
    side = json.loads(settings_path(out).read_text())
    assert settings_path(out).name == "preds.settings.json"
    st = side["settings"]
    assert st["prompt_version"] == PROMPT_VERSION and st["context"] == {"setting": "open", "k": 5, "noise_ratio": None}
    assert st["llm"] == {"backend": "scripted", "model": "scripted-model"} and st["sampling"]["temperature"] == 0.0
    assert st["retrieval"]["official"] is False and len(st["retrieval"]["fingerprint"]) == 64
    assert side["sessions"][0]["packages"]["transformers"]
    with pytest.raises(DataError, match=r"different settings \(context.k: 5 -> 3\)"):
        gen(bench, ScriptedLLM(_reply), out, run=run, k=3, limit=2, progress=False)
    s = gen(bench, ScriptedLLM(_reply), out, run=run, k=3, limit=2, overwrite=True, progress=False)
    assert s.generated == 2 and json.loads(settings_path(out).read_text())["settings"]["context"]["k"] == 3
    # the same run from a file resumes (the run is identified by content, its path goes to the session)
    (tmp_path / "run.json").write_text(json.dumps(run))
    gen(bench, ScriptedLLM(_reply), out, run=tmp_path / "run.json", k=3, limit=3, progress=False)
    sessions = json.loads(settings_path(out).read_text())["sessions"]
    assert len(sessions) == 2 and sessions[1]["run_source"] == str(tmp_path / "run.json") and sessions[0]["run_source"] is None


def test_a_corrupt_line_before_the_end_is_an_error_naming_it(bench, tmp_path):
    out = tmp_path / "p.jsonl"
    gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=2, progress=False)
    lines = out.read_text().splitlines()
    out.write_text(lines[0] + "\n{not json\n" + lines[1] + "\n")
    with pytest.raises(DataError, match="line 2 is not a valid prediction record"):
        gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=2, progress=False)


def test_records_carry_ids_tables_usage_and_noise(bench, tmp_path):
    class Timed(ScriptedLLM):
        def generate(self, requests, progress=True):
            return [Completion(texts=[c.texts[0]], prompt_tokens=c.prompt_tokens, completion_tokens=7, latency_s=0.5, finish_reasons=["length"])
                    for c in super().generate(requests, progress)]

    out = tmp_path / "p.jsonl"
    s = gen(bench, Timed(_reply), out, setting="closed", noise_ratio=1.0, seed=3, limit=2, progress=False)
    rec = json.loads(out.read_text().splitlines()[0])
    ex = bench.examples[0]
    assert rec["id"] == ex.id and rec["question"] == ex.question and rec["type"] == ex.type
    assert rec["gold_table_ids"] == list(ex.gold_table_ids) and set(ex.gold_table_ids) < set(rec["table_ids"])
    assert rec["noise"] == {"requested": 2, "given": 2} and rec["prompt_version"] == PROMPT_VERSION
    assert rec["usage"]["completion_tokens"] == 7 and rec["usage"]["latency_s"] == 0.5 and rec["usage"]["prompt_tokens"] > 100
    assert rec["finish_reason"] == "length" and s.cut_by_length == 2
    assert s.completion_tokens == 14 and s.latency_s == 1.0


def test_selection_is_independent_of_limit_and_resume(bench, tmp_path):
    kw = dict(setting="closed", noise_ratio=2.0, seed=11, progress=False)
    gen(bench, ScriptedLLM(_reply), tmp_path / "a.jsonl", limit=5, **kw)
    gen(bench, ScriptedLLM(_reply), tmp_path / "b.jsonl", limit=2, **kw)
    gen(bench, ScriptedLLM(_reply), tmp_path / "b.jsonl", limit=5, **kw)
    a, b = load_predictions(tmp_path / "a.jsonl"), load_predictions(tmp_path / "b.jsonl")
    assert {i: p.table_ids for i, p in a.items()} == {i: p.table_ids for i, p in b.items()}


def test_plain_prompt_for_backends_without_chat(bench, tmp_path):
    class NoChat(ScriptedLLM):
        def capabilities(self):
            return {**super().capabilities(), "chat": False}

    llm = NoChat(_reply)
    gen(bench, llm, tmp_path / "p.jsonl", setting="closed", limit=1, progress=False)
    [r] = llm.requests
    assert r.messages is None and r.prompt == insight_prompt(bench.examples[0].question, bench.gold_tables(bench.examples[0]))


def test_bad_arguments_are_errors(bench, tmp_path):
    llm = ScriptedLLM(_reply)
    with pytest.raises(ConfigError, match="unknown key 'n'"):  # one sample per example: n is no setting
        gen(bench, llm, tmp_path / "p.jsonl", setting="closed", n=2, progress=False)
    with pytest.raises(ConfigError, match="no room for a prompt"):
        gen(bench, llm, tmp_path / "p.jsonl", setting="closed", context_tokens=500, max_new_tokens=480, progress=False)
    with pytest.raises(ConfigError, match="not in 'mt-raig-sample'"):
        gen(bench, llm, tmp_path / "p.jsonl", setting="closed", example_ids=["q99999-nope"], progress=False)
    with pytest.raises(ConfigError, match="needs a retrieval run"):
        gen(bench, llm, tmp_path / "p.jsonl", setting="open", progress=False)
    assert llm.requests == []


def test_writer_repairs_the_tail_and_refuses_a_second_writer(bench, tmp_path):
    from mt_raig.io.predictions import PredictionsWriter

    out = tmp_path / "p.jsonl"
    gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=2, progress=False)
    lines = out.read_text().splitlines()
    out.write_text(lines[0] + "\n\n" + lines[1])  # a blank line, and a complete last record without its newline
    assert read_predictions(out).done == {e.id for e in bench.examples[:2]}
    with PredictionsWriter(out) as w:
        assert not w.repaired_tail and out.read_text().endswith(lines[1] + "\n")
        with pytest.raises(DataError, match="being written by another run"):
            PredictionsWriter(out)
        with pytest.raises(DataError, match="being written by another run"):
            gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=3, progress=False)
    s = gen(bench, ScriptedLLM(_reply), out, setting="closed", limit=3, progress=False)
    assert s.already_done == 2 and s.generated == 1
    assert [json.loads(x)["id"] for x in out.read_text().splitlines() if x] == [e.id for e in bench.examples[:3]]


# --- generation methods (issue #16 item 1) ---------------------------------------------------------------------------


def test_methods_are_chosen_by_spec_and_their_steps_and_statuses_are_kept(bench, tmp_path):
    from mt_raig.generation.insight import final_answer, prompt_request
    from mt_raig.generation.methods import METHODS, Generator, Outcome, ask, load_method, usage_of
    from mt_raig.llm.base import Sampling

    class PickThenAnswer(Generator):
        """A two-call method: ask which table matters, then answer from that table only."""

        name = "pick-then-answer"
        prompt_versions = ("pick-v1",)

        def prompt_tokens(self, llm, question, tables):
            return llm.count_tokens(question + "".join(t.serialize() for t in tables))

        def generate(self, llm, tasks, sampling):
            picks = ask(llm, [prompt_request(llm, ({"role": "user", "content": f"PICK {t.question}"},), Sampling(max_new_tokens=4)) for t in tasks])
            outcomes = []
            for task, pick in zip(tasks, picks):
                usage = usage_of(pick)
                steps = [{"step": "pick", "reply": pick.texts[0] if pick.texts else None}]
                if pick.status != "ok" or not pick.texts[0].strip().isdigit():
                    outcomes.append(Outcome.failed("unparseable_pick", f"not a table number: {pick.texts}", steps=steps, usage=usage))
                    continue
                table = task.tables[int(pick.texts[0]) % len(task.tables)]
                steps.append({"step": "table", "table_id": table.id})
                [answer] = ask(llm, [prompt_request(llm, ({"role": "user", "content": f"ANSWER {task.question}"},), sampling)])
                usage.add(usage_of(answer))
                outcomes.append(final_answer(answer, sampling, steps=steps, usage=usage))
            return outcomes

    def reply(request):
        text = request.messages[0]["content"]
        if text.startswith("PICK"):
            return "zero" if bench.examples[1].question in text else "1"
        return "Insight: from one table."

    METHODS.register("pick-then-answer", PickThenAnswer, help="a test method")
    try:
        assert isinstance(load_method("pick-then-answer"), PickThenAnswer)
        out = tmp_path / "p.jsonl"
        s = gen(bench, ScriptedLLM(reply), out, setting="closed", limit=2, method="pick-then-answer")
        first, second = (load_predictions(out)[e.id] for e in bench.examples[:2])
        assert first.status == "ok" and first.insight == "from one table." and first.method == "pick-then-answer"
        assert first.prompt_version == "pick-v1" and first.usage.calls == 2
        assert first.steps == [{"step": "pick", "reply": "1"}, {"step": "table", "table_id": first.table_ids[1]}]
        assert second.status == "failed" and second.failure == "unparseable_pick" and second.insight == ""
        assert second.steps == [{"step": "pick", "reply": "zero"}] and second.usage.calls == 1
        assert s.failed == {"unparseable_pick": 1} and s.calls == 3
        side = json.loads(settings_path(out).read_text())["settings"]
        assert side["method"] == {"method": "pick-then-answer", "prompt_version": "pick-v1"}
        with pytest.raises(DataError, match="different settings.*method"):  # the same file with another method is refused
            gen(bench, ScriptedLLM(reply), out, setting="closed", limit=2)
    finally:
        METHODS._entries.pop("pick-then-answer")
    with pytest.raises(ConfigError, match="unknown generation method 'chain-of-nothing' \\(known: insight"):
        gen(bench, ScriptedLLM(reply), tmp_path / "q.jsonl", setting="closed", limit=1, method="chain-of-nothing")
    with pytest.raises(ConfigError, match="unknown prompt version 'v9' for method 'insight'"):
        load_method("insight", prompt_version="v9")
    assert load_method("insight").info()["prompt_sha256"]


def test_records_written_before_methods_existed_still_load(tmp_path):
    old = {"id": "q1", "question": "Who led?", "type": "Analysis & Summary", "table_ids": ["t1"], "gold_table_ids": ["t1"],
           "rows_dropped": {"t1": 0}, "insight": "Delta led.", "raw_output": "Delta led.", "status": "ok", "failure": None,
           "error": None, "usage": {"prompt_tokens": 5, "completion_tokens": 2, "latency_s": 0.1}, "prompt_version": "insight-v1",
           "noise": None, "finish_reason": "stop"}
    path = tmp_path / "old.jsonl"
    path.write_text(json.dumps(old) + "\n" + json.dumps({**old, "id": "q2", "colour": "red"}) + "\n")
    with pytest.raises(DataError, match="line 2 is not a valid prediction record.*unknown prediction field 'colour'"):
        load_predictions(path)
    path.write_text(json.dumps(old) + "\n")
    [p] = load_predictions(path).values()
    assert p.method == "insight" and p.steps == [] and p.usage.calls == 0 and p.insight == "Delta led."
