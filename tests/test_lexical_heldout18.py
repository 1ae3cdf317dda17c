"""The eighteenth blind held-out set for the lexical judge: 90 claim pairs about seven small tables from ggplot2's
example data sets as the PyPI package ``plotnine`` 0.15.9 ships them.

Source: the CSV files in ``plotnine/data`` of the wheel ``plotnine-0.15.9-py3-none-any.whl`` (plotnine: MIT,
Hassan Kibirige; the data sets are ggplot2's, MIT, whose own sources are public: FRED's monthly US series for
``economics``, the TAMU Real Estate Center for ``txhousing``, Savage and West (2007, PNAS) for ``msleep``, US census
county figures for ``midwest``, and the public record of presidential terms for ``presidential``), read by
``dataset_script/build_lexical_heldout18_tables.py`` into ``tests/data/lexical_heldout18_tables.json`` (DATA.md,
"The lexical judge's eighteenth held-out test tables"). The tables: ``presidents`` (the eleven terms Eisenhower to
Obama, dates and party), ``us_economy_january`` (consumption, population, saving rate, median weeks of
unemployment and unemployed persons in the January of every inauguration year 1969-2013), ``mammal_species`` and
``mammal_sleep`` (23 mammals: genus, order, diet and conservation status; hours of sleep, REM sleep and awake, brain
and body weight, keyed by the mammal's name), ``tx_housing_july_2014`` (fifteen Texas MLS areas in July 2014) and
``austin_housing_2014`` (Austin's twelve months of 2014), and ``wisconsin_counties`` (the sixteen most populous
Wisconsin counties of ``midwest``). Claims join the two mammal tables through the name, the presidents and the
economy through the year a term began, and the two housing tables through Austin's July row.

The claims were written by a contributor who had not read the judge's code, its rules, its other test sets or
their claims, and were committed before the judge was ever run on them; each pair is a true claim that holds on the
stored rows and a false twin with exactly one fact changed, ten pairs in each of the nine categories, and every
label is recomputed from the rows by ``tests/lexical_heldout18_facts.py``. This set measures how far the judge
generalises: fixes must not be made against it (do not read its claims or misses to tune the judge); the lead
records the one blind run in ``WRONG_TODAY``. ``python tests/test_lexical_heldout18.py`` prints the per-category
table (``--misses`` lists the misses, quoting the claims).
"""

from __future__ import annotations

import heldout_pairs
from heldout_pairs import Pair
from lexical_heldout18_facts import (
    AUS,
    DATA,
    ECON,
    FACTS,
    PRES,
    SLEEP,
    SPECIES,
    TXJ,
    WI,
    rows_by_table,
)

