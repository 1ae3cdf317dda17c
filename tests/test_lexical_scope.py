"""Rules added after the second held-out set, on tables and wording of our own (not that set's): a row's own count
column read for "N times", a superlative scoped by "among" the whole table, the oldest row on a year column, and
claims whose only checked part is a name while they state something the judge could not verify (``skipped``, never
``supported``: a judge failure may never raise a score)."""

from __future__ import annotations

import pytest

from mt_raig.eval.lexical import LexicalJudge
from mt_raig.tables import Table

SONGS = Table("songs", "music - songs", ("SongId", "Title", "Plays", "Year"), (
    ("1", "Blue River", "412", "1999"), ("2", "Red Sky", "87", "2004"), ("3", "Green Hill", "1530", "1985"),
    ("4", "Grey Dawn", "260", "2011"), ("5", "Gold Road", "975", "1992"),
))
PAIRS = [
    ("row value", "Blue River has been played 412 times.", "Red Sky has been played 412 times."),
    ("among all", "Among the five songs, Green Hill has the most plays.", "Among the five songs, Gold Road has the most plays."),
    ("oldest year", "Green Hill is the oldest of the songs.", "Gold Road is the oldest of the songs."),
]


@pytest.fixture(scope="module")
def judge():
    return LexicalJudge()


@pytest.mark.parametrize(("rule", "true", "false"), PAIRS, ids=[p[0] for p in PAIRS])
def test_true_claim_kept_and_false_twin_caught(judge, rule, true, false):
    kept, caught = judge.verify(true, [SONGS]), judge.verify(false, [SONGS])
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)


def test_among_a_restricted_set_stays_unchecked(judge):
    """"among songs that ..." names part of the table: the rank is not checked against all rows, so it decides nothing."""
    verdict = judge.verify("Among songs that came out after 2000, Grey Dawn has the most plays.", [SONGS])
    checks = verdict.evidence.get("checks", [])
    assert any(c["kind"] == "superlative" and c["ok"] is None for c in checks), verdict.evidence


@pytest.mark.parametrize("claim", [
    "Red Sky has fewer fans than most songs.",  # a comparison over no column the words name
    "Grey Dawn is the most beloved song.",  # a superlative over no column
    "Grey Dawn drew half of the listeners.",  # a fraction of nothing the tables hold
    "Blue River was the fourth song to be recorded.",  # an ordinal rank the judge does not check
])
def test_a_name_alone_never_supports_what_it_states(judge, claim):
    """Only the names are found; what the claim states about them is not verified: skipped, never 1.0."""
    verdict = judge.verify(claim, [SONGS])
    assert verdict.status == "skipped" and verdict.score is None, (claim, verdict.evidence)
    assert verdict.error.startswith("only names checked"), verdict.error


AIRPORTS = Table("airports", "travel - airports", ("code", "name", "alt"), (
    ("BOS", "Logan Intl", "19"), ("DEN", "Denver Intl", "5431"), ("SLC", "Salt Lake City Intl", "4227"), ("ORD", "Chicago Ohare Intl", "668"),
))


@pytest.mark.parametrize(("tables", "true", "false"), [
    ([SONGS], "Song 3 has the most plays of all.", "Song 5 has the most plays of all."),  # a key naming the row ranked
    ([SONGS], "Red Sky's play count is given as eighty-seven.", "Red Sky's play count is given as eighty-six."),  # a number word as a value
    ([AIRPORTS], "Denver Intl is the highest of these airports.", "Salt Lake City Intl is the highest of these airports."),  # 'highest': altitude
])
def test_a_value_without_digits_is_checked_on_the_named_row(judge, tables, true, false):
    kept, caught = judge.verify(true, tables), judge.verify(false, tables)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)


ACCOUNTS = Table("accounts", "site - accounts", ("Id", "DisplayName", "CreationDate"), (
    ("1", "Ada", "2011-03-02 07:14:09"), ("2", "Brook", "2011-03-02 19:40:51"), ("3", "Cyd", "2011-03-05 12:05:00"),
))


@pytest.mark.parametrize(("tables", "true", "false"), [
    ([ACCOUNTS], "Ada's account was created at 7:14 in the morning.", "Ada's account was created at 7:14 in the evening."),
    ([ACCOUNTS], "Brook signed up at 7:40 p.m. on 2 March 2011.", "Brook signed up at 7:40 a.m. on 2 March 2011."),
])
def test_a_time_of_day_matches_datetime_cells(judge, tables, true, false):
    kept, caught = judge.verify(true, tables), judge.verify(false, tables)
    assert (kept.status, kept.score) == ("ok", 1.0), (true, kept.evidence)
    assert (caught.status, caught.score) == ("ok", 0.0), (false, caught.evidence)


VOTERS = Table("voters", "forum - voters", ("Id", "DisplayName", "UpVotes", "DownVotes"), (
    ("1", "Ada", "40", "3"), ("2", "Brook", "12", "9"), ("3", "Cyd", "25", "1"),
))


def test_a_word_joining_a_two_word_header_names_it(judge):
    """"upvotes" names the column ``UpVotes`` (its two header words run together), so the comparison is decided."""
    true, false = "Ada has cast more upvotes than Cyd.", "Ada has cast fewer upvotes than Cyd."
    kept, caught = judge.verify(true, [VOTERS]), judge.verify(false, [VOTERS])
    assert (kept.status, kept.score) == ("ok", 1.0), kept.evidence
    assert (caught.status, caught.score) == ("ok", 0.0), caught.evidence
