"""Write a retriever training file (JSONL of {id, question, positive, negatives}).

Usage::

    python training/prepare_data.py --benchmark sample --out data/sample-train.jsonl
    python training/prepare_data.py --benchmark path/to/release --out data/train.jsonl --hard-negatives 3
    python training/prepare_data.py --qa wtq.jsonl --question-key question --table-key table --out data/train.jsonl

``--benchmark`` takes anything mt_raig.io.benchmark.load_benchmark accepts (``sample``
for the bundled sample, a release folder, a Hub folder or id); each (question,
gold table) becomes one record. ``--qa`` takes a JSONL single-table QA set
(each line a question and its table). ``--hard-negatives N`` fills each
record's negatives with the N best BM25 tables that are not gold for its
question, from the benchmark's corpus (or, for --qa, from all the QA tables).
"""

from __future__ import annotations

import argparse
import json
import sys

from mt_raig.retrieval.training import data as training_data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--benchmark", help="'sample', a release folder, or a Hub dataset folder / id")
    source.add_argument("--qa", help="JSONL single-table QA set")
    parser.add_argument("--question-key", default="question")
    parser.add_argument("--table-key", default="table")
    parser.add_argument("--hard-negatives", type=int, default=0)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    try:
        if args.benchmark:
            from mt_raig.io.benchmark import load_benchmark

            bench = load_benchmark(None if args.benchmark == "sample" else args.benchmark)
            records = training_data.records_from_benchmark(bench)
            corpus = [bench.tables[k] for k in sorted(bench.tables)]
        else:
            with open(args.qa, encoding="utf-8") as handle:
                rows = [json.loads(line) for line in handle if line.strip()]
            records = training_data.records_from_qa(rows, args.question_key, args.table_key)
            corpus = training_data.corpus_of(records)
        if not records:
            raise training_data.TrainingDataError("the source has no (question, table) pairs")
        if args.hard_negatives:
            records = training_data.mine_hard_negatives(records, corpus, args.hard_negatives)
        path = training_data.write_records(records, args.out)
    except (ValueError, FileNotFoundError) as exc:
        print(f"mt-raig: error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(records)} records to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
