"""Changes between two years written with their values, fractions and multiples, and a column named by its initials
(issue 22, item 2; set 36 read in session 28). Each case failed on lexical-27:

- a change written with both years' values: "grew by nearly 30 million between 2001 and 2006, from 40.1 to 69.9
  million", "fell by about 21% from 2002 to 2004, from 57.8 to 45.6 million" (``periods``: three numbers, the change
  and the two values), "fell by more than two-thirds ..., from 21.0 to 6.5 million" (the fraction is checked too);
- "almost doubled": between 0.8 and 1 times the multiple (``periods``);
- "RBI" names ``runs_batted_in`` (``index.header_stems``: the initials of a header of three or more words);
- a span's length its two years agree with or contradict: "spanned 6 seasons, from 1918 to 1923" is consistent, "5
  seasons for Boston, 1920 through 1923" is not (``yearspans``; an agreeing length is no value of the rows)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ECON = Table("town_economy", "A town's economy by year, in millions of US dollars",
             ("year", "spending_million_usd", "profits_million_usd", "wages_million_usd"), (
                 ("2001", "40.1", "12.7", "2.2"), ("2002", "57.8", "21.0", "2.9"), ("2003", "50.9", "11.4", "4.8"),
                 ("2004", "45.6", "6.5", "5.3"), ("2005", "61.6", "19.0", "7.4"), ("2006", "69.9", "23.5", "13.8")))
CAREER = Table("pitcher_seasons", "A pitcher's seasons: his club and his wins",
               ("year", "team", "wins"), (
                   ("1918", "Hartford", "7"), ("1919", "Hartford", "11"), ("1920", "Boston", "15"), ("1921", "Boston", "18"),
                   ("1922", "Boston", "12"), ("1923", "Boston", "9")))
BATS = Table("slugger_seasons", "A slugger's seasons: home runs and runs batted in",
             ("year", "games", "home_runs", "runs_batted_in"), (
                 ("1920", "142", "54", "137"), ("1921", "152", "59", "171"), ("1922", "110", "35", "99"), ("1923", "152", "41", "131")))


@pytest.mark.parametrize("true,false", [
    ("Spending grew by nearly 30 million dollars between 2001 and 2006, from 40.1 to 69.9 million.",
     "Spending grew by nearly 40 million dollars between 2001 and 2006, from 40.1 to 69.9 million."),
    ("Profits fell by more than two-thirds from 2002 to 2004, from 21.0 to 6.5 million dollars.",
     "Profits fell by more than three-quarters from 2002 to 2004, from 21.0 to 6.5 million dollars."),
    ("Spending fell by about 21% from 2002 to 2004, from 57.8 to 45.6 million dollars.",
     "Spending fell by about 12% from 2002 to 2004, from 57.8 to 45.6 million dollars."),
    ("Wages almost doubled from 2005 to 2006.", "Wages almost tripled from 2005 to 2006."),
])
def test_changes_written_with_their_values(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ECON], true, false)


@pytest.mark.parametrize("true,false", [
    ("Between 1921 and 1922, his RBI total fell by 72.", "Between 1921 and 1922, his RBI total fell by 62."),
])
def test_a_column_named_by_its_initials(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [BATS], true, false)


@pytest.mark.parametrize("true,false", [
    ("His career spanned 6 seasons, from 1918 to 1923.", "His career spanned 6 seasons, from 1918 to 1922."),
    ("He pitched 4 seasons for Boston, 1920 through 1923.", "He pitched 5 seasons for Boston, 1920 through 1923."),
])
def test_a_span_of_seasons_and_its_length(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CAREER], true, false)
