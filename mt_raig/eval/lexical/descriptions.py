"""An entity named by a superlative description, resolved to its name before the claim is read: "The country with
the highest under-5 mortality rate in 1990 had a fertility rate of 2.7 in 2018" says Bolivia had one (the row ranked
first on ``under5_mortality_1990``), "The most populous country in 2018 had about 76 million internet users" says
Brazil had them. Read as written, the number only had to sit in some row, so a false fact of another country was
accepted; restated with the name, it must be the ranked row's (or a row joined to it by the name).

Two shapes at the start of a claim, up to its verb ("had", "has", "also had", "recorded", ...; never "is" or "was":
"the most expensive product is Mishi Kobe Niku" names the entity itself, checked as a superlative): "the <noun> with the
<superlative> <what>" and "the <superlative> [of the N] <noun> [in <year or source> | by <what>]" ("the most populous
country", "the least populous country in the Factbook", "the largest of the twenty countries by area"; an adjective between the superlative and the noun, "the lightest Japanese car",
is a filter this does not read, so it is left alone). The ranked column is the one the words name best across the
tables (of the written year's columns where they are headed by years); the description is resolved only when that is
one column and one row is first on it (no tie), and the name is the row's first cell.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> t = Table("peaks", "Peaks and their elevation in feet", ("peak", "elevation_ft", "climb_ft"), (("Marcy", "5344", "3166"), ("Skylight", "4926", "4265")))
    >>> described("The peak with the highest elevation has a climb of 3166 feet.", index_of((t,)))
    'Marcy has a climb of 3166 feet.'
"""

from __future__ import annotations

import re
from functools import lru_cache

from mt_raig.tables import Table

from .checks import of_years, ranked, row_ratios, series_rows
from .headers import head_noun, table_years, year_key
from .index import TableIndex, header_words, hits
from .periodmoves import moved_row
from .lexicon import MEAN_CUE, POLAR_SUPERLATIVES, POOLED_CUE, PRICE_SENSE, PRICE_WORDS, STOPWORDS, SUPERLATIVES, stem
from .values import base_columns, best_columns, claim_values, rows_holding
from .yearspans import rows_in_scope, year_scope

_RANKED_AGAIN = r"(?:was|is|were|are)\s+(?:also\s+)?the\s+(?:(?:second|third|fourth|fifth)[\s-]+)?(?:[a-z]+est|most|least)\b"  # "... was the second-
# largest energy consumer": a rank of the entity, never its name ("the most expensive product is Mishi Kobe Niku")
_VERB = r"(?:(?:also\s+)?(?:had|has|have|got|gets|recorded|records|saw|sees|posted|reached|grossed|opened|earned|took|won|drew|lasted|ran|counted|consumed|drank|used|lies|lay|belongs|belonged|spent|spends|scored|scores)\b|" + _RANKED_AGAIN + ")"
_WITH = re.compile(r"^the\s+(?P<noun>[a-z]+)\s+(?:with|that\s+had|that\s+has)\s+the\s+(?P<sup>[a-z]+)\s+(?P<what>(?:[^,;:]|(?<=\d),(?=\d))+?)\s+(?="
                   + _VERB + ")", re.I)  # (a comma only inside a number: "per 10,000 drivers")
_IN_THE_WITH = re.compile(r"^in\s+the\s+(?P<noun>[a-z]+)\s+(?:with|that\s+had)\s+the\s+(?P<sup>[a-z]+)\s+(?P<what>[^,;:]+?)\s*,\s*", re.I)
_WHOSE = re.compile(r"^the\s+(?P<noun>[a-z]+)\s+whose\s+[a-z]+(?:\s+[a-z]+)?\s+(?:had|has|have|saw|got|recorded)\s+the\s+(?P<sup>[a-z]+)\s+"
                    r"(?P<what>(?:[^,;:]|(?<=\d),(?=\d))+?)\s+(?=(?:later\s+|then\s+)?" + _VERB + ")", re.I)
_NOT_KINDS = frozenset("same next last first previous following whole calendar fiscal record".split())  # no table's years
_TIMES = frozenset("year years season month week day decade quarter period".split())  # (a time's superlative: ``_YEAR_OF``)
_THAT_MOST = re.compile(r"^the\s+(?P<noun>[a-z]+)\s+that\s+(?!had\b|has\b)(?P<verb>[a-z]+)\s+the\s+(?P<sup>most|least)\s+"
                        r"(?P<what>(?:[^,;:]|(?<=\d),(?=\d))+?)\s+(?=" + _VERB + ")", re.I)
_BEFORE = re.compile(r"^the\s+(?:(?P<degree>most|least)\s+(?P<adjective>[a-z]+)|(?P<sup>[a-z]+est)(?:-(?P<how>[a-z]+ing))?)\s+(?:of\s+the\s+(?:(?:[a-z]+|\d+)\s+)?)?"
                     r"(?:(?P<what>[a-z]+)\s+(?=[a-z]+(?:er|or)s?\b))?(?P<noun>[a-z]+)(?P<per>\s+per\s+(?:head|capita|person|inhabitant))?"
                     r"(?P<scope>\s+(?:(?:in|of)\s+(?:the\s+)?(?:\d{4}|[\w-]+(?:\s+\d{4})?(?:\s+[A-Z][\w-]*)*)|by\s+[a-z]+))?\s+(?=" + _VERB + ")", re.I)


