"""Every shipped judge config resolves to a valid judge spec and valid backend options (nothing is loaded)."""

import argparse
from pathlib import Path

from mt_raig.eval import cli
from mt_raig.llm.registry import backend_options, build_options, parse_spec

CONFIG_DIR = Path(__file__).resolve().parent.parent / "configs" / "judge"


def test_every_judge_config_is_valid():
    files = sorted(CONFIG_DIR.glob("*.yaml"))
    assert len(files) >= 3
    judges = set()
    for path in files:
        settings = cli.resolve_settings(argparse.Namespace(config=str(path)))
        options = cli.judge_options(settings)
        judges.add(settings["judge"])
        if settings["judge"].startswith("llm:"):
            backend, _ = parse_spec(settings["judge"][len("llm:"):])
            build_options(backend, backend_options(backend), options.get("llm_options"))
            assert options["mode"] in ("official", "logprob", "greedy")
    assert "llm:openai:gpt-4o-mini-2024-07-18" in judges  # the paper's backbone
    assert "lexical" in judges
