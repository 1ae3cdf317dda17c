"""Fifth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: eight small linked tables of public country data never used by the
other lexical sets, the judge's own tests or the bundled sample: the twelve
sovereign countries of South America from the ``countryinfo`` package (area,
population, capitals with their coordinates, calling codes, land borders, the
currency and language codes each lists) with currency and language names and
Uruguay's ISO 3166-2 departments from ``pycountry``, linked through ``iso3``,
``iso2``, currency and language codes (see
``tests/data/lexical_heldout5_tables.json`` and DATA.md for the source and
licence). Every claim was written, and the set committed, without reading the
judge's source, its docs or its other test sets' claims, phrased the way an
insight writer would over several tables (names joined from codes, sums,
differences, ratios and shares, counts, numbers in words, superlatives with and
without their value, negations, coordinates, km2, square miles and densities);
each false claim is its true twin with exactly one fact changed. This set only
measures how far the judge generalises: fixes must not be made against it.
``FACTS`` (``tests/lexical_heldout5_facts.py``) recomputes every claim's truth
from the stored rows, so a label can never be wrong silently.

``python tests/test_lexical_heldout5.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout5_facts import (
    BO,
    CA,
    CC,
    CL,
    CO,
    CU,
    DATA,
    FACTS,
    LA,
    UD,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # wrong_entity: the fact is right, the entity it is pinned on is not
    Pair("we1", "wrong_entity", (CO,), "Colombia is home to 47,907,800 people, the second-largest population in the region.",
         "Peru is home to 47,907,800 people, the second-largest population in the region."),
    Pair("we2", "wrong_entity", (CO,), "Sucre serves as the capital of Bolivia.", "Sucre serves as the capital of Paraguay."),
    Pair("we3", "wrong_entity", (CO, CC, CU), "Ecuador has adopted the US Dollar as its currency.", "Colombia has adopted the US Dollar as its currency."),
    Pair("we4", "wrong_entity", (CO, CL, LA), "Dutch is the only language listed for Suriname.", "Dutch is the only language listed for Guyana."),
    Pair("we5", "wrong_entity", (CO,), "Chile stretches over an area of 756,102 square kilometres.", "Venezuela stretches over an area of 756,102 square kilometres."),
    Pair("we6", "wrong_entity", (CO, CA), "Quito, Ecuador's capital, sits at a latitude of -0.22.", "Caracas, Venezuela's capital, sits at a latitude of -0.22."),
    Pair("we7", "wrong_entity", (UD,), "The department coded UY-TA is Tacuarembó.", "The department coded UY-TA is Treinta y Tres."),
    Pair("we8", "wrong_entity", (CO,), "The international calling code 598 belongs to Uruguay.", "The international calling code 598 belongs to Paraguay."),
    # superlative
    Pair("su1", "superlative", (CO,), "Brazil is the largest country in South America by area.", "Argentina is the largest country in South America by area."),
    Pair("su2", "superlative", (CO,), "Suriname has the smallest population of the twelve countries, with just 534,189 residents.",
         "Suriname has the smallest population of the twelve countries, with just 784,894 residents."),
    Pair("su3", "superlative", (CO,), "Suriname is the smallest country by land area.", "Uruguay is the smallest country by land area."),
    Pair("su4", "superlative", (CA,), "Caracas is the northernmost of the capitals listed.", "Bogotá is the northernmost of the capitals listed."),
    Pair("su5", "superlative", (CA,), "Montevideo is the southernmost capital in the table.", "Buenos Aires is the southernmost capital in the table."),
    Pair("su6", "superlative", (CO, BO), "Brazil borders more countries than any other nation here: nine of them.",
         "Brazil borders more countries than any other nation here: eight of them."),
    Pair("su7", "superlative", (CO,), "With 42,669,500 inhabitants, Argentina is the third most populous country.",
         "With 42,669,500 inhabitants, Argentina is the second most populous country."),
    Pair("su8", "superlative", (CO, CA), "Brazil spans the most UTC offsets of any country, with 4.", "Chile spans the most UTC offsets of any country."),
    # direction
    Pair("di1", "direction", (CO,), "Peru is larger than Colombia in area.", "Peru is smaller than Colombia in area."),
    Pair("di2", "direction", (CO,), "Venezuela has a smaller population than Peru.", "Venezuela has a larger population than Peru."),
    Pair("di3", "direction", (CA,), "Lima lies further south than Quito.", "Lima lies further north than Quito."),
    Pair("di4", "direction", (CO,), "Uruguay, with 3,404,189 people, has fewer inhabitants than Paraguay.",
         "Uruguay, with 3,404,189 people, has more inhabitants than Paraguay."),
    Pair("di5", "direction", (CO,), "Ecuador is bigger than Guyana by area.", "Ecuador is smaller than Guyana by area."),
    Pair("di6", "direction", (CA,), "Santiago lies to the west of Buenos Aires.", "Santiago lies to the east of Buenos Aires."),
    Pair("di7", "direction", (CO,), "Chile's 17.8 million people outnumber Ecuador's 15.9 million.", "Chile's 17.8 million people trail Ecuador's 15.9 million."),
    # difference: differences, sums and ratios of two rows
    Pair("df1", "difference", (CO,), "Colombia has 5,238,300 more inhabitants than Argentina.", "Colombia has 6,238,300 more inhabitants than Argentina."),
    Pair("df2", "difference", (CO,), "Peru's territory exceeds Colombia's by 143,468 km².", "Peru's territory exceeds Colombia's by 153,468 km²."),
    Pair("df3", "difference", (CO,), "The population gap between Peru and Venezuela is only 607,868.", "The population gap between Peru and Venezuela is only 707,868."),
    Pair("df4", "difference", (CA,), "Montevideo lies 0.3 degrees of latitude south of Buenos Aires.", "Montevideo lies 0.5 degrees of latitude south of Buenos Aires."),
    Pair("df5", "difference", (CO,), "Argentina is roughly 1.7 million km² larger than Bolivia.", "Argentina is roughly 2.7 million km² larger than Bolivia."),
    Pair("df6", "difference", (CO,), "Brazil's population is about 4.2 times that of Colombia.", "Brazil's population is about 5.2 times that of Colombia."),
    Pair("df7", "difference", (CO,), "Guyana and Suriname together have 1,319,083 inhabitants.", "Guyana and Suriname together have 1,219,083 inhabitants."),
    # joined: a fact reached through a key column of another table
    Pair("jo1", "joined", (CO, CC, CU), "Peru's currency is the Sol.", "Peru's currency is the Boliviano."),
    Pair("jo2", "joined", (CO, CL, LA), "Guarani is listed as a language of both Argentina and Paraguay.", "Guarani is listed as a language of both Bolivia and Paraguay."),
    Pair("jo3", "joined", (CO, CL, LA), "Bolivia lists three languages: Spanish, Aymara and Quechua.", "Bolivia lists three languages: Spanish, Aymara and Guarani."),
    Pair("jo4", "joined", (CO, BO), "Chile shares land borders with Argentina, Bolivia and Peru.", "Chile shares land borders with Argentina, Bolivia and Ecuador."),
    Pair("jo5", "joined", (CO, UD), "Uruguay, whose capital is Montevideo, is divided into 19 departments.",
         "Uruguay, whose capital is Montevideo, is divided into 18 departments."),
    Pair("jo6", "joined", (CO, CC, CU), "The country with calling code 595 uses the Guarani as its currency.",
         "The country with calling code 595 uses the Boliviano as its currency."),
    Pair("jo7", "joined", (CO, BO), "Ecuador's only neighbours are Colombia and Peru.", "Ecuador's only neighbours are Colombia and Venezuela."),
    Pair("jo8", "joined", (CO, CL, LA), "Brazil is the only country where Portuguese is listed.", "Brazil is the only country where Spanish is listed."),
    # negation
    Pair("ne1", "negation", (CO,), "No country in the region has more than 210 million inhabitants.", "No country in the region has more than 200 million inhabitants."),
    Pair("ne2", "negation", (CO, BO), "Chile does not share a border with Brazil.", "Chile does not share a border with Peru."),
    Pair("ne3", "negation", (CO, CL, LA), "Spanish is not listed among Brazil's languages.", "Spanish is not listed among Paraguay's languages."),
    Pair("ne4", "negation", (CO, CC, CU), "Colombia does not use the US Dollar.", "Ecuador does not use the US Dollar."),
    Pair("ne5", "negation", (UD,), "Uruguay has no department named Mercedes.", "Uruguay has no department named Salto."),
    Pair("ne6", "negation", (CA,), "None of the capitals lies north of latitude 11.", "None of the capitals lies north of latitude 10."),
    Pair("ne7", "negation", (CO,), "Not a single country covers less than 150,000 km².", "Not a single country covers less than 170,000 km²."),
    # percent_vs_count
    Pair("pc1", "percent_vs_count", (CO,), "Brazil alone holds 49.6% of the twelve countries' combined population.",
         "Brazil alone holds 48.0% of the twelve countries' combined population."),
    Pair("pc2", "percent_vs_count", (CO,), "Brazil covers about 48% of the region's total land area.", "Brazil covers about 49.6% of the region's total land area."),
    Pair("pc3", "percent_vs_count", (CO, CL, LA), "Spanish is listed for 75% of the twelve countries.", "Spanish is listed for 9% of the twelve countries."),
    Pair("pc4", "percent_vs_count", (CO, BO), "Brazil borders 82% of the other eleven countries.", "Brazil borders 9% of the other eleven countries."),
    Pair("pc5", "percent_vs_count", (CO,), "Colombia accounts for about 11.7% of the region's population.", "Colombia accounts for about 47.9% of the region's population."),
    Pair("pc6", "percent_vs_count", (CO, CC), "25% of the countries list two currency codes.", "3% of the countries list two currency codes."),
    Pair("pc7", "percent_vs_count", (CO,), "Suriname holds a mere 0.13% of the region's people.", "Suriname holds a mere 0.53% of the region's people."),
    Pair("pc8", "percent_vs_count", (CO,), "Uruguay makes up only 0.83% of the total population.", "Uruguay makes up only 3.4% of the total population."),
    # words: numbers written as words
    Pair("wo1", "words", (CO,), "Bolivia has just over ten million inhabitants.", "Bolivia has just over eleven million inhabitants."),
    Pair("wo2", "words", (CO,), "The data covers twelve South American countries.", "The data covers thirteen South American countries."),
    Pair("wo3", "words", (CO, BO), "Argentina has five neighbouring countries.", "Argentina has six neighbouring countries."),
    Pair("wo4", "words", (LA,), "Seven distinct languages appear in the language table.", "Eight distinct languages appear in the language table."),
    Pair("wo5", "words", (CO,), "Brazil's population stands at roughly two hundred and four million.", "Brazil's population stands at roughly two hundred and fourteen million."),
    Pair("wo6", "words", (CO, CA), "Chile spans two UTC offsets.", "Chile spans three UTC offsets."),
    Pair("wo7", "words", (CO,), "Guyana has fewer than eight hundred thousand residents.", "Guyana has fewer than seven hundred thousand residents."),
    Pair("wo8", "words", (BO,), "Twenty-three pairs of neighbouring countries are recorded.", "Twenty-five pairs of neighbouring countries are recorded."),
    # units_dates: units and conversions
    Pair("ud1", "units_dates", (CO,), "Brazil covers about 8.5 million km².", "Brazil covers about 5.8 million km²."),
    Pair("ud2", "units_dates", (CO,), "Argentina's area is roughly 1.07 million square miles.", "Argentina's area is roughly 1.7 million square miles."),
    Pair("ud3", "units_dates", (CO,), "Colombia has 47.9 million inhabitants.", "Colombia has 49.7 million inhabitants."),
    Pair("ud4", "units_dates", (CO,), "Uruguay's population density is about 19 people per km².", "Uruguay's population density is about 29 people per km²."),
    Pair("ud5", "units_dates", (CA,), "Quito sits just 0.22 degrees south of the equator.", "Quito sits just 0.22 degrees north of the equator."),
    Pair("ud6", "units_dates", (CO,), "Suriname covers 163,820 km², or about 63,000 square miles.", "Suriname covers 163,820 km², or about 36,000 square miles."),
    Pair("ud7", "units_dates", (CO,), "Venezuela's area is 0.92 million km².", "Venezuela's area is 0.96 million km²."),
    Pair("ud8", "units_dates", (CO,), "Peru's population is 30.8 million.", "Peru's population is 38.0 million."),
)

# What the judge gets wrong on this set: the first and only baseline run, on the working tree at 00c370e (2026-12-04):
# 33 of 69 pairs; false twins caught 49/69, true claims kept 48/69. Strict xfails, so a fix shows up as XPASS (then drop the entry). "refutes" = a true claim scored 0.0; "accepts" = a
# false twin scored 1.0; "skips" = status skipped (the judge's "cannot check"). Reasons never quote the claims, so the
# set stays blind to whoever improves the judge.
WRONG_TODAY: dict[str, str] = {
    "su6": "skips the true claim; skips the false twin",
    "df4": "refutes the true claim",
    "jo2": "refutes the true claim",
    "jo5": "accepts the false twin",
    "ne5": "refutes the true claim",
    "pc3": "refutes the true claim",
    "pc4": "refutes the true claim",
    "pc6": "refutes the true claim",
    "wo4": "skips the true claim; skips the false twin",
    "wo8": "skips the true claim; skips the false twin",
    "ud5": "refutes the true claim",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 7
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
