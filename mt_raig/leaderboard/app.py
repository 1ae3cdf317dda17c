"""The leaderboard app (Gradio + ``gradio_leaderboard``) over a folder of scored results.

    mt-raig leaderboard app --results results/ [--data SRC] [--port 7860]

Tabs: the board (one row per result: MT-RAIG Eval per question type and
setting, retrieval P/R/F1@k, search by model, filters by setting, model size
and judge; sortable; each model links to its Hub page), a submission check
(upload ``submission.yaml`` + ``predictions.jsonl``: the validator's verdict),
and About (from the dataset card). Results scored by different pinned judges
carry different judge columns and are filtered apart, never silently merged.
Every text shown that came from a submission is escaped.
"""

from __future__ import annotations

import html
import json
import math
import shutil
import tempfile
from pathlib import Path

from mt_raig.leaderboard.hub_results import EVAL_METRICS, TYPES, board_cell, headline, scope

METRIC_LABELS = {"faithfulness": "Faithfulness", "completeness_precision": "Completeness P",
                 "completeness_recall": "Completeness R", "completeness_f1": "Completeness F1"}
ABOUT_FALLBACK = "MT-RAIG: retrieval-augmented insight generation over multiple tables."


def _pct(value) -> float | None:
    return None if value is None else round(100 * float(value), 2)


def _mode(pinned: dict) -> str:
    from mt_raig.leaderboard.pinned import PinnedConfig

    return PinnedConfig(**{k: v for k, v in pinned.items() if k != "hash"}).mode()


def coverage_cell(result: dict) -> str:
    """``45/45``; ``43/45 (partial)`` when an item of any metric went unscored; ``45/45 (3 of 4 types)`` when the
    Avg. covers fewer question types (never shown as comparable with a 4-type Avg.); ``2/4 (partial; 3 of 4 types)``."""
    cells = [board_cell(result, m) for m in EVAL_METRICS]
    worst = min(cells, key=lambda c: c["scored"] / c["total"] if c["total"] else 0.0)
    types, all_types = min(c["types"] for c in cells), cells[0]["all_types"]
    marks = (["partial"] if worst["scored"] < worst["total"] else []) + ([f"{types} of {all_types} types"] if types < all_types else [])
    return f"{worst['scored']}/{worst['total']}" + (f" ({'; '.join(marks)})" if marks else "")


def result_row(result: dict) -> dict:
    """One board row from a result record (scores on the paper's 0-100 scale)."""
    meta, pinned = result["submission"], result["pinned"]
    model = meta["model_id"]  # a plain id (checked by the validator); escaped anyway
    row = {
        "Model": f"[{html.escape(model)}](https://huggingface.co/{html.escape(model, quote=True)})",
        "Setting": meta["setting"],
        "Retriever": html.escape(meta["retriever"]),
        "Method": html.escape(meta.get("method", "insight")),
        "Size (B)": meta.get("model_size_b"),
        "Judge": html.escape(f"{pinned['judge']} ({_mode(pinned)})"),
        "Publishable": bool(result.get("publishable")),
    }
    from mt_raig.eval.summary import abbreviate

    cell = board_cell(result, "faithfulness")
    for metric in EVAL_METRICS:
        row[METRIC_LABELS[metric]] = _pct(headline(result, metric))
        if metric == "faithfulness":  # right beside the score it qualifies
            row["Coverage"] = coverage_cell(result)
    row["_coverage"] = cell["scored"] / cell["total"] if cell["total"] else 0.0
    for metric, short in (("faithfulness", "F"), ("completeness_f1", "C-F1")):
        by_type = {abbreviate(t): v for t, v in board_cell(result, metric)["by_type"].items()}
        for t in TYPES:
            row[f"{short} {t}"] = _pct(by_type.get(t))
    row["Scope"] = "full" if scope(result) == meta["setting"] else "subset"
    retrieval = result.get("retrieval") or {}
    for k in retrieval.get("ks", []):
        for short in ("P", "R", "F1"):
            value = retrieval["overall"].get(f"{short}@{k}")
            row[f"{short}@{k}"] = None if value is None else round(float(value), 2)
    failures = (result["eval"].get("failures") or {})
    row["Judge failures"] = failures.get("judge", 0) if isinstance(failures, dict) else 0
    row["Board config"] = pinned["hash"]
    return row


