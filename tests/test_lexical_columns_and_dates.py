"""Two columns of one row, years a superlative picks across joined tables, a country's own columns and the month of a
dated row (issue 22, items 1-2; set 56 read in session 40). Each case failed on lexical-39:

- "In 1992 the Conservatives won more seats than Labour did": the measure right after the comparative is the right
  side's too (``conservative_seats`` against ``labour_seats``, never Labour's share of the vote; ``comparisons``);
  "Patient 4 had more lesions after 24 weeks than at the start", "Patient 3 had 15 fewer lesions at six weeks than at
  baseline": a header's time point (``lesions_24_weeks``, "twelve"/"12" of ``polyps_12_months``) is a word of it and no
  unit, "the start" its ``baseline`` (``index``, ``lexicon``);
- "2006 was a warmer year than 2009 across Spain": a year after "year than" is a year, never a quantity (``values``);
  "got more than three times as much rain in 2010 as in 2014": the first period against the second, as with "than";
  "Spain's rainfall dropped sharply from 2001 to 2002": a fall of rainfall, not rain that fell; "fell by about 72%"
  (``periods``); "The Ebro basin's two driest years, 2005 and 2014, were nine years apart": "two" counts the years, it
  is no figure of their rows (``yeargaps``);
- "In the year Labour won its most seats, ...", "The election year with the most Liberal Democrat seats brought ...",
  "The hottest of the election years saw ...", "In the driest election year for Spain as a whole, ...", "In the year
  of the Liberal Democrats' best result, ...": the year the superlative picks (among the years both tables hold where
  the words name the other table's years), then the claim in that year's rows (``descriptions``);
- "National rainfall exceeded 700 mm in two years", "topped 600 mm in 5 of the 20 years", "never fell below 350 mm in
  any year from 1995 to 2014": the columns of the country a title is of (``spain_rainfall_mm`` of "Annual climate of
  Spain"), never a region's; "Southwestern Spain" of ``southwest_rainfall_mm`` (``index``);
- "The 2000 election was held in November", "The 1997 election was held on the second day of June": the month and day
  of the year's full date (new ``heldmonths``).
- "Patient 9's lesions fell about 74% over the trial, from 19 to 5": the percent change of two columns of one row, a
  fall written unsigned, when the claim writes their two cells "from ... to ..." (``derive``); "fell 25%" is never the
  later cell over the earlier; ``warts_12_months`` a count beside the count ``warts_baseline`` (``index``);
- "had baseline counts from 12 to 41, a spread of 29": a range's width (``ranges.range_widths``);
- "The House had 650 seats at three elections": the rows holding 650 in ``seats``, the column the parties' seats
  refine, never 650 rows counted (``counting``); "Two patients have no 12-month wart count": the empty cells of the
  column named (``emptycells.empty_count``).
- "2010 was the coolest year since 1995, with a mean of 14.4 °C": a year after "since" bounds the years ranked, it is
  never the one ranked; "Labour's 355 seats in 2005 were its third-best tally": a rank after "were its", and the most
  seats the best (``ranks``, ``lexicon``); "The oldest patient in the trial, at 66, was patient 10": a key column's 10,
  never the title's "10 people" (``values``); an undecided superlative over a keyed group of rows ("the oldest baker of
  series 6") is skipped, never accepted (``unverified``).
- "No one in the cream group had more lesions at six weeks than at baseline", "Only 2 of the 5 placebo patients, 40%,
  had fewer lesions at six weeks than at baseline": two columns compared row by row over one category's rows, counted
  as the lead says (``rowwise.group_rowwise``); "Patient 8's lesion count went up between baseline and the six-week
  visit": one row's move between two stage columns (new ``columnmoves``); "From 2002 to 2003 rainfall rose for Spain as
  a whole but fell in the southwest": each move over the lead's two years (``conjoined``).
- "The longest gap between two elections ran from May 2011 to October 2015", "The shortest gap between two elections,
  from June 2004 to January 2006, was under twenty months": the two ends consecutive in the date column, their
  interval the longest (shortest), a length written with it held too (new ``intervals``); "between two elections" is a
  pair, never two rows counted (``counting``).
- "Labour won a majority of seats at 3 of the 8 elections, about 38% of them", "Before 1997, Labour never won a
  majority of the House", "The Conservatives won a majority of the seats in 1992": a party's seats above half the
  house's, row by row (new ``majorities``).
- "Drinking adults suffered 24 more liver deaths than non-drinking adults in all": "drinking" and "non-drinking" of
  the categories "drinkers" and "non-drinkers" (``index``); "40,000 person-years" a time in years, never
  "person-months" of ``person_years`` (``values``).
- "He completed at least thirty passes in three games": a count of things is never of a column in units
  (``passing_yards``) the noun does not name (``values``); "He threw fifty or more passes in two games": "passes" the
  fifty's noun past its "or more" (``windows``, ``values``), "threw" and "passes" pass attempts (``lexicon``): "Over
  the season he completed about 62% of his passes", "In game 4 he completed 33 of 48 passes, about 69%".
- "No team won more than 14 games in 2019": "won" names a standings table's ``wins`` (``index``); "Slightly more boys were born in 2004
  than in 2003, a difference of 57": the gap apposed after the comparison is its size, never the two years' gap
  (``comparisons``, ``relations``).
- "Across the season his pass attempts outnumbered his completions by 127": two named columns' totals, one minus the
  other (``derive``).
- "His most completions in a game, 18, came against the Packers": "most" after "his" at the start ranks, as after "the"
  (``ranks``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CLIMATE = Table("iberia_annual_climate_1995_2014", "Annual climate of Spain, 1995 to 2014: Spain's mean temperature in degrees Celsius and the "
                "rainfall of Spain as a whole, of the Ebro basin and of the southwest, in millimetres",
                ("year", "spain_mean_temperature_c", "spain_rainfall_mm", "ebro_basin_rainfall_mm", "southwest_rainfall_mm"), tuple(
                    (str(y), *r) for y, r in zip(range(1995, 2015), (
                        ("14.9", "512.3", "402.1", "1210.4"), ("14.6", "701.8", "655.0", "1302.2"), ("15.1", "640.2", "500.7", "1101.9"),
                        ("15.0", "480.6", "390.2", "1150.3"), ("14.7", "530.9", "444.4", "1099.8"), ("14.8", "610.1", "520.6", "1230.0"),
                        ("15.2", "600.5", "480.9", "1180.7"), ("14.9", "350.2", "300.8", "1290.4"), ("15.4", "560.7", "470.3", "990.5"),
                        ("14.5", "590.3", "510.8", "1050.6"), ("14.6", "420.5", "250.6", "1010.2"), ("15.6", "505.4", "410.2", "1120.9"),
                        ("14.8", "470.2", "398.7", "1170.1"), ("14.9", "520.8", "460.5", "1080.4"), ("15.1", "545.5", "430.0", "1060.0"),
                        ("14.4", "720.4", "820.4", "1310.8"), ("15.5", "440.1", "380.0", "1020.3"), ("15.0", "410.9", "330.1", "1140.6"),
                        ("14.7", "580.0", "540.2", "1200.2"), ("15.3", "495.6", "229.4", "1110.0")))))
SEATS = Table("westminster_elections_1979_2010", "Elections to the House of Commons, 1979 to 2010: the seats in the House, the seats won by "
              "Labour, the Conservatives and the Liberal Democrats, and Labour's share of the vote in per cent",
              ("year", "seats", "labour_seats", "conservative_seats", "liberal_democrat_seats", "labour_party_vote_share_pct"), (
                  ("1979", "635", "269", "339", "11", "36.9"), ("1983", "650", "209", "397", "23", "27.6"), ("1987", "650", "229", "376", "22", "30.8"),
                  ("1992", "651", "271", "336", "20", "34.4"), ("1997", "659", "418", "165", "46", "43.2"), ("2001", "659", "412", "166", "52", "40.7"),
                  ("2005", "646", "355", "198", "62", "35.2"), ("2010", "650", "258", "306", "57", "29.0")))
TRIAL = Table("psoriasis_cream_trial", "A placebo-controlled trial of a cream in 10 people with psoriasis: each patient's sex, age and arm, "
              "and the count of skin lesions at baseline, at 6 weeks and at 24 weeks",
              ("patient", "sex", "age", "arm", "lesions_baseline", "lesions_6_weeks", "lesions_24_weeks"), (
                  ("1", "female", "34", "cream", "12", "9", "4"), ("2", "male", "51", "placebo", "30", "33", "35"),
                  ("3", "female", "45", "cream", "22", "7", "6"), ("4", "male", "29", "placebo", "8", "10", "19"),
                  ("5", "male", "62", "cream", "41", "26", "13"), ("6", "female", "38", "placebo", "17", "15", "18"),
                  ("7", "female", "57", "cream", "25", "18", "9"), ("8", "male", "47", "placebo", "14", "16", "12"),
                  ("9", "male", "66", "cream", "19", "11", "5"), ("10", "female", "41", "placebo", "27", "21", "24")))

PAIRS = [
    ("The Ebro basin's two driest years, 2005 and 2014, were nine years apart.",
     "The Ebro basin's two driest years, 2005 and 2014, were eight years apart.", (CLIMATE,)),
    ("2006 was a warmer year than 2009 across Spain.", "2006 was a cooler year than 2009 across Spain.", (CLIMATE,)),
    ("The Ebro basin got more than three times as much rain in 2010 as in 2014.",
     "The Ebro basin got more than four times as much rain in 2010 as in 2014.", (CLIMATE,)),
    ("Spain's rainfall dropped sharply from 2001 to 2002.", "Spain's rainfall climbed sharply from 2001 to 2002.", (CLIMATE,)),
    ("Rainfall over the Ebro basin fell by about 72% from 2010 to 2014.", "Rainfall over the Ebro basin fell by about 28% from 2010 to 2014.", (CLIMATE,)),
    ("In 1992 the Conservatives won more seats than Labour did.", "In 1992 the Conservatives won fewer seats than Labour did.", (SEATS,)),
    ("Patient 4 had more lesions after 24 weeks than at the start.", "Patient 4 had fewer lesions after 24 weeks than at the start.", (TRIAL,)),
    ("Patient 3 had 15 fewer lesions at six weeks than at baseline.", "Patient 3 had 13 fewer lesions at six weeks than at baseline.", (TRIAL,)),
]
PAIRS += [
    ("In the year Labour won its most seats, Spain's mean temperature was 15.1 °C.", "In the year Labour won its most seats, Spain's mean temperature was 15.0 °C.", (SEATS, CLIMATE)),
    ("The election year with the most Liberal Democrat seats brought 420.5 mm of rain across Spain.",
     "The election year with the most Liberal Democrat seats brought 440.1 mm of rain across Spain.", (SEATS, CLIMATE)),
    ("The hottest of the election years saw Labour win 412 seats.", "The hottest of the election years saw Labour win 418 seats.", (CLIMATE, SEATS)),
    ("In the driest election year for Spain as a whole, Labour won 355 seats.", "In the driest election year for Spain as a whole, Labour won 412 seats.", (CLIMATE, SEATS)),
    ("In the year of the Liberal Democrats' best result, Spain averaged 14.6 °C.", "In the year of the Liberal Democrats' best result, Spain averaged 15.1 °C.", (SEATS, CLIMATE)),
]
PAIRS += [
    ("National rainfall exceeded 700 mm in two years.", "National rainfall exceeded 700 mm in three years.", (CLIMATE,)),
    ("National rainfall topped 600 mm in 5 of the 20 years, a quarter of them.", "National rainfall topped 600 mm in 6 of the 20 years, a quarter of them.", (CLIMATE,)),
    ("National rainfall never fell below 350 mm in any year from 1995 to 2014.", "National rainfall never fell below 400 mm in any year from 1995 to 2014.", (CLIMATE,)),
    ("Southwestern Spain had its driest year in 2003, receiving only 990.5 mm.", "Southwestern Spain had its driest year in 2005, receiving only 990.5 mm.", (CLIMATE,)),
]
CANADA = Table("canadian_federal_elections_1993_2015", "Canadian federal elections, 1993 to 2015: the date, the seats in the House of Commons and "
               "the seats won by the Liberal Party", ("year", "election_date", "seats", "liberal_seats"), (
                   ("1993", "1993-10-25", "295", "177"), ("1997", "1997-06-02", "301", "155"), ("2000", "2000-11-27", "301", "172"),
                   ("2004", "2004-06-28", "308", "135"), ("2006", "2006-01-23", "308", "103"), ("2008", "2008-10-14", "308", "77"),
                   ("2011", "2011-05-02", "308", "34"), ("2015", "2015-10-19", "338", "184")))
PAIRS += [
    ("The 2000 election was held in November.", "The 2000 election was held in October.", (CANADA,)),
    ("The 1997 election was held on the second day of June.", "The 1997 election was held on the second day of July.", (CANADA,)),
]
PAIRS += [
    ("Patient 9's lesions fell about 74% over the trial, from 19 to 5.", "Patient 9's lesions fell about 26% over the trial, from 19 to 5.", (TRIAL,)),
]
WARTS = Table("wart_gel_trial", "A trial of a gel in 6 people with warts: each patient's arm and the count of warts at baseline and at 12 months",
              ("patient", "arm", "warts_baseline", "warts_12_months"), (
                  ("1", "gel", "40", "12"), ("2", "gel", "120", "30"), ("3", "placebo", "35", ""), ("4", "placebo", "150", "90"),
                  ("5", "gel", "60", "15"), ("6", "placebo", "22", "")))
PAIRS += [
    ("Patient 2's warts fell 75% over the year, from 120 to 30.", "Patient 2's warts fell 25% over the year, from 120 to 30.", (WARTS,)),
]
PAIRS += [
    ("Patients given the cream had baseline counts from 12 to 41, a spread of 29.", "Patients given the cream had baseline counts from 12 to 41, a spread of 31.", (TRIAL,)),
]
PAIRS += [
    ("The House had 650 seats at three elections.", "The House had 650 seats at four elections.", (SEATS,)),
]
PAIRS += [
    ("Two patients have no 12-month wart count.", "Three patients have no 12-month wart count.", (WARTS,)),
]
PAIRS += [
    ("2010 was the coolest year since 1995, with a mean of 14.4 °C.", "2010 was the warmest year since 1995, with a mean of 14.4 °C.", (CLIMATE,)),
    ("Labour's 355 seats in 2005 were its third-best tally.", "Labour's 355 seats in 2005 were its second-best tally.", (SEATS,)),
    ("The oldest patient in the trial, at 66, was patient 9.", "The oldest patient in the trial, at 66, was patient 10.", (TRIAL,)),
]
BAKERS = Table("bake_off_bakers_2013_2015", "The 36 bakers of series 4 to 6 of a baking show (2013 to 2015): the series and her or his age",
               ("baker", "series", "age"), tuple((f"Baker {k}", str(4 + k // 12), str(20 + (k * 7) % 45)) for k in range(36)))
RESULTS = Table("bake_off_results_2013_2015", "How the 36 bakers of series 4 to 6 of a baking show fared: the series and the final placement",
                ("baker", "series", "placement"), tuple((f"Baker {k}", str(4 + k // 12), str(1 + k % 12)) for k in range(36)))
PAIRS += [
    ("No one in the cream group had more lesions at six weeks than at baseline.", "No one in the placebo group had more lesions at six weeks than at baseline.", (TRIAL,)),
    ("Only 2 of the 5 placebo patients, 40%, had fewer lesions at six weeks than at baseline.",
     "Only 3 of the 5 placebo patients, 60%, had fewer lesions at six weeks than at baseline.", (TRIAL,)),
]
PAIRS += [
    ("Patient 8's lesion count went up between baseline and the six-week visit.", "Patient 8's lesion count went down between baseline and the six-week visit.", (TRIAL,)),
]
PAIRS += [
    ("From 2002 to 2003 rainfall rose for Spain as a whole but fell in the southwest.", "From 2002 to 2003 rainfall fell for Spain as a whole but rose in the southwest.", (CLIMATE,)),
]
PAIRS += [
    ("The shortest gap between two elections, from June 2004 to January 2006, was under twenty months.",
     "The shortest gap between two elections, from June 2004 to January 2006, was under eighteen months.", (CANADA,)),
]
PAIRS += [
    ("The longest gap between two elections ran from May 2011 to October 2015.", "The longest gap between two elections ran from October 2008 to May 2011.", (CANADA,)),
]
PAIRS += [
    ("Labour won a majority of seats at 3 of the 8 elections, about 38% of them.", "Labour won a majority of seats at 4 of the 8 elections, about 50% of them.", (SEATS,)),
    ("Before 1997, Labour never won a majority of the House.", "Before 2010, Labour never won a majority of the House.", (SEATS,)),
    ("The Conservatives won a majority of the seats in 1992.", "The Conservatives won a majority of the seats in 2010.", (SEATS,)),
]
LIVER = Table("liver_deaths_by_drinking_and_age_band", "Liver disease deaths and person-years of observation by drinking and age band",
              ("drinking", "age_band", "person_years", "liver_deaths"), (("drinkers", "40-59", "30000", "14"), ("drinkers", "60-79", "10000", "25"),
                                                                       ("non-drinkers", "40-59", "15000", "3"), ("non-drinkers", "60-79", "5000", "12")))
PAIRS += [
    ("Drinking adults suffered 24 more liver deaths than non-drinking adults in all.", "Drinking adults suffered 26 more liver deaths than non-drinking adults in all.", (LIVER,)),
    ("The drinking adults were observed for 40,000 person-years in all.", "The drinking adults were observed for 40,000 person-months in all.", (LIVER,)),
]
PAIRS += [
    ("The drinkers were observed for 40,000 person-years in all.", "The drinkers were observed for 40,000 person-months in all.", (LIVER,)),
]
PASSER = Table("quarterback_passing_by_game", "A quarterback's passing in each game of a season: the opponent, completions, attempts and passing yards",
               ("game", "opponent", "completions", "attempts", "passing_yards"), (
                   ("1", "Bears", "22", "35", "250"), ("2", "Lions", "31", "52", "380"), ("3", "Packers", "18", "30", "190"),
                   ("4", "Vikings", "33", "48", "410"), ("5", "Rams", "27", "51", "320"), ("6", "Seahawks", "25", "40", "300"),
                   ("7", "Cardinals", "30", "44", "350"), ("8", "Giants", "20", "33", "240")))
PAIRS += [
    ("He completed at least thirty passes in three games.", "He completed at least thirty passes in four games.", (PASSER,)),
    ("He threw fifty or more passes in two games.", "He threw fifty or more passes in three games.", (PASSER,)),
]
STANDINGS = Table("hockey_standings_2019", "Final standings of a hockey league's 8 teams in 2019: wins, losses and goals for",
                  ("team", "wins", "losses", "goals_for"), (("Hawks", "14", "4", "71"), ("Otters", "12", "6", "64"), ("Lynx", "11", "7", "60"),
                                                            ("Bears", "9", "9", "55"), ("Moose", "8", "10", "50"), ("Wolves", "6", "12", "47"),
                                                            ("Eagles", "5", "13", "41"), ("Foxes", "3", "15", "38")))
PAIRS += [
    ("No team won more than 14 games in 2019.", "No team won more than 13 games in 2019.", (STANDINGS,)),
]
BIRTHS = Table("births_by_sex_1995_2004", "Live births in a small country by sex, 1995 to 2004", ("year", "boys", "girls"), tuple(
    (str(y), b, g) for y, b, g in zip(range(1995, 2005), ("51220", "50987", "51403", "52018", "51876", "52240", "52511", "52309", "52618", "52675"),
                                        ("48710", "48530", "48902", "49455", "49300", "49611", "49904", "49717", "50035", "50102"))))
PAIRS += [
    ("Slightly more boys were born in 2004 than in 2003, a difference of 57.", "Slightly more boys were born in 2004 than in 2003, a difference of 75.", (BIRTHS,)),
]
PAIRS += [
    ("Over the season he completed about 62% of his passes.", "Over the season he completed about 70% of his passes.", (PASSER,)),
    ("In game 4 he completed 33 of 48 passes, about 69%.", "In game 4 he completed 33 of 46 passes, about 72%.", (PASSER,)),
]
PAIRS += [
    ("Across the season his pass attempts outnumbered his completions by 127.", "Across the season his pass attempts outnumbered his completions by 137.", (PASSER,)),
]
PAIRS += [
    ("His fewest completions in a game, 18, came against the Packers.", "His most completions in a game, 18, came against the Packers.", (PASSER,)),
]


@pytest.mark.parametrize(("true", "false", "tables"), PAIRS)
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


@pytest.mark.parametrize("claim", ["The oldest baker of series 6 finished in second place.", "The oldest baker of series 6 finished in fourth place."])
def test_undecided_superlative_over_a_keyed_group_is_skipped(lexical_judge, claim):
    """"series 6" names a group of rows through the key column (never every row through the title's "series 4 to 6"); with
    the superlative undecided nothing checked the claim, so it is skipped, never accepted."""
    verdict = lexical_judge.verify(claim, [BAKERS, RESULTS])
    assert verdict.status == "skipped", verdict.evidence
