"""Idioms restated in the form the checks read, before a claim is read: "Slovakia did not take up the euro until
2009" says when it did ("... did take up the euro in 2009"), "won more than half the vote" is a bound on a percent
cell ("won more than 50%"); and, from their own modules, months of one year's table, restated units and shares.
Ranks written as verbs ("Poland ranks fourth by population", "tops the time-zone count", "the last to join") are
restated as the superlatives they state (:func:`as_superlative`, applied after names are spelled out).

>>> restated("It was not until 2011 that Estonia adopted the euro.")
'In 2011, Estonia adopted the euro.'
"""

from __future__ import annotations

import re

from .baselines import without_baseline
from .boundidioms import all_but_as_count, one_as_digits, signs_as_bounds, without_as_zero
from .conversions import without_restated_unit
from .lexicon import ORDINALS
from .words import count_value, word_value
from .periods import months_of_one_year
from .selfshare import without_restated_share


def restated(claim: str) -> str:
    """Every rewrite before a claim is read: this module's idioms (``hundreds_as_digits``, ``thousands_as_digits``,
    ``decades_as_years``, ``years_later_as_years``, ``never_moved``, ``never_past``, ``half_a_percent``,
    ``halves_in_digits``, ``ratios_as_multiples``, ``decades_of_counts``, ``failed_as_not``, ``elided_comparisons``, ``in_one_unit``, ``most_negative``, ``none_of``, ``newest_members``, ``single_as_one``, ``halves_as_percent``, ``affirmed_until``, ``predates_as_before``, ``boundidioms``: ``one_as_digits``, ``all_but_as_count``, ``without_as_zero``, ``signs_as_bounds``), ``scales_in_digits``, ``not_in_any_as_no``, ``not_one_as_no``, ``edge_days_as_dates``, ``among_as_of``, a reference period
    dropped (``baselines``), then months of a one-year table ("in March" of 2014's months), a unit restated in brackets, a share restated."""
    return without_restated_share(without_restated_unit(months_of_one_year(affirmed_until(halves_as_percent(single_as_one(newest_members(none_of(most_negative(
        in_one_unit(elided_comparisons(failed_as_not(decades_of_counts(ratios_as_multiples(halves_in_digits(half_a_percent(never_past(never_moved(years_later_as_years(decades_as_years(hundreds_as_digits(thousands_as_digits(without_as_zero(one_as_digits(all_but_as_count(signs_as_bounds(predates_as_before(scales_in_digits(not_in_any_as_no(not_one_as_no(edge_days_as_dates(among_as_of(first_year_as_first(exceeded_by(without_baseline(claim)))))))))))))))))))))))))))))))))))


_EXCEEDED_BY = re.compile(r"\b(?:exceeded|topped|surpassed|outstripped)\s+(?P<other>(?:that|those)\s+of\s+[^,;]+?)\s+by\s+(?P<gap>(?:about\s+|some\s+|"
                          r"nearly\s+|almost\s+|roughly\s+|more\s+than\s+)?[$€£]?\d[\d,]*(?:\.\d+)?(?:\s*%|\s+(?:percentage\s+)?points?|\s+[A-Za-z]+(?:\s+units|\s+per\s+[a-z]+)?)?)"
                          r"(?=\s*(?:[.,;]|$))", re.I)  # ("by 237 Dobson units", "by 6 parts per trillion")


def exceeded_by(claim: str) -> str:
    """"The November mean of 1964 exceeded that of 1995 by 237 Dobson units" as "... was 237 Dobson units higher than that
    of 1995": a gap between the two, never the 237 of 1995's row.

    >>> exceeded_by("The March rainfall of 2004 exceeded that of 2006 by 37 mm.")
    'The March rainfall of 2004 was 37 mm higher than that of 2006.'
    """
    return _EXCEEDED_BY.sub(lambda m: f"was {m.group('gap')} higher than {m.group('other')}", claim)


_FIRST_YEAR_WITH = re.compile(r"^the\s+first\s+year\s+(?:with|in\s+which|when)\s+(?P<what>[a-z][\w'’ -]*?)\s+(?:was\s+|stood\s+)?(?P<bound>below|under|above|over|"
                              r"more\s+than|less\s+than|at\s+least)\s+(?P<n>[$€£]?\d[\d.,]*(?:\s*(?:%|[a-z]{1,12}\b))?)\s+(?:was|came\s+in)\s+(?P<year>(?:1[5-9]|20)\d\d)\b", re.I)
_FIRST_VERBS = {"below": "fell below", "under": "fell below", "less than": "fell below", "above": "rose above", "over": "rose above",
                "more than": "rose above", "at least": "reached"}


def first_year_as_first(claim: str) -> str:
    """"The first year with methyl chloroform below 300 ppt was 1996" as "methyl chloroform first fell below 300 ppt in
    1996": a first crossing (``firsts``), never only a row holding the year.

    >>> first_year_as_first("The first year with wool output above 20 tonnes was 1991, a year after the series begins.")
    'wool output first rose above 20 tonnes in 1991, a year after the series begins.'
    """
    m = _FIRST_YEAR_WITH.match(claim)
    if m is None:
        return claim
    verb = _FIRST_VERBS[" ".join(m.group("bound").lower().split())]
    return f"{m.group('what')} first {verb} {m.group('n')} in {m.group('year')}" + claim[m.end():]


_PREDATES = re.compile(r"\b(predates?|predated|preceded|precedes|antedates?|antedated|postdates?|postdated)\s+((?:[A-Z][\w.-]*\s+){0,3}[A-Z][\w.-]*['’]s?)\s+"
                       r"by\s+(\w+)\s+(years?)\b")


_SCALED_WORDS = re.compile(r"\b(?:(?P<half>half\s+a)|(?P<quarter>a\s+quarter\s+of\s+a)|(?P<n>a|one|two|three|four|five|six|seven|eight|nine|ten)-)"
                           r"\s*(?P<scale>million|billion|trillion)(?(n)-(?P<money>dollar|euro|pound)\b|\b)", re.I)
_DIGITS = re.compile(r"\bin\s+(?P<n>single|double|triple)\s+digits\b", re.I)


