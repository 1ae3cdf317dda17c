"""A part's share of a whole column: "The 3,014 terrorism deaths of 2001 were about 82% of all terrorism deaths in the
table" says 3,014 is about 82% of the ``terrorism_deaths`` column's sum (3,688: 81.7%); "The 268 hijacking deaths of
2001 were more than a third of all hijacking deaths from 1980 to 2019" that 268 is over a third of the column's sum over
those years; "The three most populous counties together hold about 53% of all the inhabitants" that the three largest
``population`` cells add up to about 53% of the column's sum. Read as plain values, the percentage had to sit in a row
or derive from the one row the part sits in (a ratio of two of its cells), so true shares were refuted and a false one
could be accepted by a ratio that happened to fit.

The whole is "<share> of all [the] <what>", closed by "in the table", "from A to B", "between A and B" (rows of those
years) or the clause's end; ``what`` names the column (:func:`.descriptions.named_column`). The part is either the one
number of the claim that is a cell of that column (in the row of the claim's year, where it writes one), or "the <N>
most/least <adjective> <noun> together" (the sum of the column over the first N rows ranked by the adjective's
column). The share is a percentage ("about 82%": within one unit of its last digit; plain, half a unit; "more than
80%", beyond it) or a fraction ("more than a third", "about half"). Anything else is left to the other checks (None).

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.eval.lexical.values import claim_values
    >>> t = Table("d", "Deaths by year", ("year", "deaths"), (("2000", "8"), ("2001", "30"), ("2002", "2")))
    >>> claim = "The 30 deaths of 2001 were about 75% of all deaths in the table."
    >>> column_share(claim, claim_values(claim, index_of((t,))), index_of((t,)))[0].ok
    True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal

from .checks import Check
from .countbounds import fraction, fraction_holds
from .descriptions import named_column
from .headers import year_key
from .index import TableIndex
from .lexicon import SUPERLATIVES
from .values import Value, rows_holding
from .words import word_value

_BOUND = {"more than": ">", "over": ">", "above": ">", "just over": ">", "less than": "<", "under": "<", "below": "<", "just under": "<",
          "about": "~", "roughly": "~", "around": "~", "nearly": "~<", "almost": "~<", "approximately": "~", "some": "~"}
_SHARE = re.compile(r"(?:\b(?P<bound>" + "|".join(sorted(_BOUND, key=len, reverse=True)).replace(" ", r"\s+") + r")\s+)?"
                    r"(?:(?P<percent>\d+(?:\.\d+)?)\s*(?:%|\s+per\s?cent\b)|(?P<fraction>(?:a|one|two|three)[\s-]+(?:thirds?|quarters?|fifths?|tenths?)|half))"
                    r"\s+of\s+all\s+(?:the\s+)?(?P<what>[a-z][a-z '’-]*?)"
                    r"(?:\s+(?:in\s+the\s+(?:table|data)|from\s+(?P<a>\d{4})\s+(?:to|through)\s+(?P<b>\d{4})|between\s+(?P<a2>\d{4})\s+and\s+(?P<b2>\d{4})))?"
                    r"\s*(?:[.;]|$)", re.I)
_TOP = re.compile(r"\bthe\s+(?P<n>\d+|[a-z]+)\s+(?:(?P<degree>most|least)\s+(?P<adjective>[a-z]+)|(?P<sup>[a-z]+est))\s+(?P<noun>[a-z]+)\s+"
                  r"(?:together|combined)\b", re.I)


_OF_GROUP = re.compile(r"(?:\b(?P<bound>" + "|".join(sorted(_BOUND, key=len, reverse=True)).replace(" ", r"\s+") + r")\s+)?"
                       r"(?P<percent>\d+(?:\.\d+)?)\s*(?:%|\s+per\s?cent\b)\s+of\s+(?:the\s+)?(?P<owner>[^,;.]+?)['’]s?\s+(?P<what>[a-z][a-z -]*?)\s*(?:[.;,]|$)", re.I)


_MADE_UP = re.compile(r"^(?P<subject>[A-Z][\w’'-]*(?:\s+[a-z][\w’'-]*){0,2})\s+(?:made\s+up|accounted\s+for|formed|represented|were|was)\s+"
                      r"(?:(?P<bound>" + "|".join(sorted(_BOUND, key=len, reverse=True)).replace(" ", r"\s+") + r")\s+)?"
                      r"(?P<percent>\d+(?:\.\d+)?)\s*(?:%|\s+per\s?cent\b)\s+of\s+(?P<rest>[^.;]+)", re.I)
_OPPOSITE = {"males": "females", "females": "males", "male": "female", "female": "male", "men": "women", "women": "men", "boys": "girls", "girls": "boys"}


def column_share(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a part's share of a column's sum (module docstring); None when the claim is not of that kind."""
    if (g := _OF_GROUP.search(claim)) is not None and (found := _group_share(claim, g, values, index)) is not None:
        return found
    if (u := _MADE_UP.match(claim)) is not None and (found := _pair_share(claim, u, values, index)) is not None:
        return found
    m = _SHARE.search(claim)
    if m is None or (gid := named_column(index, m.group("what"))) is None:
        return None
    col = index.columns[gid]
    pos = col.table_pos
    table = index.tables[pos]
    span = (m.group("a") or m.group("a2"), m.group("b") or m.group("b2"))
    key = year_key(table)
    if span[0] and key is None:
        return None
    cells = []  # (year or None, value) of the whole's rows
    for k, r in enumerate(index.table_rows[pos]):
        value = index.value(r, gid)
        year = table.cells[k][key].strip() if key is not None else None
        if value is None:
            continue
        if span[0] and not (year.isdigit() and int(span[0]) <= int(year) <= int(span[1])):
            continue
        cells.append((year, value, r))
    whole = sum((v for _, v, _ in cells), Decimal(0))
    if len(cells) < 2 or whole <= 0:
        return None
    part, how = _part(claim, m, values, index, gid, cells, key)
    if part is None:
        return None
    share = part * 100 / whole
    if m.group("fraction"):
        if (n := fraction(m.group("fraction"))) is None:
            return None
        ok = fraction_holds(share, n, _BOUND.get(re.sub(r"\s+", " ", (m.group("bound") or "").lower())))
    else:
        ok = _holds(share, m)
    detail = {"table_id": table.id, "column": col.header, "part": how, "whole": str(whole), "rows": len(cells),
              "share": str(share.quantize(Decimal("0.01"))), "written": m.group(0).strip(" .;")}
    return Check("share", ok, detail), list(range(len(values)))


