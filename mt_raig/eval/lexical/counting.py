"""Counts and shares of a table's rows: "Four of the loans have status A", "Pizza was bought three times", "30% of the
listed gas stations are in the Premium segment", "Gas station 636 handled three transactions", "None of the
members wears a Small t-shirt".

A claim is read as a count of rows when it writes a number (digits, or a word: "four", "twenty-four") or a share
("30%", "five percent", "half", "a third", "one in four", "the majority") of a noun that names one of its tables
("loans" for ``... - loan``, "gas stations" for ``gasstations``, "transactions" for ``transactions_1k``), or "N
times" after what a row holds, or opens with "No X" / "None of the X" (a count of 0) or "Of the (N) X, M ..." (M
counted; N, if written, the table's rows). What is counted are the rows of that table that meet every *condition* of the
claim:

- its other values: a table cell it names ("Pizza", "uncommon"), a number naming a row by its key ("gas station
  636", "account 3"), a date or year ("in 2021", the rows dated then), a bounded number ("more than 150": the cells
  of the column its words name that pass the bound), a plain number of the column its words name ("with 0 units"),
  through a key join where the value sits in another table's row;
- a cell of a categorical column (few distinct values) written beside its header word ("status A", "a + label",
  "labelled -", "the Discount segment") or as a word of it, any case and plural ("gold cards", "instants");
- "women"/"female"/"men"/"male" for a one-letter or word sex/gender cell; names listed as the rows counted (members.py).

A count must equal the rows counted; a share (percent) must be their share of the table's rows at the written
precision; "of the ten X" must name the table's row count. In a claim of absence (a count of 0), a word in the slot
of a column's value that is no cell of it ("the Discount segment") meets no row. A claim with no condition, a noun
naming no table, a value the conditions cannot use, or a written total that is not the table's is left to the other
checks (None): a count the judge cannot tie to rows is never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from mt_raig.numbers import Number, rounds_to

from .checks import Check, column_score, of_years
from .countbounds import bound_before, count_holds, fraction, fraction_holds
from .dategaps import year_column
from .alternatives import merged
from .categorical import categorical_conditions
from .cellcounts import column_shares, count_cell, named_column_shares, of_column_total, part_shares, zero_cell
from .derive import row_shares
from .grouping import name_columns
from .index import TableIndex, coordinates, header_stems, header_words, hits, numbers_groups
from .keys import entity_words
from .lexicon import COMPARATIVES, HEADER_NOISE, MEAN_CUE, NEGATED, POOLED_CUE, STOPWORDS, TIMES_WORDS, UNITS, stem
from .members import listed_members
from .money import money_columns
from .nouns import category_table, repeats_a_cell, table_of
from .qualifiers import qualified_rows
from .units import unit_of
from .values import TOTAL_WORDS, Value, agrees, base_columns, best_columns, cell_agrees, compatible, hinted_columns, number_columns, rows_holding
from .windows import claim_years
from .words import dozen_value, word_value

_NUM = r"(?<!\d,)(?<!\d\.)(\d+(?:\.\d+)?|(?:[Hh]alf\s+a|[Aa])\s+dozen|[A-Za-z]+(?:-[a-z]+)?)"  # never the "431" of "174,431"; "a dozen": 12
_OWNER = r"(?:the\s+(?:table|list)['’]s|the|its|all|these|today['’]s|[A-Z][\w-]*['’]s)"  # "of the loans", "of Northwind's nine employees"
_SHARE = re.compile(_NUM + r"\s*(?:%|\s+per\s?cent\b)\s+of\s+(?:" + _OWNER + r"\s+)?(?:listed\s+)?(?:(\w+)\s+)?", re.I)
_LEADING = re.compile(r"^\s*(?:of|among|out of)\s+(?:the|its|all)\s+(?:(\w+)\s+)?(?:listed\s+)?(\w+)\s*,\s*(\d+|[a-z]+(?:-[a-z]+)?)\b", re.I)
_FRACTION = re.compile(r"\b(half|(?:a|one|two)[\s-]thirds?|(?:a|one|three)[\s-]quarters?|(?:a|one)[\s-]fifth|one\s+in\s+(?:two|three|four|five|six|"
                       r"seven|eight|nine|ten)|the\s+majority|a\s+majority)\s+(?:of\s+)?(?:the\s+|its\s+|all\s+)?(?:listed\s+)?(?:(\w+)\s+)?", re.I)
_OF_THE = re.compile(r"\b" + _NUM + r"\s+of\s+" + _OWNER + r"\s+(?:listed\s+)?(?:(\w+)\s+)?", re.I)
_BEFORE_NOUN = re.compile(r"\b" + _NUM + r"\s+", re.I)
_ONE = re.compile(r"\b(?:only|just|exactly)\s+(one)\s+(?=[a-z])", re.I)  # "Only one man did ...": 1 ("a single chin-up" is a value)
_TIMES = re.compile(r"\b" + _NUM + r"\s+times\b(?!\s+(?:the|as|more|less|higher|lower|larger|smaller|bigger|greater|his|her|its|their|that)\b)", re.I)
_TWICE = re.compile(r"\b(once|twice|thrice)\b(?!\s+(?:the|as|more|less|higher|lower|larger|smaller|bigger|greater|his|her|its|their|that|over|a|an|in|every|each)\b)", re.I)
_OF_ROWS = re.compile(r"\s+of\s+(?:the\s+|all\s+)?(?:[A-Z][\w-]*\s+){0,2}([a-z]+)\b")  # "% of (the) (Northeast) families"
_NONE = re.compile(r"^\s*(?:(?:in|for|at|on)\s+(?=none\b))?(?:(?:none\s+of\s+the|not\s+(?:one|a\s+single\s+one)\s+of\s+the|not\s+a\s+single|no)\s+|none\s+of\s+(?=(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*['’]s\s))(?:listed\s+)?", re.I)
_TOTAL = re.compile(r"(\d+|[a-z]+(?:-[a-z]+)?)\s+(?=[A-Za-z])", re.I)
_APPOSED = re.compile(r"[\w\s'’-]*[,(]\s*(?:or\s+)?(?:(?:about|roughly|around|nearly|almost|some|approximately)\s+)?")  # "Three of
# the eight Chinook employees, 37.5%, ...", "6 of the 18 mountains listed, about 33%": the count's share
_WHOLE = re.compile(r"\b(?:has|have|had|lists?|listed|includes?|included|contains?|contained|employs?|employed|comprises?|"
                    r"there\s+(?:are|were)|works?\s+with|worked\s+with|a\s+total\s+of|all|divided\s+into|split\s+into|made\s+up\s+of|consists?\s+of|"
                    r"covers?|covered|spans?|spanned)\s+(?:(?:just|only|exactly|some)\s+)?$", re.I)
_WHOLE_AFTER = re.compile(r"\s*(?:[A-Za-z-]+\s+){1,3}?(?:(?:are|were)\s+(?:listed|given|included|shown|recorded|covered|surveyed)|took\s+part|take\s+part|"
                          r"participated)\b", re.I)  # ("Ten African countries took part in the survey": all the rows the adjective names)
_ALL = re.compile(r"^\s*(?:all|each\s+of)\s+(?:of\s+)?(?:the\s+|its\s+)?(\d+|[a-z]+(?:-[a-z]+)?)\s+(?=[A-Za-z])", re.I)
_NO = re.compile(r"\b(?:no|zero|not\s+(?:one|a\s+single)(?=\s+(?!of\b)[a-z]+\b))\s+(?!more\b|less\b|fewer\b|longer\b|later\b|earlier\b|other\b|one\b|doubt\b)", re.I)
_PERSON = re.compile(r"(?:man|woman|men['’]s|women['’]s|one|team|player|runner|rider|driver|athlete|country|nation)\b", re.I)
_NO_TIME = re.compile(r"\b(?:at\s+no\s+(?:point|time|stage)|in\s+no\s+(?:single\s+)?(?:year|month|season|week|day|quarter|decade)s?)\b", re.I)  # "In no
# year after 2006 did access fall below 81%": as "never"
_NEVER = re.compile(r"\bnever\b|^not\s+once\b|" + _NO_TIME.pattern, re.I)  # "Not once in 2009 did the gas bill top $250"
_SINCE = {"before": "<", "prior to": "<", "earlier than": "<", "until": "<", "after": ">", "later than": ">", "since": ">="}
_TOTAL_AFTER = re.compile(r"\s*(?:of\s+)?(?:(?:the|its|their)\s+)?(?:[a-z]+['’]s\s+)?(?:[a-z]+\s+){0,2}?total\b", re.I)
_LISTED = re.compile(r"\s*(?:,\s*|(,?\s*(?:and|or)\s+))")
_EXCEPT = re.compile(r"\b(?:apart\s+from|aside\s+from|except(?:\s+for)?|other\s+than|besides|excluding|but|outside)\s+(?:the\s+)?$", re.I)
_PAST = re.compile(r"\b(?:(beyond|above|past|below|under|before|after)|(north|south|east|west)\s+of)\s+[a-z]+\s+$", re.I)  # "beyond period 4": its
# cells > 4; "north of latitude 10": latitude > 10 (south: below; east of longitude 20: above)
_EXCEED = re.compile(r"\b(?:exceeded|exceeds|exceed|topped|(?<!the\s)(?<!a\s)tops?|surpassed|over|beyond|under|(?:reached|reach|reaches|hit)"
                     r"(?:\s+(?:a|an)\s+(?:[a-z]+\s+){0,2}?of)?)\s+[$€£]?$", re.I)  # reached: >= ("reached a total of 24,000")
_THAN = re.compile(r"\b([a-z]+)\s+than\s+$", re.I)
_LEAD_COUNT = re.compile(r"\s*(?:only\s+|just\s+)?(\d+|[A-Za-z]+(?:-[a-z]+)?)\s+[a-z]+\s+(?!of\b)")  # "Six countries went ..."
_AGED = {"younger": -1, "older": 1}  # of an age in years (never of a date: "older than 1990" is born before it)
_DEFINITE = re.compile(r"\b(?:the|all|these|those|first|last|top|bottom|next|other|its|their|about|around|nearly|some|over)\s+$", re.I)
_ANOTHER = re.compile(r"\band\s+(?:one|a single|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+[A-Za-z]", re.I)


def _number(text: str) -> Decimal | None:
    value = text if text[0].isdigit() else dozen_value(text) or word_value(text)
    return None if value is None else Decimal(value)


def _count_phrase(claim: str, index: TableIndex, lone: bool = False):
    """(number value, is a share, the table counted, the written total or None, span of the number) or None;
    ``lone``: the claim's only value is this number, so digits before a table's noun count its rows too."""
    m = _NONE.match(claim) or (None if _NO_TIME.search(claim) else _NO.search(claim))  # ("In no year ...": read as "never")
    if m is not None and m.re is _NO and re.search(r"\b(?:has|have|had)\s+$", claim[:m.start()], re.I) and _OF_THE.search(claim[:m.start()]):
        m = None  # "Three of the mammals have no recorded conservation status": a condition of the rows counted, not a count
    if m is not None and m.re is _NO and m.start() > 0 and (lead := _LEAD_COUNT.match(claim)) is not None and (_number(lead.group(1)) or 0) > 0:
        m = None  # "Six countries went through no revolutions": the six are counted, "no revolutions" is their condition
    if m is not None:
        end, total = m.end(), None
        if (said := _TOTAL.match(claim, end)) is not None and (total := _number(said.group(1))) is not None:
            end = said.end()  # "None of the twelve flights": the table's rows, not a condition
        words = re.findall(r"[A-Za-z]+", claim[end:])[:4]  # "No card", "No single order", "no double (=) bonds"
        table = next((t for k in range(3) if (t := table_of(index, words[k:])) is not None), None)
        if table is None and m.start() == 0 and (m.re is _NONE or _PERSON.match(claim, end)):  # "None of the players ...",
            return Decimal(0), False, None, None, (m.start(), end), (0, 0)  # "No woman won in under 2:22:30": the table
            # holding the conditions
        return (Decimal(0), False, table, total, (m.start(), end), (0, 0)) if table is not None else None
    if (m := _NEVER.search(claim)) is not None:  # "The club never received dues larger than 50": the table of the conditions
        return Decimal(0), False, None, None, (m.start(), m.end()), (0, 0)
    if (m := _ALL.match(claim)) is not None and (n := _number(m.group(1))) is not None:  # "All three teams play in the AL":
        words = re.findall(r"[A-Za-z]+", claim[m.end():])[:3]  # every one of the table's N rows meets the conditions
        table = next((t for k in range(2) if (t := table_of(index, words[k:])) is not None), None)
        if table is not None:
            return n, False, table, n, (m.start(), m.end()), (0, 0)
    if (m := _LEADING.match(claim)) is not None and (n := _number(m.group(3))) is not None:  # "Of the five loans, two were ..."
        total = _number(m.group(1)) if m.group(1) and (m.group(1)[0].isdigit() or word_value(m.group(1)) is not None) else None
        table = table_of(index, [m.group(2)]) if m.group(1) is None or total is not None else table_of(index, [m.group(1), m.group(2)])
        if table is not None:
            return n, False, table, total, (m.start(), m.end(3)), (0, 0)
    for pattern, share in ((_FRACTION, "fraction"), (_SHARE, True), (_OF_THE, False), (_TIMES, False), (_TWICE, False), (_ONE, False), (_BEFORE_NOUN, False)):
        for m in pattern.finditer(claim):
            n = fraction(m.group(1)) if share == "fraction" else Decimal(1) if pattern is _ONE else Decimal(
                TIMES_WORDS[m.group(1).lower()]) if pattern is _TWICE else _number(m.group(1))
            if n is None or (pattern is _BEFORE_NOUN and not m.group(1).replace("-", "").isalpha() and not lone):
                continue  # digits before a noun ("5 loans") are the row counts of the other checks
            if pattern in (_BEFORE_NOUN, _TIMES, _TWICE) and (_DEFINITE.search(claim[:m.start()]) or n != n.to_integral_value()) or (
                    pattern is not _FRACTION and re.search(r"\bone\s+in\s+$", claim[:m.start()], re.I)):  # "one in four of": a rate
                continue  # "all ten districts", "the three pizza expenses": a set named, not counted; "22.8 times" a ratio
            if re.search(r"\bbetween\s+$", claim[:m.start(1)], re.I):
                continue  # "the shortest gap between two elections": a pair of rows, never two counted
            if re.match(r"\s+(?:more|fewer|less|higher|lower|greater|larger|smaller|times\s+(?:as|the|more|less|his|her|its|their|that))\b", claim[m.end(1):]):
                continue  # "two more championships than the Lakers": a comparison's gap; "fourteen times as long": a multiple
            if re.match(r"\s+(?:hundred|thousand|million|billion|trillion|dollars?|cents?|euros?|pounds?|pence)\b", claim[m.end(1):], re.I) or (
                    (unit := re.match(r"\s+([a-z]+)", claim[m.end(1):])) and (unit.group(1) in UNITS or (u := unit_of(unit.group(1))) is not None and u[0] != "fraction")
                    and not re.search(r"\b(?:in|over|across|during)\s+$", claim[:m.start(1)], re.I)
                    and not (m.start(1) == 0 and _row_nouns(index, unit.group(1)))):  # ("in six months": rows; so are "Five months
                # passed without any snow" at the start of a claim on a table of months)
                continue  # "eleven trillion dollars", "eighty-three years", "two dollars": a quantity, not a count of rows
            if _ANOTHER.search(claim, m.end()):
                return None  # "three cl atoms and one c atom": one count of several
            after = m.group(2) if pattern in (_FRACTION, _SHARE, _OF_THE) else None
            total = _number(after) if after is not None and (after[0].isdigit() or word_value(after) is not None) else None
            rest = m.end() if total is not None or after is None else m.start(2)
            if pattern in (_TIMES, _TWICE):  # "read below 910 millibars twice": the rows meeting it
                return n, False, None, None, (m.start(), m.end()), (0, 0)
            if pattern is _OF_THE and re.match(r"\s*[A-Za-z]+s['’]\s", claim[rest:]):
                continue  # "15 of the five counties' 41 floods": a part of what the rows hold, not a count of them
            nouns = list(re.finditer(r"[A-Za-z]+", claim[rest:]))[:4]
            digits = pattern is _BEFORE_NOUN and not m.group(1).replace("-", "").isalpha()  # "Northwind works with 3 shippers": right before
            for skip in range(0, 3 if pattern in (_BEFORE_NOUN, _OF_THE) and not digits else 1):  # "three payment orders"
                table = table_of(index, [w.group(0) for w in nouns[skip:]])
                if table is None and total is not None and skip == 0 and nouns:  # "Eight of the nine males": the one table
                    table = category_table(index, nouns[0].group(0))  # whose category cells the plural names
                if table is not None and digits and any(hits(c, stem(nouns[skip].group(0).lower())) and n in c.numbers()
                                                        for c in index.table_columns(table)):
                    break  # "The House had 150 seats at six elections": a cell of ``seats``, never 150 rows counted
                if table is not None:
                    return n, share, table, total, (m.start(), min(m.end(), rest)), (rest, rest + nouns[skip].start())
    return None


def count_rows(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim counting a table's rows (by the rules above), with the values it used; None otherwise."""
    lone = len(values) == 1 and values[0].kind == "number" and values[0].mention is not None and not (values[0].mention.percent or values[0].locator)
    if (found := _count_phrase(claim, index, lone)) is None:
        return None
    n, share, table, total, span, between = found
    if re.match(r"\s*(?:of|among)\b", claim, re.I) and 0 < span[1] < claim.find(","):
        return None  # "Of Meighen's three Nova Scotia appointees, John Stanfield had ...": the scope of what the rest says
    times = table is None and n != 0  # "N times" after what a row holds
    owner = re.compile(r"\bof\s+(?:its|their|his|her)\b").search(claim, span[0], span[1] + 12) if share else None
    owned = [v for v in values if (v.kind == "name" or v.locator) and span[0] < v.start < span[1] + 20 and re.search(r"\bof\s+$", claim[:v.start])
             and re.match(r"['’]s?\s", claim[v.end:])] \
        if share else []  # "83.53% of Maryland's population", "10% of 2016's annual sales": a part of one entity (a cell); "44% of
    # Northwind's nine employees" counts
    if owner or owned or share and _of_columns_owner(claim, span, index):
        return None  # "30% of its inhabitants": a part of one entity, not of the table's rows; "55% of men's": of a column
    values = list(values)  # a bound read here ("exceeded 8000") stays here
    counted = [i for i, v in enumerate(values) if v.start < span[1] and span[0] < v.end]
    if counted and all(values[i].locator and values[i].kind == "number" for i in counted) and n != 0 or any(
            values[i].unit and not re.search(r"\bof\s+(?:the|its|their)\s+$", claim[:values[i].start]) for i in counted):  # ("5 of the 47
        # years": the rows, not a duration)
        return None  # "Participant twenty weighed 138 pounds": a row's key; "three hours behind": a quantity, not a count
    apposed = [i for i, v in enumerate(values) if i not in counted and not share and v.kind == "number" and v.mention is not None
               and v.mention.percent and _APPOSED.fullmatch(claim, span[1], v.start) and re.match(r"\s*(?:[,);]|\.?\s*$)", claim[v.end:])]
    conditions = [i for i in range(len(values)) if i not in counted and i not in apposed]  # "Three of the eight ..., 37.5%, ..."
    if n == 0 and re.match(r"\s*(?i:none)\s+of\s+[A-Z]", claim[span[0]:]) and len(conditions) < 2:
        return None  # "None of Orion's three stars is among the four brightest": only the owner read, not what is denied
    counted_words = [(s, 0.5) for i in counted for s, _ in values[i].window if s not in STOPWORDS] if n == 0 else []  # ("No year": "year")
    for i in conditions:
        v = values[i]
        if counted_words and v.kind == "number" and not v.locator and v.start > span[1] and table is not None \
                and ((hinted := hinted_columns(index, v, table)) is None or len(hinted) > 1):
            v = values[i] = replace(v, window=[*v.window, *counted_words], hints={}, strong={})  # "No year from 1975 to 1993 reached 24,000 tonnes":
            # a year's tonnes (``year_total_tonnes``), where the words after the number name every quarter's alike
        if v.kind == "number" and v.bound is None and (m := _PAST.search(claim[:v.start])):
            v = values[i] = replace(v, bound="<" if (m.group(1) or m.group(2)).lower() in ("below", "under", "before", "south", "west") else ">", locator=False)
        if v.kind == "number" and not v.locator and v.bound is None and (m := _EXCEED.search(claim[:v.start])):
            v = values[i] = replace(v, bound="<" if m.group(0).lower().startswith("under") else ">=" if m.group(0).lower().startswith(("reach", "hit")) else ">")
        if n == 0 and v.kind == "number" and v.bound is None and not v.mention.percent and (m := _THAN.search(claim[:v.start])) \
                and (sign := COMPARATIVES.get(m.group(1).lower()) or (v.unit is not None and v.unit[0] == "time" and _AGED.get(m.group(1).lower()))):
            aged = [(stem(m.group(1).lower()), 2.0)] if m.group(1).lower() in _AGED else []
            v = values[i] = replace(v, bound=">" if sign > 0 else "<", locator=False, window=[*v.window, *aged])  # "None of the rivers
            # is shorter than 500": a bound on each row; "... is younger than 38 million years": an age below it, the age's column
        plain = v.kind == "number" and v.bound is None and not v.locator
        valued = share and v.start > span[1] and re.search(r"\b(?:at|of|to|with)\s+$", claim[:v.start]) and table is not None \
            and hinted_columns(index, v, table)  # "60% of the invoice lines are priced at 0.99": a cell of the column named
        if plain and (v.mention.percent or (share and not valued) or re.search(r"\bthan\s+(?:\w+\s+)?$", claim[:v.start], re.I)):
            return None  # "taller than 190.5": a comparison; "2817 cancellations were 5.2% of its flights": a ratio
        if v.kind == "number" and not (v.locator or v.bound in (">", ">=", "<", None)) or v.kind == "month" or v.kind == "duration" and v.bound is None:
            return None  # another quantity: not a plain count
    if share and table is not None and (of := _OF_ROWS.match(claim, claim.find("%", span[0]) + 1)) is not None \
            and not any(values[i].kind == "number" and values[i].bound in (">", ">=", "<", "<=") for i in conditions) and any(
            c.percent and stem(of.group(1).lower()) in c.stems and any(cell_agrees(values[i], c, x) for x in c.numbers() for i in counted)
            for c in index.table_columns(table)):
        return None  # "42.1% of Northeast families had incomes of $15,000 or more": a cell of ``pct_of_families``, no share of rows
    excluded = [i for i in conditions if values[i].kind == "name" and _EXCEPT.search(claim[:values[i].start])]
    for k in list(excluded):  # "other than China and India", "except Alaska, Utah and Colorado": the names listed after the first
        chain = [k]  # (a list closed by "and" or "or"; never "Apart from National Day, Spain has ...")
        while chain[-1] + 1 < len(values) and values[chain[-1] + 1].kind == "name" and (gap := _LISTED.fullmatch(claim, values[chain[-1]].end, values[chain[-1] + 1].start)):
            chain.append(chain[-1] + 1)
            if gap.group(1):
                excluded += [i for i in chain[1:] if i in conditions and i not in excluded]
                break
    conditions = [i for i in conditions if i not in excluded]  # "Apart from Prague, no listed Czech city ...": not counted
    names = [i for i in conditions if values[i].kind == "name"]
    cols = [name_columns(index, values[i].cell) for i in names]  # "None of the Gentoos came from Dream": two columns' cells, both met
    apart = n == 0 and len(names) >= 2 and not any(a & b for k, a in enumerate(cols) for b in cols[k + 1:])
    if len({values[i].cell for i in names}) >= 2 and not apart and (not set.intersection(*(rows_holding(index, values[i]) for i in names))
                                                                    or listed_members(claim, values, names)[0] != names):
        return _listed(claim, values, index, n, share, table, between, counted, conditions, names)
    whole = [i for i in conditions if table is not None and values[i].kind == "number" and values[i].mention is not None and re.search(
        r"\b(?:among|of)\s+(?:the|all|these|its)\s+$", claim[:values[i].start]) and values[i].mention.number.value == len(index.table_rows[table])]
    conditions = [i for i in conditions if i not in whole]  # "No post among the ten scored below 10": the ten are the table
    named_table = table
    after = (m := _WHOLE_AFTER.match(claim, span[1])) and table is not None and not repeats_a_cell(index, table, re.findall(r"[A-Za-z]+", m.group(0)))
    every = not conditions and n > 0 and not share and table is not None and bool(_WHOLE.search(claim[:span[0]]) or after)  # "Chinook
    # has eight employees": all its rows ("belonged to just three airlines" counts some, not told which)
    every = every or share is True and not conditions and table is not None and _TOTAL_AFTER.match(claim, span[1]) is not None \
        and any(set(header_words(c.header)) & TOTAL_WORDS for c in index.table_columns(table))  # "Gas made up about 57% of the
    # total bills": a part column's share of the total column over all the rows
    found = rows_meeting(claim, values, index, conditions, table, n == 0, between, every=every)
    if found is None:
        return None
    table, own, met, extra = found
    if n == 0 and _NO_TIME.fullmatch(claim, span[0], span[1]) and not extra \
            and all(values[i].kind == "number" and values[i].bound is None for i in conditions):
        return None  # "In no year from 2008 to 2017 did renewables out-generate fossil fuels": only the span read, not what is denied
    if not share and total is None and n > len(own) and values[counted[0]].kind == "number" if counted else False:
        return None  # "Boat C carried 71 people" of five boats: more than the rows, so a cell's number, not a count of them
    left_out = set().union(*(rows_holding(index, values[i]) for i in excluded))
    part = qualified_rows(claim, index, table)  # only the rows a place's adjective names ("Czech": Czechia's)
    exceptions = [set(met) & rows_holding(index, values[i]) for i in excluded if rows_holding(index, values[i]) & set(own)]
    met = [r for r in met if r not in left_out and (part is None or r in part)]
    if times and any(index.value(p, c.gid) == n for r in met for p in (r, *index.partners[r])
                     for c in index.table_columns(index.rows[p].table_pos) if not c.id_like):
        return None  # "viewed 8198 times", "struck out 150 times": the named row's (or its joined row's) count column holds N
    subject = [i for i in conditions if values[i].kind == "name" and values[i].end <= span[0]]
    joined = named_table is not None and all(not any(index.rows[r].table_pos == table for r in rows_holding(index, values[i])) for i in subject)
    if n == 0 and span[0] > 0 and len(subject) == len(conditions) and not extra and not joined:
        return None  # "ExpressJet never had the best on-time rate": nothing counted but the subject itself ("X has no books" counts)
    parts = [rows for rows, _ in extra] + [rows_holding(index, values[i]) for i in conditions if values[i].kind == "name"] + \
        ([set(part)] if part is not None else [])  # "None of the ten African countries": the ten rows the adjective names
    if total is not None and total != len(own) and not any(len(set(own) & rows) == total for rows in parts):  # "of the nine males"
        return of_column_total(claim, span, index, table, met, n, share, total, values, counted, conditions)
    bounded = any(values[i].kind == "number" and values[i].bound in (">", ">=", "<", "<=") for i in conditions)  # "none scored below 10"
    if len(met) == 1 and n == 0 and not share and not bounded and (cell := zero_cell(claim, span, index, table, met[0])) is not None:
        detail = {"table_id": index.tables[table].id, "row": index.rows[met[0]].row, "cell": str(cell[1]), "count": "0"}
        return Check("count", cell[1] == 0, {**detail, "column": cell[0]}), [*counted, *conditions]
    if len(met) == 1 and n > 1 and not share and (cell := count_cell(claim, span, index, table, met[0])) is not None:
        detail = {"table_id": index.tables[table].id, "row": index.rows[met[0]].row, "cell": str(cell[1]), "count": str(n)}
        return Check("count", count_holds(cell[1], n, bound_before(claim, span[0])), {**detail, "column": cell[0]}), [*counted, *conditions]
    if (total is None or share) and len(met) == 1 and n > 1 and not extra and conditions and all(values[i].kind == "name" and met[0] in rows_holding(index, values[i])
                                                                   for i in conditions):
        return None  # "Lithuania borders four countries": the subject is itself the one row counted; what it counts is elsewhere
    if share is True and len(met) == 1 and any(c.percent and not c.id_like and index.value(met[0], c.gid) == n for c in index.table_columns(table)):
        return None  # "where he took 87.1% of the vote" of Mississippi's ``republican_pct_1964``: the row's cell, not a share of rows
    if share == "fraction":  # "half of the loans", "about a third", "more than half", "the majority": of the rows, or of
        shares = [Decimal(100 * len(met)) / len(own), *named_column_shares(claim, span[1], values, index, table, met)]
        ok = any(fraction_holds(x, n, bound_before(claim, span[0])) for x in shares)
    elif share:  # of the rows, or of a measure column's total over them ("Fundraising made up about 31% of the income")
        written = next((v for i, v in enumerate(values) if i in counted and v.kind == "number"), None)
        before = {stem(w) for w in re.findall(r"[A-Za-z]+", claim[:written.start])} if written is not None else set()
        named = {c.header for c in index.table_columns(table) if any(hits(c, st) for st in before)}  # "wind generated about 61%"
        noun = re.search(r"%\s+of\s+(?:the\s+|all\s+)?(?:listed\s+)?((?:[a-z]+\s+){0,2})", claim[span[0]:span[1] + 40])
        said = {stem(w) for w in noun.group(1).split() if word_value(w) is None} if noun is not None else set()  # "of the weeks"
        shares = [Decimal(100 * len(met)) / len(own)] + column_shares(index, table, met) + [  # the named cell's share of its row
            x for r in met[:1] if len(met) == 1 for x, _, c in row_shares(index, index.rows[r]) if c in named] + [
            x for r in met[:1] if len(met) == 1 for x in part_shares(claim, index, table, r, said)] + [  # a part cell of the whole one
            x for i in conditions if values[i].kind == "name" and values[i].end <= span[0] and set(met) < set(g := (rows_meeting(  # of a group's
                claim, values, index, [k for k in conditions if k != i], table, False, between) or (0, 0, met))[2])  # total: the subject's
            for x in column_shares(index, table, met, within=g)]
        shares += _part_of_total_column(index, table, met, named)  # "Gas made up about 45% of the household's total bills"
        t = index.tables[table]  # the rows' own noun: a column of their names so headed ("of the states": ``state``; never "of the votes")
        rows_noun = any(said & header_stems(h) for j, h in enumerate(t.header) if any(c[j][:1].isalpha() for c in t.cells))
        if (total is not None and total == len(own) or rows_noun) and not re.search(r"[a-z]s['’](?:\s|$)|\b(?:combined|total|overall)\b", claim):
            shares = shares[:1]  # "30% of the fifteen areas", "about 8% of the states": of the rows, never of a measure
        ok = any(agrees(x, written) if written is not None else rounds_to(x, Number(str(n), n, 0)) for x in shares)
    else:  # "at least two flights", "fewer than three", "about 40": the bound written before the count
        ok = count_holds(Decimal(len(met)), n, bound_before(claim, span[0]))
        if n == 0 and len(exceptions) == len(excluded):  # "No country other than China and India had more than 300 million":
            ok = ok and all(exceptions)  # the two did (never "other than China and Spain" where Spain did not)
        ok = ok and all(agrees(Decimal(100 * len(met)) / len(own), values[i]) for i in apposed)  # ", 37.5%,": of the rows
    detail = {"table_id": index.tables[table].id, "rows": len(met), "of": len(own), "share" if share else "count": str(n),
              "conditions": [values[i].text for i in conditions] + [text for _, text in extra]}
    return Check("count", ok, detail), [*counted, *conditions, *apposed, *excluded, *whole]