def scales_in_digits(claim: str) -> str:
    """"half a trillion" as "0.5 trillion", "a quarter of a million" as "0.25 million", "the one-trillion-dollar mark" as
    "the $1 trillion mark"; "in double digits" as "of 10 or more" ("in single digits": "below 10", "in triple digits":
    "of 100 or more"): values the number readers find.

    >>> scales_in_digits("Investment was almost half a trillion dollars; GNP passed the one-trillion-dollar mark.")
    'Investment was almost 0.5 trillion dollars; GNP passed the $1 trillion mark.'
    >>> scales_in_digits("No year had a rate in double digits.")
    'No year had a rate of 10 or more.'
    """
    def scaled(m: re.Match) -> str:
        if m.group("half") or m.group("quarter"):
            return f"{'0.5' if m.group('half') else '0.25'} {m.group('scale')}"
        n = 1 if m.group("n").lower() in ("a", "one") else word_value(m.group("n"))
        sign = {"dollar": "$", "euro": "€", "pound": "£"}[m.group("money").lower()]
        return f"{sign}{n} {m.group('scale')}"

    claim = _SCALED_WORDS.sub(scaled, claim)
    return _DIGITS.sub(lambda m: {"single": "below 10", "double": "of 10 or more", "triple": "of 100 or more"}[m.group("n").lower()], claim)


_DID_NOT_IN_ANY = re.compile(r"^(?P<subj>[A-Z][^,;]*?)\s+(?:did\s+not|didn['’]t)\s+(?P<verb>[a-z]+)\s+(?P<rest>[^,;]+?)\s+in\s+any\s+(?P<unit>year|month|season|week|quarter)"
                         r"(?P<span>\s+(?:after|before|since|from|between)\s+[^,;]+?)?\s*(?P<end>[.;]?)$")


_AMONG = re.compile(r"^(?P<n>(?:just\s+|only\s+)?[A-Za-z]+(?:-[a-z]+)?)\s+(?P<kind>[a-z][a-z-]*s)\s+(?P<verb>were|are)\s+among\s+the\s+(?P<whole>[^,;]+?)\s*(?P<end>[.;]?)$")


def among_as_of(claim: str) -> str:
    """"Seven vans were among the cars tested" as "Seven of the cars tested were vans": a count of the rows of one kind.

    >>> among_as_of("Seven vans were among the cars tested.")
    'Seven of the cars tested were vans.'
    """
    m = _AMONG.match(claim.strip())
    if m is None or word_value(m.group("n").split()[-1]) is None and m.group("n").split()[-1].lower() not in ("one", "a"):
        return claim
    return f"{m.group('n')} of the {m.group('whole')} {m.group('verb')} {m.group('kind')}{m.group('end')}"


_EDGE_DAY = re.compile(r"\bthe\s+(?P<edge>first|last)\s+day\s+of\s+(?P<month>(?:January|February|March|April|May|June|July|August|September|October|"
                       r"November|December)\s+)?(?P<year>(?:1[5-9]|20)\d\d)\b")
_MONTH_DAYS = {"January": 31, "February": 28, "March": 31, "April": 30, "May": 31, "June": 30, "July": 31, "August": 31, "September": 30,
               "October": 31, "November": 30, "December": 31}


def edge_days_as_dates(claim: str) -> str:
    """"the first day of 2021" as "1 January 2021", "the last day of February 2020" as "29 February 2020": a date.

    >>> edge_days_as_dates("Season 13 premiered on the first day of 2021; it ended on the last day of February 2020.")
    'Season 13 premiered on 1 January 2021; it ended on 29 February 2020.'
    """
    def date(m: re.Match) -> str:
        year, month = int(m.group("year")), (m.group("month") or "").strip()
        if m.group("edge") == "first":
            return f"1 {month or 'January'} {year}"
        month = month or "December"
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return f"{_MONTH_DAYS[month] + (month == 'February' and leap)} {month} {year}"

    return _EDGE_DAY.sub(date, claim)


_NOT_ONE = re.compile(r"^not\s+(?:one|a\s+single)\s+(?!of\b)(?=[a-z]+\b)(?!.*\bwithout\b)", re.I)  # ("Not one year went by without
# ...": two negations, left as written)


def not_one_as_no(claim: str) -> str:
    """A leading "Not one year ..." ("Not a single month ...") as "No year ...", the count of none ``counting`` reads.

    >>> not_one_as_no("Not one year between 1936 and 1972 saw incidence above 5 per 100,000.")
    'No year between 1936 and 1972 saw incidence above 5 per 100,000.'
    """
    return _NOT_ONE.sub("No ", claim.strip(), count=1) if _NOT_ONE.match(claim.strip()) else claim


def not_in_any_as_no(claim: str) -> str:
    """"Investment did not drop below 200 billion in any year after 1972" as "In no year after 1972 did investment drop
    below 200 billion": the count of none that ``counting`` reads.

    >>> not_in_any_as_no("Investment did not drop below 200 billion dollars in any year after 1972.")
    'In no year after 1972 did investment drop below 200 billion dollars.'
    """
    m = _DID_NOT_IN_ANY.match(claim.strip())
    if m is None:
        return claim
    subj = m.group("subj") if re.match(r"[A-Z]{2}|[A-Z][a-z]*[A-Z]", m.group("subj")) else m.group("subj")[0].lower() + m.group("subj")[1:]
    return f"In no {m.group('unit')}{m.group('span') or ''} did {subj} {m.group('verb')} {m.group('rest')}{m.group('end')}"


def predates_as_before(claim: str) -> str:
    """"X's estimate from 1536 predates Oronce Fine's by six years" as "... came six years before Oronce Fine's" (and
    "postdates" as "after"): the gap of two years the years module reads.

    >>> predates_as_before("Schoner's estimate from 1536 predates Fine's by six years.")
    "Schoner's estimate from 1536 came six years before Fine's."
    """
    return _PREDATES.sub(lambda m: f"came {m.group(3)} {m.group(4)} {'after' if m.group(1).lower().startswith('post') else 'before'} {m.group(2)}", claim)


_BELOW_100 = (r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-[a-z]+)?|one|two|three|four|five|six|seven|eight|nine|ten|"
              r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen")
_HUNDRED = re.compile(r"\b(a|[a-z]+)\s+hundred(?:\s+and\s+([a-z]+(?:-[a-z]+)?)|\s+(" + _BELOW_100 + r")\b(?!-))?\b", re.I)  # "seven hundred sixty-nine"
_NEXT_WORD = re.compile(r"(?:-[a-z]+)?[\s,-]+(?:and\s+)?([a-z]+)", re.I)


