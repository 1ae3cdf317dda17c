""""Okafor's tally in Ashford was nearly four times his tally in Colton" is a multiple of one column between two named
rows (issue 22, item 2): before, "his tally in Colton" was not read as the other side of the multiple, so no
multiple was checked and the false twin passed on the two county names alone.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VOTES = Table("county_votes", "Votes for governor by county: Lopez, Reed, Okafor", ("county", "lopez", "reed", "okafor"), (
    ("Ashford", "41250", "28790", "3904"), ("Bramley", "15310", "15100", "822"), ("Colton", "9870", "9230", "1015")))


@pytest.mark.parametrize("true,false", [
    ("Okafor's tally in Ashford was nearly four times his tally in Colton.", "Okafor's tally in Ashford was nearly three times his tally in Colton."),
    ("Reed's vote in Ashford was nearly double his vote in Bramley.", "Reed's vote in Ashford was nearly triple his vote in Bramley."),
])
def test_a_multiple_of_one_column_between_two_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)
