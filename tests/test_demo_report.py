"""The demo's report in a real headless Chromium: every Figure 5 panel has data, pop-ups stay in the window, 420 px fits.

The demo runs once for the module, every stage on, with a smaller configuration
than ``./run demo``: the generator is the local OpenAI-compatible test server
(the real HTTP backend path) answering each question with its gold insight,
instead of the minutes-long Gemma on CPU; retrieval, the Figure 5 runs, the
lexical judge and the report are the demo's own.
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest
from openai_server import OpenAIServer

from mt_raig.cli import main

PANELS = [f"figure5-{row}-{metric}" for row in ("k", "noise", "gold") for metric in ("faithfulness", "completeness_f1")]
pytestmark = pytest.mark.slow  # the whole demo: dataset build, two retrievers, 6 generation runs, 7 judged runs, report


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    from mt_raig.io.benchmark import load_benchmark

    gold = {e.question: e.insight for e in load_benchmark(None).examples}

    def respond(body):
        prompt = body["messages"][-1]["content"]
        question = re.search(r"Question: (.*?)\n\n\[Output\]", prompt, re.DOTALL).group(1)
        return gold[question]

    out = tmp_path_factory.mktemp("demo") / "out"
    with OpenAIServer(respond) as server:
        code = main(["demo", "--out", str(out), "--backend", f"openai:test-model@{server.url}", "--generate-limit", "3"])
        requests = list(server.requests)
    return code, out, requests


def test_demo_runs_every_figure5_setting(demo, capsys):
    code, out, requests = demo
    assert code == 0
    # step 3 (open, k=3) plus the Figure 5 runs: open k=1 and 2, closed, closed with noise 0.5 and 1; 3 questions each
    assert len(requests) == 6 * 3
    record = json.loads((out / "figure5" / "sweep.json").read_text())
    assert [p["name"] for p in record["points"]] == ["open-k1", "open-k2", "closed", "closed-noise0.5", "closed-noise1"]
    assert all(p["statuses"] == {"ok": 3} for p in record["points"])
    tables_seen = {p["name"]: [len(json.loads(line)["table_ids"]) for line in Path(p["predictions"]).read_text().splitlines()] for p in record["points"]}
    gold_counts = tables_seen["closed"]
    assert tables_seen["open-k1"] == [1, 1, 1] and tables_seen["open-k2"] == [2, 2, 2]
    assert tables_seen["closed-noise1"] == [2 * n for n in gold_counts]  # one irrelevant table per gold table
    # every run shares the settings: only the tables differ
    sidecars = [json.loads((out / "figure5" / f"{p['name']}.settings.json").read_text())["settings"] for p in record["points"]]
    sidecars.append(json.loads((out / "predictions.settings.json").read_text())["settings"])
    assert len({json.dumps(s["sampling"], sort_keys=True) for s in sidecars}) == 1


def test_demo_report_in_chromium(demo, browser, tmp_path):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    _, out, _ = demo
    index = out / "report" / "index.html"
    browser.get(index.as_uri())
    # every Figure 5 panel: points drawn inside its own axes, and the page's count of them
    counts = {li.get_attribute("data-panel"): int(li.get_attribute("data-points"))
              for li in browser.find_elements(By.CSS_SELECTOR, "#figure5-panels li")}
    assert list(counts) == PANELS and all(n > 0 for n in counts.values()), counts
    for panel in PANELS:
        inside = browser.execute_script("""
            const g = document.getElementById(arguments[0]);
            const frame = g.querySelector('g[id^="patch_"] path').getBoundingClientRect();
            const marks = [...g.querySelectorAll('g[id*="-series-"] use')].map(u => u.getBoundingClientRect());
            const ok = marks.filter(m => { const x = m.left + m.width / 2, y = m.top + m.height / 2;
                return x >= frame.left - 1 && x <= frame.right + 1 && y >= frame.top - 1 && y <= frame.bottom + 1; });
            return [marks.length, ok.length, !!g.querySelector('[id$="-empty"]')];""", panel)
        assert inside[0] == counts[panel] and inside[1] == inside[0] and not inside[2], (panel, inside)
    k_panel = browser.find_element(By.ID, "figure5-k-faithfulness")
    assert k_panel.find_elements(By.CSS_SELECTOR, 'g[id*="-closed-"]')  # the closed setting's dashed upper bound
    browser.execute_script("document.getElementById('figure5').scrollIntoView()")
    browser.save_screenshot(str(tmp_path / "demo-figure5.png"))

    # a run page: the pop-up of the claim nearest the right margin stays inside the window
    page = out / "report" / "test-model-closed.html"
    browser.set_window_size(1000, 900)
    browser.get(page.as_uri())
    marks = browser.find_elements(By.CSS_SELECTOR, "mark.claim")
    assert marks
    # the claim starting nearest the right margin: its pop-up (at least 22rem wide) would start there too
    rightmost = max(marks, key=lambda m: browser.execute_script("return arguments[0].getClientRects()[0].left", m))
    assert browser.execute_script("return arguments[0].getClientRects()[0].left", rightmost) > 1000 - 352
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", rightmost)
    ActionChains(browser).move_to_element(rightmost).perform()
    popup = rightmost.find_element(By.CSS_SELECTOR, ".cited")
    assert popup.is_displayed()
    box = browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.right]", popup)
    width = browser.execute_script("return document.documentElement.clientWidth")
    assert 0 <= box[0] and box[1] <= width, (box, width)
    browser.save_screenshot(str(tmp_path / "demo-popup.png"))

    # 420 px wide: the score table scrolls in its own box, the page does not widen (run page and front page)
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 420, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    try:
        for url in (page.as_uri(), index.as_uri()):
            browser.get(url)
            assert browser.execute_script("return window.innerWidth") == 420
            assert browser.execute_script("return document.documentElement.scrollWidth") <= 420, url
        browser.get(page.as_uri())
        table = browser.find_element(By.ID, "summary")
        wrap = table.find_element(By.XPATH, "..")
        assert browser.execute_script("return getComputedStyle(arguments[0]).overflowX", wrap) == "auto"
        browser.save_screenshot(str(tmp_path / "demo-420.png"))
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    shots = ("demo-figure5.png", "demo-popup.png", "demo-420.png")
    assert all((tmp_path / n).stat().st_size > 10000 for n in shots)
    if os.environ.get("MT_RAIG_SHOTS"):  # keep the screenshots to look at
        for n in shots:
            shutil.copy(tmp_path / n, os.path.join(os.environ["MT_RAIG_SHOTS"], n))
