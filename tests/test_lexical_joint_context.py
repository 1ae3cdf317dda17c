"""A name that says whose rows a claim combines (issue 22, item 1: derived numbers; item 2: a fact joined through keys).

"Spain's two December holidays, Immaculate Conception and Christmas Day, are 17 days apart": the gap is computed from
the rows of the names together, but Christmas Day is in every country's calendar, so those rows were too many to
combine and the true claim was refuted. Spain's joined rows now narrow the holidays to Spain's own. Tables of our own.
"""

from __future__ import annotations

import pytest

from heldout_pairs import assert_kept_and_caught
from mt_raig.tables import Table

COUNTRIES = Table("countries", "Four countries", ("code", "name"), (("ES", "Spain"), ("IT", "Italy"), ("DE", "Germany"), ("FR", "France")))
_DAYS = {"ES": [("01-01", "New Year's Day"), ("01-06", "Epiphany"), ("12-08", "Immaculate Conception"), ("12-25", "Christmas Day")],
         "IT": [("01-01", "New Year's Day"), ("04-25", "Liberation Day"), ("12-08", "Immaculate Conception"), ("12-26", "Christmas Day")],
         "DE": [("01-01", "New Year's Day"), ("10-03", "German Unity Day"), ("12-25", "Christmas Day")],
         "FR": [("01-01", "New Year's Day"), ("07-14", "Bastille Day"), ("12-25", "Christmas Day")]}
CALENDAR = Table("calendar", "Public holidays of 2026 by country code", ("code", "date", "holiday"),
                 tuple((c, f"2026-{d}", h) for c, days in _DAYS.items() for d, h in days))


@pytest.mark.parametrize("true, false", [
    ("Spain's two December holidays, Immaculate Conception and Christmas Day, are 17 days apart.",
     "Spain's two December holidays, Immaculate Conception and Christmas Day, are 18 days apart."),
    ("Italy's two December holidays, Immaculate Conception and Christmas Day, are 18 days apart.",
     "Italy's two December holidays, Immaculate Conception and Christmas Day, are 17 days apart."),
])
def test_a_context_name_narrows_the_rows_combined(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CALENDAR, COUNTRIES], true, false)
