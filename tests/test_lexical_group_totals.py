""""330 of the 720 adults aboard were rescued, about 46%": a category's rows ("adult" of an ``age`` column) are added up
without a total word, with the group's rate of two count columns and its share of a column's total; one count
column's total over another's where the claim names both ("the 399 people rescued were about 48% of everyone
aboard"); "first-deck" names a "1st deck" cell; "about 47.5%" beside its own count must hold to its written digit
(issue 22, item 2). Before, each such number was "in no row" and the true claims were refuted; "about 48.4%" passed
as within one point of 47.5.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

FERRY = Table("ferry_rescue", "People aboard a ferry and rescued, by deck and age group", (
    "group", "deck", "age", "aboard", "rescued", "pets_aboard"), (
    ("1st deck adult", "1st deck", "adult", "120", "100", "4"),
    ("1st deck minor", "1st deck", "minor", "30", "29", "0"),
    ("2nd deck adult", "2nd deck", "adult", "400", "150", "10"),
    ("2nd deck minor", "2nd deck", "minor", "90", "40", "2"),
    ("crew adult", "crew", "adult", "200", "80", "0")))


@pytest.mark.parametrize("true,false", [
    ("330 of the 720 adults aboard were rescued, about 46%.", "350 of the 720 adults aboard were rescued, about 49%."),
    ("Only about 46% of the adults were rescued.", "Only about 56% of the adults were rescued."),
    ("The minors made up about 14% of everyone aboard.", "The minors made up about 19% of everyone aboard."),
    ("129 of the 150 first-deck passengers were rescued, about 86%.", "139 of the 150 first-deck passengers were rescued, about 93%."),
])
def test_a_category_s_rows_added_up(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FERRY], true, false)


@pytest.mark.parametrize("true,false", [
    ("The 399 people rescued were about 48% of everyone aboard.", "The 399 people rescued were about 58% of everyone aboard."),
])
def test_one_column_total_over_another(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FERRY], true, false)


def test_a_total_rate_needs_both_columns_named(lexical_judge):
    """16 pets over 840 aboard is 1.9%: "about 2% of everyone rescued" names pets and rescued, not aboard (16 / 399 is 4%)."""
    v = lexical_judge.verify("The 16 pets were about 2% of everyone rescued.", [FERRY])
    assert (v.status, v.score) != ("ok", 1.0), v.evidence


@pytest.mark.parametrize("true,false", [
    ("Of the 840 people aboard, 399 were rescued, about 47.5%.", "Of the 840 people aboard, 399 were rescued, about 48.4%."),
])
def test_a_restated_share_to_its_written_digit(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [FERRY], true, false)


def test_one_in_four_is_no_count_of_rows(lexical_judge):
    """"one in two of the second-deck minors" is a rate of that row (40 of 90), never a count of 2 rows."""
    v = lexical_judge.verify("Fewer than one in two of the second-deck minors were rescued.", [FERRY])
    assert (v.status, v.score) != ("ok", 0.0), v.evidence
