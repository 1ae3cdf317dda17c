"""Pairwise human preferences for meta-evaluation (the paper's Appendix B.1, after Ru et al., 2024).

A pairs file is JSON Lines, one pair of responses to one benchmark question per line::

    {"pair_id": "p001", "question_id": "<benchmark example id>",
     "response_a": "...", "response_b": "...",
     "model_a": "gpt-4o", "model_b": "qwen2-7b",                  # optional, for the record
     "table_ids": ["..."],                                        # optional: the tables the responses saw
     "labels": [{"annotator": "h1", "faithfulness": "win", "completeness": "tie"},
                {"annotator": "h2", "faithfulness": "win", "completeness": "loss"}],
     "synthetic": false}

Labels are from A's side: ``win`` (A is better), ``tie``, ``loss`` (B is
better), mapped to 1, 0, -1. ``table_ids`` defaults to the question's gold
tables. :func:`build_synthetic_pairs` makes a small example file from the
bundled sample whose labels follow from controlled perturbations (numbers
altered: B loses on faithfulness; sentences dropped: B loses on
completeness); it is marked ``"synthetic": true`` and is for tests and the
demo, not a substitute for human judgments.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mt_raig.errors import DataError

DIMENSIONS = ("faithfulness", "completeness")
LABEL_VALUES = {"win": 1, "tie": 0, "loss": -1}
SYNTHETIC_PAIRS = Path(__file__).parent / "data" / "synthetic_pairs.jsonl"


@dataclass(frozen=True)
class Label:
    annotator: str
    faithfulness: int
    completeness: int

    def value(self, dimension: str) -> int:
        return getattr(self, dimension)


@dataclass(frozen=True)
class Pair:
    pair_id: str
    question_id: str
    response_a: str
    response_b: str
    labels: tuple[Label, ...]
    model_a: str | None = None
    model_b: str | None = None
    table_ids: tuple[str, ...] | None = None
    synthetic: bool = False
    extra: dict = field(default_factory=dict, compare=False)

    def human(self, dimension: str) -> float:
        """The mean label over annotators, in [-1, 1]."""
        return sum(lab.value(dimension) for lab in self.labels) / len(self.labels)


def _label(raw: object, where: str) -> Label:
    if not isinstance(raw, dict) or not isinstance(raw.get("annotator"), str):
        raise DataError(f"{where}: a label is {{'annotator': str, 'faithfulness': win|tie|loss, 'completeness': ...}}, got {raw!r}")
    values = {}
    for d in DIMENSIONS:
        v = raw.get(d)
        if v not in LABEL_VALUES:
            raise DataError(f"{where}: annotator {raw['annotator']!r} {d} must be win, tie or loss, got {v!r}")
        values[d] = LABEL_VALUES[v]
    return Label(raw["annotator"], values["faithfulness"], values["completeness"])


def parse_pair(raw: dict, where: str) -> Pair:
    missing = [k for k in ("pair_id", "question_id", "response_a", "response_b", "labels") if k not in raw]
    if missing:
        raise DataError(f"{where}: missing {', '.join(missing)}")
    for k in ("pair_id", "question_id", "response_a", "response_b"):
        if not isinstance(raw[k], str):
            raise DataError(f"{where}: {k} must be a string")
    if not isinstance(raw["labels"], list) or not raw["labels"]:
        raise DataError(f"{where}: labels must be a non-empty list")
    labels = tuple(_label(lab, where) for lab in raw["labels"])
    names = [lab.annotator for lab in labels]
    if len(set(names)) != len(names):
        raise DataError(f"{where}: an annotator labels a pair once, got {names}")
    known = {"pair_id", "question_id", "response_a", "response_b", "labels", "model_a", "model_b", "table_ids", "synthetic"}
    tids = raw.get("table_ids")
    return Pair(raw["pair_id"], raw["question_id"], raw["response_a"], raw["response_b"], labels, raw.get("model_a"),
                raw.get("model_b"), tuple(tids) if tids else None, bool(raw.get("synthetic", False)),
                {k: v for k, v in raw.items() if k not in known})


def read_pairs(path: str | Path) -> list[Pair]:
    """The pairs of a JSONL file, validated; every problem names the line."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such pairs file")
    pairs, seen = [], set()
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError as e:
            raise DataError(f"{path}:{n}: not JSON ({e.msg})") from None
        if not isinstance(raw, dict):
            raise DataError(f"{path}:{n}: a pair is a JSON object")
        p = parse_pair(raw, f"{path}:{n}")
        if p.pair_id in seen:
            raise DataError(f"{path}:{n}: duplicate pair_id {p.pair_id!r}")
        seen.add(p.pair_id)
        pairs.append(p)
    if not pairs:
        raise DataError(f"{path}: no pairs")
    return pairs


