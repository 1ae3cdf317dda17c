"""A bound on a span of years is the row's own span (issue 22, item 2; set 27 read in session 22): "Argentina's peso of
1881 stayed in use for more than 89 years" was supported by the gap between its start and another currency's start
(101 years > 89). A bounded length of time is never derived from the gap between two rows' dates; nor does a number
inside a text cell ("Argentine Peso (1881-1970)") meet a bound."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

PESOS = Table("argentine_currencies", "Currencies of Argentina with the dates they were legal tender",
              ("currency", "country", "legal_tender_from", "legal_tender_until"), (
                  ("Argentine Peso (1881-1970)", "Argentina", "1881-11-05", "1970-01-01"),
                  ("Argentine Peso Ley (1970-1983)", "Argentina", "1970-01-01", "1983-06-01"),
                  ("Argentine Peso (1983-1985)", "Argentina", "1983-06-01", "1985-06-14"),
                  ("Argentine Austral", "Argentina", "1985-06-14", "1992-01-01"),
                  ("Chilean Escudo", "Chile", "1960-01-01", "1975-09-29")))


@pytest.mark.parametrize("true,false", [
    ("Argentina's peso of 1881 stayed in use for more than 88 years.", "Argentina's peso of 1881 stayed in use for more than 95 years."),
])
def test_a_bounded_span_is_the_rows_own(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [PESOS], true, false)
