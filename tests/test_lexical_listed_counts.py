""""Twelve cities are listed": a count of all the table's rows, said after the noun (issue 22, item 2).

"The table lists twelve cities" was checked; the passive form ("N cities are listed", "Ten weekly prices are given")
was skipped, or with digits refuted as a value no row holds. A noun naming a column that repeats a cell ("Six
metropolitan codes are listed" of twelve airports) may count distinct cells, so it is not read as the rows' count.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CITIES = Table("cities", "Cities with their country and latitude", ("city", "country", "latitude_deg"), (
    ("Oslo", "Norway", "59.9"), ("Madrid", "Spain", "40.4"), ("Lima", "Peru", "-12.0"), ("Tokyo", "Japan", "35.7"),
    ("Canberra", "Australia", "-35.3"), ("Nairobi", "Kenya", "-1.3"), ("Cairo", "Egypt", "30.0")))
AIRPORTS = Table("metro_airports", "Metropolitan area airport codes", ("city_code", "airport_code"), (
    ("NYC", "JFK"), ("NYC", "LGA"), ("WAS", "IAD"), ("WAS", "DCA"), ("CHI", "ORD"), ("CHI", "MDW")))


@pytest.mark.parametrize("true,false", [
    ("Seven cities are listed.", "Eight cities are listed."),
    ("7 cities are listed.", "6 cities are listed."),
])
def test_a_passive_count_of_the_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CITIES], true, false)


def test_a_column_with_repeated_cells_is_not_counted_as_rows(lexical_judge):
    verdict = lexical_judge.verify("Three metropolitan codes are listed.", [AIRPORTS])
    assert verdict.score != 0.0, verdict.evidence
