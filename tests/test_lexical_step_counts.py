"""Steps of one series counted (issue 22, item 2; blind set 26 read in session 21): "Michigan's payroll employment
rose in 10 of the 16 years after 1970, or 62.5% of them" was refuted, its 10 read as a cell. The rises (or falls)
from each year's row to the next are counted in a table kept in time order."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

JOBS = Table("ohio_jobs_1979_1986", "Ohio's non-farm payroll employment each year from 1979 to 1986, in thousands of jobs",
             ("year", "employment_thousands", "unemployment_pct"), (
                 ("1979", "4485", "5.9"), ("1980", "4367", "8.4"), ("1981", "4330", "9.5"), ("1982", "4164", "12.5"),
                 ("1983", "4125", "12.2"), ("1984", "4270", "9.4"), ("1985", "4380", "8.9"), ("1986", "4470", "8.1")))


@pytest.mark.parametrize("true,false", [
    ("Ohio's payroll employment rose in three of the seven years after 1979.", "Ohio's payroll employment rose in four of the seven years after 1979."),
    ("Employment fell in 4 of the 7 years after 1979, about 57% of them.", "Employment fell in 4 of the 7 years after 1979, about 75% of them."),
])
def test_rises_and_falls_of_a_series_counted(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [JOBS], true, false)
