"""The lexical proxy on adversarial claims over the bundled sample's real tables.

Every false claim sits beside its true twin (same wording, one fact changed),
so a judge that rejects everything fails as surely as one that accepts
everything. Categories: comparison direction, superlatives, units, percent vs
count, negation, swapped columns, id-like columns, stated differences, 2-character
codes as entities, facts joined through key columns, and question echoes. ``ADVERSARIAL`` is also what ``benchmarks/bench_lexical.py`` reports on.
"""

from __future__ import annotations

import pytest

from mt_raig.eval.judge import EvalItem
from mt_raig.eval.lexical import LexicalJudge
from mt_raig.io.benchmark import load_benchmark

FLIGHTS = ("nycflights13 - airlines", "nycflights13 - carrier_delay_stats")
ROUTES = ("nycflights13 - airports", "nycflights13 - route_stats")
EWR = ("nycflights13 - monthly_departures_ewr",)
EUROPE = ("Gapminder life expectancy and income - Europe - 1952", "Gapminder life expectancy and income - Europe - 2007")
WEST = ("US state facts and figures - West - 1970s indicators",)
MARATHON = ("List of winners of the Boston Marathon - Men's open division - 2005-2019",)
BAKERS = ("bakeoff - baker_results_series_10",)
SERIES = ("bakeoff - series",)
ELECTION = ("dslabs - murders_northeast", "dslabs - results_us_election_2016_northeast", "dslabs - polls_us_election_2016_northeast")
FLIGHTS_BY_MONTH = FLIGHTS + ("nycflights13 - carrier_delay_stats_july", "nycflights13 - carrier_delay_stats_december")
FLEET = ("nycflights13 - carrier_fleet", "nycflights13 - airlines")
AFRICA = ("Gapminder life expectancy and income - Africa - 1952", "Gapminder life expectancy and income - Africa - 2007")
WHEELCHAIR = ("List of winners of the Boston Marathon - Men's wheelchair division - 2005-2019",)
RATINGS = ("bakeoff - episode_ratings_series_9",)
DELAYS = ("nycflights13 - carrier_delay_stats",)  # carriers by 2-character code only
PLANES = ("nycflights13 - planes", "nycflights13 - tailnum_usage")
PLANES3 = ("nycflights13 - airlines", "nycflights13 - planes", "nycflights13 - tailnum_usage")
STAR = ("bakeoff - episodes_series_10", "bakeoff - baker_results_series_10", "bakeoff - bakers_series_10")
HEALTH = ("Gapminder health indicators - South America - 1970", "Gapminder health indicators - South America - 2010")

