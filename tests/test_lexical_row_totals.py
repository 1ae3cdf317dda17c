"""A row's total and a fraction of one entity's quantity (issue 22, item 2).

"Canada won 33 medals" adds its gold, silver and bronze cells: every measure of a row, when all are of one kind, sums
to the row's total. "Gold made up half of South Korea's 48 medals" and "about a third of its sleep" are shares of
one entity's quantity, read as 50% and 33.3%. "33 medals, 12 of them bronze (about 63%)" contradicts itself.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.selfshare import contradicted
from mt_raig.tables import Table

MEDALS = Table("medals", "Short-track speed skating medals of the top three nations", ("nation", "gold", "silver", "bronze"), (
    ("South Korea", "24", "13", "11"), ("China", "10", "15", "8"), ("Canada", "9", "12", "12")))
SLEEP = Table("sleep", "Mammal sleep: hours a day", ("mammal", "sleep_hours", "rem_sleep_hours"), (
    ("Giant armadillo", "18.1", "6.1"), ("Dog", "10.1", "2.9"), ("Cow", "4", "0.7"), ("Horse", "2.9", "0.6")))


@pytest.mark.parametrize("true,false", [
    ("Canada won 33 medals.", "Canada won 35 medals."),
    ("China won 33 medals, as many as Canada.", "China won 31 medals, as many as Canada."),
    ("Gold made up half of South Korea's 48 medals.", "Gold made up a third of South Korea's 48 medals."),
])
def test_row_totals_and_fractions_of_them(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [MEDALS], true, false)


def test_a_fraction_of_its_own_quantity(lexical_judge):
    assert_kept_and_caught(lexical_judge, [SLEEP], "The giant armadillo spends about a third of its sleep in REM.",
                           "The giant armadillo spends about half of its sleep in REM.")


def test_a_part_of_them_must_agree_with_its_share():
    assert contradicted("Canada won 33 medals, 12 of them bronze (about 63%).")["reason"] == "a share that contradicts its own count"
    assert contradicted("Canada won 33 medals, 12 of them bronze (about 36%).") is None
