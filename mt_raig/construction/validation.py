"""Human validation (paper Section 2.2.4, Appendix A.2, Table 3): export a sample, import two annotators' ratings.

:func:`export_for_annotation` writes ``validation.jsonl`` (the items), ``validation.csv`` (a blank rating
sheet: ``item_id`` plus one column per criterion) and ``validation.html`` (a self-contained form showing each
item's tables, question and insight with the six criteria on a 1-5 scale; its button downloads the filled
sheet as CSV). :func:`agreement_report` gives, per criterion, the % of ratings >= 4 (both annotators),
the agreement (share of items rated identically) and Cohen's kappa (scikit-learn) with a 95% bootstrap
confidence interval over items (SciPy, percentile method).
"""

from __future__ import annotations

import csv
import html
import json
import random
from pathlib import Path

import numpy as np

from mt_raig.atomic import write_text
from mt_raig.errors import DataError

CRITERIA = (
    ("inter_table_relevance", "Inter-Table Relevance", "How effectively data from different tables can be connected or combined to provide comprehensive insights."),
    ("table_question_relevance", "Table-Question Relevance", "The extent to which the contents of the tables directly support and address the question."),
    ("question_complexity", "Question Complexity", "The level of difficulty and the number of factors or layers involved in understanding or answering the question."),
    ("question_meaningfulness", "Question Meaningfulness", "Whether the question is clearly defined, significant, and natural."),
    ("question_insight_completeness", "Question-Insight Completeness", "Whether the insight provides all the necessary key information to address the question."),
    ("table_insight_faithfulness", "Table-Insight Faithfulness", "Whether the insight accurately and reliably reflects the source tables."),
)
KEYS = tuple(c[0] for c in CRITERIA)


def export_for_annotation(release: str | Path, out: str | Path, *, n: int = 50, seed: int = 0, max_rows: int = 10) -> list[Path]:
    """Sample ``n`` examples of ``release`` and write the JSONL, the blank CSV sheet and the HTML form."""
    from mt_raig.io.release import read_release

    bench = read_release(release)
    examples = list(bench.examples)
    if len(examples) > n:
        examples = sorted(random.Random(seed).sample(examples, n), key=lambda e: e.id)
    out = Path(out)
    items = [{"item_id": e.id, "type": e.type, "question": e.question, "insight": e.insight,
              "tables": [bench.table(t).head(max_rows).to_record() for t in e.gold_table_ids]} for e in examples]
    jsonl = write_text(out / "validation.jsonl", "".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items))
    sheet = write_text(out / "validation.csv", ",".join(("item_id",) + KEYS) + "\n" + "".join(f"{i['item_id']}{',' * len(KEYS)}\n" for i in items))
    form = write_text(out / "validation.html", _html(items))
    return [jsonl, sheet, form]


def _table_html(t: dict) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in t["header"])
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in t["cell"])
    return f"<p class='t'>{html.escape(t['title'])}</p><table><tr>{head}</tr>{rows}</table>"


def _html(items: list[dict]) -> str:
    blocks = []
    for i in items:
        iid = html.escape(i["item_id"])
        scales = "".join(
            f"<tr><td title='{html.escape(desc)}'>{html.escape(label)}</td>"
            + "".join(f"<td><label><input type='radio' name='{iid}|{key}' value='{v}'>{v}</label></td>" for v in range(1, 6)) + "</tr>"
            for key, label, desc in CRITERIA)
        blocks.append(f"<section data-item='{iid}'><h2>{iid} <small>{html.escape(i['type'])}</small></h2>"
                      + "".join(_table_html(t) for t in i["tables"])
                      + f"<p><b>Question.</b> {html.escape(i['question'])}</p><p><b>Insight.</b> {html.escape(i['insight'])}</p>"
                      + f"<table class='r'>{scales}</table></section>")
    keys = json.dumps(list(KEYS))
    script = f"""<script>
const KEYS = {keys};
function download() {{
  const lines = [["item_id"].concat(KEYS).join(",")];
  document.querySelectorAll("section").forEach(s => {{
    const id = s.dataset.item;
    lines.push([id].concat(KEYS.map(k => {{ const c = document.querySelector(`input[name="${{id}}|${{k}}"]:checked`); return c ? c.value : ""; }})).join(","));
  }});
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([lines.join("\\n") + "\\n"], {{type: "text/csv"}}));
  a.download = "ratings.csv"; a.click();
}}
</script>"""
    legend = "".join(f"<li><b>{html.escape(label)}</b>: {html.escape(desc)}</li>" for _, label, desc in CRITERIA)
    style = "<style>body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse;margin:.3em 0}td,th{border:1px solid #ccc;padding:2px 6px;font-size:90%}section{border-top:2px solid #444;margin-top:1.5em}.t{font-weight:bold;margin:.6em 0 0}</style>"
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>MT-RAIG human validation</title>{style}</head><body>"
            f"<h1>Human validation</h1><p>Rate each item on every criterion from 1 (poor) to 5 (excellent).</p><ul>{legend}</ul>"
            + "".join(blocks) + f"<p><button onclick='download()'>Download ratings (CSV)</button></p>{script}</body></html>\n")


