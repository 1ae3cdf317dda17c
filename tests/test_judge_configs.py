"""Every shipped judge config parses as an EvalConfig and resolves to valid judge and backend options (nothing is loaded)."""

from pathlib import Path

from mt_raig.config import build_config, load_config
from mt_raig.eval.config import EvalConfig, judge_options
from mt_raig.eval.llm_judge import LLMJudgeOptions
from mt_raig.llm.registry import backend_options, build_options, parse_spec

CONFIG_DIR = Path(__file__).resolve().parent.parent / "configs" / "judge"


def test_every_judge_config_is_valid():
    files = sorted(CONFIG_DIR.glob("*.yaml"))
    assert len(files) >= 3
    judges = set()
    for path in files:
        cfg = load_config(EvalConfig, path)
        options = judge_options(cfg)
        judges.add(cfg.judge)
        if cfg.judge.startswith("llm:"):
            backend, _ = parse_spec(cfg.judge[len("llm:"):])
            build_options(backend, backend_options(backend), options.pop("llm_options", None))
            judge = build_config(LLMJudgeOptions, options, source=str(path))
            assert judge.mode in ("official", "strict", "logprob", "greedy")
    assert "llm:openai:gpt-4o-mini-2024-07-18" in judges  # the paper's backbone
    assert "lexical" in judges
    official = judge_options(load_config(EvalConfig, CONFIG_DIR / "gpt-4o-mini-official.yaml"))
    assert official["mode"] == "official" and official["prompts"] == "paper"  # the published setting
