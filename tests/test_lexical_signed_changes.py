""""On 7 March 2024 Acme rose while the FTSE 100 slipped": rises and falls of one row's signed cells (daily returns);
"the FTSE 100" names the ``ftse100_return`` column (its number is part of the name, no value); "fell about 1.1%" is
the cell -0.011; "fell on every trading day from 4 to 7 March" is the sign of each day's cell (issue 22, item 2).
Before, "100" was a value no row holds (every such claim refuted), a fall matched a positive cell, and a verb said of a
located row was not read.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RETURNS = Table("returns_march_2024", "Daily returns of Acme shares and the FTSE 100 on the five trading days of the first week of March 2024 (fractions)", (
    "date", "acme_return", "ftse100_return"), (
    ("2024-03-04", "0.012", "-0.004"), ("2024-03-05", "-0.021", "-0.011"), ("2024-03-06", "-0.008", "-0.015"),
    ("2024-03-07", "0.031", "-0.002"), ("2024-03-08", "-0.005", "0.018")))


@pytest.mark.parametrize("true,false", [
    ("On 5 March 2024 the FTSE 100 fell about 1.1%.", "On 5 March 2024 the FTSE 100 rose about 1.1%."),
    ("On 7 March 2024 Acme rose while the FTSE 100 slipped.", "On 7 March 2024 Acme fell while the FTSE 100 slipped."),
    ("The FTSE 100 fell on every trading day from 4 to 7 March 2024.", "The FTSE 100 fell on every trading day from 4 to 8 March 2024."),
    ("The FTSE 100 did not gain more than 2% on any day of March 2024.", "The FTSE 100 did not gain more than 1.5% on any day of March 2024."),
])
def test_signed_changes(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RETURNS], true, false)


def test_a_verb_whose_column_cannot_be_told_is_not_read(lexical_judge):
    v = lexical_judge.verify("On 7 March 2024 the market rose.", [RETURNS])
    assert not v.evidence.get("checks") or all(c["kind"] != "move" for c in v.evidence["checks"])


TOWNS = Table("towns_2000_2010", "Four towns, 2000 to 2010: each figure is the 2010 value as a percentage of the 2000 value", (
    "town", "population_pct_of_2000", "jobs_pct_of_2000"), (
    ("Alden", "112", "95"), ("Brill", "97", "88"), ("Corby", "130", "104"), ("Dunmow", "100", "91")))


@pytest.mark.parametrize("true,false", [
    ("Acme's shares fell on 3 of the 5 trading days in March 2024, 60% of them.",
     "Acme's shares fell on 2 of the 5 trading days in March 2024, 40% of them."),
    ("The FTSE 100 rose on just 1 of the 5 trading days.", "The FTSE 100 rose on 2 of the 5 trading days."),
])
def test_rows_counted_by_a_rise_or_a_fall(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RETURNS], true, false)


@pytest.mark.parametrize("true,false", [
    ("The population grew in 2 of the 4 towns.", "The population grew in 3 of the 4 towns."),
    ("Jobs grew in just 1 of the 4 towns.", "Jobs grew in 2 of the 4 towns."),
])
def test_a_percentage_of_an_earlier_value_rises_above_100(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TOWNS], true, false)
