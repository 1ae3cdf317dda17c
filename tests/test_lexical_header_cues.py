"""A word of a column's own header is no cue to aggregate that column (issue 22, item 2): in "Oklahoma's median
household income was $41,200" the ``median_income`` column is named, so the number must be Oklahoma's cell; before,
the median of the whole column (another state's value) was accepted as a derived figure.
"""

from __future__ import annotations

from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

STATES = Table("states", "State incomes, 2020 dollars", ("state", "median_income", "population"), (
    ("Kansas", "45,100", "2,937,000"), ("Nebraska", "47,300", "1,961,000"), ("Oklahoma", "41,200", "3,959,000"),
    ("Iowa", "46,800", "3,190,000"), ("Missouri", "44,900", "6,154,000")))


def test_a_header_word_is_no_aggregate_cue(lexical_judge):
    """45,100 is the median of the column (Kansas's cell), not Missouri's."""
    assert_kept_and_caught(lexical_judge, [STATES], "Missouri's median household income was $44,900.",
                           "Missouri's median household income was $45,100.")


def test_a_cue_outside_the_header_still_aggregates(lexical_judge):
    assert_kept_and_caught(lexical_judge, [STATES], "The five states' average median income is about $45,060.",
                           "The five states' average median income is about $46,060.")
