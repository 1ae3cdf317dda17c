"""Generation settings as plain data: defaults < YAML file < command line.

A YAML file (``configs/generation/*.yaml``) holds any of the fields of
:class:`GenerationConfig`; an unknown key or a value of the wrong type is an
error naming the key. ``backend_options`` is passed to
:func:`mt_raig.llm.load_llm`, which validates it against the backend's options.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.generation.context import DEFAULT_K, NOISE_SOURCES, SETTINGS
from mt_raig.generation.generate import DEFAULT_RESERVE_TOKENS, DEFAULT_SAMPLING
from mt_raig.generation.prompt import PROMPT_VERSION
from mt_raig.llm.base import Sampling


class ConfigError(ValueError):
    """A generation config with an unknown key or a bad value."""


@dataclass
class GenerationConfig:
    """Everything ``mt-raig generate`` needs; ``data=None`` is the bundled sample."""

    backend: str | None = None
    backend_options: dict = field(default_factory=dict)
    data: str | None = None
    run: str | None = None
    out: str | None = None
    setting: str = "open"
    k: int = DEFAULT_K
    noise_ratio: float | None = None
    noise_source: str = "random"
    seed: int = 0
    limit: int | None = None
    chunk_size: int = 8
    context_tokens: int | None = None
    reserve_tokens: int = DEFAULT_RESERVE_TOKENS
    prompt_version: str = PROMPT_VERSION
    temperature: float = DEFAULT_SAMPLING.temperature
    top_p: float = DEFAULT_SAMPLING.top_p
    max_new_tokens: int = DEFAULT_SAMPLING.max_new_tokens
    retry_failed: bool = True
    overwrite: bool = False

    def sampling(self) -> Sampling:
        return Sampling(temperature=self.temperature, top_p=self.top_p, max_new_tokens=self.max_new_tokens)

    def validate(self, source: str = "config") -> None:
        """Types and ranges of every field; errors name the key and where it came from."""
        hints = {f.name: f.type for f in dataclasses.fields(self)}
        for name, hint in hints.items():
            value = getattr(self, name)
            optional = "None" in hint
            base = hint.replace(" | None", "")
            if value is None:
                if not optional:
                    raise ConfigError(f"{source}: {name!r} may not be null")
                continue
            ok = {
                "str": isinstance(value, str),
                "int": isinstance(value, int) and not isinstance(value, bool),
                "float": isinstance(value, (int, float)) and not isinstance(value, bool),
                "bool": isinstance(value, bool),
                "dict": isinstance(value, dict),
            }[base]
            if not ok:
                raise ConfigError(f"{source}: {name!r} must be {base}, got {value!r}")
        if self.setting not in SETTINGS:
            raise ConfigError(f"{source}: 'setting' must be one of {', '.join(SETTINGS)}, got {self.setting!r}")
        if self.noise_source not in NOISE_SOURCES:
            raise ConfigError(f"{source}: 'noise_source' must be one of {', '.join(NOISE_SOURCES)}, got {self.noise_source!r}")
        for name in ("k", "chunk_size", "max_new_tokens"):
            if getattr(self, name) < 1:
                raise ConfigError(f"{source}: {name!r} must be >= 1, got {getattr(self, name)}")
        if self.backend is not None:
            from mt_raig.llm.registry import parse_spec

            try:
                parse_spec(self.backend)
            except ValueError as e:
                raise ConfigError(f"{source}: 'backend': {e}") from None
        try:
            self.sampling()
        except ValueError as e:
            raise ConfigError(f"{source}: {e}") from None

    def merged(self, overrides: dict, source: str) -> "GenerationConfig":
        """A copy with ``overrides`` applied (unknown keys are errors naming ``source``)."""
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(overrides) - known)
        if unknown:
            raise ConfigError(f"{source}: unknown key {unknown[0]!r}" + (f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else "") + f"; known keys: {', '.join(sorted(known))}")
        out = dataclasses.replace(self, **overrides)
        out.validate(source)
        return out


def load_config(path: str | Path, base: GenerationConfig | None = None) -> GenerationConfig:
    """``base`` (default: the defaults) with the YAML file at ``path`` applied and validated."""
    from mt_raig.settings import read_yaml_mapping

    raw = read_yaml_mapping(path, ConfigError)
    return (base or GenerationConfig()).merged(raw, str(path))