_THEN = r"(?:(?P<comma>\s*,\s*)|\s+(?P<then>saw|had|brought|was\s+(?:also\s+)?the\s+year)\s+)"  # "In the year of ..., X" or "The year of ... saw X" (never "The
# year of ..., X": :func:`_led`)
_YEAR_OF = re.compile(r"^(?P<lead>in\s+)?the\s+(?:(?-i:[a-z]+)\s+(?=year\s+with\b))?year\s+(?:(?:of|with|when|that\s+saw)\s+(?:the\s+)?(?:(?P<owner>[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?)(?:['’]s|(?<=s)['’])\s+)?(?P<sup>[a-z]+)|(?:when\s+|in\s+which\s+)?the\s+"
                      r"(?P<sup2>most|fewest))\s+(?P<what>[^,;:]+?)" + _THEN, re.I)  # "In the year the most Americans died by suicide, ..."
_YEAR_PEAKED = re.compile(r"^(?:(?P<lead>in\s+)?the\s+year\s+(?:when\s+|that\s+)?|(?P<when>when\s+))(?P<what>[a-z][\w '’-]*?)\s+(?P<verb>peaked|bottomed\s+out|"
                          r"(?:hit|reached)\s+(?:its|their)\s+(?:peak|high|low|highest|lowest)(?:\s+(?:point|level))?|(?:was|were|stood)\s+at\s+(?:its|their)\s+(?:peak|lowest|highest)"
                          r"|(?:was|were)\s+(?:lowest|highest|smallest|largest|cheapest|dearest|most\s+expensive|least\s+expensive)"
                          r"|(?:was|were|stood)\s+at\s+(?:its|their)\s+(?:most|least)\s+expensive|(?:hit|reached)\s+(?:its|their)\s+(?:peak|high|low)\s+price)"
                          r"(?:\s+(?:over|in|at|across)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)?" + _THEN, re.I)  # "In the year net investment peaked, ...", "CFC-11 peaked
# over Antarctica", "In the year women's labour-force participation
# hit its low point, ...", "In the year female theft convictions were at their lowest, ..."
_YEAR_VERB_MOST = re.compile(r"^(?P<lead>in\s+)?the\s+year\s+(?:when\s+|in\s+which\s+)?(?P<what>[a-z][\w’'-]*(?:\s+[a-z][\w’'-]*){0,3}?)\s+"
                             r"(?P<verb>killed|claimed|took|won|drew|had|saw|recorded|sold|produced|drank|consumed|ate|spent|used)\s+the\s+(?P<sup>most|fewest)\s+(?P<what2>[a-z][\w’'-]*)"
                             + _THEN, re.I)  # "In the year hijackings killed the most people, ..."
_YEAR_OF_ONE = re.compile(r"^in\s+the\s+(?:[a-z]+\s+)?year\s+of\s+the\s+(?:(?P<noun>[a-z]+)\s+with\s+the\s+(?P<sup>[a-z]+)\s+(?P<what>[^,;:]+?)|"
                          r"(?P<degree>most|least)[\s-](?P<adjective>[a-z]+)\s+(?P<noun2>[a-z]+))\s*,\s*", re.I)  # "In the release year
# of the film with the biggest budget, ...", "In the year of the most-voted film, ..."
_RELEASED_IN = re.compile(r"^the\s+(?:(?P<degree>most|least)[\s-](?P<adjective>[a-z]+)|(?P<sup>[a-z]+est)(?:-(?P<what>[a-z]+))?)\s+(?P<noun>[a-z]+)"
                          r"(?:\s+(?:in|on)\s+the\s+(?:table|list))?\s+(?:was\s+released|came\s+out|was\s+made|premiered|opened)\s+in\s+a\s+year\s+"
                          r"(?:when|with|that\s+saw|in\s+which)\s+", re.I)  # "The lowest-rated film in the table was released in a year when ..."
_YEAR_OWN_BEST = re.compile(r"^(?P<lead>in\s+)?the\s+year\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<what>[a-z][\w’'. -]*?)\s+(?:recorded|had|saw|posted|"
                            r"registered|measured|won|took|scored|gained|drew)\s+(?:its|their)\s+(?P<sup>[a-z]+est|most|fewest)\s+(?P<what2>[^,;:]+?)" + _THEN, re.I)  # "In the year Halley Bay
# recorded its lowest yearly mean ozone, ...": the year first on the column the words name (the owner a title's words)
_YEAR_AT_ITS = re.compile(r"^the\s+year\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<what>[a-z][\w -]*?)\s+(?:was|were|stood|sat)\s+at\s+(?:its|their)\s+"
                          r"(?P<sup>[a-z]+est)(?P<what2>(?:\s+[a-z]+)?)\s+(?=" + _VERB + ")", re.I)  # "The year the sea ice was at its greatest
# extent had ..."
_ONE_OF_BOTH = re.compile(r"^(?:of|among)\s+the\s+years\s+(?:that\s+)?both\s+tables\s+cover\s*,\s*the\s+one\s+with\s+the\s+(?P<sup>[a-z]+)\s+"
                          r"(?P<what>[^,;:]+?)\s+(?P<then>had|saw|was)\s+", re.I)  # "Of the years both tables cover, the one with the highest
# October ozone had ..."
_OWN_YEAR = re.compile(r"^in\s+(?P<what>[A-Z][\w’'. -]*?)['’]s\s+(?P<sup>[a-z]+est)\s+year(?:\s+on\s+record(?:\s+here)?|\s+(?:of|in)\s+the\s+(?:[a-z]+\s+){1,2}?"
                       r"(?:table|record|series|data))?\s*,\s*", re.I)  # "In Australia's wettest year of the climate table, ..."
