"""Reading judge replies: numbered lists, 0/1 verdicts, topic-index subsets, JSON objects.

Every parser either returns a value or raises :class:`ReplyParseError` with the
reason; nothing is guessed. The faults these fix (seen in the reference
implementation): a list item ending in a number ("... was 5,706." or "reached
3.") was split or truncated because items were split on every "<digits>.";
topic indices were neither deduplicated nor range-checked, so P or R could
exceed 1. Verdicts are read two ways: :func:`official_vote` is the authors'
published rule (the ``official`` mode), :func:`parse_verdict` the strict one
(the ``strict`` mode and greedy/evidence verdicts).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from mt_raig.llm.calls import ReplyError


class ReplyParseError(ReplyError):
    """A judge reply that does not have the expected form; ``reason`` says why."""


def first_text(c) -> str:
    """The first sequence of a completion, or :class:`ReplyParseError` when it holds none (a reply without
    choices must never be read as an empty answer, nor crash a parser with an IndexError).

        >>> from mt_raig.llm.base import Completion
        >>> first_text(Completion(texts=["1"]))
        '1'
        >>> first_text(Completion(texts=[]))
        Traceback (most recent call last):
        ...
        mt_raig.eval.parsing.ReplyParseError: the reply holds no text
    """
    if not c.texts or not isinstance(c.texts[0], str):
        raise ReplyParseError("the reply holds no text")
    return c.texts[0]


REFUSAL = re.compile(
    r"^\s*(i'?m sorry|i am sorry|sorry,|i cannot|i can'?t|i can not|i am unable|i'?m unable|as an ai|unfortunately,? i)",
    re.IGNORECASE,
)
# A list marker at the start of a line: "1." "1)" "(1)" "1:" "- " "* " "• ", optionally inside markdown bold.
_LINE_ITEM = re.compile(r"^\s*(?:\*\*)?(?:\(?(\d{1,3})[.):]|([-*•+]))(?:\*\*)?\s+(?=\S)")
_INLINE_MARKER = re.compile(r"(?:^|(?<=\s))(\d{1,3})[.)]\s+(?=\S)")


def is_refusal(text: str) -> bool:
    return bool(REFUSAL.match(text))


def is_abstention(text: str) -> bool:
    """A short reply that only declines to answer ("I'm sorry, I cannot ...", no number in it): the system abstained.

        >>> is_abstention("I'm sorry, but the tables do not contain this information."), is_abstention("Sorry, 5 of 7 won.")
        (True, False)
    """
    return is_refusal(text) and len(text.split()) <= 60 and not re.search(r"\d", text)


def _clean_item(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
        text = text[1:-1].strip()
    return text


def parse_numbered_list(text: str) -> list[str]:
    """Items of a numbered or bulleted list, in order, exact duplicates (case/space-insensitive) removed.

    An item starts only at a list marker at the start of a line, so a number at
    the end of an item ("... was 5,706.") never starts a new one; lines that
    follow an item without a blank line continue it (multi-line items); text
    before the first item (a header such as "Decomposed claim set:") and after a
    blank line that ends the list is dropped. When the whole list is on one line
    ("1. a. 2. b."), it is split at markers numbered 1, 2, 3, ... in sequence only.
    Raises :class:`ReplyParseError` for an empty reply, a refusal, or no items.
    """
    if not text or not text.strip():
        raise ReplyParseError("empty reply")
    items: list[str] = []
    current: list[str] | None = None
    ended = False
    numbered_lines = 0
    for line in text.splitlines():
        m = _LINE_ITEM.match(line)
        if m:
            numbered_lines += 1
            if current is not None:
                items.append(" ".join(current))
            current = [line[m.end():]]
            ended = False
        elif not line.strip():
            if current is not None:
                ended = True
        elif current is not None and not ended:
            current.append(line)
    if current is not None:
        items.append(" ".join(current))
    if numbered_lines == 1 and len(items) == 1:
        # Possibly a one-line list: "1. A was 3. 2. B was 5."; split at in-sequence markers only.
        first = _LINE_ITEM.match(text.strip())
        if first and first.group(1) == "1":
            items = _split_inline(text.strip()) or items
    if not items:
        if is_refusal(text):
            raise ReplyParseError("refusal", text)
        raise ReplyParseError("no list items", text)
    out, seen = [], set()
    for it in items:
        it = _clean_item(it)
        key = it.casefold()
        if it and key not in seen:
            seen.add(key)
            out.append(it)
    if not out:
        raise ReplyParseError("only empty list items", text)
    return out


def _split_inline(text: str) -> list[str]:
    starts, expected = [], 1
    for m in _INLINE_MARKER.finditer(text):
        if int(m.group(1)) == expected:
            starts.append((m.start(), m.end()))
            expected += 1
    if len(starts) < 2:
        return []
    ends = [s for s, _ in starts[1:]] + [len(text)]
    return [text[e:end] for (_, e), end in zip(starts, ends)]


_FIRST_NUMBER = re.compile(r"\b\d+(?:\.\d+)?\b")


def official_vote(text: str) -> float | None:
    """One sample's vote as the authors' code reads it: the first number in the reply.

    No number at all is a 0 vote; a number outside [0, 1] (``"2"``, ``"10"``) is
    no vote (None, left out of the claim's mean); a number inside counts as
    itself (``"0.5"`` is half a vote, as in the authors' G-Eval-style parser).

        >>> [official_vote(t) for t in ["1", " 0.", "Verification: 1", "faithful", "2", "0.5", "1/1"]]
        [1.0, 0.0, 1.0, 0.0, None, 0.5, 1.0]
    """
    m = _FIRST_NUMBER.search(text or "")
    value = float(m.group()) if m else 0.0
    return value if 0.0 <= value <= 1.0 else None


_VERDICT_WORDS = {"yes": 1, "no": 0, "true": 1, "false": 0}
_VERDICT = re.compile(r"^(0|1)(?:\.0+)?(?![\d.]*\d)")


def parse_verdict(text: str, allow_words: bool = False) -> int:
    """A 0/1 verdict from a short reply: "1", " 0", "1.0", "**1**", "Verification: 0", "1 - the claim ...".

    "yes"/"no" (and "true"/"false") are read only when ``allow_words`` (the
    prompt allowed them). Anything else ("2", "10", "0.5", "faithful", an empty
    reply) raises :class:`ReplyParseError`: an invalid answer is not a 0.
    """
    if not text or not text.strip():
        raise ReplyParseError("empty reply")
    s = text.strip()
    s = re.sub(r"^(?:verification|verdict|answer|output)\s*[:=]\s*", "", s, flags=re.IGNORECASE)
    s = s.lstrip("*_`\"'([ ").strip()
    m = _VERDICT.match(s)
    if m:
        return int(m.group(1))
    if allow_words:
        w = re.match(r"[a-zA-Z]+", s)
        if w and w.group(0).lower() in _VERDICT_WORDS:
            return _VERDICT_WORDS[w.group(0).lower()]
    if is_refusal(text):
        raise ReplyParseError("refusal", text)
    raise ReplyParseError("not a 0/1 verdict", text)


@dataclass
class IndexSet:
    """0-based topic indices read from a reply, with what was dropped and why."""

    indices: list[int]
    out_of_range: list[int] = field(default_factory=list)  # as written (1-based)
    duplicates: list[int] = field(default_factory=list)  # as written (1-based)


_NONE_WORDS = re.compile(r"^\W*(none|empty|no (?:topics?|matches?)|n/?a|nothing|\[\s*\]|\{\s*\}|-)\W*$", re.IGNORECASE)


def parse_indices(text: str, n: int) -> IndexSet:
    """1-based topic numbers ("[1, 2, 5]", "1, 3", "Topic 2 and 4", one per line) -> 0-based indices.

    Duplicates are dropped, numbers outside 1..n are dropped; both are returned
    for counting. A list of lines ("1. Attendance in 1968") takes only each
    line's leading number. "None"/"[]" is an empty (valid) set. Text with no
    number at all raises :class:`ReplyParseError`.
    """
    s = text.strip()
    if not s or _NONE_WORDS.match(s):
        if not s:
            raise ReplyParseError("empty index list")
        return IndexSet([])
    line_nums = [m.group(1) for line in s.splitlines() if (m := _LINE_ITEM.match(line)) and m.group(1)]
    raw = [int(x) for x in (line_nums if len(line_nums) >= 2 else re.findall(r"(?<![\d.])\d+(?![\d.]*\d)", s))]
    if not raw:
        raise ReplyParseError("no topic numbers", text)
    return index_set(raw, n)


def index_set(raw: list, n: int) -> IndexSet:
    """1-based topic numbers -> 0-based indices, with out-of-range and repeated numbers set aside."""
    if not all(isinstance(k, int) and not isinstance(k, bool) for k in raw):
        raise ReplyParseError("topic numbers must be integers", str(raw)[:200])
    out, seen, bad, dup = [], set(), [], []
    for k in raw:
        if not 1 <= k <= n:
            bad.append(k)
        elif k - 1 in seen:
            dup.append(k)
        else:
            seen.add(k - 1)
            out.append(k - 1)
    return IndexSet(sorted(out), bad, dup)


_SUBSET_LABEL = re.compile(r"(?:matched\s+)?(?:topic\s+)?subset\s+of\s+(?:topic\s+set\s+)?([AB])\b\s*[:\-]?", re.IGNORECASE)
_SET_LABEL = re.compile(r"(?:^|\n)\W*(?:topic\s+)?set\s+([AB])\s*[:\-]", re.IGNORECASE)


def parse_match(text: str, n_a: int, n_b: int) -> tuple[IndexSet, IndexSet]:
    """The two sections of a topic-matching reply: matched subset of A, then of B.

    Sections are found by their labels ("Matched topic subset of A:" ...);
    failing that, a reply of exactly two bracketed lists is read as A then B.
    """
    if not text or not text.strip():
        raise ReplyParseError("empty reply")
    labels = list(_SUBSET_LABEL.finditer(text)) or list(_SET_LABEL.finditer(text))
    sections: dict[str, str] = {}
    for k, m in enumerate(labels):
        end = labels[k + 1].start() if k + 1 < len(labels) else len(text)
        sections.setdefault(m.group(1).upper(), text[m.end():end])
    if set(sections) != {"A", "B"}:
        brackets = re.findall(r"\[[^\[\]]*\]", text)
        if len(brackets) == 2:
            sections = {"A": brackets[0], "B": brackets[1]}
        elif is_refusal(text):
            raise ReplyParseError("refusal", text)
        else:
            raise ReplyParseError("no 'matched subset of A' and 'of B' sections", text)
    return parse_indices(sections["A"], n_a), parse_indices(sections["B"], n_b)


def parse_json_object(text: str) -> dict:
    """The first JSON object in a reply (structured output, possibly wrapped in a code fence)."""
    if not text or not text.strip():
        raise ReplyParseError("empty reply")
    s = text.strip()
    try:
        obj = json.loads(s)
    except json.JSONDecodeError:
        start = s.find("{")
        obj = None
        while start != -1:
            try:
                obj, _ = json.JSONDecoder().raw_decode(s[start:])
                break
            except json.JSONDecodeError:
                start = s.find("{", start + 1)
    if not isinstance(obj, dict):
        raise ReplyParseError("no JSON object", text)
    return obj


def string_list(obj: dict, key: str) -> list[str]:
    """``obj[key]`` as a list of non-empty strings, exact duplicates removed."""
    value = obj.get(key)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ReplyParseError(f"JSON field {key!r} is not a list of strings", json.dumps(obj)[:200])
    out, seen = [], set()
    for v in value:
        v = _clean_item(v)
        if v and v.casefold() not in seen:
            seen.add(v.casefold())
            out.append(v)
    return out
