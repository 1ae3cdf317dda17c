"""MT-RAIG Eval as an `evaluate` metric: faithfulness and completeness (P/R/F1) of table insights.

A thin wrapper: it turns the inputs into ``mt_raig.eval.EvalItem`` records and
runs ``mt_raig.eval.scoring.run_judge`` with the judge named by ``config_name``
(or the ``judge`` argument of ``compute``). All logic lives in the ``mt_raig`` package.
`evaluate` parses this script's imports line by line, hence one import per line.
"""

import datasets
import evaluate
from mt_raig.data import normalize_type
from mt_raig.errors import DataError
from mt_raig.eval.judge import EvalItem
from mt_raig.eval.registry import load_judge
from mt_raig.eval.scoring import run_judge
from mt_raig.io.scores import ALL_ITEMS
from mt_raig.io.scores import HEADLINE
from mt_raig.io.scores import METRICS
from mt_raig.tables import Table

_CITATION = """\
@misc{seo2025mtraig,
  title   = {MT-RAIG: Novel Benchmark and Evaluation Framework for Retrieval-Augmented Insight Generation over Multiple Tables},
  author  = {Seo, Kwangwook and Kwon, Donguk and Lee, Dongha},
  year    = {2025}
}
"""

_DESCRIPTION = """\
MT-RAIG Eval scores long-form insights generated from multiple tables. Faithfulness: the insight is
decomposed into claims (given the table schemas) and each claim is verified against the tables; the
score is the mean verdict over scored claims. Completeness: the gold and the predicted insight are
decomposed into topics (given the question) and matched bidirectionally; precision, recall and F1.
The judge is `lexical` (an offline, deterministic proxy; its scores are labelled as proxy scores and
are not comparable with LLM-judge scores) or `llm:<LLM spec>` (the paper's LLM judge).
"""

_KWARGS_DESCRIPTION = """
Args:
    predictions (list of str): generated insights.
    references (list of str): gold insights.
    questions (list of str): the questions.
    tables (list of list of dict): per example, the tables given to the generator, as official
        corpus records {"id", "title", "header", "cell"} (cells are strings).
    question_types (list of str): "Analysis & Summary", "Comparison & Relationship",
        "Performance & Outcome", "Trend & Pattern" (or A&S, C&R, P&O, T&P).
    judge (str, optional): judge spec, overrides config_name: "lexical" or "llm:<LLM spec>".
    judge_options (dict, optional): options of the judge (lexical: topic_threshold, join_rows, derived,
        embedder, device, batch_size; llm: mode, batched, evidence, cache, ...).
    ids (list of str, optional): example ids for the detailed records (default "0", "1", ...).
    return_details (bool, optional): also return per-example, per-claim and per-topic records.
    progress (bool, optional): show progress bars.
Returns:
    faithfulness, completeness_precision, completeness_recall, completeness_f1: the paper's Avg.
        (mean of the question-type means) in [0, 1], or None when a type present has no scored item;
    all_items: {metric: mean over all scored items} (not the paper's number; beside it);
    per_type: {type abbreviation: {metric: mean}};
    counts: {metric: {"n_items", "n_scored", "n_system_failures", "system_failures", "n_not_scored",
        "not_scored", "not_scored_rate"}}: system failures (empty/abstaining prediction, no verifiable
        claim, no predicted topic) are scored 0; judge failures are not scored and not averaged;
    n_items, proxy (bool), judge (the judge's settings), summary (the full summary).
Examples:
    >>> import evaluate
    >>> metric = evaluate.load("evaluation/mt_raig_eval")  # the lexical proxy judge
    >>> table = {"id": "t1", "title": "airlines", "header": ["carrier", "name", "flights"],
    ...          "cell": [["VX", "Virgin America", "5162"], ["EV", "ExpressJet", "54173"]]}
    >>> insight = "Virgin America flew 5,162 flights, while ExpressJet flew 54173."
    >>> out = metric.compute(predictions=[insight], references=[insight], questions=["Who flew most?"],
    ...                      tables=[[table]], question_types=["P&O"])
    >>> out["faithfulness"], out["completeness_f1"], out["proxy"]
    (1.0, 1.0, True)
"""

