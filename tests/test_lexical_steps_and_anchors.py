"""Steps between years, sided columns and the years other tables' facts pick (issue 22, items 1-2; set 46 read in
session 32). Each case failed on lexical-31 unless marked a guard:

- a percent column whose header names a span ("ten_year_release_pct") is a percent, never a duration in years
  (``index``);
- "Trial 9 had 222 more vaccinated subjects than unvaccinated ones", "Trial 6's unvaccinated arm had 192 more
  tuberculosis cases than its vaccinated arm": the difference of the two columns each side's words name in the row,
  never another pair of it (``derive``);
- two columns of one quantity for two sides, told apart by one header word (``applications_men``,
  ``applications_women``): "Women's success rate in the humanities was higher than men's", "The medical sciences had
  more applications from women than from men" (one row's, ``cellpairs``), "Women's success rate beat men's in four of
  the nine disciplines" (a count of rows, ``rowwise``): the quantity named once, each side by its word (``sides``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RELEASES = Table("archive_releases", "Records released by a state archive, 2015 to 2020", ("year", "files_opened", "ten_year_release_pct", "pages_scanned"), (
    ("2015", "1840", "41", "220500"), ("2016", "2210", "47", "231800"), ("2017", "1975", "38", "260400"),
    ("2018", "2630", "55", "301200"), ("2019", "2480", "62", "298700"), ("2020", "1510", "44", "355900")))

ARMS = Table("relapse_trials", "Relapse prevention trials by site", ("site", "year", "treated", "treated_relapses", "untreated", "untreated_relapses"), (
    ("1", "1991", "140", "12", "152", "31"), ("2", "1994", "388", "40", "361", "57"), ("3", "1998", "1210", "75", "1165", "118"),
    ("4", "2003", "96", "9", "96", "14"), ("5", "2007", "2044", "130", "1890", "162")))

EXAMS = Table("school_exams", "Exam entrants and pass rates by subject", ("subject", "entrants_boys", "entrants_girls", "pass_rate_boys_pct", "pass_rate_girls_pct"), (
    ("Chemistry", "412", "388", "71.5", "76.2"), ("History", "290", "335", "68.0", "66.4"), ("Art", "120", "245", "80.3", "84.1"),
    ("Physics", "505", "260", "73.9", "72.8"), ("Latin", "44", "51", "90.9", "94.1")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    ("In 2018, 55% of the files opened were released within ten years.", "In 2018, 47% of the files opened were released within ten years.", [RELEASES]),
    ("The ten-year release share peaked in 2019, at 62%.", "The ten-year release share peaked in 2018, at 62%.", [RELEASES]),
    ("Site 3 enrolled 45 more treated patients than untreated ones.", "Site 3 enrolled 54 more treated patients than untreated ones.", [ARMS]),
    ("Site 2's untreated arm had 17 more relapses than its treated arm.", "Site 2's untreated arm had 27 more relapses than its treated arm.", [ARMS]),
    ("Site 5 had 154 fewer untreated patients than treated ones.", "Site 5 had 145 fewer untreated patients than treated ones.", [ARMS]),
    ("Girls' pass rate in chemistry was higher than boys'.", "Girls' pass rate in chemistry was lower than boys'.", [EXAMS]),
    ("Art had more entrants from girls than from boys.", "Art had fewer entrants from girls than from boys.", [EXAMS]),
    ("In physics, boys passed at a higher rate than girls.", "In physics, boys passed at a lower rate than girls.", [EXAMS]),
    ("Girls' pass rate beat boys' in three of the five subjects.", "Girls' pass rate beat boys' in four of the five subjects.", [EXAMS]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)


def test_a_count_of_rows_is_no_one_rows_sided_comparison(lexical_judge):
    """A guard: "Two subjects, Art among them, had more entrants from girls than from boys" counts rows (three have);
    the one named row's comparison alone must never accept it."""
    verdict = lexical_judge.verify("Two subjects, Art among them, had more entrants from girls than from boys.", [EXAMS])
    assert verdict.score != 1.0
