""""More than ten points ahead of B in 1976" is a gap past ten in the 1976 column (issue 22, item 2): before, a gap
with "more than" had to lie within 5% of the number written (10.6 points failed "more than ten"), and a comparison
or superlative in a table with a column per year read every year's column, so one year's lead was refuted by
another year's and "the highest share in 1976" was undecided.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SHARES = Table("green_vote", "Share of the vote (per cent) won by the Green candidate in four cities in 2012 and 2020",
               ("city", "green_pct_2012", "green_pct_2020"), (
                   ("Arlen", "71.2", "44.0"), ("Bressa", "48.9", "52.3"), ("Corvin", "61.5", "58.0"), ("Delmar", "33.0", "49.5")))


@pytest.mark.parametrize("true,false", [
    ("In 2012 Arlen's share was more than nine points ahead of Corvin.", "In 2012 Arlen's share was more than eleven points ahead of Corvin."),
    ("In 2020 Corvin's share was less than six points ahead of Bressa.", "In 2020 Corvin's share was less than five points ahead of Bressa."),
    ("Arlen's 71.2% in 2012 was the highest share that year.", "Bressa's 48.9% in 2012 was the highest share that year."),
    ("In 2020 Corvin had the highest share, at 58.0%.", "In 2020 Arlen had the highest share, at 44.0%."),
])
def test_a_bounded_gap_in_the_years_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SHARES], true, false)
