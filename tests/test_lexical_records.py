"""Records held alone or shared (issue 22, item 2; set 31 read in session 23): "Sharon Needles and Bianca Del Rio share
the record for main challenge wins, five each" was skipped ("the record for" named no superlative) and "Season 13
alone holds the record for the most episodes, 16" (false: seasons 3 and 14 have 16 too) was accepted, since a tie
ranks first too. "Holds/shares the record for (the most) X" is now "has/have the most X", and "alone", "on her own",
"outright" need no other row level with the first."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SEASONS = Table("show_seasons", "Seasons of a talent show: episodes and contestants", ("season", "episodes", "contestants"), (
    ("1", "9", "9"), ("2", "12", "12"), ("3", "16", "13"), ("4", "14", "13"), ("5", "16", "14")))
PLAYERS = Table("league_scorers", "Top scorers of a league season: goals and assists", ("player", "goals", "assists"), (
    ("Ada Moss", "21", "4"), ("Ben Cole", "21", "9"), ("Cy Park", "17", "11"), ("Dee Ruiz", "12", "11")))


@pytest.mark.parametrize("tables,true,false", [
    ([SEASONS], "Season 5 holds the record for the most contestants, 14.", "Season 3 holds the record for the most contestants, 13."),
    ([SEASONS], "Season 3 holds the record for the most episodes, 16.", "Season 3 alone holds the record for the most episodes, 16."),
    ([PLAYERS], "Ada Moss and Ben Cole share the record for goals, 21 each.", "Ada Moss holds the record for goals on her own, with 21."),
    ([PLAYERS], "Ada Moss holds the record for the fewest assists, 4.", "Ben Cole holds the record for the fewest assists, 9."),
])
def test_a_record_held_alone_or_shared(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)
