"""The year a leading clause's own facts pick, read in another table (issue 22, item 2; sets 35 and 36 read in session
28). Each case failed on lexical-27:

- "In the season he drew 170 walks, the highest tide at Portsea was 4.03 m": the clause's values sit in one row of the
  batting table, whose year (1923) is the tides' row (``whenyears``), and "the highest tide" of a year's row is that
  year's ``max_tide_m``, not a rank of the years (``ranks``: a leading "In 1923," scopes it);
- "In the Olympic year when the 400 m was won in 43.49 seconds, Moorabbin's hottest day reached 36.1°C"."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SLUGGER = Table("slugger_walks", "A slugger's seasons: home runs and walks", ("year", "home_runs", "walks"), (
    ("1921", "59", "145"), ("1922", "35", "84"), ("1923", "41", "170"), ("1924", "46", "142")))
TIDES = Table("portsea_tides", "The highest tide of each year at Portsea, 1921 to 1924, in metres", ("year", "max_tide_m"), (
    ("1921", "3.97"), ("1922", "3.83"), ("1923", "4.03"), ("1924", "4.21")))
RACE = Table("olympic_400m", "Winning times of the men's Olympic 400 metres final, in seconds", ("year", "winner", "time_seconds"), (
    ("1988", "Steve Lewis", "43.87"), ("1992", "Quincy Watts", "43.50"), ("1996", "Michael Johnson", "43.49"), ("2000", "Michael Johnson", "43.84")))
HEAT = Table("moorabbin_heat", "The highest temperature of each year at Moorabbin, 1988 to 2000, in degrees Celsius",
             ("year", "max_temperature_c"), (("1988", "41.3"), ("1992", "39.0"), ("1996", "36.1"), ("2000", "40.2")))


@pytest.mark.parametrize("true,false,tables", [
    ("In the season he drew 170 walks, the highest tide at Portsea was 4.03 m.",
     "In the season he drew 170 walks, the highest tide at Portsea was 3.83 m.", [SLUGGER, TIDES]),
    ("In the Olympic year when the 400 m was won in 43.49 seconds, Moorabbin's hottest day reached 36.1°C.",
     "In the Olympic year when the 400 m was won in 43.49 seconds, Moorabbin's hottest day reached 41.3°C.", [RACE, HEAT]),
])
def test_a_year_its_clause_picks(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
