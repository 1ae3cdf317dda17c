"""The other ways a writer names a table cell (aliases of the judge's names): a leading part, a surname, a team's
nickname, a spelled-out country form, a weekday written out ("Sunday" of "Sun"). An alias is kept only when it names one cell."""

from __future__ import annotations

import re

from mt_raig.numbers import MONTHS

from .lexicon import COMMON_WORDS
from .spellings import PEOPLE, adjective_forms

MIN_ALIAS_CHARS = 4
# Header words of a column of people's names (their surnames are aliases); never places ("South Africa": "Africa").
PERSON_HEADERS = frozenset("""name player winner athlete driver author manager director artist actor actress person coach
    champion runner president leader candidate composer writer singer member customer employee student rider pilot captain
    chef baker host presenter minister senator governor mayor premier chancellor monarch king queen emperor judge justice
    representative founder inventor scientist poet painter architect physician nominee appointee laureate recipient
    pitcher batter golfer boxer jockey astronaut explorer ceo""".split())
# Header words of a column of teams or of makers' models (their last words are aliases: "the Lakers", "the Wraith").
TEAM_HEADERS = frozenset("team club franchise side car make model vehicle".split())
_PERSON_WORD = re.compile(r"[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?|Le|La|De|Da|Di|Van|Von|Del|Mc[A-Z][a-z]+")
_PARTICLES = frozenset({"Le", "La", "De", "Da", "Di", "Van", "Von", "Del"})
_FORMS = {"Dem.": "Democratic", "Rep.": "Republic", "Fed.": "Federal", "Islamic": "Islamic", "Arab": "Arab"}
_ORDINAL_CELL = re.compile(r"(\d{1,2})(?:st|nd|rd|th) ([a-z]+)")
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth".split()
_INVERTED = re.compile(r"([A-Z][\w' ]+), ((?:(?:Dem\.|Fed\.|Islamic|Arab) )*Rep\.)")
# "Murray, Lowell", "Doody, C. William", "de Cotret, Robert René": a person stored surname first (rosters, catalogues)
_NAME_WORD = r"[^\W\d_][^\W\d_'’-]*(?:['’-][^\W\d_]+)*\.?"
_SURNAME_FIRST = re.compile(rf"((?:(?:de|van|von|da|di|du|del|la|le|der|den) )?{_NAME_WORD}), ({_NAME_WORD}(?: {_NAME_WORD}){{0,3}})")


