"""A winter games medal table of our own in the shape of Wikipedia's (Rank/NOC/Gold/Silver/Bronze/Total), with its
nations and some events: race times written "6:08.84" (minutes, seconds and hundredths, in the claim and in a
``Time`` column where "52.19" is seconds), a bound after its number ("10 or more golds"), a count of rows whose
condition is a column of another table ("More than half of the seven nations won 10 or more golds"), and "as many
as" that is an equality, never two rows counted.

Each pair is a true claim and a false twin with one fact changed: the true one must be supported and the false one
refuted (a ``skipped`` verdict is a miss on either side).
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

MEDALS = Table(
    "medals",
    "2022 Winter Games - medal table",
    ("Rank", "NOC", "Gold", "Silver", "Bronze", "Total"),
    (
        ("1", "Norway", "16", "8", "13", "37"),
        ("2", "Germany", "12", "10", "5", "27"),
        ("3", "China", "9", "4", "2", "15"),
        ("4", "United States", "8", "10", "7", "25"),
        ("5", "Sweden", "8", "5", "5", "18"),
        ("6", "Netherlands", "8", "5", "4", "17"),
        ("7", "Austria", "7", "7", "4", "18"),
    ),
)
NATIONS = Table(
    "nations",
    "2022 Winter Games - participating nations",
    ("NOC", "Code", "Athletes", "Sports", "Debut"),
    (
        ("Norway", "NOR", "84", "10", "1924"),
        ("Germany", "GER", "149", "14", "1928"),
        ("China", "CHN", "176", "15", "1980"),
        ("United States", "USA", "222", "15", "1924"),
        ("Sweden", "SWE", "116", "12", "1924"),
        ("Netherlands", "NED", "42", "6", "1928"),
        ("Austria", "AUT", "106", "12", "1924"),
    ),
)
EVENTS = Table(
    "events",
    "2022 Winter Games - selected events",
    ("Event", "Date", "Gold", "Time"),
    (
        ("Men's 15 km classical", "2022-02-11", "NOR", "37:54.8"),
        ("Women's 10 km classical", "2022-02-10", "NOR", "28:06.3"),
        ("Men's 5000 m", "2022-02-06", "SWE", "6:08.84"),
        ("Women's 3000 m", "2022-02-05", "NED", "3:56.93"),
        ("Men's downhill", "2022-02-07", "SUI", "1:42.69"),
        ("Women's slalom", "2022-02-09", "SWE", "52.19"),
    ),
)
TABLES = [MEDALS, NATIONS, EVENTS]

PAIRS = [
    ("Norway topped the medal table with 16 golds.", "Germany topped the medal table with 12 golds."),
    (
        "China won more golds than the United States despite winning fewer medals overall.",
        "China won fewer golds than the United States despite winning fewer medals overall.",
    ),
    ("The United States sent the largest team, 222 athletes.", "China sent the largest team, 176 athletes."),
    ("Germany did not win more golds than Norway.", "Norway did not win more golds than Germany."),
    ("Sweden and Austria both finished with 18 medals.", "Sweden and Austria both finished with 17 medals."),
    ("Golds made up about 43% of Norway's medals.", "Golds made up about 53% of Norway's medals."),
    ("Four of the seven nations first competed in 1924.", "Three of the seven nations first competed in 1924."),
    ("Sweden won gold in the men's 5000 m in 6:08.84.", "Sweden won gold in the men's 5000 m in 6:18.84."),
    ("Austria ranked seventh.", "Austria ranked sixth."),
    ("The Netherlands won as many golds as Sweden.", "The Netherlands won as many golds as Austria."),
    ("Fewer than half of the seven nations won 10 or more golds.", "More than half of the seven nations won 10 or more golds."),
    ("Germany won ten silver medals, as many as the United States.", "Germany won ten silver medals, as many as Austria."),
]



@pytest.mark.parametrize("true, false", PAIRS, ids=[str(i) for i in range(len(PAIRS))])
def test_true_claim_kept_and_false_twin_caught(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, TABLES, true, false)
