"""Reply parsing of the LLM judge: lists, verdicts, topic indices (the reference implementation's faults fixed)."""

import pytest

from mt_raig.eval.parsing import (
    ReplyParseError,
    parse_indices,
    parse_json_object,
    parse_match,
    parse_numbered_list,
    parse_verdict,
    string_list,
)


def test_claims_ending_in_numbers_are_neither_split_nor_truncated():
    reply = (
        "Decomposed claim set:\n"
        "1. Virgin America flew 5,706 flights.\n"
        "2. ExpressJet's on-time rate reached 3.\n"
        "3. Delta's average arrival delay was 1.6 minutes in 2013.\n"
    )
    assert parse_numbered_list(reply) == [
        "Virgin America flew 5,706 flights.",
        "ExpressJet's on-time rate reached 3.",
        "Delta's average arrival delay was 1.6 minutes in 2013.",
    ]


def test_one_line_list_splits_only_at_markers_in_sequence():
    assert parse_numbered_list("1. A was 3. 2. B reached 2.5. 3. C was 5,706.") == ["A was 3.", "B reached 2.5.", "C was 5,706."]


def test_multi_line_items_bullets_preamble_and_trailing_chatter():
    reply = "Here are the claims:\n- The 1988 team began\n  ranked #13.\n* The 1946 team had 2 ranked opponents.\n\nLet me know if you need more."
    assert parse_numbered_list(reply) == ["The 1988 team began ranked #13.", "The 1946 team had 2 ranked opponents."]


def test_markdown_and_parenthesised_markers_and_duplicates():
    reply = "**1.** Alpha rose.\n2) Beta fell.\n(3) alpha rose.\n4: Gamma held."
    assert parse_numbered_list(reply) == ["Alpha rose.", "Beta fell.", "Gamma held."]


@pytest.mark.parametrize("reply, reason", [("", "empty reply"), ("   \n", "empty reply"), ("I'm sorry, but I cannot help with that.", "refusal"), ("The insight is fine.", "no list items")])
def test_unusable_list_replies_are_errors_with_a_reason(reply, reason):
    with pytest.raises(ReplyParseError) as e:
        parse_numbered_list(reply)
    assert e.value.reason == reason


@pytest.mark.parametrize("reply, verdict", [("1", 1), ("0", 0), (" 1\n", 1), ("1.0", 1), ("0.0", 0), ("**1**", 1), ("Verification: 0", 0), ("1 - the claim holds", 1), ("1.", 1), ("'0'", 0)])
def test_verdicts(reply, verdict):
    assert parse_verdict(reply) == verdict


@pytest.mark.parametrize("reply", ["2", "10", "0.5", "1.5", "-1", "yes", "faithful", "", "The claim", "I'm sorry, I can't"])
def test_anything_but_0_or_1_is_invalid_not_zero(reply):
    with pytest.raises(ReplyParseError):
        parse_verdict(reply)


def test_yes_no_only_when_the_prompt_allows_it():
    assert parse_verdict("Yes, it is.", allow_words=True) == 1
    assert parse_verdict("no", allow_words=True) == 0
    with pytest.raises(ReplyParseError):
        parse_verdict("maybe", allow_words=True)


def test_indices_deduplicated_range_checked_and_counted():
    s = parse_indices("[1, 2, 2, 5, 9, 0]", n=5)
    assert s.indices == [0, 1, 4]
    assert s.duplicates == [2]
    assert s.out_of_range == [9, 0]


def test_indices_from_numbered_lines_take_the_leading_number_only():
    s = parse_indices("1. Attendance figures for 1968\n3. Growth in 1969", n=4)
    assert s.indices == [0, 2] and s.out_of_range == []


def test_empty_subset_is_valid_but_no_numbers_is_not():
    assert parse_indices("None", n=3).indices == []
    assert parse_indices("[]", n=3).indices == []
    with pytest.raises(ReplyParseError):
        parse_indices("the attendance topics", n=3)


def test_match_sections_by_label_or_two_lists():
    a, b = parse_match("Matched topic subset of A: [1, 2, 3, 4, 5, 6, 8, 11]\nMatched topic subset of B: [1, 2, 3, 4, 5, 6, 10, 11]", 12, 11)
    assert a.indices == [0, 1, 2, 3, 4, 5, 7, 10] and b.indices == [0, 1, 2, 3, 4, 5, 9, 10]
    a, b = parse_match("[2]\n[1, 1]", 2, 2)
    assert a.indices == [1] and b.indices == [0] and b.duplicates == [1]
    with pytest.raises(ReplyParseError):
        parse_match("Matched topic subset of A: [1]", 2, 2)


def test_json_object_in_a_code_fence_and_string_lists():
    obj = parse_json_object('```json\n{"claims": ["a was 3.", "a was 3.", " b "]}\n```')
    assert string_list(obj, "claims") == ["a was 3.", "b"]
    with pytest.raises(ReplyParseError):
        string_list({"claims": "a"}, "claims")
    with pytest.raises(ReplyParseError):
        parse_json_object("claims: a")
