"""Reports of scored runs: the paper's tables (6, 20, 21), Figures 4 and 5, and an HTML page per run.

    >>> from mt_raig.report import write_report                                  # doctest: +SKIP
    >>> files = write_report(["gpt-4o=scores.json", "metrics.json"], "out/report")  # doctest: +SKIP
    >>> print(files["tables"], files["html"])                                     # doctest: +SKIP

``mt-raig report SCORES... --out DIR`` does the same from the command line.
"""

from mt_raig.report.build import write_report
from mt_raig.report.runs import Run, load_run, load_runs

__all__ = ["Run", "load_run", "load_runs", "write_report"]