def _holds(exact: Decimal, m: re.Match) -> bool:
    """Whether a share ``exact`` (percent) is the percentage ``m`` writes with its bound: "about 82%" within one unit of its
    last digit, a plain "82%" within half of one, "more than 80%" beyond it, "nearly 82%" within one and not above."""
    written = Decimal(m.group("percent"))
    unit = Decimal(10) ** -max(0, -written.as_tuple().exponent)
    bound = _BOUND.get(re.sub(r"\s+", " ", (m.group("bound") or "").lower()))
    if bound in (">", "<"):
        return exact > written if bound == ">" else exact < written
    return abs(exact - written) <= (unit if bound else unit / 2) + Decimal("1e-9") and (bound != "~<" or exact <= written)


def _part(claim: str, m: re.Match, values: Sequence[Value], index: TableIndex, gid: int, cells, key) -> tuple[Decimal | None, str]:
    """The part (and how it was found): the claim's one number that is a cell of the column (in its year's row where it
    writes a year), or the sum of the column over "the N most <adjective> <noun> together"."""
    if (top := _TOP.search(claim[:m.start()])) is not None:
        n = int(top.group("n")) if top.group("n").isdigit() else word_value(top.group("n").lower())
        sign = (1 if top.group("degree").lower() == "most" else -1) if top.group("degree") else SUPERLATIVES.get(top.group("sup").lower())
        rank = named_column(index, top.group("adjective") or top.group("sup"))
        if n is None or n < 2 or sign is None or rank is None or index.columns[rank].table_pos != index.columns[gid].table_pos:
            return None, ""
        ranked = sorted(((index.value(r, rank), r) for _, _, r in cells if index.value(r, rank) is not None), key=lambda x: -x[0] * sign)
        if len(ranked) <= n or ranked[n - 1][0] == ranked[n][0]:  # a tie at the cut: which rows are "the N" is unsaid
            return None, ""
        chosen = {r for _, r in ranked[:n]}
        return sum(v for _, v, r in cells if r in chosen), f"the {n} rows first on {index.columns[rank].header}"
    years = {v.mention.number.value for v in values if v.kind == "number" and v.locator and v.start < m.start()}
    numbers = [v for v in values if v.kind == "number" and not v.locator and v.start < m.start() and not v.mention.percent]
    if len(numbers) != 1:
        return None, ""
    part = numbers[0].mention.number.value * numbers[0].mention.scale
    rows = [(y, v) for y, v, _ in cells if v == part]
    if years and key is not None:
        rows = [(y, v) for y, v in rows if y.isdigit() and Decimal(y) in years]
    return (part, f"{numbers[0].text} ({rows[0][0] or 'a cell'})") if rows else (None, "")


