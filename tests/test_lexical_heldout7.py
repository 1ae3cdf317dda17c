"""Seventh blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: nine small linked tables of US geography never used by the other
lexical sets, the judge's own tests or the bundled sample, read from the GeoQuery
database as the public text2sql-data repository ships it in SQLite
(``data/geography-db.added-in-2020.sqlite``; the repository states no licence for
it): sixteen western and Great Lakes states (capital, population, area,
density), their largest listed city and listed capital (population), the
neighbours of Colorado, Nevada, Oregon and Utah, twelve rivers (length) and the
states eight of them flow through, the 25 lakes listed for these states (area),
eighteen mountains of Alaska, California, Colorado and Washington (altitude)
and each state's highest and lowest point (elevation), linked through the state,
river and lake names (see ``tests/data/lexical_heldout7_tables.json`` and DATA.md
for the source, the selection and the units). Names are stored lower-case as the
source stores them; claims capitalise them as a writer would. Every claim was
written, and the set committed, without reading the judge's source, its docs or
its other test sets' claims, and without running the judge on it, phrased the
way an insight writer would over several tables (names joined through state,
river and lake names, sums, differences, ratios and shares, counts, numbers in
words and ordinals, superlatives with and without their value, negations,
metres, feet, kilometres and miles, thousands and millions); each false claim is
its true twin with exactly one fact changed. The data hold no dates, so the
``units_dates`` pairs are all about units. This set only measures how far the
judge generalises: fixes must not be made against it. ``FACTS``
(``tests/lexical_heldout7_facts.py``) recomputes every claim's truth from the
stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout7.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
import pytest
from heldout_pairs import Pair
from lexical_heldout7_facts import (
    BO,
    CI,
    DATA,
    FACTS,
    HI,
    LA,
    LO,
    MO,
    RI,
    RS,
    ST,
    rows_by_table,
)

from mt_raig.tables import Table

PAIRS: tuple[Pair, ...] = (
    # wrong_entity: the fact is right, the state, city, peak, lake or river it is pinned on is not
    Pair("we1", "wrong_entity", (ST, CI),
         "Minnesota is governed from St. Paul, a city of 270,230.",
         "Minnesota is governed from Minneapolis, a city of 370,951."),
    Pair("we2", "wrong_entity", (HI, MO),
         "At 4,399 metres, Mount Elbert is Colorado's highest point.",
         "At 4,399 metres, Mount Massive is Colorado's highest point."),
    Pair("we3", "wrong_entity", (LO, RS),
         "Arizona and Nevada both reach their lowest point on the Colorado River.",
         "Arizona and Utah both reach their lowest point on the Colorado River."),
    Pair("we4", "wrong_entity", (LA, ST),
         "Lake Tahoe, with an area of 497, is listed under both California and Nevada.",
         "Lake Tahoe, with an area of 497, is listed under both California and Oregon."),
    Pair("we5", "wrong_entity", (CI, ST),
         "Wisconsin's biggest city is Milwaukee, home to 636,212 people.",
         "Wisconsin's biggest city is Madison, home to 636,212 people."),
    Pair("we6", "wrong_entity", (RI, RS),
         "The Hudson, with a length of 492, runs through New York and New Jersey.",
         "The Hudson, with a length of 492, runs through New York and Connecticut."),
    Pair("we7", "wrong_entity", (BO, ST),
         "Nevada's neighbours are Idaho, Utah, Arizona, California and Oregon.",
         "Nevada's neighbours are Idaho, Utah, Arizona, California and Colorado."),
    Pair("we8", "wrong_entity", (HI, ST),
         "Wheeler Peak, 4,011 metres high, is New Mexico's highest point.",
         "Wheeler Peak, 4,011 metres high, is Nevada's highest point."),
    Pair("we9", "wrong_entity", (ST, CI),
         "Phoenix is at once the capital and the most populous listed city of Arizona.",
         "Phoenix is at once the capital and the most populous listed city of New Mexico."),
    Pair("we10", "wrong_entity", (MO, HI),
         "In California, Mount Shasta and Mount Sill tie at 4,317 metres.",
         "In California, Mount Shasta and Mount White tie at 4,317 metres."),
    # superlative: the top or bottom of a column, with and without its value
    Pair("su1", "superlative", (ST, LA),
         "Of the sixteen states covered, Alaska is the largest by area.",
         "Of the sixteen states covered, California is the largest by area."),
    Pair("su2", "superlative", (ST, CI),
         "Alaska is the most thinly settled of these states, with a density of just 0.7.",
         "Wyoming is the most thinly settled of these states, with a density of just 4.8."),
    Pair("su3", "superlative", (MO, HI),
         "Mount McKinley, 6,194 metres, towers over every other mountain in the list.",
         "Mount St. Elias, 5,489 metres, towers over every other mountain in the list."),
    Pair("su4", "superlative", (LA, ST),
         "Superior is the biggest lake in the list, covering 82,362.",
         "Huron is the biggest lake in the list, covering 82,362."),
    Pair("su5", "superlative", (RI, RS),
         "At 3,968, the Missouri is longer than any other river in the table.",
         "At 3,033, the Rio Grande is longer than any other river in the table."),
    Pair("su6", "superlative", (CI, ST),
         "Casper, Wyoming, with 51,016 residents, is the smallest city listed.",
         "Billings, Montana, with 66,842 residents, is the smallest city listed."),
    Pair("su7", "superlative", (HI, ST),
         "Wisconsin has the lowest high point of all the states listed: Timms Hill at 595 metres.",
         "Michigan has the lowest high point of all the states listed: Mount Curwood at 604 metres."),
    Pair("su8", "superlative", (LO, HI),
         "No listed state has a higher low point than Colorado, whose lowest ground is the Arkansas River at 1,021 metres.",
         "No listed state has a higher low point than Wyoming, whose lowest ground is the Belle Fourche River at 945 metres."),
    Pair("su9", "superlative", (RS, RI),
         "Of the three rivers that cross Utah, the Colorado is the longest.",
         "Of the three rivers that cross Utah, the Green is the longest."),
    Pair("su10", "superlative", (ST, CI),
         "California leads the sixteen states in population with 23,670,000 people.",
         "New York leads the sixteen states in population with 17,558,000 people."),
    Pair("su11", "superlative", (LA, ST),
         "Michigan and Minnesota have the most lakes in the list, five each.",
         "Michigan and Wisconsin have the most lakes in the list, five each."),
    # direction: more/less, higher/lower, longer/shorter swapped
    Pair("di1", "direction", (ST, BO),
         "Montana covers more area than New Mexico, 147,000 against 121,600.",
         "Montana covers less area than New Mexico, 147,000 against 121,600."),
    Pair("di2", "direction", (CI, ST),
         "Seattle has slightly more residents than Denver.",
         "Seattle has slightly fewer residents than Denver."),
    Pair("di3", "direction", (HI, BO),
         "Wyoming's Gannett Peak is higher than Kings Peak in neighbouring Utah.",
         "Wyoming's Gannett Peak is lower than Kings Peak in neighbouring Utah."),
    Pair("di4", "direction", (ST, CI),
         "Washington is more densely populated than Minnesota.",
         "Washington is less densely populated than Minnesota."),
    Pair("di5", "direction", (MO, HI),
         "Mount Rainier (4,392 m) falls a few metres short of Colorado's Mount Elbert (4,399 m).",
         "Mount Rainier (4,392 m) tops Colorado's Mount Elbert (4,399 m) by a few metres."),
    Pair("di6", "direction", (RI, RS),
         "The Columbia is a longer river than the Snake.",
         "The Columbia is a shorter river than the Snake."),
    Pair("di7", "direction", (LA, ST),
         "Lake Erie outsizes Lake Ontario, 25,667 to 19,684.",
         "Lake Erie trails Lake Ontario in size, 25,667 to 19,684."),
    Pair("di8", "direction", (ST, CI),
         "Nevada's population of 800,500 is a little above Montana's.",
         "Nevada's population of 800,500 is a little below Montana's."),
    Pair("di9", "direction", (LO, HI),
         "Idaho's lowest point, at 216 metres, sits above Michigan's at 174 metres.",
         "Idaho's lowest point, at 216 metres, sits below Michigan's at 174 metres."),
    Pair("di10", "direction", (ST, CI),
         "Madison, the capital of Wisconsin, is home to more people than Lansing, Michigan's capital.",
         "Madison, the capital of Wisconsin, is home to fewer people than Lansing, Michigan's capital."),
    # difference: the gap between two rows, computed
    Pair("df1", "difference", (CI, ST),
         "Los Angeles has 2,691,109 more residents than Sacramento, California's capital.",
         "Los Angeles has 2,619,109 more residents than Sacramento, California's capital."),
    Pair("df2", "difference", (MO, HI),
         "Mount McKinley stands 705 metres taller than Mount St. Elias.",
         "Mount McKinley stands 750 metres taller than Mount St. Elias."),
    Pair("df3", "difference", (ST, LA),
         "Alaska's area exceeds California's by 433,000.",
         "Alaska's area exceeds California's by 443,000."),
    Pair("df4", "difference", (HI, LO),
         "California spans 4,503 metres of relief between Mount Whitney (4,418 m) and Death Valley.",
         "California spans 4,333 metres of relief between Mount Whitney (4,418 m) and Death Valley."),
    Pair("df5", "difference", (CI, ST),
         "Minneapolis outnumbers St. Paul by about 100,700 residents.",
         "Minneapolis outnumbers St. Paul by about 110,700 residents."),
    Pair("df6", "difference", (RI, RS),
         "The Rio Grande runs 1,080 longer than the Columbia.",
         "The Rio Grande runs 1,180 longer than the Columbia."),
    Pair("df7", "difference", (LA, ST),
         "Huron is larger than Lake Michigan by 1,554.",
         "Huron is larger than Lake Michigan by 1,454."),
    Pair("df8", "difference", (ST, CI),
         "New York State's population falls 6,112,000 short of California's.",
         "New York State's population falls 6,212,000 short of California's."),
    Pair("df9", "difference", (HI, MO),
         "Colorado's highest point is only 19 metres lower than California's.",
         "Colorado's highest point is only 9 metres lower than California's."),
    Pair("df10", "difference", (ST, CI),
         "Michigan's density of 158.3 is 8.5 higher than California's.",
         "Michigan's density of 158.3 is 18.5 higher than California's."),
    # joined: a fact reached through a link column (state, river or lake name)
    Pair("jo1", "joined", (ST, CI),
         "Utah's capital has a population of 163,034.",
         "Utah's capital has a population of 164,674."),
    Pair("jo2", "joined", (RS, RI),
         "Each river flowing through Wyoming is more than 1,000 long.",
         "Each river flowing through Colorado is more than 1,000 long."),
    Pair("jo3", "joined", (ST, HI),
         "The state governed from Carson City tops out at Boundary Peak.",
         "The state governed from Carson City tops out at Kings Peak."),
    Pair("jo4", "joined", (LA, ST),
         "Great Salt Lake lies in the state whose capital is Salt Lake City.",
         "Great Salt Lake lies in the state whose capital is Carson City."),
    Pair("jo5", "joined", (BO, ST),
         "Of Oregon's four neighbours, California is by far the most populous.",
         "Of Oregon's four neighbours, Washington is by far the most populous."),
    Pair("jo6", "joined", (RS, LO),
         "The Snake, which crosses Idaho, is also where that state reaches its lowest elevation, 216 metres.",
         "The Snake, which crosses Idaho, is also where that state reaches its lowest elevation, 549 metres."),
    Pair("jo7", "joined", (CI, ST),
         "Anchorage is home to 174,431 of its state's 401,800 residents.",
         "Anchorage is home to 174,431 of its state's 469,557 residents."),
    Pair("jo8", "joined", (BO, HI),
         "Among Utah's neighbours, Colorado has the highest summit, Mount Elbert at 4,399 metres.",
         "Among Utah's neighbours, Wyoming has the highest summit, Gannett Peak at 4,202 metres."),
    Pair("jo9", "joined", (LA, ST),
         "Of the states that list Lake Superior, Michigan has the most people.",
         "Of the states that list Lake Superior, Wisconsin has the most people."),
    Pair("jo10", "joined", (RS, ST),
         "The Yellowstone passes through Montana, whose capital is Helena.",
         "The Yellowstone passes through Montana, whose capital is Cheyenne."),
    # negation: a "not", "no", "none" or "neither" that must be checked against every row it covers
    Pair("ne1", "negation", (BO, ST),
         "Colorado does not share a border with Nevada.",
         "Colorado does not share a border with Utah."),
    Pair("ne2", "negation", (LA, ST),
         "Not a single lake is listed for Arizona.",
         "Not a single lake is listed for Montana."),
    Pair("ne3", "negation", (RS, RI),
         "Unlike the Snake, the Columbia does not flow through Idaho.",
         "Unlike the Columbia, the Snake does not flow through Idaho."),
    Pair("ne4", "negation", (LO, HI),
         "Apart from California, none of the listed states has a lowest point below sea level.",
         "None of the listed states has a lowest point below sea level."),
    Pair("ne5", "negation", (MO, HI),
         "No Colorado mountain in the list reaches 4,400 metres.",
         "No California mountain in the list reaches 4,400 metres."),
    Pair("ne6", "negation", (ST, CI),
         "Olympia, the capital of Washington, is not among the cities listed.",
         "Salem, the capital of Oregon, is not among the cities listed."),
    Pair("ne7", "negation", (ST, BO),
         "Neither Nevada nor Wyoming has a million residents.",
         "Neither Nevada nor Utah has a million residents."),
    Pair("ne8", "negation", (RI, RS),
         "None of the rivers in the table is shorter than 490.",
         "None of the rivers in the table is shorter than 500."),
    Pair("ne9", "negation", (HI, ST),
         "Minnesota's highest point does not reach 1,000 metres.",
         "New York's highest point does not reach 1,000 metres."),
    Pair("ne10", "negation", (BO, ST),
         "Oregon is not one of Utah's neighbours.",
         "Idaho is not one of Utah's neighbours."),
    # percent_vs_count: shares and percentages, some twins writing a count as a percentage
    Pair("pc1", "percent_vs_count", (CI, ST),
         "Anchorage holds roughly 43% of Alaska's population.",
         "Anchorage holds roughly 34% of Alaska's population."),
    Pair("pc2", "percent_vs_count", (LA, ST),
         "Five of the 25 lake entries, or 20%, belong to Michigan.",
         "Five of the 25 lake entries, or 25%, belong to Michigan."),
    Pair("pc3", "percent_vs_count", (MO, HI),
         "Colorado accounts for 6 of the 18 mountains listed, about 33%.",
         "Colorado accounts for 6% of the 18 mountains listed."),
    Pair("pc4", "percent_vs_count", (ST, CI),
         "California's population is about 35% larger than New York's.",
         "California's population is about 53% larger than New York's."),
    Pair("pc5", "percent_vs_count", (RI, RS),
         "The Missouri (3,968) is about 70% longer than the Colorado (2,333).",
         "The Missouri (3,968) is about 7% longer than the Colorado (2,333)."),
    Pair("pc6", "percent_vs_count", (RS, RI),
         "Colorado is the crossed state in 4 of the 25 river-state rows, or 16%.",
         "Colorado is the crossed state in 4 of the 25 river-state rows, or 4%."),
    Pair("pc7", "percent_vs_count", (ST, BO),
         "Wyoming has about 16% as many people as Colorado.",
         "Wyoming has about 61% as many people as Colorado."),
    Pair("pc8", "percent_vs_count", (LA, ST),
         "At 25,667, Lake Erie is about 31% the size of Superior.",
         "At 25,667, Lake Erie is about 13% the size of Superior."),
    Pair("pc9", "percent_vs_count", (CI, ST),
         "New York City accounts for about 40% of the 17,558,000 people of New York State.",
         "New York City accounts for about 4% of the 17,558,000 people of New York State."),
    Pair("pc10", "percent_vs_count", (BO, ST),
         "Utah's six neighbours make up 37.5% of the 16 states in the population table.",
         "Utah's six neighbours make up 6% of the 16 states in the population table."),
    # words: numbers written as words, ordinals, "nearly", "twice"
    Pair("wo1", "words", (BO, ST),
         "Colorado has seven neighbouring states.",
         "Colorado has six neighbouring states."),
    Pair("wo2", "words", (ST, CI),
         "California's population is nearly twenty-four million.",
         "California's population is nearly twenty-two million."),
    Pair("wo3", "words", (MO, ST),
         "Four of Alaska's five listed mountains top five thousand metres.",
         "All five of Alaska's listed mountains top five thousand metres."),
    Pair("wo4", "words", (LA, ST),
         "Wisconsin and New York list three lakes each.",
         "Wisconsin and New York list four lakes each."),
    Pair("wo5", "words", (RS, RI),
         "The Colorado passes through five states, more than any other river in the table.",
         "The Colorado passes through six states, more than any other river in the table."),
    Pair("wo6", "words", (CI, ST),
         "Los Angeles has almost three million inhabitants.",
         "Los Angeles has almost four million inhabitants."),
    Pair("wo7", "words", (HI, MO),
         "Mount Whitney is the second-highest state summit in the table, after Mount McKinley.",
         "Mount Whitney is the third-highest state summit in the table, after Mount McKinley."),
    Pair("wo8", "words", (ST, LA),
         "Montana ranks third in area among the listed states.",
         "Montana ranks fourth in area among the listed states."),
    Pair("wo9", "words", (LO, ST),
         "Three of the states bottom out at the Pacific Ocean.",
         "Four of the states bottom out at the Pacific Ocean."),
    Pair("wo10", "words", (CI, ST),
         "Detroit, with roughly 1.2 million people, is about nine times the size of Lansing.",
         "Detroit, with roughly 1.2 million people, is about seven times the size of Lansing."),
    Pair("wo11", "words", (ST, CI),
         "Montana has fewer than eight hundred thousand residents.",
         "Montana has fewer than seven hundred thousand residents."),
    # units_dates: metres against feet, kilometres and miles; thousands and millions (the data hold no dates)
    Pair("ud1", "units_dates", (MO, HI),
         "Mount McKinley rises to 6,194 metres.",
         "Mount McKinley rises to 6,194 feet."),
    Pair("ud2", "units_dates", (HI, MO),
         "Mount Whitney's 4,418 m works out to about 14,500 feet.",
         "Mount Whitney's 4,418 m works out to about 13,500 feet."),
    Pair("ud3", "units_dates", (LO, HI),
         "Death Valley lies 85 metres below sea level.",
         "Death Valley lies 85 feet below sea level."),
    Pair("ud4", "units_dates", (HI, ST),
         "Kings Peak, Utah's highest point, reaches about 4.1 kilometres.",
         "Kings Peak, Utah's highest point, reaches about 4.1 miles."),
    Pair("ud5", "units_dates", (MO, HI),
         "Mount Rainier stands roughly 4.4 km high.",
         "Mount Rainier stands roughly 4.9 km high."),
    Pair("ud6", "units_dates", (ST, CI),
         "Washington has about 4.1 million residents.",
         "Washington has about 41 million residents."),
    Pair("ud7", "units_dates", (HI, LO),
         "From Mount Whitney down to Death Valley, California drops about 4.5 km.",
         "From Mount Whitney down to Death Valley, California drops about 4.5 miles."),
    Pair("ud8", "units_dates", (LO, HI),
         "Even Colorado's lowest point, on the Arkansas River, lies more than a kilometre above sea level.",
         "Even Colorado's lowest point, on the Arkansas River, lies more than a mile above sea level."),
    Pair("ud9", "units_dates", (HI, ST),
         "Eagle Mountain, Minnesota's high point at 701 m, is roughly 2,300 feet tall.",
         "Eagle Mountain, Minnesota's high point at 701 m, is roughly 2,100 feet tall."),
    Pair("ud10", "units_dates", (HI, MO),
         "Montana's Granite Peak, at 3,901 metres, is close to 12,800 feet.",
         "Montana's Granite Peak, at 3,901 metres, is close to 11,800 feet."),
)

# What the judge gets wrong on this set. Its author never ran the judge on it; the first blind run (2026-12-04) was of
# the judge at 7418095 (lexical-8): 42 of 92 false twins caught (46%), 27 of 92 true claims kept (29%); of the
# working judge with units read from titles (not yet made from this set): 42 and 31. Its failure reasons (not its
# claims) showed that lower-case cells ("mount elbert", as GeoQuery stores names) were never matched to the
# capitalised names of the claims; with that rule (lexical-9), 51 caught and 53 kept. The list below is for the
# judge today. Strict xfails, so a fix shows up as XPASS; "refutes" = a true claim scored 0.0; "accepts" = a false
# twin scored 1.0; "skips" = status skipped. Reasons never quote the claims.
WRONG_TODAY: dict[str, str] = {
    "we1": "accepts the false twin",
    "we2": "accepts the false twin",
    "we5": "accepts the false twin",
    "we6": "accepts the false twin",
    "we7": "accepts the false twin",
    "we9": "skips the true claim",
    "su2": "accepts the false twin",
    "su3": "accepts the false twin",
    "su5": "accepts the false twin",
    "su8": "refutes the true claim",
    "su9": "skips the true claim; skips the false twin",
    "su10": "accepts the false twin",
    "su11": "skips the true claim; skips the false twin",
    "di1": "accepts the false twin",
    "di5": "accepts the false twin",
    "di7": "refutes the true claim; accepts the false twin",
    "di10": "refutes the true claim; accepts the false twin",
    "df1": "refutes the true claim",
    "df2": "refutes the true claim",
    "df6": "refutes the true claim",
    "jo2": "accepts the false twin",
    "jo5": "skips the true claim; skips the false twin",
    "jo6": "refutes the true claim",
    "jo8": "accepts the false twin",
    "jo9": "skips the true claim; skips the false twin",
    "jo10": "accepts the false twin",
    "ne2": "skips the true claim; skips the false twin",
    "ne3": "skips the true claim; skips the false twin",
    "ne4": "skips the true claim; skips the false twin",
    "ne5": "refutes the true claim",
    "ne6": "refutes the true claim",
    "ne7": "skips the true claim; skips the false twin",
    "ne8": "accepts the false twin",
    "pc2": "refutes the true claim",
    "pc3": "refutes the true claim",
    "pc6": "refutes the true claim",
    "pc7": "accepts the false twin",
    "pc8": "accepts the false twin",
    "pc9": "refutes the true claim",
    "pc10": "refutes the true claim",
    "wo3": "accepts the false twin",
    "wo4": "refutes the true claim",
    "wo8": "skips the true claim; skips the false twin",
    "wo9": "accepts the false twin",
    "wo10": "refutes the true claim",
    "wo11": "accepts the false twin",
    "ud3": "refutes the true claim",
    "ud8": "skips the true claim; skips the false twin",
}


def load_tables() -> dict[str, Table]:
    """This set's stored rows as :class:`Table` objects with the JSON file's ids."""
    return heldout_pairs.load_tables(DATA)


def test_the_set_is_well_formed():
    """Unique ids, stored tables, a false twin that differs, a label check for each pair, >= 8 pairs per category."""
    heldout_pairs.check_well_formed(PAIRS, load_tables(), 8, FACTS)


@pytest.mark.parametrize("pair", PAIRS, ids=[p.id for p in PAIRS])
def test_labels_hold_on_the_rows(pair):
    """The true claim is true and the false twin false, recomputed from the stored rows."""
    holds_true, holds_false = FACTS[pair.id](rows_by_table())
    assert holds_true is True and holds_false is False, pair.id


@pytest.fixture(scope="module")
def tables():
    return load_tables()


def test_every_expected_failure_names_a_pair():
    assert set(WRONG_TODAY) <= {p.id for p in PAIRS}


@pytest.mark.parametrize("pair", heldout_pairs.params(PAIRS, WRONG_TODAY))
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, pair):
    """The true claim is supported (ok, 1.0) and its false twin refuted (ok, 0.0); a skip is a miss on either side."""
    heldout_pairs.assert_right(lexical_judge, tables, pair)


if __name__ == "__main__":
    import sys

    heldout_pairs.main(PAIRS, load_tables(), sys.argv)