def _row_nouns(index: TableIndex, noun: str) -> bool:
    """Whether a plural noun names the rows of a table by the header of its column of row names ("months": ``month``)."""
    said = stem(noun.lower())  # (never "Three years later" of a column of years)
    return any(said == stem(h.lower()) and not any(ch.isdigit() for r in t.cells for ch in r[j]) for t in index.tables for j, h in enumerate(t.header))


def _part_of_total_column(index: TableIndex, table: int, rows: Sequence[int], named: set[str]) -> list[Decimal]:
    """The totals over ``rows`` of the ``named`` columns that are parts of the table's one total column (``gas_bill_usd`` of
    ``total_bill_usd``: a header word besides the total's own), each as a percent of that column's total."""
    wholes = [c for c in index.table_columns(table) if set(header_words(c.header)) & TOTAL_WORDS and not c.percent]
    if len(wholes) != 1:
        return []
    whole = wholes[0]
    common = set(header_words(whole.header)) - TOTAL_WORDS
    cells = [index.value(r, whole.gid) for r in rows]
    if not cells or None in cells or not (denominator := sum(cells)):
        return []
    out = []
    for c in index.table_columns(table):
        if c.header in named and c is not whole and set(header_words(c.header)) & common and None not in (part := [index.value(r, c.gid) for r in rows]):
            out.append(sum(part) / denominator * 100)
    return out


