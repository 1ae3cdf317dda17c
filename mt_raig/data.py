"""The benchmark in memory, and the official release layout on disk.

An official release is a folder with ``benchmark.json`` (a list of
``{gold_table_id_set, question, insight, type}``), ``table_corpus.json`` (a list
of ``{id, title, header, cell}``) and optionally
``dpr_top_10_retrieved_table_ids_set.json`` (top-10 id lists aligned with the
benchmark). Everything is validated on load; all problems of one kind are
reported together in a :class:`ReleaseError`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.tables import Table, table_problems

QUESTION_TYPES = ("Analysis & Summary", "Comparison & Relationship", "Performance & Outcome", "Trend & Pattern")
TYPE_ABBREVIATIONS = {"A&S": QUESTION_TYPES[0], "C&R": QUESTION_TYPES[1], "P&O": QUESTION_TYPES[2], "T&P": QUESTION_TYPES[3]}
BENCHMARK_FILE = "benchmark.json"
CORPUS_FILE = "table_corpus.json"
RETRIEVED_FILE = "dpr_top_10_retrieved_table_ids_set.json"
SHOW = 5
SAMPLE_DIR = Path(__file__).parent / "sample"


class ReleaseError(ValueError):
    """A release folder whose files do not make a valid benchmark."""


@dataclass(frozen=True)
class Example:
    """One question with its gold table set and gold insight."""

    id: str
    question: str
    type: str
    gold_table_ids: tuple[str, ...]
    insight: str


@dataclass
class Benchmark:
    """Examples plus the table corpus (by id) and, when shipped, the official DPR top-10."""

    examples: list[Example]
    tables: dict[str, Table]
    retrieved: dict[str, list[str]] | None
    name: str

    def table(self, table_id: str) -> Table:
        try:
            return self.tables[table_id]
        except KeyError:
            raise KeyError(f"table {table_id!r} is not in the corpus of {self.name!r}") from None

    def gold_tables(self, example: Example) -> list[Table]:
        return [self.table(t) for t in example.gold_table_ids]


def normalize_type(value: object) -> str | None:
    """The canonical question type for a name or abbreviation, or None if unknown."""
    if not isinstance(value, str):
        return None
    if value in TYPE_ABBREVIATIONS:
        return TYPE_ABBREVIATIONS[value]
    folded = value.strip().lower().replace(" and ", " & ")
    for t in QUESTION_TYPES:
        if folded == t.lower():
            return t
    return None


def example_id(index: int, question: str, gold: list[str]) -> str:
    """Stable id: position in the release plus a short hash of question and gold set."""
    digest = hashlib.sha256(json.dumps([question, sorted(gold)], ensure_ascii=False).encode("utf-8")).hexdigest()
    return f"q{index:05d}-{digest[:8]}"


def _report(kind: str, items: list[str]) -> str:
    shown = "; ".join(items[:SHOW])
    more = f" (and {len(items) - SHOW} more)" if len(items) > SHOW else ""
    return f"{len(items)} {kind}: {shown}{more}"


def _read_json_list(path: Path) -> list:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ReleaseError(f"{path}: not valid JSON ({e})") from None
    if not isinstance(data, list):
        raise ReleaseError(f"{path}: expected a JSON list, got {type(data).__name__}")
    return data


def read_release(folder: str | Path, name: str | None = None) -> Benchmark:
    """Load and validate an official release folder."""
    folder = Path(folder)
    for required in (BENCHMARK_FILE, CORPUS_FILE):
        if not (folder / required).is_file():
            raise ReleaseError(f"{folder}: missing {required} (an official release has {BENCHMARK_FILE} and {CORPUS_FILE})")
    problems: list[str] = []
    corpus_raw = _read_json_list(folder / CORPUS_FILE)
    tables: dict[str, Table] = {}
    bad_tables, dup_ids = [], []
    for i, rec in enumerate(corpus_raw):
        if not isinstance(rec, dict) or not {"id", "title", "header", "cell"} <= set(rec):
            bad_tables.append(f"entry {i}: needs keys id, title, header, cell")
            continue
        tid = rec["id"]
        if tid in tables:
            dup_ids.append(str(tid))
            continue
        issues = table_problems(rec["title"], rec["header"], rec["cell"])
        if issues:
            bad_tables.append(f"table {tid} (entry {i}): " + ", ".join(issues))
            continue
        tables[tid] = Table.from_record(rec)
    if dup_ids:
        problems.append(_report("duplicate table ids", dup_ids))
    if bad_tables:
        problems.append(_report("invalid tables", bad_tables))

    bench_raw = _read_json_list(folder / BENCHMARK_FILE)
    examples: list[Example] = []
    unknown_gold, bad_types, empty_q, no_gold, bad_entries = [], [], [], [], []
    for i, rec in enumerate(bench_raw):
        if not isinstance(rec, dict) or not {"gold_table_id_set", "question", "insight", "type"} <= set(rec):
            bad_entries.append(f"entry {i}: needs keys gold_table_id_set, question, insight, type")
            continue
        gold = rec["gold_table_id_set"]
        question = rec["question"]
        if not isinstance(question, str) or not question.strip():
            empty_q.append(f"entry {i}")
        if not isinstance(gold, list) or not gold:
            no_gold.append(f"entry {i}")
            gold = []
        missing = [g for g in gold if g not in tables]
        if missing:
            unknown_gold.append(f"entry {i}: {', '.join(map(str, missing[:3]))}")
        qtype = normalize_type(rec["type"])
        if qtype is None:
            bad_types.append(f"entry {i}: {rec['type']!r}")
        examples.append(Example(example_id(i, str(question), list(map(str, gold))), str(question), qtype or "", tuple(gold), str(rec["insight"])))
    for kind, items in [
        ("malformed benchmark entries", bad_entries),
        ("empty questions", empty_q),
        ("examples without a gold table set", no_gold),
        ("examples with unknown gold table ids", unknown_gold),
        (f"unknown question types (known: {', '.join(QUESTION_TYPES)})", bad_types),
    ]:
        if items:
            problems.append(_report(kind, items))

    retrieved = None
    if (folder / RETRIEVED_FILE).is_file():
        ret_raw = _read_json_list(folder / RETRIEVED_FILE)
        if len(ret_raw) != len(bench_raw):
            problems.append(f"{RETRIEVED_FILE} has {len(ret_raw)} entries but {BENCHMARK_FILE} has {len(bench_raw)}")
        else:
            unknown = [f"entry {i}: {t}" for i, ids in enumerate(ret_raw) for t in ids if t not in tables]
            if unknown:
                problems.append(_report("retrieved table ids not in the corpus", unknown))
            retrieved = {ex.id: list(ids) for ex, ids in zip(examples, ret_raw)}
    if problems:
        raise ReleaseError(f"{folder}: invalid release:\n- " + "\n- ".join(problems))
    return Benchmark(examples, tables, retrieved, name or folder.name)


def write_release(benchmark: Benchmark, folder: str | Path) -> Path:
    """Write the official release layout (each file written to a temp file, then moved into place)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    write_json(folder / CORPUS_FILE, [t.to_record() for t in benchmark.tables.values()])
    write_json(
        folder / BENCHMARK_FILE,
        [{"gold_table_id_set": list(e.gold_table_ids), "question": e.question, "insight": e.insight, "type": e.type} for e in benchmark.examples],
    )
    if benchmark.retrieved is not None:
        write_json(folder / RETRIEVED_FILE, [benchmark.retrieved[e.id] for e in benchmark.examples])
    return folder