def hundreds_as_digits(claim: str) -> str:
    """"two hundred years", "one hundred and eighty-nine years", "a full one hundred percent", "twelve hundred dollars"
    as digits ("200 years", "1,200 dollars"):
    a number word of hundreds is read as the digits are (one that goes on, "two hundred and four million", "two hundred
    ninety-nine million, ...", is left to the readers of scaled numbers).

    >>> hundreds_as_digits("The guilder served for one hundred and eighty-nine years.")
    'The guilder served for 189 years.'
    """
    def value(word: str) -> int | None:
        return 1 if word.lower() in ("a", "one") else word_value(word)

    def digits(m: re.Match) -> str:
        said = m.group(2) or m.group(3)
        head, tail = value(m.group(1)), value(said) if said else 0
        nxt = _NEXT_WORD.match(claim, m.end())
        goes_on = nxt is not None and (word_value(nxt.group(1)) is not None or nxt.group(1).lower() in ("one", "hundred", "thousand", "million", "billion", "trillion"))
        if head is None or head > 99 or tail is None or tail > 99 or goes_on:
            return m.group(0)
        return str(head * 100 + tail) if head <= 9 else f"{head * 100 + tail:,}"  # "twelve hundred dollars": 1,200 (a comma:
        # never read as a year)
    return _HUNDRED.sub(digits, claim)


_SCALE_WORDS = {"thousand": 10**3, "million": 10**6, "billion": 10**9}
_NUMBER_TOKEN = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)?|,")


def thousands_as_digits(claim: str) -> str:
    """A whole number written in words past the thousands as digits: "one thousand seven hundred and sixty-nine" (1769),
    "two hundred ninety-nine million, seven hundred ninety-two thousand, four hundred fifty-eight" (299792458), "two
    thousand and five" (2005). One that ends on its scale ("three thousand", "two hundred ninety-nine million") is left
    to the readers of scaled numbers.

    >>> thousands_as_digits("In 1972, one thousand seven hundred and sixty-nine car drivers died; three thousand were hurt.")
    'In 1972, 1769 car drivers died; three thousand were hurt.'
    """
    tokens = list(_NUMBER_TOKEN.finditer(claim))
    out, last, i = [], 0, 0
    while i < len(tokens):
        j, total, current, scaled, small = i, 0, 0, False, None  # small: the last token was a unit/tens word (its value)
        while j < len(tokens):
            word = tokens[j].group(0).lower()
            gap = claim[tokens[j - 1].end():tokens[j].start()] if j > i else ""
            if j > i and gap.strip():
                break
            value = (1 if word in ("one", "a") and j + 1 < len(tokens) and tokens[j + 1].group(0).lower() in ("hundred", *_SCALE_WORDS)
                     else None if word in ("a", "one") else word_value(word) if word.isalpha() or "-" in word else None)
            if value is not None and (small is None or (small % 10 == 0 and small >= 20 and value < 10)):
                current, small = current + value, value
            elif word == "hundred" and small is not None:
                current, small = current * 100, None
            elif word in _SCALE_WORDS and (current or small is not None):
                total, current, small, scaled = total + current * _SCALE_WORDS[word], 0, None, True
            elif word == "and" and j > i and j + 1 < len(tokens):
                pass
            elif word == "," and j > i and any(t.group(0).lower() in ("hundred", *_SCALE_WORDS) for t in tokens[j + 1:j + 4]):
                pass  # "..., seven hundred ninety-two thousand, four hundred fifty-eight"; never "three thousand, two years later"
            else:
                break
            j += 1
        while j > i and tokens[j - 1].group(0).lower() in ("and", ","):
            j -= 1
        if scaled and current and j > i + 2 and tokens[j - 1].group(0).lower() not in _SCALE_WORDS:
            out += [claim[last:tokens[i].start()], str(total + current)]
            last, i = tokens[j - 1].end(), j
        else:
            i += 1
    return "".join(out) + claim[last:]


# "7 feet 6 inches", "8 pounds 4 ounces": one length or weight in its smaller unit, as a unit converts
_TWO_UNITS = re.compile(r"\b(\d+)\s*(?:feet|foot|ft)\.?\s+(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:inches|inch|in)\b|"
                        r"\b(\d+)\s*(?:pounds|pound|lb|lbs)\.?\s+(?:and\s+)?(\d+(?:\.\d+)?)\s*(?:ounces|ounce|oz)\b", re.I)


def in_one_unit(claim: str) -> str:
    """A length or weight written in two units as one number of the smaller ("7 feet 6 inches" as "90 inches").

    >>> in_one_unit("Chewbacca stands about 7 feet 6 inches tall.")
    'Chewbacca stands about 90 inches tall.'
    """
    def one(m: re.Match) -> str:
        if m.group(1):
            return f"{int(m.group(1)) * 12 + float(m.group(2)):g} inches"
        return f"{int(m.group(3)) * 16 + float(m.group(4)):g} ounces"
    return _TWO_UNITS.sub(one, claim)


_HALF_UNIT = r"(hours?|minutes?|seconds?|days?|weeks?|months?|years?|miles?|metres?|meters?|kilometres?|kilometers?|feet|inches|million|billion|trillion|percent)\b"
_AND_A_HALF = re.compile(r"\b(\d+|[A-Za-z]+(?:-[a-z]+)?)\s+and\s+a\s+half\s+" + _HALF_UNIT, re.I)
_MINUTES_AND = re.compile(r"\b(\d+|[A-Za-z]+(?:-[a-z]+)?)\s+minutes?,?\s+(?:and\s+)?(\d+(?:\.\d+)?|[A-Za-z]+(?:-[a-z]+)?)\s+seconds?\b", re.I)
_HOURS_AND = re.compile(r"\b(\d+|[A-Za-z]+(?:-[a-z]+)?)\s+hours?,?\s+(?:and\s+)?(\d+|[A-Za-z]+(?:-[a-z]+)?)\s+minutes?\b", re.I)


_TO_ONE = re.compile(r"\b([a-z]+)\s+outnumbered\s+([a-z]+)\s+(?:by\s+)?(?:(about|roughly|nearly|almost|around|more\s+than|over|less\s+than)\s+)?"
                     r"(\d+(?:\.\d+)?|[a-z]+)(?:\s+|-)to(?:\s+|-)(?:one|1)\b")


def ratios_as_multiples(claim: str) -> str:
    """"A outnumbered B N to one" as the multiple it states ("there were N times as many A as B").

    >>> ratios_as_multiples("At 95, women outnumbered men more than three to one.")
    'At 95, there were more than three times as many women as men.'
    """
    return _TO_ONE.sub(lambda m: f"there were {m.group(3) + ' ' if m.group(3) else ''}{m.group(4)} times as many {m.group(1)} as {m.group(2)}", claim)