def condition_rows(index: TableIndex, claim: str, values: Sequence[Value], i: int, table: int | None) -> set[int] | None:
    """The rows meeting one value of the claim: "before 1994" (a date column of the table, the one its words name),
    "more than 150" (the column its words name; with a year in the claim, that year's column: "above 5 in 1995"),
    else the rows holding the value. None: the column cannot be told."""
    v = values[i]
    if v.kind == "number" and v.locator and v.mention.number.places == 0 and 1000 <= v.mention.number.value <= 2100:
        m = re.search(r"\b(" + "|".join(_SINCE) + r")\s+$", claim[:v.start], re.I)
        later = re.match(r"\s+(?:or\s+(later|after|earlier|before)|onwards?|and\s+later|on(?=\s*,))\b", claim[v.end:], re.I)  # "in 1991 or
        # later", "from 1972 onward", "From 2015 on,": since that year
        if m is None and later is None or table is None:
            held = rows_holding(index, v)
            own = index.table_rows[table] if table is not None else []
            if own and set(own) <= held and (found := year_column(index, claim, table)) is not None:  # "Three of the 23 films
                col, step = found  # were released in 2019" of a table titled 2008-2019: its year column, not the title
                year = int(v.mention.number.value) * step
                return {own[k] for k, x in enumerate(col.values) if x is not None and year <= x < year + step}
            return held
        if (found := year_column(index, claim, table)) is None:  # a date column, or a column of years (1976)
            return None
        col, step = found
        op = _SINCE[m.group(1).lower()] if m else ">=" if (later.group(1) or "later").lower() in ("later", "after") else "<="
        if op == ">=" and m and _NONE.match(claim):
            op = ">"  # "No leap second has been added since 2016": none after the one of 2016
        year, own = int(v.mention.number.value) * step, index.table_rows[table]
        keep = {"<": lambda x: x < year, ">": lambda x: x >= year + step, ">=": lambda x: x >= year, "<=": lambda x: x < year + step}[op]
        return {own[k] for k, x in enumerate(col.values) if x is not None and keep(x)}
    if v.kind == "date" and table is not None and (m := re.search(r"\b(" + "|".join(_SINCE) + r")\s+(?:the\s+)?$", claim[:v.start], re.I)):
        own = index.table_rows[table]  # "After 19 October the index never closed below 225": the rows dated after that day's
        held = [r for r in own if r in rows_holding(index, v)]
        found = year_column(index, claim, table)
        if len(held) == 1 and found is not None and found[1] != 1 and (x0 := index.value(held[0], found[0].gid)) is not None:
            keep = {"<": lambda x: x < x0, ">": lambda x: x > x0, ">=": lambda x: x >= x0}[_SINCE[m.group(1).lower()]]
            return {own[k] for k, x in enumerate(found[0].values) if x is not None and keep(x)}
    if v.kind == "name" and table is not None:
        named = _named_column_rows(index, claim, v, table)
        return named if named is not None else _subject_rows(index, v, table)
    if v.kind == "duration" and v.bound is not None and table is not None:  # "No woman won in under 2:22:30": the time column
        timed = [c for c in index.table_columns(table) if c.dimension == "time" and c.unit_size is not None and not c.id_like]
        named = [c for c in timed if c.gid in (hinted_columns(index, v, table) or ())]  # its words name (``women_time``)
        cols = named if len(named) == 1 else timed if len(timed) == 1 else []
        return {index.table_rows[table][k] for k, x in enumerate(cols[0].values) if x is not None and cell_agrees(v, cols[0], x)} if cols else None
    if v.kind != "number" or v.locator or table is None:
        return rows_holding(index, v)
    strong = [p for p in range(len(index.tables)) if p != table and hinted_columns(index, v, p) and v.strong.get(p)]
    if len(strong) > 1:  # "conceded fewer than 21 goals": GA (conceded, goals) over a scorers' Goals (goals)
        scores = {p: column_score(index, p, v.window) for p in strong}
        strong = [p for p in strong if scores[p] == max(scores.values())]
    if not hinted_columns(index, v, table) and len(strong) == 1:  # "Four clubs finished with more than 60 points": the
        return condition_rows(index, claim, values, i, strong[0])  # column its words name in a joined table (standings)
    if not hinted_columns(index, v, table):  # "Two airlines ... cancelled fewer than 3000", "nations won 10 or more golds": the
        named = [p for p in range(len(index.tables)) if p != table and hinted_columns(index, v, p)]  # column of a joined table
        if len(named) == 1:
            return condition_rows(index, claim, values, i, named[0])
        if not any(not c.id_like and c.numbers() for c in index.table_columns(table)):
            return None
    cols = [index.columns[g] for g in (hinted_columns(index, v, table) or ()) if index.columns[g].dimension != "date"]
    if v.bound is not None:  # "the incarceration rate exceeded 510": ``prisoners_per_100k``, never its male and female refinements
        cols = [index.columns[g] for g in base_columns(index, [c.gid for c in cols])]  # (nor, no year written, a part of
        cols = [index.columns[g] for g in of_years(index, [c.gid for c in cols], claim_years(values))]  # the period: "had at least
        # ten deaths" of ``deaths_1875_1894``, never ``deaths_1880_1884``)
    if not cols and v.bound is None:
        return None  # "with 0 units": a value only of the column its words name
    if not cols:  # no header word: the table's measures that name no entity ("account_to" refers to an account)
        refs = entity_words(index)
        cols = [c for c in index.table_columns(table) if not c.id_like and c.dimension != "date" and not numbers_groups(c) and not coordinates(c)
                and not any(stem(w) in refs for w in header_words(c.header))]  # (never "group" 3 nor a longitude: "never had more than 20,000 men")
        united = [c for c in cols if c.unit_text and compatible(c, v)] if v.unit is not None or v.unit_text else []
        worded = best_columns(index, table, [(stem(w), 1.0) for w in re.findall(r"[a-z]+", claim[:v.start].lower()) if w not in STOPWORDS],
                              lambda c: c in united) or set()
        united = [c for c in united if c.gid in worded] if len(worded) == 1 else [
            c for c in united if v.unit_text and unit_of(c.unit_text) == unit_of(v.unit_text)] or united
        # "shorter than 10 miles": ``distance_miles``, never ``climb_feet`` converted (both lengths); "a brain heavier than 6
        # kilograms": ``brain_weight_g`` converted, which the words before it name, over ``body_weight_kg``
        dollars = {cols[j].gid for j in money_columns(claim, v.mention, [c.header for c in cols])} if v.mention else set()
        cols = united or [c for c in cols if c.gid in dollars] or cols  # "ran more than 11 km": the column in km; "cost less
        # than $5 million": the one in dollars
        if len(cols) > 1 and len(total := base_columns(index, [c.gid for c in cols])) == 1:
            cols = [index.columns[total[0]]]  # "brought at least 90 inches of snow": ``season_total_in``, no month said
    elif len(cols) > 1 and v.unit_text and len(same := [c for c in cols if c.unit_text and unit_of(c.unit_text) == unit_of(v.unit_text)]) == 1:
        cols = same  # "weigh less than 1 kilogram": of the two weights its words name, ``body_weight_kg``, not ``brain_weight_g``
    elif len(cols) > 1 and v.mention and len(paid := base_columns(index, [cols[j].gid for j in money_columns(claim, v.mention, [c.header for c in cols])])) == 1:
        cols = [index.columns[paid[0]]]  # "The price of gasoline first went above 50 cents a gallon": ``price_usd_per_gallon``,
        # not the gallons; "bills of more than $120": ``total_bill_usd``, not its gas and electric parts
    elif len(cols) > 1 and v.bound is None and len(base := base_columns(index, [c.gid for c in cols])) == 1 and base != [c.gid for c in cols]:
        cols = [index.columns[base[0]]]  # "The House had 150 seats at six elections": ``seats``, which the parties' seats refine
    years = {str(int(u.mention.number.value)) for u in values if u.kind == "number" and u.locator and u.mention.number.places == 0}
    dated = [c for c in cols if any(y in c.header for y in years)]
    said = {stem(w) for w in re.findall(r"[a-z]+", claim.lower())}  # "drivers killed": ``drivers_killed``, every word said,
    whole = [c for c in cols if all(stem(w.lower()) in said for w in header_words(c.header))]  # not ``..._or_seriously_injured``
    spoken = " ".join(stem(w) for w in re.findall(r"[a-z]+", claim.lower()))
    named = [c for c in index.table_columns(table) if not c.id_like and c.dimension != "date" and c.numbers() and len(ws := [
        w for w in header_words(c.header) if w.lower() not in HEADER_NOISE and w.lower() != "sq" and unit_of(w) is None]) >= 2
        and re.search(r"\b" + re.escape(" ".join(stem(w.lower()) for w in ws)) + r"\b", spoken)]
    circumstance = len(named) == 1 and named[0] not in cols and re.search(r"\b(?:in|from|during|by)\s+(?:the\s+)?" + r"[\s_]+".join(
        re.escape(w) for w in header_words(named[0].header)) + r"\b", claim, re.I)
    whole = named if len(named) == 1 and not circumstance else whole  # "The lower bound of the ice extent never fell below ...": ``lower_bound_sq_km``,
    # its words said together (its unit aside), over the one word nearer the number (``extent_sq_km``); never a
    # circumstance ("more than 1,000 people died in airliner accidents": the fatalities its words name, not the accidents)
    cols = dated or (whole if len(whole) == 1 and v.bound in (">", ">=", "<", "<=") and not v.mention.percent else cols)  # (a bound)
    pooled = len(cols) >= 3 and len({tuple(header_words(c.header)) for c in cols}) == 1 and not any(c.year for c in cols) \
        and POOLED_CUE.search(claim) and not MEAN_CUE.search(claim)  # "no quarterly rating fell below 48%" of ``q1_approval_pct``
    # ... ``q4_approval_pct`` (one measure by quarter or month, its headers alike but for a digit): the rows where any of them
    # meets it; never "Two years averaged below 50%" (their means)
    if not cols or (not dated and len(cols) > 1 and not pooled):
        return None  # no column, or several the words do not tell apart
    own = index.table_rows[table]
    return {own[k] for c in cols for k, x in enumerate(c.values) if x is not None and cell_agrees(v, c, x)}  # with its scale


