"""Which values of a claim belong together in one row: per name ("A and B had 3.1 and 4.2") or per locator
("67.4 in 1952 and 80.7 in 2007")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .index import TableIndex, header_stems, header_words
from .lexicon import (
    COMPARATIVES,
    MULTIPLIERS,
    POLAR_COMPARATIVES,
    POLAR_SUPERLATIVES,
    SUPERLATIVES,
    stem,
)
from .segmentation import SEGMENT_SEPARATOR
from .values import Value, number_columns, rows_holding
from .windows import year_like

_COMPARED = re.compile(r"\b(?:" + "|".join(sorted({*COMPARATIVES, *POLAR_COMPARATIVES, *SUPERLATIVES, *POLAR_SUPERLATIVES, *MULTIPLIERS, "times",
                                                  "than", "followed", "ahead", "behind", "versus", "vs", "after", "before", "same", "matched", "tied", "equalled", "equaled"})) + r")\b"
                       r"|\b(?:a|one)\s+(?:third|quarter|fifth|tenth)\s+of\b")  # "about a quarter of Bressa's"


_SCOPE = re.compile(r"^\s*(?:among|of|in|within|across|for)\s+(?:all\s+)?(?:the\s+|its\s+)?(?:[a-z]+\s+)?$", re.I)


def only_locates(index: TableIndex, value: Value) -> bool:
    """Whether a number is found only as a locator (an id-like cell or a title number), never as a measure."""
    return all(g == -1 or index.columns[g].id_like for r in rows_holding(index, value) for g in number_columns(index, r, value))


def locator_groups(claim: str, values: Sequence[Value], index: TableIndex) -> list[list[int]] | None:
    """Groups for a claim about one entity at several locators ("67.4 in 1952 and 80.7 in 2007", "won in 2006 and 2013").

    Each locator takes the entity's names and the numbers of its own clause
    segment (else the nearest, the following one on a tie); each group must then sit in one row. None when
    the claim has fewer than two locators or names more than one entity.
    """
    locs = [i for i, v in enumerate(values) if v.kind == "month" or (v.kind == "number" and v.locator and only_locates(index, v))]
    for run in _runs(claim, values, [i for i, v in enumerate(values) if v.kind == "number" and v.locator], _JOINED_OR_TO):
        if any(i in locs for i in run):  # "in series 9 and 10": 10 is also a count of episodes, but listed with a locator it locates
            locs = sorted(set(locs) | set(run))
    if any(not rows_holding(index, v) for v in values if v.kind in ("number", "duration")):
        return None  # a derived number ("grew about 3.2 times") is checked against the rows the claim names
    names = [i for i, v in enumerate(values) if v.kind == "name" and _identifies(index, v)]
    brackets = [i for i, v in enumerate(values) if v.kind == "number" and v.cell is not None]  # "the 0-3 bracket's share fell
    locs, names = [i for i in locs if i not in brackets], names + brackets  # from 7.0% in 1960 to 4.5% in 1970": in each year's 0-3 row
    if len(locs) < 2 or len({values[i].cell for i in names}) > 1:
        return None
    cuts = [0] + [m.end() for m in SEGMENT_SEPARATOR.finditer(claim)] + [len(claim) + 1]

    def segment(pos: int) -> int:
        return max(k for k, b in enumerate(cuts) if b <= pos)

    groups = {i: [*names, i] for i in locs}
    loose, paired = [], set()
    for run in _runs(claim, values, [i for i in range(len(values)) if i not in locs]):
        after = [r for r in _runs(claim, values, locs) if len(r) == len(run) and r[0] == run[-1] + 1]
        if after:  # "9.30 and 9.24 million in series 9 and 10": in order
            for i, j in zip(run, after[0]):
                groups[j].append(i)
            paired |= set(run)
    for i, v in enumerate(values):
        if i in locs or i in names or i in paired or v.kind == "name":
            continue
        pool = [j for j in locs if segment(values[j].start) == segment(v.start)]
        if not pool and re.match(r"\s*(?:when|where|which|with|as)\b", claim[cuts[segment(v.start)]:], re.I):
            pool = [j for j in locs if segment(values[j].start) == segment(v.start) - 1]  # ", when the finale peaked at 15.90"
        if not pool:
            loose.append(i)
            continue
        nearest = min(pool, key=lambda j: (min(abs(values[j].start - v.end), abs(v.start - values[j].end)), values[j].start < v.start))
        groups[nearest].append(i)
    for run in _runs(claim, values, loose, _JOINED_OR_TO) + [[i] for i in loose if not any(i in r for r in _runs(claim, values, loose, _JOINED_OR_TO))]:
        # "9.30 and 9.24 million in series 9 and 10": a list pairs in order with the list of locators right after it;
        # "from 2.77 in series 1 to 7.35 in series 4, and finales from 2.75 to 9.45": with every locator, as many
        after = [r for r in _runs(claim, values, locs) if len(r) == len(run) and values[r[0]].start > values[run[-1]].start]
        target = after[0] if after else locs if len(locs) == len(run) > 1 else None
        if target is None:
            return None  # "between 1967 and 1987, from 9848 to 22376": no locator of its own
        for i, j in zip(run, target):
            groups[j].append(i)
    return list(groups.values())


def listed_locators(claim: str, values: Sequence[Value], index: TableIndex) -> list[Value]:
    """Locators written as a list ("episodes 2 and 9", "series 5 to 7"), each to be found in a row of its own: a
    locator joined only to a quantity ("in series 1 to 7.35 million in series 4") is no list."""
    found = [v for v in values if v.coordinated and v.locator and only_locates(index, v)]
    return [v for v in found if any(u is not v and _JOINED_OR_TO.fullmatch(claim[min(u.end, v.end):max(u.start, v.start)]) for u in found)]


def _identifies(index: TableIndex, name: Value) -> bool:
    per_table: dict[int, int] = {}
    for r in rows_holding(index, name):
        per_table[index.rows[r].table_pos] = per_table.get(index.rows[r].table_pos, 0) + 1
    return all(n <= max(3, len(index.table_rows[t]) // 2) for t, n in per_table.items())


_POSSESSED = re.compile(r"[’']s\s+")
_OBJECT = re.compile(r"\b(?:for|at|with|from|under|against|in|on)\s+(?:the\s+)?(?:[a-z]+\s+)?$")
_IN_OBJECT = re.compile(r"\b(?:in|on)\s+(?:the\s+)?(?:[a-z]+\s+)?$")


_EACH_NAME = re.compile(r",?\s+(?:and|or)\s+(?:again\s+|also\s+)?(?:(?:on|in|at)\s+)?|,\s+", re.I)


def groupings(claim: str, values: Sequence[Value], index: TableIndex | None = None) -> list[tuple[str, list[list[int]]]]:
    """Ways to split a claim's values into per-name groups, each to be found in one row.

    "A and B had 3.1 and 4.2" pairs in order ("respectively", blocked or
    interleaved); or every other value goes with the name before it ("A's rate
    (81.3%) was higher than B's (67.9%)"), or with the name after it ("5.9 and 5.5 points in
    Connecticut and 6.4 and 6.3 points in Rhode Island"; values after the last name go with it); or with the name in its own clause
    segment, else with the nearest name (the preceding one on a tie); or every value before a list of names goes with
    each of them ("0 degrees, on Oct 18 and again on Oct 24"). A name held by most rows of a table ("Northeast" in a
    region column) heads no group.
    """
    names = [i for i, v in enumerate(values) if v.kind == "name" and (index is None or _identifies(index, v))]
    listed = [i for i, v in enumerate(values) if i not in names]
    if len(names) == 1 and len(listed) >= 2 and all(values[i].locator and values[i].coordinated for i in listed):
        return [("per locator", [[names[0], i] for i in listed])]  # "Alice won in episodes 2 and 9": one row each
    if len(names) < 2:  # "January and February ... 35.6 and 34.3 degrees": months head the groups
        names = [i for i, v in enumerate(values) if v.kind == "month"]
    others = [i for i in range(len(values)) if i not in names]
    if len(names) < 2:
        return _parallel(claim, values) if not any(v.kind == "name" for v in values) else []
    out: list[tuple[str, list[list[int]]]] = []
    k, m = len(names), len(others)
    apposed = any(re.fullmatch(r",\s+", claim[values[a].end:values[b].start]) and re.match(r"['’]s\b", claim[values[b].end:])
                  for a, b in zip(names, names[1:]))  # "Kirk Gibson, Detroit's best-paid hitter, hit 28": one entity described
    if others and m % k == 0 and values[names[-1]].start < values[others[0]].start and not apposed:
        r = m // k
        out.append(("respectively", [[names[i]] + [others[i * r + j] for j in range(r)] for i in range(k)]))
        if r > 1:
            out.append(("respectively", [[names[i]] + [others[i + j * k] for j in range(r)] for i in range(k)]))
    if k >= 3 and m >= 2:  # "In Snowdon, Coderre edged out Bergeron, 1,548 votes to 1,503": one name is every pair's context
        for c in names:
            rest = [n for n in names if n != c]
            alike = index is not None and set.intersection(*(name_columns(index, values[n].cell) for n in rest)) - name_columns(index, values[c].cell)
            if alike and len(rest) == m and values[rest[-1]].start < values[others[0]].start and all(values[o].kind == "number" for o in others):
                out.append(("respectively, in a shared context", [[rest[i], others[i], c] for i in range(m)]))
    shared = [o for o in others if values[o].locator and not values[o].coordinated and index is not None and only_locates(index, values[o])]
    paired = [o for o in others if o not in shared]
    if shared and paired and len(paired) == k and values[names[-1]].start < values[paired[0]].start:
        # "Turkey, Romania and Poland in 2007 at 8458, 10808 and 15390": the year locates every name's row
        out.append(("respectively", [[names[i], paired[i], *shared] for i in range(k)]))
    if others and values[others[-1]].end <= values[names[0]].start and all(_EACH_NAME.fullmatch(claim, values[a].end, values[b].start)
                                                                          for a, b in zip(names, names[1:])):
        out.append(("each name", [[n, *others] for n in names]))  # "was 0 degrees, on Oct 18 and again on Oct 24": both rows
    bounds = [0] + [m_.end() for m_ in SEGMENT_SEPARATOR.finditer(claim)] + [len(claim) + 1]

    def segment(pos: int) -> int:
        return max(i for i, b in enumerate(bounds) if b <= pos)

    preceding = {n: [n] for n in names}
    for o in others:
        before = [n for n in names if values[n].start < values[o].start]
        preceding[before[-1] if before else names[0]].append(o)
    merged = False
    for j in range(1, len(names)):  # "Turay scored 14 goals for Hammarby": an object of a preposition with no value of its
        n, prev = names[j], names[j - 1]  # own belongs to the row of the group before it, when that group has one value
        # (and heads no group of its own); "Delta 1237 miles, compared with 563 miles for ExpressJet": 563 is ExpressJet's
        gap = claim[values[prev].end:values[n].start]  # "52 Adelie penguins on Torgersen island": after any number of values
        if preceding.get(n) == [n] and (len(preceding.get(prev, ())) == 2 and _OBJECT.search(gap) or len(preceding.get(prev, ())) > 2 and _IN_OBJECT.search(gap)):
            preceding[prev].append(preceding.pop(n)[0])
            merged = True
    for j in range(1, len(names)):  # "Jon Holm's Liberal Union won 61 seats": a possessor is in the row of what it owns; so is a
        # lower-case descriptor written right before its name ("veterinary surgeon Rosie Brandreth-Poynter reached episode 9")
        n, prev = names[j], names[j - 1]
        gap = claim[values[prev].end:values[n].start]
        lead = [o for o in preceding.get(prev, ()) if o != prev]  # ("In 2008, Brazil's Martin Lel ...": the year before both is theirs)
        if prev in preceding and all(values[o].start < values[prev].start for o in lead) and n in preceding \
                and (re.fullmatch(r"[’']s\s+", gap) or gap == " " and values[prev].text.islower()):
            preceding[n][:0] = preceding.pop(prev)
            merged = True
    out.append(("preceding name", list(preceding.values())))
    scope = names[0]  # "Among the Pacific states, Alaska paid the most ($43,000) and Hawaii the least ($32,000)": the scope
    if preceding.get(scope) == [scope] and len(names) >= 3 and _SCOPE.match(claim[:values[scope].start]):  # joins every group
        out.append(("preceding name, in a scope", [[*group, scope] for n, group in preceding.items() if n != scope]))
    if merged:
        return out
    heads = [n for n in names if not re.search(r"\b(?:to|than|like|unlike|as)\s+$", claim[:values[n].start], re.I)]
    if len(heads) == 1 and values[heads[0]].start < values[others[0]].start if others else False:
        # "ExpressJet, of similar size to JetBlue, had 67.9%": a name after "to", "than", "like" is no subject
        out.append(("subject", [[heads[0], *others], *[[n] for n in names if n not in heads]]))
    runs = [r for r in _runs(claim, values, others) if len(r) == k and values[r[0]].start > values[names[-1]].start]
    if runs:  # "A cancelled 31 of 5162 and B 349 of 48110, their delays were 1.8 and 1.6": lists of k in order, the rest by the name before
        listed_after = {o: names[i] for r in runs for i, o in enumerate(r)}
        mixed = {n: [n] for n in names}
        for o in others:
            before = [n for n in names if values[n].start < values[o].start]
            mixed[listed_after.get(o, before[-1] if before else names[0])].append(o)
        out.append(("preceding name, lists in order", list(mixed.values())))
        mixed = {n: [n] for n in names}  # "43.1% in Pennsylvania and 40.0% in New Hampshire, short of his 48.6% and 46.5%"
        for o in others:
            after = [n for n in names if values[n].start > values[o].start]
            mixed[listed_after.get(o, after[0] if after else names[-1])].append(o)
        out.append(("following name, lists in order", list(mixed.values())))
    groups = {n: [n] for n in names}
    for o in others:
        same = [n for n in names if segment(values[n].start) == segment(values[o].start)]
        pool = same or names
        nearest = min(pool, key=lambda n: (abs(values[n].start - values[o].start), values[n].start > values[o].start))
        groups[nearest].append(o)
    out.append(("nearest name", list(groups.values())))
    following = {n: [n] for n in names}  # "5.9 and 5.5 points in Connecticut and 6.4 and 6.3 points in Rhode Island"
    for o in others:
        after = [n for n in names if values[n].start > values[o].start]
        following[after[0] if after else names[-1]].append(o)
    out.append(("following name", list(following.values())))
    return [(how, groups) for how, groups in out if index is None or _bare_names_alike(claim, index, values, groups)]


def _bare_names_alike(claim: str, index: TableIndex, values: Sequence[Value], groups: list[list[int]]) -> bool:
    """Groups holding only a name are a list of entities of one kind ("Envoy Air and ExpressJet"): each such
    name must share a column, or a row (or joined rows), with another one. Two names of different columns in
    no common row ("Tokyo Traders is based in Osaka", "Ikura is in the Beverages category") state a relation
    that does not hold. A one-word cell in lower case, written so ("winner"), names no entity and takes no part."""
    bare = [values[g[0]] for g in groups if len(g) == 1 and values[g[0]].kind == "name"]
    said = [v for v in bare if v.text.islower() and _PREDICATE.search(claim[:v.start]) or _said_of_all(claim, bare, v, index)]  # "The horse is a carnivore": a
    if said and any(not rows_holding(index, s) & {p for x in rows_holding(index, v) for p in (x, *index.partners[x])}  # predicate
                    for s in said for v in bare if v.start < s.start):  # each subject's row must hold
        return False
    for s in said:  # "A and B are the only endangered species": and no other row of the table holds it
        subjects = set().union(*(rows_holding(index, v) for v in bare if v.start < s.start))
        if (pm := _PREDICATE.search(claim[:s.start])) and "only" in pm.group(0).lower() and subjects and not rows_holding(index, s) <= subjects:
            return False
    bare = [v for v in bare if not (v.text.islower() and v.cell.islower() and " " not in v.cell)]  # "Winnipeg" of a "winnipeg" cell is one
    possessed = _POSSESSED.match(claim, bare[0].end) if len(bare) == 1 else None
    if possessed and index.header_phrases is not None and index.header_phrases.match(claim, possessed.end()):  # "Mount Columbia is
        # British Columbia's highest point" (a column's name after the possessor):
        other = [values[i] for g in groups if len(g) > 1 for i in g if values[i].kind == "name"]  # a possessor heads no
        rows = rows_holding(index, bare[0])  # group of its own: it must share a column or joined rows with another name
        return any(name_columns(index, bare[0].cell) & name_columns(index, v.cell)
                   or {p for x in rows for p in index.partners[x]} & rows_holding(index, v) or rows & rows_holding(index, v) for v in other)
    heads = [values[g[0]] for g in groups if len(g) > 1 and values[g[0]].kind == "name"]
    if len(bare) == 1 and heads:  # "Bellatrix, in Orion, is the list's M2 star, shining at magnitude 0.45": one entity's
        # facts; a lone name goes with the others only as one of their kind (a joined row makes it one of the facts)
        return any(name_columns(index, bare[0].cell) & name_columns(index, h.cell) or _kind_words(index, bare[0].cell) & _kind_words(index, h.cell)
                   for h in heads)
    if len(bare) < 2:
        return True
    rows = [rows_holding(index, v) for v in bare]
    joined = [i for i in range(1, len(bare)) if claim[bare[i - 1].end:bare[i].start] == " " and rows[i - 1] & rows[i]]
    for i in reversed(joined):  # "Robert King": a first and a last name written together are one entity, the row of both
        rows[i - 1] &= rows.pop(i)
        bare.pop(i)
    if len(bare) < 2:
        return True
    cols = [name_columns(index, v.cell) for v in bare]
    linked = [r | {p for x in r for p in (*index.partners[x], *index.refers.get(x, ()))} for r in rows]  # (a manager's row too)

    def alike(i: int, k: int) -> bool:  # one column; two names listed ("A and B") or compared, not "A is the full name of B"
        a, b = sorted((bare[i], bare[k]), key=lambda v: v.start)
        between = claim[a.end:b.start].lower()
        listed = re.fullmatch(r"[\s,;]*(?:and|or|as well as|,|;|\s)*\s*", between) or _COMPARED.search(between)
        return bool(cols[i] & cols[k]) and (bool(listed) or len(values) - len(joined) > 2)  # a claim of two names alone states a relation

    return all(any(k != i and (alike(i, k) or linked[i] & rows[k]) for k in range(len(bare))) for i in range(len(bare)))


def _said_of_all(claim: str, bare: Sequence[Value], v: Value, index: TableIndex) -> bool:
    """Whether ``v`` is said of every name listed before it ("Phoenix and Denver are both on America/Denver time"): two
    or more names of one column joined by "and", then "are/were (both/all) ..." and ``v``, a name of another column."""
    before = [b for b in bare if b.end <= v.start]
    if len(before) < 2 or any(not re.fullmatch(r"\s*(?:,|,?\s*and)\s*(?:the\s+)?", claim[a.end:b.start]) for a, b in zip(before, before[1:])):
        return False
    between = claim[before[-1].end:v.start]
    return bool(re.match(r"\s+(?:are|were)\s+(?:both|all|each)\b", between)) and "," not in between and not (
        name_columns(index, v.cell) & set.intersection(*(name_columns(index, b.cell) for b in before)))


_PREDICATE = re.compile(r"\b(?:is|are|was|were)\s+(?:(?:a|an|the|also|both|all|only|listed\s+as|classed\s+as)\s+)*$", re.I)


def _kind_words(index: TableIndex, cell: str) -> set[str]:
    """The header words of the columns holding a name cell, in any table ("baker" of ``baker`` and ``baker_full``;
    "country" of each continent's ``Country``): what kind of entity it is."""
    return {w for t, j in name_columns(index, cell) for w in header_words(index.tables[t].header[j]) if w not in _KIND_NOISE}


_KIND_NOISE = frozenset("of the a an in on at to and or by for name names id code full".split())


def name_columns(index: TableIndex, cell: str) -> set[tuple[int, int]]:
    """(table position, column) pairs where a name cell stands."""
    out = set()
    for r in index.name_rows.get(cell, ()):
        row = index.rows[r]
        out |= {(row.table_pos, j) for j, c in enumerate(index.tables[row.table_pos].cells[row.row - 1]) if c.strip() == cell}
    return out


def sided_rows(index: TableIndex, pos: int, claim: str, name: Value) -> set[int] | None:
    """The rows holding a name in the one of its columns the claim's words name, where a table holds it in several
    ("Kenyans won 10 of the 19 men's races": ``men_country``, never ``women_country``); None when not told apart."""
    t = index.tables[pos]
    holding = [j for j in range(len(t.header)) if any(r[j].strip() == name.cell for r in t.cells)]
    if len(holding) < 2:
        return None
    said = {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", claim)} - {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", name.cell)}
    best = [j for j in holding if said & header_stems(t.header[j])]
    return {index.table_rows[pos][k] for k, r in enumerate(t.cells) if r[best[0]].strip() == name.cell} if len(best) == 1 else None


def binary_relation(index: TableIndex, values: Sequence[Value]) -> bool:
    """Whether the values are two names of no common column ("Accept" and "Big Ones"), or a name and a number that
    only locates a row ("Edd Kimber" and "series 2"), each in some row: a claim about them states a relation that
    only a row (or joined rows) holding both supports."""
    if not all(rows_holding(index, v) for v in values):
        return False
    values = _entities(index, values)  # "Lewis" and "Hamilton" of one row are one entity
    if len(values) != 2:
        return False
    names = [v for v in values if v.kind == "name"]
    if len(names) == 1:
        other = next(v for v in values if v.kind != "name")
        return other.kind == "number" and other.locator and only_locates(index, other)
    if len(names) != 2 or names[0].cell == names[1].cell:
        return False
    a, b = name_columns(index, names[0].cell), name_columns(index, names[1].cell)
    # or two names of one kind a table relates in two columns ("Colorado" and "Nevada" of ``borders(state, borders)``)
    return not a & b or _paired_columns(a, b)


def listed_relation(claim: str, index: TableIndex, values: Sequence[Value]) -> tuple[Value, list[Value]] | None:
    """"Chinstraps were never sampled on Biscoe or Torgersen": one name and a list of two or more names of another
    column ("A or B", "A, B or C", "A and B"), each in some row; a negated claim about them holds when no row (or joined
    rows) holds the first name with any of the list. (the first name, the list), or None."""
    if len(values) < 3 or any(v.kind != "name" or not rows_holding(index, v) for v in values):
        return None
    first, rest = values[0], list(values[1:])
    if any(not re.fullmatch(r"\s*(?:,|,?\s*(?:or|and|nor))\s*", claim[a.end:b.start]) for a, b in zip(rest, rest[1:])):
        return None
    cols = [name_columns(index, v.cell) for v in rest]
    common = set.intersection(*cols)
    return (first, rest) if common and not name_columns(index, first.cell) & common else None


def _paired_columns(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> bool:
    """Whether some table holds the first name in one column and the second in another, as a relation's two sides."""
    return any(t == u and j != k for t, j in a for u, k in b)


_JOINED = re.compile(r"\s*(?:,|,?\s*and)\s*")
_JOINED_OR_TO = re.compile(r"\s*(?:,|,?\s*and|to)\s*")


def _runs(claim: str, values: Sequence[Value], chosen: Sequence[int], joined: re.Pattern = _JOINED) -> list[list[int]]:
    """Lists of two or more numbers written one after another ("1.8 and 1.6", "55.5%, 54.6% and 59.0%"; with
    ``_JOINED_OR_TO`` also "from 2.75 to 9.45")."""
    runs: list[list[int]] = []
    for i in chosen:
        if values[i].kind not in ("number", "duration"):
            continue
        if runs and runs[-1][-1] == i - 1 and joined.fullmatch(claim[values[i - 1].end:values[i].start]):
            runs[-1].append(i)
        else:
            runs.append([i])
    return [r for r in runs if len(r) >= 2]


def _parallel(claim: str, values: Sequence[Value]) -> list[tuple[str, list[list[int]]]]:
    """"with 13, 12 and 11 bakers, drew 9.62, 9.38 and 8.94 million viewers": lists of numbers of one length
    pair in order, the i-th of each list in one row (only when every value is in such a list)."""
    lists: list[list[int]] = []
    for i, v in enumerate(values):
        if v.kind not in ("number", "duration"):
            return []
        if lists and re.fullmatch(r"\s*(?:,|,?\s*and)\s*", claim[values[lists[-1][-1]].end:v.start]):
            lists[-1].append(i)
        else:
            lists.append([i])
    if len(lists) < 2 or len({len(x) for x in lists}) != 1 or len(lists[0]) < 2:
        return []
    return [("respectively", [list(group) for group in zip(*lists)])]


def _entities(index: TableIndex, values: Sequence[Value]) -> list[Value]:
    """The values with names of one common row ("Lewis", "Hamilton") kept once: one per entity."""
    out: list[Value] = []
    for v in values:
        if v.kind == "name" and any(u.kind == "name" and rows_holding(index, u) & rows_holding(index, v)
                                    and not name_columns(index, u.cell) & name_columns(index, v.cell)
                                    and len(rows_holding(index, u) | rows_holding(index, v)) == 1 for u in out):
            continue
        out.append(v)
    return out


def one_quantity(index: TableIndex, values: Sequence[Value], periods: bool = False, within: set[int] | None = None) -> list[int] | None:
    """"The three finalists were aged 36, 28 and 28": numbers with no name, locator or date beside them, all
    of one column (one header), need no common row; a row holding each, or None. With ``periods`` (a number of the
    claim is to be derived from the rows found), two or three periods of one table ("7.99 points worse in October 2008
    than in September", "from 1932 to 1936"), each a date, a month or a year locating one row, give their rows. With
    ``within``, only those rows count (a category's: "the descending party ... between longitudes 9.8 and 9.5")."""
    if periods and 2 <= len(values) <= 3 and all(v.kind in ("date", "month") or v.kind == "number" and v.locator and year_like(v.mention.number)
                                                 for v in values):
        held = [rows_holding(index, v) for v in values]
        if all(len(h) == 1 for h in held) and len({index.rows[r].table_pos for h in held for r in h}) == 1:
            return sorted({r for h in held for r in h})
    if len(values) < 2 or any(v.kind not in ("number", "duration") or v.locator for v in values):
        return None
    rows, headers = [], set()
    for v in values:
        found = {r: [g for g in number_columns(index, r, v) if g >= 0] for r in sorted(rows_holding(index, v)) if within is None or r in within}
        found = {r: gids for r, gids in found.items() if gids}
        if not found:
            return None
        headers |= {index.columns[g].header for gids in found.values() for g in gids}
        rows.append(min(found))
    return sorted(set(rows)) if len(headers) == 1 else None


def locator_support(index: TableIndex, values: Sequence[Value], holders: Sequence[set[int]], group: Sequence[int]) -> dict | None:
    """The row a locator names for the entity, holding the group's numbers (itself, or a joined row of a table
    with other columns: never the same entity's row in a parallel table of another year)."""
    loc = next(i for i in group if values[i].kind == "month" or (values[i].kind == "number" and values[i].locator))
    entity = [i for i in group if values[i].kind == "name"]
    for r in sorted(holders[loc]):
        if not all(r in holders[i] or any(p in holders[i] for p in index.partners[r]) for i in entity):
            continue
        header = index.tables[index.rows[r].table_pos].header
        reach = {r} | {p for p in index.partners[r] if index.tables[index.rows[p].table_pos].header != header}
        if all(holders[i] & reach for i in group if i != loc and i not in entity):
            return {"rows": [{"table_id": index.rows[x].table_id, "row": index.rows[x].row} for x in sorted(reach)[:3]]}
    return None
