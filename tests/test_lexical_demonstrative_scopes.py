"""A rank within "these riders", "this group" or "the group" is a rank over the rows the tables list (issue 22, item
2): "ranked third among these riders in points" states the third highest, "led this group of riders in stage wins"
the highest, and in "Dana Weiss's points tally, 97, is the lowest of the five riders" the words after the superlative
name only the table, so the number's column is ranked. Before, "among these riders" was read as a narrower scope
left unchecked, and a wrong rank was accepted. Baseball's "runs scored" and "runs allowed" name
Lahman-style ``R`` and ``RA`` columns.
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RIDERS = Table("riders", "Stage race: riders' results", ("rider", "team", "stage_wins", "time_behind_s", "points"), (
    ("Ana Lopes", "Azul", "3", "0", "212"), ("Berit Holm", "Nord", "1", "45", "188"), ("Chiara Conti", "Rosso", "2", "12", "240"),
    ("Dana Weiss", "Nord", "0", "131", "97"), ("Elif Kaya", "Azul", "1", "78", "150")))
CLUBS = Table("clubs", "Season summary", ("club", "W", "L", "R", "RA"), (
    ("Harbor", "90", "72", "801", "699"), ("Mill Town", "77", "85", "702", "760"), ("Ridge", "84", "78", "755", "731"),
    ("Lakeside", "68", "94", "650", "812")))


@pytest.mark.parametrize("true,false", [
    ("Chiara Conti collected the most points among these riders, 240.", "Ana Lopes collected the most points among these riders, 212."),
    ("Among this group, Ana Lopes won the most stages, 3.", "Among this group, Chiara Conti won the most stages, 2."),
    ("Ana Lopes ranked first among these riders in stage wins, with 3.", "Ana Lopes ranked second among these riders in stage wins, with 3."),
    ("Berit Holm ranked third among the riders in points, with 188.", "Berit Holm ranked second among the riders in points, with 188."),
    ("Ana Lopes led this group of riders in stage wins with 3.", "Chiara Conti led this group of riders in stage wins with 2."),
    ("Dana Weiss's points tally, 97, is the lowest of the five riders.", "Dana Weiss's points tally, 97, is the highest of the five riders."),
])
def test_a_rank_among_these_rows(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [RIDERS], true, false)


@pytest.mark.parametrize("true,false", [
    ("Lakeside allowed more runs than any other club in the table.", "Mill Town allowed more runs than any other club in the table."),
    ("Harbor scored 99 more runs than Mill Town.", "Harbor scored 89 more runs than Mill Town."),
    ("Ridge ranked second among these clubs in runs scored, with 755.", "Ridge ranked third among these clubs in runs scored, with 755."),
])
def test_runs_scored_and_allowed(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CLUBS], true, false)
