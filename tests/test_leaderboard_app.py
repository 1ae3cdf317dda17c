"""The leaderboard app in a real headless Chromium: it loads, ranks, filters and shows the validator's message."""

from __future__ import annotations

import json
import os

import pytest

from browser import free_port, wait_for
from mt_raig.io.benchmark import load_benchmark
from mt_raig.leaderboard.hub_results import write_result_files
from mt_raig.leaderboard.pinned import PinnedConfig
from mt_raig.leaderboard.scoring import score_submission
from mt_raig.leaderboard.submission import validate_submission
from test_leaderboard_submission import META, good_records, write_submission

PROXY = PinnedConfig(board="test", judge="lexical", judge_options={}, retrieval_ks=[2, 5], publishable=False)
SYSTEMS = [  # name, setting, size, insight of an example: three systems whose order the scores decide
    ("Org/gold-model", "open", 7.0, lambda e: e.insight),
    ("Org/echo-model", "closed", 70.0, lambda e: e.question),
    ("Org/empty-model", "open", 1.0, lambda e: ""),
]


@pytest.fixture(scope="module")
def seeded(tmp_path_factory):
    bench = load_benchmark(None)
    subset = [e.id for e in bench.examples[:4]]
    by_id = {e.id: e for e in bench.examples}
    root = tmp_path_factory.mktemp("board")
    faith = {}
    for name, setting, size, insight in SYSTEMS:
        records = [dict(r, insight=insight(by_id[r["question_id"]])) for r in good_records(bench) if r["question_id"] in subset]
        if setting == "closed":  # the closed setting's tables_used is the gold set
            records = [dict(r, tables_used=list(by_id[r["question_id"]].gold_table_ids)) for r in records]
        meta = (META.replace("Qwen/Qwen2-7B-Instruct", name).replace("setting: open", f"setting: {setting}")
                .replace("model_size_b: 7.6", f"model_size_b: {size}") + "subset: " + json.dumps(subset) + "\n")
        sub = validate_submission(write_submission(root / name.replace("/", "_"), bench, meta=meta, records=records), bench)
        result = score_submission(sub, bench, PROXY, progress=False)
        faith[name] = result["eval"]["faithfulness"]["Avg."]["mean"]
        write_result_files(result, root / "results", allow_unpublishable=True)
        if name == "Org/gold-model":  # the same answers with two items the judge could not score: 0 on the board
            partial = json.loads(json.dumps(result))
            partial["submission"]["model_id"] = "Org/partial-model"
            cell = partial["board"]["faithfulness"]
            cell.update(scored=2, statuses={"ok": 2, "context_overflow": 2}, headline=cell["headline"] / 2)
            write_result_files(partial, root / "results", allow_unpublishable=True)
    return bench, root, faith


@pytest.fixture(scope="module")
def app_url(seeded):
    os.environ["GRADIO_ANALYTICS_ENABLED"] = "False"
    from mt_raig.leaderboard.app import build_app

    bench, root, _ = seeded
    app = build_app(root / "results", bench)
    port = free_port()
    app.launch(server_name="127.0.0.1", server_port=port, prevent_thread_lock=True, quiet=True)
    yield f"http://127.0.0.1:{port}/"
    app.close()


def model_links(driver):
    from selenium.webdriver.common.by import By

    links = driver.find_elements(By.XPATH, "//a[contains(@href, 'huggingface.co/Org/')]")
    return [a.text.strip() for a in links if a.text.strip()]  # the table also keeps a hidden, empty copy of a row


def test_board_ranks_filters_and_validates(browser, app_url, seeded, tmp_path):
    from selenium.webdriver.common.by import By

    bench, root, faith = seeded
    assert faith["Org/gold-model"] > faith["Org/echo-model"] and faith["Org/empty-model"] == 0.0
    browser.get(app_url)
    links = wait_for(lambda: model_links(browser) if len(model_links(browser)) == 4 else None)
    assert links[0] == "Org/gold-model"  # best faithfulness first
    assert links.index("Org/partial-model") > 0  # unscored items count 0: below the same answers fully scored
    assert set(links) == {name for name, *_ in SYSTEMS} | {"Org/partial-model"}
    href = browser.find_element(By.LINK_TEXT, "Org/gold-model").get_attribute("href")
    assert href == "https://huggingface.co/Org/gold-model"

    # the Coverage column: every row says how many items were scored and over how many question types
    def row_text(model):
        rows = [r.text for r in browser.find_elements(By.XPATH, f"//tr[.//a[text()='{model}']]") if r.text.strip()]
        return rows[0] if rows else None

    assert [h for h in browser.find_elements(By.XPATH, "//th[contains(., 'Coverage')]") if h.is_displayed()]
    assert "2/4 (partial; 3 of 4 types)" in wait_for(lambda: row_text("Org/partial-model"))
    assert "4/4 (3 of 4 types)" in row_text("Org/gold-model") and "(partial)" not in row_text("Org/gold-model")
    browser.save_screenshot(str(tmp_path / "leaderboard.png"))
    if os.environ.get("MT_RAIG_SHOTS"):
        browser.save_screenshot(os.path.join(os.environ["MT_RAIG_SHOTS"], "leaderboard-board.png"))

    # the Setting filter: untick "closed" and the closed-domain system disappears
    closed = [el for el in browser.find_elements(By.XPATH, "//label[.//span[text()='closed']]")][0]
    closed.click()
    wait_for(lambda: len(model_links(browser)) == 3)
    assert "Org/echo-model" not in model_links(browser)

    # the submission tab: an invalid upload shows the validator's message
    tab = [b for b in browser.find_elements(By.XPATH, "//button[contains(., 'Check a submission')]") if b.is_displayed()]
    tab[0].click()
    bad = write_submission(tmp_path / "bad", bench, records=good_records(bench)[:2])
    file_input = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "input[type=file][multiple]"))[0]
    file_input.send_keys(f"{bad / 'submission.yaml'}\n{bad / 'predictions.jsonl'}")
    verdict = wait_for(lambda: [t for t in browser.find_elements(By.CSS_SELECTOR, "#verdict textarea") if "INVALID" in (t.get_attribute("value") or "")])
    assert "questions have no prediction" in verdict[0].get_attribute("value")
    browser.save_screenshot(str(tmp_path / "validator.png"))
    if os.environ.get("MT_RAIG_SHOTS"):
        browser.save_screenshot(os.path.join(os.environ["MT_RAIG_SHOTS"], "leaderboard-validator.png"))
