"""Reports: the paper's tables by hand, Figures 4-5 series read back, the HTML page in headless Chromium."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from mt_raig.report import load_runs, write_report
from mt_raig.report.html import cited_rows, locate_claims, verdict
from mt_raig.report.tables import table6, table20, table21

TYPES = ["Analysis & Summary", "Comparison & Relationship", "Performance & Outcome", "Trend & Pattern"]
CHROMEDRIVER = Path("/usr/bin/chromedriver")


def _bench():
    from mt_raig.io.benchmark import load_benchmark

    return load_benchmark(None)


def _example(ex, faith, f1, claims=(), predicted=(), gold=(), prediction=None, faith_status="ok"):
    return {
        "id": ex.id, "type": ex.type, "question": ex.question, "prediction": prediction if prediction is not None else ex.insight,
        "reference": ex.insight, "generation_status": "ok", "faithfulness_status": faith_status, "faithfulness": faith,
        "completeness_status": "ok", "completeness_precision": f1, "completeness_recall": f1, "completeness_f1": f1,
        "claims": list(claims), "predicted_topics": list(predicted), "gold_topics": list(gold), "errors": [],
    }


def _write_run(folder: Path, name: str, model: str, context: dict, examples: list[dict], gold: dict[str, list[str]], proxy=True) -> Path:
    """A predictions file with its settings sidecar, and an MT-RAIG Eval score file naming it."""
    folder.mkdir(parents=True, exist_ok=True)
    preds = folder / f"{name}.jsonl"
    preds.write_text("".join(json.dumps({"id": e["id"], "table_ids": gold[e["id"]], "gold_table_ids": gold[e["id"]], "status": "ok"}) + "\n"
                             for e in examples))
    (folder / f"{name}.settings.json").write_text(json.dumps({"settings": {"llm": {"backend": "x", "model": f"org/{model}"}, "context": context}}))
    scores = folder / f"{name}.scores.json"
    scores.write_text(json.dumps({"format": "mt-raig-eval-report/2", "judge": {"name": "lexical", "proxy": proxy},
                                  "summary": {"predictions": str(preds), "data": "mt-raig-sample"}, "examples": examples}))
    return scores


def _one_per_type(bench):
    out = []
    for t in TYPES:
        out.append(next(e for e in bench.examples if e.type == t))
    return out


@pytest.fixture(scope="module")
def runs_dir(tmp_path_factory):
    """Two models: alpha (open k=2 and k=10, closed, closed with noise 1) and beta (open k=10, closed)."""
    bench = _bench()
    exs = _one_per_type(bench) + [next(e for e in bench.examples if e.type == TYPES[0] and len(e.gold_table_ids) == 3)]
    gold = {e.id: list(e.gold_table_ids) for e in exs}
    folder = tmp_path_factory.mktemp("runs")
    faith = [0.2, 0.4, 0.6, 0.8, 0.6]  # the 5th example is a second A&S: A&S mean 0.4
    paths = {
        "alpha-k2": _write_run(folder, "alpha-k2", "alpha", {"setting": "open", "k": 2, "noise_ratio": None},
                               [_example(e, f / 2, 0.5) for e, f in zip(exs, faith)], gold),
        "alpha-k10": _write_run(folder, "alpha-k10", "alpha", {"setting": "open", "k": 10, "noise_ratio": None},
                                [_example(e, f, 0.5 + i / 10) for i, (e, f) in enumerate(zip(exs, faith))], gold),
        "alpha-closed": _write_run(folder, "alpha-closed", "alpha", {"setting": "closed", "k": None, "noise_ratio": None},
                                   [_example(e, 0.9 if len(gold[e.id]) == 2 else 0.3, 0.7) for e in exs], gold),
        "alpha-noise": _write_run(folder, "alpha-noise", "alpha", {"setting": "closed", "k": None, "noise_ratio": 1.0},
                                  [_example(e, 0.5, 0.6) for e in exs], gold),
        "beta-k10": _write_run(folder, "beta-k10", "beta", {"setting": "open", "k": 10, "noise_ratio": None},
                               [_example(e, 0.5, None if i == 0 else 0.4) for i, e in enumerate(exs)], gold),
        "beta-closed": _write_run(folder, "beta-closed", "beta", {"setting": "closed", "k": None, "noise_ratio": None},
                                  [_example(e, 0.6, 0.6) for e in exs], gold),
    }
    return bench, exs, paths


def test_table6_and_table20_are_means_of_type_means(runs_dir):
    _, exs, paths = runs_dir
    runs = load_runs([str(p) for p in paths.values()])
    assert [r.label for r in runs[:2]] == ["alpha", "alpha"] and runs[0].k == 2 and runs[3].noise_ratio == 1.0
    head, rows = table6(runs)
    alpha = dict(zip(head, rows[0]))
    # alpha k=10 (the paper's k): type means A&S (0.2+0.6)/2, C&R 0.4, P&O 0.6, T&P 0.8 -> Avg. 0.55
    assert alpha["Faithfulness A&S"] == "40.00" and alpha["Faithfulness Avg. (open)"] == "55.00"
    # closed: A&S examples have 2 and 3 gold tables -> (0.9 + 0.3) / 2; the others by their own gold counts
    closed_means = {}
    for e in exs:
        closed_means.setdefault(e.type, []).append(0.9 if len(e.gold_table_ids) == 2 else 0.3)
    expected = sum(sum(v) / len(v) for v in closed_means.values()) / 4
    assert alpha["Faithfulness Avg. (closed)"] == f"{100 * expected:.2f}"
    # completeness F1 k=10: 0.5, 0.6, 0.7, 0.8 for the four types, 0.9 for the second A&S -> A&S 0.7
    assert alpha["Completeness A&S"] == "70.00" and alpha["Completeness Avg. (open)"] == f"{100 * (0.7 + 0.6 + 0.7 + 0.8) / 4:.2f}"
    beta = dict(zip(head, rows[1]))
    assert beta["Completeness A&S"] == "40.00"  # the unscored (null) A&S example is left out, the other counts
    h20, r20 = table20(runs)
    assert dict(zip(h20, r20[0]))["Avg. F1"] == alpha["Completeness Avg. (open)"]


def test_report_folder_tables_figures_and_pages(runs_dir, tmp_path):
    import matplotlib.pyplot as plt

    from mt_raig.report.figures import SCALE, figure4, figure5, panel_points

    _, _, paths = runs_dir
    files = write_report([str(p) for p in paths.values()], tmp_path / "rep")
    md = files["tables"].read_text()
    assert "PROXY scores" in md and "## Table 6" in md and "## Table 20" in md and "Table 21" not in md
    csv6 = (tmp_path / "rep" / "table6.csv").read_text().splitlines()
    assert csv6[0].startswith("Generator,Faithfulness A&S") and csv6[1].startswith("alpha,40.00")
    assert sorted(p.name for p in files["figures"]) == ["figure4.png", "figure4.svg", "figure5.png", "figure5.svg"]
    assert all(p.stat().st_size > 5000 for p in files["figures"])
    assert len(files["html"]) == 6 and (tmp_path / "rep" / "alpha-open-k10.html").is_file()

    runs = load_runs([str(p) for p in paths.values()])
    fig4, _ = figure4(runs, tmp_path / "f")
    points = {ln.get_label(): (ln.get_xdata()[0], ln.get_ydata()[0]) for ln in fig4.axes[0].get_lines()}
    assert set(points) == {"alpha", "beta"} and points["alpha"] == pytest.approx((100 * 0.7, 55.0))
    fig5, _ = figure5(runs, tmp_path / "f")
    upper_faith, _, middle_faith, _, lower_faith, _ = fig5.axes
    lines = {ln.get_label(): ln for ln in upper_faith.get_lines()}
    assert set(lines) == {"alpha", "alpha (closed)", "beta", "beta (closed)"}
    assert list(lines["alpha"].get_xdata()) == [2, 10] and lines["alpha"].get_ydata()[1] == pytest.approx(55.0)
    assert lines["alpha (closed)"].get_linestyle() == "--"
    noise = {ln.get_label(): ln for ln in middle_faith.get_lines()}
    assert list(noise) == ["alpha"] and list(noise["alpha"].get_xdata()) == [0.0, 1.0]
    gold = {ln.get_label(): ln for ln in lower_faith.get_lines()}
    assert list(gold["alpha"].get_xdata()) == [2, 3] and list(gold["alpha"].get_ydata()) == pytest.approx([90.0, 30.0])
    svg = (tmp_path / "f" / "figure5.svg").read_text()
    assert svg.count('<g id="line2d_') >= 12  # the series above plus the grid lines
    # one 0-100 scale on every panel (a small margin keeps a point at 0 or 100 visible), whatever the values span
    assert all(ax.get_ylim() == SCALE and list(ax.get_yticks()) == [0, 20, 40, 60, 80, 100] for ax in fig5.axes)
    assert panel_points(fig5) == {"figure5-k-faithfulness": 3, "figure5-k-completeness_f1": 3, "figure5-noise-faithfulness": 2,
                                  "figure5-noise-completeness_f1": 2, "figure5-gold-faithfulness": 4, "figure5-gold-completeness_f1": 4}
    for gid in ("figure5-k-faithfulness", "figure5-k-faithfulness-series-0", "figure5-k-faithfulness-closed-0"):
        assert f'id="{gid}"' in svg
    empty, _ = figure5([], tmp_path / "e")
    assert all(not ax.lines and not ax.get_yticks().size and not ax.get_xticks().size for ax in empty.axes)  # never drawn as data
    assert set(panel_points(empty).values()) == {0}
    assert [t.get_text() for ax in empty.axes for t in ax.texts][:2] == ["no open-setting runs"] * 2
    assert 'id="figure5-noise-faithfulness-empty"' in (tmp_path / "e" / "figure5.svg").read_text()
    index = files["index"].read_text()
    assert files["figure5_points"] == panel_points(fig5) and '<svg' in index and "<img" not in index
    assert 'data-panel="figure5-noise-faithfulness" data-points="2"' in index and 'href="alpha-open-k10.html"' in index
    plt.close("all")


def test_table21_from_a_metrics_report(tmp_path):
    from mt_raig.eval.judge import EvalItem
    from mt_raig.metrics import load_metric
    from mt_raig.metrics.results import save, score_items

    items = [EvalItem("a", "?", TYPES[0], "the cat sat", "the cat sat", ()), EvalItem("b", "?", TYPES[1], "the dog ran", "the cat sat", ())]
    report = score_items(items, [load_metric("rouge-l")], progress=False)
    save(report, tmp_path / "m.json")
    runs = load_runs([f"gamma={tmp_path / 'm.json'}"])
    head, rows = table21(runs)
    # two question types only: the Avg. is marked, never shown as a 4-type Avg. (issue #23 item 6)
    assert head == ["Generator", "ROUGE-L"] and rows == [["gamma", f"{100 * (1 + 1 / 3) / 2:.2f} (2 of 4 types)"]]


def test_claims_are_located_and_classified():
    text = "Delta flew 10 flights. United flew 20 flights, the most. Nobody else flew."
    spans = locate_claims(text, ["Delta flew 10 flights.", "United flew the most flights", "Cats fly"])
    assert spans[0] == (0, 22, [0])
    assert text[spans[1][0]:spans[1][1]].startswith("United flew 20 flights") and spans[1][2] == [1]
    assert len(spans) == 2  # "Cats fly" is in no sentence
    assert [verdict(c) for c in ({"status": "ok", "score": 1.0}, {"status": "ok", "score": 0.0}, {"status": "skipped"},
                                 {"status": "parse_failed"})] == ["supported", "refuted", "unchecked", "failed"]
    assert cited_rows({"groups": [{"rows": [{"table_id": "t", "row": 3}]}], "rows": [{"table_id": "t", "row": 1}]}) == [("t", 1), ("t", 3)]
    assert cited_rows({"table": 2, "row": 5}) == [(2, 5)]


def test_report_command_with_labels(runs_dir, tmp_path):
    _, _, paths = runs_dir
    proc = subprocess.run([sys.executable, "-m", "mt_raig.cli", "report", f"delta@closed={paths['beta-closed']}",
                           f"delta@open={paths['beta-k10']}", "--out", str(tmp_path / "r"), "--no-figures"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "| delta | " in proc.stdout and "wrote" in proc.stdout and proc.stdout.rstrip().endswith("links to the run pages)")
    assert not (tmp_path / "r" / "figure4.png").exists() and (tmp_path / "r" / "delta-closed.html").is_file()


def _chrome():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = "/usr/bin/chromium"
    for a in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
              "--no-first-run", "--disable-sync", f"--user-data-dir={tempfile.mkdtemp(prefix='mt-raig-chrome-')}", "--window-size=1200,1000"):
        opts.add_argument(a)
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=opts)


@pytest.mark.skipif(not CHROMEDRIVER.exists(), reason="headless Chromium test needs /usr/bin/chromedriver (Debian chromium-driver)")
def test_html_page_renders_highlights_and_links_in_chromium(tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    bench = _bench()
    ex = bench.examples[0]
    airlines, stats = ex.gold_table_ids
    insight = "Virgin America posted the best on-time rate at 81.3%. Delta cancelled 999 flights. The data covers New York."
    claims = [
        {"index": 0, "claim": "Virgin America posted the best on-time rate at 81.3%.", "status": "ok", "score": 1.0,
         "evidence": {"rows": [{"table_id": stats, "row": 1}, {"table_id": airlines, "row": 1}]}},
        {"index": 1, "claim": "Delta cancelled 999 flights.", "status": "ok", "score": 0.0,
         "evidence": {"reason": "in no row", "missing": ["999"]}},
        {"index": 2, "claim": "The data covers New York.", "status": "parse_failed", "score": None, "error": "no verdict in reply"},
    ]
    topics_p = [{"index": 0, "topic": "best on-time rate", "matched": True}, {"index": 1, "topic": "Delta cancellations", "matched": False}]
    topics_g = [{"index": 0, "topic": "best on-time rate", "matched": True}, {"index": 1, "topic": "worst carrier", "matched": False}]
    scores = _write_run(tmp_path / "run", "m", "model-x", {"setting": "closed", "k": None, "noise_ratio": None},
                        [_example(ex, 0.5, 0.5, claims, topics_p, topics_g, prediction=insight, faith_status="incomplete")],
                        {ex.id: [airlines, stats]})
    files = write_report([str(scores)], tmp_path / "rep", benchmark=bench, figures=False)
    [page] = files["html"]
    text = page.read_text()
    assert "<link" not in text and "<script src" not in text and "http" not in text.split("<body>")[0]  # self-contained

    driver = _chrome()
    try:
        driver.get(page.as_uri())
        assert driver.title.startswith("MT-RAIG Eval report: model-x closed")
        marks = driver.find_elements(By.CSS_SELECTOR, "mark.claim")
        assert [m.get_attribute("data-verdict") for m in marks] == ["supported", "refuted", "failed"]
        colors = {m.get_attribute("data-verdict"): m.value_of_css_property("background-color") for m in marks}
        assert len(set(colors.values())) == 3  # each verdict has its own highlight
        cited = marks[0].find_element(By.CSS_SELECTOR, ".cited")
        assert not cited.is_displayed()
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", marks[0])
        ActionChains(driver).move_to_element(marks[0]).perform()
        assert cited.is_displayed()
        row_text = cited.text
        table = bench.tables[stats]
        assert table.title in row_text and table.cells[0][0] in row_text  # the cited row, with its table
        driver.save_screenshot(str(tmp_path / "report.png"))
        link = driver.find_element(By.CSS_SELECTOR, "#ex0-claim1 a.to-span")
        assert link.get_attribute("href").endswith("#ex0-span1")
        driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", link)
        ActionChains(driver).move_to_element(link).click().perform()  # moving there also closes the hover popup
        assert driver.execute_script("return location.hash") == "#ex0-span1"
        assert "in no row" in driver.find_element(By.ID, "ex0-claim1").text
        states = [li.get_attribute("data-state") for li in driver.find_elements(By.CSS_SELECTOR, "li.topic")]
        assert states == ["matched", "missed", "matched", "missed"]
        failures = driver.find_element(By.ID, "failures").text
        assert "faithfulness statuses: incomplete: 1" in failures and "parse_failed: 1" in failures
        assert driver.find_element(By.ID, "proxy-note").is_displayed()
        # a narrow window: the pop-up of the claim starting furthest right is moved left to fit; at 420 px the score
        # table scrolls in its own box and the page does not widen
        for width in (500, 420):
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False})
            driver.get(page.as_uri())
            assert driver.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]")[1] <= width
            marks = driver.find_elements(By.CSS_SELECTOR, "mark.claim")
            right = max(marks, key=lambda m: driver.execute_script("return arguments[0].getClientRects()[0].left", m))
            assert driver.execute_script("return arguments[0].getClientRects()[0].left", right) > width - 352  # a 22rem pop-up would overflow
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", right)
            ActionChains(driver).move_to_element(right).perform()
            box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right, document.documentElement.clientWidth]",
                                        right.find_element(By.CSS_SELECTOR, ".cited"))
            assert 0 <= box[0] and box[1] <= box[2], (width, box)
        wrap = driver.find_element(By.ID, "summary").find_element(By.XPATH, "..")
        assert driver.execute_script("return [getComputedStyle(arguments[0]).overflowX, arguments[0].scrollWidth > arguments[0].clientWidth]", wrap) == ["auto", True]
        driver.save_screenshot(str(tmp_path / "report-420.png"))
    finally:
        driver.quit()
    assert (tmp_path / "report.png").stat().st_size > 10000


@pytest.mark.slow
def test_sweep_then_score_then_report(tmp_path):
    from scripted_llm import ScriptedLLM

    from mt_raig.generation.sweep import read_sweep, score_sweep, sweep
    from mt_raig.report.figures import figure5

    bench = _bench()
    run = {e.id: list(e.gold_table_ids) + [t for t in bench.tables if t not in e.gold_table_ids][:3] for e in bench.examples}
    llm = ScriptedLLM(lambda r: "Virgin America posted the best on-time rate at 81.3%. Delta cancelled 349 of 48110 flights.")
    rec = sweep(bench, llm, tmp_path / "sw", ks=(1, 3), noise_ratios=(1.0,), run=run, limit=2, progress=False)
    assert [p["name"] for p in rec["points"]] == ["open-k1", "open-k3", "closed", "closed-noise1"]
    assert read_sweep(tmp_path / "sw" / "sweep.json")["points"][0]["statuses"] == {"ok": 2}
    settings = json.loads((tmp_path / "sw" / "open-k3.settings.json").read_text())["settings"]
    assert settings["context"]["k"] == 3
    paths = score_sweep(rec, bench, progress=False)
    runs = load_runs(paths)
    assert [(r.setting, r.k, r.noise_ratio) for r in runs] == [("open", 1, None), ("open", 3, None), ("closed", None, None), ("closed", None, 1.0)]
    fig, _ = figure5(runs, tmp_path / "f")
    assert {ln.get_label() for ln in fig.axes[0].get_lines()} == {"scripted-model", "scripted-model (closed)"}
