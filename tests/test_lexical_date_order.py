"""Which of two dated rows comes first: "Germany's Whit Monday falls later than its Ascension Day" (issue 22, item 2).

"Later", "earlier", "before" and "after" compare the table's one date column when no word names a column (before,
such a claim about a country's holidays passed on its names, whichever came first); "comes", "falls", "lands" are
verbs of a date, as "born" and "founded" are.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

COUNTRIES = Table("countries", "Countries by ISO code", ("alpha_2", "name", "capital"), (
    ("DE", "Germany", "Berlin"), ("FR", "France", "Paris"), ("AT", "Austria", "Vienna")))
CALENDAR = Table("calendar_2026", "Public holidays of 2026 by ISO country code", ("alpha_2", "date", "holiday"), (
    ("DE", "2026-04-03", "Good Friday"), ("DE", "2026-05-14", "Ascension Day"), ("DE", "2026-05-25", "Whit Monday"),
    ("DE", "2026-10-03", "German Unity Day"), ("FR", "2026-05-14", "Ascension Day"), ("FR", "2026-05-25", "Whit Monday"),
    ("FR", "2026-07-14", "Bastille Day"), ("AT", "2026-05-14", "Ascension Day"), ("AT", "2026-10-26", "National Day")))


@pytest.mark.parametrize("true,false", [
    ("Germany's Whit Monday falls later in 2026 than its Ascension Day.", "Germany's Ascension Day falls later in 2026 than its Whit Monday."),
    ("France's Ascension Day falls earlier than its Whit Monday.", "France's Whit Monday falls earlier than its Ascension Day."),
])
def test_the_order_of_two_dated_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [COUNTRIES, CALENDAR], true, false)
