"""``mt-raig generate`` through the OpenAI Batch API (issue #15 item 4), against the fake batch endpoints of
tests/openai_server.py: one batch per chunk, predictions filled from its results, a kill-and-rerun that picks
the same batch up instead of paying twice."""

from __future__ import annotations

from openai_server import OpenAIServer

from mt_raig.cli import main
from mt_raig.io.benchmark import load_benchmark
from mt_raig.generation import load_predictions


def test_generate_through_the_batch_api_resumes_onto_the_same_batch(tmp_path, capsys):
    bench = load_benchmark(None)
    out = tmp_path / "p.jsonl"
    with OpenAIServer(lambda body: "Insight: answered in a batch.") as server:
        argv = ["generate", "--backend", f"openai-batch:m@{server.url}", "--setting", "closed", "--limit", "4",
                "--chunk-size", "100", "--out", str(out), "--no-progress",
                "--backend-options", "poll_interval_s=0", "--backend-options", f"state_dir={tmp_path / 'batches'}",
                "--backend-options", "max_wait_s=0"]
        assert main(argv) == 1  # the batch is still running when max_wait_s runs out: recorded as failed, to be retried
        first = load_predictions(out)
        assert all(p.status == "failed" and "still in_progress" in p.error for p in first.values()) and len(first) == 4
        assert main(argv[:-2]) == 0  # the same command again (waiting as long as it takes) collects the same batch
        preds = load_predictions(out)
        assert len(server.batches) == 1 and len(server.requests) == 4
    assert [preds[e.id].insight for e in bench.examples[:4]] == ["answered in a batch."] * 4
    assert all(p.usage.prompt_tokens == 11 for p in preds.values())
    assert "4 ok, 0 failed" in capsys.readouterr().out
