"""A number written as a word that no check reads is never supported by the names beside it (issue 22, item 4).

"Eli Park legged out forty doubles" names a player the table holds and a number the judge does not read (the
``2B`` column is not named by the words beside it): with only the name checked, the claim used to be supported, so
its false twin was too. Now it is ``skipped`` ("a number word ... is not verified"), the honest verdict, unless the
number counts the rows that hold every name of the claim ("Anna Berg won four titles": four rows hold her name),
which supports it; a count that differs is still skipped, never refuted (the rows counted may not be the ones meant).
Since ``lexical-16`` a number word right before a column's header is read ("thirty-six home runs", spelled ``HR``).
Tables of our own.
"""

from __future__ import annotations

import pytest

from mt_raig.tables import Table

BATTING = Table("batting", "Riverside Club - batting 2024", ("Player", "Team", "G", "HR", "2B"), (
    ("Tom Reyes", "Harbor", "150", "36", "31"), ("Eli Park", "Harbor", "142", "22", "40"), ("Sam Cole", "Mills", "139", "18", "27")))
WINNERS = Table("winners", "Lakeside Marathon - wheelchair winners", ("Year", "Winner", "Country", "Time"), tuple(
    (str(2010 + k), name, country, f"1:{30 + k}:0{k % 10}") for k, (name, country) in enumerate(
        [("Anna Berg", "Norway")] * 4 + [("Luis Ortega", "Spain")] * 3 + [("Kenji Mori", "Japan")] * 3)))


@pytest.mark.parametrize("claim", ["Eli Park legged out forty doubles.", "Sam Cole legged out twenty-seven doubles."])
def test_a_name_never_supports_a_number_word_no_check_read(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [BATTING])
    assert verdict.status == "skipped" and "number word" in verdict.error, (verdict.status, verdict.score, verdict.error)


@pytest.mark.parametrize("claim,score", [("Tom Reyes hit thirty-six home runs.", 1.0), ("Tom Reyes hit thirty-eight home runs.", 0.0)])
def test_a_number_word_before_a_header_is_read(lexical_judge, claim, score):
    verdict = lexical_judge.verify(claim, [BATTING])
    assert (verdict.status, verdict.score) == ("ok", score), (verdict.status, verdict.error, verdict.evidence)


@pytest.mark.parametrize("claim", ["Anna Berg won four titles.", "Norway won four titles through Anna Berg.",
                                   "Japan collected three wins, all by Kenji Mori."])
def test_a_number_word_counting_the_rows_of_the_names_is_supported(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [WINNERS])
    assert (verdict.status, verdict.score) == ("ok", 1.0), (verdict.status, verdict.error, verdict.evidence)


@pytest.mark.parametrize("claim", ["Anna Berg won five titles.", "Norway won six titles through Anna Berg."])
def test_a_count_that_differs_is_skipped_not_supported(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [WINNERS])
    assert verdict.status == "skipped", (verdict.status, verdict.score, verdict.evidence)


def test_a_set_referred_to_is_no_count_to_verify(lexical_judge):
    """"The past two titles" refers to a set: the number word is not what the claim states (no count of rows is 2)."""
    verdict = lexical_judge.verify("The past two titles went to Kenji Mori.", [WINNERS])
    assert (verdict.status, verdict.score) == ("ok", 1.0), (verdict.status, verdict.error)


@pytest.mark.parametrize("claim", ["Tom Reyes is the brawniest hitter of the three.", "Eli Park is the brawniest hitter of the three."])
def test_an_unlisted_superlative_is_never_supported_by_a_name(lexical_judge, claim):
    verdict = lexical_judge.verify(claim, [BATTING])
    assert verdict.status == "skipped" and "superlative" in verdict.error, (verdict.status, verdict.score, verdict.error)