def _named_column_rows(index: TableIndex, claim: str, v: Value, table: int) -> set[int] | None:
    """A cell of a table with several columns of such values ("Sunday": first day of the week, weekend start, weekend
    end): the rows holding it in the one column the four words before it name best ("start their week on Sunday",
    none when that column never holds it); None when no such words name one column (left to the rows holding it)."""
    t = index.tables[table]
    holding = [j for j in range(len(t.header)) if any(r[j].strip() == v.cell for r in t.cells)]
    cols = [j for j in range(len(t.header)) if len({r[j].strip() for r in t.cells}) <= min(10, len(t.cells) - 1)  # a category, never
            and not any(ch.isdigit() for r in t.cells for ch in r[j])]  # the rows' own names ("district_name")
    if not holding or len(cols) < 2:
        return None
    after = re.findall(r"[A-Za-z]+", re.split(r"[,;:]", claim[v.end:])[0])[:7] if len(holding) > 1 else []
    for near in (re.findall(r"[A-Za-z]+", claim[:v.start])[-4:], after):  # "start their week on Sunday": the words right before it,
        said = {stem(w.lower()) for w in near} - {stem(w) for w in v.cell.lower().split()}  # else, for a cell of several columns,
        scores = {j: len(said & header_stems(t.header[j])) for j in cols}  # those right after ("had severe gum rot")
        best = [j for j in cols if scores[j] and scores[j] == max(scores.values())]
        if best:
            break
    if len(best) != 1:
        return None
    own = index.table_rows[table]
    return {own[i] for i, r in enumerate(t.cells) if r[best[0]].strip() == v.cell}


