"""The official release layout on disk, read and validated into a :class:`~mt_raig.data.Benchmark`.

An official release is a folder with ``benchmark.json`` (a list of
``{gold_table_id_set, question, insight, type}``), ``table_corpus.json`` (a list
of ``{id, title, header, cell}``) and optionally
``dpr_top_10_retrieved_table_ids_set.json`` (top-10 id lists aligned with the
benchmark) and ``release_info.json`` (what the release says about itself: its
name, license and sources, shown on its dataset card).

Everything is validated on load, and all problems of one kind are reported
together in a :class:`ReleaseError`: values of the wrong type are refused with
the entry named (a null cell is never read as ``"None"``, an id ``7`` never as
``"7"``), ids must be strings without tabs or newlines, and an empty benchmark
or corpus is refused.
"""

from __future__ import annotations

from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.data import QUESTION_TYPES, Benchmark, Example, ReleaseInfo, Source, example_id, normalize_type
from mt_raig.errors import DataError
from mt_raig.io.files import read_json
from mt_raig.tables import Table, describe, id_problem, table_problems

BENCHMARK_FILE = "benchmark.json"
CORPUS_FILE = "table_corpus.json"
RETRIEVED_FILE = "dpr_top_10_retrieved_table_ids_set.json"
INFO_FILE = "release_info.json"
SHOW = 5


class ReleaseError(DataError):
    """A release (folder or Hub dataset) whose contents do not make a valid benchmark."""


class Problems:
    """Problems grouped by kind, reported together in one :class:`ReleaseError`."""

    def __init__(self) -> None:
        self.kinds: dict[str, list[str]] = {}

    def add(self, kind: str, item: str) -> None:
        self.kinds.setdefault(kind, []).append(item)

    def raise_if_any(self, where: str) -> None:
        if not self.kinds:
            return
        lines = []
        for kind, items in self.kinds.items():
            more = f" (and {len(items) - SHOW} more)" if len(items) > SHOW else ""
            lines.append(f"{len(items)} {kind}: {'; '.join(items[:SHOW])}{more}")
        raise ReleaseError(f"{where}: invalid release:\n- " + "\n- ".join(lines))


def _json_list(path: Path) -> list:
    data = read_json(path)
    if not isinstance(data, list):
        raise ReleaseError(f"{path}: expected a JSON list, got {describe(data)}")
    return data


def _tables(corpus: list, problems: Problems) -> dict[str, Table]:
    tables: dict[str, Table] = {}
    for i, rec in enumerate(corpus):
        if not isinstance(rec, dict) or not {"id", "title", "header", "cell"} <= set(rec):
            problems.add("malformed corpus entries", f"entry {i}: needs keys id, title, header, cell")
            continue
        tid = rec["id"]
        bad_id = id_problem(tid)
        if bad_id:
            problems.add("invalid table ids", f"entry {i}: {bad_id}")
            continue
        if tid in tables:
            problems.add("duplicate table ids", tid)
            continue
        issues = table_problems(rec["title"], rec["header"], rec["cell"])
        if issues:
            problems.add("invalid tables", f"table {tid} (entry {i}): " + ", ".join(issues))
            continue
        tables[tid] = Table.from_record(rec)
    if not corpus:
        problems.add("empty corpus", "the table corpus has no tables")
    return tables


def _known_ids(ids: list, tables: dict[str, Table], where: str, problems: Problems, kinds: tuple[str, str]) -> bool:
    """Whether every id is a table of the corpus; each one that is not is added under ``kinds`` (invalid, unknown)."""
    ok = True
    for t in ids:
        if isinstance(t, str) and t in tables:  # the corpus holds valid ids only
            continue
        bad_id = id_problem(t)
        problems.add(kinds[0] if bad_id else kinds[1], f"{where}: {bad_id or t}")
        ok = False
    return ok


def _example(i: int, rec: object, tables: dict[str, Table], problems: Problems) -> Example | None:
    keys = {"gold_table_id_set", "question", "insight", "type"}
    if not isinstance(rec, dict) or not keys <= set(rec):
        problems.add("malformed benchmark entries", f"entry {i}: needs keys gold_table_id_set, question, insight, type")
        return None
    ok = True
    for key in ("question", "insight"):
        if not isinstance(rec[key], str):
            problems.add("values of the wrong type", f"entry {i}: {key} is {describe(rec[key])}, not a string")
            ok = False
    if isinstance(rec["question"], str) and not rec["question"].strip():
        problems.add("empty questions", f"entry {i}")
        ok = False
    gold = rec["gold_table_id_set"]
    if not isinstance(gold, list) or not gold:
        problems.add("examples without a gold table set", f"entry {i}")
        gold, ok = [], False
    if not _known_ids(gold, tables, f"entry {i}", problems, ("invalid gold table ids", "examples with unknown gold table ids")):
        ok = False
    qtype = normalize_type(rec["type"])
    if qtype is None:
        problems.add(f"unknown question types (known: {', '.join(QUESTION_TYPES)})", f"entry {i}: {describe(rec['type'])}")
        ok = False
    qid = rec.get("id")
    if qid is not None and id_problem(qid):
        problems.add("invalid example ids", f"entry {i}: {id_problem(qid)}")
        ok = False
    if not ok:
        return None
    return Example(qid or example_id(i, rec["question"], gold), rec["question"], qtype, tuple(gold), rec["insight"])


