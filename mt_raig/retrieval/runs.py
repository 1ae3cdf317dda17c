"""Run files: ours, the official release's top-10 layout, and TREC run / qrels.

* our run JSON: ``{question_id: [table_id, ...]}``, best first;
* the official ``dpr_top_10_retrieved_table_ids_set.json``: a list of id lists
  aligned with the benchmark order;
* TREC run (``qid Q0 docid rank score tag``) and qrels (``qid 0 docid 1``), so
  ranx or pytrec_eval users can score our runs;
* a results JSON beside a run: settings, metrics and package versions.

Every write goes to a temp file that is then moved into place.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Mapping, Sequence

from mt_raig import atomic
from mt_raig.data import Example
from mt_raig.retrieval.base import Ranking, RetrievalError
from mt_raig.retrieval.ranking import sort_ranking

Run = dict[str, list[str]]


def write_json(path: str | Path, data: object) -> Path:
    return atomic.write_json(path, data)


def _read_json(path: str | Path) -> object:
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such run file")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise RetrievalError(f"{path}: not valid JSON ({e})") from None


def ranking_ids(source: object, where: str, ranking: object) -> list[str]:
    """A ranking's table ids, best first; entries may be ids, ``[id, score]`` pairs or ``{"id": ..., "score": ...}``."""
    if not isinstance(ranking, list):
        raise RetrievalError(f"{source}: {where} is {type(ranking).__name__}, not a list of table ids")
    ids = []
    for item in ranking:
        if isinstance(item, str):
            ids.append(item)
        elif isinstance(item, (list, tuple)) and item and isinstance(item[0], str):
            ids.append(item[0])
        elif isinstance(item, dict) and isinstance(item.get("id"), str):
            ids.append(item["id"])
        else:
            raise RetrievalError(f"{source}: {where} has {item!r}, not a table id, [id, score] or {{'id': ...}}")
    return ids


def normalize_run(raw: object, source: object = "run") -> Run:
    """A run object ``{question_id: ranking}`` with every ranking reduced to its table ids (see :func:`ranking_ids`)."""
    if not isinstance(raw, dict):
        raise RetrievalError(f"{source}: a run is a JSON object {{question_id: [table_id, ...]}}, got {type(raw).__name__}")
    return {str(q): ranking_ids(source, f"entry {q!r}", r) for q, r in raw.items()}


# our run JSON ------------------------------------------------------------------------
def write_run(path: str | Path, run: Mapping[str, Sequence[str]]) -> Path:
    """``{question_id: [table_id, ...]}``."""
    return write_json(path, {q: list(ids) for q, ids in run.items()})


def read_run(path: str | Path) -> Run:
    """Our run JSON ``{question_id: [table_id, ...]}`` (entries may carry scores, see :func:`ranking_ids`)."""
    return normalize_run(_read_json(path), path)


# the official top-10 layout ------------------------------------------------------------
def write_official(path: str | Path, run: Mapping[str, Sequence[str]], examples: Sequence[Example]) -> Path:
    """A list of id lists in benchmark order (``dpr_top_10_retrieved_table_ids_set.json``)."""
    missing = [e.id for e in examples if e.id not in run]
    if missing:
        raise RetrievalError(f"{len(missing)} questions are not in the run: {', '.join(missing[:5])}")
    return write_json(path, [list(run[e.id]) for e in examples])


def read_official(path: str | Path, examples: Sequence[Example]) -> Run:
    data = _read_json(path)
    if not isinstance(data, list):
        raise RetrievalError(f"{path}: expected a JSON list of id lists aligned with the benchmark")
    if len(data) != len(examples):
        raise RetrievalError(f"{path}: a list of {len(data)} rankings, but the benchmark has {len(examples)} examples; the official layout must align with it")
    return {e.id: ranking_ids(path, f"entry {i}", ids) for i, (e, ids) in enumerate(zip(examples, data))}


# TREC ----------------------------------------------------------------------------------
def write_trec_run(path: str | Path, rankings: Mapping[str, Ranking], tag: str) -> Path:
    """``qid Q0 table_id rank score tag`` lines, rank from 1."""
    if not tag or any(c.isspace() for c in tag):
        raise RetrievalError(f"TREC run tag must be non-empty and contain no whitespace, got {tag!r}")
    lines = [
        f"{q} Q0 {tid} {rank} {score:.9g} {tag}"
        for q, ranking in rankings.items()
        for rank, (tid, score) in enumerate(ranking, start=1)
    ]
    return atomic.write_text(Path(path), "\n".join(lines) + ("\n" if lines else ""))


def read_trec_run(path: str | Path) -> dict[str, Ranking]:
    """Rankings per question, ordered by score (desc) then table id, as TREC tools do."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such TREC run file")
    out: dict[str, Ranking] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != 6:
            raise RetrievalError(f"{path}:{n}: expected 'qid Q0 docid rank score tag', got {line!r}")
        try:
            score = float(fields[4])
        except ValueError:
            raise RetrievalError(f"{path}:{n}: score {fields[4]!r} is not a number") from None
        out.setdefault(fields[0], []).append((fields[2], score))
    return {q: sort_ranking(r) for q, r in out.items()}


def write_qrels(path: str | Path, examples: Sequence[Example]) -> Path:
    """``qid 0 table_id 1`` for every gold table."""
    lines = [f"{e.id} 0 {tid} 1" for e in examples for tid in e.gold_table_ids]
    return atomic.write_text(Path(path), "\n".join(lines) + ("\n" if lines else ""))


def read_qrels(path: str | Path) -> dict[str, dict[str, int]]:
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such qrels file")
    out: dict[str, dict[str, int]] = {}
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != 4 or not fields[3].lstrip("-").isdigit():
            raise RetrievalError(f"{path}:{n}: expected 'qid 0 docid relevance', got {line!r}")
        out.setdefault(fields[0], {})[fields[2]] = int(fields[3])
    return out


def results_path(run_path: str | Path) -> Path:
    """``run.json`` -> ``run.results.json`` (the results JSON lives beside its run)."""
    run_path = Path(run_path)
    return run_path.with_name(run_path.stem + ".results.json")


def read_any_run(path: str | Path, examples: Sequence[Example] | None = None) -> Run:
    """Our run JSON (an object), the official layout (a list aligned with ``examples``) or a TREC run."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such run file")
    head = path.read_text(encoding="utf-8").lstrip()[:1]
    if head == "{":
        return read_run(path)
    if head == "[":
        if examples is None:
            raise RetrievalError(f"{path}: a list of rankings (the official layout) needs the benchmark's examples to align with")
        return read_official(path, examples)
    return {q: [tid for tid, _ in r] for q, r in read_trec_run(path).items()}
