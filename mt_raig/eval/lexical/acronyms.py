"""Column headers written as acronyms and the words a writer uses for them: "home runs" for ``HR``, "goals
against" for ``GA``, "earned run average" for ``ERA``, "gross domestic product" for ``GDP``.

The judge finds a number's column by the header words near it, so a claim that spells an acronym out names no
column. Before a claim is read, each run of two to four lower-case words whose initials spell an acronym header
of the item's tables (a whole header of 2-4 capitals: ``HR``, ``GF``; not ``Pts``, not ``HS_graduates_pct``; or a word of
3-4 consonants in a header: "gross state product" for ``gsp_1986_musd``) is
replaced by that acronym, padded with spaces to the run's length so every position in the claim stays where it
was. No word of the run but the last may be a stopword, comparative, superlative or ordinal ("his record",
"goals and", "higher share" are no ``HR``, ``GA``, ``HS``), the last only "for", "in", "on", "off" or "against"
("goals for", "runs batted in"; not before a name or a determiner: "14 goals for Djurgården"); an acronym that is an ordinary short word ("AT", "IN", "OR") is never one.
The verdict keeps the claim as written. The same way, a run of capitalised words after "the" whose initials are a
short header word is written as those initials ("the United Nations" for ``un_member_since``), and a hyphenated word whose parts run together are a header word
("sit-ups" for ``situps``, "chin-ups" for ``chins`` is not) is written run together, padded with a space.

    >>> from mt_raig.tables import Table
    >>> from mt_raig.eval.lexical.index import index_of
    >>> t = Table("b", "batting", ("player", "HR", "RBI"), (("Judge", "58", "144"),))
    >>> spelled_out("Judge hit 58 home runs and drove in 144 runs batted in.", index_of((t,)))
    'Judge hit 58 HR        and drove in 144 RBI           .'
"""

from __future__ import annotations

import re

from .headers import YEAR_IN_HEADER
from .index import GLUED_CODE, TableIndex, code_word, header_words
from .lexicon import COMPARATIVES, ORDINALS, POLAR_COMPARATIVES, POLAR_SUPERLATIVES, STOPWORDS, SUPERLATIVES, stem
from .units import unit_of

_ORDINARY = frozenset("a an as at be by do go he if in is it me my no of on or so to up us we am".upper().split())
_WORD = re.compile(r"[a-z]+")
_TITLED = re.compile(r"(?<=\bthe )(?:[A-Z][a-z]+ ){1,3}[A-Z][a-z]+(?![\w-])")  # "the United Nations", "the European Union"
_COMPOUND = re.compile(r"\b([A-Za-z]+)-([A-Za-z]+)\b")
_RELATION = frozenset({*COMPARATIVES, *SUPERLATIVES, *POLAR_COMPARATIVES, *POLAR_SUPERLATIVES, *ORDINALS})  # "higher share" is no HS
_LAST = frozenset({"for", "in", "on", "off", "against"})  # "goals for" (GF), "runs batted in" (RBI)


def _acronyms(index: TableIndex) -> frozenset[str]:
    found = set()
    for t in index.tables:
        for h in t.header:
            w = h.strip(" .%#")
            if 2 <= len(w) <= 4 and w.isalpha() and w.isupper() and w not in _ORDINARY:
                found.add(w)
            found.update(x.upper() for x in header_words(h) if len(x) in (3, 4) and not set(x) & set("aeiouy"))  # "gsp_1986_musd"
    return frozenset(found)


def _run_together(claim: str, index: TableIndex) -> str:
    """"sit-ups" as "situps " where a header has the word ``situps`` (same length: positions stay)."""
    heads = {stem(w) for t in index.tables for h in t.header for w in header_words(h)}
    return _COMPOUND.sub(lambda m: (m.group(1) + m.group(2) + " ") if stem((m.group(1) + m.group(2)).lower()) in heads else m.group(0), claim)


def _named_bodies(claim: str, index: TableIndex) -> str:
    """"the United Nations" as "the UN" where a header has the word ``un`` (``un_member_since``; a run of two to four
    capitalised words after "the" whose initials are a 2-4 letter header word), padded to the run's length."""
    heads = {w for t in index.tables for h in t.header for w in re.split(r"[\W_]+", h.lower()) if 2 <= len(w) <= 4 and w.isalpha()}

    names = index.name_spans(claim)

    def initials(m: re.Match) -> str:  # never a name of the tables ("Shohei Ohtani" is no ``SO``)
        letters = "".join(w[0] for w in m.group(0).split()).upper()
        named = any(a < m.end() and m.start() < b for a, b in names)
        return letters.ljust(len(m.group(0))) if letters.lower() in heads and not named else m.group(0)
    return _TITLED.sub(initials, claim) if heads else claim


def spelled_out(claim: str, index: TableIndex) -> str:
    """The claim with each spelled-out acronym of a header replaced in place (module docstring)."""
    claim = _run_together(claim, index) if "-" in claim else claim
    claim = _named_bodies(claim, index)
    claim = _glued_numbers(claim, index)
    wanted = _acronyms(index)
    if not wanted:
        return claim
    words = [(m.start(), m.end(), m.group(0)) for m in _WORD.finditer(claim)]
    out, k = claim, 0
    while k < len(words):
        for n in (4, 3, 2):
            run = words[k:k + n]
            if len(run) < n or any(w in STOPWORDS or w in _RELATION for _, _, w in run[:-1]) or run[-1][2] in STOPWORDS and run[-1][2] not in _LAST:
                continue
            if run[-1][2] in _LAST and re.match(r"\s+(?:[A-Z]|(?:the|a|an|his|her|their|its|each|every)\b)", claim[run[-1][1]:]):
                continue  # "14 goals for Djurgården", "goals for the champions": a preposition, not GF
            if any(claim[a[1]:b[0]] != " " for a, b in zip(run, run[1:])):
                continue
            if any(claim[s - 1:s].isalpha() or claim[e:e + 1].isalpha() for s, e, _ in (run[0], run[-1])):
                continue
            letters = "".join(w[0] for _, _, w in run).upper()
            if letters in wanted:
                start, end = run[0][0], run[-1][1]
                out = out[:start] + letters.ljust(end - start) + out[end:]
                k += n
                break
        else:
            k += 1
    return out


def _glued_numbers(claim: str, index: TableIndex) -> str:
    """"the S&P 500" of a header ``sp500_return``: a name whose letters and number a header writes glued together is
    written as the header's letters ("sp", padded), so it names that column and its number is no value."""
    glued = {(m.group(1), m.group(2)) for t in index.tables for h in t.header for m in GLUED_CODE.finditer(h.lower())
             if m.group(1) != "per"}  # never a rate's base ("deaths_per_100_million_vehicle_miles": "per 100 million" is the base)
    if not glued:
        return claim
    shared = {a for a, d in glued if any(b == a and e != d for b, e in glued)}  # ``cfc11_ppt`` beside ``cfc12_ppt``: "CFC-11" is
    # "cfcbb" (:func:`code_word`), never the letters both share

    def written(m: re.Match) -> str:
        letters = re.sub(r"[^a-z]", "", m.group(1).lower())
        word = code_word(letters, m.group(2)) if letters in shared else letters
        return word.ljust(len(m.group(0))) if (letters, m.group(2)) in glued and not YEAR_IN_HEADER.fullmatch(m.group(2)) \
            and unit_of(m.group(0)) is None else m.group(0)  # (never a unit: "14 km2" of ``area_km2``)
    return re.sub(r"(?<![\w&.])([A-Za-z][A-Za-z&.]*)[ -]?(\d+)\b(?![.,]\d)", written, claim)

