"""Write a report folder: tables (Markdown + CSV), Figures 4 and 5 (PNG + SVG), one HTML page per eval run,
and ``index.html``, the front page holding the tables, the figures (inline SVG) and links to the run pages."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from mt_raig.atomic import write_text
from mt_raig.report.runs import Run, load_runs

SAMPLE_NAME = "mt-raig-sample"


def slug(run: Run) -> str:
    """A file name for a run: ``<label>-<setting>[-k<k>][-noise<r>]``."""
    bits = [run.label, run.setting or "run"]
    if run.k is not None:
        bits.append(f"k{run.k}")
    if run.noise_ratio is not None:
        bits.append(f"noise{run.noise_ratio:g}")
    return re.sub(r"[^A-Za-z0-9._-]+", "_", "-".join(bits)).strip("_") or "run"


def _benchmark(benchmark, runs: Sequence[Run], data_names: Sequence[str | None]):
    """The benchmark for table contents: as given, or the bundled sample when the scores say they are on it."""
    from mt_raig.io.benchmark import load_benchmark

    if benchmark is None:
        if any(r.kind == "eval" for r in runs) and all(n in (None, SAMPLE_NAME) for n in data_names):
            try:
                return load_benchmark(None)
            except Exception:  # noqa: BLE001 - table contents are optional in a report
                return None
        return None
    if isinstance(benchmark, (str, Path)):
        return load_benchmark(str(benchmark))
    return benchmark


def _data_names(runs: Sequence[Run]) -> list[str | None]:
    import json

    names = []
    for r in runs:
        try:
            d = json.loads(Path(r.path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            names.append(None)
            continue
        names.append(d.get("data") or (d.get("summary") or {}).get("data"))
    return names


def write_report(scores: Sequence[str], out_dir: str | Path, benchmark=None, figures: bool = True, html: bool = True) -> dict:
    """Tables, figures and HTML pages of the score files ``scores`` (paths or ``LABEL[@SETTING]=PATH``) in ``out_dir``.

    ``benchmark`` (a Benchmark or a source string) gives the HTML pages the
    cited tables' contents; by default the bundled sample when the scores are on
    it. Returns ``{"tables": path of tables.md, "csv": [...], "figures": [...], "html": [...], "index": path of
    index.html or None (written when ``html``), "figure5_points": {panel id: points drawn}}``.
    """
    from mt_raig.report import tables as T

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    runs = load_runs(scores)
    bench = _benchmark(benchmark, runs, _data_names(runs))
    if bench is not None:  # Figure 5 (lower) groups by the number of gold tables: from the benchmark when no predictions file says
        gold = {e.id: len(e.gold_table_ids) for e in bench.examples}
        for r in runs:
            if not r.gold_counts:
                r.gold_counts = {i: gold[i] for i in r.types if i in gold}
    note = T.proxy_note(runs)
    files: dict = {"tables": None, "csv": [], "figures": [], "html": [], "index": None, "figure5_points": {}}
    html_tables = []
    md = ["# MT-RAIG report", ""]
    if note:
        md += [f"**{note}**", ""]
    md += ["Runs:", ""] + [f"- {r.describe()} ({r.kind}): `{r.path}`" for r in runs] + [""]
    for name, title, build in (
        ("table6", "Table 6: faithfulness and completeness per question type (Avg. = mean of type means; open and closed settings)", T.table6),
        ("table20", "Table 20: completeness precision / recall / F1 (open setting)", T.table20),
        ("table21", "Table 21: baseline metrics (Avg. across question types)", T.table21),
    ):
        head, rows = build(runs)
        if not rows:
            continue
        md += [f"## {title}", "", T.markdown(head, rows), ""]
        html_tables.append((name, title, head, rows))
        files["csv"].append(write_text(out / f"{name}.csv", T.to_csv(head, rows)))
    if figures and any(r.kind == "eval" for r in runs):
        import matplotlib.pyplot as plt

        from mt_raig.report.figures import figure4, figure5, panel_points

        short = "PROXY scores (lexical judge)" if note else ""
        for make in (figure4, figure5):
            fig, paths = make(runs, out, short)
            if make is figure5:
                files["figure5_points"] = panel_points(fig)
            plt.close(fig)
            files["figures"] += paths
        md += ["## Figures", "", "![Figure 4](figure4.png)", "", "![Figure 5](figure5.png)", ""]
    if html:
        from mt_raig.report.html import write_html
        from mt_raig.report.index import write_index

        used: set[str] = set()
        pages = []
        for r in runs:
            if r.kind != "eval":
                continue
            name = slug(r)
            while name in used:
                name += "_"
            used.add(name)
            files["html"].append(write_html(r, out / f"{name}.html", bench))
            pages.append((r, files["html"][-1]))
        if files["html"]:
            md += ["## Per-example pages", ""] + [f"- [{p.name}]({p.name})" for p in files["html"]] + [""]
        svgs = {p.stem: p for p in files["figures"] if p.suffix == ".svg"}
        files["index"] = write_index(out / "index.html", runs, html_tables, svgs, files["figure5_points"], pages, note)
    files["tables"] = write_text(out / "tables.md", "\n".join(md))
    return files
