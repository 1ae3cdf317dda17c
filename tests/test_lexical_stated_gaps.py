"""A gap stated against another entity is the difference of the two entities' rows (issue 22, item 2).

"The big brown bat sleeps 16.8 hours a day more than the horse" subtracts the horse's sleep from the bat's: never a
difference inside the bat's own row (its sleep less its REM sleep, 15.8), which would make "15.8 hours a day more
than the horse" hold. "Hours a day" is the rate the tables state ("hours of sleep a day"), so it is a difference of
that column, not a ratio per day.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SLEEP = Table("sleep", "Mammal sleep: hours of sleep a day and of REM sleep", ("mammal", "sleep_hours", "rem_sleep_hours"), (
    ("Big brown bat", "19.7", "3.9"), ("Horse", "2.9", "0.6"), ("Giant armadillo", "18.1", "6.1"), ("Donkey", "3.1", "0.4"),
    ("Dog", "10.1", "2.9"), ("Sheep", "3.8", "0.6")))


@pytest.mark.parametrize("true,false", [
    ("The big brown bat sleeps 16.8 hours a day more than the horse.", "The big brown bat sleeps 15.8 hours a day more than the horse."),
    ("The giant armadillo gets 5.7 more hours of REM sleep than the donkey.", "The giant armadillo gets 5.9 more hours of REM sleep than the donkey."),
    ("The dog sleeps 7.0 hours a day more than the donkey.", "The dog sleeps 7.2 hours a day more than the donkey."),
])
def test_a_gap_against_another_entity_is_across_their_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SLEEP], true, false)


def test_the_rows_own_rate_keeps_its_cells(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SLEEP], "The dog sleeps 10.1 hours a day.", "The dog sleeps 10.2 hours a day.")


PRICES = Table("prices", "Median home prices by area, July 2014", ("area", "median_price_usd", "sales"), (
    ("Austin", "246900", "3151"), ("Midland", "247900", "214"), ("Dallas", "215800", "6256"), ("Waco", "134900", "242")))


@pytest.mark.parametrize("true,false", [
    ("Midland's median price was $1,000 above Austin's.", "Midland's median price was $2,000 above Austin's."),
    ("Austin's median price was $1,000 below Midland's.", "Austin's median price was $3,000 below Midland's."),
])
def test_a_round_gap_is_the_difference_of_the_two_rows(lexical_judge, true, false):
    """A gap of one significant digit ("$1,000") is read only as the difference of the two rows, never any ratio."""
    assert_kept_and_caught(lexical_judge, [PRICES], true, false)
