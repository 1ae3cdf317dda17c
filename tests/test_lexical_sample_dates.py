"""A series of samples with two dates per row (put out, taken in) and one measure, named by the title (issue 22,
item 2): "Between the samples put out on 8 June and 15 June 2021, the turbidity fell" compares the rows whose
``put_out`` holds each day (the words before the date name its column; the day is also another row's ``taken_in``),
and "turbidity", a word of the title, names the table's one measure. Before, each day matched two rows, so nothing
was compared and both the claim and its false twin passed on their dates."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SAMPLES = Table("river_samples_2021", "Turbidity of a river in the weekly samples of June 2021: the day the sampler was put out and "
                "taken in, and the turbidity in NTU", ("put_out", "taken_in", "ntu"), (
                    ("2021-06-01", "2021-06-08", "12.5"), ("2021-06-08", "2021-06-15", "30.1"), ("2021-06-15", "2021-06-22", "18.4"),
                    ("2021-06-22", "2021-06-29", "19.0")))


@pytest.mark.parametrize("true,false", [
    ("Between the samples put out on 8 June and 15 June 2021, the turbidity fell.",
     "Between the samples put out on 8 June and 15 June 2021, the turbidity rose."),
    ("Between the samples taken in on 8 June and 15 June 2021, the turbidity rose.",
     "Between the samples taken in on 8 June and 15 June 2021, the turbidity fell."),
    ("From the sample put out on 15 June 2021 to the one put out on 22 June 2021, turbidity rose by 0.6 NTU.",
     "From the sample put out on 15 June 2021 to the one put out on 22 June 2021, turbidity rose by 1.6 NTU."),
])
def test_two_samples_by_the_date_column_named(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SAMPLES], true, false)
