"""A self-contained HTML page per scored run: every example's insight with its claims highlighted by verdict.

For each example: the question, the insight with each claim highlighted as
``supported`` (green), ``refuted`` (red), ``failed`` (the judge could not
decide: parse/backend/budget failures; amber) or ``unchecked`` (nothing
checkable in it; grey); hovering a highlight shows the verdict and the table
rows the judge cited; the claim list links to each highlight (and back).
Then the predicted and gold topics, matched or missed, and the scores. The
page opens with the per-type scores and the failure counts of the run.

Claims are located in the insight by exact (case-insensitive) match after the
previous claim, else by the sentence sharing most of the claim's words (LLM
decompositions paraphrase); a claim found nowhere is listed but not
highlighted. Cited rows come from the claim evidence: ``{"rows": [{"table_id",
"row"}]}`` (lexical judge; also inside ``groups``) or ``{"table": k, "row": r}``
(LLM judge with evidence; ``k`` counts the tables the generator saw, read
from the predictions file). Table contents need the benchmark; without it a
cited row is shown by table id and row number. No external CSS, script or font. A claim's pop-up is
kept inside the window (a small inline script moves it left near the right margin), and on a narrow
window the score tables scroll inside their own box instead of widening the page.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from mt_raig.report.runs import Run
from mt_raig.tables import Table

VERDICT_ORDER = ("refuted", "failed", "unchecked", "supported")  # a span holding several claims shows the first
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9.%,'-]*")
_SENTENCE = re.compile(r"[^.!?]+(?:[.!?]+(?=\s|$)|$)")

CSS = """
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:2rem auto;max-width:1100px;padding:0 1rem;color:#222;
 line-height:1.5;overflow-wrap:break-word}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2.5rem;border-top:1px solid #ddd;padding-top:1rem}
