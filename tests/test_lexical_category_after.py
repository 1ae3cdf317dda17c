"""A category value several columns hold, named by the words after it (issue 22, item 2; set 34 read in session 25): "Eight
of the twelve sailors still had severe weakness of the knees on day six" counted the nine sailors with "severe" in any
symptom column. Where a counted cell stands in several category columns and the words before it name none, the four
words after it pick the column ("severe gum rot", "mild skin sores"; ``counting._named_column_rows``); a cell of one
column keeps all its rows ("in North America is a G20 member": the region's)."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

TRIAL = Table("cough_trial", "A cough remedy trial: ten patients' symptoms on day 5", ("patient", "remedy", "cough", "fever", "fatigue"), (
    ("1", "honey", "mild", "none", "severe"), ("2", "honey", "mild", "mild", "mild"), ("3", "syrup", "severe", "none", "severe"),
    ("4", "syrup", "mild", "none", "severe"), ("5", "water", "severe", "severe", "severe"), ("6", "water", "severe", "mild", "mild"),
    ("7", "honey", "none", "none", "mild"), ("8", "syrup", "mild", "mild", "severe"), ("9", "water", "severe", "none", "mild"),
    ("10", "honey", "none", "none", "none")))


@pytest.mark.parametrize("true,false", [
    ("Four of the ten patients still had a severe cough on day 5.", "Five of the ten patients still had a severe cough on day 5."),
    ("Five of the ten patients had severe fatigue on day 5.", "Four of the ten patients had severe fatigue on day 5."),
    ("Only one patient had a severe fever on day 5.", "Two patients had a severe fever on day 5."),
])
def test_the_words_after_a_category_value_pick_its_column(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [TRIAL], true, false)