def _subject_rows(index: TableIndex, v: Value, table: int) -> set[int]:
    """The rows holding a name, where in the counted table it stands in two columns of a relation ("Colorado has seven
    neighbouring states": ``borders(state, borders)`` holds "colorado" as the state of seven rows and as the neighbour
    of another) only those of the column holding it most (its own rows); a name in every row in one column or another
    (Bayern Munich's games, home and away) holds them all."""
    held = rows_holding(index, v)
    own = set(index.table_rows[table])
    by_column: dict[int, set[int]] = {}
    for r in held & own:
        for j, c in enumerate(index.tables[table].cells[index.rows[r].row - 1]):
            if c.strip() == v.cell:
                by_column.setdefault(j, set()).add(r)
    if len(by_column) < 2 or set().union(*by_column.values()) == own:
        return held  # (a name in every row, at home or away: the team whose games the table lists, each of them its own)
    most = max(by_column.values(), key=len)
    return (held - own) | most


def _word_rows(index: TableIndex, cell: str) -> set[int]:
    """Rows with a category cell that holds ``cell`` as one of its words ("official_regional" for "official")."""
    word = cell.lower()
    return {rows[i] for t, rows in zip(index.tables, index.table_rows) for i, r in enumerate(t.cells)
            if any(c != cell and " " not in c.strip() and word in header_words(c) for c in r)} if word.isalpha() else set()


