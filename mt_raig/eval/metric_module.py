"""The ``evaluate`` door of MT-RAIG Eval: the metric module ships inside the package, loads from any folder,
and publishes as a Hub Space.

    >>> import evaluate, mt_raig
    >>> metric = evaluate.load(mt_raig.eval_module_path(), "lexical")        # doctest: +SKIP
    >>> # after `mt-raig publish-metric ORG/mt_raig_eval`: evaluate.load("ORG/mt_raig_eval", "lexical")

The module's files (``mt_raig_eval.py``, its card ``README.md``, the Space's ``app.py`` and ``requirements.txt``)
live in ``mt_raig/eval/mt_raig_eval/``; the repository's ``evaluation/mt_raig_eval`` is a link to them.
"""

from __future__ import annotations

import argparse
from importlib import resources


def eval_module_path() -> str:
    """The folder of the installed ``evaluate`` metric module (``evaluate.load`` takes it from any directory)."""
    return str(resources.files("mt_raig.eval") / "mt_raig_eval")


def publish_metric(repo_id: str, private: bool = False) -> str:
    """Push the metric module as a Gradio Space ``repo_id``, so that ``evaluate.load(repo_id)`` is the Hub door."""
    import shutil
    import tempfile
    from pathlib import Path

    from mt_raig.io.hub import push_folder

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "mt_raig_eval"
        shutil.copytree(eval_module_path(), folder, ignore=shutil.ignore_patterns("__init__.py", "__pycache__"))
        return push_folder(folder, repo_id, repo_type="space", space_sdk="gradio", private=private,
                           rerun=f"mt-raig publish-metric {repo_id}")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("publish-metric", help="publish the MT-RAIG Eval `evaluate` module as a Hub Space",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("repo", help="Space id, e.g. org/mt_raig_eval")
    p.add_argument("--private", action="store_true")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    url = publish_metric(args.repo, private=args.private)
    print(f"published {url}; load it with evaluate.load({args.repo!r}, 'lexical')")
    return 0


__all__ = ["eval_module_path", "publish_metric"]
