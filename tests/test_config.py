"""The one config pattern: defaults < YAML < flags, strict types, unknown and duplicate keys refused."""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from typing import Literal

import pytest

from mt_raig.config import add_config_arguments, build_config, config_from_args, load_config, read_yaml
from mt_raig.errors import ConfigError, MtRaigError


@dataclass
class Settings:
    backend: str | None = field(default=None, metadata={"help": "LLM spec"})
    k: int = field(default=10, metadata={"help": "tables per question"})
    temperature: float = field(default=0.0, metadata={"help": "sampling temperature"})
    dry_run: bool = field(default=False, metadata={"help": "estimate only"})
    setting: Literal["open", "closed"] = field(default="open", metadata={"help": "which tables"})
    options: dict = field(default_factory=dict, metadata={"help": "backend options"})
    retrievers: list[str] = field(default_factory=lambda: ["bm25"], metadata={"help": "retriever specs"})
    limit: int | None = field(default=None, metadata={"help": "first N"})

    def validate(self) -> None:
        if self.k < 1:
            raise ConfigError(f"'k' must be >= 1, got {self.k}")
        if self.limit is not None and self.limit < 0:
            raise ConfigError(f"'limit' must be >= 0, got {self.limit}")


def parse(argv: list[str]) -> Settings:
    parser = argparse.ArgumentParser()
    add_config_arguments(parser, Settings)
    return config_from_args(Settings, parser.parse_args(argv))


def test_layers_defaults_yaml_flags(tmp_path):
    cfg_file = tmp_path / "c.yaml"
    cfg_file.write_text("k: 3\ntemperature: 1\noptions: {dtype: bfloat16, n: 2}\nsetting: closed\n")
    cfg = parse(["--config", str(cfg_file), "--k", "5", "--options", "n=4", "--options", "trust=true"])
    assert cfg.k == 5  # flag beats YAML
    assert cfg.temperature == 1.0 and isinstance(cfg.temperature, float)  # YAML beats default, int widened
    assert cfg.setting == "closed"
    assert cfg.options == {"dtype": "bfloat16", "n": 4, "trust": True}  # KEY=VALUE flags add to the file's mapping
    assert cfg.retrievers == ["bm25"] and cfg.dry_run is False
    assert parse(["--dry-run", "--retrievers", "bm25", "dense"]) == Settings(dry_run=True, retrievers=["bm25", "dense"])


@pytest.mark.parametrize(
    "text, message",
    [
        ("dry_run: 'false'\n", "'dry_run' must be a bool, got 'false'"),
        ("k: '7'\n", "'k' must be an int, got '7'"),
        ("k: true\n", "'k' must be an int, got True"),
        ("backend: 7\n", "'backend' must be a string"),
        ("setting: half\n", "'setting' must be one of 'open', 'closed'"),
        ("kk: 1\n", "unknown key 'kk'"),
        ("k: 1\nk: 2\n", "duplicate key 'k' (line 2)"),
        ("k: 0\n", "'k' must be >= 1, got 0"),
        ("retrievers: bm25\n", "'retrievers' must be a list of a string"),
        ("- 1\n", "holds a mapping of settings, got list"),
        ("k: [\n", "not valid YAML"),
    ],
)
def test_yaml_errors_name_key_and_file(tmp_path, text, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(ConfigError) as e:
        load_config(Settings, path)
    assert message in str(e.value)
    assert str(path) in str(e.value)
    assert isinstance(e.value, MtRaigError) and isinstance(e.value, ValueError)


def test_flags_are_checked_too():
    with pytest.raises(ConfigError, match="command line: 'limit' must be >= 0, got -1"):
        parse(["--limit", "-1"])
    with pytest.raises(SystemExit):  # argparse: not an int
        parse(["--k", "x"])
    with pytest.raises(SystemExit):  # argparse: not a choice
        parse(["--setting", "half"])


def test_build_config_from_python_and_missing_file(tmp_path):
    assert build_config(Settings, {"k": 2}).k == 2
    assert build_config(Settings, {"limit": None}).limit is None
    with pytest.raises(ConfigError, match="'limit' must be an int or None|'limit' must be an int"):
        build_config(Settings, {"limit": 1.5})
    with pytest.raises(FileNotFoundError):
        read_yaml(tmp_path / "absent.yaml")
    (tmp_path / "empty.yaml").write_text("")
    assert read_yaml(tmp_path / "empty.yaml") == {}
