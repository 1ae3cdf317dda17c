"""The ``lexical`` proxy judge: deterministic, LLM-free MT-RAIG Eval steps.

It is a *proxy*: cheap, offline and reproducible, for the embedded default and
as a pre-screen, never a replacement for the LLM judge (results carry
``proxy: True`` and are never mixed with LLM-judge scores).

    >>> from mt_raig.eval.lexical import LexicalJudge
    >>> from mt_raig.tables import Table
    >>> t = Table("t", "carriers", ("name", "flights", "cancelled"), (("Virgin America", "5162", "31"), ("Envoy Air", "26397", "1234")))
    >>> judge = LexicalJudge()
    >>> [judge.verify(c, [t]).score for c in ("Virgin America cancelled 31 flights", "Virgin America cancelled 31% of its flights",
    ...                                       "Virgin America had more cancellations than Envoy Air")]
    [1.0, 0.0, 0.0]

Modules: :mod:`.segmentation` (sentences, claims, topics, question echoes),
:mod:`.index` (table matching: rows, columns, joins, derivations),
:mod:`.values` (a claim's values and the rows holding them), :mod:`.grouping`
(which values share a row), :mod:`.relations` (negation, trends, gaps, and the
dispatch to :mod:`.comparisons` and :mod:`.ranks`, on :mod:`.checks`),
:mod:`.judge` (the :class:`LexicalJudge`), :mod:`.lexicon` (word lists).

Faithfulness
    Claims are sentences split into clauses where a new subject starts (a
    table name after numbers, or a list of names); a comparison ("A is 13.4
    points higher than B") stays one claim. A question, or a claim that only
    restates the item's question (no new number, at most 20% new content
    words), is ``skipped``: an insight that echoes the question has no
    verifiable claim and scores 0.

    A claim's values are named values (table cell strings, or an unambiguous
    leading part of one), dates, durations ("2:11:45", "2 hours 11 minutes")
    and numbers written in digits. Each number must come from the column its
    nearby header words name ("cancelled 31 flights" is the ``cancelled``
    cell), with a compatible unit ("20.0 hours" is not a delay of 20.0 that a
    ``delay`` column holds in minutes; percent never matches a count column;
    ``*_thousands`` scales; bounds such as "more than", "about"). Numbers in
    id-like columns (``Year``, ``series``, ``episode``, ``month``, 1..n
    counters) and in titles only *locate* a row ("in 2007", "episode 3");
    they are never evidence for a quantity.

    The claim is supported (1.0) when all its values are in ONE row, or in rows
    of different tables joined on a shared key cell (``join_rows``), or in one
    row per name ("A and B had 3.1 and 4.2"), or, for one entity at several
    locators ("67.4 in 1952 and 80.7 in 2007"), in the row each locator names
    (never the same entity's row in a parallel table of another year); a number in no row may be
    derived from those rows (``derived``: difference, sum, ratio, percentage,
    percent change, column sum or mean), AND every relation it states holds:
    comparisons and their direction (A's value vs B's in the named column),
    superlatives (max/min, or the n-th, of the column over the rows of the
    table shown), trends ("rose from X to Y"), stated gaps ("13.4 points
    higher", "a gap of 18.5 minutes", "2.5 times") computed from the two
    values compared. "no cancellations" is the value 0. A negated claim ("did
    not", "never" before a number or a comparison) holds when what it negates
    does not. Otherwise the claim scores 0.0; a claim with no checkable value
    is ``skipped``. Evidence names tables, 1-based rows, the grouping, the
    derivation and each relation checked.

What it still cannot judge (left unchecked, so the claim stands on its values)
    numbers written as words; units the table does not state except by
    convention (a ``delay``/``air_time`` column is read as minutes, ``age``
    and life expectancy as years; any other unit is accepted); superlatives
    and comparisons whose quantity is not a column (a change, a rate computed
    from two columns, "the most punctual", "the biggest gain"), whose subject
    is only after the superlative, or that the tables disagree on; "better"
    and "worse" where a lower value is better outside a small word list
    (delays, cancellations, mortality, ranks, race times); scopes narrower than
    the table ("among the regional carriers") unless the names are listed
    with "among"; causal and explanatory statements; negations far from any
    number; hedges ("among the lowest"); aggregates outside the derivation
    rules; a value that is wrong but equals another cell of the column its
    words name in the same row. Header words it reads are English; synonyms beyond
    its small lexicon ("income" for ``GDP_per_capita``) are not known.

Completeness
    Topics are the insight's clauses (sentences split at ";", ":", dashes and
    before a comma-led connective or "while/whereas/but/although"); fragments
    under 3 words join the previous topic, and clauses that only restate the
    question are dropped (an echo has no topic). Matching is bidirectional: a
    topic on either side is matched when its best cosine similarity to the
    other side, with the MiniLM sentence embedder, is at least ``topic_threshold``.
"""

from .judge import (
    DEFAULT_TOPIC_THRESHOLD,
    EMBEDDER_ID,
    LEXICAL_VERSION,
    LexicalError,
    LexicalJudge,
    resolve_embedder,
)
from .segmentation import restates_question, split_sentences, topics_of

__all__ = [
    "DEFAULT_TOPIC_THRESHOLD", "EMBEDDER_ID", "LEXICAL_VERSION", "LexicalError", "LexicalJudge", "resolve_embedder",
    "restates_question", "split_sentences", "topics_of",
]
