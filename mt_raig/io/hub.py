"""The benchmark as a Hub dataset folder: Parquet configs plus a dataset card, no loading script.

``build_hub_folder`` writes one folder per config, each with explicit
``Features`` (so lists of lists of strings stay so):

- ``benchmark`` (split ``test``, the default config): ``id``, ``question``, ``insight``, ``type``,
  ``gold_table_id_set``;
- ``corpus`` (split ``corpus``): ``id``, ``title``, ``header``, ``cell``;
- ``qrels`` (split ``test``): ``query-id``, ``corpus-id``, ``score`` (1 for every gold table), the
  BEIR/MTEB relevance layout that retrieval toolkits read;
- ``retrieved_dpr_top10`` (split ``test``, when the release ships it): ``id``, ``retrieved_table_ids``,
  the official DPR top-10;

and a ``README.md`` (see :mod:`mt_raig.io.hub_card`) whose YAML declares the
configs and their ``dataset_info`` (features, split sizes), plus ``eval.yaml``
and, when the release has one, its ``release_info.json``. Then
``datasets.load_dataset(folder)`` gives the benchmark, and
``load_dataset(folder, "corpus")`` the tables; the same once pushed.
"""

from __future__ import annotations

from pathlib import Path

from mt_raig.atomic import new_folder, write_json, write_text
from mt_raig.data import Benchmark
from mt_raig.io.files import read_json
from mt_raig.io.hub_card import eval_yaml, render_card
from mt_raig.io.release import INFO_FILE, benchmark_from_records, info_record, parse_info

DEFAULT_CONFIG = "benchmark"
RETRIEVED_CONFIG = "retrieved_dpr_top10"
LEGACY_RETRIEVED_CONFIG = "retrieved"  # folders built before the config was named for its retriever
CONFIG_SPLITS = {"benchmark": "test", "corpus": "corpus", "qrels": "test", RETRIEVED_CONFIG: "test"}


def features() -> dict:
    """The explicit schemas of the configs."""
    from datasets import Features, List, Value

    ids = List(Value("string"))
    return {
        "benchmark": Features({"id": Value("string"), "question": Value("string"), "insight": Value("string"), "type": Value("string"), "gold_table_id_set": ids}),
        "corpus": Features({"id": Value("string"), "title": Value("string"), "header": ids, "cell": List(ids)}),
        "qrels": Features({"query-id": Value("string"), "corpus-id": Value("string"), "score": Value("int32")}),
        RETRIEVED_CONFIG: Features({"id": Value("string"), "retrieved_table_ids": ids}),
    }


def columns(benchmark: Benchmark) -> dict[str, dict[str, list]]:
    """The column data of each config (``retrieved_dpr_top10`` only when the benchmark has it)."""
    tables = list(benchmark.tables.values())
    examples = benchmark.examples
    out = {
        "benchmark": {
            "id": [e.id for e in examples],
            "question": [e.question for e in examples],
            "insight": [e.insight for e in examples],
            "type": [e.type for e in examples],
            "gold_table_id_set": [list(e.gold_table_ids) for e in examples],
        },
        "corpus": {"id": [t.id for t in tables], "title": [t.title for t in tables], "header": [list(t.header) for t in tables], "cell": [[list(r) for r in t.cells] for t in tables]},
        "qrels": {
            "query-id": [e.id for e in examples for _ in e.gold_table_ids],
            "corpus-id": [t for e in examples for t in e.gold_table_ids],
            "score": [1 for e in examples for _ in e.gold_table_ids],
        },
    }
    if benchmark.retrieved is not None:
        out[RETRIEVED_CONFIG] = {"id": [e.id for e in examples], "retrieved_table_ids": [benchmark.retrieved[e.id] for e in examples]}
    return out


def build_hub_folder(benchmark: Benchmark, out: str | Path, repo_id: str = "org/mt-raig") -> Path:
    """Write the Hub-ready folder into a temp folder beside ``out``, then move it into place.

    ``out`` must not exist or be empty. The card's name, license and sources come
    from the benchmark's :class:`~mt_raig.data.ReleaseInfo` (the official MT-RAIG
    ones when the release has none); ``repo_id`` goes into the card's examples.
    """
    from datasets import Dataset, DatasetInfo, SplitDict, SplitInfo

    feats = features()
    with new_folder(out) as tmp:
        infos = {}
        for config, data in columns(benchmark).items():
            split = CONFIG_SPLITS[config]
            (tmp / config).mkdir()
            path = tmp / config / f"{split}-00000-of-00001.parquet"
            ds = Dataset.from_dict(data, features=feats[config])
            ds.to_parquet(str(path))
            nbytes = ds.data.nbytes
            infos[config] = DatasetInfo(
                features=feats[config],
                splits=SplitDict({split: SplitInfo(name=split, num_bytes=nbytes, num_examples=len(ds))}),
                download_size=path.stat().st_size,
                dataset_size=nbytes,
            )
        write_text(tmp / "README.md", render_card(benchmark, repo_id, infos, CONFIG_SPLITS, DEFAULT_CONFIG))
        write_text(tmp / "eval.yaml", eval_yaml(benchmark))
        if benchmark.info is not None:
            write_json(tmp / INFO_FILE, info_record(benchmark.info))
    return Path(out)


