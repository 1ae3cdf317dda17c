"""The paper's Figures 4 and 5 from score files, with matplotlib (PNG and SVG).

- Figure 4: one point per model, its open-setting Avg. completeness (x) and
  faithfulness (y).
- Figure 5, three rows of two panels (faithfulness, completeness):
  upper, performance against the number of retrieved tables k (open runs),
  with each model's closed-setting score as a dashed line of the same colour;
  middle, against the noise ratio (irrelevant tables per gold table; the
  closed run without noise is ratio 0); lower, against the number of gold
  tables of the question (the closed run's examples grouped by it).

Each series is a matplotlib ``Line2D`` whose label is the model (dashed
closed-setting lines are labelled ``<model> (closed)``), so tests and readers
can count them. Every Figure 5 panel with data has the same 0-100 y scale
(ticks 0-100, a small margin so points at 0 or 100 stay visible): a 1.8-point
change never looks large. A panel without data has no ticks or grid, only a
grey note saying which runs it lacks: it never looks like a plot of zeros.

In the SVG, each panel's group has the id ``figure5-<row>-<metric>`` (row
``k``, ``noise`` or ``gold``), its series ``...-series-<n>``, the dashed
closed-setting lines ``...-closed-<n>`` and an empty panel's note
``...-empty``: a page that inlines the SVG can find and count the points of
each panel (:func:`panel_points` gives the same counts from the figure).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mt_raig.report.runs import Run
from mt_raig.report.tables import main_run, models

DIMENSIONS = (("faithfulness", "Faithfulness"), ("completeness_f1", "Completeness (F1)"))
ROWS = ("k", "noise", "gold")  # Figure 5's rows, top to bottom: retrieved tables k, noise ratio, number of gold tables
SCALE = (-4.0, 104.0)  # the 0-100 score scale, with room for a marker at 0 or 100
TICKS = (0, 20, 40, 60, 80, 100)


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig, out_dir: Path, name: str) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for ext in ("png", "svg"):
        p = out_dir / f"{name}.{ext}"
        fig.savefig(p, dpi=150, bbox_inches="tight", metadata={"Date": None} if ext == "svg" else None)
        paths.append(p)
    return paths


def _colors(labels: Sequence[str]) -> dict[str, str]:
    plt = _pyplot()
    cycle = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    return {label: cycle[i % len(cycle)] for i, label in enumerate(labels)}


def figure4(runs: Sequence[Run], out_dir: Path, title_note: str = ""):
    """Faithfulness vs completeness, one point per model (open setting, else closed); returns (figure, paths)."""
    plt = _pyplot()
    evals = [r for r in runs if r.kind == "eval"]
    labels = models(evals)
    colors = _colors(labels)
    fig, ax = plt.subplots(figsize=(5.5, 4.5))
    n = 0
    for label in labels:
        run = main_run(evals, label, "open") or main_run(evals, label, "closed")
        if run is None:
            continue
        x, y = run.avg("completeness_f1"), run.avg("faithfulness")
        if x is None or y is None:
            continue
        ax.plot([100 * x], [100 * y], marker="o", markersize=8, linestyle="none", color=colors[label], label=label)
        ax.annotate(label, (100 * x, 100 * y), textcoords="offset points", xytext=(6, 4), fontsize=8)
        n += 1
    ax.set_xlabel("Completeness (F1, Avg.)")
    ax.set_ylabel("Faithfulness (Avg.)")
    ax.set_title("Figure 4: faithfulness vs completeness" + (f"\n{title_note}" if title_note else ""), fontsize=10)
    ax.grid(True, alpha=0.3)
    if not n:
        ax.text(0.5, 0.5, "no scored runs", ha="center", va="center", transform=ax.transAxes)
    return fig, _save(fig, out_dir, "figure4")


def _finish_panel(ax, gid: str, xlabel: str, ylabel: str, what: str) -> None:
    """Axis labels of one Figure 5 panel: the shared 0-100 scale when a series was drawn, else a "no ... runs" note."""
    ax.set_gid(gid)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if any("-series-" in (ln.get_gid() or "") for ln in ax.lines):
        ax.set_ylim(*SCALE)  # one scale on every panel: a 1.8-point change never looks large
        ax.set_yticks(TICKS)
    else:  # no axis ticks at all: an empty panel must not look like a plot of zeros
        ax.set_xticks([])
        ax.set_yticks([])
        note = ax.text(0.5, 0.5, f"no {what} runs", ha="center", va="center", transform=ax.transAxes, color="gray")
        note.set_gid(f"{gid}-empty")


def _series(ax, gid: str, xs, ys, **style) -> None:
    """One model's points in a panel, its SVG id numbered within the panel."""
    n = sum("-series-" in (ln.get_gid() or "") for ln in ax.lines)
    (line,) = ax.plot(xs, ys, **style)
    line.set_gid(f"{gid}-series-{n}")