# ---------------------------------------------------------------- synthetic example

_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?![\w])")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def alter_numbers(text: str) -> str:
    """Every number changed (x1.5 + 7, same decimals): the text now contradicts its tables."""
    def repl(m: re.Match) -> str:
        s = m.group(1)
        decimals = len(s.split(".")[1]) if "." in s else 0
        return f"{float(s) * 1.5 + 7:.{decimals}f}"

    return _NUMBER.sub(repl, text)


def drop_sentences(text: str) -> str:
    """Only the first half of the sentences (at least one): the text now misses key points."""
    sentences = _SENTENCE.split(text.strip())
    return " ".join(sentences[: max(1, len(sentences) // 2)])


PERTURBATIONS = {
    # name: gold insight -> (first response, second response, faithfulness label, completeness label of the first)
    "numbers_altered": lambda t: (t, alter_numbers(t), "win", "tie"),
    "sentences_dropped": lambda t: (t, drop_sentences(t), "tie", "win"),
    "both": lambda t: (t, alter_numbers(drop_sentences(t)), "win", "win"),
    # a trade-off no single similarity score can get right on both dimensions
    "dropped_vs_altered": lambda t: (drop_sentences(t), alter_numbers(t), "win", "loss"),
    "unchanged": lambda t: (t, t, "tie", "tie"),
}
_FLIP = {"win": "loss", "loss": "win", "tie": "tie"}
_SOFTEN = {"win": "tie", "loss": "tie", "tie": "win"}


def build_synthetic_pairs(benchmark, n_pairs: int = 40, seed: int = 0, disagreement: float = 0.15) -> list[dict]:
    """Pairs of perturbed copies of gold insights over ``benchmark``'s first examples, labelled by two synthetic annotators.

    Perturbations cycle through :data:`PERTURBATIONS`; which response is A is
    random (labels flipped accordingly). Annotator ``synthetic-1`` gives the
    labels the perturbation implies; ``synthetic-2`` moves a ``disagreement``
    share of its labels one step (win/loss -> tie, tie -> win), so
    inter-annotator agreement is below 1 as with people.
    """
    rng = random.Random(seed)
    kinds = list(PERTURBATIONS)
    examples = benchmark.examples
    out = []
    for i in range(n_pairs):
        ex = examples[i % len(examples)]
        kind = kinds[i % len(kinds)]
        first, second, faith, comp = PERTURBATIONS[kind](ex.insight)
        names = kind.split("_vs_") if "_vs_" in kind else ["gold", f"gold+{kind}"]
        if rng.random() < 0.5:
            first, second, faith, comp, names = second, first, _FLIP[faith], _FLIP[comp], names[::-1]
        other = {d: (_SOFTEN[v] if rng.random() < disagreement else v) for d, v in (("faithfulness", faith), ("completeness", comp))}
        out.append({
            "pair_id": f"syn{i:03d}", "question_id": ex.id, "question": ex.question,
            "response_a": first, "response_b": second, "model_a": names[0], "model_b": names[1],
            "table_ids": list(ex.gold_table_ids),
            "labels": [{"annotator": "synthetic-1", "faithfulness": faith, "completeness": comp},
                       {"annotator": "synthetic-2", **other}],
            "synthetic": True, "perturbation": kind,
            "note": "SYNTHETIC: labels follow from controlled perturbations of the gold insight, not from people",
        })
    return out


def write_pairs(pairs: Sequence[dict], path: str | Path) -> Path:
    from mt_raig.atomic import write_text

    return write_text(path, "".join(json.dumps(p, ensure_ascii=False) + "\n" for p in pairs))



def rebuild_synthetic_pairs() -> Path:
    """Rewrite the shipped :data:`SYNTHETIC_PAIRS` from the bundled sample (after the sample changes)."""
    from mt_raig.io.benchmark import load_benchmark

    return write_pairs(build_synthetic_pairs(load_benchmark(None)), SYNTHETIC_PAIRS)