_COUNT_LEAD = re.compile(r"^(?:(?:only|just|exactly)\s+)?(\d+|[a-z]+(?:-[a-z]+)?)\s+(?:of\s+(?:the|these|its)\s+(?:\w+\s+)?)?(?:[a-z]+['’]s\s+)?[a-z]+s\b", re.I)
_IN_DECADE = re.compile(r"\b(?:in|from)\s+the\s+((?:1[5-9]|20)\d)0['’]?s(?:\s+and\s+(?:the\s+)?((?:1[5-9]|20)\d)0['’]?s)?\b")  # (two decades
# in a row: "from the 1960s and 1970s", 1960 to 1979)


def decades_of_counts(claim: str) -> str:
    """A decade as the span of years it is, in a claim that counts rows ("Four of the films were released in the 1970s":
    "... between 1970 and 1979"; "Eight men's records date from the 1960s and 1970s": "... between 1960 and 1979"), so
    the count's condition is a span of a year column. (One entity's decade, "Oregon
    was admitted in the 1850s", is left to :mod:`.decades`.)

    >>> decades_of_counts("Four of the films were released in the 1970s.")
    'Four of the films were released between 1970 and 1979.'
    """
    lead = _COUNT_LEAD.match(claim)
    if lead is None or not (lead.group(1).isdigit() or word_value(lead.group(1)) is not None):
        return claim
    def span(m: re.Match) -> str:
        last = m.group(2) if m.group(2) and int(m.group(2)) == int(m.group(1)) + 1 else m.group(1) if not m.group(2) else None
        return m.group(0) if last is None else f"between {m.group(1)}0 and {last}9"
    return _IN_DECADE.sub(span, claim)


_FAILED_TO = re.compile(r"\b(?:failed|fails|fail)\s+to\s+(reach|top|exceed|pass|hit|crack|break)\b", re.I)


def failed_as_not(claim: str) -> str:
    """"failed to reach 200 hits" as the negation it is ("did not reach 200 hits").

    >>> failed_as_not("Gehrig failed to reach 200 hits in 1929.")
    'Gehrig did not reach 200 hits in 1929.'
    """
    return _FAILED_TO.sub(lambda m: f"did not {m.group(1).lower()}", claim)


_NAME = r"(?:the\s+)?[A-Z][\w.'’-]*(?:\s+(?:of\s+)?[A-Z][\w.'’-]*)*"
_FIRST_COMPARED = re.compile(r"^(?P<a>" + _NAME + r")\s+(?:[a-z]+\s+){1,6}?(?:more|less|fewer|higher|lower|larger|smaller|better|worse|[a-z]+er)\s+"
                             r"(?:[\w-]+\s+){0,4}?than\s+(?P<b>" + _NAME + r")\b")
_ELIDED = re.compile(r",?\s+(?P<conj>yet|but|and|while|whereas)\s+(?P<rest>(?!it\b|its\b|they\b|their\b|the\b)[a-z]+\s+(?:[\w-]+\s+){0,3}?"
                     r"(?:more|less|fewer|higher|lower|larger|smaller|better|worse)\b[^,.;A-Z]*?)(?P<end>[.;]?\s*)$")


_OUT_VERB = re.compile(r"^(?P<a>(?:[Tt]he\s+)?[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2}?)\s+(?:outweighs|outweighed|outnumbers|outnumbered|outsells|outsold|"
                       r"outscores|outscored|outpaces|outpaced|exceeds|exceeded|tops|topped)\s+(?P<b>(?:the\s+)?[A-Za-z][\w'’-]*(?:\s+[A-Za-z][\w'’-]*){0,2})\s*,")
_ITS = re.compile(r",?\s+(?P<conj>yet|but|and|while|whereas)\s+its\s+(?P<what>[a-z]+(?:\s+[a-z]+)?)\s+(?P<verb>is|was|are|were)\s+"
                  r"(?P<cmp>(?:more|less)\s+[a-z]+|[a-z]+er)(?P<end>[.;]?\s*)$")


_OUT_HYPHEN = re.compile(r"\bout-([a-z]+ed|hit|ran|sold|spent|grew|won|drew|threw)\s+(?=[A-Z]|the\s)")


def elided_comparisons(claim: str) -> str:
    """A second comparison whose subject and other side are left out ("Nevada had a higher income than New York, yet
    spent less per person on its schools"; "The leopard seal outweighs the lion, yet its skull is shorter") written
    out, so it is checked against the same entity; "Baltimore out-homered Boston" as "homered more than Boston".

    >>> elided_comparisons("Nevada had a higher income than New York, yet spent less per person on its schools.")
    'Nevada had a higher income than New York, yet Nevada spent less per person on its schools than New York.'
    >>> elided_comparisons("The leopard seal outweighs the lion, yet its skull is shorter.")
    "The leopard seal outweighs the lion, yet the leopard seal's skull is shorter than the lion's."
    """
    claim = _OUT_HYPHEN.sub(lambda m: f"{m.group(1)} more than ", claim)  # "Baltimore out-homered Boston": homered more than Boston
    for first in (_OUT_VERB.match(claim), _FIRST_COMPARED.match(claim)):  # "..., yet its skull is shorter": the first's two sides'
        if first is not None and (its := _ITS.match(claim, first.end() + (claim[first.end():first.end() + 1] == ","))) is not None:
            a, b = (re.sub(r"^the\s+", "the ", first.group(k), flags=re.I) for k in ("a", "b"))  # (a lower-case name: "the lion")
            return (claim[:its.start("conj")] + f"{its.group('conj')} {a}'s {its.group('what')} {its.group('verb')} {its.group('cmp')} than {b}'s"
                    + its.group("end"))
    first = _FIRST_COMPARED.match(claim)
    if first is None:
        return claim
    m = _ELIDED.search(claim, first.end())
    if m is None or " than " in m.group("rest"):
        return claim
    return claim[:m.start("rest")] + f"{first.group('a')} {m.group('rest').rstrip()} than {first.group('b')}" + m.group("end")


