"""A team's games, batting lines joined to a roster, and quantities restated in other units (issue 22, items 1-2; set 58
read in session 42). Each case failed on lexical-41:

- "Rovers lost three of their ten league games", "scored 19 goals and let in 9, a goal difference of plus 10",
  "kept four clean sheets", "did not lose any of their last five games", "won more of their home games than of their
  away games", "The 5-0 win over Ashby was the biggest win", "The away win over Colby produced four goals", "The
  2-1 defeat at Barton came two weeks before their home win over Colby", "Rovers' season ran from ... to ...": a team's
  season from a table of its games, home and away (new ``fixtures``); "Rovers played three league games in October
  1999": a name in every row, at home or away, holds them all (``counting``).
- "Ortiz homered in about 5.1 percent of his at-bats", "drew about 15 walks per 100 at-bats": a row's ratio of two
  counts, the whole the one "of his" names, never a share of a column's total (``derive``; "home runs" a count,
  ``lexicon``); "at-bats" of ``at_bats`` (``index``); "drove in more runs than" ``runs_batted_in``, whose "in" is no
  inch (``lexicon``, ``units``); "exactly twice as many home runs as" (``multiples``); "Ortiz hit more home runs than
  anyone else" (``relations``); "Mays did not hit a home run or drive in a single run": two counts of nought
  (``relations``); "Every Hawks hitter combined for 61 home runs": the joined table's column the words name in full
  (``aggregates``); "Kato's 900 thousand dollars ranked second" (``rewrites``); "Harbour outfielder Diaz had more at-bats
  than any other hitter": first neither of all nor of his club's (``ranks``); "None of the Hawks hitters had fewer
  than three years in the majors" (``words``); "hit 16 home runs, the same as Harbour outfielder Diaz": the player
  listed, his club a description (``equality``); "Kato, Harbour's best-paid hitter in 1989, hit 15 home runs": one
  entity described, never two paired in order (``grouping``).
- "The pressure fell by 20 millibars between 00:00 and 12:00 UTC on September 11", "The winds were stronger at 12:00 UTC
  on September 11 than twelve hours earlier", "In the 36 hours from 00:00 UTC on 10 September, the winds climbed by 75
  knots", "fell by about 6 percent between midnight UTC on September 10 and its lowest reading", "each of the pressure
  readings was lower than the one before it", "was a hurricane at every reading on September 11", "spent about two days
  as a hurricane", "At its peak the wind was 1.5 times the 90 knots measured at the last observation": readings at
  moments of a day, a table with a date and an hour column (new ``hourly``).
- "Within the North, the governor's lowest share was 48.2 percent": a leading "Within the" scopes a superlative as
  "Among the" does (``scopes``).
- "The lowest pressure, 930 millibars, is about 27.5 inches of mercury"; "Reyes's 21 years in the majors came to just
  over two decades": pressures and years restated (``units``, ``conversions``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

GAMES = Table("rovers_league_games_1999_2000", "Rovers' ten league games of the 1999-2000 season: the round, the date, the home team, the "
              "away team and the goals each scored",
              ("round", "date", "home_team", "away_team", "home_goals", "away_goals"), (
                  ("1", "1999-08-14", "Rovers", "Ashby", "1", "1"), ("2", "1999-08-21", "Barton", "Rovers", "2", "1"),
                  ("3", "1999-09-04", "Rovers", "Colby", "3", "0"), ("4", "1999-09-18", "Dunmore", "Rovers", "0", "2"),
                  ("5", "1999-10-02", "Rovers", "Barton", "0", "1"), ("6", "1999-10-16", "Ashby", "Rovers", "2", "2"),
                  ("7", "1999-10-30", "Rovers", "Dunmore", "2", "0"), ("8", "1999-11-13", "Colby", "Rovers", "1", "3"),
                  ("9", "1999-11-27", "Rovers", "Ashby", "5", "0"), ("10", "1999-12-11", "Dunmore", "Rovers", "2", "0")))
GAMES_WON = Table("rovers_league_games_1999_2000", GAMES.title, GAMES.header, GAMES.cells[:9] + (("10", "1999-12-11", "Dunmore", "Rovers", "0", "0"),))
BATTING = Table("hitters_batting_1988", "Batting in 1988 of eight hitters of two clubs: the player, his at-bats, hits, home runs, runs, runs "
                "batted in and walks", ("player", "at_bats", "hits", "home_runs", "runs", "runs_batted_in", "walks"), (
                    ("Ortiz", "590", "171", "30", "88", "101", "62"), ("Kato", "541", "160", "15", "97", "64", "81"),
                    ("Reyes", "402", "104", "16", "51", "70", "60"), ("Mays", "21", "4", "0", "2", "0", "1"),
                    ("Lund", "488", "131", "8", "70", "88", "40"), ("Diaz", "300", "77", "16", "39", "31", "22"),
                    ("Webb", "612", "190", "12", "101", "66", "49"), ("Novak", "18", "5", "0", "1", "3", "2")))
ROSTER = Table("hitters_roster_1988", "The same eight hitters: the player, his club in 1988, position, years in the major leagues, career "
               "home runs and his 1989 salary in thousands of dollars", ("player", "team", "position", "years_in_majors", "career_home_runs",
                                                                         "salary_1989_thousands"), (
                   ("Ortiz", "Hawks", "1B", "9", "201", "1450"), ("Kato", "Harbour", "SS", "6", "70", "900"),
                   ("Reyes", "Hawks", "C", "21", "240", "610"), ("Mays", "Hawks", "OF", "3", "4", "120"),
                   ("Lund", "Hawks", "3B", "7", "66", "480"), ("Diaz", "Harbour", "OF", "4", "18", "200"),
                   ("Webb", "Harbour", "2B", "11", "95", "875"), ("Novak", "Harbour", "OF", "2", "1", "100")))
STORM = Table("storm_track_2004", "Observations of a hurricane in September 2004: the day, the hour (UTC), the storm's status, its maximum "
              "sustained wind in knots and the air pressure at its centre in millibars",
              ("date", "hour_utc", "status", "wind_knots", "pressure_millibars"), (
                  ("2004-09-10", "0", "tropical storm", "60", "990"), ("2004-09-10", "12", "hurricane", "85", "975"),
                  ("2004-09-11", "0", "hurricane", "110", "950"), ("2004-09-11", "12", "hurricane", "135", "930"),
                  ("2004-09-12", "0", "hurricane", "120", "938"), ("2004-09-12", "12", "hurricane", "90", "962")))

REGIONS = Table("county_vote_2020", "Twelve counties in the 2020 governor's election: the county, its region and the governor's share of the vote in "
                "percent", ("county", "region", "governor_pct"), (
                    ("Ashford", "North", "55.1"), ("Barrow", "North", "48.2"), ("Carlow", "North", "51.7"), ("Denby", "South", "39.9"),
                    ("Elston", "South", "44.6"), ("Fenwick", "South", "41.3"), ("Garth", "East", "60.2"), ("Hollin", "East", "52.8"),
                    ("Irby", "East", "46.5"), ("Jessop", "West", "36.4"), ("Kirtle", "West", "50.9"), ("Linby", "West", "42.0")))

PAIRS = [
    ("Rovers lost three of their ten league games.", "Rovers lost four of their ten league games.", (GAMES,)),
    ("Rovers drew two of their ten league games.", "Rovers drew three of their ten league games.", (GAMES,)),
    ("Rovers won three of their five home games.", "Rovers won four of their five home games.", (GAMES,)),
    ("Rovers scored 19 goals and let in 9, a goal difference of plus 10.", "Rovers scored 19 goals and let in 9, a goal difference of plus 12.", (GAMES,)),
    ("Rovers kept four clean sheets.", "Rovers kept five clean sheets.", (GAMES,)),
    ("Rovers did not win any of their first two league games.", "Rovers did not win any of their first three league games.", (GAMES,)),
    ("Rovers did not lose any of their last five league games.", "Rovers did not lose any of their last six league games.", (GAMES_WON,)),
    ("Rovers won more of their home games than of their away games.", "Rovers won fewer of their home games than of their away games.", (GAMES,)),
    ("Rovers scored more goals in their home games than in their away games.",
     "Rovers scored fewer goals in their home games than in their away games.", (GAMES,)),
    ("With five wins and two draws, Rovers collected 17 points at three points a win.",
     "With five wins and two draws, Rovers collected 19 points at three points a win.", (GAMES,)),
    ("The 5-0 win over Ashby was the biggest win of Rovers' season.", "The 3-0 win over Colby was the biggest win of Rovers' season.", (GAMES,)),
    ("Rovers' heaviest defeat of the season was the 2-0 loss at Dunmore.", "Rovers' heaviest defeat of the season was the 2-1 loss at Barton.", (GAMES,)),
    ("The away win over Colby produced four goals.", "The away win over Colby produced three goals.", (GAMES,)),
    ("Rovers' 2-1 defeat at Barton came two weeks before their home win over Colby.",
     "Rovers' 2-1 defeat at Barton came two weeks after their home win over Colby.", (GAMES,)),
    ("Rovers played three league games in October 1999 and lost one of them.",
     "Rovers played three league games in October 1999 and lost none of them.", (GAMES,)),
    ("Rovers' league season ran from 14 August 1999 to 11 December 1999.", "Rovers' league season ran from 14 August 1999 to 27 November 1999.", (GAMES,)),
    ("Ortiz homered in about 5.1 percent of his at-bats.", "Ortiz homered in about 17.5 percent of his at-bats.", (BATTING,)),
    ("Reyes drew about 15 walks per 100 at-bats.", "Reyes drew about 25 walks per 100 at-bats.", (BATTING,)),
    ("Lund drove in more runs than Kato.", "Lund drove in fewer runs than Kato.", (BATTING,)),
    ("Ortiz hit exactly twice as many home runs as Kato.", "Ortiz hit exactly twice as many home runs as Reyes.", (BATTING,)),
    ("Webb collected more hits than anyone else, 190 of them.", "Ortiz collected more hits than anyone else, 171 of them.", (BATTING,)),
    ("Mays failed to hit a home run or drive in a single run in his 21 at-bats.",
     "Novak failed to hit a home run or drive in a single run in his 18 at-bats.", (BATTING,)),
    ("The Hawks hitters combined for 54 home runs in 1988.", "The Hawks hitters combined for 64 home runs in 1988.", (ROSTER, BATTING)),
    ("Only Ortiz earned more in 1989 than Kato, whose 900 thousand dollars ranked second.",
     "Only Ortiz earned more in 1989 than Webb, whose 875 thousand dollars ranked second.", (ROSTER,)),
    ("Harbour second baseman Webb had more at-bats than any other hitter on the two clubs.",
     "Harbour outfielder Diaz had more at-bats than any other hitter on the two clubs.", (ROSTER, BATTING)),
    ("Hawks catcher Reyes hit 16 home runs, the same as Harbour outfielder Diaz.",
     "Hawks catcher Reyes hit 16 home runs, the same as Harbour second baseman Webb.", (ROSTER, BATTING)),
    ("Kato, Harbour's best-paid hitter in 1989, hit 15 home runs the season before.",
     "Kato, Harbour's best-paid hitter in 1989, hit 12 home runs the season before.", (ROSTER, BATTING)),
    ("None of the Hawks hitters had fewer than three years in the majors.", "None of the Hawks hitters had fewer than four years in the majors.", (ROSTER,)),
    ("The lowest pressure, 930 millibars, is about 27.5 inches of mercury.", "The lowest pressure, 930 millibars, is about 28.5 inches of mercury.", (STORM,)),
    ("The pressure fell by 20 millibars between 00:00 and 12:00 UTC on September 11.",
     "The pressure fell by 25 millibars between 00:00 and 12:00 UTC on September 11.", (STORM,)),
    ("The winds were stronger at 12:00 UTC on September 11 than they had been twelve hours earlier.",
     "The winds were weaker at 12:00 UTC on September 11 than they had been twelve hours earlier.", (STORM,)),
    ("In the 36 hours from 00:00 UTC on 10 September, the winds climbed by 75 knots.",
     "In the 36 hours from 00:00 UTC on 10 September, the winds climbed by 85 knots.", (STORM,)),
    ("The pressure fell by about 6 percent between midnight UTC on September 10 and its lowest reading.",
     "The pressure fell by about 9 percent between midnight UTC on September 10 and its lowest reading.", (STORM,)),
    ("On September 11 each of the pressure readings was lower than the one before it.",
     "On September 11 each of the pressure readings was higher than the one before it.", (STORM,)),
    ("At its peak the storm's wind was 1.5 times the 90 knots measured at the last observation.",
     "At its peak the storm's wind was 1.25 times the 90 knots measured at the last observation.", (STORM,)),
    ("The storm was a hurricane at every reading on September 11.", "The storm was a hurricane at every reading on September 10.", (STORM,)),
    ("The storm spent about two days as a hurricane.", "The storm spent about three days as a hurricane.", (STORM,)),
    ("Within the North, the governor's lowest share was 48.2 percent, in Barrow.",
     "Within the North, the governor's lowest share was 51.7 percent, in Carlow.", (REGIONS,)),
    ("Reyes's 21 years in the majors came to just over two decades.", "Reyes's 21 years in the majors came to just over three decades.", (ROSTER,)),
]


@pytest.mark.parametrize(("true", "false", "tables"), PAIRS)
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
