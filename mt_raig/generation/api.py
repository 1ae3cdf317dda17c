"""The generation API: ``generate`` (predictions in memory, a file only with ``out=``) and ``run_generation``.

    >>> from mt_raig.io.benchmark import load_benchmark                                  # doctest: +SKIP
    >>> preds = generate(load_benchmark(), "openai:gpt-4o-mini", setting="closed", limit=2)   # doctest: +SKIP
    >>> preds[0].status, preds[0].insight                                         # doctest: +SKIP
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Mapping, Sequence

from mt_raig.config import build_config
from mt_raig.data import Benchmark
from mt_raig.errors import ConfigError
from mt_raig.generation.config import GenerationConfig
from mt_raig.generation.engine import GenerationSummary, execute, plan
from mt_raig.io.predictions import Prediction
from mt_raig.llm.base import LLM

Run = Mapping[str, Sequence[str]]


def generate(
    bench: Benchmark,
    llm: LLM | str,
    *,
    setting: str = "open",
    run: Run | str | Path | None = None,
    k: int = 10,
    out: str | Path | None = None,
    method: str = "insight",
    example_ids: Sequence[str] | None = None,
    config: GenerationConfig | None = None,
    **settings,
) -> list[Prediction]:
    """Insights for ``bench``'s questions with ``llm`` (a backend or an LLM spec), one :class:`Prediction` each.

    ``setting``/``run``/``k`` choose the tables (``run``: a mapping
    ``{question_id: [table_id, ...]}`` or a run file; default the benchmark's
    official top-10); ``method`` the generation method. ``settings`` are any
    other fields of :class:`GenerationConfig` (``limit``, ``noise_ratio``,
    ``temperature``, ``max_new_tokens``, ``backend_options``, ...), applied over
    ``config`` when given. With ``out=`` the predictions also go to that JSONL
    file (resumable: finished questions are kept, failed ones retried); without
    it nothing is written. A spec's backend is loaded after every check and
    closed at the end.
    """
    values = {"setting": setting, "k": k, "method": method, **settings}
    if out is not None:
        values["out"] = str(out)
    if isinstance(run, (str, Path)):
        values["run"], run = str(run), None
    if isinstance(llm, str):
        values["backend"] = llm
    cfg = build_config(GenerationConfig, values, base=config, source="generate()")
    from mt_raig.progress import progress_bars

    with progress_bars(cfg.progress):  # model-loading bars of the backend too
        return run_generation(bench, llm, cfg, run=run, example_ids=example_ids)[0]


def run_generation(
    bench: Benchmark,
    llm: LLM | str | None,
    config: GenerationConfig,
    *,
    run: Run | None = None,
    example_ids: Sequence[str] | None = None,
    inputs: Mapping[str, str | Path | None] | None = None,
) -> tuple[list[Prediction], GenerationSummary]:
    """Run ``config`` (plan first, then load ``llm`` if it is a spec, or ``config.backend`` if None): predictions and summary."""
    p = plan(bench, config, run=run, example_ids=example_ids, inputs=inputs)
    with quiet_progress(not config.progress):
        if isinstance(llm, LLM):
            return execute(p, llm)
        from mt_raig.llm.registry import load_llm

        spec = llm if llm is not None else config.backend
        if spec is None:
            raise ConfigError("no backend: pass an LLM or a spec (--backend SPEC, or 'backend' in the config)")
        backend = load_llm(spec, config.backend_options)
        try:
            return execute(p, backend)
        finally:
            backend.close()


@contextmanager
def quiet_progress(quiet: bool) -> Iterator[None]:
    """With ``quiet``: no progress bars at all while inside, ours and third-party ones (Hub downloads,
    transformers' weight loading, datasets, anything built on tqdm); restored afterwards."""
    if not quiet:
        yield
        return
    import huggingface_hub.utils as hub_utils
    import transformers

    saved = {k: os.environ.get(k) for k in ("TQDM_DISABLE", "HF_HUB_DISABLE_PROGRESS_BARS")}
    hub_was_on = not hub_utils.are_progress_bars_disabled()
    tf_was_on = transformers.utils.logging.is_progress_bar_enabled()
    os.environ.update(TQDM_DISABLE="1", HF_HUB_DISABLE_PROGRESS_BARS="1")
    hub_utils.disable_progress_bars()
    transformers.utils.logging.disable_progress_bar()
    try:
        yield
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
        if hub_was_on:
            hub_utils.enable_progress_bars()
        if tf_was_on:
            transformers.utils.logging.enable_progress_bar()


__all__ = ["generate", "quiet_progress", "run_generation"]
