"""The construction prompts (paper Tables 10-14), read from versioned files in ``prompts/``, and the seed questions.

Each prompt is ``prompts/<name>.v<N>.txt`` with ``{field}`` slots; :data:`PROMPT_VERSIONS` names the version in
use, and its id (``"question_annotation/v1"``) goes into the call cache and the build report. The paper's
instruction text is kept as published; where a reply must be parsed we add one sentence fixing its format
(the question list and the verification verdict), which is why these are our own versions.

    >>> render("insight_annotation", question="Q?", knowledge="K.").splitlines()[-1]
    'Insight:'
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path

from mt_raig.data import QUESTION_TYPES, normalize_type
from mt_raig.errors import ConfigError, DataError

PROMPT_VERSIONS = {
    "question_annotation": "v1",    # Table 10
    "fact_expansion": "v1",         # Table 11
    "knowledge_extraction": "v1",   # Table 12
    "insight_annotation": "v1",     # Table 13
    "verify_relevance": "v1",       # Table 14
    "verify_faithfulness": "v1",    # Table 14
    "verify_completeness": "v1",    # Table 14
}
_SLOT = re.compile(r"\{([a-z_]+)\}")


@lru_cache(maxsize=None)
def template(name: str) -> str:
    """The text of prompt ``name`` at its version in :data:`PROMPT_VERSIONS`."""
    if name not in PROMPT_VERSIONS:
        raise ConfigError(f"unknown construction prompt {name!r} (known: {', '.join(PROMPT_VERSIONS)})")
    return resources.files("mt_raig.construction").joinpath("prompts").joinpath(f"{name}.{PROMPT_VERSIONS[name]}.txt").read_text(encoding="utf-8")


def prompt_id(name: str) -> str:
    """``"name/version"``, as recorded in the cache and the build report."""
    return f"{name}/{PROMPT_VERSIONS[name]}"


def render(name: str, **values: object) -> str:
    """Prompt ``name`` with every ``{slot}`` filled (values may contain braces; slots are filled once)."""
    text = template(name)
    slots = set(_SLOT.findall(text))
    missing = slots - set(values)
    if missing:
        raise ConfigError(f"prompt {name}: no value for {', '.join(sorted(missing))}")
    return _SLOT.sub(lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


def load_seeds(extra: str | Path | None = None) -> dict[str, list[dict]]:
    """Seed demonstrations per question type: the shipped ones (paper Tables 22-23) plus those in ``extra``."""
    seeds = _read_seeds(json.loads(template_file("seed_questions.json")), "shipped seed_questions.json")
    if extra:
        path = Path(extra)
        try:
            more = _read_seeds(json.loads(path.read_text(encoding="utf-8")), str(path))
        except (OSError, json.JSONDecodeError) as e:
            raise DataError(f"{path}: cannot read seed questions ({e})") from None
        for qtype, items in more.items():
            seeds[qtype].extend(items)
    return seeds


def template_file(filename: str) -> str:
    return resources.files("mt_raig.construction").joinpath("prompts").joinpath(filename).read_text(encoding="utf-8")


def _read_seeds(raw: object, where: str) -> dict[str, list[dict]]:
    if not isinstance(raw, dict):
        raise DataError(f"{where}: expected an object of question type -> list of {{question, tables}}")
    out: dict[str, list[dict]] = {t: [] for t in QUESTION_TYPES}
    for key, items in raw.items():
        if key.startswith("_"):
            continue
        qtype = normalize_type(key)
        if qtype is None or not isinstance(items, list):
            raise DataError(f"{where}: {key!r} is not a question type with a list of seeds (types: {', '.join(QUESTION_TYPES)})")
        for i, item in enumerate(items):
            if not isinstance(item, dict) or not isinstance(item.get("question"), str):
                raise DataError(f"{where}: {key} seed {i} needs a 'question' string")
            out[qtype].append({"question": item["question"], "tables": [str(t) for t in item.get("tables", [])]})
    return out


def format_seeds(seeds: dict[str, list[dict]], per_type: int = 2) -> str:
    """The ``Examples`` slot: up to ``per_type`` seeds per type, each with its tables and type label."""
    lines = []
    for qtype in QUESTION_TYPES:
        for s in seeds.get(qtype, [])[:per_type]:
            tables = "; ".join(s["tables"])
            lines.append(f"\n- [{qtype}] {s['question']}" + (f" (tables: {tables})" if tables else ""))
    return "".join(lines)


__all__ = ["PROMPT_VERSIONS", "template", "prompt_id", "render", "load_seeds", "format_seeds"]
