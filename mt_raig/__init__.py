"""mt-raig: load MT-RAIG, retrieve tables, generate insights, score them with MT-RAIG Eval.

One import gives the whole pipeline; each step takes a spec string or an
object, returns typed results, and writes files only when given ``out=``::

    import mt_raig

    bench = mt_raig.load_benchmark()                                   # the bundled sample; or a release folder, Hub folder, repo id
    retrieval = mt_raig.retrieve(bench, "bm25", k=10)                  # RetrievalResult: run, rankings, P/R/F1@k
    preds = mt_raig.generate(bench, "openai:gpt-4o-mini", run=retrieval.run, k=10)   # list[Prediction]
    report = mt_raig.score(preds, "llm:openai:gpt-4o-mini", benchmark=bench, mode="logprob")  # EvalReport
    print(report.table())

Each step also takes its settings as one dataclass (``RetrievalConfig``,
``GenerationConfig``, ``EvalConfig``, ``TrainConfig``): the same objects the
command line and YAML files build. Names are imported on first use, so ``import mt_raig`` loads neither torch nor
any model library.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0.dev0"

# public name -> "module:attribute", imported on first access
_EXPORTS = {
    "load_benchmark": "mt_raig.io.benchmark:load_benchmark",
    "retrieve": "mt_raig.retrieval.pipeline:retrieve",
    "generate": "mt_raig.generation.api:generate",
    "score": "mt_raig.eval.scoring:score",
    "eval_module_path": "mt_raig.eval.metric_module:eval_module_path",
    "train_retriever": "mt_raig.retrieval.training:train_retriever",
    "load_llm": "mt_raig.llm.registry:load_llm",
    "load_judge": "mt_raig.eval.registry:load_judge",
    "Benchmark": "mt_raig.data:Benchmark",
    "Example": "mt_raig.data:Example",
    "Table": "mt_raig.tables:Table",
    "RetrievalResult": "mt_raig.retrieval.pipeline:RetrievalResult",
    "Prediction": "mt_raig.io.predictions:Prediction",
    "EvalReport": "mt_raig.io.scores:EvalReport",
    "TrainingResult": "mt_raig.retrieval.training.result:TrainingResult",
    "RetrievalConfig": "mt_raig.retrieval.config:RetrievalConfig",
    "GenerationConfig": "mt_raig.generation.config:GenerationConfig",
    "EvalConfig": "mt_raig.eval.config:EvalConfig",
    "TrainConfig": "mt_raig.retrieval.training.config:TrainConfig",
    "MtRaigError": "mt_raig.errors:MtRaigError",
}

__all__ = [*_EXPORTS, "__version__"]

if TYPE_CHECKING:  # for type checkers and IDEs; at run time names load lazily
    from mt_raig.data import Benchmark, Example
    from mt_raig.errors import MtRaigError
    from mt_raig.eval.registry import load_judge
    from mt_raig.eval.scoring import score
    from mt_raig.generation.api import generate
    from mt_raig.io.benchmark import load_benchmark
    from mt_raig.io.predictions import Prediction
    from mt_raig.io.scores import EvalReport
    from mt_raig.llm.registry import load_llm
    from mt_raig.retrieval.pipeline import RetrievalResult, retrieve
    from mt_raig.eval.config import EvalConfig
    from mt_raig.generation.config import GenerationConfig
    from mt_raig.retrieval.config import RetrievalConfig
    from mt_raig.retrieval.training import train_retriever
    from mt_raig.retrieval.training.config import TrainConfig
    from mt_raig.retrieval.training.result import TrainingResult
    from mt_raig.tables import Table


def __getattr__(name: str) -> Any:
    target = _EXPORTS.get(name)
    if target is None:
        raise AttributeError(f"module 'mt_raig' has no attribute {name!r}")
    module, _, attribute = target.partition(":")
    value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
