"""``mt-raig report``: the paper's tables and figures, and an HTML page per run, from score files.

    mt-raig report scores.json --out report/
    mt-raig report gpt-4o=open.json gpt-4o@closed=closed.json metrics.json --data path/to/release --out report/

A SCORES entry is a file written by ``mt-raig evaluate --out`` or ``mt-raig metrics --out``, optionally as
``LABEL=PATH`` or ``LABEL@open|closed=PATH`` (by default the model and setting come from the predictions
file's settings sidecar that the scores name).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from mt_raig.errors import ConfigError


@dataclass
class ReportConfig:
    scores: list[str] = field(default_factory=list, metadata={"help": "score files (PATH, LABEL=PATH or LABEL@SETTING=PATH)", "cli": False})
    out: str = field(default="", metadata={"help": "output folder"})
    data: str | None = field(default=None, metadata={"help": "benchmark source, for the cited tables' contents in the HTML pages "
                                                              "(default: the bundled sample when the scores are on it)"})
    figures: bool = field(default=True, metadata={"help": "write Figures 4 and 5"})
    html: bool = field(default=True, metadata={"help": "write one HTML page per scored run and the front page index.html"})

    def validate(self) -> None:
        if not self.out:
            raise ConfigError("--out is required")


def add_parser(subparsers) -> None:
    from mt_raig.config import add_config_command

    p = add_config_command(subparsers, "report", ReportConfig, run, help="tables (6, 20, 21), Figures 4-5 and HTML pages from score files",
                           description=__doc__)
    p.add_argument("scores", nargs="+", metavar="SCORES", help="score files (PATH, LABEL=PATH, LABEL@closed=PATH)")


def run(args: argparse.Namespace) -> int:
    from mt_raig.config import config_from_args
    from mt_raig.report.build import write_report

    cfg = config_from_args(ReportConfig, args)
    files = write_report(args.scores, cfg.out, benchmark=cfg.data, figures=cfg.figures, html=cfg.html)
    print(files["tables"].read_text(encoding="utf-8"))
    for kind in ("csv", "figures", "html"):
        for p in files[kind]:
            print(f"wrote {p}")
    print(f"wrote {files['tables']}")
    if files["index"]:
        print(f"wrote {files['index']} (the front page: tables, figures, links to the run pages)")
    return 0
