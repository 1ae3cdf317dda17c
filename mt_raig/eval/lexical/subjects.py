"""Whose clause is it: the subject a clause takes from the clauses before it, so that a claim carries its subject.

Claims are split where a new subject starts (:func:`.segmentation.split_claims`). Two kinds of clause
have no subject of their own, and splitting them off leaves a claim that names the wrong entity or none:

- a clause that starts with its verb ("..., the 1952 leader, gained only 7.7 years", "series 3, won by
  John Whaite, grew fastest") or with a singular possessive ("the United States at 42952, yet its life
  expectancy of 78.2 was lower than Chile's"): its subject is the clause before it, so no claim starts
  there (:func:`subjectless`);
- a clause that refers back to several subjects at once ("Virgin America cancelled 31 of its 5162 flights
  and Delta just 349 of 48110, their average arrival delays stayed at 1.8 and 1.6 minutes"; "New Jersey at
  about 2.8, Connecticut at about 2.7 and New York at about 2.7, all voted for Clinton, with 55.5%, 54.6%
  and 59.0% respectively"; "together these three account for 50.6%"): its claim takes in the claims of
  the same sentence before it until it names as many entities as the clause refers to (the count written,
  "these three", "both"; else the length of its longest list of numbers; else every short "name (number)"
  item of the list just before it) (:func:`attach_subjects`). When the sentence before it does not name
  that many, nothing is merged;
- a claim naming fewer entities than the list of numbers after them ("Romania and Turkey formed a lower
  tier, with 75.6, 72.5 and 71.8 years" after "In 2007 Poland"): it takes in as many short list items
  before it (one name, at most two numbers) as it lacks, and only those.

A merged claim is still a span of the insight, and is judged as any other claim: every value in it must
be supported, paired by name and list position as usual.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from mt_raig.numbers import find_mentions

Spans = list[tuple[int, int]]
_COUNTS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split()) if i >= 2}

# A clause that opens with its verb (after an optional connective and adverb) has the previous clause's subject.
_LEAD = re.compile(r"\s*(?:(?:and|but|yet|then|so)\s+)?(?:(?:also|still|only|then|later|further|thereby|even)\s+)?([a-z]+)\b")
_IRREGULAR = frozenset(
    """won grew drew fell rose had has was were is are led set made took kept held hit gave saw ran came went became
    began stood lost beat sold built flew remains remained stays leads trails trailed""".split()
)
# Participles that introduce a new entity of their own ("followed by JetBlue (54635)"), or a comparison, never a verb
# of the previous subject for this rule.
_NOT_VERBS = frozenset("followed compared including excluding based indeed hundred united limited".split())

# A plural reference back to the subjects before it, at the start of a clause.
_BACK = re.compile(
    r"(?:^|[,;]\s+|\b(?:and|but|so|yet|which|while)\s+)(?:together\s+)?(?P<word>all|both|they|their|these|those|each|together)\b"
    r"(?:\s+(?P<count>[a-z]+|\d+)\b)?",
    re.I,
)
_LIST = re.compile(r"(?:\d[\d,.]*%?\s*,\s*)*\d[\d,.]*%?\s*,?\s+(?:and|or)\s+\d[\d,.]*%?")


def subjectless(piece: str, name_spans: Callable[[str], list[tuple[int, int]]]) -> bool:
    """Whether ``piece`` opens with a verb, before any table value: its subject is the clause before it."""
    m = _LEAD.match(piece)
    if m is None:
        return False
    word = m.group(1)
    if word in ("its", "his", "her"):  # "..., yet its life expectancy of 78.2 was lower than Chile's": the subject is before
        return not any(s < m.end() for s, _ in name_spans(piece))
    if word in _NOT_VERBS:
        return False
    if not (word in _IRREGULAR or (len(word) >= 5 and word.endswith("ed"))):
        return False
    return not any(s < m.end() for s, _ in name_spans(piece))


def attach_subjects(sentence: str, spans: Sequence[tuple[int, int]], name_spans: Callable[[str], list[tuple[int, int]]]) -> Spans:
    """The claim spans of one sentence, each claim that refers back to several subjects, or names fewer entities
    than its list of numbers, merged with the claims before it that name them (see the module docstring); spans
    in order, none overlapping."""
    out: Spans = []
    for a, b in spans:
        text = sentence[a:b]
        back = next((m for m in _BACK.finditer(text) if m.start() > 0), None)
        names = name_spans(text)
        listed = _longest_list(text[names[-1][1]:]) if names else 0
        if not out or (back is None and listed <= len(names)):
            out.append((a, b))
            continue
        if back is None:  # "X (61.8 seats) and Y (67.4 seats), recorded 67.9% and 74.4%": fewer names than the list after them
            need, have = listed, len(names)
            if len(out) < need - have or not all(_item(sentence[x:y], name_spans) for x, y in out[-(need - have):]):
                out.append((a, b))
                continue
        else:
            need = _needed(text, back)
            have = len(name_spans(text[: back.start()]))
        take = 0
        if need:
            while take < len(out) and have < need:
                take += 1
                have += len(name_spans(sentence[out[-take][0]:out[-take][1]]))
            if have != need:
                take = 0
        else:  # "X (205.8), Y (194.4) and Z (186.9), all achieved ...": every short list item just before it
            while take < len(out) and _item(sentence[out[-take - 1][0]:out[-take - 1][1]], name_spans):
                take += 1
        if take:
            a = out[-take][0]
            del out[-take:]
        out.append((a, b))
    return out


def _needed(clause: str, back: re.Match) -> int:
    """How many subjects a back reference needs: the count written ("these three", "both"), else the length of
    the claim's longest list of numbers ("with 55.5%, 54.6% and 59.0% respectively"), else 0 (unknown)."""
    count = (back.group("count") or "").lower()
    if count.isdigit():
        return int(count)
    if count in _COUNTS:
        return _COUNTS[count]
    if back.group("word").lower() == "both":
        return 2
    return _longest_list(clause)


def _longest_list(text: str) -> int:
    """The length of the longest list of numbers in ``text`` ("55.5%, 54.6% and 59.0%": 3), 0 with none."""
    lists = [len(find_mentions(m.group(0))) for m in _LIST.finditer(text)
             if not re.search(r"\b(?:between|from)\s+$", text[: m.start()])]  # "between 77.5% and 81.2%" is a range
    return max(lists, default=0) if max(lists, default=0) >= 2 else 0


def _item(text: str, name_spans) -> bool:
    """A short list item: one table value and at most two numbers ("United Air Lines Inc. (194.4)", "Pennsylvania
    with 12702379 people and 20 votes")."""
    names = name_spans(text)
    return len(names) == 1 and len(find_mentions(text)) <= 2 and len(re.split(r"[:;]\s", text)[-1].split()) <= 16  # after an intro
