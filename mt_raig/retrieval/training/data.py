"""Retriever training data: (question, positive table, negative tables) records.

On disk a record is one JSONL line ``{"id", "question", "positive": <table
record>, "negatives": [<table record>, ...]}`` with table records in the
official corpus form ``{"id", "title", "header", "cell"}``. A Hub dataset (or
a saved dataset folder) with the same columns works too.

Converters: :func:`records_from_benchmark` (one record per gold table of each
question, so MT-RAIG itself or any release-format benchmark), and
:func:`records_from_qa` for a single-table QA set (question + its table, e.g.
WikiTableQuestions rows). :func:`mine_hard_negatives` fills ``negatives`` with
the best-scoring non-gold tables of the project's BM25 retriever over the corpus.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from mt_raig.atomic import replacing
from mt_raig.errors import DataError
from mt_raig.tables import Table


@dataclass(frozen=True)
class TrainRecord:
    """One training example: a question, its (one) positive table, and optional hard negatives."""

    id: str
    question: str
    positive: Table
    negatives: tuple[Table, ...] = ()

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "question": self.question,
            "positive": self.positive.to_record(),
            "negatives": [t.to_record() for t in self.negatives],
        }

    @classmethod
    def from_json(cls, row: dict, where: str) -> "TrainRecord":
        if not isinstance(row, dict):
            raise DataError(f"{where}: expected an object, got {type(row).__name__}")
        missing = [k for k in ("question", "positive") if k not in row]
        if missing:
            raise DataError(f"{where}: missing {', '.join(missing)}")
        question = row["question"]
        if not isinstance(question, str) or not question.strip():
            raise DataError(f"{where}: question must be a non-empty string")
        try:
            positive = _table(row["positive"])
            negatives = tuple(_table(t) for t in (row.get("negatives") or []))
        except (KeyError, TypeError, ValueError) as exc:
            raise DataError(f"{where}: bad table record: {exc}") from exc
        rid = row.get("id") or record_id(question, positive.id)
        return cls(str(rid), question, positive, negatives)


def _table(record: dict) -> Table:
    if not isinstance(record, dict):
        raise TypeError(f"table record must be an object, got {type(record).__name__}")
    if record.get("id"):
        return Table.from_record(record)
    return Table.create(record["title"], record["header"], record["cell"])


def record_id(question: str, table_id: str) -> str:
    return hashlib.sha256(f"{question}\x00{table_id}".encode("utf-8")).hexdigest()[:16]


def read_records(source: str | os.PathLike, split: str = "train") -> list[TrainRecord]:
    """Records from a JSONL file, or from a Hub dataset id / ``save_to_disk`` folder (``split``)."""
    path = Path(source)
    if path.suffix == ".jsonl" or path.is_file():
        if not path.is_file():
            raise FileNotFoundError(f"training file {path} does not exist")
        records = []
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.strip():
                    continue
                where = f"{path}:{number}"
                try:
                    row = json.loads(line)
                except json.JSONDecodeError as exc:
                    raise DataError(f"{where}: not JSON ({exc.msg})") from None
                records.append(TrainRecord.from_json(row, where))
    else:
        records = _read_dataset(str(source), split)
    if not records:
        raise DataError(f"{source} holds no training records")
    return records


def _read_dataset(source: str, split: str) -> list[TrainRecord]:
    import datasets

    if Path(source).is_dir() and (Path(source) / "dataset_info.json").exists():
        data = datasets.load_from_disk(source)
        data = data[split] if isinstance(data, datasets.DatasetDict) else data
    else:
        data = datasets.load_dataset(source, split=split)
    return [TrainRecord.from_json(dict(row), f"{source}[{split}][{i}]") for i, row in enumerate(data)]


def write_records(records: Iterable[TrainRecord], path: str | os.PathLike) -> Path:
    """JSONL, written to a temp file then moved into place."""
    path = Path(path)
    with replacing(path) as tmp, tmp.open("w", encoding="utf-8") as handle:
        for r in records:
            handle.write(json.dumps(r.to_json(), ensure_ascii=False) + "\n")
    return path


def records_from_benchmark(benchmark) -> list[TrainRecord]:
    """One record per (question, gold table) of a :class:`~mt_raig.data.Benchmark`."""
    out = []
    for example in benchmark.examples:
        for table in benchmark.gold_tables(example):
            out.append(TrainRecord(record_id(example.question, table.id), example.question, table))
    return out


def records_from_qa(rows: Iterable[dict], question_key: str = "question", table_key: str = "table") -> list[TrainRecord]:
    """A single-table QA set: each row's question with its table.

    The table may be a corpus record ``{"id"?, "title", "header", "cell"}`` or
    a WikiTableQuestions-style ``{"header": [...], "rows": [[...]], "name"?}``;
    cells are converted to strings.
    """
    out = []
    for i, row in enumerate(rows):
        try:
            question = row[question_key]
            raw = row[table_key]
        except KeyError as exc:
            raise DataError(f"QA row {i}: missing {exc.args[0]!r}") from None
        cells = raw.get("cell", raw.get("rows"))
        if cells is None or "header" not in raw:
            raise DataError(f"QA row {i}: table needs 'header' and 'cell' (or 'rows')")
        title = str(raw.get("title") or raw.get("name") or "")
        header = [str(h) for h in raw["header"]]
        cells = [[str(c) for c in r] for r in cells]
        table = Table(raw["id"], title, tuple(header), tuple(map(tuple, cells))) if raw.get("id") else Table.create(title, header, cells)
        out.append(TrainRecord(record_id(question, table.id), question, table))
    return out


def split_heldout(records: Sequence[TrainRecord], fraction: float, seed: int) -> tuple[list[TrainRecord], list[TrainRecord]]:
    """Deterministic held-out split by question (all records of one question stay on one side)."""
    if fraction <= 0:
        return list(records), []
    questions = sorted({r.question for r in records})
    random.Random(seed).shuffle(questions)
    n_eval = max(1, round(len(questions) * fraction))
    if n_eval >= len(questions):
        raise DataError(
            f"eval_fraction {fraction} of {len(questions)} questions leaves nothing to train on; lower it or pass eval_file"
        )
    held = set(questions[:n_eval])
    return [r for r in records if r.question not in held], [r for r in records if r.question in held]


def corpus_of(records: Iterable[TrainRecord]) -> list[Table]:
    """Every distinct table (positives and negatives), sorted by id."""
    tables: dict[str, Table] = {}
    for r in records:
        tables.setdefault(r.positive.id, r.positive)
        for t in r.negatives:
            tables.setdefault(t.id, t)
    return [tables[k] for k in sorted(tables)]


def mine_hard_negatives(records: Sequence[TrainRecord], corpus: Sequence[Table], count: int,
                        progress: bool = True) -> list[TrainRecord]:
    """Each record's negatives := the ``count`` best tables of the project's BM25 retriever
    (table-aware analyzer) over ``corpus`` that are gold for none of its question's records."""
    from mt_raig.retrieval.bm25 import BM25Retriever

    if count < 1:
        raise DataError(f"hard negative count must be >= 1, got {count}")
    gold: dict[str, set[str]] = {}
    for r in records:
        gold.setdefault(r.question, set()).add(r.positive.id)
    need = count + max(len(g) for g in gold.values())
    if need > len(corpus):
        raise DataError(f"corpus of {len(corpus)} tables is too small for {count} hard negatives per question")
    by_id = {t.id: t for t in corpus}
    bm25 = BM25Retriever()
    bm25.index(list(corpus), progress=progress)
    questions = sorted(gold)
    rankings = bm25.search(questions, k=need, progress=progress)
    mined = {q: [by_id[tid] for tid, _ in ranking if tid not in gold[q]][:count] for q, ranking in zip(questions, rankings)}
    return [TrainRecord(r.id, r.question, r.positive, tuple(mined[r.question])) for r in records]


@dataclass
class Prepared:
    """Data checked and split, before any model loads."""

    train: list[TrainRecord]
    heldout: list[TrainRecord]
    corpus: list[Table]


def prepare_data(config) -> Prepared:
    """Read, validate and split the data of a ``TrainConfig`` (every error here comes before any model loads)."""
    records = read_records(config.train_file, config.train_split)
    if config.eval_file:
        train, heldout = records, read_records(config.eval_file, "validation")
    else:
        train, heldout = split_heldout(records, config.eval_fraction, config.seed)
    short = [r.id for r in train if len(r.negatives) < config.hard_negatives]
    if short:
        raise DataError(
            f"{len(short)} training records have fewer than hard_negatives={config.hard_negatives} negatives "
            f"(first: {short[0]!r}); mine them with training/prepare_data.py --hard-negatives N or lower hard_negatives"
        )
    return Prepared(train, heldout, corpus_of(list(train) + list(heldout)))
