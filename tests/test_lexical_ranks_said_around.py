"""Ranks whose words sit around the number (issue 22, item 2; set 36 read in session 27). Each case failed on lexical-26:

- "The highest annual level between 1931 and 1960, 4.71 m, came in 1942": the years of the span were taken for the
  ranked number, not the 4.71 after them; "the 4.48 m maximum of 1951" ranked a "maximum" (a number's name there);
- "the lowest death rate among urban men of the ten causes" and "the second deadliest cause for rural women": a column
  (``urban_men_per_100000``), not a part of the rows, and "deadliest" a superlative;
- "scored 131 runs in 1938, the most of his career": the year after the number's words was taken for the number ranked,
  and "of his career" for the column's words (``ranks``);
- "He hit 35 home runs in 1937": the verb "hit" named the ``hits`` column over the header spelled out after the number
  (``windows``); "In the year net investment peaked, ..." is the year of the largest net investment (``descriptions``);
- "about 22% of his 1,046 career hits": "career" sums the seasons, and a percent written as a part of a whole is never a
  plain count's cell (``derive``, ``values``: 30% was read as 30 home runs)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SEA = Table("harbour_levels", "The highest sea level of each year at Gull Harbour, 1931 to 1960, in metres", ("year", "max_sea_level_m"),
            tuple((str(1931 + k), v) for k, v in enumerate(
                "4.02 3.91 3.88 4.10 3.97 4.05 3.99 4.12 4.00 3.86 4.15 4.71 3.94 4.08 3.90 4.03 3.96 4.21 3.89 4.06 "
                "4.48 3.93 4.01 3.98 4.11 3.87 4.04 3.92 4.09 3.95".split())))
DEATHS = Table("death_rates", "Death rates per 100,000 people in Norland, by cause, 2015 to 2017",
               ("cause_of_death", "urban_men_per_100000", "rural_men_per_100000", "urban_women_per_100000", "rural_women_per_100000"), (
                   ("Heart disease", "205.1", "240.3", "130.9", "152.4"), ("Cancer", "190.2", "201.7", "140.6", "148.8"),
                   ("Stroke", "40.3", "47.9", "42.1", "51.2"), ("Diabetes", "25.4", "31.0", "17.7", "22.3"),
                   ("Nephritis", "16.2", "19.8", "11.4", "14.0")))
SEASONS = Table("batting", "A batter's seasons, 1935 to 1940", ("year", "games", "runs", "hits", "home_runs"), (
    ("1935", "140", "102", "170", "21"), ("1936", "151", "118", "182", "30"), ("1937", "154", "125", "190", "35"),
    ("1938", "152", "131", "188", "33"), ("1939", "149", "110", "175", "28"), ("1940", "120", "84", "141", "19")))


@pytest.mark.parametrize("true,false", [
    ("The highest annual sea level at Gull Harbour between 1931 and 1960, 4.71 m, came in 1942.",
     "The highest annual sea level at Gull Harbour between 1931 and 1960, 4.71 m, came in 1951."),
    ("The 4.48 m maximum of 1951 is the second highest annual sea level in the 1931-1960 record.",
     "The 4.48 m maximum of 1951 is the third highest annual sea level in the 1931-1960 record."),
])
def test_a_span_of_years_and_a_numbers_maximum(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SEA], true, false)


@pytest.mark.parametrize("true,false", [
    ("Nephritis has the lowest death rate among urban men of the five causes, at 16.2 per 100,000.",
     "Nephritis has the highest death rate among urban men of the five causes, at 16.2 per 100,000."),
    ("Heart disease is the deadliest cause for rural women, at 152.4 deaths per 100,000.",
     "Heart disease is the second deadliest cause for rural women, at 152.4 deaths per 100,000."),
])
def test_a_column_named_by_its_people(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [DEATHS], true, false)


def test_the_most_of_a_career(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SEASONS], "He scored 131 runs in 1938, the most of his career.",
                           "He scored 131 runs in 1938, the second most of his career.")


ECONOMY = Table("economy", "An economy's accounts, 1935 to 1940, in billions of dollars", ("year", "consumption_billion_usd", "net_investment_billion_usd"), (
    ("1935", "50.1", "1.2"), ("1936", "55.4", "2.9"), ("1937", "57.0", "4.1"), ("1938", "55.2", "-0.8"), ("1939", "58.3", "1.5"), ("1940", "61.0", "3.3")))


@pytest.mark.parametrize("true,false", [
    ("He hit 35 home runs in 1937.", "He hit 33 home runs in 1937."),
    ("He hit thirty-five home runs in 1937.", "He hit thirty home runs in 1937."),
])
def test_a_header_spelled_after_the_number(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SEASONS], true, false)


def test_the_year_a_series_peaked(lexical_judge):
    assert_kept_and_caught(lexical_judge, [ECONOMY, SEASONS], "In the year net investment peaked, the batter hit 35 home runs.",
                           "In the year net investment peaked, the batter hit 30 home runs.")


@pytest.mark.parametrize("true,false", [
    ("Home runs made up about 16% of his 1,046 career hits.", "Home runs made up about 30% of his 1,046 career hits."),
    ("He had 1,046 career hits.", "He had 1,064 career hits."),
])
def test_a_careers_total(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SEASONS], true, false)