# "The hottest of the election years saw ...", "In the driest election year for Australia as a whole, ...": of the years the
# other table holds too
_SUP_OF_YEARS = re.compile(r"^(?P<lead>in\s+)?the\s+(?P<sup>[a-z]+est)\s+(?:of\s+the\s+(?P<kind>[a-z]+)\s+years|(?P<kind2>(?-i:[a-z]+))\s+year"
                           r"(?:\s+(?:for|in|across|over)\s+(?P<what>[^,;:]+?))?)" + _THEN, re.I)


_PEAK_YEAR = re.compile(r"^[Ii]n\s+(?:the\s+)?(?P<what>[A-Z][\w’'. -]*?)['’]s\s+(?P<sup>peak|[a-z]+est)\s+(?P<what2>[a-z]+(?:\s+[a-z]+)?)\s+year\s*,\s*")
_OVERLAP = re.compile(r"\s*\b(?:(?:that|which)\s+both\s+tables\s+cover|covered\s+by\s+both\s+tables|(?:among\s+)?(?:those|the\s+years)\s+(?:that\s+)?"
                      r"the\s+[\w -]+?\s+table\s+covers)\b", re.I)
_SUP_YEAR = re.compile(r"^(?P<lead>in\s+)?the\s+(?P<sup>[a-z]+est)\s+year\s+(?:(?P<both>(?:that|which)\s+both\s+tables\s+cover|covered\s+by\s+both\s+tables)|"
                       r"of\s+the\s+(?P<what>[\w’' -]+?)\s+(?:record|table|series|data))" + _THEN, re.I)
_FIRST_COMMON = re.compile(r"^in\s+the\s+(first|last)\s+year\s+(?:covered\s+by\s+both\s+tables|(?:that|which)\s+both\s+tables\s+cover)\s*,\s*", re.I)


def common_years(index: TableIndex) -> frozenset[int] | None:
    """The years every table with a year column holds (None unless two or more tables have one)."""
    found = [years for table in index.tables if (years := table_years(table)) is not None]
    return frozenset(set.intersection(*found)) if len(found) >= 2 and set.intersection(*found) else None


_ENTITY_YEAR = re.compile(r"^in\s+(?:the\s+)?(?P<name>[A-Z][\w’'. -]*?)['’]s\s+(?P<sup>best|worst|[a-z]+est)\s+(?P<what>(?:[a-z]+\s+){0,2}?)year"
                          r"(?:\s+in\s+the\s+table)?\s*,\s*", re.I)  # "In the Yugo's best sales year, ..."
_YEAR_ENTITY = re.compile(r"^(?P<lead>in\s+)?the\s+year\s+(?:when\s+|that\s+|in\s+which\s+)?(?P<name>(?:the\s+)?[A-Z][\w’'. -]*?)\s+"
                          r"(?P<what>sold|scored|earned|grossed|won|drew|recorded|produced)\s+(?:the\s+)?(?P<sup>best|worst|most|least)" + _THEN, re.I)
# "The year the Hyundai Excel sold best, ..."


def _entity_year(claim: str, index: TableIndex) -> str | None:
    """"In the Yugo's best sales year, X" and "The year the Hyundai Excel sold best, X": the year of the named entity's
    row first on the column its words name among its own rows (a table of one row per entity and year); None when
    the claim is not of this kind or any of it is ambiguous."""
    m = _ENTITY_YEAR.match(claim) or _YEAR_ENTITY.match(claim)
    if m is None:  # ("The year the Hyundai Excel sold best, X": a clause of its own verb, whatever the comma)
        return None
    sup = m.group("sup").lower()
    sign = {"best": 1, "most": 1, "worst": -1, "least": -1}.get(sup) or SUPERLATIVES.get(sup) or POLAR_SUPERLATIVES.get(sup)
    names = [v for v in claim_values(m.group("name"), index) if v.kind == "name"]
    if sign is None or len(names) != 1:
        return None
    rows = rows_holding(index, names[0])
    tables = {index.rows[r].table_pos for r in rows}
    if len(rows) < 2 or len(tables) != 1 or (key := year_key(index.tables[pos := next(iter(tables))])) is None:
        return None
    words = [(stem(w.lower()), 1.0) for w in re.findall(r"[A-Za-z]+", m.group("what"))]
    measures = [c for c in index.table_columns(pos) if ranked(c) and not c.id_like and c.dimension != "date"]
    cols = best_columns(index, pos, words, lambda c: c in measures) if words else None
    cols = sorted(cols) if cols else [c.gid for c in measures] if len(measures) == 1 else []
    if len(cols) != 1:
        return None
    if sup in POLAR_SUPERLATIVES and index.columns[cols[0]].lower_is_better is not None and (sign := index.columns[cols[0]].better(sign)) is None:
        return None  # ("best" of a count with no better direction: the most sold)
    cells = [(x, r) for r in rows if (x := index.value(r, cols[0])) is not None]
    if len(cells) < 2:
        return None
    top = max(x * sign for x, _ in cells)
    firsts = [r for x, r in cells if x * sign == top]
    year = index.tables[pos].cells[index.rows[firsts[0]].row - 1][key].strip() if len(firsts) == 1 else ""
    if not re.fullmatch(r"\d{4}", year):
        return None
    return _in_year(m, year, claim) if m.re is _YEAR_ENTITY else f"In {year}, " + claim[m.end():]


