"""A multiple whose noun has a hyphen (issue 22, item 2; set 28 read in session 22): "Micronesia lists twice as many
time-zone identifiers as Palau" was supported on the two names alone: the "twice as many ... as" pattern took one
word at a time without hyphens, so "time-zone" broke it and no ratio was checked."""

from __future__ import annotations

import pytest
from heldout_pairs import assert_kept_and_caught

from mt_raig.tables import Table

ZONES = Table("pacific_zones", "Three Pacific states and their IANA time-zone identifiers", ("state", "time_zone_count", "population"), (
    ("Micronesia", "3", "113131"), ("Palau", "1", "18058"), ("Kiribati", "3", "131232")))


@pytest.mark.parametrize("true,false", [
    ("Micronesia has three times as many time-zone identifiers as Palau.", "Micronesia has twice as many time-zone identifiers as Palau."),
])
def test_a_hyphenated_noun_in_a_multiple(lexical_judge, true, false):
    assert_kept_and_caught(lexical_judge, [ZONES], true, false)


def test_a_multiple_no_column_reads_is_skipped_not_supported(lexical_judge):
    """"Micronesia has twice as many islands as Palau" names no column: the names alone never support it."""
    capitals = Table("pacific_capitals", "Three Pacific states", ("state", "capital", "population"), (
        ("Micronesia", "Palikir", "113131"), ("Palau", "Ngerulmud", "18058"), ("Kiribati", "Tarawa", "131232")))
    for claim in ("Micronesia has twice as many islands as Palau.", "Micronesia has twice the coastline of Palau."):
        verdict = lexical_judge.verify(claim, [capitals])
        assert verdict.status == "skipped" and "multiple" in verdict.error, claim