def _group_share(claim: str, g: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Women made up about 65% of major C's applicants": the one row of a name (women) among the rows of the owner
    (major C's men and women, one table), as a share of the owner's rows' sum of the column the words name."""
    owner = [i for i, v in enumerate(values) if v.kind == "name" and g.start("owner") <= v.start < g.end("owner")]
    parts = [i for i, v in enumerate(values) if v.kind == "name" and v.end <= g.start()]
    share = [i for i, v in enumerate(values) if v.kind == "number" and v.start == g.start("percent")]
    if len(owner) != 1 or len(parts) != 1 or len(share) != 1 or len(values) != 3:
        return None
    group, part = rows_holding(index, values[owner[0]]), rows_holding(index, values[parts[0]])
    if len(group) < 2 or len(one := group & part) != 1 or len({index.rows[r].table_pos for r in group}) != 1:
        return None
    gid = named_column(index, g.group("what"))
    if gid is None or index.columns[gid].table_pos != index.rows[next(iter(group))].table_pos or index.columns[gid].percent:
        return None
    cells = [index.value(r, gid) for r in group]
    if any(x is None for x in cells) or (whole := sum(cells, Decimal(0))) <= 0:
        return None
    exact = index.value(next(iter(one)), gid) * 100 / whole
    ok = _holds(exact, g)
    detail = {"table_id": index.tables[index.columns[gid].table_pos].id, "column": index.columns[gid].header, "part": values[parts[0]].text,
              "of": values[owner[0]].text, "whole": str(whole), "share": str(exact.quantize(Decimal("0.01"))), "written": g.group(0).strip(" .;,")}
    return Check("share", ok, detail), list(range(len(values)))


def _parts_of(header: str) -> list[str]:
    return [w for w in re.split(r"[\W_]+", header.lower()) if w]


def _pair_share(claim: str, u: re.Match, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Sailors made up about 29% of the Armada's soldiers and sailors combined": the subject's column over the sum of the
    columns the words after "of" name ("A and B combined"), or over it and its one opposite column ("Women made up about
    80% of Americans aged 100 and over in 2000": ``females_2000`` of it and ``males_2000``); in the one row the claim's
    other values locate, else over every row of the table."""
    years = " ".join(re.findall(r"\b(?:1[89]|20)\d\d\b", claim))
    part = named_column(index, f"{u.group('subject')} {years}")
    if part is None:
        return None
    pos, col = index.columns[part].table_pos, index.columns[part]
    both = re.match(r"\s*(?:the\s+)?(?:[\w’'-]+['’]s\s+)?(?P<a>[a-z][\w -]*?)\s+and\s+(?P<b>[a-z][\w -]*?)\s+(?:combined|together)\b", u.group("rest"), re.I)
    if both is not None:
        gids = [named_column(index, f"{both.group(x)} {years}") for x in ("a", "b")]
    else:
        words = _parts_of(col.header)  # (years kept: ``females_2000`` against ``males_2000``, never ``males_2020``)
        swapped = [_OPPOSITE.get(w, w) for w in words]
        other = [c.gid for c in index.table_columns(pos) if _parts_of(c.header) == swapped and swapped != words]
        gids = [part, *other] if len(other) == 1 else [None]
    if None in gids or part not in gids or len(set(gids)) != 2 or any(index.columns[g].table_pos != pos or index.columns[g].percent for g in gids):
        return None
    share_i = [i for i, v in enumerate(values) if v.kind == "number" and v.start == u.start("percent")]
    others = [i for i in range(len(values)) if i not in share_i]
    rows = set(index.table_rows[pos])
    for i in others:  # "aged 100 and over", "in 2000" (the year names the columns, or locates a row)
        held = rows_holding(index, values[i]) & rows
        if held:
            rows = held
        elif not (values[i].kind == "number" and values[i].locator):
            return None
    if len(share_i) != 1 or (others and len(rows) != 1 and len(rows) != len(index.table_rows[pos])):
        return None
    cells = [[index.value(r, g) for r in rows] for g in gids]
    if any(x is None for c in cells for x in c) or (whole := sum((sum(c, Decimal(0)) for c in cells), Decimal(0))) <= 0:
        return None
    exact = sum(cells[gids.index(part)], Decimal(0)) * 100 / whole
    ok = _holds(exact, u)
    detail = {"table_id": index.tables[pos].id, "part": col.header, "of": [index.columns[g].header for g in gids], "rows": len(rows),
              "share": str(exact.quantize(Decimal("0.01"))), "written": u.group(0).strip(" .;,")}
    return Check("share", ok, detail), list(range(len(values)))


__all__ = ["column_share"]
