"""A row's pointer cell written by its column's name (issue 22, item 2: a fact joined through a key; set 31 read in
session 23): "Season 6's Miss Congeniality won two main challenges" and "The season 5 winner came from Seattle" were
refuted or accepted by chance, since the season joins every queen of it. "Miss Congeniality" and "winner" name
columns of a seasons table whose cells are queens of another table, and the claim is about that queen: the phrase is
now replaced by the cell ("BenDeLaCreme won two main challenges") before the claim is read
(``descriptions.pointed``). And "landed in the bottom three times" reads the ``times_bottom`` column's word, not the
superlative "bottom"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.eval.lexical.descriptions import pointed
from mt_raig.eval.lexical.index import index_of
from mt_raig.tables import Table

SEASONS = Table("contest_seasons", "Seasons of a baking contest: the winner and the fan favourite", ("season", "winner", "fan_favourite"), (
    ("4", "Sharon Vale", "Lena Moss"), ("5", "Jinx Moran", "Ivy Hart"), ("6", "Bea Rios", "Dana Cole")))
RECORDS = Table("contest_records", "How the bakers of seasons 4 to 6 fared: season, weekly wins and times in the bottom",
                ("baker", "season", "weekly_wins", "times_bottom"), (
                    ("Sharon Vale", "4", "5", "1"), ("Lena Moss", "4", "1", "3"), ("Chad Mills", "4", "2", "0"), ("Jinx Moran", "5", "2", "2"),
                    ("Ivy Hart", "5", "0", "1"), ("Alana Price", "5", "3", "4"), ("Bea Rios", "6", "4", "0"), ("Dana Cole", "6", "2", "1"),
                    ("Milo Reyes", "6", "1", "2")))


@pytest.mark.parametrize("true,false", [
    ("Season 6's fan favourite had two weekly wins.", "Season 6's fan favourite had four weekly wins."),
    ("The season 5 winner landed in the bottom twice.", "The season 5 winner landed in the bottom four times."),
    ("The winner of season 6 had four weekly wins.", "The winner of season 6 had two weekly wins."),
    ("Season 4's fan favourite had one weekly win.", "Season 4's fan favourite had two weekly wins."),
])
def test_a_pointer_cell_named_by_its_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SEASONS, RECORDS], true, false)


def test_the_replacement():
    index = index_of((SEASONS, RECORDS))
    assert pointed("The season 5 winner landed in the bottom twice.", index) == "Jinx Moran landed in the bottom twice."
    assert pointed("Season 4's fan favourite had one weekly win.", index) == "Lena Moss had one weekly win."
    assert pointed("The winners of seasons 4 and 5 had seven wins.", index) == "The winners of seasons 4 and 5 had seven wins."  # several rows
