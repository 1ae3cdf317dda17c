""""Florida's 1973 murder arrest rate exceeded Iowa's by 13.2 per 100,000" compares the ``murder_arrests_per_100k``
column, and the table's year (in its title) is no value of either state (issue 22, item 2): before, "rate" named
only the per-cent column (``urban_pop_pct``), so the arrest rates were never compared, and "1973" was read as
Florida's cited value against the gap 13.2.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ARRESTS = Table("arrests_1988", "Arrests per 100,000 residents for burglary and theft in 1988, and the per cent of the "
                "population living in cities, in four provinces", ("province", "burglary_arrests_per_100k", "theft_arrests_per_100k",
                                                                     "urban_pop_pct"), (
    ("Arlen", "21.4", "310", "52"), ("Bressa", "8.2", "195", "81"), ("Corvin", "14.9", "402", "63"), ("Delmar", "5.5", "122", "44")))


@pytest.mark.parametrize("true,false", [
    ("Arlen's burglary arrest rate exceeded Bressa's.", "Bressa's burglary arrest rate exceeded Arlen's."),
    ("Arlen's 1988 burglary arrest rate exceeded Bressa's by 13.2 per 100,000.", "Arlen's 1988 burglary arrest rate exceeded Bressa's by 12.3 per 100,000."),
    ("Corvin's theft arrest rate was higher than Arlen's.", "Delmar's theft arrest rate was higher than Arlen's."),
])
def test_a_rate_names_the_per_100k_columns(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ARRESTS], true, false)
