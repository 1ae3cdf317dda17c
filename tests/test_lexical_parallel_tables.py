"""Two entities of two parallel tables (the same headers: the NBA's teams and the WNBA's) compared on the column the
words name: "The Dallas Wings were founded later than the Dallas Mavericks" (issue 22, item 2). Before, a comparison
read only rows of one table, so the claim was skipped. Tables of other headers are never compared this way (a lake's
area against a state's).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

HEADER = ("team", "city", "year_founded", "championships")
NBA = Table("nba", "NBA teams", HEADER, (("Dallas Mavericks", "Dallas", "1980", "1"), ("Chicago Bulls", "Chicago", "1966", "6"),
                                         ("Seattle SuperSonics", "Seattle", "1967", "1")))
WNBA = Table("wnba", "WNBA teams", HEADER, (("Dallas Wings", "Arlington", "1998", "3"), ("Las Vegas Aces", "Las Vegas", "1997", "3"),
                                           ("Seattle Storm", "Everett", "2000", "4")))


@pytest.mark.parametrize("true,false", [
    ("The Dallas Wings were founded later than the Dallas Mavericks.", "The Dallas Wings were founded earlier than the Dallas Mavericks."),
    ("The Seattle Storm have fewer championships than the Chicago Bulls.", "The Seattle Storm have more championships than the Chicago Bulls."),
])
def test_two_parallel_tables(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [NBA, WNBA], true, false)
