"""Steps between years, sided columns and the years other tables' facts pick (issue 22, items 1-2; set 46 read in
session 32). Each case failed on lexical-31 unless marked a guard:

- a percent column whose header names a span ("ten_year_release_pct") is a percent, never a duration in years
  (``index``)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

RELEASES = Table("archive_releases", "Records released by a state archive, 2015 to 2020", ("year", "files_opened", "ten_year_release_pct", "pages_scanned"), (
    ("2015", "1840", "41", "220500"), ("2016", "2210", "47", "231800"), ("2017", "1975", "38", "260400"),
    ("2018", "2630", "55", "301200"), ("2019", "2480", "62", "298700"), ("2020", "1510", "44", "355900")))


@pytest.mark.parametrize(("true", "false", "tables"), [
    ("In 2018, 55% of the files opened were released within ten years.", "In 2018, 47% of the files opened were released within ten years.", [RELEASES]),
    ("The ten-year release share peaked in 2019, at 62%.", "The ten-year release share peaked in 2018, at 62%.", [RELEASES]),
])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false, tables):
    assert_kept_and_caught(lexical_judge, tables, true, false)
