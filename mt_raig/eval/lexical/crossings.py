"""The year a column first crossed a bound, at the start of a claim: "When per-capita consumer debt first passed $100,
the fertility rate stood at 3,669" says the fertility rate of 1956 (the first year, in year order, whose debt cell is
above 100) was 3,669. Read as written, the 3,669 only had to sit in some row of the other table, so a false value of
another year was accepted; the clause is resolved to that year and the claim read as "In 1956, ...".

The column is the one the clause's words name best (:func:`.descriptions.named_column`); its table must keep its year
in one column headed "year" or "season" (or its rows' ISO dates in one headed "date": "The year CRAN first counted more
than 500 packages, ..." is the year of the first such date), and the first row in time order must not already be past
the bound ("first" would then lie before the table). Otherwise the claim is left as written.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> debt = Table("debt", "Consumer debt", ("year", "consumer_debt_dollars"), (("1954", "81.2"), ("1955", "97.0"), ("1956", "104.5")))
    >>> first_crossed("When consumer debt first passed $100, the rate was 3.7.", index_of((debt,)))
    'In 1956, the rate was 3.7.'
"""

from __future__ import annotations

import re
from decimal import Decimal

from .descriptions import named_column
from .firsts import CROSSING_VERB
from .headers import year_key
from .index import TableIndex

_SCALES = {"thousand": 1000, "million": 10**6, "billion": 10**9}
_CROSSED = re.compile(
    r"^(?:(?:in\s+)?the\s+(?:year|season)\s+(?:when\s+|that\s+|in\s+which\s+)?|when\s+)(?P<what>[a-z][\w '’-]*?)\s+first\s+"
    + CROSSING_VERB.replace("(", "(?P<verb>(?:counted|had|recorded|listed|held|numbered)\\s+(?:more\\s+than|over|at\\s+least)|", 1)
    + r"\s+\$?(?P<number>\d[\d,]*(?:\.\d+)?)(?:\s*(?P<scale>thousand|million|billion))?%?(?:\s+[a-z]+)?"
    r"(?:\s*,\s*|\s+(?:saw|had|brought)\s+)", re.I)  # "The year CRAN first counted more than 500 packages, ..."
_FIRST_PAST = re.compile(
    r"^in\s+the\s+first\s+(?:year|season)\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<what>[a-z][\w '’-]*?)\s+(?P<verb>more\s+than|over|above|"
    r"at\s+least|below|under|less\s+than|fewer\s+than)\s+\$?(?P<number>\d[\d,]*(?:\.\d+)?)(?:\s*(?P<scale>thousand|million|billion))?%?"
    r"(?P<tail>(?:[^,;]|,(?=\d{3}))*?)\s*,(?!\d)\s*", re.I)  # "In the first year Australia received more than 4.5 million international visitors, ..."

_FIRST_YEAR = re.compile(
    r"^(?:in\s+)?the\s+first\s+(?:year|season)\s+(?:after\s+(?P<after>\d{4})\s+)?(?:when\s+|that\s+|in\s+which\s+)?(?P<what>[a-z][\w '’-]*?)\s+"
    + CROSSING_VERB.replace("(", "(?P<verb>", 1) + r"\s+\$?(?P<number>\d[\d,]*(?:\.\d+)?)(?:\s*(?P<scale>thousand|million|billion))?%?"
    r"(?P<tail>(?:[^,;]|,(?=\d{3}))*?)(?:\s*,(?!\d)\s*|\s+(?:saw|had|brought)\s+)", re.I)  # "The first year melanoma incidence reached 4.8 per 100,000, ...",
# "The first year after 1962 in which incidence topped 4 per 100,000 saw ..."


def first_crossed(claim: str, index: TableIndex) -> str:
    """``claim`` with its leading "When/In the year <column> first passed <bound>," or "In the first year <column> more
    than <bound>," replaced by "In <year>," (module docstring)."""
    m = _CROSSED.match(claim) or _FIRST_PAST.match(claim) or _FIRST_YEAR.match(claim)
    if m is None or (gid := named_column(index, m.group("what") + " " + (m.groupdict().get("tail") or ""))) is None:
        return claim
    col = index.columns[gid]
    table = index.tables[col.table_pos]
    dated = key = year_key(table)
    if key is None:  # a table of dated counts ("2001-06-21"): the year of the first date past the bound
        key = next((j for j, h in enumerate(table.header) if h.strip().lower() == "date"
                    and all(re.fullmatch(r"\d{4}-\d\d-\d\d", row[j].strip()) for row in table.cells)), None)
        if key is None:
            return claim
    bound = Decimal(m.group("number").replace(",", "")) * _SCALES.get((m.group("scale") or "").lower(), 1)
    verb = m.group("verb").lower()
    rows = []
    for k, r in enumerate(index.table_rows[col.table_pos]):
        year, value = table.cells[k][key].strip(), index.value(r, gid)
        if value is not None and re.fullmatch(r"\d{4}" if dated is not None else r"\d{4}-\d\d-\d\d", year):  # a year, or an ISO date
            rows.append((year if dated is None else int(year), value * col.scale if m.group("scale") else value))  # (its order)
    rows.sort()
    after = m.groupdict().get("after")
    if after:  # "the first year after 1962 in which ...": among the later years only (the first of them may be it)
        rows = [(y, v) for y, v in rows if str(y)[:4] > after]
    below, least = re.search(r"below|under|less|fewer", verb), verb in ("reached", "hit") or verb.startswith("at") or verb.endswith("at least")
    past = [y for y, v in rows if (v < bound if below else v >= bound if least else v > bound)]
    if len(rows) < 2 or not past or past[0] == rows[0][0] and not after or len({y for y, _ in rows}) != len(rows):
        return claim
    return f"In {str(past[0])[:4]}, " + claim[m.end():]
