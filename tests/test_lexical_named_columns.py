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
  sales" (``yearmonth.month_columns_dated``: the month's column of that year's row);
- a row's two columns as a multiple: "At age 90 in 2010, there were more than 3 times as many women as men" and "women
  outnumbered men about four to one" (``multiples``, ``rewrites.ratios_as_multiples``);
- counts: "Three films were released in the 1990s" (``rewrites.decades_of_counts``), "Three Saga of Ash films"
  (``phrasecounts``), "fell in just one of the four years" (``stepcounts``);
- a row the claim's numbers locate, compared on two columns: "In 2010 there were more 90-year-old women than 90-year-old
  men" (``comparisons``); "Among women in 2010, the 80-year-olds were the largest group" ranks ``women_2010`` (``ranks``:
  a column, not part of the rows); "the 80-year-olds" is of the age column, whatever the words around it name (``values``);
- a year a film's superlative picks, read in another table: "In the release year of the film with the biggest budget",
  "The newest film in the table came out in a year with ..." (``descriptions``)."""

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
                  ("Winter Signal", "2000", "149", "99000000"),
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


AGES = Table("ages", "Population of Elmvale by age and sex, 2010 and 2020", ("age", "men_2010", "women_2010", "men_2020", "women_2020"), (
    ("80", "400", "610", "452", "640"), ("90", "120", "390", "150", "420"), ("100 and over", "10", "41", "12", "30")))


@pytest.mark.parametrize("true,false", [
    ("At age 90 in 2010, there were more than 3 times as many women as men.", "At age 90 in 2010, there were more than 4 times as many women as men."),
    ("At age 90 in 2010, there were more than three times as many women as men.", "At age 90 in 2010, there were more than four times as many women as men."),
    ("Among those aged 100 and over in 2010, women outnumbered men about four to one.",
     "Among those aged 100 and over in 2010, women outnumbered men about two to one."),
])
def test_a_rows_two_columns_as_a_multiple(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [AGES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Three of the films were released in the 1990s.", "Four of the films were released in the 1990s."),
    ("Three Saga of Ash films appear in the table.", "Four Saga of Ash films appear in the table."),
    ("Three films in the table belong to the Saga of Ash trilogy.", "Two films in the table belong to the Saga of Ash trilogy."),
])
def test_counts_of_decades_and_title_phrases(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FILMS], true, false)


def test_falls_in_one_of_the_years(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SALES], "December sales fell in just one of the four years.",
                           "December sales fell in just two of the four years.")


TRADE = Table("ice_sales", "Wholesale ice cream sales in July and December, 1999 to 2003, in millions of US dollars",
              ("year", "july_sales_million_usd", "december_sales_million_usd"), (
                  ("1999", "520", "301"), ("2000", "561", "317"), ("2001", "540", "329"), ("2002", "575", "344"), ("2003", "590", "702")))


@pytest.mark.parametrize("true,false", [
    ("In the release year of the film with the biggest budget, July sales were $561 million.",
     "In the release year of the film with the biggest budget, July sales were $540 million."),
    ("The newest film in the table came out in a year with December sales of $702 million.",
     "The newest film in the table came out in a year with December sales of $344 million."),
])
def test_a_year_a_films_superlative_picks(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FILMS, TRADE], true, false)


@pytest.mark.parametrize("true,false", [
    ("In 2010 there were more 90-year-old women than 90-year-old men.", "In 2010 there were fewer 90-year-old women than 90-year-old men."),
    ("At age 80 in 2020, there were more women than men.", "At age 80 in 2020, there were more men than women."),
    ("Among women in 2010, the 80-year-olds were the largest group, numbering 610.",
     "Among women in 2010, the 80-year-olds were the second-largest group, numbering 610."),
    ("In 2020 the largest group of men in the table was the 80-year-olds, with 452.",
     "In 2020 the largest group of men in the table was the 90-year-olds, with 452."),
])
def test_a_located_rows_columns_compared_and_ranked(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [AGES], true, false)
