"""The shipped construction configs parse with the strict config loader."""

from pathlib import Path

import pytest

from mt_raig.config import load_config
from mt_raig.construction.pipeline import BuildConfig

CONFIGS = sorted((Path(__file__).resolve().parents[1] / "configs" / "construction").glob("*.yaml"))


@pytest.mark.parametrize("path", CONFIGS, ids=lambda p: p.name)
def test_config_loads_and_validates(path):
    cfg = load_config(BuildConfig, path, {"tables": ["x"], "out": "o"})
    cfg.validate()
    assert cfg.llm and set(cfg.max_new_tokens) == {"questions", "code", "knowledge", "insight", "verify"}


def test_there_are_configs():
    assert {p.name for p in CONFIGS} >= {"gpt-4o-mini.yaml", "gemma3-270m-cpu.yaml"}