.table-wrap{overflow-x:auto;max-width:100%}table.scores{border-collapse:collapse;margin:.5rem 0}table.scores td,table.scores th{border:1px solid #ccc;padding:.2rem .6rem;text-align:right}
table.scores th:first-child,table.scores td:first-child{text-align:left}
.proxy{background:#fff3cd;border:1px solid #e0c060;padding:.5rem 1rem}
.insight{background:#fafafa;border:1px solid #e5e5e5;padding:1rem;border-radius:6px}
mark.claim{position:relative;border-radius:3px;padding:0 1px;cursor:help}
mark.supported{background:#c9f0c9}mark.refuted{background:#ffc4c4}mark.failed{background:#ffe08a}mark.unchecked{background:#e4e4e4}
mark.claim .cited{display:none;position:absolute;left:0;top:1.6em;z-index:10;background:#fff;border:1px solid #888;
 box-shadow:0 2px 8px rgba(0,0,0,.25);padding:.4rem;min-width:min(22rem,calc(100vw - 2rem));max-width:min(40rem,calc(100vw - 2rem));
 font-size:.8rem;color:#222;white-space:normal;box-sizing:border-box}
mark.claim:hover .cited,mark.claim:focus .cited{display:block}
.cited .table-wrap{overflow-x:auto}.cited table{border-collapse:collapse;margin:.2rem 0}.cited td,.cited th{border:1px solid #ccc;padding:0 .3rem}
.badge{display:inline-block;border-radius:3px;padding:0 .4rem;font-size:.8rem;margin-right:.3rem}
.badge.supported{background:#c9f0c9}.badge.refuted{background:#ffc4c4}.badge.failed{background:#ffe08a}.badge.unchecked{background:#e4e4e4}
.topic.matched::before{content:"\\2713  ";color:#1a7f1a}.topic.missed::before{content:"\\2717  ";color:#b00}.topic.unknown::before{content:"?  "}
.topic.missed{color:#8a1c1c}.meta{color:#666;font-size:.9rem}.cols{display:flex;gap:2rem}.cols>div{flex:1}
ol.claims li{margin:.2rem 0}a.back{font-size:.8rem;margin-left:.4rem}
"""

# A claim's pop-up opens below it, starting at its left edge; for a claim near the right margin that would run off
# the window, so on hover or focus it is measured and moved left just enough to fit (CSS alone cannot know where the
# claim sits). Inline, so the page stays self-contained.
POPUP_SCRIPT = """
(function(){
  function place(mark){
    var pop = mark.querySelector('.cited'); if (!pop) return;
    var shown = pop.style.display; pop.style.display = 'block'; pop.style.left = '0px';
    var r = pop.getBoundingClientRect(), width = document.documentElement.clientWidth, pad = 8, dx = 0;
    if (r.right > width - pad) dx = width - pad - r.right;
    if (r.left + dx < pad) dx = pad - r.left;
    pop.style.left = dx + 'px'; pop.style.display = shown;
  }
  function onEvent(e){ var m = e.target.closest && e.target.closest('mark.claim'); if (m) place(m); }
  document.addEventListener('mouseover', onEvent); document.addEventListener('focusin', onEvent);
})();
"""


def verdict(claim: dict) -> str:
    """``supported``/``refuted`` for a judged claim (score >= 0.5 or not), ``unchecked`` if skipped, else ``failed``."""
    status = claim.get("status")
    if status == "ok" and claim.get("score") is not None:
        return "supported" if claim["score"] >= 0.5 else "refuted"
    return "unchecked" if status == "skipped" else "failed"


def _words(text: str) -> set[str]:
    return {w.lower().strip(".,'") for w in _WORD.findall(text)}


def locate_claims(insight: str, claims: Sequence[str], min_overlap: float = 0.5) -> list[tuple[int, int, list[int]]]:
    """Non-overlapping ``(start, end, claim indices)`` spans of ``insight``, sorted by start."""
    spans: list[list] = []
    low = insight.lower()
    pos = 0
    unplaced = []
    for i, c in enumerate(claims):
        c = c.strip()
        at = low.find(c.lower(), pos) if c else -1
        if at < 0 and c:
            at = low.find(c.lower())
        if at >= 0 and not any(at < e and at + len(c) > s for s, e, _ in spans):
            spans.append([at, at + len(c), [i]])
            pos = at + len(c)
        else:
            unplaced.append(i)
    sentences = [(m.start(), m.end()) for m in _SENTENCE.finditer(insight) if m.group().strip()]
    for i in unplaced:
        cw = _words(claims[i])
        if not cw:
            continue
        best, score = None, 0.0
        for s, e in sentences:
            overlap = len(cw & _words(insight[s:e])) / len(cw)
            if overlap > score:
                best, score = (s, e), overlap
        if best is None or score < min_overlap:
            continue
        s, e = best
        while s < e and insight[s].isspace():
            s += 1
        hit = next((sp for sp in spans if s < sp[1] and e > sp[0]), None)
        if hit is not None:
            hit[2].append(i)
        else:
            spans.append([s, e, [i]])
    return [(s, e, idx) for s, e, idx in sorted(spans)]


def cited_rows(evidence: dict | None) -> list[tuple[str | int, int]]:
    """``(table id or 1-based table number, 1-based row)`` pairs the evidence cites, in order, deduplicated."""
    out: list[tuple[str | int, int]] = []
    if not isinstance(evidence, dict):
        return out
    rows = list(evidence.get("rows") or [])
    for g in evidence.get("groups") or []:
        rows += list(g.get("rows") or [])
    for r in rows:
        if isinstance(r, dict) and r.get("table_id") is not None and isinstance(r.get("row"), int):
            out.append((r["table_id"], r["row"]))
    if isinstance(evidence.get("table"), int) and isinstance(evidence.get("row"), int):
        out.append((evidence["table"], evidence["row"]))
    return list(dict.fromkeys(out))


def _row_html(ref: tuple[str | int, int], tables_by_id: dict[str, Table], seen: Sequence[Table]) -> str:
    key, row = ref
    table = tables_by_id.get(key) if isinstance(key, str) else (seen[key - 1] if 0 < key <= len(seen) else None)
    name = f"table {key[:10]}" if isinstance(key, str) else f"Table {key}"
    if table is None or not 0 < row <= table.num_rows:
        return f'<div class="row-ref">{html.escape(name)}, row {row} (table contents not available)</div>'
    head = "".join(f"<th>{html.escape(h)}</th>" for h in table.header)
    cells = "".join(f"<td>{html.escape(c)}</td>" for c in table.cells[row - 1])
    return (f'<div class="row-ref"><b>{html.escape(table.title)}</b>, row {row}'
            f'<div class="table-wrap"><table><tr>{head}</tr><tr>{cells}</tr></table></div></div>')


def _why(claim: dict) -> str:
    """The judge's reason for a verdict, when it gave one (lexical evidence ``reason``/``missing``, or an error)."""
    ev = claim.get("evidence") or {}
    bits = [str(ev["reason"])] if ev.get("reason") else []
    if ev.get("missing"):
        bits.append("missing: " + ", ".join(map(str, ev["missing"])))
    if claim.get("error"):
        bits.append(str(claim["error"]))
    return f' <span class="meta">({html.escape("; ".join(bits))})</span>' if bits else ""


def _fmt(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.2f}"


def _summary_html(run: Run) -> str:
    metrics = (("faithfulness", "Faithfulness"), ("completeness_precision", "Comp. P"), ("completeness_recall", "Comp. R"),
               ("completeness_f1", "Comp. F1"))
    types = list(run.type_means("faithfulness"))
    rows = []
    for t in types + ["Avg."]:
        cells = [_fmt(run.avg(m) if t == "Avg." else run.type_means(m).get(t)) for m, _ in metrics]
        rows.append(f"<tr><td>{html.escape(t)}</td>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    head = "<tr><th>Type</th>" + "".join(f"<th>{n}</th>" for _, n in metrics) + "</tr>"
    return f'<div class="table-wrap"><table class="scores" id="summary">{head}{"".join(rows)}</table></div><p class="meta">Avg. = mean of the question-type means (the paper\'s).</p>'


def _failures_html(run: Run) -> str:
    faith = Counter(e.get("faithfulness_status", "?") for e in run.examples)
    comp = Counter(e.get("completeness_status", "?") for e in run.examples)
    claims = Counter(c.get("status", "?") for e in run.examples for c in e.get("claims") or [])
    gen = Counter(e.get("generation_status", "ok") for e in run.examples)

    def line(name: str, counter: Counter) -> str:
        body = ", ".join(f"{html.escape(str(k))}: {v}" for k, v in sorted(counter.items())) or "none"
        return f"<li><b>{name}</b>: {body}</li>"

    return ('<ul id="failures">' + line("faithfulness statuses", faith) + line("completeness statuses", comp)
            + line("claim statuses", claims) + line("generation statuses", gen) + "</ul>")


def _example_html(n: int, ex: dict, tables_by_id: dict[str, Table], seen: Sequence[Table]) -> str:
    claims = ex.get("claims") or []
    insight = ex.get("prediction") or ""
    spans = locate_claims(insight, [c.get("claim", "") for c in claims]) if insight and claims else []
    span_of = {i: k for k, (_, _, idx) in enumerate(spans) for i in idx}
    parts, pos = [], 0
    for k, (s, e, idx) in enumerate(spans):
        parts.append(html.escape(insight[pos:s]))
        verdicts = [verdict(claims[i]) for i in idx]
        v = min(verdicts, key=VERDICT_ORDER.index)
        refs = [r for i in idx for r in cited_rows(claims[i].get("evidence"))]
        popup = "".join(f'<div><span class="badge {verdict(claims[i])}">{verdict(claims[i])}</span>claim {i + 1}{_why(claims[i])}</div>' for i in idx)
        popup += "".join(_row_html(r, tables_by_id, seen) for r in dict.fromkeys(refs)) or '<div class="meta">no rows cited</div>'
        parts.append(f'<mark class="claim {v}" id="ex{n}-span{k}" tabindex="0" data-verdict="{v}" data-claims="{",".join(str(i + 1) for i in idx)}">'
                     f'{html.escape(insight[s:e])}<span class="cited">{popup}</span></mark>')
        pos = e
    parts.append(html.escape(insight[pos:]))
    if not insight:
        parts = [f'<i>no insight (generation status: {html.escape(str(ex.get("generation_status", "?")))})</i>']
    items = []
    for i, c in enumerate(claims):
        v = verdict(c)
        link = f'<a href="#ex{n}-span{span_of[i]}" class="to-span">in the insight</a>' if i in span_of else '<span class="meta">(not located in the insight)</span>'
        items.append(f'<li id="ex{n}-claim{i}" data-verdict="{v}"><span class="badge {v}">{v}</span>{html.escape(c.get("claim", ""))} {link}{_why(c)}</li>')

    def topics(side: str) -> str:
        lis = []
        for t in ex.get(f"{side}_topics") or []:
            state = "unknown" if t.get("matched") is None else ("matched" if t["matched"] else "missed")
            lis.append(f'<li class="topic {state}" data-state="{state}">{html.escape(t.get("topic", ""))}</li>')
        return "<ul>" + "".join(lis) + "</ul>" if lis else '<p class="meta">none</p>'

    scores = (f'faithfulness {_fmt(ex.get("faithfulness"))} ({html.escape(str(ex.get("faithfulness_status")))}), '
              f'completeness P/R/F1 {_fmt(ex.get("completeness_precision"))} / {_fmt(ex.get("completeness_recall"))} / '
              f'{_fmt(ex.get("completeness_f1"))} ({html.escape(str(ex.get("completeness_status")))})')
    errors = "".join(f"<li>{html.escape(str(e))}</li>" for e in ex.get("errors") or [])
    return (f'<section class="example" id="ex{n}"><h2>{n + 1}. {html.escape(ex.get("type", ""))} '
            f'<span class="meta">{html.escape(ex["id"])}</span></h2>'
            f'<p><b>Question.</b> {html.escape(ex.get("question") or "(question not in the score file)")}</p>'
            f'<p class="meta">{scores}</p><div class="insight">{"".join(parts)}</div>'
            f'<h3>Claims ({len(claims)})</h3><ol class="claims">{"".join(items)}</ol>'
            f'<div class="cols"><div><h3>Predicted topics</h3>{topics("predicted")}</div>'
            f'<div><h3>Gold topics</h3>{topics("gold")}</div></div>'
            + (f'<h3>Errors</h3><ul>{errors}</ul>' if errors else "") + "</section>")


def render_run(run: Run, benchmark=None) -> str:
    """The HTML page of one eval run (a complete document as a string)."""
    tables_by_id: dict[str, Table] = dict(benchmark.tables) if benchmark is not None else {}
    gold = {e.id: list(e.gold_table_ids) for e in benchmark.examples} if benchmark is not None else {}
    sections, toc = [], []
    for n, ex in enumerate(run.examples):
        seen_ids = run.table_ids.get(ex["id"]) or (gold.get(ex["id"]) if run.setting == "closed" else None) or []
        seen = [tables_by_id[t] for t in seen_ids if t in tables_by_id]
        sections.append(_example_html(n, ex, tables_by_id, seen))
        verdicts = Counter(verdict(c) for c in ex.get("claims") or [])
        toc.append(f'<li><a href="#ex{n}">{html.escape(ex["id"])}</a> {html.escape(ex.get("type", ""))}: faithfulness '
                   f'{_fmt(ex.get("faithfulness"))}, completeness F1 {_fmt(ex.get("completeness_f1"))} '
                   f'<span class="meta">({", ".join(f"{k} {v}" for k, v in sorted(verdicts.items()))})</span></li>')
    judge = run.judge
    judge_text = ", ".join(str(x) for x in (judge.get("name"), judge.get("model"), judge.get("mode") and f"mode {judge['mode']}") if x)
    proxy = ('<p class="proxy" id="proxy-note">PROXY scores: the lexical judge uses no LLM; these numbers are not comparable '
             "with the paper's LLM-judge scores.</p>") if run.proxy else ""
    missing = []
    if run.examples and not any(e.get("claims") for e in run.examples):
        missing.append("per-example claims (examples[].claims)")
    if run.examples and not any(e.get("prediction") for e in run.examples):
        missing.append("the insight text (examples[].prediction)")
    if not tables_by_id:
        missing.append("table contents (pass the benchmark: mt-raig report --data SRC)")
    note = f'<p class="meta" id="missing">Not available in this score file: {html.escape("; ".join(missing))}.</p>' if missing else ""
    legend = "".join(f'<span class="badge {v}">{v}</span>' for v in ("supported", "refuted", "failed", "unchecked"))
    title = f"MT-RAIG Eval report: {run.describe()}"
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>{html.escape(title)}</title>'
            f"<style>{CSS}</style></head><body><h1>{html.escape(title)}</h1>"
            f'<p class="meta">judge: {html.escape(judge_text)}; scores file: {html.escape(run.path)}'
            + (f"; predictions: {html.escape(str(run.predictions))}" if run.predictions else "") + f"</p>{proxy}{note}"
            f"<h2>Scores</h2>{_summary_html(run)}<h2>Failure counts</h2>{_failures_html(run)}"
            f"<h2>Examples</h2><p>Claim verdicts: {legend} (hover a highlighted claim for the cited table rows)</p>"
            f'<ol id="toc">{"".join(toc)}</ol>{"".join(sections)}<script>{POPUP_SCRIPT}</script></body></html>')


def write_html(run: Run, path: str | Path, benchmark=None) -> Path:
    from mt_raig.atomic import write_text

    return write_text(path, render_run(run, benchmark))
