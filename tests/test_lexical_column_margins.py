""""386,518 votes" beside a ``total_votes`` column names any count column, and a margin between two columns of one
row runs in the order the claim names them (issue 22, item 2): before, "votes" pointed every number at
``total_votes``, so "Lopez drew 41,250 votes in Ashford" was refuted, and a margin ("Lopez's margin over Reed",
"Reed finished 2,130 votes ahead of Lopez") was derived from neither column, or only with the column nearest the
number first, so the true claim was refuted and "Reed edged out Lopez by 640 votes" passed.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

VOTES = Table("county_votes", "Votes for governor by county: Lopez, Reed, Okafor and the total of all candidates' votes",
              ("county", "lopez", "reed", "okafor", "total_votes"), (
                  ("Ashford", "41250", "28790", "1904", "72511"), ("Bramley", "15310", "17440", "822", "33901"),
                  ("Colton", "9870", "9230", "415", "19692"), ("Dunmore", "22045", "30815", "1210", "54301")))


@pytest.mark.parametrize("true,false", [
    ("Lopez drew 41,250 votes in Ashford, his best county.", "Lopez drew 28,790 votes in Ashford, his best county."),
    ("Okafor's strongest county was Ashford, where he won 1,904 votes.", "Okafor's strongest county was Dunmore, where he won 1,904 votes."),
    ("Ashford cast 72,511 votes in total.", "Ashford cast 41,250 votes in total."),
])
def test_a_count_of_votes_is_any_vote_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)


@pytest.mark.parametrize("true,false", [
    ("Lopez's margin over Reed in Ashford was 12,460 votes.", "Lopez's margin over Reed in Ashford was 12,640 votes."),
    ("Lopez edged out Reed in Colton by just 640 votes.", "Reed edged out Lopez in Colton by just 640 votes."),
    ("In Bramley, Reed finished 2,130 votes ahead of Lopez.", "In Bramley, Lopez finished 2,130 votes ahead of Reed."),
    ("In Dunmore, Lopez trailed Reed by 8,770 votes.", "In Dunmore, Reed trailed Lopez by 8,770 votes."),
])
def test_a_margin_runs_in_the_order_the_claim_names_the_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [VOTES], true, false)
