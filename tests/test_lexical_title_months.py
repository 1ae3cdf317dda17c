"""A month its title states is a table's period, as a day is (issue 22, item 2).

"Texas housing market by MLS area, July 2014" holds one month: a claim's "in July 2014" says which table it reads,
not which row (no row holds the month), so the claim is judged on the rest of what it says. A month no title states,
or one a row holds, stays a value to check.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RESORTS = Table("resorts_feb_2025", "Snowfall at Alpine ski resorts, February 2025", ("resort", "snowfall_cm", "open_lifts", "visitors"), (
    ("Zermatt", "142", "38", "81200"), ("St. Anton", "118", "41", "76400"), ("Chamonix", "96", "29", "90150"),
    ("Kitzbuehel", "61", "44", "58300"), ("Cortina", "77", "21", "40120")))
MONTHLY = Table("zermatt_2025", "Zermatt by month, 2025", ("month", "snowfall_cm", "visitors"), (
    ("January 2025", "131", "78000"), ("February 2025", "142", "81200"), ("March 2025", "88", "70500")))


@pytest.mark.parametrize("true,false", [
    ("Zermatt had the most snowfall of the five resorts in February 2025, 142 cm.",
     "Chamonix had the most snowfall of the five resorts in February 2025, 142 cm."),
    ("In February 2025 Cortina ran fewer lifts than Chamonix.", "In February 2025 Cortina ran more lifts than Chamonix."),
    ("Chamonix drew 90,150 visitors in February 2025, more than any other resort.",
     "Zermatt drew 90,150 visitors in February 2025, more than any other resort."),
])
def test_the_titled_month_names_the_table(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RESORTS], true, false)


def test_a_month_no_title_states_is_still_checked(lexical_judge):
    verdict = lexical_judge.verify("Zermatt had the most snowfall of the five resorts in March 2025, 142 cm.", [RESORTS])
    assert (verdict.status, verdict.score) == ("ok", 0.0), verdict.evidence


def test_a_month_a_row_holds_is_a_row(lexical_judge):
    assert_kept_and_caught(lexical_judge, [MONTHLY], "Zermatt had 81,200 visitors in February 2025.",
                           "Zermatt had 81,200 visitors in March 2025.")