DEFAULT_JUDGE = "lexical"
TABLE_KEYS = ("id", "title", "header", "cell")


@evaluate.utils.file_utils.add_start_docstrings(_DESCRIPTION, _KWARGS_DESCRIPTION)
class MtRaigEval(evaluate.Metric):
    """MT-RAIG Eval faithfulness and completeness; the judge is the config name (default: lexical)."""

    def _info(self):
        table = {
            "id": datasets.Value("string"),
            "title": datasets.Value("string"),
            "header": datasets.List(datasets.Value("string")),
            "cell": datasets.List(datasets.List(datasets.Value("string"))),
        }
        return evaluate.MetricInfo(
            description=_DESCRIPTION,
            citation=_CITATION,
            inputs_description=_KWARGS_DESCRIPTION,
            features=datasets.Features(
                {
                    "predictions": datasets.Value("string"),
                    "references": datasets.Value("string"),
                    "questions": datasets.Value("string"),
                    "tables": datasets.List(table),
                    "question_types": datasets.Value("string"),
                }
            ),
        )

    def _judge(self, spec, options):
        key = (spec, repr(sorted(options.items())))
        cached = getattr(self, "_judge_cache", None)
        if cached is None or cached[0] != key:
            judge = load_judge(spec, options)
            if cached is not None:
                cached[1].close()
            self._judge_cache = (key, judge)
        return self._judge_cache[1]

    def _compute(
        self,
        predictions,
        references,
        questions,
        tables,
        question_types,
        judge=None,
        judge_options=None,
        ids=None,
        return_details=False,
        progress=False,
    ):
        spec = judge or (DEFAULT_JUDGE if self.config_name in (None, "default") else self.config_name)
        if ids is None:
            ids = [str(i) for i in range(len(predictions))]
        if len(ids) != len(predictions):
            raise DataError(f"ids has {len(ids)} entries but there are {len(predictions)} predictions")
        items = []
        for i, (pred, ref, question, records, qtype) in enumerate(zip(predictions, references, questions, tables, question_types)):
            canonical = normalize_type(qtype)
            if canonical is None:
                raise DataError(f"question_types[{i}] = {qtype!r} is not an MT-RAIG question type")
            if not records:
                raise DataError(f"tables[{i}] is empty: give the tables the generator saw")
            parsed = []
            for j, record in enumerate(records):
                missing = [k for k in TABLE_KEYS if record.get(k) is None]
                if missing:
                    raise DataError(f"tables[{i}][{j}] lacks {', '.join(missing)} (a table record is {{id, title, header, cell}})")
                parsed.append(Table.from_record(record))
            items.append(EvalItem(str(ids[i]), question, canonical, pred, ref, tuple(parsed)))
        report = run_judge(items, self._judge(spec, dict(judge_options or {})), progress=progress)
        summary = report.summary
        out = {metric: summary[metric][HEADLINE]["mean"] for metric in METRICS}  # the paper's Avg.
        out["all_items"] = {metric: summary[metric][ALL_ITEMS]["mean"] for metric in METRICS}
        out["per_type"] = {t: {metric: summary[metric][t]["mean"] for metric in METRICS} for t in summary["types"]}
        out["counts"] = {
            metric: {k: v for k, v in summary[metric][ALL_ITEMS].items() if k != "mean"}
            for metric in METRICS
        }
        out["n_items"] = summary["n_items"]
        out["proxy"] = report.proxy
        out["judge"] = report.judge
        out["summary"] = summary
        if return_details:
            details = report.to_json()
            out["details"] = {k: details[k] for k in ("examples", "usage", "environment")}
        return out
