"""The README's main command, minus the minutes-long Gemma generation (and so the Figure 5 runs): every stage wires into the next."""

import json

from mt_raig.cli import main


def test_demo_without_generation(tmp_path, capsys):
    out = tmp_path / "demo"
    assert main(["demo", "--out", str(out), "--skip", "generate"]) == 0
    printed = capsys.readouterr().out
    assert "load_dataset gives 45 examples (default config) and 64 tables" in printed
    assert "bm25" in printed and "dense" in printed and "F1" in printed
    assert "PROXY scores (lexical judge" in printed
    run = json.loads((out / "run.bm25.json").read_text())
    assert len(run) == 45 and all(len(ids) == 20 for ids in run.values())
    scores = json.loads((out / "scores.gold.json").read_text())
    assert scores["judge"]["proxy"] is True
    assert len(scores["examples"]) == 45
    # no predictions, so no submission and no Figure 5 runs; the report's front page is the demo's last word
    assert "leaderboard submission: skipped (no predictions)" in printed and not (out / "figure5").exists()
    assert printed.rstrip().endswith("report/index.html")
    page = (out / "report" / "gold-closed.html").read_text()
    assert "PROXY" in page and "q00000" in page
    assert (out / "report" / "figure4.png").stat().st_size > 0
    # only the gold run: the lower panels (closed run by number of gold tables) have data, the others say why not
    assert "Figure 5: 2 of 6 panels with data (empty: figure5-k-faithfulness, figure5-k-completeness_f1, " in printed
    index = (out / "report" / "index.html").read_text()
    assert 'data-panel="figure5-gold-faithfulness" data-points="3"' in index
    assert 'data-panel="figure5-k-faithfulness" data-points="0">upper (retrieved tables k), faithfulness: empty' in index
