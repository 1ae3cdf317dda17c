"""The checks that judge a whole claim from its rows, tried in order before the relation checks: the first that reads
the claim decides it ("Kladno's unemployment rose ...", "Four of the loans have status A", "totalling 5001", "opened
earlier than account 1"). Each takes ``(claim, values, index)`` and returns ``(Check, values used)`` or None when the
claim is not of its kind. The order matters: a narrower reading ("Only X ...", "three distinct dates", a weekday)
comes before the general count that would also match it (a bound in every year of a span before a change between the
span's two years). :func:`.periods.period_change` reads the claim with its values blanked (:func:`.values.blank_values`)."""

from __future__ import annotations

import re

from .aggregates import aggregate_rows
from .checks import Check
from .boundcounts import bounded_count, zero_count as zero_rows
from .cellpairs import two_cells
from .columnmoves import column_move
from .columnshares import column_share
from .counting import count_rows, every_row
from .decades import decade_check
from .distinct import distinct_count
from .extents import key_extent
from .levelspans import level_span
from .yearsteps import year_step
from .movecounts import moved_count
from .emptycells import empty_cell, empty_count
from .eventcounts import event_count
from .everyspan import every_in_span
from .firsts import first_crossing
from .fixtures import team_season
from .hourly import hourly_reading
from .flags import flag_cell
from .growthrates import growth_comparison
from .intervals import longest_interval
from .heldmonths import held_month
from .negatedcells import negated_cell, zero_count
from .only import only_one
from .percapita import per_head
from .levelchanges import level_change
from .majorities import seat_majority
from .periodgaps import period_gap
from .periodmoves import every_moved, period_superlative
from .periods import period_change
from .phrasecounts import phrase_count
from .ratiopairs import ratio_pair
from .records import held_record
from .relativeranks import relative_superlative
from .rowwise import group_rowwise, rowwise_comparison, rowwise_count
from .signedmoves import signed_move
from .spreads import spread
from .steepest import steepest_step
from .stepcounts import no_step, step_count, steps_from_before, times_past_before
from .totalranks import total_rank
from .rowleaders import row_leads
from .nevercells import never_cells
from .daybefore import day_move
from .meanranks import mean_rank
from .groupmeans import group_mean
from .spanmoves import span_move
from .weekdays import weekday_check
from .yearbefore import on_year_before
from .yeargaps import year_gap

_FIRST_WORD = re.compile(r"\bfirst\b", re.I)


def first_then_gap(claim, values, index):
    """"Methyl chloroform first fell below 300 ppt in 1996, four years after the record begins": the first crossing and
    the gap from the series' first year, both (either alone would decide the claim on half of it)."""
    if _FIRST_WORD.search(claim) is None or (gap := year_gap(claim, values, index)) is None:
        return None  # (no "first": :func:`.yeargaps.year_gap` alone, later in :data:`ROW_CHECKS`, never computed twice)
    kept = [i for i, v in enumerate(values) if i not in gap[1] or v.locator]  # the gap's own count ("four") aside
    first = first_crossing(claim, [values[i] for i in kept], index)
    if first is None:
        return None
    ok = first[0].ok if first[0].ok is not True else gap[0].ok
    used = sorted(set(gap[1]) | {kept[i] for i in first[1]})
    if first[0].ok is True:  # the crossing holds: the gap decides, and is what the evidence leads with
        return Check(gap[0].kind, ok, {**gap[0].detail, "first": first[0].detail}), used
    return Check(first[0].kind, ok, {**first[0].detail, "gap": gap[0].detail}), used


ROW_CHECKS = (team_season, hourly_reading, first_then_gap, level_span, year_step, span_move, every_in_span, every_moved, moved_count, held_record, level_change, on_year_before, day_move, period_gap, period_superlative, mean_rank, group_mean, total_rank, row_leads, never_cells, steepest_step, no_step, times_past_before, steps_from_before, period_change, column_move, empty_cell, empty_count, longest_interval, key_extent, year_gap, event_count, only_one, distinct_count, weekday_check, held_month, decade_check, first_crossing, relative_superlative, growth_comparison, per_head, column_share, ratio_pair, spread, flag_cell, signed_move,
              rowwise_comparison, rowwise_count, group_rowwise, seat_majority, step_count, negated_cell, zero_count, every_row, phrase_count, zero_rows, bounded_count, count_rows, aggregate_rows, two_cells)