def push_folder(folder: str | Path, repo_id: str, *, repo_type: str = "dataset", path_in_repo: str | None = None,
                private: bool = False, rerun: str = "", space_sdk: str | None = None) -> str:
    """Upload ``folder`` to ``repo_id`` through ``huggingface_hub`` (created if missing); the repo's URL.

    Every file is written locally first (and redacted, :mod:`mt_raig.atomic`), so a failed push loses nothing:
    it raises :class:`~mt_raig.errors.BackendError` saying the local folder is intact and what to rerun.
    A text file that still holds a credential (one not written by mt-raig) stops the push before anything is
    sent, naming the file. Tested against a local Hub-compatible server (``tests/hub_server.py``, ``HF_ENDPOINT``).
    """
    from huggingface_hub import HfApi

    from mt_raig.errors import BackendError

    _refuse_secrets(Path(folder))
    api = HfApi()
    try:
        api.create_repo(repo_id, repo_type=repo_type, private=private, exist_ok=True, space_sdk=space_sdk)
        api.upload_folder(folder_path=str(folder), repo_id=repo_id, repo_type=repo_type, path_in_repo=path_in_repo)
    except Exception as e:  # noqa: BLE001 - HTTP, auth, network: one line, the local files untouched
        from mt_raig.redaction import redact

        hint = f"; rerun `{rerun}` to push again" if rerun else ""
        raise BackendError(f"push of {folder} to {repo_type} {repo_id} failed ({type(e).__name__}: "
                           f"{redact(' '.join(str(e).split()))[:200]}); the local folder is intact{hint}") from None
    prefix = "" if repo_type == "model" else f"{repo_type}s/"
    return f"{api.endpoint}/{prefix}{repo_id}"


_TEXT_SUFFIXES = frozenset({".md", ".json", ".jsonl", ".yaml", ".yml", ".txt", ".py", ".csv", ".tsv", ".html", ".cfg", ".toml", ""})


def _refuse_secrets(folder: Path) -> None:
    """Raise :class:`~mt_raig.errors.DataError` naming the first text file under ``folder`` that holds a credential."""
    from mt_raig.errors import DataError
    from mt_raig.redaction import redact

    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.suffix.lower() in _TEXT_SUFFIXES and path.stat().st_size < 1 << 28:
            text = path.read_bytes().decode("utf-8", errors="replace")
            if redact(text) != text:
                raise DataError(f"{path}: holds a credential (a URL's user:password, a token or an API key); "
                                "remove it before pushing (nothing was sent)")


def push_to_hub(folder: str | Path, repo_id: str, private: bool = False) -> str:
    """Upload a built Hub folder as a dataset repo; see :func:`push_folder`."""
    return push_folder(folder, repo_id, private=private,
                       rerun=f"mt-raig dataset build --out {folder} --push-to-hub {repo_id}")


def _release_info(source: str):
    """The ``release_info.json`` beside the Parquet files, from a local folder or the Hub repo, if any."""
    folder = Path(source)
    if folder.is_dir():
        path = folder / INFO_FILE
        return parse_info(read_json(path), str(path)) if path.is_file() else None
    from huggingface_hub import hf_hub_download
    from huggingface_hub.errors import EntryNotFoundError

    try:
        path = hf_hub_download(source, INFO_FILE, repo_type="dataset")
    except EntryNotFoundError:
        return None
    return parse_info(read_json(path), f"{source}/{INFO_FILE}")


def _loader(source: str):
    """``load_dataset`` for one config of ``source``, cached by file content for a local folder.

    ``datasets`` caches a local folder's card-declared configs by path only, so a
    folder rebuilt at the same path would load its old rows; naming the data
    files puts their modification times into the cache key.
    """
    from datasets import load_dataset

    local = Path(source).is_dir()

    def load(config: str, split: str):
        files = {"data_files": {split: f"{config}/*.parquet"}} if local else {}
        return load_dataset(source, config, split=split, **files)

    return load


def read_hub(source: str | Path) -> Benchmark:
    """A benchmark from a Hub-style folder or a Hub dataset repo id, through ``datasets.load_dataset``.

    The rows go through the same validation as a release folder (a null in a
    Parquet string column is refused, not read as ``"None"``).
    """
    from datasets import get_dataset_config_names

    source = str(source)
    load = _loader(source)
    names = get_dataset_config_names(source)
    corpus = load("corpus", "corpus")
    entries = list(load(DEFAULT_CONFIG, "test"))
    retrieved = None
    ret_name = next((n for n in (RETRIEVED_CONFIG, LEGACY_RETRIEVED_CONFIG) if n in names), None)
    if ret_name is not None:
        by_id = {r["id"]: r["retrieved_table_ids"] for r in load(ret_name, "test")}
        retrieved = [by_id.get(e["id"]) for e in entries]
    name = Path(source).name if Path(source).is_dir() else source
    return benchmark_from_records(list(corpus), entries, retrieved, name=name, info=_release_info(source), where=source)


__all__ = ["DEFAULT_CONFIG", "RETRIEVED_CONFIG", "CONFIG_SPLITS", "features", "columns", "build_hub_folder", "push_folder", "push_to_hub", "read_hub"]
