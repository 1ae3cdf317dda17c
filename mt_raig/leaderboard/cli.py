"""``mt-raig submit`` (participants) and ``mt-raig leaderboard`` (maintainers).

    mt-raig submit validate SUBMISSION [--data SRC]
    mt-raig submit score SUBMISSION --board configs/leaderboard/official.yaml --out results/ [--cache judge.sqlite]
    mt-raig submit SUBMISSION --queue requests/ [--data SRC]
    mt-raig leaderboard process --queue requests/ --results results/ --board configs/leaderboard/official.yaml [--retry-unscored]
    mt-raig leaderboard app --results results/ [--port 7860]
    mt-raig leaderboard eval-yaml --board configs/leaderboard/official.yaml --out eval.yaml

``SUBMISSION`` is a folder with ``submission.yaml`` and ``predictions.jsonl``
(see :mod:`mt_raig.leaderboard.submission`).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ACTIONS = ("validate", "score")


def add_parser(subparsers) -> None:
    p = subparsers.add_parser("submit", help="validate, score or queue a leaderboard submission",
                              description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("target", nargs="+", metavar="[validate|score] SUBMISSION", help="a submission folder, after an optional action")
    p.add_argument("--data", help="benchmark source (default: the bundled sample)")
    p.add_argument("--queue", help="requests folder to add the submission to (plain `mt-raig submit`)")
    p.add_argument("--board", help="pinned board config YAML (configs/leaderboard/*.yaml) for `score`")
    p.add_argument("--out", help="results folder for `score`")
    p.add_argument("--cache", help="judge cache (SQLite) for `score`: a rerun repeats no finished call")
    p.add_argument("--push-to-hub", dest="push_to_hub", metavar="REPO", help="upload the results folder to this Hub dataset repo")
    p.add_argument("--no-progress", dest="progress", action="store_false")
    p.set_defaults(func=run_submit)

    lb = subparsers.add_parser("leaderboard", help="process the requests queue, serve the app, write eval.yaml",
                               description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = lb.add_subparsers(dest="action", metavar="ACTION", required=True)
    proc = sub.add_parser("process", help="score pending requests one by one (safe to kill and rerun)")
    proc.add_argument("--queue", required=True)
    proc.add_argument("--results", required=True)
    proc.add_argument("--board", required=True, help="pinned board config YAML")
    proc.add_argument("--data")
    proc.add_argument("--cache", help="judge cache (SQLite)")
    proc.add_argument("--limit", type=int)
    proc.add_argument("--retry-unscored", dest="retry", action="store_true",
                      help="also judge again the items of finished requests the judge could not score (the rest is kept as it was)")
    proc.add_argument("--no-progress", dest="progress", action="store_false")
    app = sub.add_parser("app", help="serve the Gradio leaderboard")
    app.add_argument("--results", required=True)
    app.add_argument("--data")
    app.add_argument("--port", type=int, default=7860)
    ey = sub.add_parser("eval-yaml", help="write the benchmark's eval.yaml (task ids of the boards)")
    ey.add_argument("--board", action="append", required=True, help="pinned board config YAML (repeatable)")
    ey.add_argument("--out", default="eval.yaml")
    lb.set_defaults(func=run_leaderboard)


def _bench(data):
    from mt_raig.io.benchmark import load_benchmark

    return load_benchmark(data)


def _validated(folder: Path, benchmark, board):
    from mt_raig.errors import DataError
    from mt_raig.leaderboard.submission import Limits, validate_submission

    sub = validate_submission(folder, benchmark, Limits(max_k=board.max_k))
    if not sub.report.ok:
        raise DataError(f"invalid submission: {sub.report.errors[0]}")
    return sub


def score_folder(folder: Path, benchmark, board, out: Path, *, cache=None, progress: bool = True, items_out: Path | None = None) -> dict:
    """Validate, score with the pinned board and write the result files of one submission folder (and, with
    ``items_out``, every item's record there, for a later retry of the unscored ones)."""
    from mt_raig.leaderboard.hub_results import write_result_files
    from mt_raig.leaderboard.scoring import judge_submission, result_record

    sub = _validated(folder, benchmark, board)
    report = judge_submission(sub, benchmark, board, cache=cache, progress=progress)
    paths = write_result_files(result_record(sub, benchmark, board, report), out, allow_unpublishable=not board.publishable)
    if items_out is not None:
        report.save(items_out)
    return paths


def retry_folder(folder: Path, request: dict, benchmark, board, out: Path, *, cache=None, progress: bool = True) -> dict | None:
    """Judge again the unscored items of a finished request (see :mod:`~mt_raig.leaderboard.retry`); None when
    it has none. Its result files are rewritten first, then its item records (a kill in between costs a repeat)."""
    import json

    from mt_raig.errors import DataError
    from mt_raig.io.scores import EvalReport
    from mt_raig.leaderboard.hub_results import write_result_files
    from mt_raig.leaderboard.retry import ITEMS_FILE, rescore_unjudged, unjudged_ids
    from mt_raig.leaderboard.scoring import result_record

    items_path = folder / ITEMS_FILE
    if not items_path.is_file() or not request.get("result"):
        return None  # scored before the queue kept item records: nothing to merge into
    report = EvalReport.load(items_path)
    if not unjudged_ids(report):
        return None
    previous = json.loads(Path(request["result"]).read_text(encoding="utf-8"))
    if previous["pinned"]["hash"] != board.hash():
        raise DataError(f"{request['id']}: scored by board config {previous['pinned']['hash']}, this board is {board.hash()}; "
                        "a retry merges items of one judge only (queue the submission again to rescore it all)")
    sub = _validated(folder, benchmark, board)
    merged, retried = rescore_unjudged(sub, benchmark, board, report, cache=cache, progress=progress)
    before = previous["board"]["faithfulness"]
    retries = [*previous.get("retries", []), {"items": retried, "scored_before": before["scored"]}]
    result = result_record(sub, benchmark, board, merged, retries=retries)
    paths = write_result_files(result, out, allow_unpublishable=not board.publishable)
    merged.save(items_path)
    after = result["board"]["faithfulness"]
    return {"result": paths["result"], "note": f"retried {len(retried)} unscored items: faithfulness scored "
                                               f"{before['scored']}/{before['total']} -> {after['scored']}/{after['total']}"}


def run_submit(args: argparse.Namespace) -> int:
    from mt_raig.errors import ConfigError
    from mt_raig.leaderboard.pinned import load_pinned
    from mt_raig.leaderboard.queue import add_request
    from mt_raig.leaderboard.submission import validate_submission

    action, rest = (args.target[0], args.target[1:]) if args.target[0] in ACTIONS else (None, args.target)
    if len(rest) != 1:
        raise ConfigError("give exactly one submission folder")
    folder = Path(rest[0])
    bench = _bench(args.data)
    if action == "validate":
        report = validate_submission(folder, bench).report
        print(report.summary())
        return 0 if report.ok else 1
    if action == "score":
        if not args.board or not args.out:
            raise ConfigError("`submit score` needs --board CONFIG and --out RESULTS_DIR")
        board = load_pinned(args.board)
        paths = score_folder(folder, bench, board, Path(args.out), cache=args.cache, progress=args.progress)
        for name, path in paths.items():
            print(f"{name}: {path}")
        if not board.publishable:
            print("note: this board is not publishable (proxy judge); these results are for local checks only")
        if args.push_to_hub:
            _push(board, Path(paths["result"]).parent, args.push_to_hub)
        return 0
    if not args.queue:
        raise ConfigError("`mt-raig submit SUBMISSION` needs --queue REQUESTS_DIR (or use `submit validate` / `submit score`)")
    request = add_request(folder, args.queue, bench)
    print(f"queued {request['id']} (pending) in {args.queue}")
    return 0


def _push(board, folder: Path, repo: str) -> None:
    from mt_raig.errors import DataError
    from mt_raig.io.hub import push_folder

    if not board.publishable:
        raise DataError("refusing to push: the board is not publishable (the lexical proxy is never a leaderboard score)")
    push_folder(folder, repo, path_in_repo=folder.name,
                rerun=f"hf upload {repo} {folder} {folder.name} --repo-type dataset")
    print(f"pushed {folder.name} to {repo}")


def run_leaderboard(args: argparse.Namespace) -> int:
    from mt_raig.leaderboard.pinned import load_pinned

    if args.action == "eval-yaml":
        import yaml

        from mt_raig.atomic import write_text
        from mt_raig.leaderboard.hub_results import eval_yaml

        doc = eval_yaml([load_pinned(b) for b in args.board])
        print(write_text(Path(args.out), yaml.safe_dump(doc, sort_keys=False)))
        return 0
    bench = _bench(args.data)
    if args.action == "app":
        from mt_raig.leaderboard.app import build_app

        build_app(args.results, bench).launch(server_port=args.port)
        return 0
    from mt_raig.leaderboard.queue import process_queue
    from mt_raig.leaderboard.retry import ITEMS_FILE

    board = load_pinned(args.board)
    results = Path(args.results)
    retry = (lambda folder, request: retry_folder(folder, request, bench, board, results, cache=args.cache, progress=args.progress)) \
        if args.retry else None
    summary = process_queue(args.queue, lambda folder: score_folder(folder, bench, board, results, cache=args.cache, progress=args.progress,
                                                                   items_out=folder / ITEMS_FILE), limit=args.limit, retry=retry)
    print(f"finished {len(summary.finished)}, failed {len(summary.failed)}" + (f", retried {len(summary.retried)}" if args.retry else ""))
    for rid, note in summary.retried.items():
        print(f"  {rid}: {note}")
    for rid in summary.failed:
        print(f"  failed: {rid}", file=sys.stderr)
    for rid, why in summary.retry_failed.items():
        print(f"  retry failed (result unchanged): {rid}: {why}", file=sys.stderr)
    return 0 if not summary.failed and not summary.retry_failed else 1


__all__ = ["add_parser", "score_folder"]