def _retrieved(lists: list, examples: list[Example | None], tables: dict[str, Table], problems: Problems) -> dict[str, list[str]] | None:
    if len(lists) != len(examples):
        problems.add("misaligned retrieved lists", f"{len(lists)} retrieved lists for {len(examples)} benchmark entries")
        return None
    retrieved = {}
    for i, (ex, ids) in enumerate(zip(examples, lists)):
        if not isinstance(ids, list):
            problems.add("retrieved entries that are not lists of ids", f"entry {i}: {describe(ids)}")
            continue
        _known_ids(ids, tables, f"entry {i}", problems, ("invalid retrieved table ids", "retrieved table ids not in the corpus"))
        if ex is not None:
            retrieved[ex.id] = list(ids)
    return retrieved


def benchmark_from_records(
    corpus: list,
    entries: list,
    retrieved: list | None = None,
    *,
    name: str,
    info: ReleaseInfo | None = None,
    where: str,
) -> Benchmark:
    """A validated :class:`Benchmark` from release records (corpus records, benchmark entries, retrieved lists).

    Entries may carry their own ``id`` (a Hub folder's stable ids); otherwise
    ids come from :func:`~mt_raig.data.example_id`. ``where`` names the source
    in the :class:`ReleaseError` that lists every problem found.
    """
    problems = Problems()
    tables = _tables(corpus, problems)
    examples = [_example(i, rec, tables, problems) for i, rec in enumerate(entries)]
    if not entries:
        problems.add("empty benchmark", "the benchmark has no examples")
    seen: set[str] = set()
    for i, ex in enumerate(examples):
        if ex is not None and ex.id in seen:
            problems.add("duplicate example ids", f"entry {i}: {ex.id}")
        seen.add(ex.id if ex is not None else "")
    ranked = _retrieved(retrieved, examples, tables, problems) if retrieved is not None else None
    problems.raise_if_any(where)
    return Benchmark([e for e in examples if e is not None], tables, ranked, name, info)


def parse_info(raw: object, where: str) -> ReleaseInfo:
    """A :class:`ReleaseInfo` from the JSON of ``release_info.json``; unknown keys and wrong types are refused."""
    fields = {"pretty_name", "license", "description", "sources"}
    if not isinstance(raw, dict) or not {"pretty_name", "license"} <= set(raw) or set(raw) - fields:
        raise ReleaseError(f"{where}: expected an object with pretty_name, license and optionally description, sources")
    for key in ("pretty_name", "license", "description"):
        if key in raw and not isinstance(raw[key], str):
            raise ReleaseError(f"{where}: {key} is {describe(raw[key])}, not a string")
    sources = raw.get("sources", [])
    if not isinstance(sources, list):
        raise ReleaseError(f"{where}: sources is {describe(sources)}, not a list")
    parsed = []
    for i, s in enumerate(sources):
        if not isinstance(s, dict) or not {"name", "license"} <= set(s) or set(s) - {"name", "license", "citation", "datasets"}:
            raise ReleaseError(f"{where}: source {i} needs name and license (and optionally citation, datasets)")
        datasets = s.get("datasets", [])
        values = [s["name"], s["license"], s.get("citation", "")]
        if not all(isinstance(v, str) for v in values) or not isinstance(datasets, list) or not all(isinstance(d, str) for d in datasets):
            raise ReleaseError(f"{where}: source {i}: name, license and citation are strings, datasets a list of strings")
        parsed.append(Source(s["name"], s["license"], s.get("citation", ""), tuple(datasets)))
    return ReleaseInfo(raw["pretty_name"], raw["license"], raw.get("description", ""), tuple(parsed))


def info_record(info: ReleaseInfo) -> dict:
    """The JSON of ``release_info.json``."""
    return {
        "pretty_name": info.pretty_name,
        "license": info.license,
        "description": info.description,
        "sources": [{"name": s.name, "datasets": list(s.datasets), "license": s.license, "citation": s.citation} for s in info.sources],
    }


def read_release(folder: str | Path, name: str | None = None) -> Benchmark:
    """Load and validate an official release folder."""
    folder = Path(folder)
    for required in (BENCHMARK_FILE, CORPUS_FILE):
        if not (folder / required).is_file():
            raise ReleaseError(f"{folder}: missing {required} (an official release has {BENCHMARK_FILE} and {CORPUS_FILE})")
    corpus = _json_list(folder / CORPUS_FILE)
    entries = _json_list(folder / BENCHMARK_FILE)
    retrieved = _json_list(folder / RETRIEVED_FILE) if (folder / RETRIEVED_FILE).is_file() else None
    info = parse_info(read_json(folder / INFO_FILE), str(folder / INFO_FILE)) if (folder / INFO_FILE).is_file() else None
    return benchmark_from_records(corpus, entries, retrieved, name=name or folder.name, info=info, where=str(folder))


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
    if benchmark.info is not None:
        write_json(folder / INFO_FILE, info_record(benchmark.info))
    return folder


__all__ = [
    "BENCHMARK_FILE", "CORPUS_FILE", "RETRIEVED_FILE", "INFO_FILE", "ReleaseError",
    "benchmark_from_records", "parse_info", "info_record", "read_release", "write_release",
]
