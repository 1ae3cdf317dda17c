""""No mammal gets less REM sleep than the donkey's 0.4 hours": the donkey has the least (issue 22, item 2).

"No X has more Y than Z" was read with a few verbs and a capitalised name only; a writer also uses other verbs ("gets",
"sleeps", "sold"), a lower-case name ("the donkey") and the value after a possessive ("the donkey's 0.4 hours").
"""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

SLEEP = Table("sleep", "Mammal sleep: hours a day", ("mammal", "sleep_hours", "rem_sleep_hours"), (
    ("Horse", "2.9", "0.6"), ("Donkey", "3.1", "0.4"), ("Cow", "4", "0.7"), ("Dog", "10.1", "2.9"), ("Big brown bat", "19.7", "3.9")))


@pytest.mark.parametrize("true,false", [
    ("No mammal gets less REM sleep than the donkey's 0.4 hours.", "No mammal gets less REM sleep than the horse's 0.6 hours."),
    ("No mammal has less REM sleep than the donkey.", "No mammal has less REM sleep than the cow."),
    ("No mammal in the table gets more REM sleep than the Big brown bat.", "No mammal in the table gets more REM sleep than the Dog."),
])
def test_no_entity_beats_the_named_one(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [SLEEP], true, false)