def read_ratings(path: str | Path) -> dict[str, dict[str, int]]:
    """``{item_id: {criterion: 1..5}}`` from a rating CSV; blank cells are skipped, anything else out of 1-5 refused.

    The header must be ``item_id`` plus criterion columns named as in the exported sheet: a misnamed or
    unknown column is an error naming it (so a typo never reads as "0 items rated"), and so is an item id
    given twice (the later row would otherwise overwrite the earlier rating without a word).
    """
    path = Path(path)
    with path.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        header = [h.strip() for h in (reader.fieldnames or [])]
        rows = list(reader)
    expected = f"item_id and the criteria {', '.join(KEYS)}"
    if not header:
        raise DataError(f"{path}: empty file; expected a CSV header with {expected}")
    if "item_id" not in header:
        raise DataError(f"{path} line 1: no item_id column (columns: {', '.join(repr(h) for h in header)}); expected {expected}")
    unknown = [h for h in header if h not in KEYS and h != "item_id"]
    if unknown:
        raise DataError(f"{path} line 1: unknown column {', '.join(repr(h) for h in unknown)}; expected {expected}")
    dup_cols = sorted({h for h in header if header.count(h) > 1})
    if dup_cols:
        raise DataError(f"{path} line 1: column {', '.join(repr(h) for h in dup_cols)} given twice")
    if not any(k in header for k in KEYS):
        raise DataError(f"{path} line 1: no criterion column; expected {expected}")
    out: dict[str, dict[str, int]] = {}
    first_line: dict[str, int] = {}
    for n, row in enumerate(rows, start=2):
        row = {(k or "").strip(): v for k, v in row.items()}
        item = (row.get("item_id") or "").strip()
        if not item:
            raise DataError(f"{path} line {n}: empty item_id")
        if item in first_line:
            raise DataError(f"{path} line {n}: item {item!r} is rated twice (first on line {first_line[item]}); keep one row per item")
        first_line[item] = n
        scores = {}
        for k in KEYS:
            raw = (row.get(k) or "").strip()
            if not raw:
                continue
            if raw not in {"1", "2", "3", "4", "5"}:
                raise DataError(f"{path} line {n}: {k} is {raw!r}, not an integer from 1 to 5")
            scores[k] = int(raw)
        out[item] = scores
    if not out:
        raise DataError(f"{path}: no rated items (a header and no rows)")
    return out


def _kappa(a: np.ndarray, b: np.ndarray, weights: str | None) -> float:
    from sklearn.metrics import cohen_kappa_score

    if len(set(a.tolist()) | set(b.tolist())) < 2:
        return float("nan")  # one label used by both: kappa undefined
    return float(cohen_kappa_score(a, b, labels=[1, 2, 3, 4, 5], weights=weights))


def agreement_report(first: dict[str, dict[str, int]], second: dict[str, dict[str, int]], *, weights: str | None = None,
                     resamples: int = 1000, seed: int = 0) -> dict:
    """Per criterion: items rated by both, % of scores >= 4, agreement, Cohen's kappa and its 95% bootstrap CI."""
    from scipy.stats import bootstrap

    report = {}
    for key, label, _ in CRITERIA:
        ids = sorted(i for i in set(first) & set(second) if key in first[i] and key in second[i])
        a = np.array([first[i][key] for i in ids])
        b = np.array([second[i][key] for i in ids])
        row = {"label": label, "items": len(ids), "pct_ge_4": None, "agreement": None, "kappa": None, "kappa_ci95": None}
        if ids:
            row["pct_ge_4"] = round(100 * float(np.mean(np.concatenate([a, b]) >= 4)), 2)
            row["agreement"] = round(float(np.mean(a == b)), 4)
            k = _kappa(a, b, weights)
            row["kappa"] = None if np.isnan(k) else round(k, 4)
            if len(ids) >= 3 and row["kappa"] is not None:
                res = bootstrap((a, b), lambda x, y: _kappa(x, y, weights), paired=True, vectorized=False, n_resamples=resamples,
                                method="percentile", confidence_level=0.95, random_state=np.random.default_rng(seed))
                lo, hi = res.confidence_interval
                row["kappa_ci95"] = None if np.isnan(lo) or np.isnan(hi) else [round(float(lo), 4), round(float(hi), 4)]
        report[key] = row
    return {"criteria": report, "weights": weights, "bootstrap": {"resamples": resamples, "method": "percentile", "seed": seed}}


def format_agreement(report: dict) -> str:
    """A Markdown table like the paper's Table 3."""
    def f(v, pct=False):
        return "n/a" if v is None else (f"{v:.2f}" if pct else f"{v:.2f}")

    lines = ["| Data quality | items | %S>=4 | Agree | Kappa | 95% CI |", "|---|---|---|---|---|---|"]
    for row in report["criteria"].values():
        ci = "n/a" if not row["kappa_ci95"] else f"[{row['kappa_ci95'][0]:.2f}, {row['kappa_ci95'][1]:.2f}]"
        lines.append(f"| {row['label']} | {row['items']} | {f(row['pct_ge_4'], True)} | {f(row['agreement'])} | {f(row['kappa'])} | {ci} |")
    return "\n".join(lines)


__all__ = ["CRITERIA", "export_for_annotation", "read_ratings", "agreement_report", "format_agreement"]