PAIRS: tuple[Pair, ...] = (
    # -- wrong_entity: the right fact told of the wrong row
    Pair("we1", "wrong_entity", (SLEEP,), "The horse gets the least sleep of the 23 mammals, just 2.9 hours a day.",
         "The donkey gets the least sleep of the 23 mammals, just 2.9 hours a day."),
    Pair("we2", "wrong_entity", (TXJ,), "Houston recorded the most home sales of the fifteen areas in July 2014, 8,391 of them.",
         "Dallas recorded the most home sales of the fifteen areas in July 2014, 8,391 of them."),
    Pair("we3", "wrong_entity", (PRES,), "Clinton's term ran from 20 January 1993 to 20 January 2001.",
         "Carter's term ran from 20 January 1993 to 20 January 2001."),
    Pair("we4", "wrong_entity", (WI,), "Dane County has the highest share of college-educated residents of the sixteen counties, 43.6%.",
         "Waukesha County has the highest share of college-educated residents of the sixteen counties, 43.6%."),
    Pair("we5", "wrong_entity", (SPECIES,), "The golden hamster and the giant armadillo are the only endangered species in the table.",
         "The golden hamster and the Brazilian tapir are the only endangered species in the table."),
    Pair("we6", "wrong_entity", (AUS,), "Austin's median sale price peaked in June 2014, at $248,900.",
         "Austin's median sale price peaked in July 2014, at $248,900."),
    Pair("we7", "wrong_entity", (ECON,), "Among the inauguration Januaries, 1973 had the highest personal saving rate, 12.1%.",
         "Among the inauguration Januaries, 1981 had the highest personal saving rate, 12.1%."),
    Pair("we8", "wrong_entity", (TXJ,), "McAllen had the most months of inventory in July 2014, 13.8.",
         "El Paso had the most months of inventory in July 2014, 13.8."),
    Pair("we9", "wrong_entity", (SLEEP,), "A cow weighs 600 kg, more than the 521 kg of a horse.",
         "A pig weighs 600 kg, more than the 521 kg of a horse."),
    Pair("we10", "wrong_entity", (WI,), "Manitowoc and Fond du Lac are the only counties in the table outside a metro area.",
         "Manitowoc and Sheboygan are the only counties in the table outside a metro area."),
    # -- superlative: the highest, the lowest, a rank, with and without the value
    Pair("su1", "superlative", (SLEEP,), "The giant armadillo gets the most REM sleep of any mammal listed, 6.1 hours.",
         "The giant armadillo gets the most REM sleep of any mammal listed, 6.4 hours."),
    Pair("su2", "superlative", (TXJ,), "Midland had the highest median sale price of the fifteen areas in July 2014.",
         "Austin had the highest median sale price of the fifteen areas in July 2014."),
    Pair("su3", "superlative", (TXJ,), "Laredo had the fewest home sales of the fifteen areas in July 2014.",
         "Waco had the fewest home sales of the fifteen areas in July 2014."),
    Pair("su4", "superlative", (AUS,), "January was Austin's slowest month of 2014, with only 1,582 sales.",
         "January was Austin's slowest month of 2014, with only 1,482 sales."),
    Pair("su5", "superlative", (ECON,), "The median duration of unemployment was longest in January 2013, at 16.2 weeks.",
         "The median duration of unemployment was longest in January 2009, at 16.2 weeks."),
    Pair("su6", "superlative", (WI,), "Waukesha has the lowest poverty rate of the sixteen counties, 3.1%.",
         "Washington has the lowest poverty rate of the sixteen counties, 3.1%."),
    Pair("su7", "superlative", (SLEEP,), "The lightest mammal listed is the house mouse, at 0.022 kg.",
         "The lightest mammal listed is the house mouse, at 0.22 kg."),
    Pair("su8", "superlative", (ECON,), "January 2009 had the second-highest number of unemployed in the table, 12,058 thousand.",
         "January 2009 had the highest number of unemployed in the table, 12,058 thousand."),
    Pair("su9", "superlative", (WI,), "Milwaukee is the most populous county, home to 959,275 people.",
         "Milwaukee is the most populous county, home to 995,275 people."),
    Pair("su10", "superlative", (PRES,), "Ford served the shortest time in office of any president in the table.",
         "Kennedy served the shortest time in office of any president in the table."),
    # -- direction: rose or fell, more or less, higher or lower
    Pair("di1", "direction", (AUS,), "Austin's active listings rose every month from January through July 2014.",
         "Austin's active listings fell every month from January through July 2014."),
    Pair("di2", "direction", (ECON,), "The personal saving rate was lower in January 2005 than in January 1981.",
         "The personal saving rate was higher in January 2005 than in January 1981."),
    Pair("di3", "direction", (ECON,), "The median duration of unemployment increased from January 2009 to January 2013.",
         "The median duration of unemployment decreased from January 2009 to January 2013."),
    Pair("di4", "direction", (AUS,), "Austin's median price slipped from June to August 2014.",
         "Austin's median price climbed from June to August 2014."),
    Pair("di5", "direction", (ECON,), "The number of unemployed dropped between January 1993 and January 2001.",
         "The number of unemployed rose between January 1993 and January 2001."),
    Pair("di6", "direction", (TXJ,), "El Paso had fewer active listings than San Antonio in July 2014.",
         "El Paso had more active listings than San Antonio in July 2014."),
    Pair("di7", "direction", (SLEEP,), "The domestic cat sleeps more each day than the dog.",
         "The domestic cat sleeps less each day than the dog."),
    Pair("di8", "direction", (AUS,), "Austin's sales fell from October to November 2014, then rose in December.",
         "Austin's sales fell from October to November 2014, then fell again in December."),
    Pair("di9", "direction", (WI,), "Milwaukee County's poverty rate is higher than Dane County's.",
         "Milwaukee County's poverty rate is lower than Dane County's."),
    Pair("di10", "direction", (ECON,), "The personal saving rate rose between January 1977 and January 1981.",
         "The personal saving rate fell between January 1977 and January 1981."),
    # -- difference: gaps between two rows
    Pair("df1", "difference", (SLEEP,), "The big brown bat sleeps 16.8 hours a day more than the horse.",
         "The big brown bat sleeps 15.8 hours a day more than the horse."),
    Pair("df2", "difference", (TXJ,), "Dallas recorded 2,135 fewer sales than Houston in July 2014.",
         "Dallas recorded 2,315 fewer sales than Houston in July 2014."),
    Pair("df3", "difference", (AUS,), "Austin's median price rose by $35,200 between January and June 2014.",
         "Austin's median price rose by $32,500 between January and June 2014."),
    Pair("df4", "difference", (ECON,), "Between January 1969 and January 2013 the US population grew by about 114 million.",
         "Between January 1969 and January 2013 the US population grew by about 141 million."),
    Pair("df5", "difference", (WI,), "Dane County's college share is 18.2 points above Milwaukee County's.",
         "Dane County's college share is 15.2 points above Milwaukee County's."),
    Pair("df6", "difference", (PRES,), "Kennedy was in office 141 days longer than Ford.",
         "Kennedy was in office 114 days longer than Ford."),
    Pair("df7", "difference", (ECON,), "Consumption spending was $1,408.9 billion higher in January 1985 than in January 1977.",
         "Consumption spending was $1,048.9 billion higher in January 1985 than in January 1977."),
    Pair("df8", "difference", (SLEEP,), "The giant armadillo gets 5.7 more hours of REM sleep than the donkey.",
         "The giant armadillo gets 5.3 more hours of REM sleep than the donkey."),
    Pair("df9", "difference", (TXJ,), "Midland's median sale price was $1,000 above Austin's in July 2014.",
         "Midland's median sale price was $10,000 above Austin's in July 2014."),
    Pair("df10", "difference", (AUS,), "Austin had 2,357 more active listings in July than in January 2014.",
         "Austin had 2,537 more active listings in July than in January 2014."),
    # -- joined: a fact that needs two tables joined through a key or a shared value
    Pair("jo1", "joined", (SPECIES, SLEEP), "Among the carnivores, the gray seal has the heaviest brain, 0.325 kg.",
         "Among the omnivores, the gray seal has the heaviest brain, 0.325 kg."),
    Pair("jo2", "joined", (SPECIES, SLEEP), "The endangered mammals in the study sleep 16.2 hours a day on average.",
         "The endangered mammals in the study sleep 18.2 hours a day on average."),
    Pair("jo3", "joined", (SPECIES, SLEEP), "Every Perissodactyla in the table sleeps under 5 hours a day.",
         "Every Perissodactyla in the table sleeps under 4 hours a day."),
    Pair("jo4", "joined", (SPECIES, SLEEP), "The rodents in the table sleep about 12.2 hours a day on average.",
         "The rodents in the table sleep about 13.2 hours a day on average."),
    Pair("jo5", "joined", (PRES, ECON), "In the January Carter took office, 7,280 thousand Americans were unemployed.",
         "In the January Reagan took office, 7,280 thousand Americans were unemployed."),
    Pair("jo6", "joined", (PRES, ECON), "Fewer Americans were unemployed in the January Clinton took office than in the January Obama took office.",
         "Fewer Americans were unemployed in the January Clinton took office than in the January Reagan took office."),
    Pair("jo7", "joined", (PRES, ECON),
         "Of the Democratic presidents whose first January is in the table, Carter started with the shortest median unemployment spell.",
         "Of the Democratic presidents whose first January is in the table, Obama started with the shortest median unemployment spell."),
    Pair("jo8", "joined", (TXJ, AUS), "Houston sold more homes in July 2014 than Austin did in its two best months of 2014 combined.",
         "Houston sold more homes in July 2014 than Austin did in its three best months of 2014 combined."),
    Pair("jo9", "joined", (AUS, TXJ), "Austin sold more homes in January 2014 than Fort Worth did in July 2014.",
         "Austin sold more homes in January 2014 than San Antonio did in July 2014."),
    Pair("jo10", "joined", (SPECIES, SLEEP), "The lightest domesticated mammal is the chinchilla, at 0.42 kg.",
         "The lightest mammal of least concern is the chinchilla, at 0.42 kg."),
    # -- negation: no, none, never
    Pair("ne1", "negation", (SLEEP,), "No mammal in the table sleeps more than 20 hours a day.",
         "No mammal in the table sleeps more than 19 hours a day."),
    Pair("ne2", "negation", (TXJ,), "None of the fifteen areas had a median sale price above $250,000 in July 2014.",
         "None of the fifteen areas had a median sale price above $240,000 in July 2014."),
    Pair("ne3", "negation", (PRES,), "Ford never completed four years in office.",
         "Carter never completed four years in office."),
    Pair("ne4", "negation", (WI,), "None of the sixteen counties has a poverty rate above 16%.",
         "None of the sixteen counties has a poverty rate above 15%."),
    Pair("ne5", "negation", (ECON,), "The personal saving rate never fell below 2.9% in the inauguration Januaries.",
         "The personal saving rate never fell below 4% in the inauguration Januaries."),
    Pair("ne6", "negation", (AUS,), "Austin's months of inventory never reached 3 in 2014.",
         "Austin's months of inventory never reached 2.5 in 2014."),
    Pair("ne7", "negation", (SPECIES,), "No rodent in the table is an omnivore.",
         "No primate in the table is an omnivore."),
    Pair("ne8", "negation", (TXJ,), "Apart from McAllen, no area had more than 10 months of inventory in July 2014.",
         "Apart from McAllen, no area had more than 8 months of inventory in July 2014."),
    Pair("ne9", "negation", (SLEEP,), "No mammal gets less REM sleep than the donkey's 0.4 hours.",
         "No mammal gets less REM sleep than the horse's 0.6 hours."),
    Pair("ne10", "negation", (PRES,), "No Democrat in the table began his term on a Saturday.",
         "No Republican in the table began his term on a Saturday."),
    # -- percent_vs_count: a count, a share, a relative change
    Pair("pc1", "percent_vs_count", (SPECIES,), "Ten of the 23 mammals are domesticated.",
         "Ten percent of the 23 mammals are domesticated."),
    Pair("pc2", "percent_vs_count", (SPECIES,), "11 of the 23 mammals, about 48%, are herbivores.",
         "11 of the 23 mammals, about 52%, are herbivores."),
    Pair("pc3", "percent_vs_count", (ECON,), "In January 2013 about 4% of the population, 12,497 thousand people, were unemployed.",
         "In January 2013 about 6% of the population, 12,497 thousand people, were unemployed."),
    Pair("pc4", "percent_vs_count", (WI,), "About 64% of Milwaukee County's population are adults.",
         "About 46% of Milwaukee County's population are adults."),
    Pair("pc5", "percent_vs_count", (TXJ,), "Houston alone accounted for about 34% of July 2014 sales across the fifteen areas.",
         "Houston alone accounted for about 43% of July 2014 sales across the fifteen areas."),
    Pair("pc6", "percent_vs_count", (AUS,), "Austin sold 438 more homes in December than in November 2014.",
         "Austin sold 438% more homes in December than in November 2014."),
    Pair("pc7", "percent_vs_count", (ECON,), "The personal saving rate fell by about 72% from January 1981 to January 2005.",
         "The personal saving rate fell by about 62% from January 1981 to January 2005."),
    Pair("pc8", "percent_vs_count", (SLEEP,), "The human spends about 24% of its sleep in REM.",
         "The human spends about 1.9% of its sleep in REM."),
    Pair("pc9", "percent_vs_count", (WI,), "12.5% of the sixteen counties lie outside a metro area.",
         "2% of the sixteen counties lie outside a metro area."),
    Pair("pc10", "percent_vs_count", (TXJ,), "20% of the fifteen areas had a median sale price above $200,000 in July 2014.",
         "30% of the fifteen areas had a median sale price above $200,000 in July 2014."),
    # -- words: numbers written as words, fractions, multiples, ordinals
    Pair("wo1", "words", (SLEEP,), "The giant armadillo spends about a third of its sleep in REM.",
         "The giant armadillo spends about half of its sleep in REM."),
    Pair("wo2", "words", (PRES,), "Five of the eleven presidents in the table were Democrats.",
         "Six of the eleven presidents in the table were Democrats."),
    Pair("wo3", "words", (AUS,), "Austin's June 2014 sales were roughly double its January sales.",
         "Austin's June 2014 sales were roughly triple its January sales."),
    Pair("wo4", "words", (ECON,), "Consumption expenditures passed eleven trillion dollars by January 2013.",
         "Consumption expenditures passed twelve trillion dollars by January 2013."),
    Pair("wo5", "words", (SLEEP,), "A cow sleeps a sixth of the day.",
         "A cow sleeps a quarter of the day."),
    Pair("wo6", "words", (TXJ,), "Houston had more than twenty thousand active listings in July 2014.",
         "Houston had more than thirty thousand active listings in July 2014."),
    Pair("wo7", "words", (WI,), "Eau Claire ranks fifteenth in population among the sixteen counties.",
         "Eau Claire ranks fourteenth in population among the sixteen counties."),
    Pair("wo8", "words", (PRES,), "Reagan was the seventh president to take office in the table.",
         "Reagan was the sixth president to take office in the table."),
    Pair("wo9", "words", (SPECIES,), "Three of the mammals have no recorded conservation status.",
         "Four of the mammals have no recorded conservation status."),
    Pair("wo10", "words", (ECON,), "The number of unemployed more than quadrupled from January 1969 to January 2013.",
         "The number of unemployed more than quintupled from January 1969 to January 2013."),
    # -- units_dates: days, weeks, months, weekdays, billions and trillions, thousands and millions
    Pair("ud1", "units_dates", (PRES,), "Eisenhower was in office for 2,922 days.",
         "Eisenhower was in office for 2,923 days."),
    Pair("ud2", "units_dates", (PRES,), "Kennedy's presidency began on a Friday and ended on a Friday.",
         "Kennedy's presidency began on a Friday and ended on a Thursday."),
    Pair("ud3", "units_dates", (ECON,), "In January 2013 the median unemployment spell was 16.2 weeks, about 113 days.",
         "In January 2013 the median unemployment spell was 16.2 weeks, about 131 days."),
    Pair("ud4", "units_dates", (ECON,), "Consumption spending in January 2009 was about $9.8 trillion.",
         "Consumption spending in January 2009 was about $9.8 billion."),
    Pair("ud5", "units_dates", (ECON,), "The US population was about 306 million in January 2009.",
         "The US population was about 306 thousand in January 2009."),
    Pair("ud6", "units_dates", (PRES,), "Ford held office for under 30 months.",
         "Ford held office for under 29 months."),
    Pair("ud7", "units_dates", (PRES,), "Nixon's presidency ended 2,027 days after it began.",
         "Nixon's presidency ended 2,072 days after it began."),
    Pair("ud8", "units_dates", (AUS,), "Austin's monthly sales volume first topped $1 billion in May 2014.",
         "Austin's monthly sales volume first topped $1 billion in June 2014."),
    Pair("ud9", "units_dates", (TXJ,), "Houston's July 2014 sales volume was about $2.28 billion.",
         "Houston's July 2014 sales volume was about $2.28 million."),
    Pair("ud10", "units_dates", (PRES,), "Obama's term began on Tuesday, 20 January 2009.",
         "Obama's term began on Wednesday, 20 January 2009."),
)