def load_benchmark(source: str | Path | None = None) -> Benchmark:
    """Load MT-RAIG from any of its forms, validated, as one in-memory :class:`Benchmark`.

    ``source`` is ``None`` (the bundled sample), an official release folder
    (``benchmark.json`` + ``table_corpus.json``), a Hub-style folder (Parquet +
    ``README.md`` card, as written by ``mt-raig dataset build``) or a Hub
    dataset repo id such as ``"org/mt-raig"``.

    Example::

        >>> bench = load_benchmark()
        >>> bench.gold_tables(bench.examples[0])[0].serialize()[:7]
        '[TITLE]'
    """
    if source is None:
        if not (SAMPLE_DIR / BENCHMARK_FILE).is_file():
            raise FileNotFoundError("the bundled sample is not built (python dataset_script/build_sample.py)")
        return read_release(SAMPLE_DIR, name="mt-raig-sample")
    path = Path(source)
    if path.is_dir():
        if (path / BENCHMARK_FILE).is_file():
            return read_release(path)
        if (path / "README.md").is_file():
            from mt_raig.hub import read_hub

            return read_hub(path)
        raise ReleaseError(f"{path}: neither an official release ({BENCHMARK_FILE}) nor a Hub folder (README.md card)")
    if isinstance(source, str) and source.count("/") == 1 and not path.exists():
        from mt_raig.hub import read_hub

        return read_hub(source)
    raise FileNotFoundError(f"{source}: no such folder, and not a Hub repo id of the form org/name")