def halves_in_digits(claim: str) -> str:
    """A number and a half of a unit or scale in digits ("three and a half hours": "3.5 hours"), and hours and minutes
    or minutes and seconds written with a number word as digits ("three hours and 28 minutes": "3 hours 28 minutes",
    "one minute and 0.4 seconds": "1 minute 0.4 seconds", compound durations).

    >>> halves_in_digits("It runs three hours and 28 minutes, or about three and a half hours.")
    'It runs 3 hours 28 minutes, or about 3.5 hours.'
    >>> halves_in_digits("The record stood at one minute and 0.4 seconds.")
    'The record stood at 1 minute 0.4 seconds.'
    """
    def number(text: str) -> int | None:
        return int(text) if text.isdigit() else 1 if text.lower() == "one" else word_value(text)

    def half(m: re.Match) -> str:
        n = number(m.group(1))
        return m.group(0) if n is None else f"{n}.5 {m.group(2)}"

    def hours(m: re.Match) -> str:
        h, mins = number(m.group(1)), number(m.group(2))
        return m.group(0) if h is None or mins is None else f"{h} hours {mins} minutes"

    def minutes(m: re.Match) -> str:
        mins = number(m.group(1))
        secs = m.group(2) if re.fullmatch(r"\d+(?:\.\d+)?", m.group(2)) else number(m.group(2))
        return m.group(0) if mins is None or secs is None else f"{mins} {'minute' if mins == 1 else 'minutes'} {secs} seconds"
    return _MINUTES_AND.sub(minutes, _HOURS_AND.sub(hours, _AND_A_HALF.sub(half, claim)))


# "Not one of these hikes is shorter than 6 miles", "None of these peaks is rated easier than 4", "Life expectancy was not below 70 years in any of the twenty
# countries": a zero count ("None of the ...") with the bound on each row
_NOT_ONE_OF = re.compile(r"\b(?:not\s+(?:one|a\s+single\s+one)\s+of\s+(?:these|those|the)|none\s+of\s+(?:these|those))\s+", re.I)
_NOT_IN_ANY = re.compile(r"^(?P<subject>[A-Z][^,;]*?)\s+(?:was|were|is|are)\s+not\s+(?P<bound>(?:below|under|above|over|(?:less|more|higher|lower|"
                         r"greater|fewer)\s+than)\s+[^,;]+?)\s+in\s+any\s+of\s+the\s+(?P<whole>[^,;.]+?)\.?$")


def none_of(claim: str) -> str:
    """"Not one of these X", "None of these X" as "None of the X"; "S was not below N in any of the M X" as "None of the M X had s below N";
    "From 2015 on, not one year had ..." as "From 2015 on, no year had ...".

    >>> none_of("Life expectancy in 2018 was not below 70 years in any of the twenty countries.")
    'None of the twenty countries had life expectancy in 2018 below 70 years.'
    """
    if (m := _NOT_IN_ANY.match(claim)) is not None:
        subject = m.group("subject")
        subject = subject[0].lower() + subject[1:] if subject[1:2].islower() else subject
        return f"None of the {m.group('whole')} had {subject} {m.group('bound')}."
    claim = _NOT_ONE_NOUN.sub(lambda m: m.group(1) + ("No " if m.group(2)[0].isupper() else "no "), claim)  # "From 2015 on, not one
    return _NOT_ONE_OF.sub(lambda m: "None of the " if m.group(0)[0].isupper() else "none of the ", claim)  # year had": no year had


_NOT_ONE_NOUN = re.compile(r"(^|,\s+)(not\s+(?:one|a\s+single))\s+(?=[a-z]+\s+(?:(?:since|after|before|from|until)\s+\d{4}\s+)?(?:had|has|was|were|saw|recorded|reached|fell|dropped|came|went)\b)", re.I)


# "Slovakia did not take up the euro until 2009": it took it up in 2009 (an affirmation of that year, no negation)
_NOT_UNTIL = re.compile(r"\b(did|does|do|was|were|is|are|had|has|have)(?:\s+not\s+|n[’']t\s+)(?!(?:exceeded|beaten|bettered|surpassed|topped|broken)\b)"
                        r"((?:[\w'’-]+\s+){1,6}?)(?:until|till)\s+(?:in\s+)?"  # (a record "not exceeded until 2003": ``records``)
                        r"(?=(?:\d{4}\b|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}\b|[A-Z][a-z]+\s+\d{4}\b))")

_NOT_UNTIL_THAT = re.compile(r"\bit\s+(?:was\s+not|wasn[’']t)\s+until\s+((?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:\d{1,2},?\s+)?\d{4})\s+that\s+", re.I)

# "Chile has not changed its currency since 1975": the last change was in 1975
_NOT_SINCE = re.compile(r"\b(has|have|had)(?:\s+not\s+|n[’']t\s+)((?:changed|replaced|switched|altered|revised|updated|moved)\s+(?:[\w'’-]+\s+){0,4}?)since\s+"
                        r"(?=(?:\d{4}\b|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b|[A-Z][a-z]+\s+\d{4}\b))")


def affirmed_until(claim: str) -> str:
    """"X did not happen until 2009" read as "X did happen in 2009": the year or date is when it happened, so the
    claim is checked as the row that joins them (a negated relation would refute the true claim); so is "X has not
    changed its currency since 1975" (the change was in 1975).

    >>> affirmed_until("Slovakia did not take up the euro until 2009.")
    'Slovakia did take up the euro in 2009.'
    """
    claim = _NOT_UNTIL_THAT.sub(lambda m: f"In {m.group(1)}, ", claim)  # "It was not until 2009 that Slovakia ..."
    claim = _NOT_SINCE.sub(lambda m: f"{m.group(1)} {m.group(2)}in ", claim)  # "Chile has not changed its currency since 1975"
    return _NOT_UNTIL.sub(lambda m: f"{m.group(1)} {m.group(2)}in ", claim)


# "won more than half the vote in 13 of the twenty states", "a majority of the two-party vote": a bound on a percent
# cell of each row counted (a share of a quantity the rows hold, never of the rows themselves: "half of the states")
_HALF_OF = re.compile(r"\b(more\s+than|over|at\s+least|less\s+than|under|fewer\s+than)\s+half\s+(?:of\s+)?(?:the|its|their)\s+"
                      r"((?:[a-z]+-)?[a-z]+\s+)?(vote|votes|ballots|population|electorate|residents)\b", re.I)
_MAJORITY_IN = re.compile(r"\b((?:did\s+not|didn[’']t|failed\s+to|never)\s+(?:win|take|carry|secure|get))\s+(?:a|an\s+(?:outright|absolute|clear))\s+"
                          r"majority(?=\s+in\s+[A-Z])", re.I)  # a negated majority in a place: the bound on its percent cell
