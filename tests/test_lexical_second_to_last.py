"""A rank counted from the bottom (issue 22, item 2; set 31 read in session 23): "Shoe shiners ranked second to last of
all 45 occupations for prestige" (false: last) was accepted; "ranked second" was read as the second highest and the
"to last" dropped. "Second to last", "third-to-last" are now the second and third lowest."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

JOBS = Table("job_prestige", "Occupations: share rating each one's prestige good or excellent (percent)", ("occupation", "prestige_pct"), (
    ("surgeon", "97"), ("teacher", "74"), ("miner", "15"), ("porter", "8"), ("bootblack", "3")))


@pytest.mark.parametrize("true,false", [
    ("Porters ranked second to last of the five occupations for prestige.", "Bootblacks ranked second to last of the five occupations for prestige."),
    ("Miners ranked third-to-last for prestige.", "Teachers ranked third-to-last for prestige."),
    ("Bootblacks ranked last of the five occupations for prestige.", "Bootblacks ranked second to last of the five occupations for prestige."),
])
def test_a_rank_from_the_bottom(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [JOBS], true, false)
