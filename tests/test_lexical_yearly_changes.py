""""Fell by about 1.45 points a year between 1976 and 1992" is the change divided by the years between, and "over the
48 years from 1960 to 2008" states that span (issue 22, item 2): before, the yearly rate was compared with the
whole change, and the span was read as a second value of the series, so both true claims were refuted.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TURNOUT = Table("turnout", "Turnout in general elections (per cent of registered voters) in four provinces",
                ("province", "turnout_1970", "turnout_1990", "turnout_2010"), (
                    ("Arlen", "81.4", "72.6", "64.2"), ("Bressa", "66.0", "70.5", "77.9"), ("Corvin", "75.2", "75.0", "58.8"),
                    ("Delmar", "59.9", "63.1", "61.0")))


@pytest.mark.parametrize("true,false", [
    ("Between 1970 and 2010 Arlen's turnout fell by about 0.43 points a year.", "Between 1970 and 2010 Arlen's turnout fell by about 0.34 points a year."),
    ("From 1990 to 2010 Corvin's turnout dropped by 0.81 points per year.", "From 1990 to 2010 Corvin's turnout dropped by 0.18 points per year."),
    ("Over the 40 years from 1970 to 2010, Bressa's turnout rose by 11.9 points.", "Over the 40 years from 1970 to 2010, Bressa's turnout rose by 11.2 points."),
    ("In the 20 years from 1990 to 2010, Delmar's turnout fell by 2.1 points.", "In the 20 years from 1990 to 2010, Delmar's turnout rose by 2.1 points."),
])
def test_a_yearly_rate_and_a_stated_span(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TURNOUT], true, false)