def described(claim: str, index: TableIndex) -> str:
    """The claim with a superlative description at its start replaced by the one entity it names (see the module), or
    the year a superlative picks ("In the year of the fastest 400 m, ...", "In Moorabbin's hottest year on record, ...",
    "In the release year of the film with the biggest budget, ...": "In 1996, ..."; "The year the sea ice was at its
    greatest extent had ...": "1982 had ..."); the claim unchanged when there is
    none, or it is ambiguous."""
    if (picked := _entity_year(claim, index)) is not None:
        return picked
    if (moved := moved_row(claim, index)) != claim:  # "The country whose population fell the most between 2000 and 2013 ..."
        return moved
    if (m := _PEAK_YEAR.match(claim)) is not None:  # "In Saudi Arabia's peak production year, ...": the year first on the column
        sup = m.group("sup").lower()  # its words name (the owner a title's words, or a name of a yearly table)
        sign = 1 if sup == "peak" else SUPERLATIVES.get(sup)
        year = None if sign is None else _first(index, f"{m.group('what')} {m.group('what2')}", sign, key="year")
        return claim if year is None else f"In {year}, " + claim[m.end():]
    if (m := _led(_SUP_YEAR.match(claim))) is not None:  # "The warmest year that both tables cover saw ...", "In the coolest
        sup = m.group("sup").lower()  # year of the temperature record, ..."
        sign, polar = SUPERLATIVES.get(sup) or POLAR_SUPERLATIVES.get(sup), sup in POLAR_SUPERLATIVES
        within = common_years(index) if m.group("both") else None
        year = None if sign is None else _first(index, f"{m.group('what') or ''} {sup} annual", sign, polar=polar, key="year", within=within)
        # (a year's: ``annual_mean_anomaly_c`` over the January and July columns)
        return claim if year is None else _in_year(m, year, claim)
    if (m := _led(_SUP_OF_YEARS.match(claim))) is not None and (m.group("kind") or m.group("kind2")).lower() not in _TIMES | _NOT_KINDS \
            and (within := common_years(index)) and (sign := SUPERLATIVES.get(m.group("sup").lower())):
        year = _first(index, f"{m.group('what') or ''} {m.group('sup')}", sign, key="year", within=within)  # (the "election" years:
        return claim if year is None else _in_year(m, year, claim)  # those both tables hold)
    if (m := _ONE_OF_BOTH.match(claim)) is not None and (within := common_years(index)) \
            and (sign := SUPERLATIVES.get(m.group("sup").lower()) or POLAR_SUPERLATIVES.get(m.group("sup").lower())):
        year = _first(index, f"{m.group('what')} {m.group('sup')}", sign, polar=m.group("sup").lower() in POLAR_SUPERLATIVES, key="year", within=within)
        return claim if year is None else _in_year(m, year, claim)  # "1996 had methyl chloroform at 296 ppt"
    if (m := _FIRST_COMMON.match(claim)) is not None and (years := common_years(index)):  # "In the first year covered by both
        return f"In {min(years) if m.group(1).lower() == 'first' else max(years)}, " + claim[m.end():]  # tables, ...": its year
    if (m := _led(_YEAR_OF.match(claim)) or _OWN_YEAR.match(claim)) is not None:
        sup = (m.group("sup") or m.groupdict()["sup2"]).lower()
        sign, polar = SUPERLATIVES.get(sup) or POLAR_SUPERLATIVES.get(sup), sup in POLAR_SUPERLATIVES
        span = year_scope(m.group("what"))  # "The year of highest unemployment between 1985 and 1992 saw ...": of those years
        owned = f"{m.group('owner')} {m.group('what')}" if m.groupdict().get("owner") else m.group("what")  # "Australia's highest
        # spirits consumption": Australia's series; "the president's lowest average approval": the words of his table's title
        what = re.sub(r"\b(?:between|from|in|within|during)\s+(?:the\s+)?\d{4}s?(?:\s+(?:and|to|through|until)\s+\d{4})?\b", " ", owned) if span else owned
        within = common_years(index) if (overlap := _OVERLAP.search(what)) else None  # "the lowest US fatality rate among those
        what = what[:overlap.start()] if overlap else what  # the alcohol table covers": of the years both tables hold
        year = None if sign is None else _first(index, what + " " + sup, sign, polar=polar, key="year", span=span, within=within)
        return claim if year is None else _in_year(m, year, claim)
    if (m := _YEAR_AT_ITS.match(claim)) is not None:
        sup = m.group("sup").lower()
        sign, polar = SUPERLATIVES.get(sup) or POLAR_SUPERLATIVES.get(sup), sup in POLAR_SUPERLATIVES
        year = None if sign is None else _first(index, f"{m.group('what')} {m.group('what2')} {sup}", sign, polar=polar, key="year")
        return claim if year is None else f"{year} " + claim[m.end():]
    if (m := _led(_YEAR_OWN_BEST.match(claim))) is not None and (sign := SUPERLATIVES.get(m.group("sup").lower()) or POLAR_SUPERLATIVES.get(m.group("sup").lower())):
        year = _first(index, f"{m.group('what')} {m.group('what2')} {m.group('sup')}", sign, polar=m.group("sup").lower() in POLAR_SUPERLATIVES, key="year")
        return claim if year is None else _in_year(m, year, claim)
    if (m := _led(_YEAR_VERB_MOST.match(claim))) is not None:
        sign = 1 if m.group("sup").lower() == "most" else -1
        year = _first(index, f"{m.group('what')} {m.group('verb')} {m.group('what2')}", sign, key="year")
        return claim if year is None else _in_year(m, year, claim)
    if (m := _led(_YEAR_PEAKED.match(claim))) is not None:
        sign = -1 if re.search(r"bottomed|low|small|cheap|least", m.group("verb"), re.I) else 1  # ("The year X was lowest had ...")
        priced = " price" if re.search(r"cheap|dear|expensive|price", m.group("verb"), re.I) else ""  # "oil was cheapest": its price
        year = _first(index, m.group("what") + priced, sign, key="year")
        return claim if year is None else _in_year(m, year, claim)
    if (m := _YEAR_OF_ONE.match(claim)) is not None and _names_rows(index, m.group("noun") or m.group("noun2")):
        sign = SUPERLATIVES.get(m.group("sup").lower()) if m.group("sup") else 1 if m.group("degree").lower() == "most" else -1
        year = None if sign is None else _first(index, m.group("what") or m.group("adjective"), sign, key="year")
        return claim if year is None else f"In {year}, " + claim[m.end():]
    if (m := _RELEASED_IN.match(claim)) is not None and _names_rows(index, m.group("noun")):
        sup = (m.group("sup") or "").lower()
        if sup in _LATEST and not m.group("what"):  # "The newest film ...": the last year of the table naming films
            year = _last_year(index, m.group("noun"), _LATEST[sup])
            return claim if year is None else f"In {year}, " + claim[m.end():]
        sign = SUPERLATIVES.get(sup) if sup else 1 if m.group("degree").lower() == "most" else -1
        year = None if sign is None else _first(index, m.group("what") or m.group("adjective") or sup, sign, key="year")
        return claim if year is None else f"In {year}, " + claim[m.end():]
    if (m := _IN_THE_WITH.match(claim)) is not None and m.group("noun").lower() not in _TIMES and _names_rows(index, m.group("noun")) \
            and (sign := SUPERLATIVES.get(m.group("sup").lower())):
        name = _first(index, m.group("what"), sign)  # "In the state with the fewest road deaths, 831 of every thousand residents
        return claim if name is None else f"In {name}, " + claim[m.end():]  # lived in urban areas": in that row
    agent = False
    if (m := _WITH.match(claim)) is not None:
        sign, words = SUPERLATIVES.get(m.group("sup").lower()), m.group("what")
    elif (m := _WHOSE.match(claim)) is not None:  # "The country whose adults had the most schooling in 1960 later had ...":
        sign, words = SUPERLATIVES.get(m.group("sup").lower()), m.group("what")  # the column the words after the superlative name
    elif (m := _THAT_MOST.match(claim)) is not None:  # "The state that burned the most fuel spent ...": the verb's column
        sign, words = 1 if m.group("sup").lower() == "most" else -1, f"{m.group('verb')} {m.group('what')}"
    elif (m := _BEFORE.match(claim)) is not None and (m.group("degree") or m.group("sup").lower() in SUPERLATIVES
                                                      or m.group("how") and m.group("sup").lower() in POLAR_SUPERLATIVES):
        sign = (1 if m.group("degree").lower() == "most" else -1) if m.group("degree") else \
            SUPERLATIVES.get(m.group("sup").lower()) or POLAR_SUPERLATIVES[m.group("sup").lower()]
        words = (m.group("adjective") or m.group("sup")) + (" " + m.group("how") if m.group("how") else "") + (m.group("per") or "") + (m.group("scope") or "")
        if m.group("what"):  # "the biggest energy consumer of 1980": an agent of the column its object names (``energy_*``)
            words, agent = f"{m.group('what')}{m.group('scope') or ''}", True
        # ("the fastest-growing economy of 1960-1995": the one column "growing" names, higher the faster)
    else:
        return claim
    if sign is None or not (agent or _names_rows(index, m.group("noun"))):
        return claim
    per = _PER.fullmatch(words)
    rated = [g for g in named_columns(index, words) if index.columns[g].per or "per" in header_words(index.columns[g].header)]
    name = _ratio_first(index, per.group(1), per.group(2), sign) if per and not rated else _first(index, words, sign)  # (a column of
    # the rate itself, ``deaths_per_100k``, ranks as written)
    if name is None:
        return claim
    rest = claim[m.end() - 1:]
    if len(years := re.findall(r"\b(?:1[89]|20)\d\d\b", m.group(0))) == 1:  # "The country with the highest consumption in 2008 had
        rest = _THAT_YEAR.sub(f"in {years[0]}", rest, count=1)  # a population of 143,677,033 that year": of 2008
    return name + rest