# Filled by the lead after the one blind run.
WRONG_TODAY: dict[str, str] = {
    "we10": "accepts the false twin",
    "su10": "skips the true claim; skips the false twin",
    "di8": "accepts the false twin",
    "df6": "refutes the true claim",
    "jo4": "refutes the true claim",
    "jo5": "refutes the true claim",
    "jo6": "skips the true claim; skips the false twin",
    "jo7": "skips the true claim; skips the false twin",
    "jo8": "refutes the true claim",
    "jo9": "skips the true claim; skips the false twin",
    "ne3": "skips the true claim; skips the false twin",
    "ne7": "refutes the true claim",
    "ne10": "skips the true claim",
    "pc3": "refutes the true claim",
    "pc9": "refutes the true claim",
    "wo2": "skips the true claim; skips the false twin",
    "wo5": "skips the true claim; skips the false twin",
    "wo8": "skips the true claim; skips the false twin",
}


class TestSet(heldout_pairs.LabelledSet):
    PAIRS, WRONG_TODAY, DATA, FACTS = PAIRS, WRONG_TODAY, DATA, FACTS
    PER_CATEGORY = 10
    rows = staticmethod(rows_by_table)


if __name__ == "__main__":
    heldout_pairs.main(PAIRS, heldout_pairs.load_tables(DATA))