_EVERY = re.compile(r"^\s*(?:every|each)\b|^\s*all\s+(?:of\s+)?(?:the\s+|its\s+|their\s+)?(?=[A-Za-z])", re.I)


def every_row(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """"Every Perissodactyla in the table sleeps under 4 hours a day", "All the former Confederate states had rates above
    13": every row of the group the names pick meets the one bound, not one of them; None for any other claim."""
    if not _EVERY.match(claim) or NEGATED.search(claim):
        return None
    bounded = [i for i, v in enumerate(values) if v.kind == "number" and v.bound in (">", ">=", "<", "<=") and not v.locator]
    names = [i for i, v in enumerate(values) if v.kind == "name"]
    years = [i for i, v in enumerate(values) if v.kind == "number" and v.locator]
    if len(bounded) != 1 or not names or len(bounded) + len(names) + len(years) != len(values):
        return None
    first = names + years if values[names[0]].start < values[bounded[0]].start else bounded + years  # what opens the claim
    meeting = rows_meeting(claim, values, index, names + years + bounded, None, False)  # picks the group ("All four cars
    group = rows_meeting(claim, values, index, first, meeting[0], False) if meeting is not None else None  # with a turning
    # circle of 42 feet or more were domestic": the cars of 42 feet or more, each domestic)
    if group is None or not group[2]:
        return None
    detail = {"table_id": index.tables[group[0]].id, "rows": len(group[2]), "meeting": len(set(meeting[2]) & set(group[2])),
              "bound": values[bounded[0]].text}
    return Check("every", set(group[2]) <= set(meeting[2]), detail), list(range(len(values)))


def rows_meeting(claim: str, values: Sequence[Value], index: TableIndex, conditions: Sequence[int], table: int | None, absent: bool,
                 between: tuple[int, int] = (0, 0), every: bool = False) -> tuple[int, list[int], list[int], list[tuple[set[int], str]]] | None:
    """(table, its rows, the rows meeting every condition, the categorical conditions read) for the values
    ``conditions`` and the categorical cells of the claim; None when there is no condition (unless ``every``: then
    all the rows of the table named), no one table, or a condition the table's rows cannot reach."""
    taken = [(v.start, v.end) for v in values]
    extra = categorical_conditions(index, claim, taken, absent, [between])
    if extra is None or not (conditions or extra or (every and table is not None)):
        return None
    if table is None:  # "Pizza was bought three times": the one table holding the conditions
        tables = {index.rows[r].table_pos for i in conditions for r in rows_holding(index, values[i])} | {
            index.rows[r].table_pos for rows, _ in extra for r in rows}
        named = {p for i in conditions if values[i].kind == "number" and values[i].bound for p in range(len(index.tables))
                 if hinted_columns(index, values[i], p)}  # "Wind generation never fell below 13,000": the table naming the column
        table = next(iter(tables)) if len(tables) == 1 else next(iter(named)) if len(named) == 1 else None
    sets = [condition_rows(index, claim, values, i, table) for i in conditions] + [rows for rows, _ in extra]
    if any(x is None for x in sets):
        return None
    if absent:  # "Russian has no official status": nor an "official_regional" one (a cell holding the name as a word)
        sets = [s | _word_rows(index, values[i].cell) if values[i].kind == "name" else s for i, s in zip(conditions, sets)] + sets[len(conditions):]
    if (sets := merged(claim, values, conditions, sets, index, table)) is None:  # "in 2016 or 2020", "between 1860 and 1870"
        return None
    if table is None:
        tables = {index.rows[r].table_pos for s in sets for r in s}
        if len(tables) != 1:
            return None
        table = next(iter(tables))
    own = index.table_rows[table]
    reach = [r for r in own] + [p for r in own for p in index.partners[r]]
    linked = {index.rows[p].table_pos for p in reach}  # "None of the flights was operated by Southwest": an airline row
    if any(s and not s.intersection(reach) and not (absent and {index.rows[r].table_pos for r in s} <= linked) for s in sets):
        return None  # a value the counted table's rows do not reach, even through a key: tied by other checks or none
    direct = [bool(s.intersection(own)) for s in sets]  # a condition held in the counted table is met there, not by a
    met = [r for r in own if all(r in s or (not d and any(p in s for p in index.partners[r])) for s, d in zip(sets, direct))]
    return table, own, met, extra  # linked row ("colorado" as another state's neighbour does not count Colorado's)


_OF_OWNER = re.compile(r"%\s+of\s+(?:the\s+)?([A-Za-z]+?)(?:['’]s|s['’])(?=[.,;:)]|$|\s+(?:in|at|and|but|while|that|then|by|for)\b)")  # its noun
# elided ("55% of men's."), never "of the OECD's members"


def _of_columns_owner(claim: str, span: tuple[int, int], index: TableIndex) -> bool:
    """Whether a share is written of a possessive word that names a column ("women's wage was about 55% of men's":
    ``men_weekly_wage``): one cell's ratio to another, never a share of the table's rows."""
    m = _OF_OWNER.search(claim, span[0], span[1] + 25)
    return m is not None and any(hits(c, stem(m.group(1).lower())) for c in index.columns if not c.id_like)


def _listed(claim: str, values: Sequence[Value], index: TableIndex, n: Decimal, share: bool, table: int | None,
            between: tuple[int, int], counted: list[int], conditions: list[int], names: list[int]) -> tuple[Check, list[int]] | None:
    """"Two carriers, Delta and ExpressJet, flew over 48000 flights": the names listed (members.py) are rows counted, each
    meeting the other conditions (all of them: as many as the count); None for a share or an absence."""
    if share or n == 0 or re.search(r"\bas\s+(?:many|much)\b|\bthe\s+same\s+as\b", claim, re.I):
        return None  # "won ten silver medals, as many as the United States": an equality, not two rows counted
    members, partial = listed_members(claim, values, names)
    if any(number_columns(index, r, values[c]) for c in counted for r in rows_holding(index, values[members[0]])):
        return None  # "Luxembourg has three official languages, Malta two": the first name's own cell, not a count of names
    if members == names and not set.intersection(*(name_columns(index, values[i].cell) for i in names)):
        return None  # "Chlorine accounts for 5 of the 14 main oxidation states": two conditions, no list of rows
    others = [i for i in conditions if i not in members]
    if (found := rows_meeting(claim, values, index, others, table, False, between, every=True)) is None:
        return None
    table, own, met, _ = found
    reach = set(met) | {p for r in met for p in index.partners[r]}
    entities = {values[i].cell: rows_holding(index, values[i]) for i in members}
    meets = [bool(rows & reach) for rows in entities.values()]
    detail = {"table_id": index.tables[table].id, "listed": list(entities), "count": str(n), "meeting the rest": sum(meets)}
    ok = Decimal(len(entities)) == n and all(meets)
    if members != names:  # "Four countries use the Euro: A, B, C and D", "five counties, Kalawao County among them"
        detail["rows"] = len(met)
        ok = count_holds(Decimal(len(met)), n, bound_before(claim, between[0])) and all(meets) and (partial or ok)
    return Check("count", ok, detail), [*counted, *conditions]

