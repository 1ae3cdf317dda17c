"""A header's fused scale and currency ("gsp_1986_musd": millions of US dollars) scales its cells, and a gap or a sum
of such cells keeps that scale (issue 22, item 2; blind set 26's state capital stocks, read in session 21).

"California's public capital exceeded Illinois's by about $74.3 billion" was refuted: ``public_capital_musd`` was
read as plain dollars, and a difference of two of its cells (74,316.63) was never read in millions."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

CAPITAL = Table("state_capital", "Capital stock of four states, in millions of constant dollars, and their payroll jobs in thousands", (
    "state", "public_capital_musd", "highways_musd", "private_capital_musd", "jobs_thousands"), (
    ("Ohio", "61250.40", "24180.25", "198440.10", "4512.0"), ("Iowa", "21302.95", "9655.70", "52310.80", "1098.4"),
    ("Utah", "12008.33", "4320.15", "30155.60", "695.2"), ("Maine", "6240.12", "2910.44", "15220.35", "488.9")))


@pytest.mark.parametrize("true,false", [
    ("Ohio's public capital of $61,250 million comes to roughly $61.3 billion.",
     "Ohio's public capital of $61,250 million comes to roughly $66.3 billion."),
    ("Ohio's public capital exceeded Iowa's by about $39.9 billion.", "Ohio's public capital exceeded Iowa's by about $44.9 billion."),
    ("Utah and Maine held about $18.2 billion of public capital between them.",
     "Utah and Maine held about $19.2 billion of public capital between them."),
])
def test_a_fused_scale_reads_millions(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [CAPITAL], true, false)
