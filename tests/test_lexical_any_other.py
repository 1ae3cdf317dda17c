""""3,407 votes, more than three times his total in any other county" is the entity's cell against three times the
column's largest value in every other row (issue 22, item 2): before, "three times his" was read as a count of
three rows holding the name and the number, so the true claim was refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VOTES = Table("county_votes", "Votes for governor by county: Lopez, Reed, Okafor", ("county", "lopez", "reed", "okafor"), (
    ("Ashford", "41250", "28790", "3904"), ("Bramley", "15310", "17440", "822"), ("Colton", "9870", "9230", "1015"),
    ("Dunmore", "22045", "30815", "910")))


@pytest.mark.parametrize("true,false", [
    ("Ashford gave Okafor 3,904 votes, more than three times his total in any other county.",
     "Ashford gave Okafor 3,904 votes, more than four times his total in any other county."),
    ("Ashford gave Okafor 3,904 votes, nearly four times his tally in any other county listed.",
     "Ashford gave Okafor 3,904 votes, nearly three times his tally in any other county listed."),
])
def test_a_multiple_of_every_other_row(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)