def load_board(results_dir: str | Path):
    """A DataFrame of every ``*/result.json`` under ``results_dir``, best faithfulness first."""
    import pandas as pd

    rows = []
    for path in sorted(Path(results_dir).glob("*/result.json")):
        rows.append(result_row(json.loads(path.read_text(encoding="utf-8"))))
    frame = pd.DataFrame(rows)
    if frame.empty:
        return pd.DataFrame(columns=["Model", "Setting", "Retriever", "Method", "Size (B)", "Judge", "Faithfulness"])
    # subsets are shown apart (after every full-benchmark row), never ranked among them
    # (and on a tie, the row with more items judged first)
    frame["_full"] = frame["Scope"] == "full"
    frame = frame.sort_values(["_full", "Faithfulness", "_coverage"], ascending=[False, False, False], na_position="last")
    frame = frame.drop(columns=["_full", "_coverage"])
    return frame.reset_index(drop=True)


def check_upload(files, benchmark) -> str:
    """The validator's verdict on uploaded ``submission.yaml`` + ``predictions.jsonl``, as escaped text."""
    from mt_raig.leaderboard.submission import META_FILE, PREDICTIONS_FILE, validate_submission

    if not files:
        return "Upload submission.yaml and predictions.jsonl."
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            path = Path(f if isinstance(f, str) else f.name)
            if path.name.endswith(".yaml") or path.name.endswith(".yml"):
                shutil.copyfile(path, Path(tmp) / META_FILE)
            elif path.name.endswith(".jsonl"):
                shutil.copyfile(path, Path(tmp) / PREDICTIONS_FILE)
        return validate_submission(tmp, benchmark).report.summary()


def about_text() -> str:
    try:
        from importlib.resources import files

        return (files("mt_raig.io") / "hub_card.md").read_text(encoding="utf-8")
    except (OSError, ModuleNotFoundError):
        return ABOUT_FALLBACK


def build_app(results_dir: str | Path, benchmark):
    """The Gradio Blocks app (not launched)."""
    import gradio as gr
    from gradio_leaderboard import ColumnFilter, Leaderboard, SelectColumns

    frame = load_board(results_dir)
    columns = list(frame.columns)
    datatypes = ["markdown" if c == "Model" else "number" if frame[c].dtype.kind in "if" else "str" for c in columns]
    filters = [ColumnFilter("Setting", type="checkboxgroup", label="Setting")]
    if "Scope" in columns:
        filters.append(ColumnFilter("Scope", type="checkboxgroup", label="Scope (full benchmark or a declared subset)"))
    if "Judge" in columns:
        filters.append(ColumnFilter("Judge", type="checkboxgroup", label="Judge"))
    if "Size (B)" in columns and frame["Size (B)"].notna().any():
        top = float(math.ceil(frame["Size (B)"].max()))
        filters.append(ColumnFilter("Size (B)", type="slider", min=0.0, max=top, default=[0.0, top], label="Model size (B)"))
    main = [c for c in columns if not c.startswith(("F ", "C-F1 ", "P@", "F1@")) and c not in ("Completeness P", "Completeness R", "Board config")]
    with gr.Blocks(title="MT-RAIG leaderboard") as app:
        gr.Markdown("# MT-RAIG leaderboard\nMT-RAIG Eval (faithfulness, completeness) and multi-table retrieval; scores 0-100, "
                    "Avg. over question types as in the paper. Every submitted item counts: one the judge could not score "
                    "counts as 0 (Coverage: items scored / total of the least covered metric; '(partial)' marks rows with "
                    "unscored items, '(3 of 4 types)' an Avg. over fewer question types, not comparable with a 4-type Avg.). Declared subsets are listed after the full-benchmark rows, never ranked among them.")
        with gr.Tabs():
            with gr.Tab("Leaderboard"):
                Leaderboard(value=frame, datatype=datatypes, search_columns=["Model", "Retriever", "Method"],
                            select_columns=SelectColumns(default_selection=main, cant_deselect=["Model"], label="Columns"),
                            filter_columns=filters, elem_id="board")
            with gr.Tab("Check a submission"):
                upload = gr.File(file_count="multiple", file_types=[".yaml", ".yml", ".jsonl"], label="submission.yaml + predictions.jsonl")
                verdict = gr.Textbox(label="Validator", lines=12, elem_id="verdict")
                upload.upload(lambda fs: check_upload(fs, benchmark), inputs=upload, outputs=verdict)
            with gr.Tab("About"):
                gr.Markdown(about_text(), sanitize_html=True)
    return app


__all__ = ["build_app", "load_board", "result_row", "coverage_cell", "check_upload"]
