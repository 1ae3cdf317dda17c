"""Of two columns a comparison's words name equally, the one they name fully (issue 22, item 2; set 28 read in session
22): "Africa counts more UN members than Asia does" was skipped, because "UN members" names ``un_members`` and
``un_founding_members`` alike and the two disagree. The column with the fewest header words the claim leaves out
(units, stopwords and "pct" aside) is compared."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CONTINENTS = Table("continents", "Countries per continent: entries, UN members and founding UN members",
                   ("continent", "entries", "un_members", "un_founding_members", "oecd_members"), (
                       ("Africa", "58", "54", "4", "0"), ("Asia", "53", "47", "9", "4"), ("Europe", "52", "44", "14", "26"),
                       ("Oceania", "27", "14", "2", "2")))


@pytest.mark.parametrize("true,false", [
    ("Africa counts more UN members than Asia does.", "Africa counts fewer UN members than Asia does."),
    ("Asia had more founding UN members than Africa.", "Asia had fewer founding UN members than Africa."),
])
def test_the_fully_named_column_is_compared(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CONTINENTS], true, false)