_MAJORITY_OF = re.compile(r"\b(?:a|an\s+(?:outright|absolute))\s+majority\s+of\s+(?:the|its|their)\s+((?:[a-z]+-)?[a-z]+\s+)?(vote|votes|ballots)\b", re.I)


def halves_as_percent(claim: str) -> str:
    """"more than half the vote" as "more than 50%", "a majority of the two-party vote" as "more than 50%
    two-party" (the qualifier names the column): the bound a count's condition reads on a percent column.

    >>> halves_as_percent("Gore won more than half the vote in 8 counties.")
    'Gore won more than 50% in 8 counties.'
    """
    claim = _HALF_OF.sub(lambda m: f"{m.group(1)} 50%" + (f" {m.group(2).strip()}" if m.group(2) else ""), claim)  # "two-party"
    claim = _MAJORITY_IN.sub(lambda m: f"{m.group(1)} more than 50%", claim)  # "did not win a majority in Massachusetts"
    return _MAJORITY_OF.sub(lambda m: "more than 50%" + (f" {m.group(1).strip()}" if m.group(1) else ""), claim)


# "do not span more than a single metazone": more than one (the negation is read as any other)
_A_SINGLE = re.compile(r"\b(more\s+than|fewer\s+than|less\s+than|at\s+most|at\s+least)\s+a\s+single\b", re.I)


_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d\b")
_YEARS_LATER = re.compile(r"\b(?:(a)|(\d{1,2})|([a-z]+(?:-[a-z]+)?))\s+years?\s+(later|earlier)\b(?!\s+than\b)", re.I)


_DECADES = re.compile(r"\b(?:(a|one)|(\w+))\s+decades?(?=\s+(?:after|later|before|earlier|on\b|apart))", re.I)


def decades_as_years(claim: str) -> str:
    """A span of decades before "after", "later", "before" or "earlier" as its years, the form the gaps read: "in 1975,
    a decade after the series began" is ten years after it, "two decades later" twenty years.

    >>> decades_as_years("Output fell below 20,000 tonnes in 1975, two decades after the series began.")
    'Output fell below 20,000 tonnes in 1975, 20 years after the series began.'
    """
    def years(m: re.Match) -> str:
        n = 1 if m.group(1) else count_value(m.group(2))
        return m.group(0) if n is None else "ten years" if n == 1 else f"{10 * n} years"
    return _DECADES.sub(years, claim)


def years_later_as_years(claim: str) -> str:
    """"N years later/earlier" after the one year a claim writes before it, as the year it names: "14% in 1968 and
    72.4% four years later" is 72.4% in 1972 (never "28 years after The Godfather": a gap, left as written); "slower
    than the one four years earlier" is slower than in 1960, "higher than 1998's." is higher than in 1998 and "eight
    times 1985's" eight times that of 1985.

    >>> years_later_as_years("Alabama gave him 14% in 1968 and 72.4% four years later.")
    'Alabama gave him 14% in 1968 and 72.4% in 1972.'
    """
    def year(m: re.Match) -> str:
        before = _YEAR.findall(claim[:m.start()])
        n = 1 if m.group(1) else int(m.group(2)) if m.group(2) else word_value(m.group(3))
        if len(set(before)) != 1 or n is None:
            return m.group(0)
        return f"in {int(before[0]) + (n if m.group(4).lower() == 'later' else -n)}"
    claim = _THE_ONE.sub("than ", _YEARS_LATER.sub(year, claim))  # "slower than the one in 1960": than in 1960
    claim = _YEARS_AFTER_LEAD.sub(lambda m: f"In {int(m.group(2)) + n}, " if (n := count_value(m.group(1))) else m.group(0), claim)  # "Thirteen
    # years after 2000, Mexico's population ...": in 2013
    return _THAN_YEARS.sub(lambda m: f"than in {m.group(2)}" if m.group(1).lower() == "than" else f"{m.group(1)} that of {m.group(2)}", claim)
    # "higher than 1998's.": than in 1998; "eight times 1985's": eight times that of 1985


_YEARS_AFTER_LEAD = re.compile(r"^(\w+(?:-\w+)?)\s+years\s+after\s+(?:the\s+)?((?:1[5-9]|20)\d\d)(?:\s+(?:low|high|peak|trough|record|level))?\s*,\s*", re.I)
# ("Two decades after the 1940 low, ...": in 1960)
_EACH_YEAR = r"from\s+one\s+year\s+to\s+the\s+next|from\s+year\s+to\s+year|year\s+on\s+year|in\s+any\s+(?:single\s+)?year"
_NEVER_MOVED = re.compile(r"\b(?:never\s+(fell|declined|dropped|decreased|shrank|rose|grew|increased|climbed)(?:\s+(?:" + _EACH_YEAR + r"))?|"
                          r"did\s+not\s+(fall|decline|drop|decrease|shrink|rise|grow|increase|climb)\s+(?:" + _EACH_YEAR + r"))"
                          r"(?=\s*(?:[,.;]|$|between\b|from\s+(?:1[5-9]|20)\d\d))", re.I)  # ("did not fall in any year from 1963 to 1969")


def never_moved(claim: str) -> str:
    """"never fell from one year to the next" over a span of years as "rose year after year" (each step, as
    :func:`.periods.period_change` reads it), "never rose" as "fell year after year"; a bound ("never fell below 40") is
    left as written.

    >>> never_moved("Between 1998 and 2008, air passenger numbers never fell from one year to the next.")
    'Between 1998 and 2008, air passenger numbers rose year after year.'
    >>> never_moved("The wage did not fall in any year from 1963 to 1969.")
    'The wage rose year after year from 1963 to 1969.'
    """
    if len(_YEAR.findall(claim)) != 2:
        return claim
    return _NEVER_MOVED.sub(lambda m: "fell year after year" if (m.group(1) or m.group(2)).lower() in ("rose", "grew", "increased", "climbed",
                                                                                                   "rise", "grow", "increase", "climb")
                            else "rose year after year", claim)


