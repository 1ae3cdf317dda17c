"""Retrieval run files: ours, the official top-10 layout, TREC runs and qrels, the results JSON path.

* our run JSON: ``{question_id: [table_id, ...]}``, best first (entries may
  also be ``[id, score]`` pairs or ``{"id": ..., "score": ...}`` objects);
* the official ``dpr_top_10_retrieved_table_ids_set.json``: a list of id lists
  aligned with the benchmark order;
* TREC run (``qid Q0 docid rank score tag``) and qrels (``qid 0 docid 1``), so
  trec_eval, pytrec_eval or ranx score our runs exactly as we do;
* a results JSON beside a run (``run.json`` -> ``run.results.json``).

Every write is crash-safe (:mod:`mt_raig.atomic`); every unreadable file is a
:class:`~mt_raig.errors.DataError` naming the file (and line).

TREC tools rank by score alone and order equal scores their own way, so a
run with ties would be scored in an order that is not ours (R@5 55.97 vs 55.87
on a real release). :func:`write_trec_run` therefore writes strictly decreasing
scores in our rank order: scores are written as float32 (trec_eval keeps them
as C ``float``, so closer doubles tie there) and a score equal to (or above)
the one before it is lowered to the next float32 below it; each is written as
the shortest text that reads back as the same float32.

    >>> trec_lines({"q1": [("b", 2.0), ("a", 2.0), ("c", 1.5)]}, tag="demo")
    ['q1 Q0 b 1 2.0 demo', 'q1 Q0 a 2 1.9999999 demo', 'q1 Q0 c 3 1.5 demo']
"""

from __future__ import annotations

from pathlib import Path
from typing import Mapping, Sequence

import numpy as np

from mt_raig import atomic
from mt_raig.io import files
from mt_raig.data import Example
from mt_raig.errors import DataError

Run = dict[str, list[str]]
Ranking = list[tuple[str, float]]


# ---------------------------------------------------------------- reading helpers
def _read_text(path: str | Path, what: str) -> str:
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such {what}")
    return files.read_text(path)


def _read_json(path: str | Path) -> object:
    _read_text(path, "run file")
    return files.read_json(path)


def ranking_ids(source: object, where: str, ranking: object) -> list[str]:
    """A ranking's table ids, best first; entries may be ids, ``[id, score]`` pairs or ``{"id": ..., "score": ...}``."""
    if not isinstance(ranking, list):
        raise DataError(f"{source}: {where} is {type(ranking).__name__}, not a list of table ids")
    ids = []
    for item in ranking:
        if isinstance(item, str):
            ids.append(item)
        elif isinstance(item, (list, tuple)) and item and isinstance(item[0], str):
            ids.append(item[0])
        elif isinstance(item, dict) and isinstance(item.get("id"), str):
            ids.append(item["id"])
        else:
            raise DataError(f"{source}: {where} has {item!r}, not a table id, [id, score] or {{'id': ...}}")
    return ids


def normalize_run(raw: object, source: object = "run") -> Run:
    """A run object ``{question_id: ranking}`` with every ranking reduced to its table ids (see :func:`ranking_ids`)."""
    if not isinstance(raw, dict):
        raise DataError(f"{source}: a run is a JSON object {{question_id: [table_id, ...]}}, got {type(raw).__name__}")
    return {str(q): ranking_ids(source, f"entry {q!r}", r) for q, r in raw.items()}


def sort_ranking(ranking: Ranking) -> Ranking:
    """A ranking in canonical order (score desc, then id asc), e.g. one read from a TREC file."""
    return sorted(ranking, key=lambda pair: (-pair[1], pair[0]))


# ---------------------------------------------------------------- our run JSON
def write_run(path: str | Path, run: Mapping[str, Sequence[str]]) -> Path:
    """``{question_id: [table_id, ...]}``."""
    return atomic.write_json(path, {q: list(ids) for q, ids in run.items()})


def read_run(path: str | Path) -> Run:
    """Our run JSON ``{question_id: [table_id, ...]}`` (entries may carry scores, see :func:`ranking_ids`)."""
    return normalize_run(_read_json(path), path)


def write_results(path: str | Path, results: Mapping) -> Path:
    """The results JSON of a run (settings, metrics, versions)."""
    return atomic.write_json(path, dict(results))


def results_path(run_path: str | Path) -> Path:
    """``run.json`` -> ``run.results.json`` (the results JSON lives beside its run)."""
    run_path = Path(run_path)
    return run_path.with_name(run_path.stem + ".results.json")


# ---------------------------------------------------------------- the official top-10 layout
def write_official(path: str | Path, run: Mapping[str, Sequence[str]], examples: Sequence[Example]) -> Path:
    """A list of id lists in benchmark order (``dpr_top_10_retrieved_table_ids_set.json``)."""
    missing = [e.id for e in examples if e.id not in run]
    if missing:
        raise DataError(f"{len(missing)} questions are not in the run: {', '.join(missing[:5])}")
    return atomic.write_json(path, [list(run[e.id]) for e in examples])


