""""Mexico spent 48 of its 63 years under civilian dictatorship": the words after "under" (or "as", "with") name the
column of the part (48), not of the whole (63, its years in all) (issue 22, item 2). Before, both numbers were held to
the civilian-rule column, where 63 is not, so the true claim was refuted."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CAREERS = Table("ship_careers", "Careers of five merchant ships: the years in service and the years under each flag", (
    "ship", "years_in_service", "years_under_british_flag", "years_under_norwegian_flag"), (
    ("Aurora", "40", "31", "9"), ("Boreas", "25", "0", "25"), ("Cygnus", "33", "12", "21"), ("Delphine", "18", "18", "0"),
    ("Eider", "29", "7", "22")))


@pytest.mark.parametrize("true,false", [
    ("Aurora spent 31 of its 40 years under the British flag.", "Cygnus spent 31 of its 40 years under the British flag."),
    ("Cygnus sailed 21 of its 33 years under the Norwegian flag.", "Cygnus sailed 12 of its 33 years under the Norwegian flag."),
])
def test_the_part_s_column_after_the_whole(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CAREERS], true, false)