_PER = re.compile(r"(.+?)\s+per\s+(?:\d{1,3}(?:,\d{3})*\s+|hundred\s+|thousand\s+)?([a-z][a-z -]*)", re.I)  # "road deaths per 10,000 drivers"


def _ratio_first(index: TableIndex, top_words: str, base_words: str, sign: int) -> str | None:
    """The name of the one row first on the ratio of the two columns of one table the words name ("the state with the
    most road deaths per 10,000 drivers": ``deaths`` / ``drivers_10000s``), or None."""
    top, base = named_column(index, top_words), named_column(index, base_words)
    if top is None or base is None or top == base or index.columns[top].table_pos != index.columns[base].table_pos:
        return None
    ratios, firsts = row_ratios(index, top, base, sign)
    if len(ratios) < 2 or len(firsts) != 1:
        return None
    return index.tables[index.rows[firsts[0]].table_pos].cells[index.rows[firsts[0]].row - 1][0].strip()


_THAT_YEAR = re.compile(r"\b(?:in\s+)?(?:that|the\s+same|that\s+same)\s+year\b", re.I)


def _led(m: re.Match | None) -> re.Match | None:
    """``m`` where its year phrase is a clause of the claim: led by "In" (or "When": "When the prison count hit its peak,
    ...") and closed by a comma, or its subject ("The year of the highest rate saw ..."); never "The year ..., X" (a
    subject whose verb comes later)."""
    return m if m is not None and (m.group("lead") or m.groupdict().get("when") and m.group("comma") or not m.group("comma")
                                   or m.re is _YEAR_PEAKED and re.match(r"(?:the|a|an)\s|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*['’]s\s", m.string[m.end():], re.I)) else None  # ("The year
    # nails reached their peak price, the stamp went up to 13 cents": a clause after the comma)


