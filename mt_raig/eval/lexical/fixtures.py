"""A team's season from a table of its games: "Bayern won 12 of their 17 home games, roughly 71 percent", "scored 62
goals and let in 37, a goal difference of plus 25", "kept nine clean sheets", "did not lose any of their last five league
games", "won more of their home games than of their away games", "The 6-2 win over Borussia Dortmund was the
highest-scoring game", "The opening-day win over Hertha BSC Berlin produced five goals".

A table of games has a home and an away team column and a home and an away goals (score, points) column. The team is
the claim's first name held in the team columns; its games are the rows naming it, each a win, draw or loss with goals
for and against, at home or away. Read as written, such claims met the rows one cell at a time: "Bayern" is in every row,
so "won 19 of their 34 games" located nothing, and "the 3-2 home loss to Werder Bremen" passed as the heaviest defeat
because some row holds a 3, a 2 and the name.

Each phrase below is a fact of the team's games in the claim's scope (all, or "home"/"away", "in December 2000", "their
last five"): a count of results ("won 19", "drew six of their thirty-four", "lost none of them", "played four"), with
its whole ("of their 34") and its share ("about 56 percent"); goals scored and let in, their difference, points at three
(or two) a win, clean sheets; home against away ("won more of their home games than of their away games"); one game
named by its result and opponent ("the 3-1 home loss to Schalke 04", "the opening-day win over Hertha BSC Berlin"), with
its goals ("produced five goals"), its rank ("the heaviest defeat", "the highest-scoring game") or its distance from
another ("a week before their home loss to Eintracht Frankfurt"); the season's first and last dates ("ran from 12 August
2000 to 19 May 2001"). The claim is decided only when every number, date and result word it writes is such a fact's
(else None: left to the other checks).

>>> from mt_raig.tables import Table
>>> from mt_raig.eval.lexical.index import index_of
>>> from mt_raig.eval.lexical.values import claim_values
>>> t = Table("g", "FC A's games", ("date", "home_team", "away_team", "home_goals", "away_goals"),
...           (("2000-08-12", "FC A", "FC B", "4", "1"), ("2000-08-19", "FC C", "FC A", "0", "3"), ("2000-08-26", "FC A", "FC C", "1", "1")))
>>> ix = index_of((t,))
>>> [team_season(c, claim_values(c, ix), ix)[0].ok for c in ("FC A won two of their three games.", "FC A won all of their three games.",
...                                                          "FC A scored 8 goals and let in 2.", "FC A kept two clean sheets.")]
[True, False, True, False]
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from mt_raig.numbers import MONTHS

from .checks import Check
from .index import TableIndex, header_words
from .values import Value
from .words import word_value


class Game(NamedTuple):
    """One game of the team: its row, date (or None), venue, goals for and against, opponent."""

    row: int
    day: date | None
    home: bool
    scored: Decimal
    against: Decimal
    opponent: str

    @property
    def result(self) -> str:
        return "W" if self.scored > self.against else "L" if self.scored < self.against else "D"


_N = r"(?:\d+|[a-z]+(?:-[a-z]+)?)"
_COUNT = re.compile(r"\b(?P<verb>won|drew|lost|played)\s+(?P<n>" + _N + r"|none|no|all|every\s+one)\s+(?:(?:league\s+)?(?:games|matches)\s+|of\s+them\b)?"
                    r"(?:(?:of|in)\s+(?:their|its|the)\s+(?P<m>" + _N + r")\s+)?(?:(?P<venue>home|away)\s+|league\s+)*(?:(?:league\s+)?(?:games|matches)\b)?", re.I)
_SHARE = re.compile(r",?\s+(?:(?P<hedge>about|roughly|around|nearly|almost|some|just\s+over|just\s+under)\s+)?(?P<p>\d+(?:\.\d+)?)\s*(?:percent|per\s+cent|%)", re.I)
_SCORED = re.compile(r"\b(?:scored|netted)\s+(?P<n>" + _N + r")\s+(?:league\s+)?goals\b", re.I)
_LET_IN = re.compile(r"\b(?:let\s+in|conceded|allowed)\s+(?P<n>" + _N + r")(?:\s+(?:league\s+)?goals)?\b", re.I)
_DIFFERENCE = re.compile(r"\b(?:a\s+)?goal\s+difference\s+of\s+(?P<sign>plus\s+|minus\s+|\+|[-−–])?(?P<n>\d+)\b", re.I)
_POINTS = re.compile(r"\b(?:collected|earned|took|won|gained|finished\s+with)\s+(?P<n>\d+)\s+points\s+at\s+(?P<per>three|two|3|2)\s+points\s+(?:a|per|for\s+a)\s+win\b", re.I)
_WINS_DRAWS = re.compile(r"\b(?:with\s+)?(?P<w>" + _N + r")\s+wins\s+and\s+(?P<d>" + _N + r")\s+draws\b", re.I)
_CLEAN = re.compile(r"\bkept\s+(?P<n>" + _N + r")\s+clean\s+sheets?\b", re.I)
_UNBEATEN = re.compile(r"\b(?:did\s+not|didn[’']t|failed\s+to)\s+(?P<verb>lose|win)\s+any\s+of\s+(?:their|its)\s+(?P<end>last|first)\s+(?P<n>" + _N
                       + r")\s+(?:league\s+)?(?:games|matches)\b", re.I)
_HOME_AWAY = re.compile(r"\b(?P<verb>won|scored)\s+(?P<dir>more|fewer)\s+(?:goals\s+)?(?:of|in)\s+(?:their|its)\s+(?P<a>home|away)\s+(?:games|matches)\s+"
                        r"than\s+(?:of|in)\s+(?:their|its)\s+(?P<b>home|away)\s+(?:games|matches)\b", re.I)
_GOAL_SHARE = re.compile(r"(?P<p>\d+(?:\.\d+)?)\s*(?:percent|per\s+cent|%)\s+of\s+(?:[\w’'.-]+\s+){1,3}?(?P<n>\d+)\s+(?:league\s+)?goals\s+"
                         r"(?:were\s+)?(?:scored\s+)?(?P<where>at\s+home|away(?:\s+from\s+home)?|on\s+the\s+road)\b", re.I)
_GAME = re.compile(r"(?:(?P<a>\d+)[-–](?P<b>\d+)\s+)?(?:(?P<venue>home|away)\s+)?(?P<kind>win|victory|loss|defeat|draw)\s+(?P<prep>over|against|to|at|with)\s+$", re.I)
_DEFEAT_AT = re.compile(r"(?P<a>\d+)[-–](?P<b>\d+)\s+(?P<kind>win|victory|loss|defeat|draw)\s+(?P<prep>at|in|over|against|to)\s+$", re.I)
_OPENING = re.compile(r"\b(?:the\s+)?(?:opening[-\s]day|season[-\s]opening|first)\s+(?P<kind>win|victory|loss|defeat|draw)\s+(?:over|against|to)\s+$", re.I)
_PRODUCED = re.compile(r"^\s+(?:produced|had|saw|yielded)\s+(?P<n>" + _N + r")\s+goals\b", re.I)
_RANKED = re.compile(r"^\s+(?:was|is)\s+(?:the\s+)?(?:(?:team['’]s|their|its|(?:[A-Z][\w.]*\s+){1,3}?[A-Z][\w.]*['’]s?)\s+)?(?P<word>heaviest|biggest|worst|"
                     r"largest|highest-scoring|highest\s+scoring)\s+(?P<what>defeat|loss|win|victory|game|match)?\b", re.I)
_RANKED_BEFORE = re.compile(r"\b(?P<word>heaviest|biggest|worst|largest)\s+(?P<what>defeat|loss|win|victory)\s+(?:of\s+the\s+season\s+)?was\s+(?:the\s+)?$", re.I)
_APART = re.compile(r"^\s+came\s+(?P<n>a|one|two|three|four|\d+)\s+(?P<unit>weeks?|days?)\s+(?P<dir>before|after)\s+(?:their|its)\s+", re.I)
_SEASON = re.compile(r"\bseason\s+(?:ran|lasted|went)\s+from\s+(?P<a>\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})\s+to\s+"
                     r"(?P<b>\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})", re.I)
_MONTH_SCOPE = re.compile(r"\bin\s+(?P<m>" + "|".join(m for m in MONTHS if len(m) > 3) + r")\s+(?P<y>\d{4})\b", re.I)
_RESULT_WORDS = re.compile(r"\b(?:won|win|wins|lost|lose|loss|losses|defeats?|drew|draws?|goals?|points|unbeaten|clean|victory|victories|scored|"
                           r"conceded|played|games|matches|percent|heaviest|biggest|highest[-\s]scoring)\b|%", re.I)


def _number(text: str) -> int | None:
    t = text.lower()
    if t.isdigit():
        return int(t)
    return {"none": 0, "no": 0, "a": 1, "one": 1}.get(t, word_value(t))


@lru_cache(maxsize=4096)
def _columns(table) -> tuple[int, int, int, int, int | None] | None:
    """(home team, away team, home goals, away goals, date) column positions of a table of games, else None (once per
    table: every claim asks)."""
    heads = [header_words(h) for h in table.header]
    teams = [j for j, w in enumerate(heads) if {"team", "club", "side"} & set(w) or w in (["home"], ["away"])]
    goals = [j for j, w in enumerate(heads) if {"goals", "score", "points", "pts", "runs"} & set(w)]
    pick = lambda js, side: [j for j in js if side in heads[j]]
    home_t, away_t, home_g, away_g = pick(teams, "home"), pick(teams, "away"), pick(goals, "home"), pick(goals, "away")
    if not (len(home_t) == len(away_t) == len(home_g) == len(away_g) == 1):
        return None
    dated = [j for j, w in enumerate(heads) if w == ["date"]]
    return home_t[0], away_t[0], home_g[0], away_g[0], dated[0] if len(dated) == 1 else None


def _games(index: TableIndex, names: Sequence[str]) -> tuple[int, str, list[Game], bool] | None:
    """The one table of games, the team whose games it lists (the one in every row, else the claim's named team with the
    most games), that team's games in row order, and whether it is in every row; None when there is no such table or
    team."""
    tables = [(pos, cols) for pos, t in enumerate(index.tables) if (cols := _columns(t)) is not None]
    if len(tables) != 1:
        return None
    pos, (ht, at, hg, ag, dt) = tables[0]
    table = index.tables[pos]
    teams = [(row[ht].strip(), row[at].strip()) for row in table.cells]
    every = set(teams[0]).intersection(*map(set, teams)) if teams else set()
    named = sorted((n for n in names if any(n in t for t in teams)), key=lambda n: -sum(n in t for t in teams))
    team = next(iter(every)) if len(every) == 1 else named[0] if named else None
    if team is None or (not every and team not in names):
        return None
    games = []
    for k, row in enumerate(table.cells):
        if team not in teams[k]:
            continue
        try:
            h, a = Decimal(row[hg].strip()), Decimal(row[ag].strip())
        except ArithmeticError:
            return None
        day = None
        if dt is not None and (m := re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)", row[dt].strip())):
            day = date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        home = teams[k][0] == team
        games.append(Game(index.table_rows[pos][k], day, home, h if home else a, a if home else h, teams[k][1] if home else teams[k][0]))
    return (pos, team, games, len(every) == 1) if len(games) >= 3 else None


def _date(text: str) -> date | None:
    m = re.fullmatch(r"(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})", text.strip()) or re.fullmatch(r"([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})", text.strip())
    if m is None:
        return None
    day, month = (m.group(1), m.group(2)) if m.group(1).isdigit() else (m.group(2), m.group(1))
    number = MONTHS.get(month.lower())
    return date(int(m.group(3)), number, int(day)) if number else None


def team_season(claim: str, values: Sequence[Value], index: TableIndex) -> tuple[Check, list[int]] | None:
    """The check of a claim about a team's games (module docstring), with the values it used; None when the claim is not
    wholly such facts."""
    names = [i for i, v in enumerate(values) if v.kind == "name" and v.cell]
    if not names or (found := _games(index, [values[i].cell for i in names])) is None:
        return None
    pos, team, season, listed = found
    own = [i for i in names if values[i].cell == team]  # "Bayern": the team whose games they are (unnamed: the table's own
    if not own and not listed:  # team, in its every row, "The opening-day win over Hertha BSC Berlin produced five goals")
        return None
    taken: list[tuple[int, int]] = [(values[i].start, values[i].end) for i in own]
    facts: list[tuple[str, bool]] = []
    scope = season
    if (month := _MONTH_SCOPE.search(claim)) is not None:
        number = MONTHS[month.group("m").lower()]
        scope = [g for g in season if g.day is not None and (g.day.year, g.day.month) == (int(month.group("y")), number)]
        taken.append(month.span())
    games = {}
    for i in names:
        if i in own:
            continue
        described = _game(claim, values[i], season)
        if described is None:
            return None
        game, span = described
        taken += [span, (values[i].start, values[i].end)]
        if game is None:  # a game described that the team never played ("the 5-0 win over ..."): false as written
            facts.append((f"no such game: {claim[span[0]:span[1]]}", False))
            continue
        games[i] = (game, span)
    for i, (game, span) in games.items():
        after = claim[values[i].end:]
        if (m := _PRODUCED.match(after)) and (n := _number(m.group("n"))) is not None:
            facts.append((f"{m.group(0).strip()}: {game.scored + game.against}", game.scored + game.against == n))
            taken.append((values[i].end + m.start(), values[i].end + m.end()))
        if (m := _RANKED.match(after)) or (m := _RANKED_BEFORE.search(claim[:span[0]])):
            word = re.sub(r"[-\s]+", "-", m.group("word").lower())
            key = (lambda g: g.scored + g.against) if word == "highest-scoring" else (lambda g: g.against - g.scored) if (
                m.group("what") or "").lower() in ("defeat", "loss") or word == "worst" else (lambda g: g.scored - g.against)
            best = max(key(g) for g in season)
            facts.append((f"{word}: {key(game)} of at most {best}", key(game) == best and sum(key(g) == best for g in season) == 1))
            taken.append((values[i].end + m.start(), values[i].end + m.end()) if m.re is _RANKED else (m.start(), m.end()))
        if (m := _APART.match(after)) is not None:
            other = [(g, s) for j, (g, s) in games.items() if s[0] >= values[i].end + m.end()]
            n = _number(m.group("n"))
            if not other or n is None or game.day is None or other[0][0].day is None:
                return None
            days = n * (7 if m.group("unit").lower().startswith("week") else 1)
            gap = (other[0][0].day - game.day).days * (1 if m.group("dir").lower() == "before" else -1)
            facts.append((f"{m.group(0).strip()}: {gap} days", gap == days))
            taken.append((values[i].end + m.start(), values[i].end + m.end()))
    for pattern, total in ((_SCORED, lambda g: g.scored), (_LET_IN, lambda g: g.against)):
        for m in pattern.finditer(claim):
            if (n := _number(m.group("n"))) is None or any(a <= m.start() < b for a, b in taken):
                continue
            got = sum(total(g) for g in scope)
            facts.append((f"{m.group(0)}: {got}", got == n))
            taken.append(m.span())
    if (m := _DIFFERENCE.search(claim)) is not None:
        got = sum(g.scored - g.against for g in scope)
        sign = -1 if (m.group("sign") or "").strip().lower() in ("minus", "-", "−", "–") else 1
        facts.append((f"goal difference {got}", got == sign * int(m.group("n"))))
        taken.append(m.span())
    if (m := _POINTS.search(claim)) is not None:
        per = 3 if m.group("per").lower() in ("three", "3") else 2
        got = sum(per if g.result == "W" else 1 if g.result == "D" else 0 for g in scope)
        facts.append((f"{got} points", got == int(m.group("n"))))
        taken.append(m.span())
    if (m := _WINS_DRAWS.search(claim)) is not None:
        w, d = _number(m.group("w")), _number(m.group("d"))
        facts.append(("wins and draws", (w, d) == (sum(g.result == "W" for g in scope), sum(g.result == "D" for g in scope))))
        taken.append(m.span())
    if (m := _CLEAN.search(claim)) is not None:
        got = sum(g.against == 0 for g in scope)
        facts.append((f"{got} clean sheets", got == _number(m.group("n"))))
        taken.append(m.span())
    if (m := _UNBEATEN.search(claim)) is not None:
        n = _number(m.group("n"))
        if n is None or not 0 < n <= len(scope):
            return None
        part = scope[-n:] if m.group("end").lower() == "last" else scope[:n]
        bad = "L" if m.group("verb").lower() == "lose" else "W"
        facts.append((f"{m.group('end')} {n}: {''.join(g.result for g in part)}", all(g.result != bad for g in part)))
        taken.append(m.span())
    if (m := _HOME_AWAY.search(claim)) is not None:
        measure = (lambda g: g.result == "W") if m.group("verb").lower() == "won" else (lambda g: g.scored)
        side = lambda where: sum(measure(g) for g in scope if g.home == (where.lower() == "home"))
        a, b = side(m.group("a")), side(m.group("b"))
        facts.append((f"{m.group('a')} {a} vs {m.group('b')} {b}", a > b if m.group("dir").lower() == "more" else a < b))
        taken.append(m.span())
    if (m := _GOAL_SHARE.search(claim)) is not None:
        total = sum(g.scored for g in scope)
        home = m.group("where").lower() == "at home"
        part = sum(g.scored for g in scope if g.home == home)
        share = _SHARE.match(" " + m.group("p") + " percent")
        hedge = re.search(r"\b(about|roughly|around|nearly|almost|some)\s+$", claim[:m.start()], re.I)
        pct = Decimal(100) * part / total if total else Decimal(0)
        facts.append((f"{part} of {total} goals: {pct:.1f}%", total == int(m.group("n")) and _share_ok(pct, share, hedge is not None)))
        taken.append((hedge.start() if hedge else m.start(), m.end()))
    if (m := _SEASON.search(claim)) is not None:
        a, b = _date(m.group("a")), _date(m.group("b"))
        days = [g.day for g in season if g.day is not None]
        if a is None or b is None or not days:
            return None
        facts.append((f"from {min(days)} to {max(days)}", (a, b) == (min(days), max(days))))
        taken.append(m.span())
    for m in _COUNT.finditer(claim):
        if any(a <= m.start() < b for a, b in taken):
            continue
        n = len(scope) if re.fullmatch(r"all|every\s+one", m.group("n"), re.I) else _number(m.group("n"))
        if n is None:
            continue  # ("won more of ..."): left unread, so the claim is not decided here
        pool = [g for g in scope if m.group("venue") is None or g.home == (m.group("venue").lower() == "home")]
        verb = m.group("verb").lower()
        got = len(pool) if verb == "played" else sum(g.result == {"won": "W", "drew": "D", "lost": "L"}[verb] for g in pool)
        facts.append((f"{verb} {got} of {len(pool)}", got == n))
        end = m.end()
        if m.group("m"):
            facts.append((f"of {len(pool)} games", _number(m.group("m")) == len(pool)))
        if (share := _SHARE.match(claim, m.end())) is not None and len(pool):
            facts.append((f"{share.group(0).strip()}: {100 * got / len(pool):.1f}%", _share_ok(Decimal(100 * got) / len(pool), share)))
            end = share.end()
        taken.append((m.start(), end))
    if not facts:
        return None
    if any(not any(a <= v.start < b for a, b in taken) for v in values):
        return None  # a number, date or name no fact reads
    if any(not any(a <= w.start() < b for a, b in taken) for w in _RESULT_WORDS.finditer(claim)):
        return None  # a result the facts do not cover ("and lost none of them" unread)
    ok = all(f for _, f in facts)
    detail = {"table_id": index.tables[pos].id, "team": team, "games": len(scope), "facts": [d for d, _ in facts]}
    return Check("season", ok, detail), list(range(len(values)))


def _share_ok(pct: Decimal, share: re.Match, hedged: bool | None = None) -> bool:
    """Whether a share ``pct`` is the percentage written: at its precision, or within a point when hedged."""
    written = Decimal(share.group("p"))
    hedged = hedged if hedged is not None else share.group("hedge") is not None
    places = len(share.group("p").split(".")[1]) if "." in share.group("p") else 0
    if abs(pct - written) <= Decimal("0.5") * Decimal(10) ** -places:
        return True
    return hedged and abs(pct - written) <= 1


def _game(claim: str, name: Value, season: Sequence[Game]) -> tuple[Game | None, tuple[int, int]] | None:
    """The one game an opponent's name and the words before it describe ("the 3-1 home loss to Schalke 04", "the
    opening-day win over Hertha BSC Berlin", "defeat at Schalke"), with the span of those words (the game None when the
    team played no such game); None when the words describe no game, or more than one game fits them."""
    before = claim[:name.start]
    m = _OPENING.search(before) or _GAME.search(before) or _DEFEAT_AT.search(before)
    if m is None:
        return None
    kind = m.group("kind").lower()
    result = "W" if kind in ("win", "victory") else "L" if kind in ("loss", "defeat") else "D"
    venue = (m.groupdict().get("venue") or "").lower() or ("away" if (m.groupdict().get("prep") or "").lower() in ("at", "in") else "")
    pool = [g for g in season if g.opponent == name.cell and g.result == result and (not venue or g.home == (venue == "home"))]
    if m.groupdict().get("a"):
        score = sorted((Decimal(m.group("a")), Decimal(m.group("b"))), reverse=True)
        pool = [g for g in pool if sorted((g.scored, g.against), reverse=True) == score]
    if m.re is _OPENING:
        pool = [g for g in pool if g is season[0]]
    if len(pool) > 1:
        return None
    return (pool[0] if pool else None), (m.start(), name.end)
