""""Arlen gave the Green candidate 71.2% in 2012" reads the column headed by that year (issue 22, item 2): before, a
year written in a snake_case header (``green_pct_2012``) located nothing, so the true claim was refuted unless the
title repeated the year, and where the title did, "60.22% in 1976" passed on the 1960 column's cell.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PLAIN = Table("mayor_vote", "Share of the vote (per cent) won by the Green candidate for mayor in three cities",
              ("city", "green_pct_2012", "green_pct_2020"), (("Arlen", "71.2", "64.0"), ("Bressa", "48.9", "52.3"), ("Corvin", "61.5", "58.0")))
TITLED = Table("mayor_vote_titled", "Share of the vote (per cent) won by the Green candidate for mayor in 2012 and 2020",
               PLAIN.header, PLAIN.cells)


@pytest.mark.parametrize("table", [PLAIN, TITLED], ids=["years only in the headers", "years in the title too"])
@pytest.mark.parametrize("true,false", [
    ("Arlen gave the Green candidate 71.2% in 2012.", "Arlen gave the Green candidate 71.2% in 2020."),
    ("In 2020 Bressa gave the Green candidate 52.3% of its vote.", "In 2012 Bressa gave the Green candidate 52.3% of its vote."),
])
def test_a_year_names_its_column(lexical_judge, table, true, false):
    assert_kept_and_caught(lexical_judge, [table], true, false)