def _in_year(m: re.Match, year: str, claim: str) -> str:
    """The claim with the year phrase ``m`` replaced by ``year``: "In 1982, X" for "In the year of ..., X", "1982 saw X"
    for "The year of ... saw X" (a bare "In 1982, 32 hijackings" would lose its verb)."""
    then = m.groupdict().get("then")
    return (f"{year} {' '.join(then.lower().split())} " if then else f"In {year}, ") + claim[m.end():]


_LATEST = {"newest": 1, "latest": 1, "oldest": -1, "earliest": -1}


def _last_year(index: TableIndex, noun: str, sign: int) -> str | None:
    """The one latest (``sign`` 1) or earliest year in the ``year`` column of the one table whose title names ``noun``."""
    tables = [t for t in index.tables if _titled(t, noun) and [h.strip().lower() for h in t.header].count("year") == 1]
    if len(tables) != 1:
        return None
    j = [h.strip().lower() for h in tables[0].header].index("year")
    years = [int(row[j]) for row in tables[0].cells if row[j].strip().isdigit()]
    top = max(y * sign for y in years) if years else None
    return str(top * sign) if top is not None and sum(y * sign == top for y in years) == 1 else None


def _names_rows(index: TableIndex, noun: str) -> bool:
    """Whether a table's title names what the ``noun`` describes ("country" of "... Latin American countries")."""
    return any(_titled(t, noun) for t in index.tables)