def name_aliases(names: set[str], people: set[str] = frozenset(), teams: set[str] = frozenset(), titles: str = "") -> dict[str, str]:
    """Each way a writer may name a cell: itself, an unambiguous leading part ("Chicago O'Hare"), a person's surname
    ("Achebe"), a team's nickname ("the Spurs" of "San Antonio Spurs"), the last part of a path-like name ("Lisbon" of
    "Europe/Lisbon"), the spelled-out form of an inverted country name ("Congo, Dem. Rep."), and a one-word place's
    people ("Californians", "Texans": its row)."""
    aliases = {n: n for n in names}
    prefixes: dict[str, set[str]] = {}
    for n in names:
        words = n.split()
        for k in range(1, len(words)):
            prefixes.setdefault(" ".join(words[:k]), set()).add(n)
    for prefix, cells in prefixes.items():
        if (
            len(cells) == 1
            and prefix not in aliases
            and len(prefix) >= MIN_ALIAS_CHARS
            and prefix[0].isupper()
            and prefix.casefold() not in COMMON_WORDS
            and prefix.rstrip(".,").casefold() not in COMMON_WORDS
            and prefix.casefold() not in MONTHS  # "October" of "October Speaker": a month, read as a date
        ):
            aliases[prefix] = next(iter(cells))
    surnames: dict[str, set[str]] = {}
    firsts: dict[str, set[str]] = {}
    for n in names:  # "Lowell Murray", "C. William Doody", "Robert de Cotret" and "Murray" of a surname-first cell
        m = _SURNAME_FIRST.fullmatch(n)
        if m and m.group(1)[-1] != "." and all(w[0].isupper() for w in m.group(2).split()) and not m.group(2).endswith("Rep."):
            given = m.group(2).split()
            aliases.setdefault(f"{m.group(2)} {m.group(1)}", n)
            for first in given[:2] if given[0].endswith(".") else given[:1]:  # "William Doody" too
                firsts.setdefault(f"{first} {m.group(1)}", set()).add(n)
            surnames.setdefault(m.group(1), set()).add(n)
    # "Achebe", "Le Guin" of "Chinua Achebe", "Ursula Le Guin": how writers name people
    for n in people & names:
        words = n.split()
        if re.fullmatch(r"[A-Z]\.", words[0]) and len(words) >= 3:  # "Gough Whitlam", "Whitlam" of "E. Gough Whitlam"
            firsts.setdefault(" ".join(words[1:]), set()).add(n)
            words = words[1:]
        if 2 <= len(words) <= 3 and all(_PERSON_WORD.fullmatch(w) for w in words):
            surnames.setdefault(words[-1], set()).add(n)
            if words[-2] in _PARTICLES:
                surnames.setdefault(" ".join(words[-2:]), set()).add(n)
    for form, cells in firsts.items():
        if len(cells) == 1:
            aliases.setdefault(form, next(iter(cells)))
    for tail, cells in surnames.items():
        if len(cells) == 1 and tail not in aliases and len(tail) >= MIN_ALIAS_CHARS and tail.casefold() not in COMMON_WORDS \
                and tail.casefold() not in MONTHS:
            aliases[tail] = next(iter(cells))
    nicknames: dict[str, set[str]] = {}  # "the Spurs", "the Trail Blazers" of "San Antonio Spurs", "Portland Trail Blazers"
    for n in teams & names:
        words = n.split()
        for k in (1, 2):
            tail = words[-k:]
            if len(words) > k and all(w[:1].isupper() for w in tail):
                nicknames.setdefault(" ".join(tail), set()).add(n)
    for tail, cells in nicknames.items():
        if len(cells) == 1 and tail not in aliases and len(tail) >= MIN_ALIAS_CHARS and tail.casefold() not in COMMON_WORDS \
                and tail.casefold() not in MONTHS:
            aliases[tail] = next(iter(cells))
    for n in names:  # "first-class", "first class" of "1st class"; "third-class" of "3rd class"
        if (m := _ORDINAL_CELL.fullmatch(n)) and 1 <= int(m.group(1)) <= len(_ORDINALS):
            word = _ORDINALS[int(m.group(1)) - 1]
            for form in (f"{word} {m.group(2)}", f"{word}-{m.group(2)}"):
                aliases.setdefault(form, n)
                aliases.setdefault(form[0].upper() + form[1:], n)
    for n in names:  # "nautical mile" of a snake_case cell "nautical_mile"
        if re.fullmatch(r"[a-z]+(?:_[a-z]+)+", n):
            aliases.setdefault(n.replace("_", " "), n)
    subtitles: dict[str, set[str]] = {}  # "The Two Towers", "The Phantom Menace" of "The Lord of the Rings: The Two Towers",
    for n in names:  # "Star Wars: Episode I - The Phantom Menace": a title named by its subtitle
        for m in re.finditer(r": | - ", n):
            subtitles.setdefault(n[m.end():], set()).add(n)
    for tail, cells in subtitles.items():
        if len(cells) == 1 and tail not in aliases and len(tail) >= MIN_ALIAS_CHARS and tail[0].isupper() \
                and tail.casefold() not in COMMON_WORDS and tail.casefold() not in MONTHS:
            aliases[tail] = next(iter(cells))
    paths: dict[str, set[str]] = {}  # "Lisbon", "Buenos Aires" of the zone names "Europe/Lisbon", "America/Buenos_Aires"
    for n in names:
        if re.fullmatch(r"[A-Z][A-Za-z-]*(?:/[A-Z][A-Za-z_-]*)+", n):
            paths.setdefault(n.rsplit("/", 1)[1].replace("_", " "), set()).add(n)
    for tail, cells in paths.items():
        if len(cells) == 1 and tail not in aliases and len(tail) >= MIN_ALIAS_CHARS and tail.casefold() not in COMMON_WORDS:
            aliases[tail] = next(iter(cells))
    for n in names:  # "Congo, Dem. Rep." (Gapminder, World Bank) is written "Democratic Republic of the Congo"
        m = _INVERTED.fullmatch(n)
        if m:
            form = " ".join(_FORMS[w] for w in m.group(2).split())
            for text in (f"{form} of the {m.group(1)}", f"{form} of {m.group(1)}"):
                aliases.setdefault(text, n)
    for n in names - people:  # "the Chilean escudo", "the Dutch guilder" of "Chilean Escudo", "Dutch Guilder": a common noun after
        words = n.split()  # a proper adjective, lower-cased in prose
        if 2 <= len(words) <= 3 and all(re.fullmatch(r"[A-Z][a-z]+", w) for w in words) and words[-1].casefold() not in MONTHS:
            aliases.setdefault(" ".join([words[0], *(w.lower() for w in words[1:])]), n)
    for n in names - people:  # "Alaskans had a higher median income than Californians": a place's people, its row
        for form in adjective_forms(n) if re.fullmatch(r"[A-Z][a-z]+(?: [A-Z][a-z]+)?", n) else ():  # ("South Africans")
            if form.endswith("an") and form + "s" not in names:
                aliases.setdefault(form + "s", n)
                aliases.setdefault(form, n)  # "No Kenyan won the men's race from 2008 through 2010"
            elif form.endswith(("i", "ese", "ish")) and form not in names:
                aliases.setdefault(form, n)  # "Pakistani adults", "Japanese exports", "Swedish output"
        if n in PEOPLE and PEOPLE[n] not in names:  # "New Zealanders drank ..."
            aliases.setdefault(PEOPLE[n], n)
    for n in names:  # "Alzheimer's" of a cell "Alzheimers": an eponym's possessive the table wrote without its apostrophe
        if re.fullmatch(r"[A-Z][a-z]{3,}[a-z]s", n) and n[:-1] not in names:
            for mark in ("'", "’"):
                aliases.setdefault(f"{n[:-1]}{mark}s", n)
    days = {n: _WEEKDAY_ABBREVIATIONS[n.rstrip(".").casefold()] for n in names if n.rstrip(".").casefold() in _WEEKDAY_ABBREVIATIONS}
    if len(set(days.values())) >= 2:  # "Sunday" of a column of "Thur", "Fri", "Sat", "Sun" (two days at least: "Sun" alone may be a star)
        for n, day in days.items():
            aliases.setdefault(day, n)
    for n, short in SHORT_NAMES.items():  # "US GDP" of a row "United States", "the UK" of "United Kingdom" (never where a
        if n in names:  # table's title writes the short form: "US unemployment" of "US economic growth, 1959 to 2005" is that table)
            for form in short:
                if form not in names and not re.search(r"(?<!\w)" + re.escape(form) + r"(?!\w)", titles):
                    aliases.setdefault(form, n)
    return aliases