def panel_points(fig) -> dict[str, int]:
    """Points drawn in each Figure 5 panel (its SVG id -> count over its series; dashed closed lines not counted)."""
    out = {}
    for ax in fig.axes:
        gid = ax.get_gid()
        if gid and gid.startswith("figure5-"):
            out[gid] = sum(len(ln.get_xdata()) for ln in ax.lines if "-series-" in (ln.get_gid() or ""))
    return out


def figure5(runs: Sequence[Run], out_dir: Path, title_note: str = ""):
    """The three rows of Figure 5 (k, noise ratio, number of gold tables); returns (figure, paths)."""
    plt = _pyplot()
    evals = [r for r in runs if r.kind == "eval"]
    labels = models(evals)
    colors = _colors(labels)
    fig, axes = plt.subplots(3, 2, figsize=(10, 11))
    for col, (metric, name) in enumerate(DIMENSIONS):
        # upper: vs k, closed as a dashed line
        ax, gid = axes[0][col], f"figure5-k-{metric}"
        for label in labels:
            opens = sorted((r for r in evals if r.label == label and (r.setting or "open") == "open" and r.noise_ratio is None and r.k),
                           key=lambda r: r.k)
            pts = [(r.k, r.avg(metric)) for r in opens if r.avg(metric) is not None]
            if not pts:
                continue
            _series(ax, gid, [k for k, _ in pts], [100 * v for _, v in pts], marker="o", color=colors[label], label=label)
            closed = main_run(evals, label, "closed")
            if closed is not None and closed.avg(metric) is not None:
                dashed = ax.axhline(100 * closed.avg(metric), linestyle="--", color=colors[label], label=f"{label} (closed)")
                dashed.set_gid(f"{gid}-closed-{labels.index(label)}")
        _finish_panel(ax, gid, "number of retrieved tables k", name, "open-setting")
        # middle: vs noise ratio (the closed run without noise is ratio 0)
        ax, gid = axes[1][col], f"figure5-noise-{metric}"
        for label in labels:
            noisy = [r for r in evals if r.label == label and r.setting == "closed"]
            pts = sorted((r.noise_ratio or 0.0, r.avg(metric)) for r in noisy if r.avg(metric) is not None)
            if len(pts) > 1 or any(x for x, _ in pts):
                _series(ax, gid, [x for x, _ in pts], [100 * v for _, v in pts], marker="s", color=colors[label], label=label)
        _finish_panel(ax, gid, "noise ratio (irrelevant tables per gold table)", name, "noise-ratio")
        # lower: vs number of gold tables (closed setting, no noise)
        ax, gid = axes[2][col], f"figure5-gold-{metric}"
        for label in labels:
            closed = main_run(evals, label, "closed")
            if closed is None or not closed.gold_counts:
                continue
            groups: dict[int, list[float]] = {}
            for ex_id, v in closed.values[metric].items():
                n = closed.gold_counts.get(ex_id)
                if v is not None and n:
                    groups.setdefault(n, []).append(v)
            pts = sorted((n, sum(vs) / len(vs)) for n, vs in groups.items())
            if pts:
                _series(ax, gid, [n for n, _ in pts], [100 * v for _, v in pts], marker="^", color=colors[label], label=label)
        _finish_panel(ax, gid, "number of gold tables", name, "closed-setting")
    from matplotlib.ticker import MaxNLocator

    for r, row in enumerate(axes):
        for ax in row:
            if not ax.lines:
                continue  # an empty panel keeps no grid or ticks
            ax.grid(True, alpha=0.3)
            if r != 1:  # k and the number of gold tables are counts
                ax.xaxis.set_major_locator(MaxNLocator(integer=True))
            if ax.get_legend_handles_labels()[0]:
                ax.legend(fontsize=7)
    fig.suptitle("Figure 5: retrieved tables (upper), noise (middle), gold tables (lower)" + (f"\n{title_note}" if title_note else ""), fontsize=11)
    fig.tight_layout()
    return fig, _save(fig, out_dir, "figure5")
