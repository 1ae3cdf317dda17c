"""Race times, bounds over every row and the base column of qualified ones (issue 22, items 1-2; set 44 read in
session 31). Each case failed on lexical-30 unless marked a guard:

- a gap of two time cells written in words ("finished 3 minutes 18 seconds faster than in 2013", "crossed the line 20
  minutes 6 seconds after the men's winner"): a difference of race times (``derive``), a comparison's stated gap
  (``comparisons``, ``checks``); "won in 2011 faster than he did in 2013", "the men's winner in 2019 was faster than the
  men's winner in 2017": one entity at two years, on the time column of the entity's side (``men_time`` for a name of
  ``men_winner``);
- a duration's bound ("in under 2:22:30", "slower than 2:11:00", ``values``) and a count of the rows meeting it ("No
  woman won in under 2:22:30", "Four men's winners finished in under 2:08:00", ``counting``);
- "At no point from 2000 to 2019 did X exceed N", "In no year after 2006 did X fall below 81%": as "never" (a count of
  zero rows), never for a span alone ("In no year from 2008 to 2017 did renewables out-generate fossil fuels": a guard);
  "the incarceration rate" bounded: ``prisoners_per_100k``, never its male and female refinements (``counting``,
  ``lexicon``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RACES = Table("harbour_marathon", "Winners of the Harbour City Marathon, 2010 to 2017: the men's and women's winner, "
              "country and winning time (h:mm:ss)", ("year", "men_winner", "men_country", "men_time", "women_winner", "women_country", "women_time"), (
                  ("2010", "Tomas Rell", "Kenya", "2:09:14", "Ana Prieto", "Spain", "2:27:40"),
                  ("2011", "Joseph Kiprono", "Kenya", "2:06:21", "Lena Brandt", "Germany", "2:23:05"),
                  ("2012", "Abel Tesfaye", "Ethiopia", "2:10:48", "Lena Brandt", "Germany", "2:24:52"),
                  ("2013", "Joseph Kiprono", "Kenya", "2:09:39", "Mercy Wanjiru", "Kenya", "2:22:58"),
                  ("2014", "Dan Okello", "Uganda", "2:07:55", "Ana Prieto", "Spain", "2:25:31"),
                  ("2015", "Abel Tesfaye", "Ethiopia", "2:08:02", "Mercy Wanjiru", "Kenya", "2:21:47"),
                  ("2016", "Rui Costa", "Portugal", "2:11:30", "Hanna Vik", "Norway", "2:26:10"),
                  ("2017", "Dan Okello", "Uganda", "2:07:12", "Mercy Wanjiru", "Kenya", "2:22:15")))
JAILS = Table("jails", "Prisoners in the republic, 2010 to 2016: the number and the rate per 100,000 residents, in all and "
              "for men and women", ("year", "prisoners", "prisoners_per_100k", "male_prisoners_per_100k_men", "female_prisoners_per_100k_women"), (
                  ("2010", "51200", "480", "905", "61"), ("2011", "51900", "486", "912", "63"), ("2012", "52600", "493", "920", "64"),
                  ("2013", "52100", "488", "911", "66"), ("2014", "51000", "477", "890", "66"), ("2015", "49800", "465", "869", "64"),
                  ("2016", "48700", "454", "851", "60")))
POWER = Table("island_power", "Electricity access and generation on the island, 2011 to 2016",
              ("year", "access_to_electricity_pct", "renewables_gwh", "fossil_gwh"), (
                  ("2011", "79.5", "310", "2900"), ("2012", "80.6", "420", "2850"), ("2013", "81.4", "505", "2790"),
                  ("2014", "81.2", "610", "2700"), ("2015", "82.3", "720", "2650"), ("2016", "83.0", "800", "2600")))


@pytest.mark.parametrize("true,false,tables", [
    ("Joseph Kiprono won in 2011 three minutes and 18 seconds faster than he did in 2013.",
     "Joseph Kiprono won in 2011 three minutes and 8 seconds faster than he did in 2013.", [RACES]),
    ("Joseph Kiprono won in 2011 three minutes and 18 seconds faster than he did in 2013.",
     "Joseph Kiprono won in 2011 three minutes and 18 seconds slower than he did in 2013.", [RACES]),
    ("In 2014 the women's winner crossed the line 17 minutes 36 seconds after the men's winner.",
     "In 2014 the women's winner crossed the line 18 minutes 36 seconds after the men's winner.", [RACES]),
    ("The men's winner in 2017 was faster than the men's winner in 2015.", "The men's winner in 2017 was slower than the men's winner in 2015.", [RACES]),
    ("Mercy Wanjiru won in 2015 faster than she did in 2013.", "Mercy Wanjiru won in 2015 slower than she did in 2013.", [RACES]),
    ("No woman won in under 2:21:30.", "No woman won in under 2:22:30.", [RACES]),
    ("No men's winning time in these races was slower than 2:12:00.", "No men's winning time in these races was slower than 2:11:00.", [RACES]),
    ("Three men's winners finished in under 2:08:00.", "Four men's winners finished in under 2:08:00.", [RACES]),
    ("At no point from 2010 to 2016 did the incarceration rate exceed 495 per 100,000.",
     "At no point from 2010 to 2016 did the incarceration rate exceed 490 per 100,000.", [JAILS]),
    ("In no year after 2012 did access to electricity fall below 81%.", "In no year after 2011 did access to electricity fall below 81%.", [POWER]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_span_alone_is_no_count_of_zero_rows(lexical_judge):
    """A guard: "In no year ... did renewables out-generate fossil fuels" reads no bound; never a count of the span's rows."""
    verdict = lexical_judge.verify("In no year from 2011 to 2016 did renewables out-generate fossil fuels.", [POWER])
    assert not any(c["kind"] == "count" for c in (verdict.evidence or {}).get("checks", []))
