"""Rows counted by a cell, a year or a share of a vote (issue 22, item 2; sets 29, 31 and 32 re-read in session 27). Each
case failed on lexical-26:

- "Four of the queens came from Chicago": "queens" after "of the" is the rows a title counts, not the hometown Queens
  (``index``; "None of the 41 queens" was already read so);
- "Three of the 23 films were released in 2019" of a table titled 2008-2019: the films whose year column holds 2019,
  not every row the title's year names (``counting``);
- "won a little over half of the vote in Ohio": "a little over" (and "slightly under", ...) is a bound near the
  number, "just over" (``lexicon.BOUND_WORDS``);
- negated bounds: "failed to reach 200 hits in 1938" (``rewrites.failed_as_not``), "did not strike out more than 100
  times in any season" ("strike" names ``strikeouts``), "did not win a majority in Ohio" (``rewrites``: more than 50%);
- "had a dozen triples": "a dozen" is 12 of the column named right after it (``words``);
- a second comparison with its subject and other side left out: "Iowa had a higher income than Texas, yet spent less
  per pupil" (``rewrites.elided_comparisons``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

QUEENS = Table("queens", "Drag queens of seasons 4 to 6 and their hometowns", ("queen", "season", "hometown"), (
    ("Alexis Vane", "4", "Chicago"), ("Bianca Moon", "4", "Queens"), ("Cora Lux", "5", "Chicago"), ("Dixie Rae", "5", "Seattle"),
    ("Electra Fox", "6", "Chicago"), ("Fifi Blaze", "6", "Seattle"), ("Gia Stone", "6", "Chicago"), ("Hera Vale", "6", "Seattle")))
FILMS = Table("saga_films", "The six films of the Star Harbor saga, 2008 to 2019: US release date and worldwide gross in US dollars",
              ("film", "release_date", "gross_worldwide_usd"), (
                  ("Star Harbor", "2008-05-02", "585796247"), ("Star Harbor II", "2011-04-22", "623933331"),
                  ("Star Harbor: Tides", "2015-05-01", "1405403694"), ("Star Harbor: Reef", "2019-03-08", "1128274794"),
                  ("Star Harbor: Gale", "2019-04-26", "2797800564"), ("Star Harbor: Dawn", "2017-11-03", "880166924")))
VOTE = Table("vote_2016", "Vote share of the winning candidate by state, 2016, in percent", ("state", "winner_vote_pct"), (
    ("Ohio", "51.7"), ("Michigan", "47.5"), ("Iowa", "51.1"), ("Texas", "52.2")))


@pytest.mark.parametrize("true,false", [
    ("Four of the queens came from Chicago.", "Five of the queens came from Chicago."),
    ("Three of the queens hailed from Seattle.", "Two of the queens hailed from Seattle."),
])
def test_the_rows_a_title_counts(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [QUEENS], true, false)


def test_a_year_of_the_title_and_of_a_column(lexical_judge):
    assert_kept_and_caught(lexical_judge, [FILMS], "Two of the six films were released in 2019.", "Three of the six films were released in 2019.")


def test_a_little_over_half(lexical_judge):
    assert_kept_and_caught(lexical_judge, [VOTE], "The winner took a little over half of the vote in Ohio.",
                           "The winner took a little over half of the vote in Michigan.")


SEASONS = Table("batting", "A batter's seasons, 1936 to 1939", ("year", "hits", "triples", "strikeouts"), (
    ("1936", "205", "12", "46"), ("1937", "200", "9", "84"), ("1938", "170", "6", "75"), ("1939", "152", "4", "31")))


@pytest.mark.parametrize("true,false", [
    ("He failed to reach 200 hits in 1938.", "He failed to reach 200 hits in 1936."),
    ("He did not strike out more than 90 times in any season.", "He did not strike out more than 80 times in any season."),
    ("He struck out less often in 1939 than in 1936.", "He struck out more often in 1939 than in 1936."),
    ("He had a dozen triples in 1936.", "He had a dozen triples in 1937."),
])
def test_negated_bounds_of_a_season(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SEASONS], true, false)


def test_a_negated_majority(lexical_judge):
    assert_kept_and_caught(lexical_judge, [VOTE], "The winner did not win a majority in Michigan.", "The winner did not win a majority in Texas.")


SCHOOLS = Table("schools", "Income and school spending per person by state, 1979, in US dollars", ("state", "income_per_capita_usd", "school_spending_per_capita_usd"), (
    ("Iowa", "8900", "410"), ("Texas", "8300", "455"), ("Ohio", "8700", "430")))


def test_an_elided_second_comparison(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SCHOOLS], "Iowa had a higher per capita income than Texas, yet spent less per person on its schools.",
                           "Iowa had a higher per capita income than Texas, yet spent more per person on its schools.")
