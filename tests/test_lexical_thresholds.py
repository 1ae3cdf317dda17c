"""Pairs of our own for counts over a bound, shares of a group's total, stated gaps between two located rows and
units in header suffixes (``lexical-12``), over small tables with invented figures: a club's members (exercise
counts; weight in pounds, height in inches, pulse in bpm), a ward election in long format (one row per ward and
candidate, the ward's name and total in a second table joined by ``ward_id``) and fish measured in mm and g.

- "Four of the eight members did at least 40 push-ups": a hyphenated noun names its run-together header
  (``pushups``), so the bound applies to that column; "62 bpm or more" is a bound even with a unit between;
- "Half of the members ...", "45% of the members ...": a share of the rows that pass the bound;
- "Kerr took about 61% of the votes in Eastfield": a share of the group's total (the ward's rows), not of the table;
  "Lowe's 320 votes were 40% of that ward's total": a count over the joined row's total of the same quantity
  (``total_votes``); "about 40% of the total" is never one candidate's ratio to a peer's;
- "Across the four wards, Kerr finished 165 votes ahead of Lowe": each candidate's rows of a panel (every candidate
  in every ward) summed, with the gap and a noun between it and "ahead";
- "Kerr carried Southbank with 450 votes": a number found only through a join must sit in the name's own row of
  that table (Southbank's 270 is Lowe's), and a lone name splits off no group of another kind;
- "In Eastfield, Lowe beat Marsh by 135 votes": two entities with a row in every ward compared on their rows joined
  to the ward a third name gives;
- "In Westmoor, Marsh edged out Lowe, 330 votes to 320": the two candidates' numbers in order, each in the ward's
  context (a third name shared by both pairs);
- "Member 3 weighed 24 pounds more than member 5": the gap between two rows that numbers locate, with a noun
  between the gap and the comparative;
- "Member 7 did more than three times as many push-ups as member 4": a multiple between two rows numbers locate;
- "Member 4 had a faster resting pulse than member 7": "faster"/"slower" of a rate between two rows that numbers
  locate; "fewer push-ups than squats": two columns of the located row, the hyphenated word as its header;
- "Member five", "seventy-four inches": a number word after the header of a column of row keys is that row's key,
  and before a unit of a column's stated dimension it is the value, as digits would be;
- "Only one member did fewer than 20 push-ups": "only one" (or "a single") counts one row; "man" names a table
  of "men";
- "under 160 pounds" bounds the number; "Nobody but member 4 weighed under 160 pounds", "Only member 3 weighed more
  than 200 pounds": the rows that meet the condition are exactly the subject's (:mod:`.only`);
- ``weight_lb``, ``height_in``, ``length_mm``, ``mass_g``: a unit as the header's last word, converted to what the
  claim writes ("about 95 kg", "about 188 cm"), also for a column mean ("averaged about 31.2 cm").

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

EXERCISE = Table(
    "club_exercise",
    "Harbour fitness club: eight members by member number, with the push-ups, squats and burpees each did in a test",
    ("member", "pushups", "squats", "burpees"),
    (("1", "52", "80", "20"), ("2", "35", "64", "14"), ("3", "41", "90", "25"), ("4", "18", "45", "9"),
     ("5", "40", "70", "17"), ("6", "29", "55", "12"), ("7", "60", "95", "30"), ("8", "33", "60", "15")),
)
BODY = Table(
    "club_body",
    "Harbour fitness club: the same eight members by member number, weight in pounds, height in inches, resting pulse",
    ("member", "weight_lb", "height_in", "pulse_bpm"),
    (("1", "180", "70", "58"), ("2", "165", "68", "72"), ("3", "210", "72", "64"), ("4", "150", "66", "80"),
     ("5", "186", "74", "60"), ("6", "172", "69", "70"), ("7", "198", "71", "55"), ("8", "160", "67", "66")),
)
WARDS = Table(
    "wards",
    "Town council election: four wards, their three candidates' combined tally, and the ward winner",
    ("ward_id", "ward", "total_votes", "winner"),
    (("11", "Eastfield", "1500", "Kerr"), ("12", "Westmoor", "800", "Marsh"), ("13", "Northgate", "1200", "Lowe"),
     ("14", "Southbank", "900", "Kerr")),
)
BALLOTS = Table(
    "ballots",
    "Town council election: votes for Kerr, Lowe and Marsh in four wards, by ward id and candidate",
    ("ward_id", "candidate", "votes"),
    (("11", "Kerr", "915"), ("11", "Lowe", "360"), ("11", "Marsh", "225"),
     ("12", "Kerr", "150"), ("12", "Lowe", "320"), ("12", "Marsh", "330"),
     ("13", "Kerr", "300"), ("13", "Lowe", "700"), ("13", "Marsh", "200"),
     ("14", "Kerr", "450"), ("14", "Lowe", "270"), ("14", "Marsh", "180")),
)
FISH = Table(
    "fish",
    "Trout caught in a survey of Lake Arn: tag, length in millimetres and mass in grams",
    ("tag", "length_mm", "mass_g"),
    (("T1", "305", "310"), ("T2", "342", "455"), ("T3", "288", "270"), ("T4", "330", "402"), ("T5", "295", "300")),
)
RUNNERS = Table(
    "runners",
    "Harbour running group: five men by bib number and the distance each ran on Sunday",
    ("bib", "distance_km"),
    (("101", "8.5"), ("102", "12.4"), ("103", "10.0"), ("104", "9.2"), ("105", "11.1")),
)
CLUB = (EXERCISE, BODY)
VOTES = (WARDS, BALLOTS)

PAIRS = [
    ((EXERCISE,), "Four of the eight members did at least 40 push-ups.", "Five of the eight members did at least 40 push-ups."),
    ((BODY,), "Three members had a resting pulse of 70 bpm or more.", "Four members had a resting pulse of 70 bpm or more."),
    ((EXERCISE,), "Half of the members did at least 40 push-ups.", "A quarter of the members did at least 40 push-ups."),
    ((EXERCISE,), "37.5% of the members did 20 burpees or more.", "62.5% of the members did 20 burpees or more."),
    (VOTES, "Kerr took about 61% of the votes in Eastfield.", "Kerr took about 51% of the votes in Eastfield."),
    (VOTES, "Lowe's 320 votes in Westmoor were 40% of that ward's total.", "Lowe's 320 votes in Westmoor were 50% of that ward's total."),
    # a number's row joined to a name must be the name's own where the name has rows in that table (not a rival's)
    (VOTES, "Kerr carried Southbank with 450 votes.", "Kerr carried Southbank with 270 votes."),
    # a comparison of two candidates in the ward a third name gives: their rows joined to that ward's
    (VOTES, "In Eastfield, Lowe beat Marsh by 135 votes.", "In Eastfield, Lowe beat Marsh by 145 votes."),
    (VOTES, "In Southbank, Marsh got fewer votes than Lowe.", "In Southbank, Lowe got fewer votes than Marsh."),
    # two names and their numbers in order, each pair in the context a third name gives ("In Westmoor, ...")
    (VOTES, "In Westmoor, Marsh edged out Lowe, 330 votes to 320.", "In Westmoor, Lowe edged out Marsh, 330 votes to 320."),
    (VOTES, "Lowe took 700 votes in Northgate, about 58% of the total.", "Lowe took 700 votes in Northgate, about 43% of the total."),
    # one entity's rows of a panel (each candidate in each ward) summed when the claim says "across", "overall"
    (VOTES, "Across the four wards, Kerr finished 165 votes ahead of Lowe.", "Across the four wards, Kerr finished 265 votes ahead of Lowe."),
    (VOTES, "Overall, Marsh finished behind Lowe.", "Overall, Lowe finished behind Marsh."),
    ((BODY,), "Member 3 weighed 24 pounds more than member 5.", "Member 3 weighed 34 pounds more than member 5."),
    ((BODY,), "Member 3 weighed about 95 kg.", "Member 3 weighed about 85 kg."),
    ((BODY,), "The tallest member, 74 inches, stands about 188 cm.", "The tallest member, 74 inches, stands about 178 cm."),
    ((FISH,), "The five trout averaged about 31.2 cm in length.", "The five trout averaged about 33.2 cm in length."),
    # a rate compared between two located rows: "faster" is the higher pulse; a hyphenated header word run together
    ((BODY,), "Member 4 had a faster resting pulse than member 7.", "Member 4 had a slower resting pulse than member 7."),
    ((EXERCISE,), "Member 5 did fewer push-ups than squats.", "Member 5 did more push-ups than squats."),
    # a multiple between two rows located by numbers
    ((EXERCISE,), "Member 7 did more than three times as many push-ups as member 4.", "Member 7 did more than four times as many push-ups as member 4."),
    ((EXERCISE,), "Member 7's 60 push-ups were over three times member 4's 18.", "Member 7's 60 push-ups were over four times member 4's 18."),
    # numbers written as words: a row's key after its column's header ("member five"), a length before its unit
    ((BODY,), "Member five weighed 186 pounds.", "Member five weighed 196 pounds."),
    ((BODY,), "Member 5 stands seventy-four inches tall.", "Member 5 stands seventy-two inches tall."),
    # "only one X": a count of one ("man" names a table of "men")
    ((EXERCISE,), "Only one member did fewer than 20 push-ups.", "Only one member did fewer than 30 push-ups."),
    ((RUNNERS,), "Only one man ran more than 12 km.", "Only one man ran more than 11 km."),
    # "under" bounds a number; "nobody but X" / "only X": the rows meeting the bound are exactly X's
    ((BODY,), "Member 4 weighed under 160 pounds.", "Member 4 weighed under 150 pounds."),
    ((BODY,), "Nobody but member 4 weighed under 160 pounds.", "Nobody but member 4 weighed under 170 pounds."),
    ((BODY,), "Only member 3 weighed more than 200 pounds.", "Only member 3 weighed more than 190 pounds."),
]


@pytest.mark.parametrize("tables, true, false", PAIRS, ids=[f"pair{i}" for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, tables, true, false):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_the_facts_of_the_pairs():
    """The figures the true claims state, recomputed from the rows (so no pair's label can be silently wrong)."""
    push = [int(r[1]) for r in EXERCISE.cells]
    assert sum(x >= 40 for x in push) == 4 and sum(int(r[3]) >= 20 for r in EXERCISE.cells) == 3  # 3 of 8 = 37.5%
    assert sum(int(r[3]) >= 70 for r in BODY.cells) == 3
    assert round(915 / 1500 * 100) == 61 and 320 / 800 == 0.4 and round(700 / 1200 * 100) == 58
    totals = {c: sum(int(r[2]) for r in BALLOTS.cells if r[1] == c) for c in ("Kerr", "Lowe", "Marsh")}
    assert totals["Kerr"] - totals["Lowe"] == 165 and totals["Marsh"] < totals["Lowe"]
    assert round(300 / 700 * 100) == 43  # Kerr's votes over Lowe's in Northgate: a peer's ratio, never "of the total"
    weights = {r[0]: int(r[1]) for r in BODY.cells}
    assert [m for m, w in weights.items() if w < 160] == ["4"] and [m for m, w in weights.items() if w > 200] == ["3"]
    assert len([w for w in weights.values() if w < 170]) == 3 and len([w for w in weights.values() if w > 190]) == 2
    assert 210 - 186 == 24 and round(210 * 0.45359237) == 95 and round(74 * 2.54) == 188
    assert round(sum(int(r[1]) for r in FISH.cells) / 5 / 10, 1) == 31.2