# (category, tables, true claim, false twin)
ADVERSARIAL = [
    ("joined", EUROPE, "Turkey, Romania and Poland stayed low in 2007 at 8458, 10808 and 15390", "Turkey, Romania and Poland stayed low in 2007 at 10808, 8458 and 15390"),  # the year locates each row
    ("joined", STAR, "Alice Fevronia won two, in episodes 2 and 9", "Alice Fevronia won two, in episodes 2 and 7"),  # one name, a row per locator
    ("comparison", FLIGHTS, "Virgin America had a higher on-time rate than ExpressJet Airlines Inc.", "ExpressJet Airlines Inc. had a higher on-time rate than Virgin America"),
    ("comparison", FLIGHTS, "ExpressJet Airlines Inc. cancelled more flights than Delta Air Lines Inc.", "ExpressJet Airlines Inc. cancelled fewer flights than Delta Air Lines Inc."),
    ("comparison", FLIGHTS, "US Airways Inc. had a lower average departure delay than United Air Lines Inc.", "US Airways Inc. had a higher average departure delay than United Air Lines Inc."),
    ("comparison", FLIGHTS, "Endeavor Air Inc. trailed Delta Air Lines Inc. in on-time performance", "Delta Air Lines Inc. trailed Endeavor Air Inc. in on-time performance"),
    ("comparison", WEST, "Alaska had a higher murder rate than Oregon", "Oregon had a higher murder rate than Alaska"),
    ("comparison", WEST, "Utah had a higher share of high-school graduates than Arizona", "Arizona had a higher share of high-school graduates than Utah"),
    ("comparison", ROUTES, "Flights to LAX had a longer average air time than flights to BOS", "Flights to BOS had a longer average air time than flights to LAX"),
    ("superlative", FLIGHTS, "Virgin America posted the highest on-time rate, 81.3%", "ExpressJet Airlines Inc. posted the highest on-time rate, 67.9%"),
    ("superlative", FLIGHTS, "ExpressJet Airlines Inc. had the most cancellations, 2817", "Endeavor Air Inc. had the most cancellations, 1044"),
    ("superlative", FLIGHTS, "US Airways Inc. had the lowest average departure delay of any carrier", "Virgin America had the lowest average departure delay of any carrier"),
    ("superlative", FLIGHTS, "United Air Lines Inc. operated the most flights", "JetBlue Airways operated the most flights"),
    ("superlative", WEST, "California had the largest population, 21198 thousand", "Washington had the largest population, 3559 thousand"),
    ("superlative", WEST, "Nevada had the highest murder rate, 11.5", "Alaska had the highest murder rate, 11.3"),
    ("superlative", MARATHON, "Geoffrey Mutai ran the fastest winning time, 2:03:02", "Yuki Kawauchi ran the fastest winning time, 2:15:58"),
    ("superlative", BAKERS, "Steph won the most star baker awards, 4", "Alice won the most star baker awards, 2"),
    ("units", FLIGHTS, "ExpressJet Airlines Inc. averaged a departure delay of 20.0 minutes", "ExpressJet Airlines Inc. averaged a departure delay of 20.0 hours"),
    ("units", FLIGHTS, "Virgin America's average arrival delay was 1.8 minutes", "Virgin America's average arrival delay was 1.8 hours"),
    ("units", ROUTES, "Flights to ORD took 115.6 minutes in the air on average", "Flights to ORD took 115.6 hours in the air on average"),
    ("units", MARATHON, "Hailu Negussie won in 2 hours 11 minutes 45 seconds", "Hailu Negussie won in 2 minutes 11 seconds"),
    ("units", MARATHON, "Lawrence Cherono won in 2:07:57", "Lawrence Cherono won in 2:17:57"),
    ("units", WEST, "California had 21.2 million residents", "California had 21.2 thousand residents"),
    ("percent_vs_count", FLIGHTS, "Virgin America cancelled 31 flights", "Virgin America cancelled 31% of its flights"),
    ("percent_vs_count", FLIGHTS, "Delta Air Lines Inc. cancelled 349 flights", "Delta Air Lines Inc. cancelled 349% of its flights"),
    ("percent_vs_count", EWR, "EWR cancelled 238 flights in month 1", "EWR cancelled 238% of flights in month 1"),
    ("percent_vs_count", FLIGHTS, "Southwest Airlines Co. cancelled 192 flights", "Southwest Airlines Co. had a 192% cancellation share"),
    ("negation", FLIGHTS, "ExpressJet Airlines Inc. did not have the lowest average departure delay", "ExpressJet Airlines Inc. did not have the highest average departure delay"),
    ("negation", FLIGHTS, "Virgin America did not cancel 2817 flights", "Virgin America did not cancel 31 flights"),
    ("negation", FLIGHTS, "Virgin America cancelled 31 flights", "Virgin America had no cancellations"),
    ("negation", WEST, "Alaska did not have a lower murder rate than Oregon", "Oregon did not have a lower murder rate than Alaska"),
    ("negation", FLIGHTS, "Delta Air Lines Inc. never had an on-time rate below 80%", "ExpressJet Airlines Inc. never had an on-time rate below 70%"),
    ("swapped_columns", FLIGHTS, "Virgin America's average departure delay was 12.9 minutes and its average arrival delay 1.8 minutes", "Virgin America's average departure delay was 1.8 minutes and its average arrival delay 12.9 minutes"),
    ("swapped_columns", FLIGHTS, "Virgin America operated 5162 flights and cancelled 31", "Virgin America operated 31 flights and cancelled 5162"),
    ("swapped_columns", WEST, "Alaska had an income per capita of 6315 and a murder rate of 11.3", "Alaska had an income per capita of 11.3 and a murder rate of 6315"),
    ("swapped_columns", EUROPE, "France's life expectancy was 67.4 years in 1952 and 80.7 years in 2007", "France's life expectancy was 80.7 years in 1952 and 67.4 years in 2007"),
    ("swapped_columns", EUROPE, "Turkey's GDP per capita rose from 1969 in 1952 to 8458 in 2007", "Turkey's GDP per capita rose from 8458 in 1952 to 1969 in 2007"),
    ("swapped_columns", ROUTES, "Flights to LAX covered 2469 miles on average, with 5 carriers", "Flights to LAX covered 5 miles on average, with 2469 carriers"),
    ("id_column", EWR, "EWR cancelled 477 flights in month 12", "EWR cancelled 12 flights in month 12"),
    ("id_column", EUROPE, "France's GDP per capita was 7030 in 1952", "France's GDP per capita was 1952 in 1952"),
    ("id_column", BAKERS, "Steph won 4 star baker awards", "Steph won 10 star baker awards"),
    ("id_column", SERIES, "Series 6 averaged 12.50 million viewers", "Series 6 averaged 6 million viewers"),
    ("difference", FLIGHTS, "Virgin America's on-time rate was 13.4 points higher than ExpressJet Airlines Inc.'s", "ExpressJet Airlines Inc.'s on-time rate was 13.4 points higher than Virgin America's"),
    ("difference", FLIGHTS, "Virgin America's on-time rate was 13.4 points higher than ExpressJet Airlines Inc.'s", "Virgin America's on-time rate was 11.4 points higher than ExpressJet Airlines Inc.'s"),
    ("difference", EUROPE, "Turkey's life expectancy rose from 43.6 to 71.8 years, a gain of 28.2 years", "Turkey's life expectancy rose from 43.6 to 71.8 years, a gain of 38.2 years"),
    ("difference", EUROPE, "Turkey's life expectancy rose from 43.6 to 71.8 years", "Turkey's life expectancy fell from 43.6 to 71.8 years"),
    ("difference", WEST, "Nevada's murder rate of 11.5 was 7.3 higher than Oregon's 4.2", "Nevada's murder rate of 11.5 was 6.3 higher than Oregon's 4.2"),
    ("comparison", ELECTION, "Trump received a higher share than Clinton in Pennsylvania", "Clinton received a higher share than Trump in Pennsylvania"),
    ("comparison", FLIGHTS, "Envoy Air's average arrival delay exceeded its average departure delay", "American Airlines Inc.'s average arrival delay exceeded its average departure delay"),
    ("comparison", FLIGHTS_BY_MONTH, "ExpressJet Airlines Inc. had more cancellations than Virgin America", "Virgin America had more cancellations than ExpressJet Airlines Inc."),
    ("comparison", EUROPE, "France's life expectancy was higher in 2007 than in 1952", "France's life expectancy was lower in 2007 than in 1952"),
    ("comparison", EWR + ("nycflights13 - monthly_weather_ewr",), "EWR's average temperature in month 7 was higher than in month 1", "EWR's average temperature in month 1 was higher than in month 7"),
    ("comparison", FLIGHTS, "JetBlue Airways operated about twice as many flights as Envoy Air", "Virgin America operated about twice as many flights as Southwest Airlines Co."),
    ("superlative", EWR, "EWR's average departure delay peaked in month 6 at 22.5 minutes", "EWR's average departure delay peaked in month 7 at 22.0 minutes"),
    ("superlative", FLIGHTS, "The largest average departure delay belonged to ExpressJet Airlines Inc.", "The largest average departure delay belonged to US Airways Inc."),
    ("superlative", FLIGHTS, "JetBlue Airways operated the second most flights", "ExpressJet Airlines Inc. operated the second most flights"),
    ("superlative", FLIGHTS, "United Air Lines Inc. operated 58665 flights, more than any other carrier", "JetBlue Airways operated 54635 flights, more than any other carrier"),
    ("superlative", ELECTION, "New York had the most electoral votes in the Northeast, 29", "New York had the most electoral votes in the Northeast, 20"),
    ("units", ROUTES, "Flights to Hartsfield Jackson Atlanta Intl arrived 11.3 minutes late on average", "Flights to Hartsfield Jackson Atlanta Intl arrived 11.3 hours late on average"),
    ("units", MARATHON, "Lawrence Cherono won in 127 minutes", "Lawrence Cherono won in 127 seconds"),
    ("units", WEST, "Nevada had 590 thousand residents", "Nevada had 590 million residents"),
    ("units", WEST, "Nevada had a population of 590 thousand", "Nevada had 590 residents"),
    ("percent_vs_count", ELECTION, "Connecticut recorded 97 gun murders", "Connecticut recorded 97% gun murders"),
    ("percent_vs_count", FLIGHTS_BY_MONTH, "Virgin America cancelled 31 flights over the year", "Virgin America cancelled 31% of its flights over the year"),
    ("negation", FLIGHTS, "Virgin America never cancelled more than 1000 flights", "ExpressJet Airlines Inc. never cancelled more than 1000 flights"),
    ("negation", FLIGHTS, "ExpressJet Airlines Inc. was not the carrier with the highest on-time rate", "Virgin America was not the carrier with the highest on-time rate"),
    ("swapped_columns", ELECTION, "Connecticut had 7 electoral votes and 26 polls", "Connecticut had 26 electoral votes and 7 polls"),
    ("swapped_columns", FLIGHTS, "Delta flew 48110 flights and cancelled 349", "Delta flew 349 flights and cancelled 48110"),
    ("id_column", EWR, "In month 6, EWR had an average departure delay of 22.5 minutes", "In month 6, EWR had an average departure delay of 6 minutes"),
    ("id_column", EWR, "EWR cancelled 499 flights in February", "EWR cancelled 499 flights in March"),
    ("id_column", SERIES, "Series 10 ran for 10 episodes", "Series 2 ran for 2 episodes"),
    ("comparison", FLIGHTS, "Virgin America's flights were cancelled less often than ExpressJet's", "ExpressJet's flights were cancelled less often than Virgin America's"),
    ("superlative", FLIGHTS, "The carrier with the lowest on-time rate was ExpressJet Airlines Inc.", "The carrier with the lowest on-time rate was Envoy Air"),
    ("units", FLIGHTS, "Virgin America averaged 2499 miles per flight", "Virgin America averaged 2499 minutes per flight"),
    ("units", WHEELCHAIR, "Ernst Van Dyk won in 84 minutes in 2005", "Ernst Van Dyk won in 84 hours in 2005"),
    ("percent_vs_count", FLIGHTS, "ExpressJet Airlines Inc. had an on-time rate of 67.9%", "ExpressJet Airlines Inc. had an on-time rate of 67.9 flights"),
    ("negation", FLIGHTS, "No carrier cancelled more than 3000 flights", "No carrier cancelled more than 2000 flights"),
    ("negation", FLIGHTS, "Endeavor Air Inc. did not have the lowest on-time rate", "ExpressJet Airlines Inc. did not have the lowest on-time rate"),
    ("swapped_columns", FLEET, "Endeavor Air Inc. had a fleet of 203 planes with 67.4 seats on average", "Endeavor Air Inc. had a fleet of 67.4 planes with 203 seats on average"),
    ("swapped_columns", AFRICA, "Algeria's life expectancy rose from 43.1 years in 1952 to 72.3 in 2007", "Algeria's life expectancy rose from 43.1 years in 2007 to 72.3 in 1952"),
    ("id_column", RATINGS, "Episode 1 drew 9.55 million viewers over seven days", "Episode 1 drew 1 million viewers over seven days"),
    ("difference", AFRICA, "Algeria's life expectancy rose from 43.1 years in 1952 to 72.3 in 2007", "Algeria's life expectancy fell from 43.1 years in 1952 to 72.3 in 2007"),
    ("comparison", FLIGHTS, "Delta Air Lines Inc. outperformed ExpressJet Airlines Inc. on on-time rate", "ExpressJet Airlines Inc. outperformed Delta Air Lines Inc. on on-time rate"),
    ("comparison", FLIGHTS, "Virgin America was ahead of Envoy Air in on-time rate", "Envoy Air was ahead of Virgin America in on-time rate"),
    ("comparison", SERIES, "Series 7 had more viewers on average than series 6", "Series 6 had more viewers on average than series 7"),
    ("comparison", WEST, "Hawaii's life expectancy of 73.60 years exceeded Nevada's 69.03", "Nevada's life expectancy of 69.03 years exceeded Hawaii's 73.60"),
    ("superlative", FLIGHTS, "With 81.3%, Virgin America topped the on-time ranking", "With 67.9%, ExpressJet Airlines Inc. topped the on-time ranking"),
    ("superlative", MARATHON, "Geoffrey Mutai's 2:03:02 in 2011 was the fastest winning time", "Wesley Korir's 2:12:40 in 2012 was the fastest winning time"),
    ("units", FLIGHTS, "Virgin America's average arrival delay was just 1.8 min", "Virgin America's average arrival delay was just 1.8 hrs"),
    ("units", MARATHON, "Yuki Kawauchi's winning time was 2 hours 15 minutes 58 seconds", "Yuki Kawauchi's winning time was 2 minutes 15 seconds"),
    ("percent_vs_count", FLIGHTS, "Virgin America cancelled 31 of 5162 flights, about 0.6 per cent", "Virgin America cancelled 31 per cent of 5162 flights"),
    ("negation", FLIGHTS, "Envoy Air wasn't the carrier with the most cancellations", "ExpressJet Airlines Inc. wasn't the carrier with the most cancellations"),
    ("negation", FLIGHTS, "ExpressJet Airlines Inc. didn't cancel fewer flights than Delta Air Lines Inc.", "Delta Air Lines Inc. didn't cancel fewer flights than ExpressJet Airlines Inc."),
    ("swapped_columns", ROUTES, "LAX drew 16174 flights and 5 carriers", "LAX drew 5 flights and 16174 carriers"),
    ("id_column", EUROPE, "The United Kingdom's GDP per capita was 9980 in 1952", "The United Kingdom's GDP per capita was 1952 in 1952"),
    ("id_column", SERIES, "Candice Brown won series 7, which averaged 13.85 million viewers", "Candice Brown won series 7, which averaged 7 million viewers"),
    ("difference", WEST, "California's population was about 5.96 times Washington's", "California's population was about 9.96 times Washington's"),
    ("difference", EUROPE, "Between 1952 and 2007 Spain's life expectancy rose by 16.0 years", "Between 1952 and 2007 Spain's life expectancy rose by 26.0 years"),
    ("comparison", FLIGHTS, "Virgin America was more punctual than ExpressJet Airlines Inc.", "ExpressJet Airlines Inc. was more punctual than Virgin America"),
    ("superlative", FLIGHTS, "United Air Lines Inc. was the busiest carrier", "Virgin America was the busiest carrier"),
    ("superlative", EUROPE, "Germany was the most populous country in 2007", "Spain was the most populous country in 2007"),
    ("superlative", EUROPE, "The Netherlands was the richest country in 2007", "France was the richest country in 2007"),
    ("negation", FLIGHTS, "Delta Air Lines Inc. cancelled 349 flights", "Delta Air Lines Inc. did not cancel any flights"),
    ("comparison", ("nycflights13 - monthly_departures_jfk", "nycflights13 - monthly_weather_jfk"), "January was colder than July at JFK", "July was colder than January at JFK"),
    ("difference", HEALTH, "Bolivia's infant mortality fell by 107.6 from 144.4 to 36.8", "Bolivia's infant mortality fell by 117.6 from 144.4 to 36.8"),
    ("difference", FLIGHTS_BY_MONTH, "Envoy Air's on-time rate of 72.1% was 8.9 points below Delta Air Lines Inc.'s 81.0%", "Envoy Air's on-time rate of 72.1% was 9.2 points below Delta Air Lines Inc.'s 81.3%"),
    ("difference", FLIGHTS, "ExpressJet's average departure delay of 20.0 minutes and Delta's 9.3 minutes differ by a gap of 10.7 minutes", "ExpressJet's average departure delay of 20.0 minutes and Delta's 9.3 minutes differ by a gap of 12.7 minutes"),
    # issue #22: short codes as entities, two-row differences and sums, facts joined through key columns
    # (codes, tail numbers) and row counts, universal and relation negations, true superlatives with their value
    ("codes", DELAYS, "UA operated more flights than AA", "AA operated more flights than UA"),
    ("codes", DELAYS, "EV had the most cancellations, 2817", "MQ had the most cancellations, 1234"),
    ("codes", DELAYS, "VX had the highest on-time rate", "EV had the highest on-time rate"),
    ("codes", DELAYS, "DL cancelled 349 flights", "DL cancelled 31 flights"),
    ("codes", DELAYS, "US had a lower average departure delay than WN", "WN had a lower average departure delay than US"),
    ("codes", DELAYS, "B6 had the second most flights", "DL had the second most flights"),
    ("difference", DELAYS, "UA operated 10555 more flights than DL", "UA operated 10355 more flights than DL"),
    ("difference", DELAYS, "B6 and EV together operated 108808 flights", "B6 and EV together operated 108308 flights"),
    ("difference", FLIGHTS, "ExpressJet Airlines Inc. cancelled 2786 more flights than Virgin America", "ExpressJet Airlines Inc. cancelled 2686 more flights than Virgin America"),
    ("joined", FLIGHTS, "Envoy Air cancelled 1234 flights", "Envoy Air cancelled 1044 flights"),
    ("joined", FLIGHTS, "Envoy Air flies under the code MQ", "Envoy Air flies under the code EV"),
    ("joined", PLANES, "N328AA is a BOEING flown by AA", "N328AA is an EMBRAER flown by AA"),
    ("joined", PLANES, "B6 flew 5 planes", "B6 flew 4 planes"),
    ("joined", PLANES3, "American Airlines Inc. flew 4 planes", "American Airlines Inc. flew 6 planes"),
    ("joined", PLANES, "AA flew N335AA, which has 255 seats", "AA flew N335AA, which has 20 seats"),
    ("negation", SERIES, "No series had more than 10 episodes", "No series had more than 8 episodes"),
    ("negation", SERIES, "No series premiered in 2009", "No series premiered in 2014"),
    ("negation", EWR, "No month at EWR had more than 500 cancellations", "No month at EWR had more than 400 cancellations"),
    ("negation", SERIES, "Edd Kimber did not win series 2", "Edd Kimber did not win series 1"),
    ("superlative", FLIGHTS, "United Air Lines Inc. operated the most flights, 58665", "JetBlue Airways operated the most flights, 54635"),
    ("superlative", SERIES, "Series 7 had the largest average audience, 13.85 million", "Series 6 had the largest average audience, 12.50 million"),
    ("superlative", EWR, "November, September and October had the shortest average departure delays, 6.7, 7.3 and 8.6 minutes", "November, September and August had the shortest average departure delays, 6.7, 7.3 and 13.5 minutes"),
    ("percent_vs_count", EWR, "In month 2 about 5.5% of scheduled flights were cancelled", "In month 2 about 5.5 flights were cancelled"),
    ("difference", ("dslabs - murders_northeast",), "New Jersey had about 2.8 murders per hundred thousand residents", "New Jersey had about 3.8 murders per hundred thousand residents"),
    ("difference", ("nycflights13 - airlines", "nycflights13 - carrier_fleet", "nycflights13 - carrier_delay_stats"), "JetBlue Airways operated 193 aircraft and flew 54635 flights, roughly 283 per plane", "JetBlue Airways operated 193 aircraft and flew 54635 flights, roughly 293 per plane"),
    ("joined", ("nycflights13 - airlines", "nycflights13 - carrier_fleet", "nycflights13 - carrier_delay_stats"), "JetBlue Airways operated 193 aircraft", "ExpressJet Airlines Inc. operated 193 aircraft"),
    ("words", PLANES, "B6 flew five planes", "B6 flew four planes"),
    ("words", PLANES3, "American Airlines Inc. flew four planes", "American Airlines Inc. flew six planes"),
]