def read_official(path: str | Path, examples: Sequence[Example]) -> Run:
    data = _read_json(path)
    if not isinstance(data, list):
        raise DataError(f"{path}: expected a JSON list of id lists aligned with the benchmark")
    if len(data) != len(examples):
        raise DataError(
            f"{path}: a list of {len(data)} rankings, but the benchmark has {len(examples)} examples; "
            "the official layout must align with it"
        )
    return {e.id: ranking_ids(path, f"entry {i}", ids) for i, (e, ids) in enumerate(zip(examples, data))}


# ---------------------------------------------------------------- TREC
def _check_token(value: str, what: str) -> str:
    if not value or any(c.isspace() for c in value):
        raise DataError(f"a TREC {what} must be non-empty and contain no whitespace, got {value!r}")
    return value


def strictly_decreasing(scores: Sequence[float]) -> list[float]:
    """``scores`` (in rank order) as float32 values, each tie or inversion lowered just below the score before it.

    float32 because trec_eval stores scores as C ``float``: two doubles that
    round to one float32 are a tie there.
    """
    out: list[np.float32] = []
    for score in scores:
        value = np.float32(score)
        if not np.isfinite(value):
            raise DataError(f"a TREC score must be finite (as a float32), got {score!r}")
        if out and value >= out[-1]:
            value = np.nextafter(out[-1], np.float32(-np.inf))
        out.append(value)
    return [float(v) for v in out]


def trec_lines(rankings: Mapping[str, Ranking], tag: str) -> list[str]:
    """``qid Q0 table_id rank score tag`` lines, rank from 1, scores strictly decreasing per question."""
    _check_token(tag, "run tag")
    lines = []
    for q, ranking in rankings.items():
        _check_token(q, "question id")
        scores = strictly_decreasing([s for _, s in ranking])
        for rank, ((tid, _), score) in enumerate(zip(ranking, scores), start=1):
            lines.append(f"{q} Q0 {_check_token(tid, 'table id')} {rank} {str(np.float32(score))} {tag}")
    return lines


def write_trec_run(path: str | Path, rankings: Mapping[str, Ranking], tag: str) -> Path:
    """A TREC run of ``rankings`` (best first) that every TREC tool orders as we do (see the module docstring)."""
    lines = trec_lines(rankings, tag)
    return atomic.write_text(Path(path), "\n".join(lines) + ("\n" if lines else ""))


def _fields(path: Path, what: str, count: int, form: str):
    for n, line in enumerate(_read_text(path, what).splitlines(), start=1):
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != count:
            raise DataError(f"{path}:{n}: expected {form!r}, got {line!r}")
        yield n, fields


def read_trec_run(path: str | Path) -> dict[str, Ranking]:
    """Rankings per question, ordered by score (desc) then table id, as TREC tools do."""
    path = Path(path)
    out: dict[str, Ranking] = {}
    for n, fields in _fields(path, "TREC run file", 6, "qid Q0 docid rank score tag"):
        try:
            score = float(fields[4])
        except ValueError:
            raise DataError(f"{path}:{n}: score {fields[4]!r} is not a number") from None
        out.setdefault(fields[0], []).append((fields[2], score))
    return {q: sort_ranking(r) for q, r in out.items()}


def write_qrels(path: str | Path, examples: Sequence[Example]) -> Path:
    """``qid 0 table_id 1`` for every gold table."""
    lines = [
        f"{_check_token(e.id, 'question id')} 0 {_check_token(tid, 'table id')} 1"
        for e in examples
        for tid in e.gold_table_ids
    ]
    return atomic.write_text(Path(path), "\n".join(lines) + ("\n" if lines else ""))


def read_qrels(path: str | Path) -> dict[str, dict[str, int]]:
    """``{qid: {docid: relevance}}`` from a TREC qrels file."""
    path = Path(path)
    out: dict[str, dict[str, int]] = {}
    for n, fields in _fields(path, "qrels file", 4, "qid 0 docid relevance"):
        if not fields[3].lstrip("-").isdigit():
            raise DataError(f"{path}:{n}: relevance {fields[3]!r} is not an integer")
        out.setdefault(fields[0], {})[fields[2]] = int(fields[3])
    return out


# ---------------------------------------------------------------- any of them
def read_any_run(path: str | Path, examples: Sequence[Example] | None = None) -> Run:
    """Our run JSON (an object), the official layout (a list aligned with ``examples``) or a TREC run."""
    path = Path(path)
    head = _read_text(path, "run file").lstrip()[:1]
    if head == "{":
        return read_run(path)
    if head == "[":
        if examples is None:
            raise DataError(f"{path}: a list of rankings (the official layout) needs the benchmark's examples to align with")
        return read_official(path, examples)
    return {q: [tid for tid, _ in r] for q, r in read_trec_run(path).items()}


__all__ = [
    "Ranking",
    "Run",
    "normalize_run",
    "ranking_ids",
    "read_any_run",
    "read_official",
    "read_qrels",
    "read_run",
    "read_trec_run",
    "results_path",
    "sort_ranking",
    "strictly_decreasing",
    "trec_lines",
    "write_official",
    "write_qrels",
    "write_results",
    "write_run",
    "write_trec_run",
]
