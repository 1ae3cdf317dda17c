"""Two columns of one quantity kept for two sides, told apart by one header word: ``applications_men`` and
``applications_women``, ``success_rate_men_pct`` and ``success_rate_women_pct`` (or a one-word header and its negation,
``vaccinated`` and ``unvaccinated``). A writer names the quantity once and
each side by its word ("Women's success rate in the humanities was higher than men's", "more applications from women
than from men"), so the words after "than" alone ("men's") name every column of that side; the pair is the one whose
side words each part of the claim holds and whose shared words the claim names most.

    >>> from mt_raig.eval.lexical.index import index_of
    >>> from mt_raig.tables import Table
    >>> t = Table("grants", "Grants by field", ("field", "applications_men", "applications_women", "rate_men_pct", "rate_women_pct"),
    ...           (("Physics", "67", "9", "26.9", "22.2"), ("Humanities", "230", "166", "14.3", "19.3")))
    >>> ix = index_of((t,))
    >>> [ix.columns[g].header for g in sided_pair(ix, "Women's success rate in the humanities was higher", "men's")[1:]]
    ['rate_women_pct', 'rate_men_pct']
"""

from __future__ import annotations

import re
from functools import lru_cache

from mt_raig.tables import Table

from .checks import ranked
from .headers import header_words
from .index import TableIndex
from .lexicon import stem


@lru_cache(maxsize=256)
def sided_columns(tables: tuple[Table, ...]) -> tuple[tuple[int, int, int, str, str, tuple[str, ...]], ...]:
    """(table position, column, column, side word, other side word, shared header words): every two columns of a
    table whose header words differ in one place only (by table and column position; once per set of tables)."""
    out = []
    for pos, table in enumerate(tables):
        words = [header_words(h) for h in table.header]
        for i, a in enumerate(words):
            for j, b in enumerate(words):
                negated = len(a) == len(b) == 1 and (b[0] in ("un" + a[0], "non" + a[0]) or a[0] in ("un" + b[0], "non" + b[0]))
                if i != j and (len(a) == len(b) >= 2 or negated) and sum(x != y for x, y in zip(a, b)) == 1:  # (``vaccinated``,
                    # ``unvaccinated``: one word and its negation)
                    k = next(n for n, (x, y) in enumerate(zip(a, b)) if x != y)
                    if a[k].isalpha() and b[k].isalpha():
                        out.append((pos, i, j, stem(a[k]), stem(b[k]), tuple(w for n, w in enumerate(a) if n != k)))
    return tuple(out)


def _stems(text: str) -> set[str]:
    return {stem(w.lower()) for w in re.findall(r"[A-Za-z]+", text)}


def sided_pair(index: TableIndex, first: str, second: str) -> tuple[int, int, int] | None:
    """(table position, column of ``first``'s side, column of ``second``'s side): the one pair of sided columns (module
    docstring) whose side words ``first`` and ``second`` each hold (and not the other's), naming the most of the
    pair's shared words (at least one); None when no pair, or several, fit."""
    a_words, b_words = _stems(first), _stems(second)
    found = []
    for pos, i, j, side_a, side_b, shared in sided_columns(index.tables):
        if side_a in a_words and side_a not in b_words and side_b in b_words and side_b not in a_words:
            columns = {c.header: c for c in index.table_columns(pos) if ranked(c)}
            a, b = columns.get(index.tables[pos].header[i]), columns.get(index.tables[pos].header[j])
            if a is not None and b is not None:
                found.append((len({stem(w) for w in shared} & (a_words | b_words)), pos, a.gid, b.gid))
    best = max((f[0] for f in found), default=0)
    top = [f for f in found if f[0] == best]
    return top[0][1:] if best >= 1 and len(top) == 1 else None