def _titled(table: Table, noun: str) -> bool:
    """Whether ``table``'s title has the ``noun`` (by stem)."""
    return stem(noun.lower()) in {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", table.title)}


_DERIVED = frozenset(stem(w) for w in ("gap", "difference", "between", "range", "spread", "ratio", "change", "growth", "margin", "sum", "total"))


_UNIT_WORDS = frozenset("usd eur gbp dollars euros pounds pct percent thousand thousands million millions billion billions bn mn".split())


_IN_TABLE = re.compile(r"\s*\b(?:in|of)\s+the\s+([a-z]+(?:\s+[a-z]+)?)\s+table\b", re.I)


def named_column(index: TableIndex, words: str) -> int | None:
    """The one column ``words`` name best (:func:`named_columns`), or None."""
    cols = named_columns(index, words)
    return cols[0] if len(cols) == 1 else None


def named_columns(index: TableIndex, words: str) -> list[int]:
    """The columns ``words`` name best, tied. A table whose title holds a word or year of ``words`` that no
    column names ("in the Factbook", "in 2018" of a 2018 table) is the one looked in; of its columns, those naming the
    most of the words ("under-5 mortality rate": ``under5_mortality_*`` over ``fertility_rate``), of the written year
    where their headers have years."""
    tables = range(len(index.tables))
    if (table := _IN_TABLE.search(words)) is not None:  # "the smallest GDP in the energy table": that table's column
        own = {stem(w) for w in table.group(1).lower().split()}
        tables = [p for p in tables if own <= index.title_stems(p) | {stem(w) for w in header_words(index.tables[p].id)}] or tables
        words = words[:table.start()] + words[table.end():]
    tokens = re.findall(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", re.sub(r"['’]s\b", "", words))  # "women's": women (never a word "s")
    said = {stem(t.replace("-", "").lower()) for t in tokens} | {stem(w.lower()) for t in tokens for w in t.split("-") if w.isalpha()}
    years = frozenset(int(y) for y in re.findall(r"\b(1[89]\d\d|20\d\d)\b", words))
    measures = {p: [c for c in index.table_columns(p) if ranked(c) and c.dimension != "date"] for p in tables}
    named = {w for cols in measures.values() for c in cols for w in said if hits(c, w)}
    titled = [p for p in tables if (said - named - STOPWORDS) & index.title_stems(p)]
    found = {(p, c.gid): n for p in (titled or tables) for c in measures[p] if (n := sum(hits(c, w) for w in said))}
    if not found and len(titled) == 1 and len(measures[titled[0]]) == 1:  # "the fastest Olympic 400 m": the one measure of
        found = {(titled[0], measures[titled[0]][0].gid): 1}  # the table the words name (its winning time)
    if priced := {k: n for k, n in found.items() if any(hits(index.columns[k[1]], w) for w in said & (PRICE_SENSE | PRICE_WORDS))}:
        found = priced  # "the only year gasoline got cheaper", "the gasoline price": the price, never the gallons "gasoline" names
    most = max(found.values(), default=0)
    cols = of_years(index, [g for (_, g), n in found.items() if n == most], years)
    if len(cols) > 2 and len(total := base_columns(index, cols)) == 1:
        cols = total  # "output fell by 3,897 tonnes": ``year_total_tonnes`` of the quarters' ``q1_tonnes`` ... (words naming
        # them all name no part)
    if len(cols) > 1 and not said & _DERIVED:  # "the female conviction rate": ``female_convictions``, not
        unsaid = {g: len({stem(w) for w in header_words(index.columns[g].header) if w.lower() not in _UNIT_WORDS} - said) for g in cols}
        cols = [g for g in cols if unsaid[g] == min(unsaid.values())]  # ``female_theft_convictions`` (fewer header words unsaid,
        # a unit's never: "GNP" is ``gnp_billion_usd``, not ``gnp_price_deflator``); never for a quantity derived from columns
        # ("the widest gap between the ice extent's bounds")
    if len(cols) > 1 and tokens and len(headed := [g for g in cols if head_noun(index.columns[g].header) == stem(tokens[-1].lower())]) == 1:
        cols = headed  # "road deaths": ``deaths``, the phrase's head, never ``rural_roads_1000_miles``
    return cols


def _first(index: TableIndex, words: str, sign: int, polar: bool = False, key: str | None = None, span: tuple[int, int] | None = None,
           within: frozenset[int] | None = None) -> str | None:
    """The name of the one row first on the one column ``words`` name best (:func:`named_column`), or None.
    ``polar``: "fastest" is the lowest of a column where lower is better (a time); ``key``: the row's cell under the
    one header of that word ("year"), not its name; ``span``, ``within``: only the rows of those years."""
    cols = named_columns(index, words)
    pooled = POOLED_CUE.search(words) is not None
    if len(cols) != 1 and not ((MEAN_CUE.search(words) or pooled) and len(cols) >= 3 and len({index.columns[g].table_pos for g in cols}) == 1
                               and len({index.columns[g].percent for g in cols}) == 1):
        return None  # "the year with the lowest average approval": the mean of the row's quarters, where the words name them alike;
        # "the year of the best quarterly rating": its best quarter
    gid = cols[0]
    pos = index.columns[gid].table_pos
    if polar and index.columns[gid].lower_is_better is not None and (sign := index.columns[gid].better(sign)) is None:
        return None  # ("the Nationals' best result" of a count with no better direction: its most seats)
    values = [(v, k) for k, r in enumerate(index.table_rows[pos]) if (v := _row_value(index, r, cols, sign if pooled else 0)) is not None]
    named = [v for v in claim_values(words, index) if v.kind == "name"]  # "the year New Zealand's wine consumption was lowest":
    if len(named) == 1 and (series := set(series_rows(index, pos, named[0]))):  # among that name's years only
        values = [(v, k) for v, k in values if index.table_rows[pos][k] in series]
    keys = [j for j, h in enumerate(index.tables[pos].header) if key is not None and h.strip().lower() == key]
    if span is not None and keys:  # ``span``: only the rows of those years ("between 1985 and 1992")
        inside = set(rows_in_scope(index, pos, index.table_rows[pos], span, keys[0]))
        values = [(v, k) for v, k in values if index.table_rows[pos][k] in inside]
    if within is not None and keys:  # ``within``: the years every table covers ("the warmest year that both tables cover")
        values = [(v, k) for v, k in values if index.tables[pos].cells[k][keys[0]].strip().isdigit() and int(index.tables[pos].cells[k][keys[0]]) in within]
    if len(values) < 2 or key is not None and len(keys) != 1:
        return None
    top = max(v * sign for v, _ in values)
    firsts = [k for v, k in values if v * sign == top]
    return index.tables[pos].cells[firsts[0]][keys[0] if keys else 0] if len(firsts) == 1 else None


def _row_value(index: TableIndex, r: int, gids: list[int], pooled: int = 0):
    """Row ``r``'s cell of the one column ``gids`` holds, or of them all the mean of its cells, or with ``pooled`` (a
    sign) its largest (1) or smallest (-1) cell; None when one is empty."""
    cells = [index.value(r, g) for g in gids]
    if None in cells:
        return None
    return cells[0] if len(cells) == 1 else (max if pooled > 0 else min)(cells) if pooled else sum(cells) / len(cells)


def pointed(claim: str, index: TableIndex) -> str:
    """The claim with a row's pointer cell written by its column's name replaced by the cell ("Season 4's Miss
    Congeniality landed in the bottom three times": the ``miss_congeniality`` cell of season 4's row, a queen of
    another table; "the season 5 winner", "the 2020 winner", "the winner of season 4"). A pointer column is one whose cells are names,
    some of them names of another table's rows; the owner is a row of its table named by a name or by a key word and its value
    ("season 5"). Unchanged when there is none, or the owner is not one row.

        >>> from mt_raig.eval.lexical.index import index_of
        >>> from mt_raig.tables import Table
        >>> seasons = Table("seasons", "Seasons and their winners", ("season", "winner"), (("4", "Sharon Needles"), ("5", "Jinkx Monsoon")))
        >>> queens = Table("queens", "Queens and hometowns", ("queen", "hometown"), (("Sharon Needles", "Pittsburgh"), ("Jinkx Monsoon", "Seattle")))
        >>> pointed("The season 5 winner came from Seattle.", index_of((seasons, queens)))
        'Jinkx Monsoon came from Seattle.'
    """
    for pos, table in enumerate(index.tables):
        for j in _pointer_columns(index.tables)[pos]:
            phrase = r"\s+".join(re.escape(w) for w in re.findall(r"[A-Za-z]+", table.header[j])) + r"\b"  # one row's: never "the winners"
            for m in re.finditer(r"['’]s\s+" + phrase, claim, re.I):  # "Season 4's Miss Congeniality": the owner's words before
                before = list(re.finditer(r"[\w-]+", claim[:m.start()]))[-4:]
                for k in range(len(before) - 1, -1, -1):  # the fewest words that name one row ("Season 4", not "4")
                    if (row := _owner(index, pos, claim[before[k].start():m.start()])) is not None and table.cells[row][j]:
                        lead = re.search(r"\bthe\s+$", claim[:before[k].start()], re.I)
                        start = lead.start() if lead else before[k].start()
                        if not _equated(claim, start, m.end()):
                            return claim[:start] + table.cells[row][j] + claim[m.end():]
                        break
            for shape in (r"\bthe\s+(?P<owner>(?:[a-z]+\s+)?\d+)\s+" + phrase, r"\bthe\s+" + phrase + r"\s+of\s+(?P<owner>[a-z]+\s+\d+)\b(?!\s*(?:,|and\b|or\b|to\b))"):
                for m in re.finditer(shape, claim, re.I):  # "the season 5 winner", "the winner of season 4"
                    if (row := _owner(index, pos, m.group("owner"), keyed=True)) is not None and table.cells[row][j] and not _equated(claim, m.start(), m.end()):
                        return claim[:m.start()] + table.cells[row][j] + claim[m.end():]
    return claim


def _equated(claim: str, start: int, end: int) -> bool:
    """Whether the phrase at ``start:end`` is equated with something by a copula ("Carinthia's highest point is
    Grossglockner", "Wildspitze is Tyrol's highest point"): the claim names the cell itself, checked as written."""
    return bool(re.match(r"\s+(?:is|was|are|were)\b", claim[end:]) or re.search(r"\b(?:is|was|are|were)\s+$", claim[:start]))


@lru_cache(maxsize=1024)
def _pointer_columns(tables: tuple[Table, ...]) -> tuple[tuple[int, ...], ...]:
    """For each table, its columns whose cells are names (never numbers), two or more of them names of other tables'
    rows (their first cells): ``winner`` of a seasons table whose winners are rows of a table of queens. Once per set of
    tables (every claim about them asks)."""
    out = []
    for pos, table in enumerate(tables):
        others = {t.cells[k][0] for p, t in enumerate(tables) if p != pos for k in range(len(t.cells))}
        cells = [[r[j] for r in table.cells if r[j]] for j in range(len(table.header))]
        out.append(tuple(j for j in range(1, len(table.header)) if all(any(ch.isalpha() for ch in c) for c in cells[j])
                         and len({c for c in cells[j] if c in others}) >= 2))
    return tuple(out)


def _owner(index: TableIndex, pos: int, text: str, keyed: bool = False) -> int | None:
    """The one row of a table a name ("Sharon Needles") or a key word and its value ("season 5") names, or None; with
    ``keyed`` ("the 2020 winner") also a bare value of its first column."""
    table = index.tables[pos]
    if keyed and text.strip().isdigit():
        rows = [k for k, r in enumerate(table.cells) if r[0].strip() == text.strip()]
        return rows[0] if len(rows) == 1 else None
    if (key := re.fullmatch(r"(?:the\s+)?([A-Za-z]+)\s+(\d+)", text.strip(), re.I)) is not None:
        cols = [j for j, h in enumerate(table.header) if stem(h.lower()) == stem(key.group(1).lower())]
        rows = [k for k, r in enumerate(table.cells) for j in cols if r[j].strip() == key.group(2)]
    elif re.search(r"[A-Za-z]", text):  # a name (a bare number names no row: "4" of "Season 4")
        rows = [k for k, r in enumerate(table.cells) if r[0].casefold() == re.sub(r"^the\s+", "", text.strip(), flags=re.I).casefold()]
    else:
        return None
    return rows[0] if len(rows) == 1 else None


_ORDINAL_KEY = re.compile(r"\bthe\s+(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+([a-z]+)\b", re.I)
_PLACES = {w: k for k, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth".split(), 1)}


def ordinal_keys(claim: str, index: TableIndex) -> str:
    """"the first season" as "season 1" where a column so headed numbers its rows 1, 2, 3, ... (a table of seasons):
    the row the ordinal names, for the checks that read a key ("Season 11 had six more queens than the first season").

        >>> from mt_raig.eval.lexical.index import index_of
        >>> from mt_raig.tables import Table
        >>> t = Table("seasons", "Seasons", ("season", "queens"), (("1", "9"), ("2", "12"), ("3", "13")))
        >>> ordinal_keys("Season 3 had four more queens than the first season.", index_of((t,)))
        'Season 3 had four more queens than season 1.'
    """
    def key(m: re.Match) -> str:
        word, place = m.group(2).lower(), _PLACES[m.group(1).lower()]
        numbered = any(stem(h.lower()) == stem(word) and sorted(int(r[j]) for r in t.cells if r[j].isdigit()) == list(range(1, len(t.cells) + 1))
                       for t in index.tables for j, h in enumerate(t.header))
        return f"{word} {place}" if numbered and place <= max(len(t.cells) for t in index.tables) else m.group(0)
    if len(re.findall(r"\b(?:" + "|".join(_PLACES) + r")\b", claim, re.I)) > 1:
        return claim  # "The first series ran for 6 episodes and the second for 8": an ellipsis the key would not carry
    return _ORDINAL_KEY.sub(key, claim)

