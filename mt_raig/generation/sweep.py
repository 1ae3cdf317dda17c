"""Run generation over a grid of settings (k, noise ratio) and record the grid: the data of the paper's Figure 5.

    >>> from mt_raig.generation.sweep import sweep                                    # doctest: +SKIP
    >>> record = sweep(bench, "vllm:Qwen/Qwen2-7B-Instruct", "out/sweep", ks=(2, 5, 10, 20),
    ...                noise_ratios=(0.5, 1, 2), closed=True)                          # doctest: +SKIP

Each grid point is one call of the public :func:`mt_raig.generation.generate`
writing ``<out_dir>/<name>.jsonl`` (with its settings sidecar, so reruns resume
and reports read the model, setting, k and noise ratio from it):

- ``open-k<k>`` for each ``k`` in ``ks`` (Figure 5 upper);
- ``closed`` when ``closed`` is True (the dashed upper bound, and Figure 5 lower,
  grouped by the number of gold tables);
- ``closed-noise<r>`` for each ratio in ``noise_ratios`` (Figure 5 middle).

``<out_dir>/sweep.json`` (format ``mt-raig-sweep/1``) lists the points, their
files and outcome counts, rewritten after each point so a crash loses nothing
finished. :func:`score_sweep` scores every point with an MT-RAIG Eval judge and
returns the score files for ``mt-raig report``.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from mt_raig.atomic import write_json
from mt_raig.errors import ConfigError

SWEEP_FORMAT = "mt-raig-sweep/1"


def grid(ks: Sequence[int] = (), noise_ratios: Sequence[float] = (), closed: bool = True) -> list[dict]:
    """The grid points, each ``{"name", "setting", "k"?, "noise_ratio"?}``, in a fixed order."""
    points = [{"name": f"open-k{int(k)}", "setting": "open", "k": int(k)} for k in ks]
    if closed:
        points.append({"name": "closed", "setting": "closed"})
    points += [{"name": f"closed-noise{r:g}", "setting": "closed", "noise_ratio": float(r)} for r in noise_ratios]
    names = [p["name"] for p in points]
    if len(set(names)) != len(names):
        raise ConfigError(f"the sweep grid repeats a point: {names}")
    if not points:
        raise ConfigError("an empty sweep: give ks, noise_ratios or closed=True")
    return points


def sweep(benchmark, llm, out_dir: str | Path, *, ks: Sequence[int] = (2, 5, 10, 20), noise_ratios: Sequence[float] = (),
          closed: bool = True, run=None, **settings) -> dict:
    """Generate every grid point with ``llm`` (a backend or an LLM spec) into ``out_dir``; returns the grid record.

    ``run`` (retrieval run for the open points; default the benchmark's official
    top-10, which limits k to 10) and ``settings`` (any other
    :class:`~mt_raig.generation.config.GenerationConfig` field: ``limit``,
    ``max_new_tokens``, ``seed``...) are passed to every call.
    """
    from mt_raig.generation import generate

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    points = grid(ks, noise_ratios, closed)
    record = {"format": SWEEP_FORMAT, "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
              "llm": llm if isinstance(llm, str) else llm.info(), "settings": _plain(settings),
              "run": run if isinstance(run, (str, type(None))) else "in-memory mapping", "points": []}
    for p in points:
        path = out / f"{p['name']}.jsonl"
        kwargs = {k: v for k, v in p.items() if k in ("setting", "k", "noise_ratio")}
        t0 = time.perf_counter()
        preds = generate(benchmark, llm, out=str(path), run=run, **kwargs, **settings)
        statuses = Counter(getattr(x, "status", "?") for x in preds)
        record["points"].append({**p, "predictions": str(path), "n": len(preds), "statuses": dict(statuses),
                                 "wall_s": round(time.perf_counter() - t0, 3)})
        write_json(out / "sweep.json", record)
    return record


def _plain(settings: dict) -> dict:
    return json.loads(json.dumps(settings, default=str))


def read_sweep(path: str | Path) -> dict:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("format") != SWEEP_FORMAT:
        raise ConfigError(f"{path}: not a sweep record (format {data.get('format')!r})")
    return data


def score_sweep(sweep_record: dict | str | Path, benchmark, judge: str = "lexical", judge_options: dict | None = None,
                progress: bool = True) -> list[str]:
    """Score each point's predictions with MT-RAIG Eval (``<name>.scores.json`` beside them); the score file paths."""
    from mt_raig.eval.items import items_from_predictions
    from mt_raig.eval.registry import load_judge

    rec = sweep_record if isinstance(sweep_record, dict) else read_sweep(sweep_record)
    j = load_judge(judge, judge_options)
    paths = []
    try:
        for p in rec["points"]:
            items = items_from_predictions(benchmark, p["predictions"])
            report = _run_judge(items, j, progress)
            report.summary["predictions"] = p["predictions"]
            report.summary["data"] = benchmark.name
            target = Path(p["predictions"]).with_suffix(".scores.json")
            report.save(target)
            paths.append(str(target))
    finally:
        j.close()
    return paths


def _run_judge(items, judge, progress: bool):
    from mt_raig.eval.scoring import run_judge
    return run_judge(items, judge, progress=progress)