_SPAN_OF = r"(?P<span>(?:between|from)\s+(?:1[5-9]|20)\d\d\s+(?:and|to|through)\s+(?:1[5-9]|20)\d\d)"
_BELOW = r"(?P<verb>fall|fell|drop|dropped|dip|dipped|go|went|sink|sank|rise|rose|climb|climbed|go|went)\s+(?P<side>below|under|above|over)"
_LEVEL = r"(?P<rest>(?:[$€£]\s?)?\d[\d,]*(?:\.\d+)?(?:\s?%|\s+[a-z°]+(?:\s+[a-z]+)?)?)"  # "1,300", "45 degrees", "4%"
_NOT_ONCE = re.compile(r"^(?:not\s+once|at\s+no\s+point)\s+" + _SPAN_OF + r",?\s+did\s+(?P<what>.+?)\s+" + _BELOW + r"\s+" + _LEVEL + r"\s*(?P<end>[.;]?)$", re.I)
_NEVER_PAST = re.compile(r"^(?:" + _SPAN_OF.replace("span", "lead") + r",\s+)?(?P<what>.+?)\s+never\s+" + _BELOW + r"\s+" + _LEVEL
                         + r"(?:\s+" + _SPAN_OF + r")?\s*(?P<end>[.;]?)$", re.I)


def never_past(claim: str) -> str:
    """"Not once between 1969 and 1982 did X fall below 1,300", "X never fell below 1,300 between 1969 and 1982" as the
    bound of every year of the span ("X was at least 1,300 in every year between 1969 and 1982"; "rose above": at
    most), as :func:`.everyspan.every_in_span` reads it.

    >>> never_past("Not once between 1969 and 1982 did the number of drivers killed fall below 1,300.")
    'The number of drivers killed was at least 1,300 in every year between 1969 and 1982.'
    """
    m = _NOT_ONCE.match(claim) or _NEVER_PAST.match(claim)
    span = m and (m.groupdict().get("span") or m.groupdict().get("lead"))
    if m is None or span is None:
        return claim
    what = m.group("what")[0].upper() + m.group("what")[1:]
    bound = "at least" if m.group("side").lower() in ("below", "under") else "at most"
    return f"{what} was {bound} {m.group('rest')} in every year {span[0].lower() + span[1:]}{m.group('end')}"


_HALF_A = re.compile(r"\bhalf\s+(?:a|of\s+one)\s+(percent|per\s+cent|percentage\s+point|point|degree|second|metre|meter|mile|kilometre|kilometer)\b", re.I)
# ("below half a point on religiosity": 0.5 points)


def half_a_percent(claim: str) -> str:
    """"half a percent" (a degree, a second, a mile ...) as "0.5 percent", "below zero" as "below 0", "slower than 50
    seconds" as "more than 50 seconds" (a time's bound: "faster than" is less than): the numbers a bound reads.

    >>> half_a_percent("Not a single country saved less than half a percent of its income.")
    'Not a single country saved less than 0.5 percent of its income.'
    """
    claim = _SLOWER_TIME.sub(lambda m: "more than " if m.group(1).lower() == "slower" else "less than ", claim)
    return _ZERO.sub(lambda m: f"{m.group(1)} 0", _HALF_A.sub(lambda m: f"0.5 {m.group(1)}{'s' if m.group(1)[-1].isalpha() and m.group(1).lower() not in ('percent', 'per cent') else ''}", claim))


_SLOWER_TIME = re.compile(r"\b(slower|faster|quicker)\s+than\s+(?=(?:about\s+)?[\d.,]+\s*(?:s|secs?|seconds?|minutes?|mins?|hours?|hrs?)\b)", re.I)
_ZERO = re.compile(r"\b(below|above|under|over|less\s+than|more\s+than|greater\s+than|fewer\s+than)\s+zero\b", re.I)


_THAN_YEARS = re.compile(r"\b(than|times|twice|half)\s+((?:1[5-9]|20)\d\d)['’]s\b(?!\s+[A-Za-z])", re.I)  # (not "than 1998's record")
_THE_ONE = re.compile(r"\bthan\s+(?:the\s+one|that|those)\s+(?=(?:in|of)\s+(?:1[5-9]|20)\d\d\b)", re.I)


def single_as_one(claim: str) -> str:
    """"more than a single metazone" as "more than one metazone": the number a bound reads.

    >>> single_as_one("Argentina's 12 time zones do not span more than a single metazone.")
    "Argentina's 12 time zones do not span more than one metazone."
    """
    return _A_SINGLE.sub(lambda m: f"{m.group(1)} one", claim)


# "Costa Rica is the newest member of the OECD": the latest to join it (the join date or year a superlative ranks)
_NEWEST_MEMBER = re.compile(r"\bthe\s+(newest|latest|most\s+recent|earliest|first)\s+(?:member|members|addition|entrant|signatory)\s+(?:of|to)\s+", re.I)


def newest_members(claim: str) -> str:
    """"the newest member of the OECD" as "the latest to join the OECD" ("the first member of": the earliest).

    >>> newest_members("Costa Rica is the newest member of the OECD.")
    'Costa Rica is the latest to join the OECD.'
    """
    return _NEWEST_MEMBER.sub(lambda m: f"the {'earliest' if m.group(1).lower() in ('earliest', 'first') else 'latest'} to join ", claim)


_MOST_NEGATIVE = re.compile(r"\b(the\s+)most\s+negative\b", re.I)


def most_negative(claim: str) -> str:
    """"the most negative net migration rate" as "the lowest net migration rate" (the rank a superlative reads).

    >>> most_negative("Guyana has the most negative net migration rate.")
    'Guyana has the lowest net migration rate.'
    """
    return _MOST_NEGATIVE.sub(lambda m: f"{m.group(1)}lowest", claim)


# "Cease led this group of starters in strikeouts": the most strikeouts among them (the demonstrative: the listed rows)
_LED_THESE = re.compile(r"\b(led|leads|headed|heads|topped|tops)\s+((?:this|these|those)\s+(?:[\w-]+\s+){1,3}?)in\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)(?=\s*(?:[,;.]|$|\bwith\b|\bat\b))", re.I)
# "ranked third among these hitters in runs scored": the scope written between the place and the column
_RANKS_AMONG = re.compile(r"\b(?:ranks|ranked|ranking|rank|places|placed|comes|came)\s+(first|last|(?:" + "|".join(ORDINALS) + r")[\s-]+to[\s-]+last|" + "|".join(ORDINALS) + r")\s+"
                          r"((?:among|of)\s+(?:the|these|those|all|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)['’]s?)\s+(?:[\w-]+\s+){0,3}?)(?:by|in|for|on)\s+"
                          r"([^,;.]+?)(?=\s*(?:[,;.]|$))", re.I)  # ("among South Africa's languages by share of speakers")
