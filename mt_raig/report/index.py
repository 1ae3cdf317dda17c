"""The report's front page, ``index.html``: the tables, Figures 4 and 5 and links to the per-run pages, in one file.

The figures are the report's own SVG files inlined (not ``<img>``), so the
page is self-contained and each Figure 5 panel is addressable in the page:
its group has the id ``figure5-<row>-<metric>`` and its series
``...-series-<n>`` (see :mod:`mt_raig.report.figures`). Below Figure 5 a list
(``#figure5-panels``) gives every panel's number of points, or says it is
empty and why, so a reader (or a test) sees at once which panels hold data.
Same style sheet as the per-run pages; on a narrow window tables scroll in
their own box and figures shrink to the window.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import Path

from mt_raig.report.html import CSS
from mt_raig.report.runs import Run

PANEL_NAMES = {"k": "upper (retrieved tables k)", "noise": "middle (noise ratio)", "gold": "lower (number of gold tables)"}
EMPTY_REASON = {"k": "no open-setting runs at several k", "noise": "no closed-setting runs with a noise ratio",
                "gold": "no closed-setting run"}
INDEX_CSS = "figure{margin:1rem 0}figure svg{max-width:100%;height:auto}figcaption{font-size:.9rem;color:#444}"


def inline_svg(path: Path) -> str:
    """The ``<svg>`` element of a matplotlib SVG file (its XML prolog and doctype left out), sized to fit the page."""
    text = path.read_text(encoding="utf-8")
    start = text.find("<svg")
    if start < 0:
        return f'<p class="meta">{html.escape(path.name)} is not an SVG file</p>'
    return re.sub(r'^<svg([^>]*?) width="[^"]*" height="[^"]*"', r'<svg\1', text[start:], count=1)


def _table_html(head: Sequence[str], rows: Sequence[Sequence[str]], table_id: str) -> str:
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f'<div class="table-wrap"><table class="scores" id="{table_id}"><tr>{th}</tr>{trs}</table></div>'


def _panels_html(points: dict[str, int]) -> str:
    items = []
    for gid, n in points.items():
        _, row, metric = gid.split("-", 2)
        what = f"{PANEL_NAMES.get(row, row)}, {metric.replace('_f1', ' F1').replace('_', ' ')}"
        text = f"{n} point{'s' if n != 1 else ''}" if n else f"empty: {EMPTY_REASON.get(row, 'no runs')}"
        items.append(f'<li data-panel="{html.escape(gid)}" data-points="{n}">{html.escape(what)}: {text}</li>')
    return f'<ul id="figure5-panels">{"".join(items)}</ul>'


def render_index(runs: Sequence[Run], tables: Sequence[tuple[str, str, Sequence[str], Sequence[Sequence[str]]]],
                 figures: dict[str, Path], panel_points: dict[str, int], pages: Sequence[tuple[Run, Path]],
                 note: str = "") -> str:
    """The front page: ``tables`` as ``(name, title, head, rows)``, ``figures`` name -> SVG path, ``pages`` (run, page)."""
    parts = ["<h1>MT-RAIG report</h1>"]
    if note:
        parts.append(f'<p class="proxy" id="proxy-note">{html.escape(note)}</p>')
    page_of = {id(r): p for r, p in pages}
    run_items = []
    for r in runs:
        page = page_of.get(id(r))
        name = f'<a href="{html.escape(page.name)}">{html.escape(r.describe())}</a>' if page else html.escape(r.describe())
        run_items.append(f'<li>{name} <span class="meta">({html.escape(r.kind)}; {html.escape(r.path)})</span></li>')
    parts.append(f'<h2>Runs</h2><ul id="runs">{"".join(run_items)}</ul>')
    for name, title, head, rows in tables:
        parts.append(f"<h2>{html.escape(title)}</h2>{_table_html(head, rows, name)}")
    captions = {
        "figure4": "Figure 4: faithfulness against completeness, one point per model (open setting, else closed).",
        "figure5": "Figure 5: faithfulness (left) and completeness F1 (right), on one 0-100 scale, against the number of "
                   "retrieved tables k (upper; dashed: the closed setting), the noise ratio (middle; 0 is the closed run) "
                   "and the number of gold tables (lower; closed run).",
    }
    for name, path in figures.items():
        extra = _panels_html(panel_points) if name == "figure5" else ""
        heading = name.replace("figure", "Figure ")
        parts.append(f'<h2>{html.escape(heading)}</h2>'
                     f'<figure id="{name}">{inline_svg(path)}<figcaption>{html.escape(captions.get(name, name))}</figcaption></figure>{extra}')
    return ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width,initial-scale=1"><title>MT-RAIG report</title>'
            f"<style>{CSS}{INDEX_CSS}</style></head><body>{''.join(parts)}</body></html>")


def write_index(path: str | Path, *args, **kwargs) -> Path:
    from mt_raig.atomic import write_text

    return write_text(path, render_index(*args, **kwargs))
