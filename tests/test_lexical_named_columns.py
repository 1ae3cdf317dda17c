"""Columns a claim names by a unit, a month or a subtitle (issue 22, item 2; set 37 read in session 27). Each case
failed on lexical-26:

- a header's own unit lost to a dimension word: ``length_minutes`` was a length, so "251 minutes" was in no row
  (``index``: a header ending in a unit word takes that unit);
- a film named by its subtitle ("The Two Towers" of "The Lord of the Rings: The Two Towers") was no name (``aliases``);
- "cost less than $5 million" counted no rows when the table has several measures (``counting``: the dollar column);
  "run longer than 210 minutes" read no bound (``lexicon.BOUND_WORDS``); "three and a half hours" and "three hours
  and 28 minutes" were no numbers (``rewrites.halves_in_digits``);
- two month columns of one year's row: "December sales exceeded July's by $3,475 million" (``margins``: "exceeded"
  is a margin), "about 67% higher than January sales" (``derive``: a percent change between the two named columns of
  a row), "roughly 10% of 2016's annual sales" (``values``, ``counting``: "2016's" names the row) and "December 2016
  sales" (``yearmonth.month_columns_dated``: the month's column of that year's row)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FILMS = Table("long_films", "Eight long films: year of release, running time in minutes and budget in US dollars",
              ("film", "year", "length_minutes", "budget_usd"), (
                  ("The Saga of Ash: The Long Road", "2001", "214", "90000000"),
                  ("The Saga of Ash: The Iron Gate", "2002", "226", "95000000"),
                  ("The Saga of Ash: The Last Crown", "2003", "244", "98000000"),
                  ("Harbour Lights", "1994", "131", "4000000"),
                  ("Quiet Rivers", "1999", "118", "12000000"),
                  ("Stone Orchard", "1987", "102", "6500000"),
                  ("Winter Signal", "2000", "149", "61000000"),
                  ("Pale Engine", "1996", "127", "3500000")))
SALES = Table("fish_sales", "Wholesale fish sales in January, July and December and the year's total, 2014 to 2017, in millions of US dollars",
              ("year", "january_sales_million_usd", "july_sales_million_usd", "december_sales_million_usd", "annual_sales_million_usd"), (
                  ("2014", "410", "522", "640", "6120"), ("2015", "432", "540", "688", "6395"),
                  ("2016", "450", "561", "750", "6710"), ("2017", "470", "590", "702", "6904")))


@pytest.mark.parametrize("true,false", [
    ("The Saga of Ash: The Last Crown is the longest film in the table at 244 minutes.",
     "The Saga of Ash: The Iron Gate is the longest film in the table at 244 minutes."),
    ("At 226 minutes, The Iron Gate is the second-longest film in the table.",
     "At 226 minutes, The Iron Gate is the third-longest film in the table."),
    ("The Last Crown runs 18 minutes longer than The Iron Gate.", "The Last Crown runs 28 minutes longer than The Iron Gate."),
    ("The Long Road runs three hours and 34 minutes.", "The Long Road runs two hours and 34 minutes."),
])
def test_minutes_of_a_length_header_and_subtitles(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FILMS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Exactly two films in the table cost less than $5 million.", "Exactly three films in the table cost less than $5 million."),
    ("Exactly two films in the table cost less than five million dollars.", "Exactly one film in the table cost less than five million dollars."),
    ("Only two films in the table run longer than 225 minutes.", "Only one film in the table runs longer than 225 minutes."),
    ("Only three films in the table run longer than three and a half hours.",
     "Only two films in the table run longer than three and a half hours."),
])
def test_counts_of_films_over_a_bound(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FILMS], true, false)


@pytest.mark.parametrize("true,false", [
    ("In 2016, December sales exceeded July's by $189 million.", "In 2016, July sales exceeded December's by $189 million."),
    ("In 2016, July sales were $189 million lower than December sales.", "In 2016, July sales were $189 million higher than December sales."),
    ("In 2016, December sales were about 67% higher than January sales.", "In 2016, January sales were about 67% higher than December sales."),
    ("December 2016 sales were about 67% higher than January 2016 sales.", "December 2016 sales were about 76% higher than January 2016 sales."),
    ("December accounted for roughly 11% of 2016's annual sales.", "December accounted for roughly 14% of 2016's annual sales."),
])
def test_two_month_columns_of_a_year(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SALES], true, false)