SHORT_NAMES = {"United States": ("US", "U.S.", "USA", "U.S.A."), "United Kingdom": ("UK", "U.K.", "Britain", "Great Britain")}


_WEEKDAY_ABBREVIATIONS = {a: day for day, forms in {
    "Monday": "mon", "Tuesday": "tue tues", "Wednesday": "wed", "Thursday": "thu thur thurs", "Friday": "fri",
    "Saturday": "sat", "Sunday": "sun"}.items() for a in forms.split()}


_IRREGULAR_VERBS = {"death": ("died", "dying", "dead")}
_NOUN_SUFFIXES = ("ment", "ation", "ion", "al")


def verb_forms(cell: str) -> tuple[str, ...]:
    """How a writer says a category that names an event ("Retirement", "Resignation", "Death") with its verb: "retired",
    "resigned", "retiring", "died"; a lower-case category that is a verb as it stands ("advance", "retreat"): "advancing",
    "retreated". Forms that are no words ("resignated") never match a claim, so all are offered."""
    low = cell.casefold()
    if low in _IRREGULAR_VERBS:
        return _IRREGULAR_VERBS[low]
    if not cell.isalpha() or len(cell) < 6:
        return ()
    for suffix in _NOUN_SUFFIXES:
        if low.endswith(suffix) and len(low) - len(suffix) >= 4:
            stem = low[: -len(suffix)]
            if stem.endswith("e"):  # "retire": "retired", "retiring"
                return stem + "d", stem[:-1] + "ing"
            return stem + "ed", stem + "ing", stem + "ated", stem + "ating"  # "resigned"; "nominated" of "Nomination"
    if cell.islower():  # a category that is a verb as it stands: "the retreating army" of "retreat",
        return (low + "d", low[:-1] + "ing") if low.endswith("e") else (low + "ed", low + "ing")  # "advanced" of "advance"
    return ()


class Aliases(dict):
    """Text -> the cell it names; the cells of a lower-case column are also named in any case, as writers capitalise
    them ("Datsun 280-ZX", "Mazda RX-7 GS", "AMC Concord" of "datsun 280-zx", "mazda rx-7 gs", "amc concord"), and
    without their brackets ("VW Dasher diesel" of "vw dasher (diesel)"). ``any_case``: casefolded text -> cell."""

    def __init__(self, named: dict[str, str], any_case: dict[str, str]) -> None:
        super().__init__(named)
        self.any_case = any_case

    def __missing__(self, key: str) -> str:
        return self.any_case[key.casefold()]


def any_case_forms(cell: str) -> tuple[str, ...]:
    """The casefolded forms a lower-case cell is found by, in any case: itself and without its brackets."""
    plain = re.sub(r"\s*\(([^()]*)\)", r" \1", cell).strip()
    return tuple(dict.fromkeys(f.casefold() for f in (cell, plain) if len(f) >= MIN_ALIAS_CHARS and f.casefold() not in COMMON_WORDS))
