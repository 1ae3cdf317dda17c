"""Twelfth blind held-out adversarial set for the embedded ``lexical`` judge.

Tables: ten small tables of public data never used by the other lexical sets,
the judge's own tests or the bundled sample, read from four PyPI packages (see
``tests/data/lexical_heldout12_tables.json`` and DATA.md for the versions,
licences and selection): from ``plotly`` 7.1.0 (MIT; its bundled
``election.csv``, the City of Montreal's results of the 2013 mayoral election),
ten electoral districts with their votes for the three leading candidates
(``mtl_districts_2013``: district id, name, total votes, winner, majority or
plurality; ``mtl_votes_2013``: one row per district id and candidate); from
``palmerpenguins`` 0.1.6 (MIT code; the data are Gorman, Williams and Fraser's
Palmer Station LTER penguin data, CC0), the number of birds sampled in 2007-2009
per species and island (``penguin_populations``, with the scientific names) and
sixteen birds of the 2009 season (``penguin_nests_2009``: individual id,
species, island, clutch completion, first-egg date; ``penguin_sizes_2009``: sex,
culmen and flipper in millimetres, body mass in grams); from ``scikit-learn``
1.9.1 (BSD-3-Clause), the Linnerud fitness-club data (``fitness_exercise``:
chin-ups, sit-ups and jumps of twenty men; ``fitness_body``: weight in pounds,
waist in inches, resting pulse in beats per minute); and from ``ephem`` 4.2.1
(MIT; its star catalogue is Hipparcos data), sixteen bright stars
(``bright_stars``: constellation abbreviation, spectral type, right ascension,
declination, magnitude), the IAU names of their fourteen constellations
(``constellations``) and the thirteen full moons of 2026 it computes
(``full_moons_2026``: UTC date and time). Links: a district's name is in
``mtl_districts_2013`` and its votes in ``mtl_votes_2013``, through the district
id; a bird's species and island are in ``penguin_nests_2009``, its measurements
in ``penguin_sizes_2009`` (through the individual id) and its species' scientific
name and sample sizes in ``penguin_populations`` (through species and island); a
man's exercises and body measurements through the participant number; a star's
constellation name through its abbreviation. So a joined claim reads two or
three tables. Every claim was written, and the set committed, without reading
the judge's source, its docs or its other test sets' claims, and without running
the judge on it, phrased the way an insight writer would over several tables
(sums, differences, ratios, shares and percentages, counts, numbers in words,
superlatives with and without their value, negations, comparisons, pounds
against kilograms, inches against centimetres, millimetres against centimetres,
dates, weekdays, times, hedges); each false claim is its true twin with exactly
one fact changed. This set only measures how far the judge generalises: fixes
must not be made against it. ``FACTS`` (``tests/lexical_heldout12_facts.py``)
recomputes every claim's truth from the stored rows, so a label can never be
wrong silently.

``python tests/test_lexical_heldout12.py`` prints the per-category table that
BENCHMARKS.md records.
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout12_facts import (
    BS,
    CO,
    DATA,
    FACTS,
    FB,
    FE,
    FM,
    MD,
    MV,
    PN,
    PP,
    PS,
    rows_by_table,
)

_MTL = (MD, MV)  # a district named, its votes by id
_BIRD = (PN, PS)  # a bird's species and island, its measurements
_MEN = (FE, FB)  # a man's exercises, his body
_SKY = (BS, CO)  # a star, its constellation's name

PAIRS: tuple[Pair, ...] = (
    # -- wrong_entity: the fact is right, the entity it is given to is not
    Pair("we1", "wrong_entity", _MTL, "Coderre took 6,591 votes in Marie-Clarac.",
         "Coderre took 6,591 votes in Rivière-des-Prairies."),
    Pair("we2", "wrong_entity", (MD,), "Mile-End went to Bergeron with an outright majority.",
         "Peter-McGill went to Bergeron with an outright majority."),
    Pair("we3", "wrong_entity", _BIRD, "Bird N38A1, a Gentoo female, weighed 4,925 g, and its nest never completed its clutch.",
         "Bird N29A1, a Gentoo female, weighed 4,925 g, and its nest never completed its clutch."),
    Pair("we4", "wrong_entity", (FE,), "Participant 10 did 251 sit-ups and 250 jumps.",
         "Participant 12 did 251 sit-ups and 250 jumps."),
    Pair("we5", "wrong_entity", (BS,), "Betelgeuse, in Orion, is the list's M2 star, shining at magnitude 0.45.",
         "Bellatrix, in Orion, is the list's M2 star, shining at magnitude 0.45."),
    Pair("we6", "wrong_entity", (PP,), "Over 2007-2009 the study sampled 52 Adelie penguins on Torgersen island.",
         "Over 2007-2009 the study sampled 52 Adelie penguins on Biscoe island."),
    Pair("we7", "wrong_entity", (FM,), "The full moon of 29 June 2026 falls at 23:57 UTC.",
         "The full moon of 29 July 2026 falls at 23:57 UTC."),
    Pair("we8", "wrong_entity", _MTL, "Joly's best showing among the ten districts was Bois-de-Liesse, with 3,024 votes.",
         "Joly's best showing among the ten districts was Saint-Édouard, with 3,024 votes."),
    Pair("we9", "wrong_entity", (BS,), "Deneb sits at a declination of 45.28 degrees north of the celestial equator.",
         "Vega sits at a declination of 45.28 degrees north of the celestial equator."),
    Pair("we10", "wrong_entity", _MEN, "The heaviest man, at 247 pounds, was participant 14, who managed a single chin-up.",
         "The heaviest man, at 247 pounds, was participant 7, who managed a single chin-up."),
    # -- superlative
    Pair("su1", "superlative", (BS,), "Sirius is the brightest of the sixteen stars.", "Canopus is the brightest of the sixteen stars."),
    Pair("su2", "superlative", (MD,), "Of the ten districts, Saint-Édouard cast the most votes.",
         "Of the ten districts, Saint-Édouard cast the fewest votes."),
    Pair("su3", "superlative", _BIRD, "The longest culmen of the 2009 sample, 55.9 mm, belonged to a Gentoo male.",
         "The longest culmen of the 2009 sample, 55.9 mm, belonged to a Chinstrap male."),
    Pair("su4", "superlative", (FE,), "Participant 17 posted the fewest jumps of the group, just 25.",
         "Participant 17 posted the fewest jumps of the group, just 31."),
    Pair("su5", "superlative", (FB,), "The fastest resting pulse among the twenty men was 74 beats per minute.",
         "The fastest resting pulse among the twenty men was 68 beats per minute."),
    Pair("su6", "superlative", (PP,), "The smallest species-island group was the Adelies of Biscoe, with 44 birds.",
         "The smallest species-island group was the Adelies of Torgersen, with 44 birds."),
    Pair("su7", "superlative", _MTL, "Coderre's smallest tally came in Sainte-Geneviève, 332 votes.",
         "Coderre's smallest tally came in Pierre-Foretier, 332 votes."),
    Pair("su8", "superlative", (FM,), "The last full moon of 2026 falls on 24 December.", "The last full moon of 2026 falls on 26 December."),
    Pair("su9", "superlative", _BIRD, "Among the Adelie birds, the heaviest weighed 4,725 g.", "Among the Adelie birds, the heaviest weighed 4,250 g."),
    Pair("su10", "superlative", _SKY, "Polaris, in Ursa Minor, is the northernmost star of the list.",
         "Polaris, in Ursa Minor, is the southernmost star of the list."),
    # -- direction
    Pair("di1", "direction", _MTL, "In Snowdon, Coderre edged out Bergeron, 1,548 votes to 1,503.",
         "In Snowdon, Bergeron edged out Coderre, 1,548 votes to 1,503."),
    Pair("di2", "direction", (FB,), "Participant 9 had a faster resting pulse than participant 14.",
         "Participant 9 had a slower resting pulse than participant 14."),
    Pair("di3", "direction", _BIRD, "The Chinstrap male N98A2 had a longer culmen than the Gentoo male N8A2.",
         "The Chinstrap male N98A2 had a shorter culmen than the Gentoo male N8A2."),
    Pair("di4", "direction", (BS,), "Rigel appears brighter than Betelgeuse, magnitude 0.18 against 0.45.",
         "Rigel appears fainter than Betelgeuse, magnitude 0.18 against 0.45."),
    Pair("di5", "direction", (PP,), "More Chinstraps than Adelies were sampled on Dream, 68 versus 56.",
         "Fewer Chinstraps than Adelies were sampled on Dream, 68 versus 56."),
    Pair("di6", "direction", (FM,), "The full moon of 31 May 2026 comes earlier in the day, in UTC, than the one of 1 May.",
         "The full moon of 31 May 2026 comes later in the day, in UTC, than the one of 1 May."),
    Pair("di7", "direction", (FE,), "Participant 3 did exactly as many jumps as sit-ups.", "Participant 3 did more jumps than sit-ups."),
    Pair("di8", "direction", (MD,), "Peter-McGill cast fewer votes than Bois-de-Liesse.", "Peter-McGill cast more votes than Bois-de-Liesse."),
    Pair("di9", "direction", _BIRD, "N72A2 from Torgersen was heavier than both N66A1 and N66A2, whose clutch was incomplete.",
         "N72A2 from Torgersen was lighter than both N66A1 and N66A2, whose clutch was incomplete."),
    Pair("di10", "direction", _SKY, "Vega, in Lyra, lies farther north than Arcturus in Bootes.",
         "Vega, in Lyra, lies farther south than Arcturus in Bootes."),
    # -- difference: sums, gaps, ratios
    Pair("df1", "difference", _MTL, "Coderre won Sainte-Geneviève by only 6 votes over the runner-up, Joly.",
         "Coderre won Sainte-Geneviève by only 16 votes over the runner-up, Joly."),
    Pair("df2", "difference", _MTL, "Across the ten districts, Coderre finished 4,605 votes ahead of Bergeron.",
         "Across the ten districts, Coderre finished 5,605 votes ahead of Bergeron."),
    Pair("df3", "difference", _BIRD, "The heaviest Gentoo outweighed the lightest Gentoo by 1,425 g.",
         "The heaviest Gentoo outweighed the lightest Gentoo by 1,075 g."),
    Pair("df4", "difference", (FE,), "Participant 10's 251 sit-ups were more than five times participant 14's 50.",
         "Participant 10's 251 sit-ups were more than six times participant 14's 50."),
    Pair("df5", "difference", (BS,), "Sirius is 1.47 magnitudes brighter than Vega.", "Sirius is 2.47 magnitudes brighter than Vega."),
    Pair("df6", "difference", (FB,), "Participant 14 weighed 109 pounds more than participant 20.",
         "Participant 14 weighed 119 pounds more than participant 20."),
    Pair("df7", "difference", (PP,), "The study sampled 56 more Gentoos than Chinstraps.", "The study sampled 46 more Gentoos than Chinstraps."),
    Pair("df8", "difference", (MD,), "Saint-Édouard cast about 14 times as many votes as Sainte-Geneviève.",
         "Saint-Édouard cast about 12 times as many votes as Sainte-Geneviève."),
    Pair("df9", "difference", (FM,), "The two full moons of May 2026 are 29 days, 15 hours and 22 minutes apart.",
         "The two full moons of May 2026 are 29 days, 11 hours and 22 minutes apart."),
    Pair("df10", "difference", _BIRD, "The Gentoo N36A2's 222 mm flipper was 35 mm longer than that of the Chinstrap N93A1.",
         "The Gentoo N36A2's 222 mm flipper was 25 mm longer than that of the Chinstrap N93A1."),
    # -- joined: the claim needs two tables
    Pair("jo1", "joined", _MTL, "Bergeron carried Robert-Bourassa with 465 votes.", "Bergeron carried Robert-Bourassa with 446 votes."),
    Pair("jo2", "joined", _BIRD, "Both birds whose first egg was seen on 1 December 2009 weighed over 4.9 kg.",
         "Both birds whose first egg was seen on 1 December 2009 weighed over 5.9 kg."),
    Pair("jo3", "joined", _SKY, "Three of the sixteen stars lie in Orion: Rigel, Betelgeuse and Bellatrix.",
         "Three of the sixteen stars lie in Taurus: Rigel, Betelgeuse and Bellatrix."),
    Pair("jo4", "joined", _MEN, "The two men who did 17 chin-ups weighed 154 and 169 pounds.",
         "The two men who did 17 chin-ups weighed 154 and 176 pounds."),
    Pair("jo5", "joined", (PN, PP), "Bird N93A1 is a Pygoscelis antarctica penguin.", "Bird N93A1 is a Pygoscelis papua penguin."),
    Pair("jo6", "joined", _MTL, "In the four districts Joly won, she collected 7,552 votes in all.",
         "In the four districts Joly won, she collected 8,552 votes in all."),
    Pair("jo7", "joined", _BIRD, "The four Chinstraps of the 2009 sample averaged 3,712.5 g.",
         "The four Chinstraps of the 2009 sample averaged 3,812.5 g."),
    Pair("jo8", "joined", _SKY, "The list's only star in Gemini has magnitude 1.16.", "The list's only star in Gemini has magnitude 1.36."),
    Pair("jo9", "joined", _MEN, "Participant 18, who did 230 sit-ups, had a waist of 32 inches.",
         "Participant 18, who did 230 sit-ups, had a waist of 36 inches."),
    Pair("jo10", "joined", _BIRD, "Of the four birds whose nest had no full clutch, three were female.",
         "Of the four birds whose nest had no full clutch, two were female."),
    # -- negation
    Pair("ne1", "negation", (MD,), "Joly won no district with an outright majority other than Pierre-Foretier.",
         "Joly won no district with an outright majority."),
    Pair("ne2", "negation", (PN,), "None of the Gentoo birds came from Dream.", "None of the Adelie birds came from Dream."),
    Pair("ne3", "negation", (FE,), "No participant managed 20 chin-ups.", "No participant managed 15 chin-ups."),
    Pair("ne4", "negation", (BS,), "None of the K-type stars lies south of the celestial equator.",
         "None of the M-type stars lies south of the celestial equator."),
    Pair("ne5", "negation", (FM,), "No month of 2026 goes without a full moon, and no month but May has two.",
         "No month of 2026 goes without a full moon, and no month but January has two."),
    Pair("ne6", "negation", _MTL, "Bergeron did not reach 1,000 votes in Pierre-Foretier, Sainte-Geneviève or Peter-McGill.",
         "Bergeron did not reach 1,000 votes in Pierre-Foretier, Sainte-Geneviève or Marie-Clarac."),
    Pair("ne7", "negation", (FB,), "Nobody but participant 20 weighed under 140 pounds.", "Nobody but participant 20 weighed under 160 pounds."),
    Pair("ne8", "negation", _BIRD, "No female in the 2009 sample reached 5 kg.", "No male in the 2009 sample reached 5 kg."),
    Pair("ne9", "negation", (PP,), "Chinstraps were never sampled on Biscoe or Torgersen.", "Adelies were never sampled on Biscoe or Torgersen."),
    Pair("ne10", "negation", _SKY, "None of Orion's three stars is among the four brightest of the list.",
         "None of Orion's three stars is among the five brightest of the list."),
    # -- percent_vs_count
    Pair("pc1", "percent_vs_count", _MTL, "Coderre took about 72% of the votes in Marie-Clarac.",
         "Coderre took about 62% of the votes in Marie-Clarac."),
    Pair("pc2", "percent_vs_count", _MTL, "Joly's 998 votes in Pierre-Foretier were 52.9% of that district's total.",
         "Joly's 998 votes in Pierre-Foretier were 62.9% of that district's total."),
    Pair("pc3", "percent_vs_count", (PN,), "Four of the sixteen birds, 25%, came from nests with an incomplete clutch.",
         "Five of the sixteen birds, about 31%, came from nests with an incomplete clutch."),
    Pair("pc4", "percent_vs_count", (PP,), "Gentoos made up 36% of the 344 birds sampled.", "Gentoos made up 44% of the 344 birds sampled."),
    Pair("pc5", "percent_vs_count", (FE,), "45% of the men did at least 150 sit-ups.", "55% of the men did at least 150 sit-ups."),
    Pair("pc6", "percent_vs_count", (FB,), "A quarter of the men had a resting pulse of 62 bpm or more.",
         "A fifth of the men had a resting pulse of 62 bpm or more."),
    Pair("pc7", "percent_vs_count", (MD,), "50% of the ten districts were won with an outright majority.",
         "60% of the ten districts were won with an outright majority."),
    Pair("pc8", "percent_vs_count", (BS,), "Five of the sixteen stars, or 31.25%, lie south of the celestial equator.",
         "Six of the sixteen stars, or 37.5%, lie south of the celestial equator."),
    Pair("pc9", "percent_vs_count", _MTL, "Bergeron took 6,408 votes in Saint-Édouard, about 58% of the total.",
         "Bergeron took 6,408 votes in Saint-Édouard, about 64% of the total."),
    Pair("pc10", "percent_vs_count", (FM,), "Four of 2026's thirteen full moons, about 31%, occur before 06:00 UTC.",
         "Five of 2026's thirteen full moons, about 38%, occur before 06:00 UTC."),
    # -- words: numbers and counts written out
    Pair("wo1", "words", (MD,), "Joly carried four of the ten districts.", "Joly carried five of the ten districts."),
    Pair("wo2", "words", (PP,), "Adelies were sampled on three islands, Chinstraps and Gentoos on one each.",
         "Adelies were sampled on two islands, Chinstraps and Gentoos on one each."),
    Pair("wo3", "words", (BS,), "Exactly two of the sixteen stars have spectral type A0.", "Exactly three of the sixteen stars have spectral type A0."),
    Pair("wo4", "words", (FM,), "2026 has thirteen full moons.", "2026 has twelve full moons."),
    Pair("wo5", "words", (FE,), "Only one man did fewer than two chin-ups.", "Only one man did fewer than five chin-ups."),
    Pair("wo6", "words", _BIRD, "Eight of the nine males weighed at least four kilograms.", "Seven of the nine males weighed at least four kilograms."),
    Pair("wo7", "words", _MTL, "Bergeron finished third in seven of the ten districts.", "Bergeron finished third in six of the ten districts."),
    Pair("wo8", "words", (FB,), "Participant fourteen had the widest waist, forty-six inches.",
         "Participant fourteen had the widest waist, forty-four inches."),
    Pair("wo9", "words", (PN,), "The five Gentoo birds' first eggs were recorded on three distinct dates.",
         "The five Gentoo birds' first eggs were recorded on four distinct dates."),
    Pair("wo10", "words", _SKY, "The sixteen stars are spread over fourteen constellations.",
         "The sixteen stars are spread over thirteen constellations."),
    # -- units_dates: units converted, dates, weekdays, times
    Pair("ud1", "units_dates", (FB,), "Participant 14 weighed about 112 kg.", "Participant 14 weighed about 102 kg."),
    Pair("ud2", "units_dates", _BIRD, "The Gentoo N36A2 weighed 6 kilograms.", "The Gentoo N36A2 weighed 6.5 kilograms."),
    Pair("ud3", "units_dates", (FM,), "The first full moon of 2026 falls on 3 January.", "The first full moon of 2026 falls on 13 January."),
    Pair("ud4", "units_dates", (FB,), "The widest waist in the group, 46 inches, is about 117 cm.",
         "The widest waist in the group, 46 inches, is about 107 cm."),
    Pair("ud5", "units_dates", (PN,), "The earliest first-egg date in the 2009 sample is 9 November 2009.",
         "The earliest first-egg date in the 2009 sample is 11 November 2009."),
    Pair("ud6", "units_dates", _BIRD, "N22A2's culmen was 5.59 cm long.", "N22A2's culmen was 5.95 cm long."),
    Pair("ud7", "units_dates", (FM,), "The October 2026 full moon falls on a Monday.", "The October 2026 full moon falls on a Tuesday."),
    Pair("ud8", "units_dates", (BS,), "Polaris lies less than a degree from the north celestial pole.",
         "Polaris lies less than half a degree from the north celestial pole."),
    Pair("ud9", "units_dates", (PS,), "The sixteen birds' flippers averaged about 20.5 cm.", "The sixteen birds' flippers averaged about 21.5 cm."),
    Pair("ud10", "units_dates", (FM,), "The last full moon of 2026 comes on Christmas Eve, at 01:28 UTC.",
         "The last full moon of 2026 comes on Christmas Day, at 01:28 UTC."),
)

# What the judge gets wrong on this set: empty until the lead's one blind run (its author never ran the judge on it).
# Strict xfails, so a fix shows up as XPASS; reasons never quote the claims.
# Pairs the judge gets wrong, from the one blind run of this set: the judge at 863bd46 (lexical-11): 66 of 90 false twins
# caught (73%), 52 of 90 true claims kept (58%); the judge at the start of that session (b3ec43e, lexical-10) on the same
# set: 66 and 50. No rule has been made from this set: only its per-category counts and pair ids have been read. Strict
# xfails, so a fix shows up as XPASS; "refutes" = a true claim scored 0.0; "accepts" = a false twin scored 1.0; "skips" =
# status skipped. Reasons never quote the claims.
WRONG_TODAY: dict[str, str] = {
    "we3": "accepts the false twin",
    "su1": "skips the true claim; skips the false twin",
    "di4": "accepts the false twin",
    "di6": "refutes the true claim",
    "df1": "refutes the true claim",
    "df3": "refutes the true claim",
    "df9": "refutes the true claim",
    "jo4": "refutes the true claim",
    "jo6": "refutes the true claim",
    "jo10": "skips the true claim; skips the false twin",
    "ne4": "skips the true claim; skips the false twin",
    "ne5": "refutes the true claim",
    "ne6": "refutes the true claim",
    "ne8": "refutes the true claim",
    "ne10": "skips the true claim; skips the false twin",
    "pc3": "skips the true claim; skips the false twin",
    "pc8": "skips the true claim; skips the false twin",
    "pc10": "refutes the true claim",
    "wo7": "refutes the true claim",
    "ud8": "skips the true claim",
    "ud10": "accepts the false twin",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