@pytest.fixture(scope="module")
def judge():
    j = LexicalJudge()
    yield j
    j.close()


@pytest.fixture(scope="module")
def tables():
    bench = load_benchmark(None)
    every = bench.tables.values() if isinstance(bench.tables, dict) else bench.tables
    return {t.title: t for t in every}


@pytest.mark.parametrize("category,names,true,false", ADVERSARIAL, ids=[f"{c}-{i}" for i, (c, *_rest) in enumerate(ADVERSARIAL)])
def test_true_claim_kept_and_false_twin_caught(judge, tables, category, names, true, false):
    chosen = [tables[n] for n in names]
    kept, caught = judge.verify(true, chosen), judge.verify(false, chosen)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)


def test_a_comparison_with_its_gap_is_one_claim(judge, tables):
    chosen = [tables[n] for n in FLIGHTS]
    claims = judge.claims_of("Virgin America's on-time rate is 13.4 points higher than ExpressJet Airlines Inc.'s. Delta Air Lines Inc. cancelled 349 flights.", chosen)
    assert claims == ["Virgin America's on-time rate is 13.4 points higher than ExpressJet Airlines Inc.'s.", "Delta Air Lines Inc. cancelled 349 flights."]


def test_an_echo_of_the_question_has_no_verifiable_claim_or_topic(judge):
    bench = load_benchmark(None)
    for ex in bench.examples[:6]:
        tables = tuple(bench.table(t) for t in ex.gold_table_ids) if hasattr(ex, "gold_table_ids") else None
        if tables is None:
            pytest.skip("benchmark example API changed")
        item = EvalItem(ex.id, ex.question, ex.type, ex.question, ex.insight, tables)
        claims = judge.decompose_claims([item])[0]
        verdicts = judge.verify_claims([item], [claims.claims])[0]
        assert claims.claims and all(v.status == "skipped" for v in verdicts)
        restated = "This analysis looks at " + ex.question.rstrip("?").lower() + "."
        assert all(v.status == "skipped" for v in judge.verify_claims([item], [[restated]])[0])
        assert judge.decompose_topics([ex.question], [ex.question])[0].topics == []
        gold = judge.decompose_topics([ex.question], [ex.insight])[0]
        assert gold.status == "ok" and gold.topics
