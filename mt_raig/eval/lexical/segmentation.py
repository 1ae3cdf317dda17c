"""Sentences, claims and topics of an insight, and whether a piece of text only restates the question.

Claims are sentences split further into clauses where a new subject starts
(see :func:`split_claims`); a comparison ("A is 13.4 points higher than B") is
never split. Topics are clauses split at ";", ":", dashes and before a
comma-led connective or "while/whereas/but/although".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from mt_raig.numbers import find_mentions

from .lexicon import MAYBE_FINAL, NEVER_FINAL, STOPWORDS, stem
from .subjects import attach_subjects, subjectless

MIN_TOPIC_WORDS = 3
ECHO_NOVELTY = 0.2  # at most this share of a claim's content words may be new for it to restate the question

_SENTENCE_END = re.compile(r"[.!?]+[\"'”’)\]]*(?=\s)")
_LIST_MARKER = re.compile(r"^\s*(?:\d{1,3}[.)]|[-*•])\s+", re.M)
_INITIALS = re.compile(r"(?:[A-Za-z]\.)*[A-Za-z]")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’]*|\d+(?:[.,]\d+)*")

_STRONG = r"\s*;\s+|\s+[—–-]{1,2}\s+|\s*—\s*|:\s+"
CLAIM_LEVELS = [
    re.compile(_STRONG),
    re.compile(r",\s+"),
    # no split at "than", "versus", "compared with": a comparison is one claim
    re.compile(r"\s+(?:and|but|while|whereas|to)\s+"),
]
SEGMENT_SEPARATOR = re.compile("|".join(p.pattern for p in CLAIM_LEVELS))
TOPIC_LEVELS = [
    re.compile(_STRONG),
    re.compile(
        r",\s+(?=(?:and|but|while|whereas|although|though|yet|so|which|who|whose|suggesting|indicating|"
        r"reflecting|pointing|showing|making|meaning|followed)\b)"
    ),
    re.compile(r"\s+(?=(?:while|whereas|but|although)\s)"),
]
Spans = Sequence[tuple[int, int]]


def split_sentences(text: str, protected: Spans = ()) -> list[tuple[int, int]]:
    """Sentence spans of ``text``: line breaks and list markers always split.

    A period after "U.S.", "e.g." or inside "5,706.0" does not end a sentence;
    after "Inc." only before an upper-case word. ``protected`` spans (table cell
    strings found in the text) are never split.
    """
    spans: list[tuple[int, int]] = []
    for line in re.finditer(r"[^\n]+", text):
        start, stop = line.start(), line.end()
        marker = _LIST_MARKER.match(text, start)
        if marker and marker.end() <= stop:
            start = marker.end()
        cut = start
        for m in _SENTENCE_END.finditer(text, start, stop):
            end = m.end()
            if any(s < end < e for s, e in protected) or not _ends_sentence(text, m.start(), end, stop):
                continue
            spans.append((cut, end))
            cut = end
        spans.append((cut, stop))
    return [(s + len(text[s:e]) - len(text[s:e].lstrip()), e) for s, e in spans if text[s:e].strip()]


def _ends_sentence(text: str, punct: int, end: int, stop: int) -> bool:
    nxt = text[end:stop].lstrip()
    if not nxt:
        return True
    if text[punct] != ".":
        return not nxt[0].islower()
    found = re.search(r"[\w.]*$", text[max(0, punct - 40):punct])
    word = found.group(0)
    possessive = found.start() > 0 and text[max(0, punct - 40):punct][found.start() - 1] in "'’"
    if word and not possessive and _INITIALS.fullmatch(word) and (len(word) == 1 or "." in word):
        return False  # "U.S.", "J. Smith"
    low = word.lower()
    if low in NEVER_FINAL:
        return False
    if low in MAYBE_FINAL:
        return nxt[0].isupper()
    return not nxt[0].islower()


def split_at(text: str, pattern: re.Pattern, protected: Spans) -> list[tuple[str, str, int]]:
    """(piece, separator before it, piece start) triples, skipping separators inside protected spans."""
    pieces, cut, sep = [], 0, ""
    for m in pattern.finditer(text):
        a, b = m.start(), m.end()
        if a == 0 or any(s < b and a < e for s, e in protected):
            continue
        pieces.append((text[cut:a], sep, cut))
        cut, sep = b, m.group(0)
    pieces.append((text[cut:], sep, cut))
    return pieces


def clean(text: str) -> str:
    return text.strip().strip(",;:").strip()


def split_claims(insight: str, name_spans: Callable[[str], list[tuple[int, int]]]) -> list[str]:
    """The claims of ``insight``: sentences, then clauses where a new subject starts.

    ``name_spans(text)`` gives the spans of table values named in ``text``. A
    new claim starts where the right piece names a table value and the left
    piece has numbers of its own ("X had 3.1%, while Y had 4.2%"), or where both
    only name values (a list of names). Numbers without a name of their own stay
    with the name before them ("Virgin America, which rose to 74.2%").
    """
    protected = name_spans(insight)
    claims: list[str] = []
    for s, e in split_sentences(insight, protected):
        inner = [(a - s, b - s) for a, b in protected if a >= s and b <= e]
        sentence, spans, cut = insight[s:e], [], 0
        for piece in _split_claim(sentence, 0, inner, name_spans):
            piece = clean(piece)
            if piece:
                at = sentence.index(piece, cut)  # pieces are spans of the sentence, in order
                spans.append((at, at + len(piece)))
                cut = at + len(piece)
        claims.extend(clean(sentence[a:b]) for a, b in attach_subjects(sentence, spans, name_spans))
    return claims


def _split_claim(text: str, level: int, protected: Spans, name_spans) -> list[str]:
    if level == len(CLAIM_LEVELS):
        return [text]
    merged: list[tuple[str, int]] = []
    for piece, sep, start in split_at(text, CLAIM_LEVELS[level], protected):
        if merged and not _may_split(merged[-1][0], piece, name_spans):
            merged[-1] = (merged[-1][0] + sep + piece, merged[-1][1])
        else:
            merged.append((piece, start))
    out = []
    for piece, start in merged:
        sub = [(a - start, b - start) for a, b in protected if a >= start and b <= start + len(piece)]
        out.extend(_split_claim(piece, level + 1, sub, name_spans))
    return out


def _has_number(text: str, name_spans) -> bool:
    spans = name_spans(text)
    return any(not any(s <= m.start and m.end <= e for s, e in spans) for m in find_mentions(text))


def _may_split(left: str, right: str, name_spans) -> bool:
    if re.match(r"\s*(?:than|compared|versus|vs\.?)\b", right) or re.search(r"\b(?:than|between|from)\s*$", left):
        return False
    if not name_spans(right) or subjectless(right, name_spans):  # "..., the 1952 leader, gained only 7.7 years"
        return False
    if re.match(r"\s*of\b", right):  # "ExpressJet, of similar size to JetBlue, had ...": no clause starts with "of"
        return False
    if re.search(r"\d%?\s*$", left) and re.match(r"\s*\d", right):
        return False  # "6.6 and 6.5 points in New Jersey": listed numbers share what follows them
    if _has_number(left, name_spans):
        return True
    return bool(name_spans(left)) and not _has_number(right, name_spans)


def topics_of(insight: str) -> list[str]:
    """The clauses of ``insight`` used as topics; fragments under 3 words join the previous topic."""
    topics: list[str] = []
    for s, e in split_sentences(insight):
        pieces = [insight[s:e]]
        for pattern in TOPIC_LEVELS:
            pieces = [p for piece in pieces for p, _, _ in split_at(piece, pattern, ())]
        for piece in pieces:
            piece = clean(piece).rstrip(".!?").strip()
            if not piece:
                continue
            if topics and len(piece.split()) < MIN_TOPIC_WORDS:
                topics[-1] = topics[-1] + ", " + piece
            else:
                topics.append(piece)
    return topics


def content_stems(text: str) -> list[str]:
    """Stems of the words of ``text`` that carry content (stopwords and meta words such as "table" left out)."""
    return [stem(w) for w in (m.group(0).lower() for m in _WORD.finditer(text)) if w not in STOPWORDS and not w[0].isdigit()]


def restates_question(text: str, question: str | None) -> bool:
    """Whether ``text`` is a question, or adds nothing to ``question``: no new number and few new content words.

    >>> restates_question("Which carriers had the most delays?", None)
    True
    >>> q = "Which carriers had the most delays and cancellations?"
    >>> restates_question("This analysis looks at which carriers had the most delays and cancellations.", q)
    True
    >>> restates_question("ExpressJet had the most cancellations, 2817.", q)
    False
    """
    stripped = text.strip()
    if stripped.endswith("?"):
        return True
    if not question:
        return False
    asked = {m.number.value for m in find_mentions(question)}
    if any(m.number.value not in asked for m in find_mentions(text)):
        return False
    words = content_stems(text)
    if not words:
        return True
    known = set(content_stems(question)) | {stem(w) for w in "look looks examine examines explore explores discuss discusses address addresses consider considers answer answers".split()}
    novel = [w for w in words if w not in known]
    return len(novel) <= ECHO_NOVELTY * len(words)
