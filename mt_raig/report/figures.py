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
can count them. A panel without data says so instead of being left blank.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mt_raig.report.runs import Run
from mt_raig.report.tables import main_run, models

DIMENSIONS = (("faithfulness", "Faithfulness"), ("completeness_f1", "Completeness (F1)"))


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


def _finish_panel(ax, xlabel: str, ylabel: str, drawn: bool, what: str) -> None:
    """Axis labels of one Figure 5 panel, and a grey "no ... runs" where nothing was drawn."""
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if drawn:
        ax.set_ylim(0, 100)  # one scale on every panel: a 1.8-point change never looks large
    else:  # no axis ticks at all: an empty panel must not look like a plot of zeros
        ax.set_xticks([])
        ax.set_yticks([])
        ax.text(0.5, 0.5, f"no {what} runs", ha="center", va="center", transform=ax.transAxes, color="gray")


def figure5(runs: Sequence[Run], out_dir: Path, title_note: str = ""):
    """The three rows of Figure 5 (k, noise ratio, number of gold tables); returns (figure, paths)."""
    plt = _pyplot()
    evals = [r for r in runs if r.kind == "eval"]
    labels = models(evals)
    colors = _colors(labels)
    fig, axes = plt.subplots(3, 2, figsize=(10, 11))
    for col, (metric, name) in enumerate(DIMENSIONS):
        # upper: vs k, closed as a dashed line
        ax = axes[0][col]
        drawn = False
        for label in labels:
            opens = sorted((r for r in evals if r.label == label and (r.setting or "open") == "open" and r.noise_ratio is None and r.k),
                           key=lambda r: r.k)
            pts = [(r.k, r.avg(metric)) for r in opens if r.avg(metric) is not None]
            if pts:
                ax.plot([k for k, _ in pts], [100 * v for _, v in pts], marker="o", color=colors[label], label=label)
                drawn = True
            closed = main_run(evals, label, "closed")
            if closed is not None and closed.avg(metric) is not None and pts:
                ax.axhline(100 * closed.avg(metric), linestyle="--", color=colors[label], label=f"{label} (closed)")
        _finish_panel(ax, "number of retrieved tables k", name, drawn, "open-setting")
        # middle: vs noise ratio
        ax = axes[1][col]
        drawn = False
        for label in labels:
            noisy = [r for r in evals if r.label == label and r.setting == "closed"]
            pts = sorted((r.noise_ratio or 0.0, r.avg(metric)) for r in noisy if r.avg(metric) is not None)
            if len(pts) > 1 or any(x for x, _ in pts):
                ax.plot([x for x, _ in pts], [100 * v for _, v in pts], marker="s", color=colors[label], label=label)
                drawn = True
        _finish_panel(ax, "noise ratio (irrelevant tables per gold table)", name, drawn, "noise-ratio")
        # lower: vs number of gold tables (closed setting, no noise)
        ax = axes[2][col]
        drawn = False
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
                ax.plot([n for n, _ in pts], [100 * v for _, v in pts], marker="^", color=colors[label], label=label)
                drawn = True
        _finish_panel(ax, "number of gold tables", name, drawn, "closed-setting")
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
