"""The leaderboard: submissions, their validation, pinned scoring, Hub result files, a queue and an app.

A participant's path::

    mt-raig submit validate my_submission/ --data org/mt-raig      # folder: submission.yaml + predictions.jsonl
    mt-raig submit my_submission/ --queue requests/                  # a pending request

A maintainer's path::

    mt-raig leaderboard process --queue requests/ --results results/ --data org/mt-raig
    mt-raig leaderboard app --results results/

Modules: :mod:`~mt_raig.leaderboard.submission` (format and validator),
:mod:`~mt_raig.leaderboard.pinned` (the judge configuration the board pins),
:mod:`~mt_raig.leaderboard.scoring` (retrieval metrics + MT-RAIG Eval of a
submission), :mod:`~mt_raig.leaderboard.hub_results` (leaderboard-template JSON,
``.eval_results`` YAML, the benchmark's ``eval.yaml``), :mod:`~mt_raig.leaderboard.queue`
(requests folder), :mod:`~mt_raig.leaderboard.app` (the Gradio app).
"""