_RANKS_END = re.compile(r"\b(?:ranks|ranked|ranking|came|comes|placed)\s+(first|last|(?:" + "|".join(ORDINALS) + r")[\s-]+to[\s-]+last|" + "|".join(ORDINALS) + r")\s+"
                        r"((?:among|of)\s+(?:the|these|those|all)\s+(?:[\w-]+\s+){0,3}?[\w-]+)(?=\s*(?:[;.]|$))", re.I)
_NUMBER_BEFORE = re.compile(r"\d[\d,.]*(?:\s+(?:thousand|million|billion))?(?:\s+[a-z]+){0,2}\s+$")
_RANKS_BARE = re.compile(r"\b(?:ranks|ranked|ranking|came|comes|placed)\s+(first|last|(?:" + "|".join(ORDINALS) + r")[\s-]+to[\s-]+last|"
                         + "|".join(ORDINALS) + r")(?=\s*(?:[;.]|$))", re.I)
_RANKS_AT = re.compile(r"\b(?:ranks|ranked|ranking|rank|places|placed|comes|came)\s+(?:only\s+|just\s+)?(first|last|(?:" + "|".join(ORDINALS) + r")[\s-]+to[\s-]+last|" + "|".join(ORDINALS) + r")\s+(?:by|in|for|on)\s+", re.I)


def as_superlative(claim: str) -> str:
    """"Poland ranks fourth by population among ..." as the superlative it states: "Poland has the fourth highest
    population among ..." ("first": the highest, "last": the lowest, "second to last": the second lowest), for :func:`superlative`."""
    def rewrite(m: re.Match) -> str:
        return {"first": "has the highest ", "last": "has the lowest "}.get(p := re.sub(r"[\s-]+", " ", m.group(1).lower()), f"has the {p.split()[0]} lowest " if p.endswith(" last") else f"has the {p} highest ")
    claim = _FIRST_TO.sub(lambda m: f"the {'earliest' if m.group(1).lower() in ('first', 'earliest') else 'latest'} {m.group(2) or ''}to ", claim)  # ("of these countries": the table)
    claim = _MOST_RECENT.sub("the latest", claim)
    claim = _LOW_POINT.sub(lambda m: f"were at their {m.group(1).lower()}est", claim)  # "hit their low point of the period in 1983"
    claim = _RECORD_FOR.sub(lambda m: f"{'have' if m.group(1).lower().startswith('shar') else 'has'} the {(m.group(2) or 'most').lower()} ", claim)
    claim = _TOPS_THE.sub("has the highest ", claim)  # "Russia tops the time-zone count with 26": the highest count
    claim = _TOPPED_EVERY.sub("has the highest ", claim)  # "Railroad engineers topped every occupation for income": the highest income
    claim = _NONE_MORE.sub(lambda m: f"{m.group(3)} has the {_MOST[m.group(1).lower()]} {m.group(2)}" + (f", {m.group(4)}" if m.group(4) else ""), claim)
    claim = _LED_THESE.sub(lambda m: f"{'had' if m.group(1).lower()[-1] == 'd' else 'has'} the most {m.group(3)} among {m.group(2).strip()}", claim)
    claim = _RANKS_AMONG.sub(lambda m: rewrite(m) + f"{m.group(3)} {m.group(2).strip()}", claim)  # the scope after the column
    claim = _RANKS_END.sub(lambda m: rewrite(m).replace("has the", "was the", 1) + m.group(2), claim)  # "X's pay of £12.28
    claim = _RANKS_BARE.sub(lambda m: rewrite(m).replace("has the", "was the", 1).rstrip() if _NUMBER_BEFORE.search(claim, 0, m.start()) else m.group(0),
                            claim)  # "whose 1,600 thousand dollars ranked second.": was the second highest (the number's column;
    # "Austria ranked seventh" is a place, left to a rank column)
    return _RANKS_AT.sub(rewrite, claim)  # ranked third among the regions": was the third highest among them


# "Switzerland was the last to become a UN member": the latest (the date or year column the words after "to" name)
_FIRST_TO = re.compile(r"\bthe\s+(first|last|earliest|latest|most\s+recent)\s+((?!of\b|among\b)[a-z]+\s+)?((?:(?:of|among)\s+(?:the|these|those)\s+(?:[a-z]+\s+){0,2})?)to\s+"
                       r"(?=(?:become|join|adopt|sign|ratify|enter|be\s+admitted|switch|gain|abolish|introduce)\b)", re.I)  # "the last country to adopt"
_TOPS_THE = re.compile(r"\b(?:tops|top|topped|leads|lead|led|heads|head|headed)\s+the\s+(?=(?:[\w-]+\s+){0,2}?(?:count|tally|ranking|rankings|list|table|chart)\b)", re.I)
_TOPPED_EVERY = re.compile(r"\b(?:tops|topped|top|leads|led|lead|beats|beat|outranks|outranked)\s+(?:every|all|each)\s+(?:other\s+)?[a-z]+\s+(?:for|in|on|by)\s+", re.I)
# "Season 13 holds the record for the most episodes", "share the record for main challenge wins": the most of them
_RECORD_FOR = re.compile(r"\b(holds?|held|share[sd]?|sharing)\s+the\s+record\s+for\s+(?:the\s+)?(?:(most|fewest|highest|lowest|longest|shortest)\s+)?", re.I)
_LOW_POINT = re.compile(r"\b(?:hit|hits|reached|reaches|touched|touches|struck|strikes)\s+(?:its|their|his|her|the)\s+(low|high)\s+point\b", re.I)
_MOST_RECENT = re.compile(r"\bthe\s+most\s+recent\b", re.I)  # "the most recent newcomer to the euro": the latest
# "No club in the table has more league titles than Arsenal Rovers": Arsenal Rovers has the most (ties allowed)
_MOST = {"more": "most", "fewer": "fewest", "less": "least", "higher": "highest", "lower": "lowest"}
_NONE_MORE = re.compile(r"^(?:No|None of the)\s+[a-z]+(?:\s+(?:in|of)\s+the\s+(?:table|list|study))?\s+(?:has|had|have|won|scored|recorded|gets|got|"
                        r"sleeps|slept|sold|earns|earned|weighs|weighed)\s+(?:a\s+)?(more|fewer|less|higher|lower)\s+([A-Za-z]+(?:\s+[a-z]+)?)\s+"
                        r"than\s+(?:the\s+)?([A-Za-z][^,;.]*?)(?:['’]s\s+(\d[^,;]*?))?\s*(?=[.;,]|$)")  # "... than the donkey's 0.4 hours"
