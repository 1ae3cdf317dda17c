"""``load_benchmark``: MT-RAIG from any of its forms (bundled sample, release folder, Hub folder, Hub repo id)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from mt_raig.data import Benchmark
from mt_raig.io.hub import read_hub
from mt_raig.io.release import BENCHMARK_FILE, ReleaseError, read_release

# The bundled sample is package data (installed with the wheel); setuptools installs it as plain files.
SAMPLE_DIR = Path(str(resources.files("mt_raig") / "sample"))
SAMPLE_NAME = "mt-raig-sample"


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
            raise FileNotFoundError(f"{SAMPLE_DIR}: the bundled sample is not built (python dataset_script/build_sample.py)")
        return read_release(SAMPLE_DIR, name=SAMPLE_NAME)
    path = Path(source)
    if path.is_dir():
        if (path / BENCHMARK_FILE).is_file():
            return read_release(path)
        if (path / "README.md").is_file():
            return read_hub(path)
        raise ReleaseError(f"{path}: neither an official release ({BENCHMARK_FILE}) nor a Hub folder (README.md card)")
    if isinstance(source, str) and source.count("/") == 1 and not path.exists():
        return read_hub(source)
    raise FileNotFoundError(f"{source}: no such folder, and not a Hub repo id of the form org/name")


__all__ = ["SAMPLE_DIR", "SAMPLE_NAME", "load_benchmark"]
